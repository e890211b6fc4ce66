/**
 * The team league's calendar (RULES §3): a Berger round robin. Each date pairs the teams two by
 * two; every pair plays twice on that date at the same venue ("aller" and "retour"). With an odd
 * number of teams, one team rests per date. The host of a pairing is its first team (the organiser
 * may change it in the sheet).
 */
import { ArbitreError } from "../core/errors";
import { nameKey } from "../core/names";

export interface LeagueDate {
  /** 1-based. */
  date: number;
  /** [host, visitor] of each pairing of the date. */
  pairs: [string, string][];
  /** The team resting that date (odd number of teams), else null. */
  rest: string | null;
}

/**
 * Berger tables: n teams (n + 1 when odd, the extra one a rest), n − 1 dates. Team k is fixed, the
 * others turn; the fixed team's host/visitor side alternates from date to date, as in the
 * published Berger tables, so that no team hosts every date.
 */
export function bergerCalendar(teams: string[]): LeagueDate[] {
  if (teams.length < 2) throw new ArbitreError("league.fewTeams", { count: teams.length });
  const seen = new Set<string>();
  for (const t of teams) {
    const k = nameKey(t);
    if (seen.has(k)) throw new ArbitreError("league.duplicateTeam", { name: t });
    seen.add(k);
  }
  const slots: (string | null)[] = [...teams];
  if (slots.length % 2 === 1) slots.push(null);
  const n = slots.length;
  const fixed = slots[n - 1]!;
  let ring = slots.slice(0, n - 1);
  const out: LeagueDate[] = [];
  for (let d = 0; d < n - 1; d++) {
    const pairs: [string, string][] = [];
    let rest: string | null = null;
    const first: [string | null, string | null] = d % 2 === 0 ? [ring[0]!, fixed] : [fixed, ring[0]!];
    const all: [string | null, string | null][] = [first];
    for (let i = 1; i < n / 2; i++) all.push([ring[i]!, ring[n - 1 - i]!]);
    for (const [a, b] of all) {
      if (a === null) rest = b;
      else if (b === null) rest = a;
      else pairs.push([a, b]);
    }
    out.push({ date: d + 1, pairs, rest });
    // rotate the ring by n/2 places (the Berger step)
    ring = [...ring.slice(n / 2), ...ring.slice(0, n / 2)];
  }
  return out;
}

/** One match of the season: each pairing of a date is played twice, "aller" then "retour". */
export interface LeagueMatch {
  /** 1-based, in calendar order: date, pairing, aller before retour. */
  id: number;
  /** The date number (1-based). */
  round: number;
  leg: "aller" | "retour";
  /** The pairing's first team (the host unless the organiser changes it) and second team. */
  home: string;
  away: string;
  /** The team resting that date, else null. */
  rest: string | null;
}

/** Every match of the double round robin, numbered. */
export function leagueMatches(teams: string[]): LeagueMatch[] {
  const out: LeagueMatch[] = [];
  for (const d of bergerCalendar(teams)) {
    for (const [home, away] of d.pairs) {
      for (const leg of ["aller", "retour"] as const)
        out.push({ id: out.length + 1, round: d.date, leg, home, away, rest: d.rest });
    }
  }
  return out;
}
