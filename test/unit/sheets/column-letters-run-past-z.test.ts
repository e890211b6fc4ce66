/**
 * One function gives a column's A1 letters (src/sheets/gateway/look.ts, columnLetter), for every tab
 * of every kind: right past column Z, where a copy counting from the character code gave « [ ».
 */
import { describe, expect, it } from "vitest";
import { columnLetter } from "../../../src/sheets/gateway/look";

describe("column letters", () => {
  it("A to Z, then AA, AZ, BA, ZZ and AAA", () => {
    const cases: [number, string][] = [
      [1, "A"],
      [26, "Z"],
      [27, "AA"],
      [52, "AZ"],
      [53, "BA"],
      [702, "ZZ"],
      [703, "AAA"],
      [18278, "ZZZ"],
    ];
    for (const [n, letters] of cases) expect([n, columnLetter(n)]).toEqual([n, letters]);
  });
});
