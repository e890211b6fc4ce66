/**
 * The captains' lineups applied to the Lineups tab: arbitreApplyReports for a league with
 * a lineup form, which the sidebar calls at each refresh in place of arbitreGetState (as for a Swiss
 * event's result form). It reads the responses tab once, keeps the latest response per (match, team)
 * and writes each into the Lineups tab rows of that match and team, in one write for them all, with
 * « Formulaire : captain » in the status column; Check lineups then checks them with the league's
 * rules as if typed (a refused one is named there, with its row, as any typed lineup).
 *
 * Never overwritten: a lineup typed by the organiser (players there that no response of that match
 * and team wrote, or no form status), a lineup accepted, a match begun. Such a response is said in
 * the sidebar with its row and reason. A response already in the tab changes nothing: applying
 * again writes nothing. Not journaled (as the Swiss reports): Undo last action is the organiser's.
 */
import type { EventRequest, UiMessage } from "../../../../contract/index";
import { nameKey } from "../../../../engine/core/names";
import { plainSpaces, t } from "../../../../i18n/index";
import { findResponsesSheet, formOpens } from "../../../forms/index";
import { readGrid, sheetOf } from "../../../gateway/index";
import { requireEvent } from "../../kind";
import { asTyped, type Ctx, type Done, readAfter } from "../context";
import { acceptedPlayers, matchStates, type Side } from "../model";
import { type LeagueRead, readLeague } from "../read";
import { LINEUPS, TABLES } from "../schema";
import { keepLineupChoices, lineupQuestions } from "./lineup-form";

/** One response of the form, as read. */
interface Submission {
  row: number;
  at: number;
  match: number;
  team: string;
  captain: string;
  players: string[];
  armies: string[];
}

const text = (v: unknown): string => (v === null || v === undefined ? "" : String(v).trim());

/** The responses tab (values, header in row 1) into submissions; unreadable rows by number. */
function readSubmissions(
  values: unknown[][],
  lang: "fr" | "en",
): { subs: Submission[]; bad: number[]; missing: string[] } {
  const header = (values[0] ?? []).map(text);
  const col = new Map<string, number>();
  const missing: string[] = [];
  for (const q of lineupQuestions(lang)) {
    const c = header.indexOf(q.title);
    if (c < 0) missing.push(q.title);
    else col.set(q.key, c);
  }
  const subs: Submission[] = [];
  const bad: number[] = [];
  if (missing.length > 0) return { subs, bad, missing };
  for (let r = 1; r < values.length; r++) {
    const row = values[r] ?? [];
    if (row.every((v) => text(v) === "")) continue;
    const cell = (key: string) => text(row[col.get(key)!]);
    const at = row[0];
    const when = Object.prototype.toString.call(at) === "[object Date]" ? (at as Date).getTime() : Number.NaN;
    const match = /^(\d+)/.exec(cell("match"));
    const team = cell("team");
    if (Number.isNaN(when) || match === null || team === "") {
      bad.push(r + 1);
      continue;
    }
    const n = Array.from({ length: TABLES }, (_, i) => i + 1);
    subs.push({
      row: r + 1,
      at: when,
      match: Number(match[1]),
      team,
      captain: cell("captain"),
      players: n.map((i) => cell(`player${i}`)),
      armies: n.map((i) => cell(`army${i}`)),
    });
  }
  return { subs, bad, missing };
}

const same = (a: string[], b: string[]) => a.every((x, i) => nameKey(x) === nameKey(b[i] ?? ""));

export function applyLineups(ctx: Ctx, req: EventRequest): Done {
  const ev = requireEvent(ctx, req);
  const read: LeagueRead = readLeague(ctx.ss, ev);
  const form = ev.lineupForm;
  if (!form || form.gone === true) return { message: "", event: null, read };
  if (form.stale === true) {
    // the lists could not be set when an action last changed the matches: try again now
    keepLineupChoices(ev, read);
    const after: { stale?: boolean; gone?: boolean } = form;
    if (after.stale !== true || after.gone === true) {
      ctx.fits(ev);
      return { message: "", event: ev, read };
    }
  }
  const lang = ctx.lang;
  const messages: UiMessage[] = [];
  read.messages = messages;
  const sheet = findResponsesSheet(ctx.ss, form.id, form.tab);
  if (!sheet) {
    if (!formOpens(form.id)) {
      form.gone = true;
      ctx.fits(ev);
      return { message: "", event: ev, read };
    }
    messages.push({ level: "warning", text: t(lang, "league.form.msg.noTab") });
    return { message: "", event: null, read };
  }
  const tab = sheet.getName();
  const saved = form.tab !== tab ? ev : null;
  if (saved) ctx.fits(saved);
  form.tab = tab;
  const { subs, bad, missing } = readSubmissions(readGrid(sheet, false).values, ev.lang);
  for (const column of missing)
    messages.push({ level: "error", text: t(lang, "form.missingColumn", { column, tab }) });
  const ignore = (row: number, match: number | string, team: string, reason: string) =>
    messages.push({
      level: "warning",
      text: t(lang, "league.form.ignored", { tab, row, match, team, reason }),
    });
  for (const row of bad) ignore(row, "?", "?", t(lang, "league.form.why.unreadable"));

  // every response of each (match, team), in the order sent (then by row): the last one counts
  const byKey = new Map<string, Submission[]>();
  for (const s of [...subs].sort((a, b) => a.at - b.at || a.row - b.row)) {
    const k = `${s.match}:${nameKey(s.team)}`;
    byKey.set(k, [...(byKey.get(k) ?? []), s]);
  }
  const states = new Map(matchStates(read).map((s) => [s.match.id, s]));
  const typed = asTyped(read, ev.tabs.lineups).map((row) =>
    Array.from({ length: LINEUPS.width }, (_, c) => row[c] ?? ""),
  );
  const grid = read.raw(ev.tabs.lineups).values;
  const canonical = new Map(read.roster.map((r) => [nameKey(r.player), r.player]));
  // a status written before French spacing (plain spaces) is the form's too
  const prefix = plainSpaces(t(ev.lang, "league.form.status", { captain: "" }).trim());
  const changed = new Set<number>();
  const applied: string[] = [];
  for (const list of byKey.values()) {
    const s = list[list.length - 1]!;
    const st = states.get(s.match);
    if (!st) {
      ignore(s.row, s.match, s.team, t(lang, "league.form.why.unknownMatch"));
      continue;
    }
    const side: Side | null =
      nameKey(s.team) === nameKey(st.match.home)
        ? "home"
        : nameKey(s.team) === nameKey(st.match.away)
          ? "away"
          : null;
    if (side === null) {
      ignore(s.row, s.match, s.team, t(lang, "league.form.why.team"));
      continue;
    }
    const team = side === "home" ? st.match.home : st.match.away;
    // the rows of this match and team, by table (0-based grid indices)
    const rows: number[] = [];
    for (let r = 1; r < grid.length; r++) {
      const g = grid[r] ?? [];
      const table = Number(g[LINEUPS.table]);
      if (
        g[LINEUPS.match] === s.match &&
        nameKey(text(g[LINEUPS.team])) === nameKey(team) &&
        table >= 1 &&
        table <= TABLES
      )
        rows[table - 1] = r;
    }
    const players = s.players.map((p) => canonical.get(nameKey(p)) ?? p);
    if (Array.from({ length: TABLES }, (_, i) => rows[i]).some((r) => r === undefined)) {
      ignore(s.row, s.match, team, t(lang, "league.form.why.noRows", { tab: ev.tabs.lineups }));
      continue;
    }
    const now = rows.map((r) => text(grid[r]?.[LINEUPS.player]));
    if (st.accepted[side] || st.played > 0) {
      if (!same(players, acceptedPlayers(st, side)))
        ignore(s.row, s.match, team, t(lang, "league.form.why.accepted"));
      continue;
    }
    const armies = rows.map((r) => text(grid[r]?.[LINEUPS.army]));
    const status = rows.map((r) => text(grid[r]?.[LINEUPS.status]));
    if (same(now, players) && same(armies, s.armies)) continue; // already there
    const blank = now.every((p) => p === "");
    // ours: written from one of this match and team's responses, its form status still there
    const ours =
      !blank &&
      status.every((x, i) => now[i] === "" || plainSpaces(x).startsWith(prefix)) &&
      list.some((x) =>
        same(
          now,
          x.players.map((p) => canonical.get(nameKey(p)) ?? p),
        ),
      );
    if (!blank && !ours) {
      if (!same(now, players))
        ignore(s.row, s.match, team, t(lang, "league.form.why.organiser", { tab: ev.tabs.lineups }));
      continue;
    }
    const mark = `'${t(ev.lang, "league.form.status", { captain: s.captain })}`;
    rows.forEach((r, i) => {
      const player = players[i]!;
      typed[r]![LINEUPS.player] = player === "" ? "" : `'${player}`;
      typed[r]![LINEUPS.army] = s.armies[i] === "" ? "" : `'${s.armies[i]}`;
      typed[r]![LINEUPS.status] = player === "" ? "" : mark;
      changed.add(r);
    });
    applied.push(`${s.match} ${team}${s.captain === "" ? "" : ` (${s.captain})`}`);
  }
  if (changed.size === 0) return { message: "", event: saved, read };

  // one write: columns player–status of the rows from the first changed to the last
  const first = Math.min(...changed);
  const last = Math.max(...changed);
  const block = typed.slice(first, last + 1).map((row) => row.slice(LINEUPS.player, LINEUPS.status + 1));
  sheetOf(ctx.ss, ev.tabs.lineups)
    .getRange(first + 1, LINEUPS.player + 1, block.length, LINEUPS.status - LINEUPS.player + 1)
    .setValues(block);
  const after = readAfter(ctx, ev, read, { lineups: typed });
  after.messages = messages;
  return {
    message: t(lang, "league.form.msg.applied", {
      count: applied.length,
      tab: ev.tabs.lineups,
      list: applied.join(", "),
    }),
    event: saved,
    read: after,
  };
}
