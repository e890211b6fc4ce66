/**
 * The Masters tab (RULES §5): three blocks side by side, written and read in one go each.
 *   A–D  the candidates from the year-end ranking: seed (1–16, withdrawals skipped), player,
 *        annual rank, and a "withdrawn" checkbox the organiser ticks before preparing again;
 *   F–P  the 120 games: match, table, seed and player of each side, then what the organiser
 *        types: coups won by each side, tops of each side, and the top-top checkbox of a draw;
 *   R–AB the standings (Update Masters): rank, player, points, wins, draws, losses, tops, coups
 *        conceded, coups taken, head-to-head, and "play-off" when first place is tied.
 * The match sheets to print are the games block, match by match (8 tables each).
 */
import {
  type MastersField,
  type MastersGame,
  type MastersPairing,
  type MastersStanding,
  mastersProblems,
  mastersStandings,
} from "../../../engine/circuit/masters-final";
import type { CircuitRanking } from "../../../engine/circuit/types";
import { ArbitreError } from "../../../engine/core/errors";
import { cleanName, foldWord, nameKey } from "../../../engine/core/names";
import { type Lang, t } from "../../../i18n/index";
import { blank, type Row, type SavedCell, type Sheet, typedCell } from "../../gateway/index";

/** The first data row (1-based) of every block: a title, a help line, a blank, the headers. */
export const MASTERS_FIRST_ROW = 5;
export const FIELD = { seed: 0, player: 1, annual: 2, withdrawn: 3, width: 4 } as const;
export const GAMES_COL = 5;
export const GAME = {
  match: 0,
  table: 1,
  seedA: 2,
  a: 3,
  seedB: 4,
  b: 5,
  coupsA: 6,
  coupsB: 7,
  topsA: 8,
  topsB: 9,
  topTop: 10,
  width: 11,
} as const;
export const STANDINGS_COL = 17;
export const STANDINGS_WIDTH = 11;
export const MASTERS_WIDTH = STANDINGS_COL + STANDINGS_WIDTH;
/** Candidates listed from the year-end ranking: 16 and up to 8 replacements, at least. */
export const CANDIDATES = 24;

/**
 * How many players of the year-end ranking the Masters tab lists: at least 24, and always the
 * field's last player and the 8 after it (room to tick further withdrawals).
 */
export function candidateCount(ranking: CircuitRanking, field: MastersField): number {
  const keys = new Set(field.players.map((p) => nameKey(p.player)));
  let last = 0;
  ranking.rows.forEach((r, i) => {
    if (keys.has(nameKey(r.player))) last = i + 1;
  });
  return Math.min(ranking.rows.length, Math.max(CANDIDATES, last + 8));
}

const txt = (s: string): string => (s === "" ? "" : `'${s}`);

function header(keys: string[], lang: Lang): string[] {
  return keys.map((k) => t(lang, `masters.hdr.${k}`));
}

const FIELD_KEYS = ["seed", "player", "annual", "withdrawn"];
const GAME_KEYS = [
  "match",
  "table",
  "seedA",
  "a",
  "seedB",
  "b",
  "coupsA",
  "coupsB",
  "topsA",
  "topsB",
  "topTop",
];
const STANDING_KEYS = [
  "rank",
  "player",
  "points",
  "wins",
  "draws",
  "losses",
  "tops",
  "conceded",
  "taken",
  "headToHead",
  "playoff",
];

/** The column header of a game cell, for messages. */
export function gameHeader(col: keyof typeof GAME, lang: Lang): string {
  return t(lang, `masters.hdr.${col}`);
}

/** What was typed in the games block, by "match:table", to keep it when the pairing stays. */
export type TypedGames = Map<string, { a: string; b: string; cells: SavedCell[] }>;

/** The Masters tab, rows of MASTERS_WIDTH cells. */
export function mastersRows(
  year: number,
  ranking: CircuitRanking,
  field: MastersField,
  withdrawn: Set<string>,
  pairings: MastersPairing[],
  typed: TypedGames,
  standings: MastersStanding[] | null,
  lang: Lang,
): Row[] {
  const rows: Row[] = [];
  const put = (r: number, c: number, v: SavedCell) => {
    while (rows.length <= r) rows.push(new Array(MASTERS_WIDTH).fill(""));
    rows[r]![c] = v;
  };
  put(0, 0, txt(t(lang, "masters.title", { year })));
  put(1, 0, txt(t(lang, "masters.help")));
  const head = MASTERS_FIRST_ROW - 2;
  header(FIELD_KEYS, lang).forEach((h, i) => {
    put(head, i, h);
  });
  header(GAME_KEYS, lang).forEach((h, i) => {
    put(head, GAMES_COL + i, h);
  });
  header(STANDING_KEYS, lang).forEach((h, i) => {
    put(head, STANDINGS_COL + i, h);
  });
  const seeds = new Map(field.players.map((p) => [nameKey(p.player), p.seed]));
  ranking.rows.slice(0, candidateCount(ranking, field)).forEach((r, i) => {
    const row = head + 1 + i;
    put(row, FIELD.seed, seeds.get(nameKey(r.player)) ?? "");
    put(row, FIELD.player, txt(r.player));
    put(row, FIELD.annual, r.rank);
    put(row, FIELD.withdrawn, withdrawn.has(nameKey(r.player)));
  });
  pairings.forEach((p, i) => {
    const row = head + 1 + i;
    const c = GAMES_COL;
    put(row, c + GAME.match, p.match);
    put(row, c + GAME.table, p.table);
    put(row, c + GAME.seedA, p.seedA);
    put(row, c + GAME.a, txt(p.a));
    put(row, c + GAME.seedB, p.seedB);
    put(row, c + GAME.b, txt(p.b));
    const kept = typed.get(`${p.match}:${p.table}`);
    const same = kept && nameKey(kept.a) === nameKey(p.a) && nameKey(kept.b) === nameKey(p.b);
    const cells = same ? kept!.cells : ["", "", "", "", false];
    cells.forEach((v, k) => {
      put(row, c + GAME.coupsA + k, v);
    });
  });
  (standings ?? []).forEach((s, i) => {
    const row = head + 1 + i;
    const c = STANDINGS_COL;
    [
      s.rank,
      txt(s.player),
      s.points,
      s.wins,
      s.draws,
      s.losses,
      s.tops,
      s.conceded,
      s.taken,
      s.headToHead,
      s.playoff ? t(lang, "masters.playoff") : "",
    ].forEach((v, k) => {
      put(row, c + k, v);
    });
  });
  return rows;
}

/** The match sheets' columns: table, seed and player of each side, what is typed, signatures. */
export const SHEET_WIDTHS = [56, 56, 200, 56, 200, 72, 72, 64, 64, 72, 160];
/** Rows of one match's block: its title, a note, the header, 8 tables, a blank row. */
export const SHEET_BLOCK = 12;

/**
 * The Masters' match sheets, to print and hand to the tables: one block per match (its title, a
 * note, the header, its 8 tables with blank cells for the coups, tops, top-top and signatures).
 * `bold`: the 1-based rows of titles and headers.
 */
export function matchSheetRows(
  name: string,
  year: number,
  pairings: MastersPairing[],
  mastersTab: string,
  lang: Lang,
): { rows: Row[]; bold: number[] } {
  const rows: Row[] = [];
  const bold: number[] = [];
  const head = [
    ...header(["table", "seedA", "a", "seedB", "b", "coupsA", "coupsB", "topsA", "topsB", "topTop"], lang),
    t(lang, "masters.sheet.signatures"),
  ];
  const matches = [...new Set(pairings.map((p) => p.match))];
  for (const m of matches) {
    rows.push([txt(t(lang, "masters.sheet.title", { name, year, match: m }))]);
    bold.push(rows.length);
    rows.push([txt(t(lang, "masters.sheet.note", { tab: mastersTab }))]);
    rows.push(head);
    bold.push(rows.length);
    for (const p of pairings.filter((x) => x.match === m))
      rows.push([p.table, p.seedA, txt(p.a), p.seedB, txt(p.b), "", "", "", "", "", ""]);
    rows.push([]);
  }
  return { rows, bold };
}

/**
 * A top-top or withdrawal cell: the checkbox (TRUE / FALSE), 1 / 0, or a word typed by hand (oui,
 * non, yes, no, vrai, faux, true, false, x); blank is no. Anything else: null, named as unreadable.
 */
export function topTopOf(v: unknown): boolean | null {
  if (typeof v === "boolean") return v;
  if (blank(v)) return false;
  if (v === 1 || v === 0) return v === 1;
  if (typeof v !== "string") return null;
  const w = foldWord(v);
  if (["oui", "o", "yes", "y", "vrai", "true", "x", "1"].includes(w)) return true;
  if (["non", "n", "no", "faux", "false", "0"].includes(w)) return false;
  return null;
}

/**
 * The Masters tab's input look, from row MASTERS_FIRST_ROW, laid afresh (the previous one taken off
 * first: none is left on a row a hand insertion had pushed below the games): one match in two on a
 * grey band (each match's 8 tables read and print as one sheet), the checkboxes (withdrawals over
 * the `listed` candidates, the top-top mark of each game) and the counts' rule. `matches`: each game
 * row's match.
 */
export function mastersInputLook(sheet: Sheet, listed: number, matches: number[], lang: Lang): void {
  const first = MASTERS_FIRST_ROW;
  const bands = true;
  takeOffInputLook(sheet, bands);
  layInputLook(
    sheet,
    Array.from({ length: listed }, (_, i) => first + i),
    matches.map((match, i) => ({ row: first + i, match })),
    lang,
    bands,
  );
}

/** The Masters tab's input look taken off from row MASTERS_FIRST_ROW down (`bands`: the grey bands too). */
function takeOffInputLook(sheet: Sheet, bands: boolean): void {
  const first = MASTERS_FIRST_ROW;
  const below = sheet.getMaxRows() - first + 1;
  if (below <= 0) return;
  sheet.getRange(first, 1, below, MASTERS_WIDTH).clearDataValidations();
  if (bands) sheet.getRange(first, GAMES_COL + 1, below, GAME.width).setBackground(null);
}

/** Rows (1-based, ascending) as runs of consecutive rows: one call per run. */
function runsOf(rows: number[]): { first: number; count: number }[] {
  const runs: { first: number; count: number }[] = [];
  for (const row of rows) {
    const last = runs[runs.length - 1];
    if (last && last.first + last.count === row) last.count++;
    else runs.push({ first: row, count: 1 });
  }
  return runs;
}

/** The input look over the rows given (1-based): the candidates' and the games' (with their match). */
function layInputLook(
  sheet: Sheet,
  candidates: number[],
  games: { row: number; match: number }[],
  lang: Lang,
  bands: boolean,
): void {
  const matchAt = new Map(games.map((g) => [g.row, g.match]));
  for (const run of runsOf(games.map((g) => g.row))) {
    if (bands)
      sheet
        .getRange(run.first, GAMES_COL + 1, run.count, GAME.width)
        .setBackgrounds(
          Array.from({ length: run.count }, (_, i) =>
            new Array(GAME.width).fill((matchAt.get(run.first + i) ?? 0) % 2 === 0 ? "#f1f3f4" : "#ffffff"),
          ),
        );
    sheet
      .getRange(run.first, GAMES_COL + GAME.topTop + 1, run.count, 1)
      .setDataValidation(SpreadsheetApp.newDataValidation().requireCheckbox().build());
    sheet
      .getRange(run.first, GAMES_COL + GAME.coupsA + 1, run.count, 4)
      .setDataValidation(
        SpreadsheetApp.newDataValidation()
          .requireNumberBetween(0, 12)
          .setAllowInvalid(false)
          .setHelpText(t(lang, "masters.help.count"))
          .build(),
      );
  }
  for (const run of runsOf(candidates))
    sheet
      .getRange(run.first, FIELD.withdrawn + 1, run.count, 1)
      .setDataValidation(SpreadsheetApp.newDataValidation().requireCheckbox().build());
}

/**
 * The Masters tab put back by Undo (`rows` as saved): its input look taken off, then laid again on
 * the rows of the candidates and the games those rows hold, where each one is (a row the organiser
 * inserted among them gets none; none for a tab never prepared). `bands`: the grey bands too (the
 * undo copy did not keep the tab's backgrounds).
 */
export function mastersLookAfterUndo(sheet: Sheet, rows: unknown[][], lang: Lang, bands: boolean): void {
  const first = MASTERS_FIRST_ROW;
  takeOffInputLook(sheet, bands);
  const candidates: number[] = [];
  const games: { row: number; match: number }[] = [];
  for (let r = first - 1; r < rows.length; r++) {
    const row = rows[r] ?? [];
    if (!blank(row[FIELD.player])) candidates.push(r + 1);
    const match = row[GAMES_COL + GAME.match];
    if (typeof match === "number") games.push({ row: r + 1, match });
  }
  layInputLook(sheet, candidates, games, lang, bands);
}

/** A typed cell as it is written back: numbers, booleans and dates as they are, text kept as text. */
const asTyped = (v: unknown): SavedCell => (blank(v) ? "" : typedCell(v, ""));

/** The Masters tab as read: its year, field, withdrawals, the games typed, and the results entered. */
export interface MastersRead {
  year: number | null;
  field: MastersField;
  withdrawn: Set<string>;
  /** Withdrawal cells that cannot be read (neither ticked nor not), each with its cell. */
  badWithdrawals: ArbitreError[];
  typed: TypedGames;
  games: MastersGame[];
  /** Games with every cell blank (not played yet), and the rows of the games block. */
  done: number;
  problems: ArbitreError[];
}

/** Reads the Masters tab (values as read): `tab` names it in messages. */
export function readMasters(values: unknown[][], tab: string, lang: Lang, year: number | null): MastersRead {
  const first = MASTERS_FIRST_ROW - 1;
  const players: MastersField["players"] = [];
  const withdrawn = new Set<string>();
  const badWithdrawals: ArbitreError[] = [];
  for (let r = first; r < values.length; r++) {
    const row = values[r] ?? [];
    const player = row[FIELD.player];
    if (typeof player !== "string" || player.trim() === "") continue;
    // read as the top-top is: the checkbox, or oui / x / 1 typed by hand
    const out = topTopOf(row[FIELD.withdrawn]);
    if (out === true) withdrawn.add(nameKey(player));
    if (out === null)
      badWithdrawals.push(
        new ArbitreError(
          "masters.badTopTop",
          { value: String(row[FIELD.withdrawn]) },
          { tab, row: r + 1, column: t(lang, "masters.hdr.withdrawn") },
        ),
      );
    const seed = row[FIELD.seed];
    if (typeof seed === "number")
      players.push({ seed, player: cleanName(player), annualRank: Number(row[FIELD.annual]) || 0 });
  }
  const typed: TypedGames = new Map();
  const games: MastersGame[] = [];
  const problems: ArbitreError[] = [];
  let done = 0;
  for (let r = first; r < values.length; r++) {
    const row = values[r] ?? [];
    const cell = (k: number) => row[GAMES_COL + k];
    const match = cell(GAME.match);
    if (typeof match !== "number") continue;
    const a = String(cell(GAME.a) ?? "");
    const b = String(cell(GAME.b) ?? "");
    const entered = [GAME.coupsA, GAME.coupsB, GAME.topsA, GAME.topsB].map(cell);
    const tick = cell(GAME.topTop);
    const topTop = topTopOf(tick);
    // kept exactly as typed when the Masters is prepared again (a checkbox stays a checkbox)
    typed.set(`${match}:${cell(GAME.table)}`, {
      a,
      b,
      cells: [...entered.map(asTyped), blank(tick) ? false : asTyped(tick)],
    });
    if (entered.every(blank) && topTop === false) continue;
    if (topTop === null)
      problems.push(
        new ArbitreError(
          "masters.badTopTop",
          { value: String(tick) },
          { tab, row: r + 1, column: gameHeader("topTop", lang) },
        ),
      );
    const num = (k: keyof typeof GAME) => {
      const v = cell(GAME[k]);
      if (blank(v) && (k === "topsA" || k === "topsB")) return 0;
      if (typeof v === "number") return v;
      problems.push(
        new ArbitreError(
          blank(v) ? "masters.missingCount" : "masters.badCount",
          { value: blank(v) ? "" : String(v), max: 12 },
          { tab, row: r + 1, column: gameHeader(k, lang) },
        ),
      );
      return Number.NaN;
    };
    const g: MastersGame = {
      match,
      a,
      b,
      coupsA: num("coupsA"),
      coupsB: num("coupsB"),
      topsA: num("topsA"),
      topsB: num("topsB"),
      topTop: topTop === true,
      row: r + 1,
    };
    if (topTop === null || [g.coupsA, g.coupsB, g.topsA, g.topsB].some(Number.isNaN)) continue;
    games.push(g);
    done++;
  }
  return {
    year,
    field: { players: players.sort((x, y) => x.seed - y.seed), tiedOut: [] },
    withdrawn,
    badWithdrawals,
    typed,
    games,
    done,
    problems,
  };
}

/**
 * The Masters standings from the games read, an impossible game named with the Masters tab, its
 * row and its column's header (the engine locates it by row and column id).
 */
export function locatedStandings(m: MastersRead, tab: string, lang: Lang): MastersStanding[] {
  try {
    return mastersStandings(m.field, m.games);
  } catch (e) {
    if (!(e instanceof ArbitreError)) throw e;
    throw located(e, tab, lang);
  }
}

/** An engine problem of a game named with the Masters tab, its row and its column's header. */
function located(e: ArbitreError, tab: string, lang: Lang): ArbitreError {
  const col = e.at.column as keyof typeof GAME | undefined;
  return new ArbitreError(e.key, e.params, {
    tab,
    ...(e.at.row !== undefined ? { row: e.at.row } : {}),
    ...(col && col in GAME ? { column: gameHeader(col, lang) } : {}),
  });
}

/**
 * Every problem of the Masters tab at once, in row order: the cells that cannot be read and the
 * games the engine refuses (a count of 13 with a blank cell elsewhere: both said).
 */
export function mastersTabProblems(m: MastersRead, tab: string, lang: Lang): ArbitreError[] {
  const found = mastersProblems(m.field, m.games).map((e) => located(e, tab, lang));
  return [...m.problems, ...found].sort((a, b) => (a.at.row ?? 0) - (b.at.row ?? 0));
}
