/** The settings of a Swiss event, checked the same way at creation and on update. */

import type { ClubProtection, CreateEventRequest, TopCutSize } from "../../../contract/index";
import { ArbitreError } from "../../../engine/core/errors";
import type { Lang } from "../../../i18n/index";
import { checkEventName, cleanEventName, givenValue, validDate } from "../settings";

export { checkEventName, cleanEventName, givenValue, validDate };

export const TOP_CUTS: TopCutSize[] = [0, 2, 4, 8];
export const PROTECTIONS: ClubProtection[] = ["off", "round1", "every"];

/**
 * Refuses a setting the organiser gave (New event dialog, sidebar): each message names the field
 * in the organiser's words and says what is expected (event.setting.<field>), the value given quoted
 * as the spreadsheet's language (`lang`) writes it.
 */
export function checkSettings(
  req: Partial<CreateEventRequest> & { reporterEmail?: boolean },
  lang: Lang,
): void {
  const value = (v: unknown) => ({ value: givenValue(v, lang) });
  if (req.name !== undefined) checkEventName(req.name);
  if (req.date !== undefined && !validDate(req.date)) {
    throw new ArbitreError("event.setting.date", value(req.date));
  }
  if (
    req.rounds !== undefined &&
    req.rounds !== null &&
    !(Number.isInteger(req.rounds) && req.rounds >= 0 && req.rounds <= 30)
  ) {
    throw new ArbitreError("event.setting.rounds", value(req.rounds));
  }
  if (
    req.roundMinutes !== undefined &&
    req.roundMinutes !== null &&
    !(Number.isInteger(req.roundMinutes) && req.roundMinutes >= 1 && req.roundMinutes <= 600)
  ) {
    throw new ArbitreError("event.setting.roundMinutes", value(req.roundMinutes));
  }
  if (
    req.reporterEmail !== undefined &&
    req.reporterEmail !== null &&
    typeof req.reporterEmail !== "boolean"
  ) {
    throw new ArbitreError("form.setting.reporterEmail", value(req.reporterEmail));
  }
  if (req.topCut !== undefined && req.topCut !== null && !TOP_CUTS.includes(req.topCut)) {
    throw new ArbitreError("event.setting.topCut", value(req.topCut));
  }
  if (
    req.protectClubs !== undefined &&
    req.protectClubs !== null &&
    !PROTECTIONS.includes(req.protectClubs)
  ) {
    throw new ArbitreError("event.setting.protectClubs", value(req.protectClubs));
  }
}
