/**
 * How the circuit reads a cell of its Tournaments and Results rows: the same code for the tabs
 * (read/index.ts) and for MASTERS_RANKING (src/sheets/functions/circuit.ts), so that a cell the tab
 * accepts, the function accepts too.
 */
import type { CircuitFormat } from "../../../engine/circuit/types";
import { cleanName, foldWord } from "../../../engine/core/names";
import { blank } from "../../gateway/index";

/** The format's words, folded (case, accents; hyphens and runs of spaces as one space). */
const FORMATS = new Map<string, CircuitFormat>([
  ["poules", "pool"],
  ["poule", "pool"],
  ["pool", "pool"],
  ["pools", "pool"],
  ["duplicate", "duplicate"],
  ["tout duplicate", "duplicate"],
  ["tout en duplicate", "duplicate"],
  ["all duplicate", "duplicate"],
]);

/** A format cell: poules / pool or duplicate (any case, accents, hyphens), else undefined. */
export function formatOf(v: unknown): CircuitFormat | undefined {
  return FORMATS.get(foldWord(String(v ?? "")).replace(/[-\s]+/g, " "));
}

/** A place: a whole number of 1 or more (typed, or as text), null when it is not one. */
export function placeOf(v: unknown): number | null {
  const n =
    typeof v === "number" ? v : typeof v === "string" && /^\s*\d+\s*$/.test(v) ? Number(v) : Number.NaN;
  return Number.isInteger(n) && n >= 1 ? n : null;
}

/** An id or series cell: text or a number, as text ("" when blank), null for a date or a boolean. */
export function textOf(v: unknown): string | null {
  if (blank(v)) return "";
  if (typeof v === "string") return cleanName(v);
  if (typeof v === "number") return String(v);
  return null;
}
