/**
 * Bad deal rows: each case is a typed problem (key, data, row, column), and nothing is
 * computed (tarotReport throws the first). Rows are the caller's (`row`) or the position + 1.
 */
import { describe, expect, it } from "vitest";
import type { ArbitreError } from "../../../../src/engine/core/errors";
import { tarotReport } from "../../../../src/engine/tarot/report";
import type { DealRow } from "../../../../src/engine/tarot/types";
import { tarotProblems } from "../../../../src/engine/tarot/validate";

const r = (
  deal: number,
  participant: string,
  differential: DealRow["differential"],
  more: Partial<DealRow> = {},
): DealRow => ({
  tournament: "T1",
  date: "2025-03-02",
  deal,
  side: "attaque",
  participant,
  differential,
  ...more,
});
const GOOD: DealRow[] = [r(1, "Bot", 0), r(1, "Anne", 5), r(2, "Bot", 0), r(2, "Anne", -5)];
const brief = (e: ArbitreError) => ({ key: e.key, params: e.params, at: e.at });

function only(rows: DealRow[]) {
  const problems = tarotProblems(rows);
  expect(problems).toHaveLength(1);
  expect(() => tarotReport(rows)).toThrow(problems[0]!.message);
  return brief(problems[0]!);
}

describe("bad deal rows are refused with their row", () => {
  it("good rows have no problem", () => {
    expect(tarotProblems(GOOD)).toEqual([]);
  });

  it("one player spelled two ways (accents, hyphens): said at the second spelling's first row", () => {
    expect(only([...GOOD, r(1, "Hélène", 3), r(2, "Helene", 4)])).toEqual({
      key: "tarot.spelling",
      params: { name: "Helene", other: "Hélène", row: 5 },
      at: { arg: "deals", row: 6, column: "participant" },
    });
  });

  it("a tournament name used again a week later: said as such, not as deals entered twice", () => {
    expect(only([...GOOD, r(1, "Bot", 0, { date: "2025-03-09" })])).toEqual({
      key: "tarot.tournamentReused",
      params: { tournament: "T1", date: "2025-03-09", first: "2025-03-02", row: 1 },
      at: { arg: "deals", row: 5, column: "tournament" },
    });
    // past midnight, a day apart: the same tournament
    expect(
      tarotProblems([
        ...GOOD,
        r(3, "Bot", 0, { date: "2025-03-03" }),
        r(3, "Anne", 2, { date: "2025-03-03" }),
      ]),
    ).toEqual([]);
  });

  it("a deal listed twice for one participant (names case-insensitive)", () => {
    expect(only([...GOOD, r(2, " anne ", 3)])).toEqual({
      key: "tarot.dealTwice",
      params: { participant: "anne", tournament: "T1", deal: 2, row: 4 },
      at: { arg: "deals", row: 5, column: "deal" },
    });
  });

  it("a side neither attack nor defence; every spelling of the two accepted", () => {
    const sides = ["attaque", "ATTACK", "Défense", "defense", "defence", " DÉFENSE "];
    expect(
      tarotProblems(
        sides.flatMap((side, i) => [r(i + 1, "Bot", 0, { side }), r(i + 1, "Anne", 1, { side })]),
      ),
    ).toEqual([]);
    expect(only([...GOOD, r(3, "Bot", 0), r(3, "Anne", 1, { side: "sud", row: 12 })])).toEqual({
      key: "tarot.badSide",
      params: { value: "sud" },
      at: { arg: "deals", row: 12, column: "side" },
    });
  });

  it("a differential that is not a number", () => {
    expect(only([...GOOD, r(3, "Bot", 0), r(3, "Anne", "douze")])).toEqual({
      key: "tarot.badDifferential",
      params: { value: "douze" },
      at: { arg: "deals", row: 6, column: "differential" },
    });
    expect(only([...GOOD, r(3, "Bot", 0), r(3, "Anne", null, { finished: true })]).key).toBe(
      "tarot.badDifferential",
    );
  });

  it("a tournament with no bot row, said at its first row", () => {
    expect(
      only([...GOOD, r(1, "Anne", 5, { tournament: "T2" }), r(1, "Bruno", 3, { tournament: "T2" })]),
    ).toEqual({
      key: "tarot.noBot",
      params: { tournament: "T2" },
      at: { arg: "deals", row: 5, column: "participant" },
    });
  });

  it("a deal without the bot in a tournament that has it", () => {
    expect(only([...GOOD, r(3, "Anne", 5)])).toEqual({
      key: "tarot.dealWithoutBot",
      params: { tournament: "T1", deal: 3 },
      at: { arg: "deals", row: 5, column: "participant" },
    });
  });

  it("dates out of order within one player's deals (another player's order does not matter)", () => {
    const rows = [
      ...GOOD,
      r(1, "Bot", 0, { tournament: "T0", date: "2025-03-01" }),
      r(1, "Bruno", 0, { tournament: "T0", date: "2025-03-01" }),
      r(1, "Anne", 0, { tournament: "T0", date: "2025-03-01" }),
    ];
    expect(only(rows)).toEqual({
      key: "tarot.dateOrder",
      params: { participant: "Anne", date: "2025-03-01", previous: "2025-03-02", row: 4 },
      at: { arg: "deals", row: 7, column: "date" },
    });
  });

  it("a bad date, deal number, missing names, an unfinished bot, two bots on a deal", () => {
    const keys = (rows: DealRow[]) => tarotProblems(rows).map((e) => [e.key, e.at.row, e.at.column]);
    expect(
      keys([
        ...GOOD,
        r(3, "Bot", 0, { date: "2025-02-30" }),
        r(0, "Anne", 1),
        r(4, "", 1),
        r(5, "Bot", 0, { tournament: " " }),
        r(6, "Bot", null),
      ]),
    ).toEqual([
      ["tarot.badDate", 5, "date"],
      ["tarot.badDeal", 6, "deal"],
      ["tarot.missingParticipant", 7, "participant"],
      ["tarot.missingTournament", 8, "tournament"],
      ["tarot.botUnfinished", 9, "differential"],
    ]);
    expect(only([...GOOD, r(2, "Robot", 0)])).toEqual({
      key: "tarot.botTwice",
      params: { tournament: "T1", deal: 2, row: 3 },
      at: { arg: "deals", row: 5, column: "participant" },
    });
  });
});
