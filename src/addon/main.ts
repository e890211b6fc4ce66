/**
 * The bundle's entry (scripts/build.mjs bundles it into `var ArbitreApp = (() => { … })();`).
 * Every top-level function of build/Code.js is a generated stub
 *   function NAME(a, b) { return ArbitreApp.call("NAME", arguments); }
 * that lands in `call` below.
 */
import { forgetZones } from "../sheets/gateway/index";
import { CUSTOM_FUNCTIONS } from "./functions";
import { PAGE_ENTRIES } from "./page";
import type { EntryPoint } from "./registry";
import { SERVER_FUNCTIONS } from "./server";
import { TRIGGERS } from "./triggers";

export { MENU } from "./triggers";

export const ENTRY_POINTS: EntryPoint[] = [
  ...TRIGGERS,
  ...CUSTOM_FUNCTIONS,
  ...SERVER_FUNCTIONS,
  ...PAGE_ENTRIES,
];

let byName: Map<string, EntryPoint> | null = null;

/** The entry point called `name`, or undefined. */
export function lookup(name: string): EntryPoint | undefined {
  if (byName === null) {
    byName = new Map();
    for (const entry of ENTRY_POINTS) if (!byName.has(entry.name)) byName.set(entry.name, entry);
  }
  return byName.get(name);
}

/** Called by every top-level stub with its own `arguments`. */
export function call(name: string, args: ArrayLike<unknown>): unknown {
  const entry = lookup(name);
  if (entry === undefined) throw new Error(`Arbitre: unknown entry point "${name}"`);
  // each call reads the spreadsheet's time zone afresh, once
  forgetZones();
  return entry.impl(...Array.prototype.slice.call(args));
}
