/**
 * Bad input of a Tarot duplicate (RULES §6): every problem of the deal rows, each an
 * ArbitreError (a message key and its data, no words) located by `arg` "deals", the caller's `row`
 * and a column id (`tournament`, `date`, `deal`, `side`, `participant`, `differential`) that the
 * layers above turn into the column's name. Nothing is computed from deals with a problem.
 *
 * The same single pass indexes the rows for the computation (src/engine/tarot/report.ts): names and
 * tournament ids are interned to numbers once, each tournament's deals are grouped by number, and
 * each human's rows are listed in order.
 */
import { ArbitreError, type ErrorCode, type Location } from "../core/errors";
import { foldWord, nameKey, spellingKey } from "../core/names";
import { rowSpan } from "../core/rows";
import { DIFFERENTIAL_MAX, differentialInRange } from "./percent";
import type { DealRow, Side } from "./types";

export type TarotColumn = "tournament" | "date" | "deal" | "side" | "participant" | "differential";

const SIDES: Record<string, Side> = {
  attaque: "attack",
  attack: "attack",
  defense: "defence",
  defence: "defence",
};

/** attaque / attack → "attack"; défense / defense / defence → "defence" (any case, accents); else null. */
export function parseSide(value: string): Side | null {
  if (typeof value !== "string") return null;
  return SIDES[foldWord(value)] ?? null;
}

/** Names that mark the bot's row when `bot` is not given. */
const BOT_NAMES = new Set(["bot", "robot", "ordinateur", "computer"]);

export const isBotName = (name: string): boolean => BOT_NAMES.has(foldWord(name));

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of "YYYY-MM-DD", or null when it is not a real calendar day. */
export function dayNumber(date: string): number | null {
  if (typeof date !== "string") return null;
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const y = Number(m[1]);
  const mo = Number(m[2]);
  const d = Number(m[3]);
  const t = Date.UTC(y, mo - 1, d);
  const dt = new Date(t);
  if (dt.getUTCFullYear() !== y || dt.getUTCMonth() !== mo - 1 || dt.getUTCDate() !== d) return null;
  return t / DAY_MS;
}

/** One row as the computation reads it. */
export interface IndexedRow {
  /** Index of the row in the input. */
  i: number;
  tournament: number;
  day: number;
  date: string;
  deal: number;
  side: Side;
  participant: number;
  bot: boolean;
  unfinished: boolean;
  differential: number;
}

export interface IndexedTournament {
  id: string;
  date: string;
  day: number;
  /** Rows of each deal number (indices into `rows`). */
  deals: Map<number, number[]>;
}

export interface IndexedParticipant {
  name: string;
  bot: boolean;
  /** Indices into `rows`, in input order (chronological once validated). */
  rows: number[];
}

export interface DealIndex {
  rows: IndexedRow[];
  tournaments: IndexedTournament[];
  participants: IndexedParticipant[];
  /** The last deal's day ("YYYY-MM-DD"), null with no row. */
  lastDate: string | null;
}

const rowOf = (x: { row?: number }, i: number): number => x.row ?? i + 1;

/** A problem, with its row and the order it was found in (problems are sorted by both). */
interface Said {
  row: number;
  n: number;
  err: ArbitreError;
}

/** A tournament id as typed, trimmed, with its key. */
interface TournamentKey {
  id: string;
  key: string;
}

/** A participant's name as typed, cleaned, with its key and whether it names the bot. */
interface NameKey {
  name: string;
  key: string;
  bot: boolean;
}

/** What the pass over the rows remembers from row to row, and the index it builds. */
interface IndexPass {
  deals: readonly DealRow[];
  problems: Said[];
  rows: IndexedRow[];
  tournaments: IndexedTournament[];
  participants: IndexedParticipant[];
  tournamentOf: Map<string, number>;
  participantOf: Map<string, number>;
  // Caches: the same few spellings recur on every row.
  dayOf: Map<string, number | null>;
  sideOf: Map<string, Side | null>;
  nameOf: Map<string, NameKey>;
  tidOf: Map<string, TournamentKey>;
  /** First row of each tournament, whether it has a bot row. */
  firstRow: number[];
  hasBot: boolean[];
  /** tournament → deal → participant → its index in `deals` (duplicates); and the bot's row per deal. */
  seen: Map<number, Map<number, number>>[];
  botRow: Map<number, number>[];
  dealFirstRow: Map<number, number>[];
  /** Per tournament: the rows repeated exactly (first copy, second copy). */
  copies: Map<number, { first: number[]; second: number[] }>;
  /** Per participant: its last row kept (dates out of order), −1 before any. */
  lastIndex: number[];
  lastDate: string | null;
  /** The row being read: one object, filled again for each row (no allocation per row). */
  cells: RowCells;
}

function bad(
  pass: IndexPass,
  row: number,
  column: TarotColumn,
  key: string,
  params = {},
  code: ErrorCode | null = null,
): void {
  const at: Location = { arg: "deals", row, column };
  pass.problems.push({ row, n: pass.problems.length, err: new ArbitreError(key, params, at, {}, code) });
}

/** Every problem of the rows, in row order, and the index the computation reads when there is none. */
export function indexDeals(deals: readonly DealRow[]): { problems: ArbitreError[]; index: DealIndex } {
  const pass: IndexPass = {
    deals,
    problems: [],
    rows: [],
    tournaments: [],
    participants: [],
    tournamentOf: new Map(),
    participantOf: new Map(),
    dayOf: new Map(),
    sideOf: new Map(),
    nameOf: new Map(),
    tidOf: new Map(),
    firstRow: [],
    hasBot: [],
    seen: [],
    botRow: [],
    dealFirstRow: [],
    copies: new Map(),
    lastIndex: [],
    lastDate: null,
    cells: {
      d: { tournament: "", date: "", deal: 0, side: "", participant: "", differential: null },
      i: 0,
      row: 0,
      tk: { id: "", key: "" },
      day: 0,
      side: "attack",
      nk: { name: "", key: "", bot: false },
      bot: false,
      unfinished: false,
    },
  };
  for (let i = 0; i < deals.length; i++) {
    const cells = rowCells(pass, deals[i]!, i);
    if (cells !== null) indexRow(pass, cells);
  }
  pastedTwice(pass);
  const twoWays = spelledTwoWays(pass);
  // Only said of rows without another problem (a bot row with a bad side is not "no bot row").
  if (pass.problems.every((x) => x.err.code === "tarotSpelling"))
    for (let t = 0; t < pass.tournaments.length; t++) dealsWithoutBotOrPlayer(pass, t, twoWays);
  const { problems, rows, tournaments, participants, lastDate } = pass;
  problems.sort((a, b) => a.row - b.row || a.n - b.n);
  return { problems: problems.map((p) => p.err), index: { rows, tournaments, participants, lastDate } };
}

/** One row's cells as read, when every cell can be read. */
interface RowCells {
  d: DealRow;
  i: number;
  row: number;
  tk: TournamentKey;
  day: number;
  side: Side;
  nk: NameKey;
  bot: boolean;
  unfinished: boolean;
}

/** One row's cells (in `pass.cells`), each checked on its own (every problem said); null when one is bad. */
function rowCells(pass: IndexPass, d: DealRow, i: number): RowCells | null {
  const row = rowOf(d, i);
  const before = pass.problems.length;
  const rawT = typeof d.tournament === "string" ? d.tournament : String(d.tournament ?? "");
  let tk = pass.tidOf.get(rawT);
  if (tk === undefined) {
    tk = { id: rawT.trim(), key: nameKey(rawT) };
    pass.tidOf.set(rawT, tk);
  }
  const tid = tk.id;
  if (tid === "") bad(pass, row, "tournament", "tarot.missingTournament");
  let day: number | null | undefined = pass.dayOf.get(d.date);
  if (day === undefined) {
    day = dayNumber(d.date);
    pass.dayOf.set(d.date, day);
  }
  if (day === null) bad(pass, row, "date", "tarot.badDate", { value: String(d.date ?? "") });
  if (!Number.isInteger(d.deal) || d.deal < 1)
    bad(pass, row, "deal", "tarot.badDeal", { value: String(d.deal) });
  let side = pass.sideOf.get(d.side);
  if (side === undefined) {
    side = parseSide(d.side);
    pass.sideOf.set(d.side, side);
  }
  if (side === null) bad(pass, row, "side", "tarot.badSide", { value: String(d.side ?? "") });
  const rawP = typeof d.participant === "string" ? d.participant : "";
  let nk = pass.nameOf.get(rawP);
  if (nk === undefined) {
    const clean = rawP.trim().replace(/\s+/g, " ");
    nk = { name: clean, key: nameKey(clean), bot: isBotName(clean) };
    pass.nameOf.set(rawP, nk);
  }
  const name = nk.name;
  if (name === "") bad(pass, row, "participant", "tarot.missingParticipant");
  const unfinished = d.finished === false || (d.finished === undefined && d.differential === null);
  const diff = d.differential;
  if (!unfinished && !(typeof diff === "number" && Number.isFinite(diff)))
    bad(pass, row, "differential", "tarot.badDifferential", { value: diff === null ? "" : String(diff) });
  else if (!unfinished && !differentialInRange(diff as number))
    bad(pass, row, "differential", "tarot.differentialRange", { value: String(diff), max: DIFFERENTIAL_MAX });
  const bot = d.bot ?? nk.bot;
  if (bot && unfinished) bad(pass, row, "differential", "tarot.botUnfinished", { participant: name });
  if (pass.problems.length > before || tid === "" || day === null || name === "") return null;
  const c = pass.cells;
  c.d = d;
  c.i = i;
  c.row = row;
  c.tk = tk;
  c.day = day;
  c.side = side!;
  c.nk = nk;
  c.bot = bot;
  c.unfinished = unfinished;
  return c;
}

/** A row whose cells are good, against the rows before it; kept in the index when it fits. */
function indexRow(pass: IndexPass, c: RowCells): void {
  const { d, row, day, bot } = c;
  const t = tournamentOfRow(pass, c);
  if (t === null) return;
  let p = pass.participantOf.get(c.nk.key);
  if (p === undefined) {
    p = pass.participants.length;
    pass.participantOf.set(c.nk.key, p);
    pass.participants.push({ name: c.nk.name, bot, rows: [] });
    pass.lastIndex.push(-1);
  } else if (bot) pass.participants[p]!.bot = true;
  if (!firstOfDeal(pass, c, t, p)) return;
  // Dates out of order within one player's deals
  if (!bot) {
    const last = pass.lastIndex[p];
    const lastRow = last !== undefined && last >= 0 ? pass.rows[last]! : undefined;
    if (lastRow !== undefined && day < lastRow.day) {
      bad(pass, row, "date", "tarot.dateOrder", {
        participant: c.nk.name,
        date: d.date,
        previous: lastRow.date,
        row: rowOf(pass.deals[lastRow.i]!, lastRow.i),
      });
      return;
    }
  }
  const r = pass.rows.length;
  if (bot) pass.botRow[t]!.set(d.deal, r);
  pass.rows.push({
    i: c.i,
    tournament: t,
    day,
    date: d.date,
    deal: d.deal,
    side: c.side,
    participant: p,
    bot,
    unfinished: c.unfinished,
    differential: c.unfinished ? 0 : (d.differential as number),
  });
  let list = pass.tournaments[t]!.deals.get(d.deal);
  if (list === undefined) {
    list = [];
    pass.tournaments[t]!.deals.set(d.deal, list);
  }
  list.push(r);
  pass.participants[p]!.rows.push(r);
  pass.lastIndex[p] = r;
  if (pass.lastDate === null || d.date > pass.lastDate) pass.lastDate = d.date;
}

/** The row's tournament (a new one at its first row); null when its name was used on another day. */
function tournamentOfRow(pass: IndexPass, c: RowCells): number | null {
  const { d, row, day } = c;
  const t = pass.tournamentOf.get(c.tk.key);
  if (t === undefined) {
    const k = pass.tournaments.length;
    pass.tournamentOf.set(c.tk.key, k);
    pass.tournaments.push({ id: c.tk.id, date: d.date, day, deals: new Map() });
    pass.firstRow.push(row);
    pass.hasBot.push(false);
    pass.seen.push(new Map());
    pass.botRow.push(new Map());
    pass.dealFirstRow.push(new Map());
    return k;
  }
  const tournament = pass.tournaments[t]!;
  if (Math.abs(day - tournament.day) > 1) {
    // the same name a week later: another tournament, not more deals of this one (a tournament
    // may run past midnight: a day apart is still one tournament)
    bad(pass, row, "tournament", "tarot.tournamentReused", {
      tournament: c.tk.id,
      date: d.date,
      first: tournament.date,
      row: pass.firstRow[t]!,
    });
    return null;
  }
  if (day < tournament.day) {
    tournament.day = day;
    tournament.date = d.date;
  }
  return t;
}

/**
 * Whether the row is its participant's first of this deal (a deal listed twice, or a copy of an
 * earlier row, is not) and, for the bot, the bot's first row of the deal.
 */
function firstOfDeal(pass: IndexPass, c: RowCells, t: number, p: number): boolean {
  const { d, row } = c;
  let byDeal = pass.seen[t]!.get(d.deal);
  if (byDeal === undefined) {
    byDeal = new Map();
    pass.seen[t]!.set(d.deal, byDeal);
    pass.dealFirstRow[t]!.set(d.deal, row);
  }
  const twice = byDeal.get(p);
  if (twice !== undefined) {
    const o = pass.deals[twice]!;
    const orow = rowOf(o, twice);
    if (
      o.date === d.date &&
      o.side === d.side &&
      o.differential === d.differential &&
      o.finished === d.finished
    ) {
      // the same row again (a tournament pasted twice): said once per tournament
      let copy = pass.copies.get(t);
      if (copy === undefined) {
        copy = { first: [], second: [] };
        pass.copies.set(t, copy);
      }
      copy.first.push(orow);
      copy.second.push(row);
    } else
      bad(pass, row, "deal", "tarot.dealTwice", {
        participant: c.nk.name,
        tournament: c.tk.id,
        deal: d.deal,
        row: orow,
      });
    return false;
  }
  byDeal.set(p, c.i);
  if (c.bot) {
    const other = pass.botRow[t]!.get(d.deal);
    if (other !== undefined) {
      const first = pass.rows[other]!.i;
      bad(pass, row, "participant", "tarot.botTwice", {
        tournament: c.tk.id,
        deal: d.deal,
        row: rowOf(pass.deals[first]!, first),
      });
      return false;
    }
    pass.hasBot[t] = true;
  }
  return true;
}

/** A tournament pasted twice: said once, at the second copy's first row, with both copies' rows. */
function pastedTwice(pass: IndexPass): void {
  for (const [t, c] of pass.copies)
    bad(
      pass,
      c.second.reduce((a, b) => Math.min(a, b)),
      "tournament",
      "tarot.pastedTwice",
      {
        tournament: pass.tournaments[t]!.id,
        first: rowSpan(c.first),
        second: rowSpan(c.second),
      },
    );
}

/**
 * One player spelled two ways ("Hélène" and "Helene", "Jean-Luc" and "Jean Luc"): said at the
 * second spelling's first row, with the first one's. Answers the participants written two ways:
 * their rows are split, so no deal is said missing for them.
 */
function spelledTwoWays(pass: IndexPass): Set<number> {
  const { deals, rows, participants } = pass;
  const spelled = new Map<string, number>();
  const twoWays = new Set<number>();
  participants.forEach((p, k) => {
    if (p.bot || p.rows.length === 0) return;
    const sk = spellingKey(p.name);
    const first = spelled.get(sk);
    if (first === undefined) {
      spelled.set(sk, k);
      return;
    }
    const other = participants[first]!;
    twoWays.add(k).add(first);
    const at = rows[p.rows[0]!]!.i;
    const was = rows[other.rows[0]!]!.i;
    bad(
      pass,
      rowOf(deals[at]!, at),
      "participant",
      "tarot.spelling",
      { name: p.name, other: other.name, row: rowOf(deals[was]!, was) },
      "tarotSpelling",
    );
  });
  return twoWays;
}

/**
 * A tournament with no bot row; a deal of a tournament that has one but not on that deal; a human
 * without a row for one of the tournament's deals.
 */
function dealsWithoutBotOrPlayer(pass: IndexPass, t: number, twoWays: Set<number>): void {
  const { tournaments, participants, seen, dealFirstRow, botRow } = pass;
  if (!pass.hasBot[t]) {
    bad(
      pass,
      pass.firstRow[t]!,
      "participant",
      "tarot.noBot",
      { tournament: tournaments[t]!.id },
      "tarotNoBot",
    );
    return;
  }
  for (const [deal, first] of dealFirstRow[t]!)
    if (!botRow[t]!.has(deal))
      bad(
        pass,
        first,
        "participant",
        "tarot.dealWithoutBot",
        { tournament: tournaments[t]!.id, deal },
        "tarotNoBot",
      );
  // Each human of a tournament has a row for each of its deals: one problem per player, at the
  // first deal missing, naming every deal missing.
  const missing = new Map<number, number[]>();
  const dealNumbers = Array.from(seen[t]!.keys()).sort((a, b) => a - b);
  const humans = new Set<number>();
  for (const byDeal of seen[t]!.values())
    for (const p of byDeal.keys()) if (!participants[p]!.bot && !twoWays.has(p)) humans.add(p);
  for (const deal of dealNumbers) {
    const byDeal = seen[t]!.get(deal)!;
    for (const p of humans)
      if (!byDeal.has(p)) {
        let list = missing.get(p);
        if (list === undefined) {
          list = [];
          missing.set(p, list);
        }
        list.push(deal);
      }
  }
  for (const [p, list] of missing)
    bad(pass, dealFirstRow[t]!.get(list[0]!)!, "deal", "tarot.dealMissing", {
      participant: participants[p]!.name,
      tournament: tournaments[t]!.id,
      deals: list.join(", "),
      count: list.length,
    });
}

/** Every problem of the deal rows, in row order. */
export function tarotProblems(deals: readonly DealRow[]): ArbitreError[] {
  return indexDeals(deals).problems;
}

/** Throws the first problem of the deal rows (in row order). */
export function checkTarot(deals: readonly DealRow[]): void {
  const problems = tarotProblems(deals);
  if (problems.length > 0) throw problems[0]!;
}
