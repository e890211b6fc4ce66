/**
 * The Tarot chart's two average lines (attack, defence) are told apart in Sheets: each its own colour,
 * the attack's dashed. Through the bundle: the embedded chart's "series" options as Check and compute
 * sets them, found by the series' headers.
 */
import { describe, expect, it } from "vitest";
import { newClub } from "./club";

type Options = Record<string, unknown>;

/** A series' option: "series.4.color" kept flat or nested, as Apps Script takes either. */
function seriesOption(options: Options, index: number, key: string): unknown {
  const flat = options[`series.${index}.${key}`];
  if (flat !== undefined) return flat;
  const series = options.series as Record<string, Record<string, unknown>> | undefined;
  return series?.[String(index)]?.[key];
}

describe("the Tarot chart's average lines", () => {
  it("have two colours, the attack's dashed and the defence's solid", () => {
    const c = newClub({ players: 4, tournaments: 3, deals: 24, first: "2026-01-07" });
    const r = c.call("arbitreComputeTarot", {});
    expect(r.ok, r.error).toBe(true);
    const [chart] = c.b.standin.charts(c.tabs.chart!);
    expect(chart).toBeDefined();
    // the series are the header's columns after the first (the x axis)
    const attack = chart!.series.header.indexOf("Moyenne attaque") - 1;
    const defence = chart!.series.header.indexOf("Moyenne défense") - 1;
    expect(attack).toBeGreaterThanOrEqual(0);
    expect(defence).toBeGreaterThanOrEqual(0);
    const look = (i: number) => ({
      color: seriesOption(chart!.options, i, "color"),
      dash: seriesOption(chart!.options, i, "lineDashStyle"),
      width: seriesOption(chart!.options, i, "lineWidth"),
    });
    const a = look(attack);
    const d = look(defence);
    expect(typeof a.color).toBe("string");
    expect(typeof d.color).toBe("string");
    expect(String(a.color).toLowerCase()).not.toBe(String(d.color).toLowerCase());
    expect(Array.isArray(a.dash) && (a.dash as number[]).length > 0).toBe(true);
    expect(d.dash).toBeUndefined();
    expect(a.width).toBeGreaterThan(0);
    expect(d.width).toBeGreaterThan(0);
  });
});
