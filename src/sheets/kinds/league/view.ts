/**
 * The sidebar's state of a team league: its progress (dates, matches played, the next date's
 * matches and what each waits for), the standings and the ladder's top, and each button from the
 * one guard its action uses.
 */
import type {
  ActionAvailability,
  LeagueMatchView,
  LeagueState,
  LeagueView,
  UiMessage,
} from "../../../contract/index";
import { ArbitreError } from "../../../engine/core/errors";
import { teamStandings } from "../../../engine/league/standings";
import { hasMessage, type Lang, localise, t } from "../../../i18n/index";
import { type KindButton, type KindContext, sharedState } from "../kind";
import type { LeagueEvent } from "./config";
import { actionLabel } from "./context";
import {
  canCheckLineups,
  canDrawScenarios,
  canGenerateCalendar,
  canMakeLineupForm,
  canPublish,
  canUpdate,
  factsOf,
  type LeagueFacts,
  type Refusal,
} from "./guard";
import { type MatchState, tablesOf } from "./model";
import { type LeagueRead, ladderTop } from "./read";
import { TABLES } from "./schema";
import { legWord, provisionalText, scoreText } from "./tabs";

function avail(lang: Lang, label: string, refusal: ArbitreError | string | null): ActionAvailability {
  if (refusal === null) return { enabled: true, reason: "", label };
  return { enabled: false, reason: typeof refusal === "string" ? refusal : localise(refusal, lang), label };
}

/**
 * A league button: enabled exactly when `guard`, its action's guard, lets the action run on the tabs
 * as read (else with its refusal; the reading error when they could not be read), labelled from the
 * same facts.
 */
function button(
  label: (lang: Lang, f: LeagueFacts | null) => string,
  guard: (ev: LeagueEvent, f: LeagueFacts) => Refusal,
): KindButton<LeagueEvent, LeagueRead> {
  return (ctx, ev, read, error) => {
    const facts = read ? factsOf(read) : null;
    return avail(ctx.lang, label(ctx.lang, facts), facts ? guard(ev, facts) : error);
  };
}

/** One form per league, from the action's own guard, whatever the tabs hold. */
const lineupFormButton: KindButton<LeagueEvent, LeagueRead> = (ctx, ev) =>
  avail(ctx.lang, t(ctx.lang, "league.form.btn"), canMakeLineupForm(ev));

/** The captains' responses, applied at each refresh too: the button for the organiser in a hurry. */
const applyButton: KindButton<LeagueEvent, LeagueRead> = (ctx, ev) =>
  ev.lineupForm && ev.lineupForm.gone !== true
    ? avail(ctx.lang, t(ctx.lang, "league.form.btn.apply"), null)
    : null;

/** Each league action's button, in the sidebar's order (LEAGUE's `actions` declares them so). */
export const LEAGUE_BUTTONS = {
  generateCalendar: button((lang) => t(lang, "league.btn.generateCalendar"), canGenerateCalendar),
  drawScenarios: button(
    (lang, f) =>
      f?.toDraw ? t(lang, "league.btn.drawRound", { round: f.toDraw }) : t(lang, "league.btn.drawScenarios"),
    canDrawScenarios,
  ),
  checkLineups: button(
    (lang, f) =>
      f && f.pending.length > 0
        ? t(lang, "league.btn.checkCount", { count: f.pending.length })
        : t(lang, "league.btn.checkLineups"),
    canCheckLineups,
  ),
  updateLeague: button((lang) => t(lang, "league.btn.updateLeague"), canUpdate),
  lineupForm: lineupFormButton,
  applyReports: applyButton,
  publish: button((lang) => t(lang, "event.btn.publish"), canPublish),
};

function statusOf(lang: Lang, st: MatchState, f: LeagueFacts): string {
  if (st.complete && st.score) return scoreText(st.score, lang);
  if (st.results > 0) return t(lang, "league.status.results", { done: st.results, total: TABLES });
  if (!st.drawn) return t(lang, "league.status.toDraw");
  const pending = f.pending.filter((l) => l.match === st).length;
  if (pending > 0) return t(lang, "league.status.toCheck", { count: pending });
  if (!st.accepted.home || !st.accepted.away) {
    const waiting = [st.accepted.home ? null : st.match.home, st.accepted.away ? null : st.match.away].filter(
      (x): x is string => x !== null,
    );
    if (waiting.length === 2) return t(lang, "league.status.bothLineups");
    return t(lang, "league.status.lineups", { teams: waiting.join(", ") });
  }
  return t(lang, "league.status.play");
}

/** How many players of the Elo ladder the sidebar shows. */
const LADDER_TOP = 10;

/**
 * The read's problems in words, in the order found; the empty required cells of one column are
 * grouped into one line naming the column and its rows (a newcomer who typed only names and teams
 * reads « colonne Inscrit le : 8 cases obligatoires sont vides (lignes 2 à 9) », not 8 lines).
 */
export function problemTexts(problems: readonly { error: ArbitreError }[], lang: Lang): string[] {
  const groups = new Map<string, { first: ArbitreError; rows: number[] }>();
  const order: (ArbitreError | string)[] = [];
  for (const { error } of problems) {
    const at = error.at;
    if (error.code !== "requiredEmpty" || at.row === undefined || at.column === undefined) {
      order.push(error);
      continue;
    }
    const key = `${at.tab ?? ""}\u0000${at.column}`;
    const g = groups.get(key);
    if (g) g.rows.push(at.row);
    else {
      groups.set(key, { first: error, rows: [at.row] });
      order.push(key);
    }
  }
  return order.map((x) => {
    if (typeof x !== "string") return localise(x, lang);
    const g = groups.get(x)!;
    if (g.rows.length === 1) return localise(g.first, lang);
    const { tab, column } = g.first.at;
    return t(lang, "league.read.emptyColumn", {
      tab: tab ?? "",
      column: column !== undefined && hasMessage(column) ? t(lang, column) : (column ?? ""),
      count: g.rows.length,
      rows: rowList(g.rows, lang),
    });
  });
}

/** « 2 à 9, 12 » / "2 to 9, 12": runs of rows said as ranges. */
function rowList(rows: number[], lang: Lang): string {
  const sorted = [...new Set(rows)].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    out.push(
      j - i >= 2
        ? t(lang, "league.read.rowRange", { from: sorted[i]!, to: sorted[j]! })
        : sorted.slice(i, j + 1).join(", "),
    );
    i = j + 1;
  }
  return out.join(", ");
}

export function leagueState(
  ctx: KindContext,
  ev: LeagueEvent,
  read: LeagueRead | null,
  error: string | null,
): LeagueState {
  const lang = ctx.lang;
  const messages: UiMessage[] = error === null ? [] : [{ level: "error", text: error }];
  const facts = read ? factsOf(read) : null;
  if (facts)
    for (const text of problemTexts(facts.read.problems, lang)) messages.push({ level: "error", text });
  messages.push(...(read?.messages ?? []));
  // a match half entered is not counted yet: the standings say they are provisional
  const provisional = facts ? provisionalText(facts.states, lang) : null;
  if (provisional !== null) messages.push({ level: "warning", text: provisional });
  if (ev.lineupForm?.gone === true)
    messages.push({ level: "warning", text: t(lang, "league.form.msg.gone") });
  else if (ev.lineupForm?.stale === true)
    messages.push({ level: "warning", text: t(lang, "league.form.msg.stale") });
  const states = facts?.states ?? [];
  let standings: LeagueView["standings"] = [];
  let ladder: LeagueView["ladder"] = [];
  if (facts && read && states.some((s) => s.complete)) {
    try {
      standings = teamStandings(
        tablesOf(states.map((s) => s.rows)),
        ev.teams ?? read.teams.map((x) => x.name),
      ).map((x) => ({ rank: x.rank, team: x.team, points: x.leaguePoints }));
    } catch (e) {
      // results the engine refuses: the sidebar shows no standings (the tabs' problems say why)
      if (!(e instanceof ArbitreError)) throw e;
      standings = [];
    }
    try {
      ladder = ladderTop(read, ev).slice(0, LADDER_TOP);
    } catch (e) {
      if (!(e instanceof ArbitreError)) throw e;
      ladder = [];
    }
  }
  const nextState = states.find((s) => !s.complete);
  let next: LeagueView["next"] = null;
  if (nextState && facts) {
    const round = nextState.match.round;
    const matches: LeagueMatchView[] = states
      .filter((s) => s.match.round === round)
      .map((s) => ({
        id: s.match.id,
        home: s.match.home,
        away: s.match.away,
        leg: legWord(lang, s.match.leg),
        status: statusOf(lang, s, facts),
        played: s.complete,
        row: s.rows[0]?.row ?? 0,
      }));
    next = { date: round, day: nextState.cal?.day ?? "", matches, rest: nextState.match.rest ?? "" };
    // a matchday whose matches were moved to two days: both
    const days = [...new Set(states.filter((s) => s.match.round === round).map((s) => s.cal?.day ?? ""))]
      .filter((d) => d !== "")
      .sort();
    if (days.length > 1) next.days = days;
  }
  const league: LeagueView = {
    tabs: ev.tabs,
    teams: read?.teams.length ?? 0,
    dates: states.length > 0 ? Math.max(...states.map((s) => s.match.round)) : 0,
    matches: { played: states.filter((s) => s.complete).length, total: states.length },
    drawn: states.filter((s) => s.drawn).length,
    toDraw: facts?.toDraw ?? null,
    lineups: states.filter((s) => s.accepted.home && s.accepted.away).length,
    next,
    standings,
    ladder,
  };
  const u = ev.undo;
  return {
    kind: "league",
    ...sharedState(ctx, {
      ev,
      kind: "league",
      systemLabel: t(lang, "league.system"),
      players: (read?.teams ?? []).map((x) => ({ name: x.name, club: x.club, dropped: false, row: x.row })),
      messages,
      undo: { u, label: u ? actionLabel(lang, u) : "", error },
      publishHelp: "league.publishHelp",
    }),
    league,
    // the captains' lineup form: its link, and the sidebar applies its responses at each refresh
    ...(ev.lineupForm ? { form: ev.lineupForm.gone === true ? null : { url: ev.lineupForm.url } } : {}),
  };
}
