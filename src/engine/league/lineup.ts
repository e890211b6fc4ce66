/**
 * A captain's lineup for one match (RULES §3), checked against every rule at once: each violation
 * is reported (a key, its parameters and the table it concerns), none is written. Pure: the roster,
 * the earlier lineups and the round's date come in; the sheets layer says where they were read.
 */
import { foldWord, nameKey } from "../core/names";

/** A roster row: a player of a team, with the army they play. */
export interface RosterEntry {
  player: string;
  team: string;
  /** "YYYY-MM-DD". */
  registered: string;
  faction: string;
  /** The allied contingent's faction, "" for none. */
  ally: string;
  /** Special characters in the army. */
  specials: number;
  points: number;
}

/** A lineup handed in earlier in the competition (any team). */
export interface PastLineup {
  round: number;
  team: string;
  players: string[];
}

/** The army a player brings to one match: its faction and allied contingent ("" for none). */
export interface PlayedArmy {
  faction: string;
  ally: string;
}

/**
 * A faction's spelling key: case, accents, spaces and hyphens ignored ("Night-stalkers" and
 * "nightstalkers" are one faction; "Elves" and "Elfes" are two spellings the Factions list unifies).
 */
export function factionKey(faction: string): string {
  return foldWord(faction).replace(/[^a-z0-9]/g, "");
}

export interface LineupInput {
  team: string;
  round: number;
  /** The round's date, "YYYY-MM-DD". */
  date: string;
  /** Tables 1–4: the player's name, "" when nobody sits there. */
  tables: string[];
  roster: RosterEntry[];
  earlier: PastLineup[];
  /** Tables 1–4: the army played at this match (the lineup's), null for the roster's. */
  armies?: (PlayedArmy | null)[];
}

/** The rules a lineup breaks, each its message key: code branches on this closed list. */
export type ViolationKey = `lineup.${
  | "faction"
  | "gap"
  | "forfeit"
  | "twice"
  | "otherTeam"
  | "unregistered"
  | "playedElsewhere"
  | "lateRegistration"
  | "points"
  | "specials"
  | "specialWithAllies"
  | "returning"}`;

export interface Violation {
  key: ViolationKey;
  params: Record<string, string | number>;
  /** 1-based table, when the violation is about one. */
  table?: number;
  /** "army" when the violation is the army typed on the lineup at that table (else its player). */
  cell?: "army";
}

/** RULES §3 limits. */
export const LINEUP_RULES = {
  tables: 4,
  registrationDays: 7,
  maxPoints: 2000,
  /** Players who appeared in the team's earlier lineups, once it has fielded 2 in a match. */
  returning: 2,
  /** Fewer present players: the match is lost by forfeit. */
  minPlayers: 2,
  specialsPerArmy: 1,
} as const;

function days(iso: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86400000;
}

/**
 * A faction played twice: said at the army typed on the lineup, the one the captain or organiser
 * chose for this match (the later table's when both or neither were typed, then at its player).
 */
function factionTwice(
  armies: LineupInput["armies"],
  first: { table: number; name: string },
  later: { table: number; name: string },
): Violation {
  const typed = (table: number) => (armies?.[table - 1] ?? null) !== null;
  if (!typed(later.table) && typed(first.table))
    return {
      key: "lineup.faction",
      params: { faction: first.name, first: later.table },
      table: first.table,
      cell: "army",
    };
  return {
    key: "lineup.faction",
    params: { faction: later.name, first: first.table },
    table: later.table,
    ...(typed(later.table) ? { cell: "army" as const } : {}),
  };
}

/** Every rule the lineup breaks, in table order; [] when it may be handed in. */
export function checkLineup(input: LineupInput): Violation[] {
  const out: Violation[] = [];
  const team = nameKey(input.team);
  const roundDay = days(input.date);
  const present = input.tables.map((p) => p.trim());
  // missing players sit on the first tables: no one after an empty table
  const firstEmpty = present.findIndex((p) => p === "");
  if (firstEmpty >= 0) {
    const later = present.findIndex((p, i) => i > firstEmpty && p !== "");
    if (later >= 0)
      out.push({ key: "lineup.gap", params: { empty: firstEmpty + 1, table: later + 1 }, table: later + 1 });
  }
  const count = present.filter((p) => p !== "").length;
  if (count < LINEUP_RULES.minPlayers)
    out.push({ key: "lineup.forfeit", params: { count, min: LINEUP_RULES.minPlayers } });
  const factions = new Map<string, { table: number; name: string }>();
  const seen = new Map<string, number>();
  present.forEach((name, i) => {
    if (name === "") return;
    const table = i + 1;
    const key = nameKey(name);
    const twice = seen.get(key);
    if (twice !== undefined) {
      // the one violation of that table: its army is the same as at the first
      out.push({ key: "lineup.twice", params: { name, first: twice }, table });
      return;
    }
    seen.set(key, table);
    const entries = input.roster.filter((r) => nameKey(r.player) === key);
    const mine = entries.find((r) => nameKey(r.team) === team);
    if (!mine) {
      const other = entries[0];
      out.push(
        other
          ? { key: "lineup.otherTeam", params: { name, team: other.team, own: input.team }, table }
          : { key: "lineup.unregistered", params: { name, team: input.team }, table },
      );
      return;
    }
    // one team per player in the competition: on another team's roster, or fielded by one
    const registered = entries.find((r) => nameKey(r.team) !== team)?.team;
    const fielded = input.earlier.find(
      (l) => nameKey(l.team) !== team && l.players.some((p) => nameKey(p) === key),
    )?.team;
    if (registered !== undefined)
      out.push({ key: "lineup.otherTeam", params: { name, team: registered, own: input.team }, table });
    else if (fielded !== undefined)
      out.push({ key: "lineup.playedElsewhere", params: { name, team: fielded }, table });
    const reg = days(mine.registered);
    if (reg === null || roundDay === null || roundDay - reg < LINEUP_RULES.registrationDays)
      out.push({
        key: "lineup.lateRegistration",
        params: { name, date: mine.registered, days: LINEUP_RULES.registrationDays },
        table,
      });
    if (mine.points > LINEUP_RULES.maxPoints)
      out.push({
        key: "lineup.points",
        params: { name, points: mine.points, max: LINEUP_RULES.maxPoints },
        table,
      });
    if (mine.specials > LINEUP_RULES.specialsPerArmy)
      out.push({ key: "lineup.specials", params: { name, count: mine.specials }, table });
    // the army of this match: the lineup's when given, else the roster's
    const army = input.armies?.[i] ?? mine;
    if (mine.specials > 0 && army.ally.trim() !== "")
      out.push({ key: "lineup.specialWithAllies", params: { name }, table });
    for (const f of [army.faction, army.ally]) {
      if (f.trim() === "") continue;
      const fk = factionKey(f);
      const at = factions.get(fk);
      if (at === undefined) factions.set(fk, { table, name: f });
      else out.push(factionTwice(input.armies, at, { table, name: f }));
    }
  });
  // a lineup of fewer than 2 players is the match lost by forfeit: the returning-players rule
  // (which keeps a team's core) does not apply to it; and it applies only from the team's first
  // match with at least 2 players (RULES §3 Decision): until then any rostered players may play
  const mine = input.earlier.filter((l) => nameKey(l.team) === team && l.round < input.round);
  const fielded = mine.some(
    (l) => l.players.filter((p) => p.trim() !== "").length >= LINEUP_RULES.minPlayers,
  );
  if (fielded && count >= LINEUP_RULES.minPlayers) {
    const before = new Set(mine.flatMap((l) => l.players.map(nameKey)));
    const returning = [...seen.keys()].filter((k) => before.has(k)).length;
    if (returning < LINEUP_RULES.returning)
      out.push({ key: "lineup.returning", params: { count: returning, min: LINEUP_RULES.returning } });
  }
  return out;
}
