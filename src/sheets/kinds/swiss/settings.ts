/** The settings of a Swiss event, checked the same way at creation and on update. */

import type { CreateEventRequest, TopCutSize } from "../../../contract/views";
import { ArbitreError } from "../../../engine/core/errors";

export const TOP_CUTS: TopCutSize[] = [0, 2, 4, 8];

/** A calendar date "yyyy-MM-dd" that exists (Date.parse alone rolls 2025-02-30 over to 2 March). */
export function validDate(s: unknown): s is string {
  if (typeof s !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const ms = Date.parse(s); // date-only ISO strings are read as UTC
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === s;
}

/**
 * Refuses a setting the organiser gave (New event dialog, sidebar): each message names the field
 * in the organiser's words and says what is expected (event.setting.<field>).
 */
export function checkSettings(req: Partial<CreateEventRequest>): void {
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
  if (req.topCut !== undefined && req.topCut !== null && !TOP_CUTS.includes(req.topCut)) {
    throw new ArbitreError("event.setting.topCut", { value: String(req.topCut) });
  }
}

/** A name as stored: trimmed, inner spaces collapsed, at most 60 characters. */
export function cleanEventName(name: string): string {
  return name.trim().replace(/\s+/g, " ").slice(0, 60);
}
