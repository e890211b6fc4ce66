/** The settings of a Swiss event, checked the same way at creation and on update. */

import type { CreateEventRequest, TopCutSize } from "../../../contract/index";
import { ArbitreError } from "../../../engine/core/errors";
import { cleanEventName, validDate } from "../settings";

export { cleanEventName, validDate };

export const TOP_CUTS: TopCutSize[] = [0, 2, 4, 8];

/**
 * Refuses a setting the organiser gave (New event dialog, sidebar): each message names the field
 * in the organiser's words and says what is expected (event.setting.<field>).
 */
export function checkSettings(req: Partial<CreateEventRequest> & { reporterEmail?: boolean }): void {
  if (req.name !== undefined && (typeof req.name !== "string" || req.name.trim() === "")) {
    throw new ArbitreError("event.setting.name", {});
  }
  if (req.date !== undefined && !validDate(req.date)) {
    throw new ArbitreError("event.setting.date", { value: String(req.date) });
  }
  if (
    req.rounds !== undefined &&
    req.rounds !== null &&
    !(Number.isInteger(req.rounds) && req.rounds >= 0 && req.rounds <= 30)
  ) {
    throw new ArbitreError("event.setting.rounds", { value: String(req.rounds) });
  }
  if (
    req.roundMinutes !== undefined &&
    req.roundMinutes !== null &&
    !(Number.isInteger(req.roundMinutes) && req.roundMinutes >= 1 && req.roundMinutes <= 600)
  ) {
    throw new ArbitreError("event.setting.roundMinutes", { value: String(req.roundMinutes) });
  }
  if (
    req.reporterEmail !== undefined &&
    req.reporterEmail !== null &&
    typeof req.reporterEmail !== "boolean"
  ) {
    throw new ArbitreError("form.setting.reporterEmail", { value: String(req.reporterEmail) });
  }
  if (req.topCut !== undefined && req.topCut !== null && !TOP_CUTS.includes(req.topCut)) {
    throw new ArbitreError("event.setting.topCut", { value: String(req.topCut) });
  }
}
