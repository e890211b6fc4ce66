/**
 * "Each tab read once and written once, whatever the size": the league, circuit and Tarot actions are
 * measured with the stand-in's call counter, the same way for every kind.
 *
 *   const m = measureTabs(b.counter, () => call("arbitreComputeTarot", {}));
 *   expectOncePerTab({ small: m, big: mBig });      // each read and write at most once a tab
 *   expect(shown(m.tabs)).toEqual({ Donnes: "rw" }); // which tabs are read and written
 *   without(mBig.counts, GROWTH)                     // the calls, but a tab grown
 */
import { expect } from "vitest";
import type { CallCounter } from "../../tools/standin/index";

/**
 * Reads counted per tab; the undo journal's number formats and look (backgrounds, font weights) too:
 * read at most once, like the values.
 */
export const READS = [
  "Range.getValues",
  "Range.getFormulas",
  "Range.getDisplayValues",
  "Range.getNumberFormats",
  "Range.getBackgrounds",
  "Range.getFontWeights",
];
/** Writes counted per tab (an Undo puts a tab's look back in one call each). */
export const WRITES = [
  "Range.setValues",
  "Range.setNumberFormats",
  "Range.setBackgrounds",
  "Range.setFontWeights",
];
/** Calls that may differ with the size: a tab outgrowing its rows or columns gets them added. */
export const GROWTH = ["Sheet.insertRowsAfter", "Sheet.insertColumnsAfter"];

export interface TabMeasure {
  /** Per tab, per READS and WRITES key, the number of calls. */
  tabs: Record<string, Record<string, number>>;
  /** Per tab, per GROWTH key, the number of calls. */
  grown: Record<string, Record<string, number>>;
  /** Every call, per "Service.method". */
  counts: Record<string, number>;
}

/** Runs one action (an answer `ok: false` throws its error) and counts its calls per tab. */
export function measureTabs(counter: CallCounter, run: () => { ok?: boolean; error?: string }): TabMeasure {
  counter.reset();
  const r = run();
  if (r.ok === false) throw new Error(r.error);
  const tabs: Record<string, Record<string, number>> = {};
  const grown: Record<string, Record<string, number>> = {};
  for (const c of counter.calls) {
    if (c.sheet === undefined) continue;
    const into = [...READS, ...WRITES].includes(c.key) ? tabs : GROWTH.includes(c.key) ? grown : null;
    if (into === null) continue;
    const t = into[c.sheet] ?? {};
    into[c.sheet] = t;
    t[c.key] = (t[c.key] ?? 0) + 1;
  }
  return { tabs, grown, counts: counter.counts() };
}

/** Each tab's reads and writes at most once, in every measure (by size: `{ small, big }`, `{ 4, 16 }`). */
export function expectOncePerTab(bySize: Record<string, TabMeasure>): void {
  for (const [size, m] of Object.entries(bySize))
    for (const [tab, calls] of Object.entries(m.tabs))
      for (const [key, count] of Object.entries(calls))
        expect({ size, tab, key, count }).toEqual({ size, tab, key, count: 1 });
}

/** Per tab: "r" getValues, "f" getFormulas, "d" getDisplayValues, "w" setValues. */
export function shown(tabs: TabMeasure["tabs"]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(tabs).map(([tab, c]) => [
      tab,
      `${c["Range.getValues"] ? "r" : ""}${c["Range.getFormulas"] ? "f" : ""}${c["Range.getDisplayValues"] ? "d" : ""}${c["Range.setValues"] ? "w" : ""}`,
    ]),
  );
}

/** The counts but those of `keys`. */
export function without(counts: Record<string, number>, keys: string[]): Record<string, number> {
  return Object.fromEntries(Object.entries(counts).filter(([k]) => !keys.includes(k)));
}
