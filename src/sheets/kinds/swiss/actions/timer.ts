/** The round timer: start, pause, reset (the end time is shown on the Public tab). */

import type { TimerRequest } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import { canTime, enforce } from "../../../../engine/swiss/event";
import { type MessageKey, t } from "../../../../i18n/index";
import { sheetOf, timeLabel } from "../../../gateway/index";
import { requireEvent } from "../../kind";
import type { Ctx, Done } from "../context";
import { PUBLIC_END_CELL, PUBLIC_WIDTHS, WIDE_PUBLIC_END_CELL } from "../tabs";
import { timerView } from "../view";

export function timer(ctx: Ctx, req: TimerRequest): Done {
  const ev = requireEvent(ctx, req);
  const now = Date.now();
  const duration = ev.roundMinutes * 60000;
  const action = req?.action;
  let key: MessageKey;
  if (action !== "start" && action !== "pause" && action !== "reset")
    throw new ArbitreError("event.badRequest", { field: "action" });
  enforce(canTime(timerView(ctx.ss, ev, now).state, action));
  if (action === "start") {
    const remaining = ev.timer.pausedRemaining ?? duration;
    ev.timer = { endsAt: now + remaining, pausedRemaining: null };
    key = "event.msg.timerStarted";
  } else if (action === "pause") {
    ev.timer = { endsAt: null, pausedRemaining: (ev.timer.endsAt ?? now) - now };
    key = "event.msg.timerPaused";
  } else {
    ev.timer = { endsAt: null, pausedRemaining: null };
    key = "event.msg.timerReset";
  }
  // the public view shows the end time of the round: one cell of the Public tab
  ctx.fits(ev);
  const label = timeLabel(ctx.ss, ev.timer.endsAt);
  // (a tab published with the blocks side by side has it in D2 until the next Publish)
  const [row, col] = ev.written.publicCols > PUBLIC_WIDTHS.length ? WIDE_PUBLIC_END_CELL : PUBLIC_END_CELL;
  sheetOf(ctx.ss, ev.tabs.public)
    .getRange(row, col)
    .setValue(label === "" ? "" : `'${label}`);
  return { message: t(ctx.lang, key, { time: label }), event: ev, read: null };
}
