/** The sidebar's team-league card (pure DOM building from EventState.league). */
import type { Lang, LeagueView } from "../../../contract/index";
import { byId, fill, h, setText } from "../../dom";
import { tr } from "../../i18n";
import {
  LADDER_TOP,
  ladderTop,
  leagueDateLine,
  leagueHint,
  leagueMatchText,
  leagueStatusLine,
} from "./format";

/**
 * The league card: status line, hint, the next date's matches (each naming its first row of the
 * Games tab, as the Swiss "missing" list names the Rounds tab), the standings and the ladder's
 * top entries. The four action buttons are slots of the sidebar (updateButtons).
 */
export function renderLeague(lang: Lang, league: LeagueView): void {
  setText(byId("league-status"), leagueStatusLine(lang, league));
  const progress = byId("league-progress");
  progress.hidden = league.dates === 0;
  setText(
    progress,
    progress.hidden ? "" : tr(lang, "ui.league.progress", { drawn: league.drawn, lineups: league.lineups }),
  );
  const hint = leagueHint(lang, league);
  const hintEl = byId("league-hint");
  setText(hintEl, hint);
  hintEl.hidden = hint === "";

  const next = league.next;
  byId("league-next").hidden = next === null;
  if (next !== null) {
    setText(byId("league-date"), leagueDateLine(lang, next));
    const rest = byId("league-rest");
    rest.hidden = next.rest === "";
    setText(rest, next.rest === "" ? "" : tr(lang, "ui.league.rest", { team: next.rest }));
    const tab = league.tabs.games;
    fill(
      byId("league-matches"),
      ...next.matches.map((m) =>
        h("li", {
          class: m.played ? "league-match played" : "league-match",
          title: tr(lang, "ui.missing.where", { tab, row: m.row }),
          text: leagueMatchText(lang, m),
        }),
      ),
    );
  } else fill(byId("league-matches"));

  byId("league-standings").hidden = league.standings.length === 0;
  fill(
    byId("league-standings-body"),
    ...league.standings.map((s) =>
      h(
        "tr",
        { class: s.rank === 1 ? "first" : "" },
        h("td", { class: "place", text: String(s.rank) }),
        h("td", {}, h("span", { class: "name", text: s.team })),
        h("td", { class: "num", text: String(s.points) }),
      ),
    ),
  );

  const top = ladderTop(league.ladder);
  byId("league-ladder").hidden = top.length === 0;
  setText(byId("league-ladder-title"), tr(lang, "ui.league.ladder", { count: LADDER_TOP }));
  fill(
    byId("league-ladder-body"),
    ...top.map((e) =>
      h(
        "tr",
        {},
        h("td", { class: "place", text: String(e.rank) }),
        h("td", {}, h("span", { class: "name", text: e.name })),
        h("td", { class: "num", text: String(Math.round(e.rating)) }),
      ),
    ),
  );
}
