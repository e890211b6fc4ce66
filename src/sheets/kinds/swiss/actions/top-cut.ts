/** Top cut: the next stage of the bracket, or the final ranking once the final is decided. */

import type { TopCutRequest } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import { canTopCut, enforce } from "../../../../engine/swiss/event";
import { explain, t } from "../../../../i18n/index";
import { columnLetter, ensureColumns, ensureRows, pad, type Row, sheetOf } from "../../../gateway/index";
import { requireEvent } from "../../kind";
import { topCutState } from "../bracket";
import type { StoredEvent } from "../config";
import { type Ctx, type Done, pairingSheets, writePairingTabs } from "../context";
import { factsOf } from "../facts";
import { stageLabel } from "../labels";
import { readSnapshot, standingsOf } from "../read/index";
import { appendGames, newGameRows } from "../rows";
import { asText, WINNER_LAYOUT } from "../schema";
import { copyPairingTabs, pairingCopyAtMost } from "./pairing-copy";
import { keepFormChoices } from "./result-form";

export function topCut(ctx: Ctx, req: TopCutRequest): Done {
  const ev = requireEvent(ctx, req);
  const lang = ctx.lang;
  const stage = ev.topCutStages.length;
  const snap = readSnapshot(ctx.ss, ev);
  enforce(canTopCut(factsOf(ev, snap), req?.expectedStage ?? null));
  const topSheet = sheetOf(ctx.ss, ev.tabs.topCut);
  if (stage === 0) {
    const dropped = new Set(snap.players.filter((p) => p.dropped).map((p) => p.key));
    const standing = standingsOf(ev, snap).filter((r) => !dropped.has(r.key));
    if (standing.length < ev.topCut)
      throw new ArbitreError("event.topCutTooFew", { size: ev.topCut, count: standing.length });
    ev.topCutSeeds = standing.slice(0, ev.topCut).map((r) => r.name);
  }
  const state = topCutState(ev, snap, stage);
  ctx.fits(ev);
  if (state.finished) {
    // final decided: write the final ranking beside the bracket
    // written into the tab: the event's language (fixed at creation), not the locale of the moment
    const rows: Row[] = [
      [t(ev.lang, "public.final"), ""],
      [t(ev.lang, "event.col.rank"), t(ev.lang, "event.col.player")],
    ];
    for (const r of state.ranking) rows.push([r.place, asText(r.id)]);
    const grid = pad(rows, ev.written.final, 2);
    ensureRows(topSheet, grid.length);
    ensureColumns(topSheet, WINNER_LAYOUT.width + 3);
    const ranking = topSheet.getRange(1, WINNER_LAYOUT.width + 2, grid.length, 2);
    ranking.setValues(grid);
    // beside the bracket, off screen on most displays: brought into view for the organiser
    ranking.activate();
    ev.written.final = rows.length;
    ev.finished = true;
    ev.undo = { kind: "topCut", at: Date.now(), stage, final: true };
    const columns = `${columnLetter(WINNER_LAYOUT.width + 2)}–${columnLetter(WINNER_LAYOUT.width + 3)}`;
    return {
      message: t(lang, "event.msg.finalRanking", {
        name: state.champion ?? "",
        tab: ev.tabs.topCut,
        columns,
      }),
      event: ev,
      read: snap,
    };
  }
  const pairs = state.tables.map((x) => ({ a: x.a, b: x.b, why: explain(x.explanation, ev.lang) }));
  const startRow = Math.max(snap.topHeight, 1) + 1;
  const built = newGameRows(ev, WINNER_LAYOUT, startRow, stage + 1, pairs, false, ev.reasons === true);
  const tabsOut = pairingSheets(ctx, ev);
  // the Pairings and Match slips tabs as they are, for Undo: the config's size with the copy at its
  // largest checked first (a press again after a stop keeps the first press's copy)
  const largest: StoredEvent = {
    ...ev,
    undo: { kind: "topCut", at: Date.now(), stage: stage + 1, final: false, pairings: pairingCopyAtMost() },
  };
  ctx.fits(largest);
  const pairings = copyPairingTabs(ctx, ev, "topCut", tabsOut);
  appendGames(topSheet, startRow, built);
  snap.top.push(...built.games);
  snap.topHeight = startRow + built.values.length - 1;
  // when it started: a result-form report sent since is said as a top-cut report (apply-reports.ts)
  ev.topCutStages.push({ games: pairs.length, byes: 0, pairedAt: Date.now() });
  ev.timer = { endsAt: null, pausedRemaining: null };
  ev.undo = { kind: "topCut", at: Date.now(), stage: stage + 1, final: false, pairings };
  writePairingTabs(ev, built.games, tabsOut);
  // no report is applied in the top cut: its first stage closes the result form, saying why
  if (stage === 0) keepFormChoices(ev, snap);
  return {
    message: t(lang, "event.msg.stage", { stage: stageLabel(lang, ev.topCut, stage + 1) }),
    event: ev,
    read: snap,
  };
}
