import { describe, expect, it } from "vitest";
import { type Event, enterResults, newEvent } from "./helpers";

function play(ev: Event, rounds: number): void {
  for (let r = 1; r <= rounds; r++) {
    const g = ev.call("arbitreGenerateRound", { expectedRound: r });
    expect(g.ok, g.error).toBe(true);
    enterResults(ev);
  }
}

describe("tabs laid out at creation", () => {
  it("Standings: OMW shown 0.000, counts and points as integers, the record signed with a true minus", () => {
    const ev = newEvent({ system: "confrerie", players: 7 });
    play(ev, 2);
    const head = ev.b.standin.values("Classement!A1:G1")[0]!;
    expect(head[6]).toMatch(/OMW/);
    const shown = ev.b.standin.displayValues("Classement!A2:G8");
    const raw = ev.b.standin.values("Classement!A2:G8");
    for (let i = 0; i < shown.length; i++) {
      expect(shown[i]![6]).toMatch(/^[01],\d{3}$/);
      expect(Number(shown[i]![6]!.replace(",", "."))).toBeCloseTo(Number(raw[i]![6]), 3);
      expect(shown[i]![2]).toMatch(/^\d+$/);
      // +2, −1, 0: the minus the sidebar and « Pourquoi ce rang ? » write, not a hyphen
      expect(shown[i]![5]).toMatch(
        Number(raw[i]![5]) > 0 ? /^\+\d+$/ : Number(raw[i]![5]) < 0 ? /^−\d+$/ : /^0$/,
      );
    }
    expect(shown.some((row) => row[5]!.startsWith("−"))).toBe(true);
    const dust = newEvent({ system: "dust", players: 6, locale: "en_GB" });
    play(dust, 1);
    expect(dust.b.standin.probe("Standings!D3").numberFormat).toBe("0");
    expect(dust.b.standin.probe("Standings!C3").display).toMatch(/^\d+$/);
  });
  it("Rounds and Players: every header fits its column (French, the longest)", () => {
    for (const system of ["confrerie", "dust"] as const) {
      const ev = newEvent({ system, players: 2 });
      for (const name of ["Rondes", "Joueurs", "Phase finale"]) {
        const sheet = ev.b.standin.book.sheets.find((s) => s.name === name)!;
        const head = ev.b.standin.values(`'${name}'!A1:M1`)[0]!.filter((h) => h !== "");
        head.forEach((h, i) => {
          const width = sheet.columnWidths.get(i + 1) ?? 100;
          expect(width, `${name} ${h}`).toBeGreaterThanOrEqual(String(h).length * 8 + 16);
        });
      }
    }
  });
});

describe("Standings tab: headers whole and bold; names never cut", () => {
  it("every header of the STANDINGS formula fits its column, in French and in English, for both systems", () => {
    for (const [locale, tab] of [
      ["fr_FR", "Classement"],
      ["en_GB", "Standings"],
    ] as const)
      for (const system of ["confrerie", "dust"] as const) {
        const ev = newEvent({ system, players: 4, locale });
        play(ev, 1);
        const sheet = ev.b.standin.book.sheets.find((s) => s.name === tab)!;
        const head = ev.b.standin.values(`'${tab}'!A1:H1`)[0]!.filter((h) => h !== "");
        expect(head.length).toBeGreaterThanOrEqual(6);
        head.forEach((h, i) => {
          const width = sheet.columnWidths.get(i + 1) ?? 100;
          expect(width, `${locale} ${system} ${h}`).toBeGreaterThanOrEqual(String(h).length * 8 + 16);
          expect(ev.b.standin.probe(`'${tab}'!${String.fromCharCode(65 + i)}1`).fontWeight, String(h)).toBe(
            "bold",
          );
        });
      }
  });
  it("a long name widens the player columns of Rounds and Standings when a round is generated", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    const long = "Jean-Loïc O'Connor de la Tour d'Auvergne";
    ev.b.standin.write("Joueurs!A2", [[long]]);
    play(ev, 1);
    const px = (tab: string, col: number) =>
      ev.b.standin.book.sheets.find((s) => s.name === tab)!.columnWidths.get(col) ?? 100;
    for (const [tab, col] of [
      ["Rondes", 3],
      ["Rondes", 4],
      ["Classement", 2],
    ] as const)
      expect(px(tab, col), `${tab} ${col}`).toBeGreaterThanOrEqual(long.length * 7.5);
  });
});

describe("Top cut tab: the final ranking's columns L/M get widths fitting their localised headers", () => {
  it("set at creation (no extra call when the ranking is written), in French and in English", () => {
    for (const [locale, tab] of [
      ["fr_FR", "Phase finale"],
      ["en_GB", "Top cut"],
    ] as const) {
      const ev = newEvent({ system: "confrerie", players: 4, topCut: 2, locale });
      const sheet = ev.b.standin.book.sheets.find((s) => s.name === tab)!;
      const l = sheet.columnWidths.get(12);
      const m = sheet.columnWidths.get(13);
      expect(l, `${tab} L`).toBeDefined();
      expect(m, `${tab} M`).toBeDefined();
      ev.call("arbitreUpdateEvent", { rounds: 1 });
      ev.call("arbitreGenerateRound", { expectedRound: 1 });
      enterResults(ev);
      ev.call("arbitreTopCut", { expectedStage: 1 });
      enterResults(ev);
      ev.b.counter.calls.length = 0;
      expect(ev.call("arbitreTopCut", { expectedStage: 2 }).ok).toBe(true);
      expect(ev.b.counter.calls.filter((c) => /ColumnWidth/.test(c.key))).toEqual([]);
      const [[title], [rank, player]] = ev.b.standin.values(`'${tab}'!L1:M2`) as [string[], string[]];
      const fits = (text: string) => text.length * 8 + 16;
      expect(l!).toBeGreaterThanOrEqual(fits(rank!));
      expect(m!).toBeGreaterThanOrEqual(Math.max(fits(player!), 170)); // names, as in the bracket
      expect(l! + m!).toBeGreaterThanOrEqual(fits(title!)); // the title spills into the empty M1
    }
  });
});
