/**
 * The Standings tab (a STANDINGS formula over the Rounds tab) counts exactly what the server counts
 * (RULES §0: names trimmed, case ignored, accents significant), whatever the organiser does to the
 * Rounds tab: values typed with extra spaces or another case, a row inserted above the games, a sort.
 */
import { describe, expect, it } from "vitest";
import { type Event, newEvent } from "./helpers";
import { entrants, publicBlocks } from "./public-tab-blocks";

/** Standings tab rows as [name, wins] (Confrérie: B = name, C = wins). */
function tabWins(ev: Event): Map<string, number> {
  const rows = ev.b.standin.values("Classement!B2:C40") as unknown[][];
  const out = new Map<string, number>();
  for (const [name, wins] of rows) if (name !== "") out.set(String(name), Number(wins));
  return out;
}

/** What the server counts: the Public tab's standings after a Publish, as [name, wins]. */
function serverWins(ev: Event): Map<string, number> {
  const p = ev.call("arbitrePublish", {});
  expect(p.ok, p.error).toBe(true);
  const grid = ev.b.standin.values("Public!A1:T200") as unknown[][];
  const standings = [...publicBlocks(grid).values()].find((b) => b.head[0] === "Rang");
  expect(standings).toBeDefined();
  // the wins on the tie-break lines under each player: « … · V 2 · … »
  const out = new Map<string, number>();
  for (const e of entrants(standings!)) {
    const wins = / V (\d+)/.exec(` ${e.tieBreaks}`);
    expect(wins, e.tieBreaks).not.toBeNull();
    out.set(String(e.name), Number(wins![1]));
  }
  return out;
}

describe("the Standings tab agrees with the server", () => {
  it("winner names and Oui typed with extra spaces and another case count in both", () => {
    const ev = newEvent({ system: "confrerie", players: 6 });
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(g.ok, g.error).toBe(true);
    const tables = g.state.progress.tables.filter((t: { b: string }) => t.b !== "");
    const typed = [
      (n: string) => `  ${n} `,
      (n: string) => n.toUpperCase(),
      (n: string) => n.replace(" ", "   "),
    ];
    tables.forEach((t: { a: string; row: number }, i: number) => {
      ev.b.standin.write(`Rondes!H${t.row}`, [[typed[i % 3]!(t.a), i === 0 ? "Oui " : " oui"]]);
    });
    const st = ev.state();
    expect(st.progress.results).toEqual({ done: 3, total: 3 });
    const tab = tabWins(ev);
    for (const t of tables) expect(tab.get(t.a)).toBe(1);
    expect(tab).toEqual(serverWins(ev));
  });

  it("a row inserted above the games and a sort of the games leave no game out", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(g.ok, g.error).toBe(true);
    for (const t of g.state.progress.tables) ev.b.standin.write(`Rondes!H${t.row}`, [[t.a, "Oui"]]);
    const before = tabWins(ev);
    expect([...before.values()].reduce((x, y) => x + y, 0)).toBe(4);
    const rounds = ev.b.standin.spreadsheet.getSheetByName("Rondes")!;
    rounds.insertRowBefore(2);
    // sort the games (rows 3..6) by player A, descending, as Data ▸ Sort range does: rows move
    // with their formulas, whose same-row references follow them
    const range = rounds.getRange(3, 1, 4, 13);
    const values = range.getValues();
    const formulas = range.getFormulas();
    const order = values
      .map((_, i) => i)
      .sort((x, y) => String(values[y]![2]).localeCompare(String(values[x]![2])));
    const moved = order.map((from, to) =>
      values[from]!.map((v, c) => {
        const f = formulas[from]![c]!;
        return f === "" ? v : f.replace(/(\$[A-Z]+)(\d+)\b/g, (_m, col: string) => `${col}${to + 3}`);
      }),
    );
    range.setValues(moved as never);
    expect(tabWins(ev)).toEqual(before);
  });

  it("Zoé and Zoe are two players, as in Google Sheets: one wins, the other loses", () => {
    const ev = newEvent({ system: "confrerie", players: 0 });
    ev.b.standin.write("Joueurs!A2", [["Zoé"], ["Zoe"]]);
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(g.ok, g.error).toBe(true);
    const t = g.state.progress.tables[0];
    ev.b.standin.write(`Rondes!H${t.row}`, [["Zoé", "Oui"]]);
    expect(ev.b.standin.values(`Rondes!E${t.row}:F${t.row}`)[0]).toEqual(
      t.a === "Zoé" ? ["Victoire", "Défaite"] : ["Défaite", "Victoire"],
    );
    const tab = tabWins(ev);
    expect(tab.get("Zoé")).toBe(1);
    expect(tab.get("Zoe")).toBe(0);
    expect(tab).toEqual(serverWins(ev));
  });
});
