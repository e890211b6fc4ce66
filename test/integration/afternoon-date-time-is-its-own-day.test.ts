/**
 * A date-time cell is read as its calendar day in the spreadsheet's time zone (File ▸ Settings),
 * east and west of UTC: 31/12/2024 at 15:00 is 31 December, not 1 January (15:00 in Paris is 14:00
 * UTC, in New York 20:00 UTC; 12 hours later, both are 2025 in UTC). Through the real bundle in
 * the stand-in, which hands a date-time cell to scripts as its exact instant, as Sheets does.
 */
import { describe, expect, it } from "vitest";
import { type LoadedBundle, loadBundle } from "../../tools/standin/index";
import { RESULTS, TOURNAMENTS } from "../unit/engine/circuit/fixtures/two-seasons";
import { lineupRow, newLeague, playerName, rosterRow, typeLineup } from "./league/helpers";
import { clubRows } from "./tarot/club";

// biome-ignore lint/suspicious/noExplicitAny: answers are plain JSON from the bundle.
type Json = any;

const ZONES = ["Europe/Paris", "America/New_York"];

function ok(r: Json): Json {
  expect(r.ok, r.error).toBe(true);
  return r;
}

/** The two seasons, and a Christmas tournament typed as a date-time on the year's last afternoon. */
function circuit(timeZone: string): { b: LoadedBundle; tabs: Record<string, string> } {
  const b = loadBundle("build/Code.js", { locale: "fr_FR", timeZone });
  const r = ok(
    b.call("arbitreCreateEvent", { system: "circuit-masters", name: "Masters", date: "2023-01-01" }),
  );
  const tabs = r.state.circuit.tabs as Record<string, string>;
  b.standin.write(`'${tabs.tournaments}'!A2`, [
    ...TOURNAMENTS.map((x) => [x.id, x.series, x.date, x.format === "pool" ? "poules" : "duplicate"]),
    ["NOEL24", "Noël", "31/12/2024 15:00", "duplicate"],
  ]);
  b.standin.write(`'${tabs.results}'!A2`, [
    ...RESULTS.map((x) => [x.tournament, x.player, x.place, x.duplicatePlace ?? ""]),
    ["NOEL24", "Gaston", 1, ""],
    ["NOEL24", "Anne", 2, ""],
  ]);
  return { b, tabs };
}

/** A Tarot session of four players whose every deal is dated 31/10/2025 20:30. */
function tarotSession(timeZone: string): { b: LoadedBundle; tabs: Record<string, string> } {
  const b = loadBundle("build/Code.js", { locale: "fr_FR", timeZone });
  const r = ok(b.call("arbitreCreateEvent", { system: "tarot-duplicate", name: "Club", date: "2025-10-01" }));
  const tabs = r.state.tarot.tabs as Record<string, string>;
  const rows = clubRows({ players: 4, tournaments: 1, deals: 16, first: "2025-10-31" });
  b.standin.write(
    `'${tabs.deals}'!A2`,
    rows.map((x) => [x[0], "31/10/2025 20:30", ...x.slice(2)]),
  );
  return { b, tabs };
}

describe.each(ZONES)("a date-time on the year's last afternoon, in %s", (timeZone) => {
  it("the tournament dated 31/12/2024 15:00 is in 2024's year-end ranking (Check and compute)", () => {
    const { b, tabs } = circuit(timeZone);
    const r = ok(b.call("arbitreComputeCircuit", { final: true, year: 2024 }));
    expect(r.state.circuit.shown.label).toBe("Classement final 2024");
    const head = (b.standin.values(`'${tabs.ranking}'!A3:L3`) as unknown[][])[0]!;
    expect(head).toContain("NOEL24 (31/12/2024)");
    const rows = (b.standin.values(`'${tabs.ranking}'!A4:B12`) as unknown[][]).map((x) => x[1]);
    expect(rows).toContain("Gaston");
  });

  it("=MASTERS_RANKING(…; the date-time 31/12/2024 15:00; TRUE) is 2024's year-end ranking, the same as the tab", () => {
    const { b, tabs } = circuit(timeZone);
    ok(b.call("arbitreComputeCircuit", { final: true, year: 2024 }));
    b.standin.seedSheet({ name: "Check", rows: [[""]] });
    b.standin.write("Check!Z1", [["31/12/2024 15:00"]]);
    expect(b.standin.probe("Check!Z1").value).toBeInstanceOf(Date);
    const ranges = `'${tabs.tournaments}'!A2:D9, '${tabs.results}'!A2:D30`;
    b.standin.write("Check!A1", [[`=MASTERS_RANKING(${ranges}, Z1, TRUE)`]]);
    const formula = (b.standin.values("Check!A1:K12") as unknown[][]).filter((x) => x[0] !== "");
    expect(formula[0]).toContain("NOEL24");
    const tab = (b.standin.values(`'${tabs.ranking}'!A4:E12`) as unknown[][]).filter(
      (x) => typeof x[0] === "number",
    );
    expect(formula.slice(1).map((x) => x.slice(0, 5))).toEqual(tab);
    expect(tab.map((x) => x[1])).toContain("Gaston");
  });

  it("a Tarot session at 20:30 on 31/10 counts in October", () => {
    const { b, tabs } = tarotSession(timeZone);
    const computed = ok(b.call("arbitreComputeTarot", {}));
    expect(computed.state.tarot.lastDay).toBe("2025-10-31");
    expect(computed.message).toContain("Tableau de bord au 31/10/2025");
    ok(b.call("arbitrePublish", {}));
    const shown = (b.standin.values(`'${tabs.public}'!A1:A60`) as unknown[][]).map((x) => x[0]);
    expect(shown).toContain("Indices d'octobre 2025");
  });
});

describe.each([
  ["Europe/Paris", "03/01/2027 15:00"],
  ["America/New_York", "03/01/2027 23:30"],
])("a league registration typed as a date-time, in %s", (timeZone, registered) => {
  it(`registered ${registered}, 7 days before the match of 10/01/2027: accepted`, () => {
    const l = newLeague({ timeZone });
    ok(l.call("arbitreGenerateCalendar", {}));
    ok(l.call("arbitreDrawScenarios", {}));
    const four = (team: string) => [1, 2, 3, 4].map((i) => playerName(team, i));
    typeLineup(l, 1, "Les Ours", four("Les Ours"));
    l.b.standin.write(`'${l.tabs.roster}'!C${rosterRow(l, "Loups 2")}`, [[registered]]);
    typeLineup(l, 1, "Les Loups", four("Les Loups"));
    ok(l.call("arbitreCheckLineups", {}));
    const row = l.values(l.tabs.lineups!)[lineupRow(l, 1, "Les Loups", 2) - 1]!;
    expect([row[3], row[5]]).toEqual(["Loups 2", "Acceptée"]);
  });
});

describe("the spreadsheet's time zone is read once per call", () => {
  it("Check and compute, the sidebar's state, Publish, and a zone changed between two calls", () => {
    const { b, tabs } = circuit("Europe/Paris");
    const zoneReads = (run: () => unknown): number => {
      const before = b.standin.counter.count("Spreadsheet.getSpreadsheetTimeZone");
      run();
      return b.standin.counter.count("Spreadsheet.getSpreadsheetTimeZone") - before;
    };
    expect(zoneReads(() => ok(b.call("arbitreComputeCircuit", { final: true, year: 2024 })))).toBe(1);
    expect(zoneReads(() => b.call("arbitreGetState"))).toBe(1);
    expect(zoneReads(() => ok(b.call("arbitrePublish", {})))).toBe(1);
    // the cell keeps its 31/12/2024 15:00, now in Los Angeles: 00:00 on 1 January in Paris, so a
    // zone kept from the calls before would move the tournament to 2025
    b.standin.spreadsheet.setSpreadsheetTimeZone("America/Los_Angeles");
    ok(b.call("arbitreComputeCircuit", { final: true, year: 2024 }));
    const head = (b.standin.values(`'${tabs.ranking}'!A3:L3`) as unknown[][])[0]!;
    expect(head).toContain("NOEL24 (31/12/2024)");
  });
});

describe("a custom zone (GMT-07:00), which Intl does not know: Utilities.formatDate, once per instant", () => {
  it("a Tarot session at 20:30 on 31/10 counts in October", () => {
    const { b } = tarotSession("GMT-07:00");
    const before = b.standin.counter.count("Utilities.formatDate");
    const computed = ok(b.call("arbitreComputeTarot", {}));
    expect(computed.state.tarot.lastDay).toBe("2025-10-31");
    // the 80 rows hold one instant: its day asked once
    expect(b.standin.counter.count("Utilities.formatDate") - before).toBe(1);
  });
});
