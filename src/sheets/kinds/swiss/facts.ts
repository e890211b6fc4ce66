/**
 * The facts the guards take (src/engine/swiss/event.ts), read from the config and the tabs. Both
 * the sidebar's buttons (view.ts) and the actions ask the guards with these facts, so that a
 * button is enabled exactly when its action would run.
 */
import { ArbitreError } from "../../../engine/core/errors";
import { nameKey } from "../../../engine/core/names";
import { type EarlyEnd, type Refusal, refusalOf, type SwissFacts } from "../../../engine/swiss/event";
import { topCutState } from "./bracket";
import type { StoredEvent } from "./config";
import { earlyEnd, type GameRow, gamesOfRound, missingOf, plannedRounds, type Snapshot } from "./read/index";

const tables = (games: GameRow[]) => games.map((g) => g.table).sort((a, b) => a - b);

export function factsOf(
  ev: StoredEvent,
  snap: Snapshot,
  early: EarlyEnd | null = earlyEnd(ev, snap),
): SwissFacts {
  return {
    round: ev.swiss.length,
    planned: plannedRounds(ev, snap),
    stage: ev.topCutStages.length,
    topCut: ev.topCut,
    finished: ev.finished,
    active: snap.players.filter((p) => !p.dropped).length,
    swissMissing: tables(missingOf(gamesOfRound(snap.swiss, ev.swiss.length))),
    stageMissing: tables(missingOf(gamesOfRound(snap.top, ev.topCutStages.length))),
    roundStarted: gamesOfRound(snap.swiss, ev.swiss.length).some((g) => g.hasInput),
    early,
    playersTab: ev.tabs.players,
    published: ev.published ?? 0,
    publicMissing: snap.publicTab ? null : ev.tabs.public,
    tabsMissing: snap.missingTabs,
    problem: problemOf(ev, snap),
  };
}

/**
 * What the tabs hold that the next round or stage cannot be built on (null: nothing). Read as the
 * actions read it, so that the sidebar says it before the organiser presses the button:
 * - a result of an earlier Swiss round cleared after the next round was generated;
 * - a top-cut seed no longer in the Players tab (renamed, as Find and replace does);
 * - a top-cut result changed after the next stage was generated (the engine's bracket check).
 * Once the final ranking is written, only the top-cut checks are made: Publish computes that
 * ranking again.
 */
export function problemOf(ev: StoredEvent, snap: Snapshot): Refusal | null {
  for (let r = 1; r < ev.swiss.length && !ev.finished; r++) {
    const missing = tables(missingOf(gamesOfRound(snap.swiss, r)));
    if (missing.length > 0)
      return {
        key: missing.length === 1 ? "event.why.earlierOneMissing" : "event.why.earlierMissing",
        params: { round: r, count: missing.length, tables: missing.join(", ") },
        at: { tab: ev.tabs.rounds },
      };
  }
  const stage = ev.topCutStages.length;
  if (stage === 0) return null;
  const registered = new Set(snap.players.map((p) => p.key));
  const gone = ev.topCutSeeds.find((name) => !registered.has(nameKey(name)));
  if (gone !== undefined)
    return { key: "event.why.seedRenamed", params: { name: gone, tab: ev.tabs.players } };
  // the current stage's own missing results are the guard's first refusal (once the final
  // ranking is written, a result cleared in the final is a problem like any other); the earlier
  // stages must still be a bracket (each game between the winners of the stage before)
  if (!ev.finished && missingOf(gamesOfRound(snap.top, stage)).length > 0) return null;
  try {
    topCutState(ev, snap, stage);
  } catch (e) {
    if (e instanceof ArbitreError) {
      // the engine counts a stage's games from 1 (in table order): said as the tab's own row
      const { round, row } = e.at;
      const games =
        round === undefined ? [] : gamesOfRound(snap.top, round).sort((x, y) => x.table - y.table);
      const at = row === undefined ? undefined : games[row - 1]?.row;
      return refusalOf(
        new ArbitreError(
          e.key,
          e.params,
          at === undefined ? { tab: ev.tabs.topCut } : { tab: ev.tabs.topCut, row: at },
          e.words,
        ),
      );
    }
    throw e;
  }
  return null;
}
