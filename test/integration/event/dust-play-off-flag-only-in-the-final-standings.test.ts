/**
 * Dust (RULES §2, decision): the play-off flag shows only in the final standings (after the last
 * Swiss round or an early end), and only between entrants whose army points are all recorded; a
 * missing army-points value is named as missing, not taken as a tie. So after round 1 of 3 nothing
 * says « Barrage requis », whatever the army points; in the final standings a tie with army points
 * recorded is flagged, and army points left blank are named as missing, in the Standings tab (the
 * STANDINGS formula), the Public tab and the sidebar alike.
 */
import { describe, expect, it } from "vitest";
import { runFunction } from "../../../src/sheets/functions/index";
import { type Event, enterResults, type Json, newEvent } from "./helpers";
import { entrants, publicBlocks } from "./public-tab-blocks";

/** 4 players, round 1 all drawn: everyone 1 point, the same strength of schedule. */
function drawnRoundOne(rounds: number, army: (table: number) => [unknown, unknown]): Event {
  const ev = newEvent({ system: "dust", players: 4 });
  if (rounds !== 3) expect(ev.call("arbitreUpdateEvent", { rounds }).ok).toBe(true);
  const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
  expect(g.ok, g.error).toBe(true);
  enterResults(ev, { pick: () => "draw" });
  for (const t of ev.state().progress.tables) ev.b.standin.write(`Rondes!G${t.row}`, [army(t.table)]);
  return ev;
}

const flags = (ev: Event) => (ev.b.standin.values("Classement!A2:F5") as unknown[][]).map((r) => r[5]);
const warnings = (st: Json) =>
  st.messages.filter((m: Json) => m.level === "warning").map((m: Json) => m.text);

function publicFlags(ev: Event): unknown[] {
  const p = ev.call("arbitrePublish", {});
  expect(p.ok, p.error).toBe(true);
  // the flag is on the tie-break lines under each player
  const pub = ev.b.standin.values("Public!A1:T60") as unknown[][];
  const [standings] = [...publicBlocks(pub).values()].filter((b) => b.head[0] === "Rang");
  return entrants(standings!).map((e) => /Barrage requis|PA restants manquants/.exec(e.tieBreaks)?.[0] ?? "");
}

describe("after round 1 of 3: no play-off flag, whatever the army points", () => {
  const cases: [string, (table: number) => [unknown, unknown]][] = [
    ["army points left blank", () => ["", ""]],
    ["the same army points for all", () => [120, 120]],
  ];
  for (const [what, army] of cases) {
    it(what, () => {
      const ev = drawnRoundOne(3, army);
      const st = ev.state();
      expect(st.playoffs).toEqual([]);
      expect(warnings(st)).toEqual([]);
      expect(flags(ev)).toEqual(["", "", "", ""]);
      expect(publicFlags(ev)).toEqual(["", "", "", ""]);
    });
  }
});

describe("the final standings (the last round played in full)", () => {
  it("tied with army points recorded: play-off flagged in Standings, Public and the sidebar", () => {
    const ev = drawnRoundOne(1, () => [120, 120]);
    const st = ev.state();
    expect(st.playoffs).toHaveLength(1);
    expect(warnings(st).join("\n")).toMatch(/^Barrage requis/);
    expect(flags(ev)).toEqual(["barrage requis", "barrage requis", "barrage requis", "barrage requis"]);
    expect(publicFlags(ev)).toEqual(["Barrage requis", "Barrage requis", "Barrage requis", "Barrage requis"]);
  });

  it("army points left blank are named as missing, never a play-off; recorded ones still tie", () => {
    // table 1: both 120; table 2: blank
    const ev = drawnRoundOne(1, (table) => (table === 1 ? [120, 120] : ["", ""]));
    const st = ev.state();
    expect(st.playoffs).toHaveLength(1);
    expect(st.playoffs[0].names).toHaveLength(2);
    const text = warnings(st).join("\n");
    expect(text).toMatch(/PA restants manquants pour Joueur \d{4}, Joueur \d{4}\u00a0: à égalité de points/);
    expect(flags(ev)).toEqual([
      "barrage requis",
      "barrage requis",
      "PA restants manquants",
      "PA restants manquants",
    ]);
    expect(publicFlags(ev)).toEqual([
      "Barrage requis",
      "Barrage requis",
      "PA restants manquants",
      "PA restants manquants",
    ]);
  });
});

describe("STANDINGS: its fourth argument says the standings are final", () => {
  const rows = [
    ["Ann", "Bob", 2, 2, 100, 100],
    ["Cat", "Dan", 2, 2, "", ""],
  ];
  const rounds = [[1], [1]];
  const flagCol = (table: unknown[][]) => table.slice(1).map((r) => r[5]);

  it("omitted or FALSE: no flag; TRUE: flagged, missing named", () => {
    expect(flagCol(runFunction("STANDINGS", "en", [rows, "dust"]) as unknown[][])).toEqual(["", "", "", ""]);
    expect(flagCol(runFunction("STANDINGS", "en", [rows, "dust", rounds, false]) as unknown[][])).toEqual([
      "",
      "",
      "",
      "",
    ]);
    expect(flagCol(runFunction("STANDINGS", "en", [rows, "dust", rounds, true]) as unknown[][])).toEqual([
      "play-off required",
      "play-off required",
      "AP left missing",
      "AP left missing",
    ]);
  });

  it("the number of rounds planned: final once the last round is played in full", () => {
    const three = runFunction("STANDINGS", "en", [rows, "dust", rounds, 3]) as unknown[][];
    expect(flagCol(three)).toEqual(["", "", "", ""]);
    const one = runFunction("STANDINGS", "en", [rows, "dust", rounds, 1]) as unknown[][];
    expect(flagCol(one)[0]).toBe("play-off required");
    const pending = [...rows, ["Eve", "Fay", "", "", "", ""]];
    const open = runFunction("STANDINGS", "en", [pending, "dust", [[1], [1], [1]], 1]) as unknown[][];
    // Eve and Fay's game has no result yet: not final, no flag
    expect(flagCol(open)).toEqual(["", "", "", ""]);
  });
});
