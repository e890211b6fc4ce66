/**
 * The Tarot duplicate's one entry (RULES §6): `tarotReport(deals, asOf)` validates the
 * deal rows, then answers every tournament's matchpoints, ranks and winners, and every human
 * player's form and monthly indices at a date. The sheets layer calls it once per computation.
 *
 * Cost: one indexing pass (validate.ts), one sort per deal (its participants), one pass per player
 * over their own rows. Linear in the rows apart from the per-deal sorts: no scan of all the rows
 * per player or per tournament.
 */
import { ArbitreError } from "../core/errors";
import { cumulsOf, currentPercent, type FormDeal, type RawCumul, sideWindow, WINDOW_RESULTS } from "./form";
import { type IndexTournament, monthlyIndices } from "./indices";
import { sharedRanks, type TarotEntry, tarotDealMatchpoints } from "./matchpoints";
import { tarotPercent } from "./percent";
import type {
  Cumul,
  DealRow,
  PlayerReport,
  Side,
  SideForm,
  TarotReport,
  TournamentResult,
  TournamentRow,
} from "./types";
import { type DealIndex, dayNumber, indexDeals } from "./validate";

/**
 * Every tournament's results and every human's form and indices at `asOf` ("YYYY-MM-DD"; default:
 * the last deal's day). Throws the first problem of the rows (an ArbitreError located by row);
 * `tarotProblems` lists them all.
 */
export function tarotReport(deals: readonly DealRow[], asOf?: string | null): TarotReport {
  const { problems, index } = indexDeals(deals);
  if (problems.length > 0) throw problems[0]!;
  return reportOf(deals, index, asOf);
}

/**
 * The report from rows already indexed without a problem (`indexDeals(deals)`): for a caller that
 * lists the problems first and then computes, without indexing the rows twice.
 */
export function reportOf(deals: readonly DealRow[], index: DealIndex, asOf?: string | null): TarotReport {
  const at = asOf ?? index.lastDate ?? null;
  const asOfDay = at === null ? null : dayNumber(at);
  if (at !== null && asOfDay === null) throw new ArbitreError("tarot.badAsOf", { value: String(at) });
  const { rows, tournaments, participants } = index;
  const { percent, points } = dealScores(index);
  const { results, won, perPlayer } = tournamentResults(index, points);
  const order = results.map((_, i) => i).sort((a, b) => tournaments[a]!.day - tournaments[b]!.day || a - b);
  const players: PlayerReport[] = [];
  for (let p = 0; p < participants.length; p++) {
    if (participants[p]!.bot) continue;
    players.push(playerReport(index, p, percent, perPlayer.get(p) ?? [], won, asOfDay));
  }
  // each input row's % and matchpoints, in the input's order
  const byInput = {
    percent: new Array<number>(deals.length).fill(0),
    matchpoints: new Array<number>(deals.length).fill(0),
  };
  for (let k = 0; k < rows.length; k++) {
    byInput.percent[rows[k]!.i] = percent[k]!;
    byInput.matchpoints[rows[k]!.i] = points[k]!;
  }
  return { asOf: at ?? "", tournaments: order.map((i) => results[i]!), players, deals: byInput };
}

/** Per deal: each row's % against the bot, then its matchpoints (by index row). */
function dealScores(index: DealIndex): { percent: Float64Array; points: Float64Array } {
  const { rows, tournaments } = index;
  const percent = new Float64Array(rows.length);
  const points = new Float64Array(rows.length);
  const entries: TarotEntry[] = [];
  for (const t of tournaments) {
    for (const list of t.deals.values()) {
      let botDiff = 0;
      for (const r of list) if (rows[r]!.bot) botDiff = rows[r]!.differential;
      entries.length = list.length;
      for (let k = 0; k < list.length; k++) {
        const row = rows[list[k]!]!;
        const p = row.bot ? 100 : row.unfinished ? 0 : tarotPercent(row.differential, botDiff);
        percent[list[k]!] = p;
        entries[k] = row.unfinished ? "unfinished" : p;
      }
      const mp = tarotDealMatchpoints(entries);
      for (let k = 0; k < list.length; k++) points[list[k]!] = mp[k]!;
    }
  }
  return { percent, points };
}

/** A human's sums in one tournament (null: no deal on that side). */
interface Played {
  t: number;
  attack: number | null;
  defence: number | null;
}

/** Per tournament: each participant's sums, ranks, winners; and each human's tournaments. */
function tournamentResults(
  index: DealIndex,
  points: Float64Array,
): { results: TournamentResult[]; won: Set<number>[]; perPlayer: Map<number, Played[]> } {
  const { rows, tournaments, participants } = index;
  const won: Set<number>[] = [];
  const results: TournamentResult[] = [];
  const perPlayer = new Map<number, Played[]>();
  for (let ti = 0; ti < tournaments.length; ti++) {
    const t = tournaments[ti]!;
    const acc = new Map<number, { a: number; d: number; na: number; nd: number }>();
    for (const list of t.deals.values())
      for (const r of list) {
        const row = rows[r]!;
        let s = acc.get(row.participant);
        if (s === undefined) {
          s = { a: 0, d: 0, na: 0, nd: 0 };
          acc.set(row.participant, s);
        }
        if (row.side === "attack") {
          s.a += points[r]!;
          s.na++;
        } else {
          s.d += points[r]!;
          s.nd++;
        }
      }
    const ids = Array.from(acc.keys());
    const totals = ids.map((p) => acc.get(p)!.a + acc.get(p)!.d);
    const ranks = sharedRanks(totals);
    const winners = new Set<number>();
    let humans = 0;
    const out: TournamentRow[] = ids.map((p, k) => {
      const s = acc.get(p)!;
      const who = participants[p]!;
      if (!who.bot) humans++;
      if (ranks[k] === 1) winners.add(p);
      if (!who.bot) {
        let l = perPlayer.get(p);
        if (l === undefined) {
          l = [];
          perPlayer.set(p, l);
        }
        l.push({ t: ti, attack: s.na > 0 ? s.a : null, defence: s.nd > 0 ? s.d : null });
      }
      return {
        rank: ranks[k]!,
        participant: who.name,
        bot: who.bot,
        matchpoints: totals[k]!,
        attack: s.a,
        defence: s.d,
        attackDeals: s.na,
        defenceDeals: s.nd,
        winner: ranks[k] === 1,
      };
    });
    out.sort((a, b) => a.rank - b.rank || compareNames(a.participant, b.participant));
    won.push(winners);
    results.push({ id: t.id, date: t.date, deals: t.deals.size, humans, rows: out });
  }
  return { results, won, perPlayer };
}

type Window = ReturnType<typeof sideWindow>;

/** A window's cumuls as flags by position in its side's list. */
function windowFlags(w: Window, size: number) {
  const f = { in: new Uint8Array(size), counted: new Uint8Array(size), dropped: new Uint8Array(size) };
  for (const i of w.inWindow) f.in[i] = 1;
  for (const i of w.counted) f.counted[i] = 1;
  for (const i of w.dropped) f.dropped[i] = 1;
  return f;
}

/** One human's cumuls, moving averages and monthly indices at `asOfDay` (null: every deal). */
function playerReport(
  index: DealIndex,
  p: number,
  percent: Float64Array,
  tournamentsPlayed: readonly Played[],
  won: readonly Set<number>[],
  asOfDay: number | null,
): PlayerReport {
  const { rows, tournaments } = index;
  const who = index.participants[p]!;
  const form: FormDeal[] = [];
  for (const r of who.rows) {
    const row = rows[r]!;
    if (asOfDay !== null && row.day > asOfDay) break;
    form.push({ day: row.day, side: row.side, percent: percent[r]! });
  }
  const raw = cumulsOf(form);
  const bySide: Record<Side, RawCumul[]> = { attack: [], defence: [] };
  const pos: number[] = [];
  for (const c of raw) {
    pos.push(bySide[c.side].length);
    bySide[c.side].push(c);
  }
  const day = asOfDay ?? 0;
  const wa = sideWindow(bySide.attack, day);
  const wd = sideWindow(bySide.defence, day);
  const fa = windowFlags(wa, bySide.attack.length);
  const fd = windowFlags(wd, bySide.defence.length);
  const cumuls: Cumul[] = raw.map((c, k) => {
    const i = pos[k]!;
    const [f, w] = c.side === "attack" ? [fa, wa] : [fd, wd];
    return {
      side: c.side,
      date: rows[who.rows[c.last]!]!.date,
      percent: c.percent,
      inWindow: f.in[i] === 1,
      counted: f.counted[i] === 1,
      dropped: f.dropped[i] === 1,
      twentieth: w.counted.length === WINDOW_RESULTS && w.counted[0] === i,
    };
  });
  const side = (w: Window): SideForm => ({
    average: w.average,
    counted: w.counted.length,
    provisional: w.provisional,
  });
  const played: IndexTournament[] = [];
  for (const x of tournamentsPlayed) {
    const t = tournaments[x.t]!;
    if (asOfDay !== null && t.day > asOfDay) continue;
    played.push({ month: t.date.slice(0, 7), won: won[x.t]!.has(p), attack: x.attack, defence: x.defence });
  }
  return {
    player: who.name,
    deals: form.length,
    cumuls,
    attack: side(wa),
    defence: side(wd),
    current: currentPercent(wa.average, wd.average),
    provisional: wa.provisional || wd.provisional,
    months: monthlyIndices(played),
  };
}

function compareNames(a: string, b: string): number {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  return x < y ? -1 : x > y ? 1 : a < b ? -1 : a > b ? 1 : 0;
}
