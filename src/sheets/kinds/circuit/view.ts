/**
 * The sidebar's state of a season circuit: what the tabs hold, the ranking the Ranking tab shows
 * (from the tabs as read now), and each button from the guard its action uses.
 */
import type { CircuitState, CircuitView, EventState } from "../../../contract/index";
import { circuitRanking } from "../../../engine/circuit/ranking";
import { ArbitreError } from "../../../engine/core/errors";
import { type Lang, localise, t } from "../../../i18n/index";
import { type KindButton, type KindContext, problemMessages, sharedState } from "../kind";
import type { CircuitEvent } from "./config";
import { actionLabel } from "./context";
import { canCompute, canPrepareMasters, canPublish, canUpdateMasters, type Refusal, reasonOf } from "./guard";
import { MASTERS_FIRST_ROW, readMasters, STANDINGS_COL, STANDINGS_WIDTH } from "./masters";
import type { CircuitRead } from "./read";
import { shownLabel } from "./tabs";

/**
 * The year whose Masters the button prepares (from its year-end ranking): the year-end ranking
 * shown, so that moving on to a new year's Masters is showing its ranking first; else the Masters
 * already prepared; else the last year with a tournament.
 */
function mastersYear(ev: CircuitEvent, read: CircuitRead | null): number | null {
  if (ev.shown?.final && ev.shown.asOf === "" && typeof ev.shown.year === "number") return ev.shown.year;
  if (ev.shown?.final && ev.shown.asOf !== "") return Number(ev.shown.asOf.slice(0, 4));
  if (ev.masters) return ev.masters.year;
  const years = read ? read.input.tournaments.map((x) => Number(x.date.slice(0, 4))) : [];
  return years.length > 0 ? Math.max(...years) : null;
}

/**
 * A circuit button: enabled exactly when `guard`, its action's guard, lets the action run on the
 * tabs as read (else with its refusal; the reading error when they could not be read).
 */
function button(
  label: (lang: Lang, ev: CircuitEvent, read: CircuitRead | null) => string,
  guard: (ev: CircuitEvent, read: CircuitRead, lang: Lang) => Refusal,
): KindButton<CircuitEvent, CircuitRead> {
  return (ctx, ev, read, error) => {
    const reason = error ?? (read ? reasonOf(guard(ev, read, ctx.lang), ctx.lang) : "");
    return { enabled: reason === "", reason, label: label(ctx.lang, ev, read) };
  };
}

/** Each circuit action's button, in the sidebar's order (CIRCUIT's `actions` declares them so). */
export const CIRCUIT_BUTTONS = {
  computeCircuit: button((lang) => t(lang, "circuit.btn.compute"), canCompute),
  prepareMasters: button(
    (lang, ev, read) => t(lang, "circuit.btn.prepareMasters", { year: mastersYear(ev, read) ?? "" }),
    (ev, read, lang) => canPrepareMasters(ev, read, lang, mastersYear(ev, read)),
  ),
  updateMasters: button((lang) => t(lang, "circuit.btn.updateMasters"), canUpdateMasters),
  publish: button((lang) => t(lang, "event.btn.publish"), canPublish),
};

export function circuitState(
  ctx: KindContext,
  ev: CircuitEvent,
  read: CircuitRead | null,
  error: string | null,
): CircuitState {
  const lang: Lang = ctx.lang;
  const messages = problemMessages(lang, error, read?.problems ?? [], "circuit.moreProblems");
  // the Masters tab's cells that cannot be read, all listed (its button names the first)
  const refused = read && error === null ? canUpdateMasters(ev, read, lang) : null;
  if (refused?.code === "problemsListed")
    messages.push({ level: "error", text: t(lang, "masters.msg.problems", refused.params) });
  let shown: CircuitView["shown"] = null;
  let top: CircuitView["top"] = [];
  let players: EventState["players"] = [];
  const years = read
    ? [...new Set(read.input.tournaments.map((x) => Number(x.date.slice(0, 4))))].sort()
    : [];
  if (read && ev.shown && read.problems.length === 0) {
    try {
      const circuit = read.circuit();
      const s = ev.shown;
      const asOf = s.asOf !== "" ? s.asOf : s.final && s.year ? `${s.year}-12-31` : null;
      const ranking = circuitRanking(circuit, { asOf, final: s.final });
      shown = { asOf: s.asOf, final: s.final, year: ranking.year, label: shownLabel(ranking, s, lang) };
      top = ranking.rows.slice(0, 10).map((r) => ({
        rank: r.rank,
        player: r.player,
        total: r.total,
        played: r.played,
        change: r.change,
      }));
      players = ranking.rows.map((r, i) => ({ name: r.player, club: "", dropped: false, row: i + 4 }));
    } catch (e) {
      if (!(e instanceof ArbitreError)) throw e;
      messages.push({ level: "error", text: localise(e, lang) });
    }
  }
  let masters: CircuitView["masters"] = null;
  // the Masters tab renamed or deleted: said as a problem, the rest of the state still shown
  let mastersTab: unknown[][] | null = null;
  if (read && ev.masters) {
    try {
      mastersTab = read.raw(ev.tabs.masters).values;
    } catch (e) {
      if (!(e instanceof ArbitreError)) throw e;
      messages.push({ level: "error", text: localise(e, lang) });
    }
  }
  if (mastersTab && ev.masters) {
    const values = mastersTab;
    const m = readMasters(values, ev.tabs.masters, lang, ev.masters.year);
    const leaders: { rank: number; player: string; points: number }[] = [];
    const playoff: string[] = [];
    for (let r = MASTERS_FIRST_ROW - 1; r < values.length && leaders.length < 16; r++) {
      const row = values[r] ?? [];
      const rank = row[STANDINGS_COL];
      if (typeof rank !== "number") continue;
      const player = String(row[STANDINGS_COL + 1] ?? "");
      leaders.push({ rank, player, points: Number(row[STANDINGS_COL + 2]) || 0 });
      if (String(row[STANDINGS_COL + STANDINGS_WIDTH - 1] ?? "") !== "") playoff.push(player);
    }
    masters = {
      year: ev.masters.year,
      games: { done: m.done, total: 120 },
      leaders: leaders.slice(0, 5),
      playoff,
    };
  }
  const circuit: CircuitView = {
    masters,
    tabs: ev.tabs,
    tournaments: read?.counts.tournaments ?? 0,
    results: read?.counts.results ?? 0,
    lastDay: ev.lastDay,
    shown,
    years,
    top,
    mastersYear: mastersYear(ev, read),
  };
  const u = ev.undo;
  return {
    kind: "circuit",
    ...sharedState(ctx, {
      ev,
      kind: "circuit",
      systemLabel: t(lang, "circuit.system"),
      players,
      messages,
      undo: { u, label: u ? actionLabel(lang, u) : "", error },
      publishHelp: "circuit.publishHelp",
    }),
    circuit,
  };
}
