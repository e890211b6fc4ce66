/**
 * Publish reads, before its first write, every tab the Public tab quotes: refused for a renamed
 * one, it writes nothing at all (the hidden undo tab included). The team league's Publish quotes
 * the Elo ladder (the season circuit's, the Masters tab: an-action-that-wrote-is-answered-done).
 */
import { describe, expect, it } from "vitest";
import { allTabs, type League, newLeague } from "../league/helpers";

/** Every tab's values and size, hidden ones included, and every document property. */
function whole(l: League): string {
  const sizes = l.b.standin.book.sheets.map((s) => [s.name, s.maxRows, s.maxColumns]);
  return JSON.stringify([allTabs(l), sizes, [...l.b.standin.properties.document.data]]);
}

describe("Publish refused for a renamed tab writes nothing", () => {
  it("team league: the Elo ladder tab renamed", () => {
    const l = newLeague();
    const cal = l.call("arbitreGenerateCalendar", {});
    expect(cal.ok, cal.error).toBe(true);
    l.b.standin.runtime.silently(() =>
      l.b.standin.spreadsheet.getSheetByName(l.tabs.ladder!)!.setName("Échelle renommée"),
    );
    const before = whole(l);
    const r = l.call("arbitrePublish", {});
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/est introuvable \(renommé ou supprimé\u202f\?\)/);
    expect(whole(l)).toBe(before);
  });
});
