/**
 * A number the organiser gave in a setting (New event dialog, sidebar) is quoted in the refusal as
 * the spreadsheet's language writes it: « 2,5 » in French, '2.5' in English, on New event and on
 * a settings update, for every kind. Through the bundle.
 */
import { describe, expect, it } from "vitest";
import { loadBundle } from "../../../tools/standin/index";
import { type Json, newEvent } from "./helpers";

function bundle(locale: string) {
  const b = loadBundle("build/Code.js", { locale });
  return (name: string, ...args: unknown[]) => b.call(name, ...args) as Json;
}

describe("a settings message quotes a number as the spreadsheet writes it", () => {
  it("New event (Swiss): « 2,5 » in French, '2.5' in English", () => {
    const fr = bundle("fr_FR")("arbitreCreateEvent", { system: "confrerie", name: "Open", rounds: 2.5 });
    expect(fr.ok).toBe(false);
    expect(fr.error).toMatch(/^nombre de rondes «\u00a02,5\u00a0» invalide/);
    const en = bundle("en_GB")("arbitreCreateEvent", { system: "confrerie", name: "Open", rounds: 2.5 });
    expect(en.ok).toBe(false);
    expect(en.error).toMatch(/^number of rounds '2\.5' is not valid/);
  });

  it("New event (another kind): a date given as a number, « 2025,5 » in French", () => {
    const r = bundle("fr_FR")("arbitreCreateEvent", {
      system: "circuit-masters",
      name: "Grand Sud",
      date: 2025.5,
    });
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/^date «\u00a02025,5\u00a0» invalide/);
  });

  it("settings update: round length and top cut with a decimal comma in French", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    const id = ev.state().event.id;
    const minutes = ev.call("arbitreUpdateEvent", { eventId: id, roundMinutes: 45.5 });
    expect(minutes.error).toMatch(/^durée de ronde «\u00a045,5\u00a0» invalide/);
    const top = ev.call("arbitreUpdateEvent", { eventId: id, topCut: 2.5 });
    expect(top.error).toMatch(/^top cut «\u00a02,5\u00a0» invalide/);
  });
});
