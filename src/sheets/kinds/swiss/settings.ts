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

export function checkSettings(req: Partial<CreateEventRequest>): void {
  if (
    req.rounds !== undefined &&
    req.rounds !== null &&
    !(Number.isInteger(req.rounds) && req.rounds >= 0 && req.rounds <= 30)
  ) {
    throw new ArbitreError("event.badSetting", { field: "rounds", value: String(req.rounds) });
  }
  if (
    req.roundMinutes !== undefined &&
    req.roundMinutes !== null &&
    !(Number.isInteger(req.roundMinutes) && req.roundMinutes >= 1 && req.roundMinutes <= 600)
  ) {
    throw new ArbitreError("event.badSetting", { field: "roundMinutes", value: String(req.roundMinutes) });
  }
  if (req.topCut !== undefined && req.topCut !== null && !TOP_CUTS.includes(req.topCut)) {
    throw new ArbitreError("event.badSetting", { field: "topCut", value: String(req.topCut) });
  }
  if (req.date !== undefined && !validDate(req.date)) {
    throw new ArbitreError("event.badSetting", { field: "date", value: String(req.date) });
  }
  if (req.name !== undefined && (typeof req.name !== "string" || req.name.trim() === "")) {
    throw new ArbitreError("event.badSetting", { field: "name", value: String(req.name) });
  }
}

/** A name as stored: trimmed, inner spaces collapsed, at most 60 characters. */
export function cleanEventName(name: string): string {
  return name.trim().replace(/\s+/g, " ").slice(0, 60);
}
