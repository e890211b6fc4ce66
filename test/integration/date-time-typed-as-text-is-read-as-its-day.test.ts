/**
 * A date-time typed or pasted as text ('15/02/2026 15:30, a cell formatted as plain text) is read as
 * its day, in a circuit's Tournaments tab and a Tarot Deals tab, not refused row by row. Through the
 * real bundle in the stand-in.
 */
import { describe, expect, it } from "vitest";
import { loadBundle } from "../../tools/standin/index";
import { clubRows } from "./tarot/club";

// biome-ignore lint/suspicious/noExplicitAny: answers are plain JSON from the bundle.
type Json = any;

function ok(r: Json): Json {
  expect(r.ok, r.error).toBe(true);
  return r;
}

describe("a date-time typed as text", () => {
  it("circuit: '15/02/2026 15:30 is a tournament of 15/02/2026", () => {
    const b = loadBundle("build/Code.js", { locale: "fr_FR", timeZone: "Europe/Paris" });
    const r = ok(
      b.call("arbitreCreateEvent", { system: "circuit-masters", name: "Masters", date: "2026-01-01" }),
    );
    const tabs = r.state.circuit.tabs as Record<string, string>;
    b.standin.write(`'${tabs.tournaments}'!A2`, [
      ["TOU26", "Toulouse", "'15/02/2026 15:30", "duplicate"],
      ["CAR26", "Carcassonne", "'16/02/2026 à 9h", "duplicate"],
    ]);
    expect(typeof b.standin.probe(`'${tabs.tournaments}'!C2`).value).toBe("string");
    b.standin.write(`'${tabs.results}'!A2`, [
      ["TOU26", "Anne", 1, ""],
      ["TOU26", "Bruno", 2, ""],
      ["CAR26", "Bruno", 1, ""],
      ["CAR26", "Anne", 2, ""],
    ]);
    ok(b.call("arbitreComputeCircuit", { asOf: "2026-02-28" }));
    const head = (b.standin.values(`'${tabs.ranking}'!A3:L3`) as unknown[][])[0]!;
    expect(head).toContain("TOU26 (15/02/2026)");
    expect(head).toContain("CAR26 (16/02/2026)");
  });

  it("Tarot: deals dated '31/10/2025 20:30 count in October", () => {
    const b = loadBundle("build/Code.js", { locale: "fr_FR", timeZone: "Europe/Paris" });
    const r = ok(
      b.call("arbitreCreateEvent", { system: "tarot-duplicate", name: "Club", date: "2025-10-01" }),
    );
    const tabs = r.state.tarot.tabs as Record<string, string>;
    const rows = clubRows({ players: 4, tournaments: 1, deals: 16, first: "2025-10-31" });
    b.standin.write(
      `'${tabs.deals}'!A2`,
      rows.map((x) => [x[0], "'31/10/2025 20:30", ...x.slice(2)]),
    );
    const computed = ok(b.call("arbitreComputeTarot", {}));
    expect(computed.state.tarot.lastDay).toBe("2025-10-31");
  });
});
