/**
 * The stand-in reads a date-formatted cell holding a number no Date can hold (1e15 typed where a
 * time was) as an Invalid Date, without throwing: getValues never throws in Apps Script.
 */
import { expect, it } from "vitest";
import { createStandin } from "../index";

it("a huge number in a time-formatted cell reads as an Invalid Date, getValues does not throw", () => {
  const s = createStandin({ sheets: [{ name: "S" }] });
  s.write("S!A1", [["12:30"]]);
  s.write("S!A1", [[1e15]]);
  const sh = s.spreadsheet.getSheetByName("S")!;
  const v = sh.getRange("A1:B1").getValues()[0]![0] as Date;
  expect(v).toBeInstanceOf(Date);
  expect(Number.isNaN(v.getTime())).toBe(true);
  s.write("S!A1", [[0.5]]);
  expect((sh.getRange("A1").getValue() as Date).getTime()).not.toBeNaN();
});
