/**
 * The seeds present at each tournament (they pick the column of the points table, RULES §5): Check
 * and compute writes them in the Tournaments tab's column E, « Têtes de série présentes », beside
 * the columns the organiser types; "Why this rank?" says them for each tournament played; Undo puts
 * the column back as it was and leaves what was typed since. Through the bundle.
 */
import { describe, expect, it } from "vitest";
import { circuit2025 } from "./year-2025";

describe("the seeds present at each tournament", () => {
  it("are written in the Tournaments tab's column E, said by Why this rank?, and undone", () => {
    const c = circuit2025(20);
    const col = `'${c.tabs.tournaments}'!E1:E6`;
    const before = c.b.standin.values(col);
    expect(before[0]![0]).toBe("Têtes de série présentes");
    const r = c.call("arbitreComputeCircuit", { final: true, year: 2025 });
    expect(r.ok, r.error).toBe(true);
    // T1: nobody ranked before its day; T2 and T3: the top 16 of 20, all present
    expect(c.b.standin.values(col).map((x) => x[0])).toEqual(["Têtes de série présentes", 0, 16, 16, "", ""]);
    const why = c.call("arbitreExplainRank", { name: "Joueur 02" });
    expect(why.text).toContain("T1 (10/03/2025) ");
    expect(why.text).toMatch(/T1 \(10\/03\/2025\) \d+ points, 0 tête de série présente/);
    expect(why.text).toMatch(/T3 \(10\/05\/2025\) \d+ points, 16 têtes de série présentes/);
    // a tournament typed after Check and compute stays; the column comes back as it was
    c.b.standin.write(`'${c.tabs.tournaments}'!A5`, [["T4", "Club 4", "2025-06-10", "duplicate"]]);
    const u = c.call("arbitreUndoLastAction", {});
    expect(u.ok, u.error).toBe(true);
    expect(c.b.standin.values(col)).toEqual(before);
    expect(c.b.standin.values(`'${c.tabs.tournaments}'!A5`)[0]![0]).toBe("T4");
  });

  it("are said in English, and leave Publish enabled", async () => {
    const { loadBundle } = await import("../../../tools/standin/index");
    const b = loadBundle("build/Code.js", { locale: "en_GB" });
    const r = b.call("arbitreCreateEvent", {
      system: "circuit-masters",
      name: "Circuit",
      date: "2025-01-01",
    }) as {
      state: { circuit: { tabs: Record<string, string> } };
    };
    const tabs = r.state.circuit.tabs;
    b.standin.write(`'${tabs.tournaments}'!A2`, [["A1", "Club", "2025-03-01", "duplicate"]]);
    b.standin.write(`'${tabs.results}'!A2`, [
      ["A1", "Ann", 1, ""],
      ["A1", "Bob", 2, ""],
    ]);
    expect((b.call("arbitreComputeCircuit", {}) as { ok: boolean }).ok).toBe(true);
    expect(b.standin.values(`'${tabs.tournaments}'!E1:E2`)).toEqual([["Seeds present"], [0]]);
    const why = b.call("arbitreExplainRank", { name: "Bob" }) as { text: string };
    expect(why.text).toMatch(/Tournaments: A1 \(2025-03-01\) \d+ points, 0 seeds present\.$/);
    // the column is Check and compute's: the tabs did not change since (Publish is not refused)
    expect((b.call("arbitrePublish", {}) as { ok: boolean }).ok).toBe(true);
  });
});
