/** The top cut as read from its tab: the engine's state, the bracket view, the final ranking. */

import type { TopCutResultView, TopCutStageView } from "../../../contract/index";
import { ArbitreError } from "../../../engine/core/errors";
import { nameKey } from "../../../engine/core/names";
import { topCut as engineTopCut } from "../../../engine/swiss/topcut";
import { type Lang, t } from "../../../i18n/index";
import type { StoredEvent } from "./config";
import { stageLabel, statusLabel } from "./labels";
import { code, gamesOfRound, type Snapshot, standingsOf } from "./read/index";

/** The engine's view of the cut: the ranking (seeds first, then the Swiss order) and completed stages. */
export function topCutState(ev: StoredEvent, snap: Snapshot, completed: number) {
  const seeds = new Set(ev.topCutSeeds.map(nameKey));
  const ranking = [
    ...ev.topCutSeeds,
    ...standingsOf(ev, snap)
      .filter((r) => !seeds.has(r.key))
      .map((r) => r.name),
  ];
  const stages = [];
  for (let s = 1; s <= completed; s++) {
    stages.push(
      gamesOfRound(snap.top, s)
        .sort((x, y) => x.table - y.table)
        .map((g) => ({ a: g.a, b: g.b, scoreA: code(g.outcomeA), scoreB: code(g.outcomeB) })),
    );
  }
  return engineTopCut({ size: ev.topCut, ranking, stages });
}

/** Final ranking of a finished cut (engine order: cut first, then the Swiss order). */
export function finalRanking(ev: StoredEvent, snap: Snapshot): { rank: number; name: string }[] {
  return topCutState(ev, snap, ev.topCutStages.length).ranking.map((p) => ({ rank: p.place, name: p.id }));
}

/** The top-cut stages generated so far, as read (no engine check: a result typed wrong still shows). */
export function bracketView(lang: Lang, ev: StoredEvent, snap: Snapshot): TopCutStageView[] {
  const seedOf = new Map<string, number>();
  ev.topCutSeeds.forEach((name, i) => {
    if (!seedOf.has(nameKey(name))) seedOf.set(nameKey(name), i + 1);
  });
  const seed = (name: string) => seedOf.get(nameKey(name)) ?? 0;
  const out: TopCutStageView[] = [];
  for (let s = 1; s <= ev.topCutStages.length; s++) {
    const games = gamesOfRound(snap.top, s).sort((x, y) => x.table - y.table);
    out.push({
      stage: s,
      label: stageLabel(lang, ev.topCut, s),
      games: games.map((g) => ({
        table: g.table,
        a: g.a,
        b: g.b,
        seedA: seed(g.a),
        seedB: seed(g.b),
        winner: g.outcomeA === "win" ? g.a : g.outcomeB === "win" ? g.b : "",
        status: g.status,
        statusLabel: statusLabel(ev, g.status),
        row: g.row,
        why: g.why,
      })),
    });
  }
  return out;
}

/**
 * A finished cut: its winner and places 1..size (the engine's ranking from the seeds and the
 * stages as read; the rest of the field keeps its Swiss rank). null when the stages no longer
 * make a valid bracket (tabs edited by hand since: the sidebar reports that elsewhere).
 */
export function topCutResult(lang: Lang, ev: StoredEvent, snap: Snapshot): TopCutResultView | null {
  if (!ev.finished || ev.topCut === 0 || ev.topCutSeeds.length < ev.topCut) return null;
  const stages = [];
  for (let s = 1; s <= ev.topCutStages.length; s++) {
    stages.push(
      gamesOfRound(snap.top, s)
        .sort((x, y) => x.table - y.table)
        .map((g) => ({ a: g.a, b: g.b, scoreA: code(g.outcomeA), scoreB: code(g.outcomeB) })),
    );
  }
  let state: ReturnType<typeof engineTopCut>;
  try {
    // the seeds alone: places 1..size do not depend on the rest of the standings
    state = engineTopCut({ size: ev.topCut, ranking: ev.topCutSeeds.slice(0, ev.topCut), stages });
  } catch (e) {
    if (e instanceof ArbitreError) return null;
    throw e;
  }
  if (!state.finished || state.champion === null) return null;
  const reached = (place: number): string =>
    t(
      lang,
      place === 1
        ? "event.topCut.place.winner"
        : place === 2
          ? "event.topCut.place.finalist"
          : place <= 4
            ? "event.topCut.place.semi"
            : "event.topCut.place.quarter",
    );
  return {
    winner: state.champion,
    ranking: state.ranking
      .filter((p) => p.place <= ev.topCut)
      .map((p) => ({ place: p.place, name: p.id, swiss: p.swiss, label: reached(p.place) })),
  };
}
