/** Settings every kind of event checks the same way: the event's name and date. */

/** A calendar date "yyyy-MM-dd" that exists (Date.parse alone rolls 2025-02-30 over to 2 March). */
export function validDate(s: unknown): s is string {
  if (typeof s !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const ms = Date.parse(s); // date-only ISO strings are read as UTC
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === s;
}

/** A name as stored: trimmed, inner spaces collapsed, at most 60 characters. */
export function cleanEventName(name: string): string {
  return name.trim().replace(/\s+/g, " ").slice(0, 60);
}
