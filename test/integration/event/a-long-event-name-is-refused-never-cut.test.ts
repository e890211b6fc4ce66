/**
 * An event name is kept as the organiser typed it: one over 60 characters is refused with a clear
 * message (how long it is, how long it may be), for every kind, at creation and when renamed, and
 * nothing is written; it is never cut in the middle of a word. 60 characters are kept whole.
 */
import { describe, expect, it } from "vitest";
import { loadBundle } from "../../../tools/standin/index";
import { type Json, newEvent } from "./helpers";

const LONG = "Championnat régional de printemps du Club des Joueurs Associés"; // 62 characters
const SIXTY = "Championnat régional de printemps du Club des Joueurs Assoc."; // 60 characters

describe("an event name over 60 characters", () => {
  it("the names of the test are the lengths they say", () => {
    expect(LONG.length).toBe(62);
    expect(SIXTY.length).toBe(60);
  });

  for (const system of ["confrerie", "dust", "league-kow", "circuit-masters", "tarot-duplicate"]) {
    it(`${system}: New event refuses it and writes nothing; 60 characters are kept whole`, () => {
      const b = loadBundle("build/Code.js", { locale: "fr_FR" });
      const tabs = b.standin.book.sheets.map((s) => s.name);
      const r = b.call("arbitreCreateEvent", { system, name: LONG, date: "2025-11-14" }) as Json;
      expect(r.ok).toBe(false);
      expect(r.error).toBe("le nom de l'événement a 62 caractères\u00a0: 60 au plus\u202f; raccourcissez-le");
      expect(b.standin.book.sheets.map((s) => s.name)).toEqual(tabs);
      const ok = b.call("arbitreCreateEvent", { system, name: `  ${SIXTY}  `, date: "2025-11-14" }) as Json;
      expect(ok.ok, ok.error).toBe(true);
      expect(ok.state.events.map((e: Json) => e.name)).toEqual([SIXTY]);
    });
  }

  it("renaming a Swiss event to it is refused; the name stays", () => {
    const ev = newEvent({ system: "confrerie", players: 4, locale: "en_GB" });
    const id = ev.state().event.id;
    const r = ev.call("arbitreUpdateEvent", { eventId: id, name: LONG });
    expect(r.ok).toBe(false);
    expect(r.error).toBe("the event name is 62 characters long: 60 at most; shorten it");
    expect(ev.state().event.name).toBe("Open");
  });
});

describe("the tabs of a second event carry its name, cut at a word when it is long", () => {
  it("a 60-character name gives tabs « Joueurs — … » ending on a whole word (40 characters at most)", () => {
    const ev = newEvent({ system: "confrerie", players: 0 });
    const r = ev.call("arbitreCreateEvent", {
      system: "confrerie",
      name: SIXTY,
      date: "2025-11-14",
      another: true,
    });
    expect(r.ok, r.error).toBe(true);
    expect(r.state.event.tabs.players).toBe("Joueurs — Championnat régional de printemps du");
  });
});
