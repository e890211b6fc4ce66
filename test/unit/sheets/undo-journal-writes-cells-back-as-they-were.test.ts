/**
 * The undo journal (src/sheets/gateway/journal.ts) writes back what it saved as it was: a formula
 * as a formula, text as text (a name like "1984" stays text), a date cell as the same instant (a
 * Date, never its day as text); a date cell's day (`cellDay`) is the same whatever the zone — a date
 * cell holds midnight in the spreadsheet's time zone, which is the day before in UTC east of
 * Greenwich — and its fingerprint sees a tab as written and as read back alike.
 */
import { describe, expect, it } from "vitest";
import { cellDay, fingerprint, typedCell, typedRows } from "../../../src/sheets/gateway/journal";

describe("cells written back as they were", () => {
  it("formulas, numbers, text kept as text", () => {
    expect(typedCell(3, "=1+2")).toBe("=1+2");
    expect(typedCell(7, "")).toBe(7);
    expect(typedCell("1984", "")).toBe("'1984");
    expect(typedCell("", "")).toBe("");
    expect(typedCell(true, "")).toBe(true);
  });

  it("a date cell is the same day in Paris (UTC+1), Nouméa (UTC+11) and Papeete (UTC−10)", () => {
    // written back as the same instant (a Date), never as the day's text
    expect(typedCell(new Date("2027-01-09T23:00:00Z"), "")).toEqual(new Date("2027-01-09T23:00:00Z"));
    expect(cellDay(new Date("2027-01-09T13:00:00Z"))).toBe("2027-01-10");
    expect(cellDay(new Date("2027-01-10T10:00:00Z"))).toBe("2027-01-10");
    expect(cellDay(new Date("nope"))).toBeNull();
    // the last instant a Date holds (the fuzz test's find): no day to name, not a RangeError
    expect(cellDay(new Date(8.64e15))).toBeNull();
    expect(cellDay(new Date(Date.UTC(10000, 0, 1)))).toBeNull();
  });

  it("a block: rows of cells, formulas first", () => {
    expect(typedRows([["Anne", 2]], [["", "=1+1"]])).toEqual([["'Anne", "=1+1"]]);
  });
});

describe("fingerprint", () => {
  it("the same for rows as written and as read back (apostrophes, dates, trailing blanks)", () => {
    const written = [
      ["Match", "Date"],
      [1, "2027-01-10", "'Les Loups", ""],
      ["", ""],
    ];
    const read = [
      ["Match", "Date"],
      [1, new Date("2027-01-09T23:00:00Z"), "Les Loups"],
    ];
    expect(fingerprint(written, [])).toBe(fingerprint(read, []));
  });

  it("stays what earlier versions stored in the configs (their Undo compares it)", () => {
    // worked out by the version before December 2026's faster fingerprint, on the same grid
    const grid = [
      ["Joueur", "'16/03/2025", "x"],
      ["'Anne", 1, 2, 3.5, -4, 9999, 10000, 0, true],
      [],
      ["", ""],
      [new Date("2027-01-09T23:00:00Z"), 12],
    ];
    expect(fingerprint(grid, [])).toBe("f460c480:69");
  });

  it("differs when a cell changed, and sees a formula by its text", () => {
    expect(fingerprint([["V"]], [])).not.toBe(fingerprint([["D"]], []));
    expect(fingerprint([[2]], [["=1+1"]])).toBe(fingerprint([["=1+1"]], []));
  });
});
