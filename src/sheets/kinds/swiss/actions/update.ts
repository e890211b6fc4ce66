/** Change an event's settings: name, date, rounds, round length, top cut (until it starts). */
import type { UpdateEventRequest } from "../../../../contract/views";
import { ArbitreError } from "../../../../engine/core/errors";
import { t } from "../../../../i18n/index";
import { type Ctx, type Done, requireEvent } from "../context";
import { readSnapshot } from "../read/index";
import { checkSettings, cleanEventName } from "../settings";

export function updateEvent(ctx: Ctx, req: UpdateEventRequest): Done {
  const ev = requireEvent(ctx, req);
  checkSettings(req ?? {});
  const snap = readSnapshot(ctx.ss, ev);
  if (req.name !== undefined) ev.name = cleanEventName(req.name);
  if (req.date !== undefined) ev.date = req.date;
  if (req.rounds !== undefined && req.rounds !== null) {
    if (req.rounds !== 0 && req.rounds < ev.swiss.length) {
      throw new ArbitreError("event.setting.roundsPlayed", {
        value: String(req.rounds),
        played: ev.swiss.length,
      });
    }
    ev.rounds = req.rounds;
  }
  if (req.roundMinutes !== undefined && req.roundMinutes !== null) ev.roundMinutes = req.roundMinutes;
  if (req.topCut !== undefined && req.topCut !== null) {
    if (ev.topCutStages.length > 0) throw new ArbitreError("event.topCutStarted", {});
    ev.topCut = req.topCut;
  }
  ctx.fits(ev);
  return { message: t(ctx.lang, "event.msg.updated"), event: ev, snap };
}
