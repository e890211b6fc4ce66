/**
 * A Swiss event's status card: the phase, the results in, the players, the tables waiting for a
 * result (or the top cut's bracket), the bye, every table, and the players to swap.
 */
import type { Lang, SwissState } from "../../../contract/index";
import { byId, fill, setOptions, setText } from "../../dom";
import { progressOf } from "../../format";
import { tr } from "../../i18n";
import { missingItem, renderTopCut } from "./bracket-view";

export function renderStatus(lang: Lang, st: SwissState): void {
  const p = progressOf(st);
  const ev = st.event;
  const hint = byId("status-hint");
  hint.hidden = true;
  let line = "";
  if (p === null) line = "";
  else if (p.phase === "registration") {
    line = tr(lang, "ui.status.registration");
    setText(hint, tr(lang, "ui.status.registrationHint", { tab: ev.tabs.players }));
    hint.hidden = false;
  } else if (p.phase === "topcut" && p.topCut) {
    line = tr(lang, "ui.status.topCut", { size: p.topCut.size, stage: p.topCut.stageLabel });
  } else if (p.phase === "finished") {
    line = tr(lang, "ui.status.finished");
  } else line = tr(lang, "ui.status.round", { round: p.round, rounds: p.rounds });
  if (p?.endedEarly && p.phase !== "topcut") {
    setText(
      hint,
      p.earlyWinner
        ? tr(lang, "ui.status.endedEarlyWinner", { name: p.earlyWinner })
        : tr(lang, "ui.status.endedEarly"),
    );
    hint.hidden = false;
  }
  setText(byId("status-line"), line);

  const inPlay = p !== null && p.results.total > 0;
  const meter = byId("results-meter");
  meter.hidden = !inPlay;
  const results = byId("results-line");
  if (inPlay) {
    const { done, total } = p!.results;
    meter.setAttribute("aria-valuemax", String(total));
    meter.setAttribute("aria-valuenow", String(done));
    byId("results-bar").style.width = `${Math.round((100 * done) / total)}%`;
    meter.classList.toggle("complete", done === total);
    setText(
      results,
      done === total ? tr(lang, "ui.status.allIn") : tr(lang, "ui.status.results", { done, total }),
    );
  } else setText(results, "");
  results.hidden = !inPlay;
  setText(
    byId("players-line"),
    p ? tr(lang, "ui.status.players", { active: p.players.active, dropped: p.players.dropped }) : "",
  );

  // During the top cut the bracket card lists the games of the stage, statuses included.
  const bracketShown = renderTopCut(lang, p, ev.tabs.topCut);
  const missing =
    p && !(bracketShown && p.phase === "topcut")
      ? p.tables.filter((t) => p.missingTables.includes(t.table))
      : [];
  byId("missing-title").hidden = missing.length === 0;
  const tab = p?.phase === "topcut" ? ev.tabs.topCut : ev.tabs.rounds;
  fill(byId("missing"), ...missing.map((t) => missingItem(lang, t, tab)));
  // the bye, and every table of the round with why its two players meet (folded)
  const byes = p ? p.tables.filter((t) => t.b === "").map((t) => t.a) : [];
  const bye = byId("bye-line");
  bye.hidden = byes.length === 0;
  setText(bye, byes.map((name) => tr(lang, "ui.status.bye", { name })).join(" · "));
  const games = p && !bracketShown ? p.tables.filter((t) => t.b !== "") : [];
  byId("tables-details").hidden = games.length === 0;
  setText(byId("tables-summary"), tr(lang, "ui.tables.summary", { count: games.length }));
  fill(byId("tables-list"), ...games.map((t) => missingItem(lang, t, tab)));
  const draw = byId("tables-draw");
  draw.hidden = p?.draw === undefined || games.length === 0;
  setText(draw, p?.draw === undefined ? "" : tr(lang, "ui.tables.draw", { round: p.round, draw: p.draw }));
  // swapping players by hand: during a Swiss round (the button says why when it cannot)
  const swiss = p !== null && p.phase === "swiss" && !bracketShown && p.tables.length > 0;
  byId("swap-details").hidden = !swiss;
  const seated = swiss ? p!.tables.flatMap((t) => (t.b === "" ? [t.a] : [t.a, t.b])) : [];
  setOptions(byId<HTMLSelectElement>("swap-a"), seated, "");
  setOptions(byId<HTMLSelectElement>("swap-b"), seated, "");
  const b = byId<HTMLSelectElement>("swap-b");
  if (b.value === byId<HTMLSelectElement>("swap-a").value && seated.length > 1) b.value = seated[1]!;
}
