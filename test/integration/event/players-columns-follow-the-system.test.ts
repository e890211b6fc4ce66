/**
 * The Players tab has the columns of the event's system: La Confrérie has no army lists, so no
 * "Points d'armée" column; Dust Tactics has it. Everything that reads or writes the tab follows
 * (Status written by Drop and its undo), and an event created before the columns depended on the
 * system (every Players tab had the army points) is still read as it was written.
 */
import { describe, expect, it } from "vitest";
import { type Json, newEvent, statusColumn } from "./helpers";

const HEADERS = {
  confrerie: {
    fr: ["Nom", "Club", "Classement", "Statut", "Notes"],
    en: ["Name", "Club", "Rating", "Status", "Notes"],
  },
  dust: {
    fr: ["Nom", "Club", "Classement", "Points d'armée", "Statut", "Notes"],
    en: ["Name", "Club", "Rating", "Army points", "Status", "Notes"],
  },
} as const;

function criteria(ev: ReturnType<typeof newEvent>, a1: string): string | null {
  const [tab, cell] = a1.split("!") as [string, string];
  const v = ev.b.standin.spreadsheet.getSheetByName(tab)!.getRange(cell).getDataValidation();
  return v ? String(v.getCriteriaType()) : null;
}

describe("Players columns per system", () => {
  for (const system of ["confrerie", "dust"] as const) {
    for (const [locale, lang, tab] of [
      ["fr_FR", "fr", "Joueurs"],
      ["en_GB", "en", "Players"],
    ] as const) {
      it(`${system} (${locale}): ${HEADERS[system][lang].join(", ")}`, () => {
        const ev = newEvent({ system, players: 0, locale });
        const head = ev.b.standin.values(`'${tab}'!A1:H1`)[0]!;
        expect(head).toEqual([
          ...HEADERS[system][lang],
          ...new Array(8 - HEADERS[system][lang].length).fill(""),
        ]);
        // the Status dropdown and the rating's number rule sit on their own columns
        const status = statusColumn(system);
        expect(criteria(ev, `${tab}!${status}2`)).toBe("VALUE_IN_LIST");
        expect(criteria(ev, `${tab}!C2`)).toBe("NUMBER_GREATER_THAN_OR_EQUAL_TO");
        if (system === "dust") expect(criteria(ev, `${tab}!D2`)).toBe("NUMBER_BETWEEN");
        // the Notes column (after Status) takes anything
        expect(criteria(ev, `${tab}!${system === "dust" ? "F" : "E"}2`)).toBeNull();
        // the named range covers exactly the columns
        const named = ev.b.standin.book.namedRanges.get("Arbitre1_Players")!;
        expect(named.rect.numColumns).toBe(HEADERS[system][lang].length);
        // the stored event says which layout it is
        const stored = JSON.parse(ev.b.standin.properties.document.data.get("arbitre.event.e1")!);
        expect(stored.armyPointsColumn).toBe(system === "dust");
      });
    }
  }

  it("La Confrérie: players read from the five columns; Drop writes Statut (D), its undo puts it back", () => {
    const ev = newEvent({ system: "confrerie", players: 6 });
    ev.b.standin.write("Joueurs!E3", [["arrive en retard"]]);
    const st = ev.state();
    expect(st.messages).toEqual([]);
    expect(st.players).toHaveLength(6);
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    const before = ev.b.standin.values("Joueurs!A1:F8");
    const d = ev.call("arbitreDropPlayer", { name: "Joueur 0002" });
    expect(d.ok, d.error).toBe(true);
    expect(ev.b.standin.values("Joueurs!C3:E3")).toEqual([[1502, "Abandon", "arrive en retard"]]);
    expect(d.state.players.find((p: Json) => p.name === "Joueur 0002").dropped).toBe(true);
    expect(ev.call("arbitreUndoLastAction", { confirm: true }).ok).toBe(true);
    expect(ev.b.standin.values("Joueurs!A1:F8")).toEqual(before);
    // Statut typed by hand in D is read as the status
    ev.b.standin.write("Joueurs!D4", [["Abandon"]]);
    expect(ev.state().players.find((p: Json) => p.name === "Joueur 0003").dropped).toBe(true);
  });

  it("Dust Tactics: Drop writes Statut (E), after the army points", () => {
    const ev = newEvent({ system: "dust", players: 4 });
    const d = ev.call("arbitreDropPlayer", { name: "Joueur 0001" });
    expect(d.ok, d.error).toBe(true);
    expect(ev.b.standin.values("Joueurs!D2:E2")).toEqual([[251, "Abandon"]]);
  });

  it("La Confrérie: the layout is the stored event's, not the headers found: an army-points header in D is reported", () => {
    const ev = newEvent({ system: "confrerie", players: 4, locale: "en_GB" });
    ev.b.standin.write("Players!D1", [["Army points", "Status", "Notes"]]);
    const r = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/tab 'Players', row 1, column D/);
    expect(r.error).toMatch(/Army points/);
  });
});

describe("an event created before the Players columns depended on the system", () => {
  /** A Confrérie event as an older version stored it: no flag, Players with the army-points column. */
  function olderConfrerie() {
    const ev = newEvent({ system: "confrerie", players: 0 });
    const data = ev.b.standin.properties.document.data;
    const stored = JSON.parse(data.get("arbitre.event.e1")!);
    delete stored.armyPointsColumn;
    data.set("arbitre.event.e1", JSON.stringify(stored));
    const rows: unknown[][] = [["Nom", "Club", "Classement", "Points d'armée", "Statut", "Notes"]];
    for (let i = 1; i <= 6; i++)
      rows.push([`Joueur ${i}`, `Club ${i}`, 1500 + i, i === 2 ? 180 : "", "", `note ${i}`]);
    ev.b.standin.write("Joueurs!A1", rows);
    return ev;
  }

  it("is read as it was written: Statut in E, the army points column kept, and Drop writes E", () => {
    const ev = olderConfrerie();
    const st = ev.state();
    expect(st.messages).toEqual([]);
    expect(st.players.map((p: Json) => p.name)).toHaveLength(6);
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    const d = ev.call("arbitreDropPlayer", { name: "Joueur 3" });
    expect(d.ok, d.error).toBe(true);
    expect(ev.b.standin.values("Joueurs!D4:F4")).toEqual([["", "Abandon", "note 3"]]);
    expect(ev.call("arbitreUndoLastAction", { confirm: true }).ok).toBe(true);
    expect(ev.b.standin.values("Joueurs!D4:F4")).toEqual([["", "", "note 3"]]);
    // the status typed by hand in E still counts; the saved event keeps no flag (the older layout)
    ev.b.standin.write("Joueurs!E5", [["Abandon"]]);
    expect(ev.state().players.find((p: Json) => p.name === "Joueur 4").dropped).toBe(true);
    const saved = JSON.parse(ev.b.standin.properties.document.data.get("arbitre.event.e1")!);
    expect(saved.armyPointsColumn).toBeUndefined();
  });
});
