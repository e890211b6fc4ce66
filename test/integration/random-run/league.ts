/**
 * The team league's random run (RULES §3): the sidebar's actions (Generate calendar, Draw
 * scenarios, Check lineups, Update standings, Publish, Undo, the lineup form) with right and stale
 * requests, and the organiser's and captains' hand edits — lineups typed (a player of another
 * team, a formula where a name should be, odd case, three players), results typed as codes or
 * words (garbage now and then), registration dates with a time, blank rows, the roster sorted,
 * tabs renamed and renamed back, the host changed. Invariant 5: after Update standings, the League
 * standings tab = TEAM_STANDINGS over the Games tab = the recount below.
 */
import vm from "node:vm";
import { leagueRows, playerName, TEAM_NAMES } from "../league/helpers";
import {
  callOp,
  commonSteps,
  type Dice,
  KindFailure,
  type KindOp,
  type KindRunner,
  type KindSpec,
  q,
  renameAway,
  sameTable,
  tabNow,
  tabRows,
  worldOp,
} from "./kinds";
import type { Json } from "./ops";

/** Rows of a tab (uncounted values). */
export function rows(r: KindRunner, tab: string, width = 16): unknown[][] {
  return tabRows(r, tab, width);
}

const tabsOf = (r: KindRunner): Record<string, string> => r.memo.tabs;

type Outcome = "win" | "draw" | "loss" | "forfeit" | null;

/** A result cell as RULES §0 reads it: the event's code or word, any case. */
function outcome(v: unknown, words: Json): Outcome {
  const s = String(v ?? "")
    .trim()
    .toLowerCase();
  if (s === "") return null;
  for (const k of ["win", "draw", "loss"] as const)
    if (s === String(words.codes[k]).toLowerCase() || s === String(words.words?.[k] ?? "").toLowerCase())
      return k;
  if (s === "f" || s === String(words.forfeit).toLowerCase()) return "forfeit";
  return null;
}

const POINTS: Record<Exclude<Outcome, null>, number> = { win: 3, draw: 2, loss: 1, forfeit: 0 };

/** Recount of RULES §3: league points and matches played of each team, complete matches only. */
export function recountLeague(
  games: unknown[][],
  teams: string[],
  words: Json,
): Map<string, [number, number]> {
  const out = new Map<string, [number, number]>(teams.map((t) => [t, [0, 0]]));
  const byMatch = new Map<number, unknown[][]>();
  for (const g of games) {
    if (typeof g[0] !== "number") continue;
    const list = byMatch.get(g[0]) ?? [];
    list.push(g);
    byMatch.set(g[0], list);
  }
  for (const tables of byMatch.values()) {
    const results = tables.map((g) => [outcome(g[4], words), outcome(g[5], words)]);
    if (tables.length !== 4 || results.some(([a, b]) => a === null || b === null)) continue;
    const home = String(tables[0]![1]);
    const away = String(tables[0]![2]);
    const sum = (i: 0 | 1) => results.reduce((s, x) => s + POINTS[x[i]!], 0);
    const fielded = (c: 6 | 7) => tables.filter((g) => String(g[c] ?? "").trim() !== "").length;
    const [h, a] = [sum(0), sum(1)];
    const league = (mine: number, theirs: number, players: number) =>
      mine > theirs ? 3 : mine === theirs ? 2 : players >= 2 ? 1 : 0;
    for (const [team, pts] of [
      [home, league(h, a, fielded(6))],
      [away, league(a, h, fielded(7))],
    ] as const) {
      const t = out.get(team) ?? [0, 0];
      out.set(team, [t[0] + pts, t[1] + 1]);
    }
  }
  return out;
}

/**
 * Calls one of the bundle's custom functions as a cell does, with realm-native arrays (a date cell
 * is passed as a Date of the bundle's realm); its answer as plain JSON.
 */
export function customFunction(r: KindRunner, name: string, ...args: unknown[]): Json {
  const ctx = r.b.context as Record<string, unknown>;
  ctx.__args = JSON.stringify(args, function (this: Record<string, unknown>, k: string, v: unknown) {
    const raw = this[k];
    return raw instanceof Date ? { $date: raw.getTime() } : v;
  });
  try {
    return JSON.parse(
      vm.runInContext(
        `JSON.stringify(${name}.apply(null, JSON.parse(__args, function (k, v) { return v && typeof v === "object" && "$date" in v ? new Date(v.$date) : v; })))`,
        r.b.context,
      ),
    );
  } finally {
    delete ctx.__args;
  }
}

function checkLeague(r: KindRunner): void {
  const t = tabsOf(r);
  const games = rows(r, t.games!, 14).slice(1);
  const words = wordsOf(r);
  const fail = (m: string): never => {
    throw new KindFailure("5 computed tab = custom function = recount", m);
  };
  // the custom function over the Games tab's first six columns
  const input = games.map((g) => g.slice(0, 6));
  const formula = customFunction(r, "TEAM_STANDINGS", input) as unknown[][];
  const tab = rows(r, t.standings!, 7).filter((x) => x.some((v) => v !== ""));
  // the teams' rows: a rank in column A (a note may follow the table: "Classement provisoire…")
  const teamRows = tab.slice(1).filter((x) => typeof x[0] === "number");
  const width = formula[0]?.length ?? 7;
  // TEAM_STANDINGS knows only the teams of the tables with a result; the tab lists every team:
  // each team the function lists is the tab's row of that team (rank included)
  const byTeam = new Map(teamRows.map((x) => [String(x[1]), x.slice(0, width)]));
  const shown = formula.map((x, i) =>
    i === 0 ? (tab[0] ?? []).slice(0, width) : (byTeam.get(String(x[1])) ?? []),
  );
  if (!sameTable(shown, formula))
    fail(
      `«\u00a0${t.standings}\u00a0» ≠ TEAM_STANDINGS(«\u00a0${t.games}\u00a0»!A:F):\n    tab:     ${JSON.stringify(shown)}\n    formula: ${JSON.stringify(formula)}`,
    );
  // the recount from RULES §3
  const teams = rows(r, t.teams!, 3)
    .slice(1)
    .map((x) => String(x[0]).trim())
    .filter((x) => x !== "");
  const recount = recountLeague(games, teams, words);
  for (const x of teamRows) {
    const want = recount.get(String(x[1]));
    if (!want) fail(`«\u00a0${t.standings}\u00a0» lists ${JSON.stringify(x[1])}, not a team of the recount`);
    if (x[2] !== want![0] || x[6] !== want![1])
      fail(
        `«\u00a0${t.standings}\u00a0»: ${x[1]} has ${x[2]} points in ${x[6]} matches; RULES §3 recount: ${want![0]} points in ${want![1]}`,
      );
  }
}

/** The event's result words: codes, words, the forfeit word (from the Games tab's validation). */
function wordsOf(r: KindRunner): Json {
  const ev = r.state?.event;
  const t = tabsOf(r);
  const list = r.b.standin.book.sheetByName(t.games!)?.cell(2, 5)?.validation?.args?.[0] as
    | string[]
    | undefined;
  return {
    codes: ev?.codes ?? { win: "V", draw: "N", loss: "D" },
    words: ev?.resultWords ?? (list ? { win: list[0], draw: list[1], loss: list[2] } : undefined),
    forfeit: list?.[3] ?? "Forfait",
  };
}

function eventId(r: KindRunner): string {
  return r.state?.event?.id ?? "e1";
}

/** Lineups rows of a match (1-based rows), by team and table. */
function lineupRows(r: KindRunner, match: number): { row: number; team: string; table: number }[] {
  const out: { row: number; team: string; table: number }[] = [];
  rows(r, tabNow(r, "lineups"), 6).forEach((x, i) => {
    if (x[0] === match) out.push({ row: i + 1, team: String(x[1]), table: Number(x[2]) });
  });
  return out;
}

function next(d: Dice, r: KindRunner): KindOp {
  const st = r.state;
  const lg = st?.league;
  const id = eventId(r);
  const a = st?.actions ?? {};
  const chances = { undo: 0.3, fail: 0.12 };
  const call = (fn: string, req: Json, extra: Partial<Extract<KindOp, { op: "call" }>> = {}): KindOp =>
    callOp(d, fn, req, chances, extra);
  const op = d.weighted<KindOp>([
    [r.lastRefused === "arbitreCheckLineups" ? 15 : 0, () => fixLineups(r)],
    ...commonSteps(d, r, chances),
    [a.generateCalendar?.enabled ? 12 : 1, () => call("arbitreGenerateCalendar", { eventId: id })],
    [
      a.drawScenarios?.enabled ? 10 : 1,
      () =>
        call("arbitreDrawScenarios", { eventId: id, expected: (lg?.toDraw ?? 1) - (d.chance(0.15) ? 1 : 0) }),
    ],
    [lg?.next ? 14 : 0, () => typeLineups(d, r)],
    [
      a.checkLineups?.enabled ? 10 : 2,
      () => call("arbitreCheckLineups", { eventId: id }, { yes: d.chance(0.7) }),
    ],
    [10, () => typeResults(d, r)],
    [a.updateLeague?.enabled ? 8 : 1, () => call("arbitreUpdateLeague", { eventId: id })],
    [0.7, () => call("arbitreLineupForm", { eventId: id })],
    [1.5, () => ({ op: "read", fn: "arbitreExplainRank", req: { eventId: id, name: d.pick(TEAM_NAMES) } })],
    // hand edits
    [2, () => renameAway(d, r, ["games", "standings", "roster", "lineups", "calendar", "ladder"])],
    [1.5, () => blankRow(d, r)],
    [1.5, () => sortRoster(d, r)],
    [1.5, () => registeredWithTime(d, r)],
    [1, () => hostChanged(d, r)],
  ]);
  return op ?? { op: "read", fn: "arbitreGetState" };
}

/** Whether a match's lineups may be handed in: a first leg, or a return leg whose first leg is played. */
function open(m: Json, ms: Json[]): boolean {
  if (m.id % 2 === 1) return true;
  return ms.find((x) => x.id === m.id - 1)?.played !== false;
}

/** After a refused Check lineups: every lineup of the date typed again properly (or blank when early). */
function fixLineups(r: KindRunner): KindOp | null {
  const ms = (r.state?.league?.next?.matches ?? []) as Json[];
  const tab = tabNow(r, "lineups");
  const cells: { at: string; rows: unknown[][] }[] = [];
  for (const m of ms)
    for (const x of lineupRows(r, m.id))
      cells.push({ at: `${q(tab)}!D${x.row}`, rows: [[open(m, ms) ? playerName(x.team, x.table) : ""]] });
  if (cells.length === 0) return null;
  return {
    op: "type",
    ...cells[0]!,
    more: cells.slice(1),
    what: "the date's lineups typed again as the sidebar asks",
  };
}

function typeLineups(d: Dice, r: KindRunner): KindOp | null {
  const lg = r.state?.league;
  const ms = (lg?.next?.matches ?? []) as Json[];
  if (ms.length === 0) return null;
  // the captains hand in the first legs' lineups, the return legs' once the first leg is played
  const ready = ms.filter((m) => open(m, ms));
  const m = d.pick(ready.length > 0 && d.chance(0.9) ? ready : ms);
  const cells: { at: string; rows: unknown[][] }[] = [];
  const tab = tabNow(r, "lineups");
  const teams = (lg.tabs && (r.memo.teams as string[])) ?? [];
  // mostly a proper lineup; now and then one defect (or two)
  const defects = d.chance(0.65) ? 0 : d.chance(0.8) ? 1 : 2;
  const list = lineupRows(r, m.id);
  const bad = new Set(Array.from({ length: defects }, () => d.int(Math.max(1, list.length))));
  list.forEach((x, i) => {
    let name: unknown = playerName(x.team, x.table);
    if (bad.has(i)) {
      const y = d.rng();
      if (y < 0.2) name = "";
      else if (y < 0.35) name = playerName(d.pick(teams.length > 0 ? teams : [x.team]), 5);
      else if (y < 0.5) name = `=${q(tabNow(r, "roster"))}!A${2 + d.int(10)}`;
      else if (y < 0.65) name = String(name).toUpperCase();
      else if (y < 0.8) name = ` ${name} `;
      else name = playerName(x.team, 5);
    }
    cells.push({ at: `${q(tab)}!D${x.row}`, rows: [[name]] });
  });
  if (cells.length === 0) return null;
  return { op: "type", ...cells[0]!, more: cells.slice(1), what: `lineups of match ${m.id}` };
}

function typeResults(d: Dice, r: KindRunner): KindOp | null {
  const tab = tabNow(r, "games");
  const g = rows(r, tab, 8);
  const ready: number[] = [];
  g.forEach((x, i) => {
    if (i > 0 && typeof x[0] === "number" && (x[6] !== "" || x[7] !== "")) ready.push(i + 1);
  });
  if (ready.length === 0) return null;
  const w = wordsOf(r);
  const first = ready[d.int(ready.length)]!;
  const match = g[first - 1]![0];
  const cells: { at: string; rows: unknown[][] }[] = [];
  for (const row of ready) {
    if (g[row - 1]![0] !== match) continue;
    const y = d.rng();
    const word = (k: "win" | "draw" | "loss") => (d.chance(0.5) ? w.codes[k] : (w.words?.[k] ?? w.codes[k]));
    const pair =
      y < 0.4
        ? [word("win"), word("loss")]
        : y < 0.75
          ? [word("loss"), word("win")]
          : y < 0.88
            ? [word("draw"), word("draw")]
            : y < 0.92
              ? ["", ""]
              : y < 0.96
                ? [d.pick(["3-1", "=1+1", "gagné", 3]), word("loss")]
                : [String(word("win")).toLowerCase(), ` ${word("loss")} `];
    cells.push({ at: `${q(tab)}!E${row}`, rows: [pair] });
  }
  return { op: "type", ...cells[0]!, more: cells.slice(1), what: `results of match ${match}` };
}

function blankRow(d: Dice, r: KindRunner): KindOp | null {
  const tab = tabNow(r, d.pick(["roster", "teams"]));
  const s = r.b.standin.book.sheetByName(tab);
  if (!s || s.lastRow() < 3) return null;
  return { op: "insertRow", tab, before: d.between(3, s.lastRow()) };
}

function sortRoster(d: Dice, r: KindRunner): KindOp | null {
  const tab = tabNow(r, "roster");
  const s = r.b.standin.book.sheetByName(tab);
  if (!s || s.lastRow() < 3) return null;
  return {
    op: "sort",
    tab,
    first: 2,
    last: s.lastRow(),
    width: 7,
    by: d.pick([1, 2, 4]),
    descending: d.chance(0.3),
  };
}

function registeredWithTime(d: Dice, r: KindRunner): KindOp | null {
  const tab = tabNow(r, "roster");
  const s = r.b.standin.book.sheetByName(tab);
  if (!s || s.lastRow() < 2) return null;
  const row = d.between(2, s.lastRow());
  const v = d.pick(["2026-12-01 18:30", "2026-12-01 09:15", "2027-01-05 23:00", "2026-11-20", "bientôt"]);
  return { op: "type", at: `${q(tab)}!C${row}`, rows: [[v]], what: "registration date typed (with a time)" };
}

function hostChanged(d: Dice, r: KindRunner): KindOp | null {
  const tab = tabNow(r, "calendar");
  const c = rows(r, tab, 7);
  const list = c.map((x, i) => [x, i + 1] as const).filter(([x, i]) => i > 1 && typeof x[0] === "number");
  if (list.length === 0) return null;
  const [x, row] = d.pick(list);
  return {
    op: "type",
    at: `${q(tab)}!G${row}`,
    rows: [[d.chance(0.8) ? x[5] : "Ailleurs"]],
    what: "host changed",
  };
}

export const league: KindSpec = {
  kind: "league",
  computes: ["arbitreUpdateLeague"],
  world(d) {
    const teams = d.between(4, 6);
    return worldOp(d, "league", { teams, players: d.between(4, 6) });
  },
  setup(r, op) {
    const a = r.invoke("arbitreCreateEvent", {
      system: "league-kow",
      name: "Inter-clubs",
      date: "2027-01-10",
    });
    if (!a.ok) throw new Error(`test: the league could not be created: ${a.error}`);
    const tabs = a.state.league.tabs as Record<string, string>;
    r.memo.tabs = tabs;
    r.memo.teams = TEAM_NAMES.slice(0, op.data.teams);
    const typed = leagueRows(op.data.teams, op.data.players);
    r.b.standin.write(`${q(tabs.teams!)}!A2`, typed.teams);
    r.b.standin.write(`${q(tabs.roster!)}!A2`, typed.roster);
  },
  next,
  inputs(r) {
    const t = tabsOf(r);
    return [
      { tab: tabNow(r, "teams"), from: 1, to: 3 },
      { tab: tabNow(r, "roster"), from: 1, to: 7 },
      { tab: tabNow(r, "lineups"), from: 4, to: 4 },
      { tab: tabNow(r, "games"), from: 5, to: 6 },
      { tab: tabNow(r, "calendar"), from: 7, to: 7 },
      { tab: t.scenarios!, from: 1, to: 1 },
    ];
  },
  mayWrite(fn, tab, _row, c, r) {
    // the calendar lays out the Lineups, Games and Calendar rows; an accepted lineup writes its
    // players' spelling and a forfeit result on an empty table (RULES §3)
    if (fn === "arbitreGenerateCalendar")
      return [tabNow(r, "lineups"), tabNow(r, "games"), tabNow(r, "calendar")].includes(tab);
    if (fn === "arbitreCheckLineups")
      return (
        (tab === tabNow(r, "lineups") && c === 4) || (tab === tabNow(r, "games") && (c === 5 || c === 6))
      );
    return false;
  },
  check: (r) => checkLeague(r),
};
