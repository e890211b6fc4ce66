/**
 * The stand-in shows numbers through a number format's sections and literal text the way Sheets
 * does: positive;negative;zero ('+0;−0;"="' shows +2, −1, =), quoted text and percentages.
 */
import { describe, expect, it } from "vitest";
import { displayValue } from "../values";

describe("number formats with sections and text", () => {
  it("a change of rank: +2, −1 and = from one format", () => {
    const f = '+0;−0;"="';
    expect([2, -1, 0].map((n) => displayValue(n, f, "fr_FR"))).toEqual(["+2", "−1", "="]);
  });

  it("a negative section shows the number without its minus; without one, the minus stays", () => {
    expect(displayValue(-3, "0;(0)", "en_US")).toBe("(3)");
    expect(displayValue(-3, "0", "en_US")).toBe("-3");
    expect(displayValue(0, "0;(0)", "en_US")).toBe("0");
  });

  it("quoted text, grouping, decimals and percentages", () => {
    expect(displayValue(12, '0" pts"', "en_US")).toBe("12 pts");
    expect(displayValue(1234.5, "#,##0.00", "en_US")).toBe("1,234.50");
    expect(displayValue(1234.5, "#,##0.00", "fr_FR")).toBe("1\u202f234,50");
    expect(displayValue(0.256, "0.0%", "en_US")).toBe("25.6%");
  });
});
