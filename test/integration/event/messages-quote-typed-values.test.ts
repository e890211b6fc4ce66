/**
 * Messages quote what the organiser typed as the spreadsheet shows it, and name what is wrong in
 * the organiser's words: settings by their field ("nom de l'événement", "durée de ronde"…), cell
 * values as displayed in the spreadsheet's locale (a date typed in a result cell is «11/03/2025»
 * in fr_FR and «3/11/2025» in en_US, not «Tue Mar 11 2025 …»).
 */

import { describe, expect, it } from "vitest";
import { loadBundle } from "../../../tools/standin/index";
import { newEvent, snapshot } from "./helpers";

describe("settings messages name the field in the organiser's words and say what is expected", () => {
  const cases: [string, RegExp][] = [
    ["fr_FR", /^le nom de l'événement est vide : donnez-lui un nom$/],
    ["en_US", /^the event name is empty: give it a name$/],
  ];
  for (const [locale, message] of cases) {
    it(`a blank event name (${locale}): at creation and on update, nothing written`, () => {
      const b = loadBundle("build/Code.js", { locale });
      const created = b.call("arbitreCreateEvent", {
        system: "confrerie",
        name: "   ",
        date: "2025-11-14",
      }) as {
        ok: boolean;
        error: string;
      };
      expect(created.ok).toBe(false);
      expect(created.error).toMatch(message);
      const ev = newEvent({ system: "confrerie", players: 4, locale });
      const before = snapshot(ev.b);
      const r = ev.call("arbitreUpdateEvent", { eventId: ev.state().event.id, name: "" });
      expect(r.ok).toBe(false);
      expect(r.error).toMatch(message);
      expect(snapshot(ev.b)).toBe(before);
    });
  }

  it("every other setting, in English: round length, number of rounds, top cut, date, system", () => {
    const ev = newEvent({ system: "dust", players: 6, locale: "en_US" });
    const id = ev.state().event.id;
    const refused = (change: object) => ev.call("arbitreUpdateEvent", { eventId: id, ...change }).error;
    expect(refused({ roundMinutes: 0 })).toBe(
      "round length '0' is not valid: expected a whole number of minutes, from 1 to 600",
    );
    expect(refused({ rounds: 31 })).toBe(
      "number of rounds '31' is not valid: expected a whole number from 1 to 30, or 0 to set it from the number of players",
    );
    expect(refused({ topCut: 3 })).toBe("top cut '3' is not valid: expected 0 (none), 2, 4 or 8");
    expect(refused({ date: "2025-02-30" })).toBe(
      "date '2025-02-30' is not valid: expected a date that exists, as YYYY-MM-DD (for example 2025-11-14)",
    );
    const other = ev.call("arbitreCreateEvent", { system: "chess", name: "Blitz", another: true });
    expect(other.error).toBe("unknown system 'chess': choose one from the list of the New event dialog");
  });
});
