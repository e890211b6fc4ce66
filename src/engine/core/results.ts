/**
 * Result cells, RULES §0: `entrant A | entrant B | score A | score B`.
 * Two numbers are compared (equal = draw); two codes are read as outcomes; an empty B (or BYE /
 * EXEMPT) is a bye for A. Both scores blank = no result yet. Anything else is bad input.
 */
import { ArbitreError, type Location } from "./errors";
import { cleanName, foldWord, nameKey } from "./names";

/** A cell value as Sheets hands it over (custom functions, getValues) or as JSON gives it. */
export type Cell = string | number | boolean | Date | null | undefined;

/** One side's outcome. A forfeit is a loss by absence (RULES vocabulary). */
export type Outcome = "win" | "draw" | "loss" | "forfeit";

export interface ResultOptions {
  /** In a French spreadsheet `D` means défaite (loss); otherwise `D` means draw. */
  french: boolean;
  /** How a message says a date cell (the caller knows the time zone and the language); default yyyy-mm-dd. */
  showDate?: (d: Date) => string;
}

export type ParsedRow =
  | { kind: "blank" }
  | { kind: "bye"; a: string }
  | { kind: "pending"; a: string; b: string }
  | {
      kind: "game";
      a: string;
      b: string;
      outcomeA: Outcome;
      outcomeB: Outcome;
      /** Both sides lost (a round closed without result, or decided so). */
      doubleLoss: boolean;
      /** The numbers, when the result was given as two numbers. */
      scoreA?: number;
      scoreB?: number;
    };

const BYE_WORDS = new Set(["bye", "exempt"]);

function isBlank(v: Cell): boolean {
  return v === null || v === undefined || (typeof v === "string" && v.trim() === "");
}

/** Reads one result code or word; null when it is not one. */
export function parseOutcome(value: string, opts: ResultOptions): Outcome | null {
  const w = foldWord(value);
  switch (w) {
    case "v":
    case "w":
    case "victoire":
    case "win":
      return "win";
    case "n":
    case "nul":
    case "draw":
      return "draw";
    case "l":
    case "defaite":
    case "loss":
      return "loss";
    case "f":
    case "forfait":
    case "forfeit":
      return "forfeit";
    case "d":
      return opts.french ? "loss" : "draw";
    default:
      return null;
  }
}

/**
 * A result cell as the league's Games tab and TEAM_STANDINGS read it: null when blank, undefined
 * when it is no result (not text, or not a code or word of `parseOutcome`), else its outcome.
 */
export function outcomeCell(v: unknown, opts: ResultOptions): Outcome | null | undefined {
  if (typeof v !== "string") return v === null || v === undefined ? null : undefined;
  if (isBlank(v)) return null;
  return parseOutcome(v, opts) ?? undefined;
}

/**
 * The number of a text cell as the spreadsheet's locale types numbers (RULES §0: a cell means what
 * the sheet means): « 3,5 » in a French sheet, "3.5" otherwise; « 3.5 » in a French sheet stays
 * text there, so it is no number here. Null when it is not one.
 */
export function textNumber(text: string, french: boolean): number | null {
  const s = text.trim();
  if (!(french ? /^[+-]?\d+(,\d+)?$/ : /^[+-]?\d+(\.\d+)?$/).test(s)) return null;
  return Number(s.replace(",", "."));
}

/** A score cell's number, or null when the cell holds text (a code). Booleans and dates are bad. */
function scoreNumber(v: Cell, french: boolean): number | null {
  if (typeof v === "number") return Number.isFinite(v) ? v : Number.NaN;
  return typeof v === "string" ? textNumber(v, french) : null;
}

/** Reads an entrant cell: a non-empty name, or "" for blank. Numbers, booleans, dates are bad input. */
export function readName(v: Cell, at: Location, column: string, showDate?: (d: Date) => string): string {
  if (isBlank(v)) return "";
  if (typeof v !== "string") {
    throw new ArbitreError("results.badName", { value: displayCell(v, showDate) }, { column, ...at });
  }
  return cleanName(v);
}

/** A cell as the user would recognise it in a message (a date by `showDate`, else yyyy-mm-dd in UTC). */
export function displayCell(v: Cell, showDate?: (d: Date) => string): string {
  if (v === null || v === undefined) return "";
  if (v instanceof Date) {
    if (Number.isNaN(v.getTime())) return "?";
    return showDate ? showDate(v) : v.toISOString().slice(0, 10);
  }
  return String(v);
}

function isLoss(o: Outcome): boolean {
  return o === "loss" || o === "forfeit";
}

/**
 * Parses one result row. `at` locates the row for error messages (round, row, tab or argument).
 * Throws ArbitreError naming the column and the value when the row does not make sense.
 */
export function parseRow(
  a: Cell,
  b: Cell,
  scoreA: Cell,
  scoreB: Cell,
  opts: ResultOptions,
  at: Location = {},
): ParsedRow {
  const nameA = readName(a, at, "A", opts.showDate);
  const nameB =
    isBlank(b) || (typeof b === "string" && BYE_WORDS.has(foldWord(b)))
      ? ""
      : readName(b, at, "B", opts.showDate);
  if (nameA === "") {
    if (isBlank(b) && isBlank(scoreA) && isBlank(scoreB)) {
      return { kind: "blank" };
    }
    throw new ArbitreError("results.missingA", {}, { column: "A", ...at });
  }
  if (nameB === "") return { kind: "bye", a: nameA };
  if (nameKey(nameA) === nameKey(nameB)) {
    throw new ArbitreError("results.sameEntrant", { name: nameA }, at);
  }
  const blankA = isBlank(scoreA);
  const blankB = isBlank(scoreB);
  if (blankA && blankB) return { kind: "pending", a: nameA, b: nameB };
  if (blankA || blankB) {
    throw new ArbitreError(
      "results.missingScore",
      { side: blankA ? "A" : "B" },
      {
        column: blankA ? "score A" : "score B",
        ...at,
      },
    );
  }
  const nA = scoreNumber(scoreA, opts.french);
  const nB = scoreNumber(scoreB, opts.french);
  if (nA !== null || nB !== null) {
    if (nA === null || nB === null || Number.isNaN(nA) || Number.isNaN(nB)) {
      const badIsA = nA === null || Number.isNaN(nA);
      throw new ArbitreError(
        "results.mixedScores",
        { a: displayCell(scoreA, opts.showDate), b: displayCell(scoreB, opts.showDate) },
        { column: badIsA ? "score A" : "score B", ...at },
      );
    }
    const outcomeA: Outcome = nA > nB ? "win" : nA < nB ? "loss" : "draw";
    const outcomeB: Outcome = nA > nB ? "loss" : nA < nB ? "win" : "draw";
    return {
      kind: "game",
      a: nameA,
      b: nameB,
      outcomeA,
      outcomeB,
      doubleLoss: false,
      scoreA: nA,
      scoreB: nB,
    };
  }
  const oA = typeof scoreA === "string" ? parseOutcome(scoreA, opts) : null;
  const oB = typeof scoreB === "string" ? parseOutcome(scoreB, opts) : null;
  if (oA === null || oB === null) {
    const bad = oA === null ? scoreA : scoreB;
    throw new ArbitreError(
      "results.badScore",
      { value: displayCell(bad, opts.showDate) },
      { column: oA === null ? "score A" : "score B", ...at },
    );
  }
  const consistent =
    (oA === "win" && isLoss(oB)) || (isLoss(oA) && oB === "win") || (oA === "draw" && oB === "draw");
  const doubleLoss = isLoss(oA) && isLoss(oB);
  if (!consistent && !doubleLoss) {
    throw new ArbitreError(
      "results.inconsistent",
      { a: displayCell(scoreA, opts.showDate), b: displayCell(scoreB, opts.showDate) },
      at,
    );
  }
  return { kind: "game", a: nameA, b: nameB, outcomeA: oA, outcomeB: oB, doubleLoss };
}
