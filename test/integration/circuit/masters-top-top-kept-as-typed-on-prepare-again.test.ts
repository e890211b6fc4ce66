/**
 * The top-top cell of a Masters game typed by hand (« oui », "Oui", "yes", "TRUE", 1, the checkbox)
 * is kept exactly as typed when the Masters is prepared again, and read as top-top (2 points each
 * for a 5–5 draw); a value that cannot be read is named with its tab, row and column, and nothing
 * is computed.
 */
import { describe, expect, it } from "vitest";
import { circuit2025 as circuit, type Circuit2025 as MastersCircuit } from "./year-2025";

function prepared(): MastersCircuit & { tab: string } {
  const c = circuit(20);
  expect(c.call("arbitreComputeCircuit", { final: true, year: 2025 }).ok).toBe(true);
  expect(c.call("arbitrePrepareMasters", { year: 2025 }).ok).toBe(true);
  return { ...c, tab: c.tabs.masters! };
}

/** Row 5 is match 1, table 1 (Joueur 01 – Joueur 16): coups L–M, tops N–O, top-top P. */
const TOP_TOP = "P5";

describe("a top-top typed by hand in the Masters tab", () => {
  for (const typed of ["oui", "Oui", "yes", "TRUE", "x", 1, true]) {
    it(`${JSON.stringify(typed)} is kept as typed on Prepare again and read as top-top`, () => {
      const c = prepared();
      c.b.standin.write(`'${c.tab}'!L5`, [[5, 5, 0, 0]]);
      c.b.standin.type(`'${c.tab}'!${TOP_TOP}`, typed);
      const before = c.b.standin.probe(`'${c.tab}'!${TOP_TOP}`).value;
      const r = c.call("arbitrePrepareMasters", { year: 2025 });
      expect(r.ok, r.error).toBe(true);
      expect(c.b.standin.probe(`'${c.tab}'!${TOP_TOP}`).value).toEqual(before);
      expect(c.b.standin.values(`'${c.tab}'!L5:O5`)[0]).toEqual([5, 5, 0, 0]);
      const u = c.call("arbitreUpdateMasters", {});
      expect(u.ok, u.error).toBe(true);
      // standings R–AB: rank, player, points: the top-top draw gives 2 points each
      const rows = c.b.standin.values(`'${c.tab}'!R5:T20`);
      const points = new Map(rows.map((row) => [row[1], row[2]]));
      expect(points.get("Joueur 01")).toBe(2);
      expect(points.get("Joueur 16")).toBe(2);
    });
  }

  it("« non » is kept and read as a plain draw (1 point each)", () => {
    const c = prepared();
    c.b.standin.write(`'${c.tab}'!L5`, [[5, 5, 0, 0]]);
    c.b.standin.type(`'${c.tab}'!${TOP_TOP}`, "non");
    expect(c.call("arbitrePrepareMasters", { year: 2025 }).ok).toBe(true);
    expect(c.b.standin.probe(`'${c.tab}'!${TOP_TOP}`).value).toBe("non");
    expect(c.call("arbitreUpdateMasters", {}).ok).toBe(true);
    const rows = c.b.standin.values(`'${c.tab}'!R5:T20`);
    expect(new Map(rows.map((row) => [row[1], row[2]])).get("Joueur 01")).toBe(1);
  });

  it("a value that cannot be read is kept, then named with its tab, row and column by Update Masters", () => {
    const c = prepared();
    c.b.standin.write(`'${c.tab}'!L5`, [[5, 5, 0, 0]]);
    c.b.standin.type(`'${c.tab}'!${TOP_TOP}`, "peut-être");
    expect(c.call("arbitrePrepareMasters", { year: 2025 }).ok).toBe(true);
    expect(c.b.standin.probe(`'${c.tab}'!${TOP_TOP}`).value).toBe("peut-être");
    const before = JSON.stringify(c.b.standin.values(`'${c.tab}'!A1:AB130`));
    const u = c.call("arbitreUpdateMasters", {});
    expect(u.ok).toBe(false);
    expect(u.error).toContain("«\u00a0peut-être\u00a0» illisible");
    expect(u.error).toContain(c.tab);
    expect(u.error).toMatch(/ligne 5/);
    expect(u.error).toContain("Top-top");
    expect(JSON.stringify(c.b.standin.values(`'${c.tab}'!A1:AB130`))).toBe(before);
  });
});
