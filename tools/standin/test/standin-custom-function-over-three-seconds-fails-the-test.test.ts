/**
 * Apps Script stops a custom function after 30 seconds ("Exceeded maximum execution time", in the
 * cell), and Google's servers are slower than this machine: the stand-in times each custom-function
 * call and fails the test past 3 seconds (`customFunctionLimitMs`), whatever the formula's cell says.
 */
import { describe, expect, it } from "vitest";
import { createStandin } from "../index";

function busy(ms: number): number {
  const end = performance.now() + ms;
  let n = 0;
  while (performance.now() < end) n++;
  return n > 0 ? 1 : 0;
}

describe("a custom function's time", () => {
  it("is 3 seconds at most by default", () => {
    expect(createStandin().customFunctionLimitMs).toBe(3000);
  });

  it("past the limit, the test fails: the read that computes the cell throws, naming the function", () => {
    const s = createStandin({ customFunctionLimitMs: 30 });
    s.setCustomFunctions(
      new Map([
        ["QUICK", () => 1],
        ["SLOW", () => busy(80)],
      ]),
    );
    s.write("A1", [["=QUICK()"]]);
    expect(s.values("A1")).toEqual([[1]]);
    s.write("A2", [["=SLOW()"]]);
    expect(() => s.values("A2")).toThrow(/SLOW took \d+ ms, over the stand-in's 30 ms/);
    // the engine goes on: the next read answers
    expect(s.values("A1")).toEqual([[1]]);
  });
});
