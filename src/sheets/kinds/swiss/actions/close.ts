/** Close round: the games still without a counted result become double losses, after confirmation. */

import type { CloseRoundRequest } from "../../../../contract/index";
import { canClose, enforce } from "../../../../engine/swiss/event";
import { t } from "../../../../i18n/index";
import { columnLetter, sheetOf } from "../../../gateway/index";
import { NeedConfirm, requireEvent, saveAhead } from "../../kind";
import type { StoredEvent } from "../config";
import type { Ctx, Done } from "../context";
import { factsOf } from "../facts";
import { confirmLines, toRanges } from "../labels";
import { type GameRow, gamesOfRound, missingOf, readSnapshot, type Snapshot } from "../read/index";
import { roundsLayout, WORDS } from "../schema";
import { armyLimit, formReports, keptWaiting, loneReports, sourcesOf } from "./lone-reports";
import { claimText } from "./report-cells";

/**
 * The question's lines: one per game without a result; a table with one player's report alone
 * says what was reported and who has not confirmed, then how to count it before closing.
 */
function closeLines(ctx: Ctx, ev: StoredEvent, round: number, missing: GameRow[], snap: Snapshot): string[] {
  const lang = ctx.lang;
  const read = formReports(ctx.ss, ev, round, missing);
  // a lone report whose response is gone, kept from its table's Source cell (as Apply reports does)
  const sources = sourcesOf(ev, snap, missing);
  const at = ev.swiss[round - 1]?.pairedAt;
  const kept = ev.form
    ? keptWaiting(ev, sources, read, at === undefined ? 0 : Math.floor(at / 1000) * 1000)
    : [];
  const lone = loneReports(ev, armyLimit(ev, snap), round, missing, [...read, ...kept]);
  const lines = missing.map((g) => {
    const x = lone.get(g.table);
    if (!x) return confirmLines(lang, ev, [g])[0]!;
    const claim = claimText(lang, x.claim);
    return t(lang, "form.confirm.closeLone", { table: g.table, name: x.reporter, claim, other: x.other });
  });
  if (lone.size > 0) lines.push(t(lang, "form.confirm.closeLoneHint", { tab: ev.tabs.rounds }));
  return lines;
}

export function closeRound(ctx: Ctx, req: CloseRoundRequest): Done {
  const ev = requireEvent(ctx, req);
  const lang = ctx.lang;
  const round = ev.swiss.length;
  const snap = readSnapshot(ctx.ss, ev);
  const refusal = canClose(factsOf(ev, snap), req?.round ?? null);
  // every result is in: nothing to close, which is no error
  if (refusal?.code === "nothingToClose")
    return { message: t(lang, "event.why.allIn"), event: ev, read: snap };
  enforce(refusal);
  const games = gamesOfRound(snap.swiss, round);
  const missing = missingOf(games);
  if (req.confirm !== true) {
    throw new NeedConfirm(
      t(lang, missing.length === 1 ? "event.confirm.closeOne" : "event.confirm.close", {
        count: missing.length,
        round,
      }),
      closeLines(ctx, ev, round, missing, snap),
    );
  }
  // the undo record first, and its size checked, before anything is written
  ev.undo = {
    kind: "closeRound",
    at: Date.now(),
    round,
    count: missing.length,
    ranges: toRanges(missing.map((g) => g.table)),
  };
  ctx.fits(ev);
  // saved ahead of the one write, as it stands once written: a stop at that write leaves the round
  // to close again, a stop before it leaves nothing done, and no stop leaves the decisions written
  // with the previous action's undo record
  saveAhead(ctx, ev);
  const layout = roundsLayout(ev.system);
  // One write: the decision cells of the missing games only (a RangeList), so nothing typed in the
  // other rows meanwhile (a value, a formula) is touched.
  const w = WORDS[ev.lang];
  const col = columnLetter(layout.decision + 1);
  sheetOf(ctx.ss, ev.tabs.rounds)
    .getRangeList(missing.map((g) => `${col}${g.row}`))
    .setValue(w.doubleLoss);
  for (const g of missing) {
    g.status = "decided";
    g.outcomeA = "loss";
    g.outcomeB = "loss";
    g.doubleLoss = true;
    g.decisionCell = w.doubleLoss;
  }
  return { message: t(lang, "event.msg.closed", { round, count: missing.length }), event: ev, read: snap };
}
