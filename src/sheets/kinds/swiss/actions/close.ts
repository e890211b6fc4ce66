/** Close round: the games still without a counted result become double losses, after confirmation. */

import type { CloseRoundRequest } from "../../../../contract/views";
import { canClose, enforce, NOTHING_TO_CLOSE } from "../../../../engine/swiss/event";
import { t } from "../../../../i18n/index";
import { type Row, sheetOf } from "../../../gateway/workbook";
import { type Ctx, type Done, NeedConfirm, requireEvent } from "../context";
import { confirmLines } from "../labels";
import type { GameRow } from "../model";
import { decisionText } from "../rows";
import { roundsLayout, WORDS } from "../schema";
import { factsOf, gamesOfRound, missingOf, readSnapshot } from "../snapshot";

export function closeRound(ctx: Ctx, req: CloseRoundRequest): Done {
  const ev = requireEvent(ctx, req);
  const lang = ctx.lang;
  const round = ev.swiss.length;
  const snap = readSnapshot(ctx.ss, ev);
  const refusal = canClose(factsOf(ev, snap), req?.round ?? null);
  // every result is in: nothing to close, which is no error
  if (refusal !== null && refusal.key === NOTHING_TO_CLOSE)
    return { message: t(lang, refusal.key), event: ev, snap };
  enforce(refusal);
  const games = gamesOfRound(snap.swiss, round);
  const missing = missingOf(games);
  if (req.confirm !== true) {
    throw new NeedConfirm(
      t(lang, missing.length === 1 ? "event.confirm.closeOne" : "event.confirm.close", {
        count: missing.length,
        round,
      }),
      confirmLines(lang, ev, missing),
    );
  }
  const layout = roundsLayout(ev.system);
  // One write on the decision column spanning only the missing games' rows (not the whole round:
  // a decision typed elsewhere meanwhile is not overwritten); rows in between are written back
  // as read, missing games get "double loss".
  const first = Math.min(...missing.map((g) => g.row));
  const last = Math.max(...missing.map((g) => g.row));
  const byRow = new Map<number, GameRow>();
  for (const g of games) byRow.set(g.row, g);
  const w = WORDS[ev.lang];
  const column: Row[] = [];
  const isMissing = new Set(missing.map((g) => g.row));
  for (let r = first; r <= last; r++) {
    const g = byRow.get(r);
    column.push([g && isMissing.has(r) ? w.doubleLoss : g ? decisionText(g, w) : ""]);
  }
  sheetOf(ctx.ss, ev.tabs.rounds)
    .getRange(first, layout.decision + 1, column.length, 1)
    .setValues(column);
  for (const g of missing) {
    g.status = "decided";
    g.outcomeA = "loss";
    g.outcomeB = "loss";
    g.doubleLoss = true;
    g.decisionCell = w.doubleLoss;
  }
  ev.undo = {
    kind: "closeRound",
    at: Date.now(),
    round,
    rows: missing.map((g) => g.row),
    tables: missing.map((g) => g.table),
  };
  return { message: t(lang, "event.msg.closed", { round, count: missing.length }), event: ev, snap };
}
