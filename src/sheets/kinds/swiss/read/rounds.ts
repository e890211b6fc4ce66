/**
 * Reading an event's tabs back (pure: 2-D arrays in, typed rows out). Everything a tab holds is
 * checked before anything is computed from it: headers in place, names that are text (not
 * formulas), registered players, dropdown words, computed columns still computed, no row deleted.
 * A problem throws an ArbitreError located at the tab, sheet row and column ("C (Joueur A)").
 */

import type { GameStatus } from "../../../../contract/views";
import { ArbitreError } from "../../../../engine/core/errors";
import { cleanName, foldWord, nameKey } from "../../../../engine/core/names";
import type { Outcome } from "../../../../engine/core/results";
import type { Shown } from "../../../gateway/workbook";
import {
  colLetter,
  type EventLang,
  type PlayersLayout,
  playerHeaders,
  type RoundsLayout,
  roundsHeaders,
  WORDS,
  whyHeader,
} from "../schema";

export type Grid = unknown[][];

export interface PlayerRow {
  /** Sheet row, 1-based. */
  row: number;
  name: string;
  key: string;
  club: string;
  rating: number | null;
  armyPoints: number | null;
  dropped: boolean;
  notes: string;
  /** The Status cell as typed ("", "Actif", "Abandon"…), to put it back exactly on undo. */
  statusText?: string;
}

export interface GameRow {
  /** Sheet row, 1-based. */
  row: number;
  /** Swiss round, or top-cut stage. */
  round: number;
  /** 0 for a bye. */
  table: number;
  a: string;
  /** "" for a bye. */
  b: string;
  status: GameStatus;
  /** Counted outcome (confirmed or decided), null otherwise; byes: A wins. */
  outcomeA: Outcome | null;
  outcomeB: Outcome | null;
  doubleLoss: boolean;
  armyA: number | null;
  armyB: number | null;
  /** Anything entered in the input columns (to ask before undoing a round). */
  hasInput: boolean;
  /** The organiser's decision cell as read ("" when blank), to write it back unchanged. */
  decisionCell?: string;
  /** Why these two meet (the engine's reason, written at Generate in the event's language); "" when unknown. */
  why: string;
  /** What the game would count without the organiser's decision (undoing a "Close round"). */
  undecided?: { status: GameStatus; outcomeA: Outcome | null; outcomeB: Outcome | null };
}

function isBlank(v: unknown): boolean {
  return v === null || v === undefined || (typeof v === "string" && v.trim() === "");
}

function str(v: unknown): string {
  return isBlank(v) ? "" : String(v).trim();
}

function isDate(v: unknown): v is Date {
  return Object.prototype.toString.call(v) === "[object Date]";
}

/**
 * What a grid's cells show when the spreadsheet's display is not at hand (a test giving arrays):
 * text as is, numbers in JavaScript's notation, dates as yyyy-mm-dd.
 */
export function plainShown(values: Grid): Shown {
  return (r, c) => {
    const v = values[r]?.[c];
    if (isDate(v)) return Number.isNaN(v.getTime()) ? "" : v.toISOString().slice(0, 10);
    return isBlank(v) ? "" : String(v);
  };
}

/**
 * A typed value as a message quotes it: text as typed (trimmed); anything else (a date, a number,
 * a logical value) as the cell shows it («11/03/2025», not «Tue Mar 11 2025 23:00:00 GMT…»).
 */
function quoted(v: unknown, shows: () => string): string {
  if (typeof v === "string") return v.trim();
  return isBlank(v) ? "" : shows().trim();
}

/**
 * The text of a name cell: text as typed; a number as the cell shows it (1984 typed without an
 * apostrophe, or 007 in a cell formatted 000); null for a date, a time or a logical value.
 */
function typedName(v: unknown, shows: () => string): string | null {
  if (typeof v === "string") return v;
  if (typeof v === "number" && Number.isFinite(v)) {
    const text = shows().trim();
    return text === "" ? null : text;
  }
  return null;
}

/** A cell that must hold a number: a date there says so (a date format left on the cell shows 1 as 31/12/1899). */
function notANumber(
  key: string,
  v: unknown,
  value: string,
  params: Record<string, string | number>,
  at: { tab: string; row: number; column: string },
): ArbitreError {
  if (isDate(v)) return new ArbitreError("event.dateNotNumber", { value }, at);
  return new ArbitreError(key, { value, ...params }, at);
}

export function columnLabel(index: number, headers: string[]): string {
  return `${colLetter(index)} (${headers[index] ?? ""})`;
}

function hasFormula(formulas: Grid | null, r: number, c: number): boolean {
  if (!formulas) return false;
  const f = formulas[r]?.[c];
  return typeof f === "string" && f.trim().startsWith("=");
}

/** Checks row 1 of a tab against the expected headers. */
export function checkHeaders(tab: string, values: Grid, expected: string[], shown?: Shown): void {
  const row = values[0] ?? [];
  const show = shown ?? plainShown(values);
  for (let c = 0; c < expected.length; c++) {
    const found = quoted(row[c], () => show(0, c));
    if (foldWord(found) !== foldWord(expected[c]!)) {
      throw new ArbitreError(
        found === "" ? "event.headerMissing" : "event.headerRenamed",
        { expected: expected[c]!, found },
        { tab, row: 1, column: colLetter(c) },
      );
    }
  }
}

function number(v: unknown): number | null {
  if (typeof v === "number" && Number.isFinite(v)) return v;
  if (typeof v === "string" && /^\s*[+-]?\d+([.,]\d+)?\s*$/.test(v))
    return Number(v.trim().replace(",", "."));
  return null;
}

/** Words that cannot be a player's name (they mean something in the Rounds tab). */
function reservedNames(): Set<string> {
  const out = new Set<string>(["bye", "exempt"]);
  for (const l of ["fr", "en"] as EventLang[]) {
    out.add(nameKey(WORDS[l].doubleLoss));
    out.add(nameKey(WORDS[l].draw));
  }
  return out;
}

function statusWord(v: unknown): "active" | "dropped" | null {
  const w = foldWord(str(v));
  if (w === "") return "active";
  for (const l of ["fr", "en"] as EventLang[]) {
    if (w === foldWord(WORDS[l].active)) return "active";
    if (w === foldWord(WORDS[l].dropped)) return "dropped";
  }
  return null;
}

/** The longest name a player may have: longer is a paste gone wrong, and names are kept in the config. */
export const MAX_NAME_LENGTH = 100;

/**
 * Reads the Players tab: `values` and `formulas` are the whole data range (header row included),
 * its columns as `layout` says (playersLayout: with or without the army-points column), `shown`
 * what its cells show (to quote a value that is not text). Entirely blank rows are skipped.
 */
export function parsePlayers(
  tab: string,
  values: Grid,
  formulas: Grid | null,
  layout: PlayersLayout,
  lang: EventLang,
  shown?: Shown,
): PlayerRow[] {
  const L = layout;
  const headers = playerHeaders(L, lang);
  const show = shown ?? plainShown(values);
  checkHeaders(tab, values, headers, show);
  const reserved = reservedNames();
  const out: PlayerRow[] = [];
  const seen = new Map<string, number>();
  for (let r = 1; r < values.length; r++) {
    const row = values[r] ?? [];
    const sheetRow = r + 1;
    let blank = true;
    for (let c = 0; c < L.width; c++) if (!isBlank(row[c]) || hasFormula(formulas, r, c)) blank = false;
    if (blank) continue;
    const at = (c: number) => ({ tab, row: sheetRow, column: columnLabel(c, headers) });
    const quote = (c: number) => quoted(row[c], () => show(r, c));
    const nameCell = row[L.name];
    if (hasFormula(formulas, r, L.name)) {
      throw new ArbitreError("event.nameFormula", { formula: String(formulas![r]![L.name]) }, at(0));
    }
    if (isBlank(nameCell)) throw new ArbitreError("event.nameMissing", {}, at(0));
    const nameText = typedName(nameCell, () => show(r, L.name));
    if (nameText === null) throw new ArbitreError("event.nameNotText", { value: quote(L.name) }, at(0));
    const name = cleanName(nameText);
    if (name.length > MAX_NAME_LENGTH)
      throw new ArbitreError(
        "event.nameTooLong",
        { start: `${name.slice(0, 30)}…`, length: name.length, max: MAX_NAME_LENGTH },
        at(0),
      );
    const key = nameKey(name);
    if (reserved.has(key)) throw new ArbitreError("event.nameReserved", { name }, at(0));
    const before = seen.get(key);
    if (before !== undefined) {
      throw new ArbitreError("event.duplicateName", { name, first: before, second: sheetRow }, at(0));
    }
    seen.set(key, sheetRow);
    const ratingCell = row[L.rating];
    const rating = number(ratingCell);
    if (!isBlank(ratingCell) && rating === null) {
      throw notANumber("event.badNumber", ratingCell, quote(L.rating), {}, at(L.rating));
    }
    // the army-points column, when the tab has it (an older Confrérie event: a number, no maximum)
    const apCell = L.armyPoints < 0 ? "" : row[L.armyPoints];
    const ap = number(apCell);
    if (!isBlank(apCell) && (ap === null || ap < 0)) {
      throw notANumber("event.badNumber", apCell, quote(L.armyPoints), {}, at(L.armyPoints));
    }
    if (L.maxArmyPoints !== null && ap !== null && ap > L.maxArmyPoints) {
      throw new ArbitreError(
        "event.armyTooBig",
        { name, points: quote(L.armyPoints), max: L.maxArmyPoints },
        at(L.armyPoints),
      );
    }
    // RULES §2: a list is worth 1 to 300 AP (the cell refuses 0 as it is typed)
    if (L.maxArmyPoints !== null && ap !== null && ap < 1) {
      throw new ArbitreError(
        "event.armyTooSmall",
        { name, points: ap, max: L.maxArmyPoints },
        at(L.armyPoints),
      );
    }
    const status = statusWord(row[L.status]);
    if (status === null) {
      throw new ArbitreError(
        "event.badWord",
        { value: quote(L.status), allowed: `${WORDS[lang].active}, ${WORDS[lang].dropped}` },
        at(L.status),
      );
    }
    out.push({
      row: sheetRow,
      name,
      key,
      club: str(row[L.club]),
      rating,
      armyPoints: ap,
      dropped: status === "dropped",
      notes: str(row[L.notes]),
      statusText: str(row[L.status]),
    });
  }
  return out;
}

export interface RoundsContext {
  tab: string;
  layout: RoundsLayout;
  lang: EventLang;
  /** Registered players by key (from the Players tab). */
  players: Map<string, PlayerRow>;
  /** Games and byes written per round (or stage), from the config: detects deleted rows. */
  expectedRows: { games: number; byes: number }[];
  topCut: boolean;
  /** What the tab's cells show (to quote a value that is not text); plain formatting when absent. */
  shown?: Shown;
  /** The longest army list of the system (RULES §2: 300 AP), the bound of army points left when a player's list is blank. */
  maxArmyPoints?: number | null;
  /** The Players tab's name, where a player's list is (in messages). */
  playersTab?: string;
}

/**
 * Reads a Rounds (or Top cut) tab. `values` are computed values (the result formulas evaluated),
 * `formulas` the same range's formulas. Returns the game rows in sheet order.
 */
export function parseRounds(ctx: RoundsContext, values: Grid, formulas: Grid | null): GameRow[] {
  const { tab, layout: L, lang } = ctx;
  const w = WORDS[lang];
  const headers = roundsHeaders(L, lang, ctx.topCut);
  const show = ctx.shown ?? plainShown(values);
  checkHeaders(tab, values, headers, show);
  // the reasons column (events created since it exists): one column after the layout
  const hasWhy = str((values[0] ?? [])[L.width]) === whyHeader(lang);
  const out: GameRow[] = [];
  const tablesByRound = new Map<number, Set<number>>();
  const seenInRound = new Map<number, Map<string, number>>();
  let lastRound = 0;
  const yesKey = foldWord(w.yes);
  const disputedKey = foldWord(w.disputed);
  const doubleKey = foldWord(w.doubleLoss);
  const drawKey = foldWord(w.draw);
  for (let r = 1; r < values.length; r++) {
    const row = values[r] ?? [];
    const sheetRow = r + 1;
    const at = (c: number) => ({ tab, row: sheetRow, column: columnLabel(c, headers) });
    const quote = (c: number) => quoted(row[c], () => show(r, c));
    let blank = true;
    for (let c = 0; c < L.width; c++) {
      if (L.computed.includes(c)) continue;
      if (!isBlank(row[c])) blank = false;
    }
    if (blank) continue;
    // computed columns must still be Arbitre's formulas: on a game row each one reads the row's
    // player A cell ($C12 on row 12; Sheets moves that reference with the row on insert and sort),
    // so that a formula typed over one (=1+1) is caught as well as a value. A bye row's are
    // constants (="").
    if (formulas) {
      const byeRow = isBlank(row[L.b]) || ["bye", "exempt"].includes(foldWord(str(row[L.b])));
      const own = byeRow ? null : `$${colLetter(L.a)}${sheetRow}`;
      for (const c of L.computed) {
        if (!hasFormula(formulas, r, c)) {
          throw new ArbitreError("event.computedOverwritten", { value: quote(c) }, at(c));
        }
        const f = String(formulas[r]![c]);
        if (own !== null && !new RegExp(`\\${own}(?!\\d)`).test(f))
          throw new ArbitreError("event.computedOverwritten", { value: f }, at(c));
      }
    }
    for (const c of [L.round, L.table, L.a, L.b]) {
      if (hasFormula(formulas, r, c)) {
        throw new ArbitreError("event.cellFormula", { formula: String(formulas![r]![c]) }, at(c));
      }
    }
    const round = number(row[L.round]);
    if (round === null || round < 1 || !Number.isInteger(round)) {
      throw notANumber("event.badRound", row[L.round], quote(L.round), {}, at(L.round));
    }
    if (round < lastRound)
      throw new ArbitreError("event.roundOrder", { round, previous: lastRound }, at(L.round));
    if (round > ctx.expectedRows.length) {
      throw new ArbitreError("event.unknownRound", { round, rounds: ctx.expectedRows.length }, at(L.round));
    }
    lastRound = round;
    const aCell = row[L.a];
    const bCell = row[L.b];
    if (isBlank(aCell)) throw new ArbitreError("event.nameMissing", {}, at(L.a));
    const aText = typedName(aCell, () => show(r, L.a));
    if (aText === null) throw new ArbitreError("event.nameNotText", { value: quote(L.a) }, at(L.a));
    const bText = typeof bCell === "string" ? bCell.trim() : "";
    const isBye = isBlank(bCell) || foldWord(bText) === "bye" || foldWord(bText) === "exempt";
    const bName = isBye ? "" : typedName(bCell, () => show(r, L.b));
    if (bName === null) throw new ArbitreError("event.nameNotText", { value: quote(L.b) }, at(L.b));
    const player = (cell: string, c: number): PlayerRow => {
      const p = ctx.players.get(nameKey(cell));
      if (!p) throw new ArbitreError("event.unknownPlayer", { name: cleanName(cell) }, at(c));
      return p;
    };
    const pa = player(aText, L.a);
    const pb = isBye ? null : player(bName, L.b);
    let seen = seenInRound.get(round);
    if (!seen) {
      seen = new Map();
      seenInRound.set(round, seen);
    }
    for (const [p, c] of [
      [pa, L.a],
      [pb, L.b],
    ] as [PlayerRow | null, number][]) {
      if (!p) continue;
      const prev = seen.get(p.key);
      if (prev !== undefined) {
        throw new ArbitreError("event.twiceInRound", { name: p.name, round, first: prev }, at(c));
      }
      seen.set(p.key, sheetRow);
    }
    let table = 0;
    if (!isBye) {
      const tn = number(row[L.table]);
      if (tn === null || tn < 1 || !Number.isInteger(tn)) {
        throw notANumber("event.badTable", row[L.table], quote(L.table), {}, at(L.table));
      }
      table = tn;
      let tables = tablesByRound.get(round);
      if (!tables) {
        tables = new Set();
        tablesByRound.set(round, tables);
      }
      if (tables.has(table)) throw new ArbitreError("event.tableTwice", { table, round }, at(L.table));
      tables.add(table);
    }
    const game: GameRow = {
      row: sheetRow,
      round,
      table,
      a: pa.name,
      b: pb ? pb.name : "",
      status: "pending",
      outcomeA: null,
      outcomeB: null,
      doubleLoss: false,
      armyA: null,
      armyB: null,
      hasInput: false,
      why: hasWhy ? str(row[L.width]) : "",
    };
    for (const c of L.inputs) if (!isBlank(row[c])) game.hasInput = true;
    if (isBye) {
      for (const c of L.inputs) {
        if (!isBlank(row[c])) throw new ArbitreError("event.byeInput", { value: quote(c) }, at(c));
      }
      game.status = "bye";
      game.outcomeA = "win";
      out.push(game);
      continue;
    }
    const aKey = pa.key;
    const bKey = pb!.key;
    const who = (v: unknown, c: number, extra: string[]): string => {
      // "a", "b", or a folded extra word
      if (isBlank(v)) return "";
      if (typeof v === "string") {
        const k = nameKey(v);
        if (k === aKey) return "a";
        if (k === bKey) return "b";
        const f = foldWord(v);
        if (extra.includes(f)) return f;
      } else if (typeof v === "number") {
        // a name made of digits, typed (or picked in the dropdown) without an apostrophe: Sheets
        // keeps the number 1984, which is the player "1984" as the cell shows it
        for (const text of [String(v), show(r, c)]) {
          const k = nameKey(text);
          if (k === aKey) return "a";
          if (k === bKey) return "b";
        }
      }
      throw new ArbitreError(
        typeof v === "number" ? "event.badChoiceNumber" : "event.badChoice",
        { value: quote(c), allowed: [pa.name, pb!.name, ...extraLabels(extra)].join(", ") },
        at(c),
      );
    };
    const extraLabels = (extra: string[]) =>
      extra.map((e) => (e === doubleKey ? w.doubleLoss : e === drawKey ? w.draw : e));
    const confirmWord = (v: unknown, c: number, allowed: string[]): string => {
      if (isBlank(v)) return "";
      const f = typeof v === "string" ? foldWord(v) : "";
      if (allowed.includes(f)) return f;
      throw new ArbitreError(
        "event.badWord",
        { value: quote(c), allowed: allowed.map((a) => (a === yesKey ? w.yes : w.disputed)).join(", ") },
        at(c),
      );
    };
    const decisionExtras = ctx.topCut ? [] : L.kind === "scores" ? [drawKey, doubleKey] : [doubleKey];
    const decision = who(row[L.decision], L.decision, decisionExtras);
    let outcome: { a: Outcome; b: Outcome; dl: boolean } | null = null;
    let status: GameStatus = "pending";
    if (L.kind === "winner") {
      const declared = who(row[L.declared], L.declared, []);
      const confirm = confirmWord(row[L.confirm], L.confirm, [yesKey, disputedKey]);
      if (declared !== "" && confirm === yesKey) {
        status = "confirmed";
        outcome = declared === "a" ? { a: "win", b: "loss", dl: false } : { a: "loss", b: "win", dl: false };
      } else if (confirm === disputedKey) status = "disputed";
      else if (declared !== "" || confirm !== "") status = "reported";
    } else {
      const score = (c: number): number | null => {
        const v = row[c];
        if (isBlank(v)) return null;
        const n = number(v);
        if (n === null || n < 0) throw notANumber("event.badScore", v, quote(c), {}, at(c));
        return n;
      };
      const sa = score(L.scoreA);
      const sb = score(L.scoreB);
      // army points left: a number from 0 to the player's own list (RULES §2), or to the
      // system's largest list when the Players tab has none for them
      const max = ctx.maxArmyPoints ?? Number.POSITIVE_INFINITY;
      const army = (c: number, p: PlayerRow): number | null => {
        const v = row[c];
        if (isBlank(v)) return null;
        const n = number(v);
        if (n === null || n < 0 || n > max) {
          throw notANumber("event.badArmyLeft", v, quote(c), { max }, at(c));
        }
        if (p.armyPoints !== null && n > p.armyPoints) {
          throw new ArbitreError(
            "event.armyLeftOverList",
            { value: quote(c), name: p.name, list: p.armyPoints, tab: ctx.playersTab ?? "", row: p.row },
            at(c),
          );
        }
        return n;
      };
      game.armyA = army(L.armyA, pa);
      game.armyB = army(L.armyB, pb!);
      const confirm = confirmWord(row[L.confirm], L.confirm, [disputedKey]);
      if (confirm === disputedKey) status = "disputed";
      else if (sa !== null && sb !== null) {
        status = "confirmed";
        outcome =
          sa > sb
            ? { a: "win", b: "loss", dl: false }
            : sa < sb
              ? { a: "loss", b: "win", dl: false }
              : { a: "draw", b: "draw", dl: false };
      } else if (sa !== null || sb !== null) status = "reported";
    }
    game.decisionCell = str(row[L.decision]);
    game.undecided = { status, outcomeA: outcome ? outcome.a : null, outcomeB: outcome ? outcome.b : null };
    if (decision !== "") {
      status = "decided";
      outcome =
        decision === "a"
          ? { a: "win", b: "loss", dl: false }
          : decision === "b"
            ? { a: "loss", b: "win", dl: false }
            : decision === drawKey
              ? { a: "draw", b: "draw", dl: false }
              : { a: "loss", b: "loss", dl: true };
    }
    game.status = status;
    if (outcome) {
      game.outcomeA = outcome.a;
      game.outcomeB = outcome.b;
      game.doubleLoss = outcome.dl;
    }
    out.push(game);
  }
  // deleted rows: every round written must still have all its rows
  const perRound = new Map<number, number>();
  for (const g of out) perRound.set(g.round, (perRound.get(g.round) ?? 0) + 1);
  for (let i = 0; i < ctx.expectedRows.length; i++) {
    const found = perRound.get(i + 1) ?? 0;
    const { games, byes } = ctx.expectedRows[i]!;
    const expected = games + byes;
    if (found !== expected) {
      const tables = tablesByRound.get(i + 1) ?? new Set<number>();
      const missing: number[] = [];
      for (let t = 1; t <= games && missing.length < 10; t++) if (!tables.has(t)) missing.push(t);
      if (missing.length === 0 && found < expected) missing.push(0);
      // Where the deleted (or extra) row is: the sheet row where the first missing table (or the
      // bye) would be now that the rows below moved up; column Table (or Joueur B for a bye row).
      const inRound = out.filter((g) => g.round === i + 1);
      const lastBefore = Math.max(1, ...out.filter((g) => g.round <= i).map((g) => g.row));
      let row = lastBefore + 1;
      let column: number = L.table;
      if (found < expected && missing[0] === 0) {
        column = L.b;
        if (inRound.length > 0) row = Math.max(...inRound.map((g) => g.row)) + 1;
      } else if (found < expected) {
        const t = missing[0]!;
        const above = inRound.filter((g) => g.table > 0 && g.table < t).map((g) => g.row);
        if (above.length > 0) row = Math.max(...above) + 1;
        else if (inRound.length > 0) row = Math.min(...inRound.map((g) => g.row));
      } else if (inRound.length > 0) {
        const odd = inRound.find((g) => g.table > games) ?? inRound[inRound.length - 1]!;
        row = odd.row;
      }
      throw new ArbitreError(
        found < expected
          ? missing[0] === 0
            ? "event.byeRowMissing"
            : missing.length === 1
              ? "event.rowsMissingOne"
              : "event.rowsMissing"
          : "event.rowsExtra",
        { round: i + 1, found, expected, tables: missing.join(", ") },
        { tab, row, column: columnLabel(column, headers) },
      );
    }
  }
  return out;
}
