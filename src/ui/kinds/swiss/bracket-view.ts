/** The sidebar's top-cut card and game items (pure DOM building from the server's state). */
import type { Lang, Progress, TableView, TopCutGameView, TopCutStageView } from "../../../contract/index";
import { byId, fill, h, setText } from "../../dom";
import { tr } from "../../i18n";

/**
 * The top-cut card (servers after v1): the stages so far, newest first, while the cut is played;
 * once it is over, the winner, places 1..size and the bracket folded. Returns whether it shows.
 */
export function renderTopCut(lang: Lang, p: Progress | null, tab: string): boolean {
  const card = byId("topcut-card");
  const tc = p?.topCut ?? null;
  const bracket = tc?.bracket ?? [];
  const result = tc?.result ?? null;
  const shown = tc !== null && (bracket.length > 0 || result !== null);
  card.hidden = !shown;
  if (!shown || tc === null) {
    fill(byId("topcut-bracket"));
    fill(byId("topcut-bracket-done"));
    return false;
  }
  const stages = [...bracket].reverse().map((s) => stageBlock(lang, s, tab, s.stage === bracket.length));
  byId("topcut-result").hidden = result === null;
  if (result !== null) {
    setText(byId("topcut-title"), tr(lang, "ui.topCut.titleDone", { size: tc.size }));
    setText(byId("topcut-winner"), result.winner);
    setText(byId("topcut-ranking-title"), tr(lang, "ui.topCut.rankingTitle", { size: tc.size }));
    fill(
      byId("topcut-ranking-body"),
      ...result.ranking.map((r) =>
        h(
          "tr",
          { class: r.place === 1 ? "first" : "" },
          h("td", { class: "place", text: String(r.place) }),
          h(
            "td",
            {},
            h("span", { class: "name", text: r.name }),
            h("span", { class: "reached", text: r.label }),
          ),
          h("td", {
            class: "swiss",
            text: String(r.swiss),
            title: tr(lang, "ui.topCut.swissRank", { rank: r.swiss }),
          }),
        ),
      ),
    );
    byId("topcut-details").hidden = stages.length === 0;
    fill(byId("topcut-bracket-done"), ...stages);
    fill(byId("topcut-bracket"));
  } else {
    setText(byId("topcut-title"), tr(lang, "ui.topCut.title", { size: tc.size }));
    fill(byId("topcut-bracket"), ...stages);
    fill(byId("topcut-bracket-done"));
  }
  return true;
}

function stageBlock(lang: Lang, s: TopCutStageView, tab: string, current: boolean): HTMLElement {
  const id = `stage-${s.stage}`;
  const final = s.games.length === 1;
  return h(
    "div",
    { class: current ? "stage current" : "stage" },
    h("h3", { id, class: "stage-title", text: s.label }),
    h(
      "ul",
      { class: "bracket", "aria-labelledby": id },
      ...s.games.map((g) => matchItem(lang, g, tab, final)),
    ),
  );
}

function matchItem(lang: Lang, g: TopCutGameView, tab: string, final: boolean): HTMLElement {
  const decided = g.winner !== "";
  const side = (name: string, seed: number) => {
    const won = decided && name === g.winner;
    return h(
      "div",
      { class: `side${won ? " won" : decided ? " lost" : ""}` },
      h("span", {
        class: "seed",
        text: seed > 0 ? String(seed) : "",
        title: seed > 0 ? tr(lang, "ui.topCut.seed", { seed }) : null,
      }),
      h("span", { class: "name", text: name }),
      won
        ? h("span", { class: "mark", text: tr(lang, final ? "ui.topCut.wonFinal" : "ui.topCut.won") })
        : null,
    );
  };
  return h(
    "li",
    { class: `match ${g.status}`, title: tr(lang, "ui.missing.where", { tab, row: g.row }) },
    h(
      "div",
      { class: "match-head" },
      h("span", { class: "table-no", text: tr(lang, "ui.table", { table: g.table }) }),
      decided ? null : h("span", { class: `chip ${g.status}`, text: g.statusLabel }),
    ),
    side(g.a, g.seedA),
    side(g.b, g.seedB),
  );
}

/** A game of the current round still without a counted result. */
export function missingItem(lang: Lang, t: TableView, tab: string): HTMLElement {
  return h(
    "li",
    {
      class: `game ${t.status}${t.why ? " with-why" : ""}`,
      title: tr(lang, "ui.missing.where", { tab, row: t.row }),
    },
    h("span", { class: "table-no", text: tr(lang, "ui.table", { table: t.table }) }),
    h(
      "span",
      { class: "names" },
      h("span", { class: "name", text: t.a }),
      h("span", { class: "vs", text: " – " }),
      h("span", { class: "name", text: t.b }),
    ),
    h("span", { class: `chip ${t.status}`, text: t.statusLabel }),
    t.why ? h("span", { class: "why", text: t.why }) : null,
  );
}
