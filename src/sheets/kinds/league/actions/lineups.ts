/**
 * Check lineups: every lineup typed in the Lineups tab that the Games tab does not hold yet is
 * checked against every rule of RULES §3 (the engine's checkLineup, plus the match's own order:
 * scenarios drawn first, the second match's lineup only once the first match is over, none once
 * the match has results). Each lineup is accepted on its own: a refused one stays waiting, every
 * violation named with its row, and the others go to the Games tab (players, armies, a forfeit on
 * an empty table) and the Lineups tab marks them accepted. When none is accepted, nothing is
 * written (a refusal listing every violation).
 */
import type { LeagueRequest } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import { nameKey } from "../../../../engine/core/names";
import { checkLineup, factionKey, type Violation } from "../../../../engine/league/lineup";
import { colon, type Lang, localise, type MessageKey, t } from "../../../../i18n/index";
import type { Row } from "../../../gateway/index";
import { writtenDay } from "../../../gateway/index";
import { requireEvent } from "../../kind";
import type { LeagueEvent } from "../config";
import {
  asTyped,
  type Ctx,
  type Done,
  journal,
  readAfter,
  sheetsOf,
  writeMatchSheets,
  writeRole,
  writeRoleLast,
} from "../context";
import { canCheckLineups, factsOf, type LeagueFacts, rosterBlocks } from "../guard";
import {
  acceptedLineups,
  acceptedPlayers,
  firstLeg,
  type MatchState,
  matchStates,
  playedArmies,
  type Side,
  type TypedLineup,
  teamRounds,
} from "../model";
import { type LeagueRead, type RosterRow, readLeague } from "../read";
import { GAMES, header, LINEUPS, TABLES, words } from "../schema";
import { armyText, type GameChange, gamesRows } from "../tabs";
import { keepLineupChoices } from "./lineup-form";

export function checkLineups(ctx: Ctx, req: LeagueRequest): Done {
  const ev = requireEvent(ctx, req);
  const read = readLeague(ctx.ss, ev);
  const facts = factsOf(read);
  const refusal = canCheckLineups(ev, facts);
  if (refusal) throw refusal;
  const lang = ctx.lang;
  const states = facts.states;
  const { refused, refusedLineups, forfeits } = vetLineups(ctx, ev, read, facts);
  const list = refused.map((r) => `\n• ${r}`).join("");
  // each lineup on its own: the refused ones stay waiting, the others are accepted; none accepted
  // is a refusal (nothing written)
  const pending = facts.pending.filter((l) => !refusedLineups.has(l));
  if (pending.length === 0) throw new ArbitreError("league.lineup.refused", { count: refused.length, list });

  // every lineup keeps the rules: to the Games tab
  const sheets = sheetsOf(ctx.ss, ev, ["games", "lineups", "matches"]);
  const byPlayer = new Map<string, RosterRow>(read.roster.map((r) => [nameKey(r.player), r]));
  // the army each table plays at this match, read before the Games tab changes
  const played = new Map(pending.map((l) => [l, playedArmies(l)]));
  const { changes, empties } = gameChanges(ctx, ev, pending, forfeits, byPlayer, played);
  journal(ctx, ev, read, "checkLineups", ["games", "lineups", "matches"], pending.length);
  const games = gamesRows(states, ev.lang, changes);
  const lineupGrid = read.raw(ev.tabs.lineups);
  const lineupRows = lineupTabRows(ev, read, pending, byPlayer, played);
  // the Games tab, whose players are the accepted lineups, is written last: stopped before it (a
  // quota, a timeout), the lineups are still to check and the action can be done again
  const after = readAfter(ctx, ev, read, { games, lineups: lineupRows });
  writeMatchSheets(ev, sheets, matchStates(after), read.raw(ev.tabs.matches).values.length);
  keepLineupChoices(ev, after);
  writeRole(ev, sheets, "lineups", lineupRows, LINEUPS.width, lineupGrid.values.length);
  writeRoleLast(ctx, ev, sheets, "games", games, GAMES.width, read.raw(ev.tabs.games).values.length);
  return {
    message:
      t(lang, "league.msg.lineups", { count: pending.length, tab: ev.tabs.games }) +
      (forfeits.length > 0 ? ` ${t(lang, "league.msg.forfeitLineup", { teams: forfeits.join(", ") })}` : "") +
      (empties.length > 0 ? ` ${t(lang, "league.msg.emptyTables", { list: empties.join(", ") })}` : "") +
      (refused.length > 0
        ? ` ${t(lang, "league.msg.lineupsLeft", { count: refusedLineups.size, problems: refused.length, list })}`
        : ""),
    event: ev,
    read: after,
  };
}

/** The lineups waiting, checked: each violation said with its row, the lineups it refuses, the forfeits. */
interface Vetted {
  /** Every violation, in the sidebar's words, with its row. */
  refused: string[];
  /** The lineups refused (each on its own: the others of the day go on). */
  refusedLineups: Set<TypedLineup>;
  /** The teams whose lineup (accepted) is the match lost by forfeit. */
  forfeits: string[];
}

/** Checks every lineup waiting against every rule (RULES §3) and the match's own order. */
function vetLineups(ctx: Ctx, ev: LeagueEvent, read: LeagueRead, facts: LeagueFacts): Vetted {
  const lang = ctx.lang;
  const states = facts.states;
  const out: Vetted = { refused: [], refusedLineups: new Set(), forfeits: [] };
  const rounds = teamRounds(states);
  const accepted = acceptedLineups(states);
  const where = (l: TypedLineup, table?: number, cell?: Violation["cell"]): string => {
    const row = table !== undefined ? l.rows[table - 1]?.row : l.rows.find((r) => r !== undefined)?.row;
    return t(lang, "league.lineup.where", {
      tab: ev.tabs.lineups,
      row: row ?? "?",
      match: l.match.match.id,
      team: l.team,
      table: table ?? "1–4",
      column: header("lineups", cell === "army" ? LINEUPS.army : LINEUPS.player, ev.lang),
    });
  };
  const say = (l: TypedLineup, v: Said) => {
    out.refusedLineups.add(l);
    out.refused.push(`${where(l, v.table, v.cell)}${colon(lang)}${t(lang, ...worded(v, l, read, lang))}`);
  };
  for (const l of facts.pending) {
    const st = l.match;
    // a problem on the team's Roster rows: its lineup waits, each problem said with its row
    const roster = rosterBlocks(facts, l.team);
    if (roster.length > 0) {
      out.refusedLineups.add(l);
      for (const e of roster) out.refused.push(`${where(l)}${colon(lang)}${localise(e, lang)}`);
      continue;
    }
    const order = matchOrder(ev, states, st);
    if (order !== null) {
      say(l, order);
      continue;
    }
    const day = st.cal?.day ?? "";
    // an army typed on the lineup is one of the Factions tab's (when the event has it)
    const armies = playedArmies(l);
    armies.forEach((a, i) => {
      if (!a || l.players[i] === "" || read.factions === null) return;
      for (const f of [a.faction, a.ally])
        if (f !== "" && !read.factions.has(factionKey(f)))
          say(l, {
            key: "league.read.factionNotListed",
            params: { faction: f, tab: ev.tabs.factions ?? "" },
            table: i + 1,
            cell: "army",
          });
    });
    const violations = checkLineup({
      team: l.team,
      round: rounds.get(st.match.id)![l.side],
      date: day,
      tables: l.players,
      roster: read.roster,
      earlier: accepted.filter((x) => x.match < st.match.id),
      armies,
    });
    // fewer than 2 players is not refused: the lineup is the match lost by forfeit (RULES §3), its
    // empty tables lost 0–3, and the match scores 0 league points for the team
    for (const v of violations) if (v.key !== "lineup.forfeit") say(l, v);
    if (violations.some((v) => v.key === "lineup.forfeit") && !out.refusedLineups.has(l))
      out.forfeits.push(l.team);
  }
  return out;
}

/** What a lineup is refused for, at a table or not: a rule the engine checks, or the league's own. */
type Said = Omit<Violation, "key"> & { key: MessageKey };

/**
 * The match's own order, before any lineup of it: none once it has results, scenarios drawn first,
 * the second match's lineup only once the first is over, a date in the Calendar tab. Null: in order.
 */
function matchOrder(ev: LeagueEvent, states: MatchState[], st: MatchState): Said | null {
  if (st.played > 0) return { key: "league.lineup.played", params: { match: st.match.id } };
  if (!st.drawn) return { key: "league.lineup.notDrawn", params: { match: st.match.id } };
  const first = firstLeg(states, st);
  if (first && !first.complete)
    return { key: "league.lineup.firstLegFirst", params: { match: st.match.id, first: first.match.id } };
  if ((st.cal?.day ?? "") === "")
    return { key: "league.lineup.noDate", params: { match: st.match.id, tab: ev.tabs.calendar } };
  return null;
}

/** A violation in the sheet's words: a likely typo named, a late registration counted in days. */
function worded(v: Said, l: TypedLineup, read: LeagueRead, lang: Lang): [MessageKey, Said["params"]] {
  const p = v.params;
  if (v.key === "lineup.unregistered") {
    const close = closest(
      String(p.name),
      read.roster.filter((r) => nameKey(r.team) === nameKey(l.team)).map((r) => r.player),
    );
    if (close !== null) return ["league.lineup.typo", { ...p, team: l.team, close }];
  }
  if (v.key === "lineup.lateRegistration") {
    const day = l.match.cal?.day ?? "";
    const days = Math.round((Date.parse(day) - Date.parse(String(p.date))) / 86400000);
    if (Number.isFinite(days))
      return [
        "league.lineup.late",
        {
          name: p.name!,
          date: writtenDay(String(p.date), lang),
          day: writtenDay(day, lang),
          days,
          min: p.days!,
        },
      ];
  }
  return [v.key, p];
}

/**
 * The Games tab's changes for the lineups accepted: players, armies, and the results an empty
 * table already has; `empties`: the empty tables, for the message.
 */
function gameChanges(
  ctx: Ctx,
  ev: LeagueEvent,
  pending: TypedLineup[],
  forfeits: string[],
  byPlayer: Map<string, RosterRow>,
  played: Map<TypedLineup, ReturnType<typeof playedArmies>>,
): { changes: Map<string, GameChange>; empties: string[] } {
  const lang = ctx.lang;
  const w = words(ev.lang);
  const changes = new Map<string, GameChange>();
  const empties: string[] = [];
  const pendingKey = new Set(pending.map((l) => `${l.match.match.id}:${l.side}`));
  for (const l of pending) {
    const st = l.match;
    const other: Side = l.side === "home" ? "away" : "home";
    const otherIn = st.accepted[other] || pendingKey.has(`${st.match.id}:${other}`);
    const otherPlayers = pendingKey.has(`${st.match.id}:${other}`)
      ? (pending.find((x) => x.match === st && x.side === other)?.players ?? [])
      : acceptedPlayers(st, other);
    for (let table = 1; table <= TABLES; table++) {
      const key = `${st.match.id}:${table}`;
      const c = changes.get(key) ?? {};
      const player = l.players[table - 1] ?? "";
      if (player === "" && !forfeits.includes(l.team))
        empties.push(t(lang, "league.msg.emptyTable", { team: l.team, table }));
      const roster = byPlayer.get(nameKey(player));
      const name = roster?.player ?? player;
      const army = armyText(roster, ev.lang, played.get(l)?.[table - 1]);
      const opp = otherPlayers[table - 1] ?? "";
      // an empty table is lost 0–3 (F); both empty: F–F; the other side's result once it is in
      // an empty table is lost 0–3 (Forfait / Victoire), both empty 0–0 (Forfait / Forfait); the
      // other lineup need not be in yet: its side is written now and kept when it comes
      const mine = player === "" ? w.forfeit : otherIn && opp === "" ? w.win : undefined;
      const theirs = player === "" ? (otherIn && opp === "" ? w.forfeit : w.win) : undefined;
      if (l.side === "home") {
        c.homePlayer = name;
        c.homeArmy = army;
        if (mine !== undefined) c.homeResult = mine;
        if (theirs !== undefined) c.awayResult = theirs;
      } else {
        c.awayPlayer = name;
        c.awayArmy = army;
        if (mine !== undefined) c.awayResult = mine;
        if (theirs !== undefined) c.homeResult = theirs;
      }
      changes.set(key, c);
    }
  }
  return { changes, empties };
}

/** The Lineups tab: the army and "accepted" beside each accepted player, the rest as read. */
function lineupTabRows(
  ev: LeagueEvent,
  read: LeagueRead,
  pending: TypedLineup[],
  byPlayer: Map<string, RosterRow>,
  played: Map<TypedLineup, ReturnType<typeof playedArmies>>,
): Row[] {
  const w = words(ev.lang);
  const acceptedRows = new Map<number, string>();
  for (const l of pending)
    l.rows.forEach((r, i) => {
      if (r)
        acceptedRows.set(
          r.row,
          l.players[i] === ""
            ? ""
            : armyText(byPlayer.get(nameKey(l.players[i]!)), ev.lang, played.get(l)?.[i]),
        );
    });
  return asTyped(read, ev.tabs.lineups).map((row, r) => {
    const out: Row = Array.from({ length: LINEUPS.width }, (_, c) => row[c] ?? "");
    const army = acceptedRows.get(r + 1);
    if (army !== undefined) {
      out[LINEUPS.army] = army === "" ? "" : `'${army}`;
      out[LINEUPS.status] = out[LINEUPS.player] === "" ? w.emptyTable : w.accepted;
    }
    return out;
  });
}

/** The roster name a typed name is most likely a typo of (at most 2 letters apart), else null. */
function closest(typed: string, names: string[]): string | null {
  const a = nameKey(typed);
  let best: string | null = null;
  let bestDistance = 3;
  for (const name of names) {
    const d = distance(a, nameKey(name));
    if (d < bestDistance) {
      best = name;
      bestDistance = d;
    }
  }
  return best;
}

/** Levenshtein distance. */
function distance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++)
      cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}
