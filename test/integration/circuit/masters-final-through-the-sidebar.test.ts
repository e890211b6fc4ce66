/**
 * The Masters final through the sidebar: prepared from a year-end ranking (16 players, 15 matches
 * on tables 1–8 in the seed's order), a withdrawal ticked and the 17th comes in, results typed in
 * the Masters tab, the standings computed (the whole tie-break chain), "play-off required" when
 * first place is tied, and results kept when the Masters is prepared again with the same players.
 */
import { describe, expect, it } from "vitest";
import { mastersSchedule } from "../../../src/engine/circuit/masters-final";
import type { LoadedBundle } from "../../../tools/standin/index";
import { circuit2025, type Json, PLAYERS } from "./year-2025";

const circuit = circuit2025;

function ok(r: Json): Json {
  expect(r.ok, r.error).toBe(true);
  return r;
}

const values = (b: LoadedBundle, tab: string) => b.standin.values(`'${tab}'!A1:AB130`) as unknown[][];

describe("the Masters final", () => {
  it("16 players from the year-end ranking, 15 matches on 8 tables in the seed's order; a withdrawal brings the 17th", () => {
    const c = circuit();
    ok(c.call("arbitreComputeCircuit", { final: true, year: 2025 }));
    const p = ok(c.call("arbitrePrepareMasters", { year: 2025 }));
    expect(p.message).toMatch(/Masters 2025 préparé\u00a0: 16 joueurs, 15 matchs/);
    let grid = values(c.b, c.tabs.masters!);
    // field: seeds 1–16 on the first 16 of the ranking, the next ones listed without a seed
    expect(grid.slice(4, 22).map((r) => [r[0], r[1]])).toEqual(
      PLAYERS.slice(0, 18).map((name, i) => [i < 16 ? i + 1 : "", name]),
    );
    // games: 120 rows, match by match, tables 1–8, the seed's pairings
    const games = grid.slice(4, 124).map((r) => [r[5], r[6], r[7], r[9]]);
    const expected = mastersSchedule().flatMap((tables, m) =>
      tables.map(([a, b], t) => [m + 1, t + 1, a, b]),
    );
    expect(games).toEqual(expected);
    // the match sheets to print: one block of 12 rows per match, its 8 tables, cells left to fill
    const sheets = c.b.standin.values(`'${c.tabs.matchSheets}'!A1:K180`) as unknown[][];
    const titles = sheets.filter((r) => /^Grand Sud — Masters 2025 — match \d+ sur 15$/.test(String(r[0])));
    expect(titles).toHaveLength(15);
    const m3 = sheets.findIndex((r) => r[0] === "Grand Sud — Masters 2025 — match 3 sur 15");
    expect(sheets[m3 + 2]!.slice(0, 5)).toEqual(["Table", "TS A", "Joueur A", "TS B", "Joueur B"]);
    expect(sheets[m3 + 4]!.slice(0, 6)).toEqual([2, 2, "Joueur 02", 13, "Joueur 13", ""]);
    expect(sheets[m3 + 3 + 8]!.every((x) => x === "")).toBe(true);
    // Joueur 03 withdraws: the 17th comes in, seeds move up
    c.b.standin.write(`'${c.tabs.masters}'!D7`, [[true]]);
    ok(c.call("arbitrePrepareMasters", { year: 2025 }));
    grid = values(c.b, c.tabs.masters!);
    const seeded = grid
      .slice(4, 24)
      .filter((r) => typeof r[0] === "number")
      .map((r) => r[1]);
    expect(seeded).toHaveLength(16);
    expect(seeded).not.toContain("Joueur 03");
    expect(seeded).toContain("Joueur 17");
    expect(grid[6]![3]).toBe(true);
  });

  it("results typed: the standings; first place tied after every tie-break: play-off required", () => {
    const c = circuit();
    ok(c.call("arbitreComputeCircuit", { final: true, year: 2025 }));
    ok(c.call("arbitrePrepareMasters", { year: 2025 }));
    // every game a 6–6 draw without tops: all tied on everything → play-off for first place
    c.b.standin.write(
      `'${c.tabs.masters}'!L5`,
      Array.from({ length: 120 }, () => [6, 6, 0, 0, false]),
    );
    const u = ok(c.call("arbitreUpdateMasters", {}));
    expect(u.message).toMatch(/120\/120 parties saisies/);
    expect(u.message).toMatch(/barrage nécessaire entre/);
    const st = c.call("arbitreGetState");
    expect(st.circuit.masters.games).toEqual({ done: 120, total: 120 });
    expect(st.circuit.masters.playoff.length).toBe(16);
    // seed 1 wins all their games 7–5: alone on top, no play-off
    const grid = values(c.b, c.tabs.masters!);
    const rows: unknown[][] = [];
    for (let r = 4; r < 124; r++) {
      const row = grid[r]!;
      const a1 = row[7] === 1;
      const b1 = row[9] === 1;
      rows.push(a1 ? [7, 5, 0, 0, false] : b1 ? [5, 7, 0, 0, false] : [6, 6, 0, 0, false]);
    }
    c.b.standin.write(`'${c.tabs.masters}'!L5`, rows);
    const again = ok(c.call("arbitreUpdateMasters", {}));
    expect(again.message).not.toMatch(/barrage/);
    const standings = values(c.b, c.tabs.masters!)
      .slice(4, 6)
      .map((r) => [r[17], r[18], r[19], r[27]]);
    expect(standings[0]).toEqual([1, "Joueur 01", 30, ""]);
  });

  it("a count out of range is named with its row and column; a top-top on a game that is not a draw", () => {
    const c = circuit();
    ok(c.call("arbitreComputeCircuit", { final: true, year: 2025 }));
    ok(c.call("arbitrePrepareMasters", { year: 2025 }));
    c.b.standin.write(`'${c.tabs.masters}'!L5`, [[7, 5, 0, 0, true]]);
    const r = c.call("arbitreUpdateMasters", {});
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(
      /onglet «\u00a0Masters\u00a0», ligne 5, colonne Top-top\u00a0: top-top marqué sur un match non nul/,
    );
    // a game with its tops typed and no coups: the coups are said missing, not « » invalid
    c.b.standin.write(`'${c.tabs.masters}'!L5`, [["", "", 1, 0, false]]);
    const blank = c.call("arbitreUpdateMasters", {});
    expect(blank.error).toMatch(/ligne 5, colonne Coups A\u00a0: les coups manquent/);
  });

  it("prepared again with the same players: the results typed are kept; with other players: asked first", () => {
    const c = circuit();
    ok(c.call("arbitreComputeCircuit", { final: true, year: 2025 }));
    ok(c.call("arbitrePrepareMasters", { year: 2025 }));
    c.b.standin.write(`'${c.tabs.masters}'!L5`, [[7, 5, 1, 0, false]]);
    ok(c.call("arbitrePrepareMasters", { year: 2025 }));
    expect(values(c.b, c.tabs.masters!)[4]!.slice(11, 15)).toEqual([7, 5, 1, 0]);
    c.b.standin.write(`'${c.tabs.masters}'!D5`, [[true]]);
    const asked = c.call("arbitrePrepareMasters", { year: 2025 });
    expect(asked.ok).toBe(false);
    expect(asked.confirm.question).toMatch(
      /^1 résultat déjà saisi dans «\u00a0Masters\u00a0» ne correspond plus aux matchs\u00a0: il sera effacé\. Continuer\u202f\?$/,
    );
    ok(c.call("arbitrePrepareMasters", { year: 2025, confirm: true }));
  });
});

describe("the Masters, withdrawals, years and undo", () => {
  it("nine withdrawals: the 25th comes in, listed and seeded, and the standings count their games", () => {
    const c = circuit(30);
    ok(c.call("arbitreComputeCircuit", { final: true, year: 2025 }));
    ok(c.call("arbitrePrepareMasters", { year: 2025 }));
    // Joueur 01 to 09 withdraw (rows 5 to 13)
    c.b.standin.write(
      `'${c.tabs.masters}'!D5`,
      Array.from({ length: 9 }, () => [true]),
    );
    ok(c.call("arbitrePrepareMasters", { year: 2025 }));
    const grid = values(c.b, c.tabs.masters!);
    const listed = grid
      .slice(4)
      .map((r) => r[1])
      .filter((x) => x !== "");
    expect(listed).toHaveLength(30);
    const seeded = grid.slice(4, 40).filter((r) => typeof r[0] === "number");
    expect(seeded.map((r) => r[1])).toEqual(PLAYERS.slice(9, 25));
    expect(seeded[15]!.slice(0, 4)).toEqual([16, "Joueur 25", 25, false]);
    c.b.standin.write(
      `'${c.tabs.masters}'!L5`,
      Array.from({ length: 120 }, () => [6, 6, 0, 0, false]),
    );
    const u = ok(c.call("arbitreUpdateMasters", {}));
    expect(u.message).toMatch(/120\/120 parties saisies/);
    const standings = values(c.b, c.tabs.masters!)
      .slice(4, 20)
      .map((r) => r[18]);
    expect(standings).toContain("Joueur 25");
    expect(standings).not.toContain("Joueur 01");
  });

  it("a result typed since Update Masters: Undo asks before taking it away; straight after, it does not", () => {
    const c = circuit();
    ok(c.call("arbitreComputeCircuit", { final: true, year: 2025 }));
    ok(c.call("arbitrePrepareMasters", { year: 2025 }));
    c.b.standin.write(`'${c.tabs.masters}'!L5`, [[7, 5, 1, 0, false]]);
    ok(c.call("arbitreUpdateMasters", {}));
    const st = c.call("arbitreGetState");
    expect(st.circuit.masters.leaders[0]).toEqual({ rank: 1, player: "Joueur 01", points: 2 });
    c.b.standin.write(`'${c.tabs.masters}'!L6`, [[8, 4, 0, 0, false]]);
    const asked = c.call("arbitreUndoLastAction", { confirm: false });
    expect(asked.ok).toBe(false);
    expect(asked.confirm.question).toMatch(/«\u00a0Masters\u00a0»/);
    // straight after an update: undone without a question, the standings gone, the results kept
    const c2 = circuit();
    ok(c2.call("arbitreComputeCircuit", { final: true, year: 2025 }));
    ok(c2.call("arbitrePrepareMasters", { year: 2025 }));
    c2.b.standin.write(`'${c2.tabs.masters}'!L5`, [[7, 5, 1, 0, false]]);
    ok(c2.call("arbitreUpdateMasters", {}));
    ok(c2.call("arbitreUndoLastAction", { confirm: false }));
    const grid = values(c2.b, c2.tabs.masters!);
    expect(grid[4]!.slice(11, 15)).toEqual([7, 5, 1, 0]);
    expect(grid[4]![17]).toBe("");
  });

  it("the year-end ranking of a new year shown: the button prepares that year's Masters", () => {
    const c = circuit();
    ok(c.call("arbitreComputeCircuit", { final: true, year: 2025 }));
    ok(c.call("arbitrePrepareMasters", { year: 2025 }));
    c.b.standin.write(`'${c.tabs.tournaments}'!A5`, [["T4", "Club 4", "2026-01-20", "duplicate"]]);
    c.b.standin.write(
      `'${c.tabs.results}'!A62`,
      PLAYERS.slice(0, 20).map((p, i) => ["T4", p, 20 - i, ""]),
    );
    // the latest ranking shown: the button stays on the Masters prepared
    let st = ok(c.call("arbitreComputeCircuit", {})).state;
    expect(st.circuit.mastersYear).toBe(2025);
    expect(st.actions.prepareMasters.label).toBe("Préparer le Masters 2025");
    st = ok(c.call("arbitreComputeCircuit", { final: true, year: 2026 })).state;
    expect(st.circuit.mastersYear).toBe(2026);
    expect(st.actions.prepareMasters.label).toBe("Préparer le Masters 2026");
    // another year's Masters replaces the one prepared: asked first only when results were typed
    const p = ok(c.call("arbitrePrepareMasters", { year: 2026 }));
    expect(p.message).toMatch(/Masters 2026 préparé/);
    expect(values(c.b, c.tabs.masters!)[4]!.slice(0, 2)).toEqual([1, "Joueur 20"]);
  });
});

describe("the Public tab", () => {
  it("shows the ranking, then the Masters standings once computed", () => {
    const c = circuit();
    ok(c.call("arbitreComputeCircuit", { final: true, year: 2025 }));
    ok(c.call("arbitrePrepareMasters", { year: 2025 }));
    c.b.standin.write(
      `'${c.tabs.masters}'!L5`,
      Array.from({ length: 120 }, () => [6, 6, 0, 0, false]),
    );
    ok(c.call("arbitreUpdateMasters", {}));
    ok(c.call("arbitrePublish", {}));
    const pub = c.b.standin.values(`'${c.tabs.public}'!A1:E600`) as unknown[][];
    const at = pub.findIndex((r) => r[0] === "Masters 2025");
    expect(at).toBeGreaterThan(20);
    // three columns for a phone: the tops and the play-off on the line under each player
    expect(pub[at + 1]!.slice(0, 5)).toEqual(["Rang", "Joueur", "Points", "", ""]);
    expect(pub[at + 2]![2]).toBe(15);
    expect(pub[at + 3]!.slice(0, 3)).toEqual(["", "Tops 0 · barrage nécessaire", ""]);
    expect(pub.flatMap((r) => r.slice(3)).filter((v) => v !== "")).toEqual([]);
  });
});
