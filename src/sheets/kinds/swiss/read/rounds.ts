/**
 * Reads a Rounds (or Top cut) tab (pure: 2-D arrays in, game rows out). Everything the tab holds is
 * checked before anything is computed from it: headers in place, names that are text (not
 * formulas), registered players, dropdown words, computed columns still computed, no row deleted.
 * A problem throws an ArbitreError located at the tab, sheet row and column ("C (Joueur A)").
 */

import type { GameStatus } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import { cleanName, foldWord, nameKey } from "../../../../engine/core/names";
import type { Outcome } from "../../../../engine/core/results";
import { isScore } from "../../../../engine/reports/swiss";
import { blank, columnLetter, type Shown } from "../../../gateway/index";
import { type EventLang, type RoundsLayout, roundsHeaders, WORDS, whyHeader } from "../schema";
import {
  checkHeaders,
  columnLabel,
  type Grid,
  hasFormula,
  notANumber,
  number,
  plainShown,
  quoted,
  sheetNumber,
  str,
  typedName,
} from "./cells";
import type { PlayerRow } from "./players";

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

/** A game as the Public tab lays out its pairings: table and players. */
export type PairedGame = Pick<GameRow, "table" | "a" | "b">;

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

/** One row of the tab as the steps below read it. */
interface RowCells {
  /** Index in the grid (0: the header row). */
  r: number;
  row: unknown[];
  sheetRow: number;
  show: Shown;
  /** Where a message about column `c` points. */
  at: (c: number) => { tab: string; row: number; column: string };
  /** Column `c`'s value as a message quotes it. */
  quote: (c: number) => string;
}

/** What the rows read so far hold, for the checks across rows. */
interface Seen {
  lastRound: number;
  tablesByRound: Map<number, Set<number>>;
  /** Each round's players, with the sheet row where each was first found. */
  playersByRound: Map<number, Map<string, number>>;
}

/** The dropdown words of the event's language, folded as typed words are compared. */
interface WordKeys {
  yes: string;
  disputed: string;
  doubleLoss: string;
  draw: string;
}

type Counted = { a: Outcome; b: Outcome; dl: boolean } | null;

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
  const seen: Seen = { lastRound: 0, tablesByRound: new Map(), playersByRound: new Map() };
  const keys: WordKeys = {
    yes: foldWord(w.yes),
    disputed: foldWord(w.disputed),
    doubleLoss: foldWord(w.doubleLoss),
    draw: foldWord(w.draw),
  };
  for (let r = 1; r < values.length; r++) {
    const row = values[r] ?? [];
    const sheetRow = r + 1;
    if (isBlankGameRow(L, row)) continue;
    const cells: RowCells = {
      r,
      row,
      sheetRow,
      show,
      at: (c) => ({ tab, row: sheetRow, column: columnLabel(c, headers) }),
      quote: (c) => quoted(row[c], () => show(r, c)),
    };
    if (formulas) checkComputed(L, formulas, cells);
    const { round, table, pa, pb } = readPairing(ctx, formulas, cells, seen);
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
    for (const c of L.inputs) if (!blank(row[c])) game.hasInput = true;
    if (pb === null) {
      for (const c of L.inputs) {
        if (!blank(row[c])) throw new ArbitreError("event.byeInput", { value: cells.quote(c) }, cells.at(c));
      }
      game.status = "bye";
      game.outcomeA = "win";
      out.push(game);
      continue;
    }
    readResult(ctx, cells, keys, game, pa, pb);
    out.push(game);
  }
  checkRowsKept(ctx, headers, out, seen.tablesByRound);
  return out;
}

/** A row with nothing typed in it (its computed columns aside). */
function isBlankGameRow(L: RoundsLayout, row: unknown[]): boolean {
  for (let c = 0; c < L.width; c++) {
    if (L.computed.includes(c)) continue;
    if (!blank(row[c])) return false;
  }
  return true;
}

/**
 * Computed columns must still be Arbitre's formulas: on a game row each one reads the row's
 * player A cell ($C12 on row 12; Sheets moves that reference with the row on insert and sort),
 * so that a formula typed over one (=1+1) is caught as well as a value. A bye row's are
 * constants (="").
 */
function checkComputed(L: RoundsLayout, formulas: Grid, cells: RowCells): void {
  const { r, row, sheetRow } = cells;
  const byeRow = blank(row[L.b]) || ["bye", "exempt"].includes(foldWord(str(row[L.b])));
  const own = byeRow ? null : `$${columnLetter(L.a + 1)}${sheetRow}`;
  for (const c of L.computed) {
    if (!hasFormula(formulas, r, c)) {
      throw new ArbitreError("event.computedOverwritten", { value: cells.quote(c) }, cells.at(c));
    }
    const f = String(formulas[r]![c]);
    if (own !== null && !new RegExp(`\\${own}(?!\\d)`).test(f))
      throw new ArbitreError("event.computedOverwritten", { value: f }, cells.at(c));
  }
}

/**
 * The row's round, table and players (player B null for a bye): typed, not formulas; rounds in
 * order and written; players registered, once per round; tables numbered, once per round.
 */
function readPairing(
  ctx: RoundsContext,
  formulas: Grid | null,
  cells: RowCells,
  seen: Seen,
): { round: number; table: number; pa: PlayerRow; pb: PlayerRow | null } {
  const L = ctx.layout;
  const { r, row, sheetRow, show, at, quote } = cells;
  for (const c of [L.round, L.table, L.a, L.b]) {
    if (hasFormula(formulas, r, c)) {
      throw new ArbitreError("event.cellFormula", { formula: String(formulas![r]![c]) }, at(c));
    }
  }
  const round = number(row[L.round]);
  if (round === null || round < 1 || !Number.isInteger(round)) {
    throw notANumber("event.badRound", row[L.round], quote(L.round), {}, at(L.round));
  }
  if (round < seen.lastRound)
    throw new ArbitreError("event.roundOrder", { round, previous: seen.lastRound }, at(L.round));
  if (round > ctx.expectedRows.length) {
    throw new ArbitreError("event.unknownRound", { round, rounds: ctx.expectedRows.length }, at(L.round));
  }
  seen.lastRound = round;
  const aCell = row[L.a];
  const bCell = row[L.b];
  if (blank(aCell)) throw new ArbitreError("event.nameMissing", {}, at(L.a));
  const aText = typedName(aCell, () => show(r, L.a));
  if (aText === null) throw new ArbitreError("event.nameNotText", { value: quote(L.a) }, at(L.a));
  const bText = typeof bCell === "string" ? bCell.trim() : "";
  const isBye = blank(bCell) || foldWord(bText) === "bye" || foldWord(bText) === "exempt";
  const bName = isBye ? "" : typedName(bCell, () => show(r, L.b));
  if (bName === null) throw new ArbitreError("event.nameNotText", { value: quote(L.b) }, at(L.b));
  const player = (cell: string, c: number): PlayerRow => {
    const p = ctx.players.get(nameKey(cell));
    if (!p) throw new ArbitreError("event.unknownPlayer", { name: cleanName(cell) }, at(c));
    return p;
  };
  const pa = player(aText, L.a);
  const pb = isBye ? null : player(bName, L.b);
  let inRound = seen.playersByRound.get(round);
  if (!inRound) {
    inRound = new Map();
    seen.playersByRound.set(round, inRound);
  }
  for (const [p, c] of [
    [pa, L.a],
    [pb, L.b],
  ] as [PlayerRow | null, number][]) {
    if (!p) continue;
    const prev = inRound.get(p.key);
    if (prev !== undefined) {
      throw new ArbitreError("event.twiceInRound", { name: p.name, round, first: prev }, at(c));
    }
    inRound.set(p.key, sheetRow);
  }
  let table = 0;
  if (!isBye) {
    const tn = number(row[L.table]);
    if (tn === null || tn < 1 || !Number.isInteger(tn)) {
      throw notANumber("event.badTable", row[L.table], quote(L.table), {}, at(L.table));
    }
    table = tn;
    let tables = seen.tablesByRound.get(round);
    if (!tables) {
      tables = new Set();
      seen.tablesByRound.set(round, tables);
    }
    if (tables.has(table)) throw new ArbitreError("event.tableTwice", { table, round }, at(L.table));
    tables.add(table);
  }
  return { round, table, pa, pb };
}

/** The dropdown cells of a game row: a player of the game (or an extra word), a confirmation word. */
function choiceCells(ctx: RoundsContext, cells: RowCells, keys: WordKeys, pa: PlayerRow, pb: PlayerRow) {
  const w = WORDS[ctx.lang];
  const { r, show, at, quote } = cells;
  const aKey = pa.key;
  const bKey = pb.key;
  const extraLabels = (extra: string[]) =>
    extra.map((e) => (e === keys.doubleLoss ? w.doubleLoss : e === keys.draw ? w.draw : e));
  const who = (v: unknown, c: number, extra: string[]): string => {
    // "a", "b", or a folded extra word
    if (blank(v)) return "";
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
      { value: quote(c), allowed: [pa.name, pb.name, ...extraLabels(extra)].join(", ") },
      at(c),
    );
  };
  const confirmWord = (v: unknown, c: number, allowed: string[]): string => {
    if (blank(v)) return "";
    const f = typeof v === "string" ? foldWord(v) : "";
    if (allowed.includes(f)) return f;
    throw new ArbitreError(
      "event.badWord",
      { value: quote(c), allowed: allowed.map((a) => (a === keys.yes ? w.yes : w.disputed)).join(", ") },
      at(c),
    );
  };
  return { who, confirmWord };
}

type Choices = ReturnType<typeof choiceCells>;

/**
 * A game's result: what the players entered (winner declared and confirmed, or scores and army
 * points left), then the organiser's decision over it; `game` gets its status and outcomes.
 */
function readResult(
  ctx: RoundsContext,
  cells: RowCells,
  keys: WordKeys,
  game: GameRow,
  pa: PlayerRow,
  pb: PlayerRow,
): void {
  const L = ctx.layout;
  const { row } = cells;
  const choices = choiceCells(ctx, cells, keys, pa, pb);
  const decisionExtras = ctx.topCut
    ? []
    : L.kind === "scores"
      ? [keys.draw, keys.doubleLoss]
      : [keys.doubleLoss];
  const decision = choices.who(row[L.decision], L.decision, decisionExtras);
  let { status, outcome } =
    L.kind === "winner"
      ? winnerEntered(L, cells, keys, choices)
      : scoresEntered(ctx, cells, keys, choices, game, pa, pb);
  game.decisionCell = str(row[L.decision]);
  game.undecided = { status, outcomeA: outcome ? outcome.a : null, outcomeB: outcome ? outcome.b : null };
  if (decision !== "") {
    status = "decided";
    outcome =
      decision === "a"
        ? { a: "win", b: "loss", dl: false }
        : decision === "b"
          ? { a: "loss", b: "win", dl: false }
          : decision === keys.draw
            ? { a: "draw", b: "draw", dl: false }
            : { a: "loss", b: "loss", dl: true };
  }
  game.status = status;
  if (outcome) {
    game.outcomeA = outcome.a;
    game.outcomeB = outcome.b;
    game.doubleLoss = outcome.dl;
  }
}

/** The winner layout: the winner declared, then confirmed (or disputed) by the opponent. */
function winnerEntered(
  L: RoundsLayout,
  cells: RowCells,
  keys: WordKeys,
  choices: Choices,
): { status: GameStatus; outcome: Counted } {
  const { row } = cells;
  const declared = choices.who(row[L.declared], L.declared, []);
  const confirm = choices.confirmWord(row[L.confirm], L.confirm, [keys.yes, keys.disputed]);
  if (declared !== "" && confirm === keys.yes) {
    return {
      status: "confirmed",
      outcome: declared === "a" ? { a: "win", b: "loss", dl: false } : { a: "loss", b: "win", dl: false },
    };
  }
  if (confirm === keys.disputed) return { status: "disputed", outcome: null };
  if (declared !== "" || confirm !== "") return { status: "reported", outcome: null };
  return { status: "pending", outcome: null };
}

/**
 * The scores layout: both scores (the higher wins, equal is a draw), each player's army points
 * left (kept in `game`), and the dispute word.
 */
function scoresEntered(
  ctx: RoundsContext,
  cells: RowCells,
  keys: WordKeys,
  choices: Choices,
  game: GameRow,
  pa: PlayerRow,
  pb: PlayerRow,
): { status: GameStatus; outcome: Counted } {
  const L = ctx.layout;
  const { row, at, quote } = cells;
  // a cell means what the sheet means: text is no number there (the status formula's ISNUMBER)
  const typedAsText = (c: number): ArbitreError =>
    new ArbitreError("event.typedAsText", { value: quote(c) }, at(c));
  const score = (c: number): number | null => {
    const v = row[c];
    if (blank(v)) return null;
    if (typeof v === "string") throw typedAsText(c);
    const n = sheetNumber(v);
    if (n === null || !isScore(n)) throw notANumber("event.badScore", v, quote(c), {}, at(c));
    return n;
  };
  const sa = score(L.scoreA);
  const sb = score(L.scoreB);
  // army points left: a number from 0 to the player's own list (RULES §2), or to the
  // system's largest list when the Players tab has none for them
  const max = ctx.maxArmyPoints ?? Number.POSITIVE_INFINITY;
  const army = (c: number, p: PlayerRow): number | null => {
    const v = row[c];
    if (blank(v)) return null;
    if (typeof v === "string") throw typedAsText(c);
    const n = sheetNumber(v);
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
  game.armyB = army(L.armyB, pb);
  const confirm = choices.confirmWord(row[L.confirm], L.confirm, [keys.disputed]);
  if (confirm === keys.disputed) return { status: "disputed", outcome: null };
  if (sa !== null && sb !== null) {
    return {
      status: "confirmed",
      outcome:
        sa > sb
          ? { a: "win", b: "loss", dl: false }
          : sa < sb
            ? { a: "loss", b: "win", dl: false }
            : { a: "draw", b: "draw", dl: false },
    };
  }
  if (sa !== null || sb !== null) return { status: "reported", outcome: null };
  return { status: "pending", outcome: null };
}

/**
 * Deleted rows: every round written must still have all its rows. The message points where the
 * deleted (or extra) row is.
 */
function checkRowsKept(
  ctx: RoundsContext,
  headers: string[],
  out: GameRow[],
  tablesByRound: Map<number, Set<number>>,
): void {
  const L = ctx.layout;
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
        { tab: ctx.tab, row, column: columnLabel(column, headers) },
      );
    }
  }
}
