/**
 * The season circuit kind ("Masters Grand Sud", RULES §5): its actions, one module each in
 * actions/, and how its state is read and shown. Registered in src/sheets/kinds/index.ts.
 *
 * Its files (one line each, test/unit/sheets/kind-index-header-lists-every-file-of-its-folder.test.ts
 * checks that the list is the folder's):
 * - index.ts — CIRCUIT, its EventKind: the actions by name, create, defaults, read, state, and
 *   explain (Why this rank for a player).
 * - config.ts — CircuitEvent (the stored config: tab names, the ranking shown, lastDay, sizes last
 *   written, the Masters' year, the fingerprint last computed, the undo record), ShownRanking,
 *   CircuitRole.
 * - schema.ts — the tabs' roles and names per language, the column indexes of Tournaments, Results
 *   and Ranking, the input headers, widths, the format words.
 * - read/index.ts — readCircuit: Tournaments and Results read once each, problems named by tab, row and
 *   column, never thrown; print, the fingerprint; circuit(), the replay made once per action.
 * - cells.ts — how a Tournaments or Results cell is read (formatOf, textOf, placeOf), shared by
 *   read/index.ts and MASTERS_RANKING: a format or an id the tab accepts, the function accepts.
 * - guard.ts — one guard per action, called by its button and by the action; reasonOf.
 * - tabs.ts — pure builders of what Check and compute and Publish write: Ranking, Seeds, Ranking
 *   history, Public; dayText, CHANGE_FORMAT.
 * - masters.ts — the Masters tab's layout, written (mastersRows) and read (readMasters,
 *   locatedStandings); the Masters match sheets tab.
 * - context.ts — what the actions share: sheetsOf, journal (undo), writeRole,
 *   actionLabel.
 * - view.ts — the sidebar's EventState and its circuit view; each button from its action's guard.
 * - published.ts — what the circuit publishes: circuitSources (the Public tab) and circuitLive (the
 *   live page: the ranking, each player's results and those that count, the seeds, the Masters).
 * - actions/create.ts — New event ▸ Season circuit: the config, the eight tabs, the hidden undo tab.
 * - actions/compute.ts — Check and compute: every problem at once or nothing; the seeds present,
 *   Ranking, Seeds, Ranking history.
 * - actions/masters.ts — Prepare the Masters and Update Masters.
 * - actions/publish.ts — Publish: the Public tab.
 * - actions/undo.ts — Undo last action, from the hidden undo tab; asks first when a tab changed.
 */
import { circuitRanking } from "../../../engine/circuit/ranking";
import { nameKey } from "../../../engine/core/names";
import { ordinal, semicolon, t } from "../../../i18n/index";
import { dayText, today } from "../../gateway/index";
import { defineKind, problemsRefusal } from "../kind";
import { computeCircuit } from "./actions/compute";
import { CIRCUIT_SYSTEM, circuitDefaults, createCircuit } from "./actions/create";
import { prepareMasters, updateMasters } from "./actions/masters";
import { publishCircuit } from "./actions/publish";
import { undoCircuit } from "./actions/undo";
import type { CircuitEvent } from "./config";
import { reasonOf } from "./guard";
import { circuitLive } from "./published";
import { type CircuitRead, readCircuit } from "./read";
import { CIRCUIT_BUTTONS, circuitState } from "./view";

export const CIRCUIT = defineKind<CircuitEvent, CircuitRead, "circuit">({
  id: "circuit",
  systems: [CIRCUIT_SYSTEM],
  // in the sidebar's order of their buttons
  actions: {
    computeCircuit: { run: computeCircuit, button: CIRCUIT_BUTTONS.computeCircuit },
    prepareMasters: { run: prepareMasters, button: CIRCUIT_BUTTONS.prepareMasters },
    updateMasters: { run: updateMasters, button: CIRCUIT_BUTTONS.updateMasters },
    publish: { run: publishCircuit, button: CIRCUIT_BUTTONS.publish },
  },
  create: createCircuit,
  defaults: circuitDefaults,
  read: (ss, ev) => readCircuit(ss, ev, today(ss)),
  state: circuitState,
  live: circuitLive,
  undo: undoCircuit,
  explain: (ctx, c, r, name) => {
    // what is wrong, when something is: the tabs' first problem (and how many more)
    if (r.problems.length > 0)
      return {
        ok: false,
        text: reasonOf(problemsRefusal(r.problems, ctx.lang, "circuit.refused"), ctx.lang),
      };
    if (!c.shown) return { ok: false, text: t(ctx.lang, "circuit.guard.computeFirst") };
    const s = c.shown;
    const asOf = s.asOf !== "" ? s.asOf : s.final && s.year ? `${s.year}-12-31` : null;
    const ranking = circuitRanking(r.circuit(), { asOf, final: s.final });
    const row = ranking.rows.find((x) => nameKey(x.player) === nameKey(name));
    if (!row) return { ok: false, text: t(ctx.lang, "circuit.unknownPlayer", { name }) };
    const tied = ranking.rows.filter((x) => x.total === row.total && x !== row);
    const text = t(ctx.lang, ranking.keep === 1 ? "circuit.whyOne" : "circuit.why", {
      rank: ordinal(row.rank, ctx.lang),
      player: row.player,
      total: row.total,
      keep: ranking.keep,
      count: ranking.tournaments.length,
      played: row.played,
      best: row.best,
    });
    const ties =
      tied.length === 0
        ? ""
        : ` ${t(ctx.lang, "circuit.whyTied", {
            others: tied.map((x) => `${x.player} (${x.played} / ${x.best})`).join(", "),
          })}`;
    // each tournament played: its points, the seeds present (they pick the column of the table)
    const lines = ranking.tournaments.flatMap((x, i) => {
      const p = row.points[i];
      if (!p) return [];
      const line = t(ctx.lang, "circuit.whyLine", {
        tournament: `${x.id} (${dayText(x.date, ctx.lang)})`,
        points: p.points,
        seeds: x.seeds,
      });
      return [p.counted ? line : t(ctx.lang, "circuit.whyDropped", { line })];
    });
    const played =
      lines.length === 0
        ? ""
        : ` ${t(ctx.lang, "circuit.whyTournaments", { list: lines.join(semicolon(ctx.lang)) })}`;
    return { ok: true, text: text + played + ties };
  },
});
export * from "./cells";
