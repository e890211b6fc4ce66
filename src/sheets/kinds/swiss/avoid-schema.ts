/** The pairs-to-avoid tab's name and columns (RULES §1 Decision). */
import type { EventLang } from "./schema";

/**
 * The pairs-to-avoid tab (RULES §1 Decision): made on demand (Settings), not with the event's
 * tabs, so an event that avoids no pair has no such tab; its name follows the event's language and
 * suffix like the others. Two players per row (A and B), a note after.
 */
export function avoidTabName(ev: { lang: EventLang; suffix: string }): string {
  const base = ev.lang === "fr" ? "Paires à éviter" : "Pairs to avoid";
  return ev.suffix === "" ? base : `${base} — ${ev.suffix}`;
}

export function avoidHeaders(lang: EventLang): string[] {
  return lang === "fr"
    ? ["Joueur A", "Joueur B", "Raison (facultatif)"]
    : ["Player A", "Player B", "Reason (optional)"];
}
