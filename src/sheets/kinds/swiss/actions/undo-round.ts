/** Undo last round: takes back the last Swiss round, top-cut stage, or the final ranking. */

import type { UndoRequest } from "../../../../contract/index";
import { canUndoRound, enforce } from "../../../../engine/swiss/event";
import { t } from "../../../../i18n/index";
import { pad, saveEvent, sheetOf } from "../../../gateway/index";
import { NeedConfirm, requireEvent } from "../../kind";
import type { StoredEvent } from "../config";
import { type Ctx, type Done, type PairingSheets, pairingSheets, writePairingTabs } from "../context";
import { factsOf } from "../facts";
import { confirmLines, stageLabel } from "../labels";
import { currentGames, gamesOfRound, readSnapshot, type Snapshot } from "../read/index";
import { roundsLayout, sourceColumn, standingsFormula, WINNER_LAYOUT } from "../schema";
import { roundBeingRemoved } from "../writing";
import { keepFormChoices } from "./result-form";

export function undoLastRound(ctx: Ctx, req: UndoRequest): Done {
  const ev = requireEvent(ctx, req);
  const snap = readSnapshot(ctx.ss, ev);
  enforce(canUndoRound(factsOf(ev, snap), req?.round ?? null, req?.what));
  ctx.fits(ev);
  const message = removeLastRound(ctx, ev, snap, req.confirm === true);
  // the last action's record no longer describes the tabs
  ev.undo = null;
  return { message, event: ev, read: snap };
}

/**
 * Removes the last Swiss round or top-cut stage (or, when the event is finished, the final
 * ranking first, without asking: nothing is lost). Asks first when results of the round or stage
 * removed were entered. Saves first the round being taken back (writing.ts: a press again after a
 * stop finishes it). Writes: the Rounds (or Top cut) tab once,
 * then Pairings, Match slips (and Standings for a Swiss round) once each; a Swiss round taken
 * back sets the result form's choices to the round now current (actions/result-form.ts).
 */
export function removeLastRound(
  ctx: Ctx,
  ev: StoredEvent,
  snap: Snapshot,
  confirm: boolean,
  /** The rounds planned once it is removed (the Standings formula gives them): Undo puts back the earlier count. */
  rounds: number = ev.rounds,
  /** Writes the Pairings and Match slips tabs back as they were (Undo last action); default: for the games now current. */
  pairingsBack?: (sheets: PairingSheets) => void,
): string {
  const lang = ctx.lang;
  const inTop = ev.topCutStages.length > 0;
  if (inTop && ev.finished) {
    // nothing is lost: the bracket and every result stay, and Top cut writes the same ranking
    // again, so no question (as Undo last action); asking about the final's entries, which are
    // kept, would mislead
    removeFinalRanking(ctx, ev);
    return t(lang, "event.msg.undoFinal");
  }
  const current = inTop ? ev.topCutStages.length : ev.swiss.length;
  const list = inTop ? snap.top : snap.swiss;
  const games = gamesOfRound(list, current);
  const entered = games.filter((g) => g.hasInput);
  // pressed again after a stop half-way (writing.ts): its rows, not read, are cleared again, and
  // the question was answered by the first press
  const again = roundBeingRemoved(ev, inTop);
  if (entered.length > 0 && !confirm && !again) {
    throw new NeedConfirm(
      t(lang, entered.length === 1 ? "event.confirm.undoOne" : "event.confirm.undo", {
        count: entered.length,
        round: inTop ? stageLabel(lang, ev.topCut, current) : t(lang, "event.roundName", { round: current }),
      }),
      confirmLines(lang, ev, entered),
    );
  }
  const first = again ? again.row : Math.min(...games.map((g) => g.row));
  const height = Math.max(inTop ? snap.topHeight : snap.roundsHeight, again?.end ?? 0);
  const sheet = sheetOf(ctx.ss, inTop ? ev.tabs.topCut : ev.tabs.rounds);
  // the layout and the reasons column after it, and the result form's source column after them
  const width = inTop
    ? WINNER_LAYOUT.width + 1
    : ev.form
      ? sourceColumn(roundsLayout(ev.system), ev.reasons === true) + 1
      : roundsLayout(ev.system).width + 1;
  const tabsOut = pairingSheets(ctx, ev);
  const standingsSheet = inTop ? null : sheetOf(ctx.ss, ev.tabs.standings);
  // saved before the first write, so that a stop from here on leaves the round to take back again
  ev.removing = inTop
    ? { round: current, row: first, end: height, top: true }
    : { round: current, row: first, end: height };
  ctx.fits(ev);
  saveEvent(ev);
  delete ev.removing;
  // contents and the rows' dropdowns (a second write on the same range, as Generate wrote both)
  sheet
    .getRange(first, 1, height - first + 1, width)
    .clear()
    .clearDataValidations();
  if (inTop) {
    ev.topCutStages.pop();
    snap.top = snap.top.filter((g) => g.round !== current);
    snap.topHeight = first - 1;
    if (ev.topCutStages.length === 0) ev.topCutSeeds = [];
  } else {
    ev.swiss.pop();
    // the rows of a round stopped half-way below it were cleared with it (writing.ts)
    delete ev.writing;
    snap.swiss = snap.swiss.filter((g) => g.round !== current);
    snap.roundsHeight = first - 1;
    standingsSheet!.getRange(1, 1).setFormula(standingsFormula(ev.system, ev.tabs.rounds, rounds));
  }
  ev.endedEarly = false;
  ev.timer = { endsAt: null, pausedRemaining: null };
  if (pairingsBack) pairingsBack(tabsOut);
  else writePairingTabs(ev, currentGames(ev, snap), tabsOut);
  // the result form asks for the round now current again (a top-cut stage changes no choice)
  // the top cut taken back to the Swiss rounds: the form closed for it opens again
  if (!inTop || ev.topCutStages.length === 0) keepFormChoices(ev, snap);
  return t(lang, "event.msg.undone", {
    round: inTop ? stageLabel(lang, ev.topCut, current) : t(lang, "event.roundName", { round: current }),
  });
}

/** Clears the final ranking beside the bracket (one write on the Top cut tab). */
export function removeFinalRanking(ctx: Ctx, ev: StoredEvent): void {
  const grid = pad([], ev.written.final, 2);
  sheetOf(ctx.ss, ev.tabs.topCut)
    .getRange(1, WINNER_LAYOUT.width + 2, grid.length, 2)
    .setValues(grid);
  ev.written.final = 0;
  ev.finished = false;
}
