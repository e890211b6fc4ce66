/**
 * Bad input of a Tarot duplicate (RULES §6, issue 12): every problem of the deal rows, each an
 * ArbitreError (a message key and its data, no words) located by `arg` "deals", the caller's `row`
 * and a column id (`tournament`, `date`, `deal`, `side`, `participant`, `differential`) that the
 * layers above turn into the column's name. Nothing is computed from deals with a problem.
 *
 * The same single pass indexes the rows for the computation (src/engine/tarot/report.ts): names and
 * tournament ids are interned to numbers once, each tournament's deals are grouped by number, and
 * each human's rows are listed in order.
 */
import { ArbitreError, type Location } from "../core/errors";
import { foldWord, nameKey, spellingKey } from "../core/names";
import { rowSpan } from "../core/rows";
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

/** Every problem of the rows, in row order, and the index the computation reads when there is none. */
export function indexDeals(deals: readonly DealRow[]): { problems: ArbitreError[]; index: DealIndex } {
  const problems: { row: number; n: number; err: ArbitreError }[] = [];
  const at = (row: number, column: TarotColumn): Location => ({ arg: "deals", row, column });
  const bad = (row: number, column: TarotColumn, key: string, params = {}) =>
    problems.push({ row, n: problems.length, err: new ArbitreError(key, params, at(row, column)) });

  const rows: IndexedRow[] = [];
  const tournaments: IndexedTournament[] = [];
  const participants: IndexedParticipant[] = [];
  const tournamentOf = new Map<string, number>();
  const participantOf = new Map<string, number>();
  const dayOf = new Map<string, number | null>();
  // Caches: the same few spellings recur on every row.
  const sideOf = new Map<string, Side | null>();
  const nameOf = new Map<string, { name: string; key: string; bot: boolean }>();
  const tidOf = new Map<string, { id: string; key: string }>();
  /** First row of each tournament, whether it has a bot row. */
  const firstRow: number[] = [];
  const hasBot: boolean[] = [];
  /** tournament → deal → participant → its index in `deals` (duplicates); and the bot's row per deal. */
  const seen: Map<number, Map<number, number>>[] = [];
  const botRow: Map<number, number>[] = [];
  const dealFirstRow: Map<number, number>[] = [];
  /** Per tournament: the rows repeated exactly (first copy, second copy). */
  const copies = new Map<number, { first: number[]; second: number[] }>();
  /** Per participant: its last row kept (dates out of order), −1 before any. */
  const lastIndex: number[] = [];
  let lastDate: string | null = null;

  for (let i = 0; i < deals.length; i++) {
    const d = deals[i]!;
    const row = rowOf(d, i);
    const before = problems.length;

    const rawT = typeof d.tournament === "string" ? d.tournament : String(d.tournament ?? "");
    let tk = tidOf.get(rawT);
    if (tk === undefined) {
      tk = { id: rawT.trim(), key: nameKey(rawT) };
      tidOf.set(rawT, tk);
    }
    const tid = tk.id;
    if (tid === "") bad(row, "tournament", "tarot.missingTournament");
    let day: number | null | undefined = dayOf.get(d.date);
    if (day === undefined) {
      day = dayNumber(d.date);
      dayOf.set(d.date, day);
    }
    if (day === null) bad(row, "date", "tarot.badDate", { value: String(d.date ?? "") });
    if (!Number.isInteger(d.deal) || d.deal < 1) bad(row, "deal", "tarot.badDeal", { value: String(d.deal) });
    let side = sideOf.get(d.side);
    if (side === undefined) {
      side = parseSide(d.side);
      sideOf.set(d.side, side);
    }
    if (side === null) bad(row, "side", "tarot.badSide", { value: String(d.side ?? "") });
    const rawP = typeof d.participant === "string" ? d.participant : "";
    let nk = nameOf.get(rawP);
    if (nk === undefined) {
      const clean = rawP.trim().replace(/\s+/g, " ");
      nk = { name: clean, key: nameKey(clean), bot: isBotName(clean) };
      nameOf.set(rawP, nk);
    }
    const name = nk.name;
    if (name === "") bad(row, "participant", "tarot.missingParticipant");
    const unfinished = d.finished === false || (d.finished === undefined && d.differential === null);
    const diff = d.differential;
    if (!unfinished && !(typeof diff === "number" && Number.isFinite(diff)))
      bad(row, "differential", "tarot.badDifferential", { value: diff === null ? "" : String(diff) });
    const bot = d.bot ?? nk.bot;
    if (bot && unfinished) bad(row, "differential", "tarot.botUnfinished", { participant: name });
    if (problems.length > before || tid === "" || day === null || name === "") continue;

    let t = tournamentOf.get(tk.key);
    if (t === undefined) {
      t = tournaments.length;
      tournamentOf.set(tk.key, t);
      tournaments.push({ id: tid, date: d.date, day, deals: new Map() });
      firstRow.push(row);
      hasBot.push(false);
      seen.push(new Map());
      botRow.push(new Map());
      dealFirstRow.push(new Map());
    } else if (Math.abs(day - tournaments[t]!.day) > 1) {
      // the same name a week later: another tournament, not more deals of this one (a tournament
      // may run past midnight: a day apart is still one tournament)
      bad(row, "tournament", "tarot.tournamentReused", {
        tournament: tid,
        date: d.date,
        first: tournaments[t]!.date,
        row: firstRow[t]!,
      });
      continue;
    } else if (day < tournaments[t]!.day) {
      tournaments[t]!.day = day;
      tournaments[t]!.date = d.date;
    }
    const pkey = nk.key;
    let p = participantOf.get(pkey);
    if (p === undefined) {
      p = participants.length;
      participantOf.set(pkey, p);
      participants.push({ name, bot, rows: [] });
      lastIndex.push(-1);
    } else if (bot) participants[p]!.bot = true;

    // A deal listed twice for one participant
    let byDeal = seen[t]!.get(d.deal);
    if (byDeal === undefined) {
      byDeal = new Map();
      seen[t]!.set(d.deal, byDeal);
      dealFirstRow[t]!.set(d.deal, row);
    }
    const twice = byDeal.get(p);
    if (twice !== undefined) {
      const o = deals[twice]!;
      const orow = rowOf(o, twice);
      if (
        o.date === d.date &&
        o.side === d.side &&
        o.differential === d.differential &&
        o.finished === d.finished
      ) {
        // the same row again (a tournament pasted twice): said once per tournament
        let c = copies.get(t);
        if (c === undefined) {
          c = { first: [], second: [] };
          copies.set(t, c);
        }
        c.first.push(orow);
        c.second.push(row);
      } else
        bad(row, "deal", "tarot.dealTwice", { participant: name, tournament: tid, deal: d.deal, row: orow });
      continue;
    }
    byDeal.set(p, i);
    if (bot) {
      const other = botRow[t]!.get(d.deal);
      if (other !== undefined) {
        const first = rows[other]!.i;
        bad(row, "participant", "tarot.botTwice", {
          tournament: tid,
          deal: d.deal,
          row: rowOf(deals[first]!, first),
        });
        continue;
      }
      hasBot[t] = true;
    }

    // Dates out of order within one player's deals
    if (!bot) {
      const last = lastIndex[p];
      if (last !== undefined && last >= 0 && day < rows[last]!.day) {
        bad(row, "date", "tarot.dateOrder", {
          participant: name,
          date: d.date,
          previous: rows[last]!.date,
          row: rowOf(deals[rows[last]!.i]!, rows[last]!.i),
        });
        continue;
      }
    }

    const r = rows.length;
    if (bot) botRow[t]!.set(d.deal, r);
    rows.push({
      i,
      tournament: t,
      day,
      date: d.date,
      deal: d.deal,
      side: side!,
      participant: p,
      bot,
      unfinished,
      differential: unfinished ? 0 : (diff as number),
    });
    let list = tournaments[t]!.deals.get(d.deal);
    if (list === undefined) {
      list = [];
      tournaments[t]!.deals.set(d.deal, list);
    }
    list.push(r);
    participants[p]!.rows.push(r);
    lastIndex[p] = r;
    if (lastDate === null || d.date > lastDate) lastDate = d.date;
  }

  for (const [t, c] of copies)
    bad(
      c.second.reduce((a, b) => Math.min(a, b)),
      "tournament",
      "tarot.pastedTwice",
      {
        tournament: tournaments[t]!.id,
        first: rowSpan(c.first),
        second: rowSpan(c.second),
      },
    );

  // One player spelled two ways ("Hélène" and "Helene", "Jean-Luc" and "Jean Luc"): said at the
  // second spelling's first row, with the first one's.
  const spelled = new Map<string, number>();
  /** Participants written two ways: their rows are split, so no deal is said missing for them. */
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
    bad(rowOf(deals[at]!, at), "participant", "tarot.spelling", {
      name: p.name,
      other: other.name,
      row: rowOf(deals[was]!, was),
    });
  });

  // A tournament with no bot row; a deal of a tournament that has one but not on that deal. Only
  // said of rows without another problem (a bot row with a bad side is not "no bot row").
  const clean = problems.every((x) => x.err.key === "tarot.spelling");
  for (let t = 0; t < tournaments.length && clean; t++) {
    if (!hasBot[t]) {
      bad(firstRow[t]!, "participant", "tarot.noBot", { tournament: tournaments[t]!.id });
      continue;
    }
    for (const [deal, first] of dealFirstRow[t]!)
      if (!botRow[t]!.has(deal))
        bad(first, "participant", "tarot.dealWithoutBot", { tournament: tournaments[t]!.id, deal });
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
      bad(dealFirstRow[t]!.get(list[0]!)!, "deal", "tarot.dealMissing", {
        participant: participants[p]!.name,
        tournament: tournaments[t]!.id,
        deals: list.join(", "),
        count: list.length,
      });
  }
  problems.sort((a, b) => a.row - b.row || a.n - b.n);
  return { problems: problems.map((p) => p.err), index: { rows, tournaments, participants, lastDate } };
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
