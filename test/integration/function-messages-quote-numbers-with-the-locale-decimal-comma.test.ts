/**
 * A custom function's message quotes the cell it could not read as the spreadsheet's users read it:
 * « 14,5 » with the decimal comma in a French spreadsheet, '14.5' in an English one. Through the
 * bundle's MASTERS_POINTS in a cell.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadBundle } from "../../tools/standin/index";
import { BUILD } from "../fixtures/build";

function masters(locale: string): string {
  const b = loadBundle(path.join(BUILD, "Code.js"), { locale, sheets: [{ name: "Calc", rows: [[""]] }] });
  b.standin.write("Calc!A1", [[14.5, "=MASTERS_POINTS(A1, 9)"]]);
  return b.standin.probe("Calc!B1").error ?? "";
}

describe("a number quoted in a function's message", () => {
  it("has the decimal comma in a French spreadsheet", () => {
    const error = masters("fr_FR");
    expect(error).toContain("MASTERS_POINTS\u00a0: ");
    expect(error).toContain("«\u00a014,5\u00a0»");
    expect(error).not.toContain("14.5");
  });

  it("has the decimal point in an English spreadsheet", () => {
    const error = masters("en_US");
    expect(error).toContain("'14.5'");
    expect(error).not.toContain("14,5");
  });
});
