import { describe, expect, it } from "vitest";
import { newEvent, snapshot } from "./helpers";

describe("a date that does not exist is refused (V8's Date.parse rolls 2025-02-30 over to March)", () => {
  for (const date of ["2025-02-30", "2025-02-29", "2025-04-31"]) {
    it(`arbitreUpdateEvent refuses ${date} and changes nothing`, () => {
      const ev = newEvent({ system: "confrerie", players: 4 });
      const before = snapshot(ev.b);
      const r = ev.call("arbitreUpdateEvent", { eventId: ev.state().event.id, date });
      expect(r.ok).toBe(false);
      expect(r.error).toMatch(
        new RegExp(`^date «\u00a0${date}\u00a0» invalide\u00a0: attendu une date qui existe`),
      );
      expect(snapshot(ev.b)).toBe(before);
    });
  }
  it("a real 29 February is accepted", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    const r = ev.call("arbitreUpdateEvent", { eventId: ev.state().event.id, date: "2028-02-29" });
    expect(r.ok, r.error).toBe(true);
    expect(r.state.event.date).toBe("2028-02-29");
  });
});
