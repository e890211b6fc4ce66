/**
 * The season circuit's random run (RULES §5): Check and compute (after the last tournament, at a
 * date, a year-end ranking), Prepare the Masters, the Masters' games typed and computed, Publish,
 * Undo, with right and stale requests, and the organiser's hand edits — a tournament and its
 * results pasted, places typed (garbage too, a formula where a name should be), dates with a time,
 * blank rows, rows sorted, rows inserted among the Masters' games, tabs renamed and renamed back, a
 * Masters player withdrawn. Invariant 5 (after Update Masters: its standings list each player once);
 * after Check and compute, the Ranking tab = MASTERS_RANKING over the same tabs = the recount
 * below (each tournament's points from RULES §5's tables with one number of seeds for all its
 * players, the best ⌊N/2⌋ of them in the total).
 */
import { federationRows, poolNames } from "../circuit/federation";
import {
  callOp,
  col,
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
import { customFunction } from "./league";
import type { Json } from "./ops";

const tabsOf = (r: KindRunner): Record<string, string> => r.memo.tabs;
const rows = tabRows;

/** RULES §5: the final points' base by place (1st 480 … 32nd 5), 0 beyond. */
export function finalBase(place: number): number {
  const top = [480, 400, 320, 300, 240, 225, 210, 195];
  if (place <= 8) return top[place - 1]!;
  if (place <= 17) return 160 - 10 * (place - 9);
  if (place <= 32) return 80 - 5 * (place - 17);
  return 0;
}

/** RULES §5: a player's points at a tournament with `seeds` seeds present. */
export function circuitPoints(place: number, dup: number, seeds: number): number {
  if (!(place >= 1 && place <= 32)) return 0;
  const s = Math.min(16, seeds);
  const dupPts = dup >= 1 && dup <= 32 ? Math.max(0, 45 - 5 * dup + 10 * s) : 0;
  return dupPts + finalBase(place) + 20 * s;
}

const norm = (v: unknown) =>
  String(v ?? "")
    .trim()
    .toLowerCase();

/** After Update Masters: its standings list each player of the field once (16 rows at most). */
function checkMastersStandings(r: KindRunner): void {
  const tab = tabNow(r, "masters");
  const block = rows(r, tab, 28)
    .slice(4)
    .map((x) => x.slice(17, 28))
    .filter((x) => String(x[1] ?? "") !== "");
  const names = block.map((x) => norm(x[1]));
  if (block.length > 16 || new Set(names).size !== names.length)
    throw new KindFailure(
      "5 computed tab = custom function = recount",
      `«\u00a0${tab}\u00a0»: the Masters standings have ${block.length} rows for ${new Set(names).size} players: ${JSON.stringify(names)}`,
    );
}

function checkCircuit(r: KindRunner, fn: string): void {
  if (fn === "arbitreUpdateMasters") {
    checkMastersStandings(r);
    return;
  }
  const t = tabsOf(r);
  const fail = (m: string): never => {
    throw new KindFailure("5 computed tab = custom function = recount", m);
  };
  const tours = rows(r, t.tournaments!, 4).slice(1);
  const results = rows(r, t.results!, 4).slice(1);
  const shown = r.state?.circuit?.shown;
  const tab = rows(r, t.ranking!, 60);
  const header = tab[2] ?? [];
  let n = 0;
  while (String(header[5 + n] ?? "") !== "") n++;
  // the custom function over the same tabs, at the ranking shown
  const args: unknown[] = [tours, results];
  if (shown?.final) args.push(shown.asOf !== "" ? shown.asOf : `${shown.year}-12-31`, true);
  else if (shown?.asOf) args.push(shown.asOf);
  const formula = customFunction(r, "MASTERS_RANKING", ...args) as unknown[][];
  const listed = tab.slice(3).filter((x) => String(x[1] ?? "") !== "");
  const width = 5 + n;
  const mine = listed.map((x) => x.slice(0, width));
  const theirs = formula.slice(1).map((x) => x.slice(0, width).map((v) => (v === null ? "" : v)));
  if ((formula[0]?.length ?? 0) !== width || !sameTable(mine, theirs))
    fail(
      `«\u00a0${t.ranking}\u00a0» ≠ MASTERS_RANKING(${JSON.stringify(args.slice(2))}):\n    tab:     ${JSON.stringify(mine).slice(0, 600)}\n    formula: ${JSON.stringify(formula).slice(0, 600)}`,
    );
  // the recount: each tournament's points from its places and one number of seeds; the best ⌊N/2⌋
  const best = Math.max(1, Math.floor(n / 2));
  const formatOf = new Map(tours.map((x) => [norm(x[0]), norm(x[3])]));
  for (let k = 0; k < n; k++) {
    const id = norm(String(header[5 + k]).replace(/ \(.*\)$/, ""));
    const pool = formatOf.get(id) === "poules" || formatOf.get(id) === "pool";
    const placed = new Map(
      results
        .filter((x) => norm(x[0]) === id)
        .map((x) => [norm(x[1]), [Number(x[2]), pool ? Number(x[3]) : Number(x[2])] as const]),
    );
    const cells = listed
      .map((x) => [norm(x[1]), x[5 + k]] as const)
      .filter(([, v]) => v !== "" && v !== null);
    const fits = (s: number) =>
      cells.every(([p, v]) => {
        const pl = placed.get(p);
        return pl !== undefined && circuitPoints(pl[0], pl[1], s) === v;
      });
    let seeds = -1;
    for (let s = 0; s <= 16 && seeds < 0; s++) if (fits(s)) seeds = s;
    if (seeds < 0)
      fail(
        `«\u00a0${t.ranking}\u00a0» column ${col(5 + k)} (${header[5 + k]}): no number of seeds gives these points from RULES §5's tables: ${JSON.stringify(cells.slice(0, 6))}`,
      );
  }
  for (const x of listed) {
    const pts = x
      .slice(5, 5 + n)
      .filter((v) => typeof v === "number")
      .sort((a, b) => (b as number) - (a as number)) as number[];
    const total = pts.slice(0, best).reduce((s, v) => s + v, 0);
    if (x[3] !== total || x[2] !== pts.length)
      fail(
        `«\u00a0${t.ranking}\u00a0»: ${x[1]} has ${x[3]} points in ${x[2]} tournaments; recount: best ${best} of ${JSON.stringify(pts)} = ${total} in ${pts.length}`,
      );
  }
}

function eventId(r: KindRunner): string {
  return r.state?.event?.id ?? "e1";
}

function next(d: Dice, r: KindRunner): KindOp {
  const st = r.state;
  const c = st?.circuit;
  const id = eventId(r);
  const year: number = c?.years?.at(-1) ?? r.memo.lastYear;
  const chances = { undo: 0.3, fail: 0.1 };
  const call = (fn: string, req: Json, extra: Partial<Extract<KindOp, { op: "call" }>> = {}): KindOp =>
    callOp(d, fn, req, chances, extra);
  const tt = tabNow(r, "tournaments");
  const rt = tabNow(r, "results");
  const mt = tabNow(r, "masters");
  const lastRow = (tab: string) => r.b.standin.book.sheetByName(tab)?.lastRow() ?? 1;
  const masters = c?.masters ?? null;
  const op = d.weighted<KindOp>([
    ...commonSteps(d, r, chances),
    [12, () => call("arbitreComputeCircuit", { eventId: id })],
    [
      5,
      () =>
        call(
          "arbitreComputeCircuit",
          d.chance(0.5)
            ? { eventId: id, final: true, year: d.pick([year, year - 1, year + 1]) }
            : { eventId: id, asOf: d.pick([`${year}-06-30`, `${year}-01-20`, `${year - 1}-12-31`, "hier"]) },
        ),
    ],
    [
      masters ? 2 : 6,
      () =>
        call(
          "arbitrePrepareMasters",
          { eventId: id, year: d.chance(0.85) ? year : year - 1 },
          { yes: d.chance(0.6) },
        ),
    ],
    [masters ? 8 : 1, () => call("arbitreUpdateMasters", { eventId: id })],
    [masters ? 10 : 0, () => mastersGames(d, r, mt)],
    [
      masters ? 1 : 0,
      () => ({
        op: "type",
        at: `${q(mt)}!D${d.between(5, 20)}`,
        rows: [[d.chance(0.7)]],
        what: "withdrawn ticked",
      }),
    ],
    [1, () => ({ op: "read", fn: "arbitreExplainRank", req: { eventId: id, name: d.pick(poolNames(6)) } })],
    // hand edits
    [4, () => newTournament(d, r, tt, rt)],
    [
      4,
      () => ({
        op: "type",
        at: `${q(rt)}!${d.pick(["C", "D"])}${d.between(2, lastRow(rt))}`,
        rows: [[d.chance(0.85) ? d.between(1, 20) : d.pick(["", "premier", 0, -3, 2.5, "=1+1"])]],
        what: "a place typed",
      }),
    ],
    [
      1,
      () => ({
        op: "type",
        at: `${q(rt)}!B${d.between(2, lastRow(rt))}`,
        rows: [["=B2"]],
        what: "a formula where a name should be",
      }),
    ],
    [
      1.5,
      () => ({
        op: "type",
        at: `${q(tt)}!C${d.between(2, lastRow(tt))}`,
        rows: [[`${year}-0${d.between(1, 9)}-1${d.between(0, 9)} ${d.pick(["20:30", "14:00", "09:15"])}`]],
        what: "date with a time",
      }),
    ],
    [1, () => (lastRow(rt) > 3 ? { op: "insertRow", tab: rt, before: d.between(3, lastRow(rt)) } : null)],
    // a row inserted among the Masters' games (its standings block beside them pushed down too)
    [
      masters ? 2 : 0,
      () =>
        lastRow(mt) > 6
          ? { op: "insertRow", tab: mt, before: d.between(5, d.chance(0.6) ? 21 : lastRow(mt)) }
          : null,
    ],
    [
      1.5,
      () =>
        lastRow(rt) > 3
          ? {
              op: "sort",
              tab: rt,
              first: 2,
              last: lastRow(rt),
              width: 4,
              by: d.pick([1, 2, 3]),
              descending: d.chance(0.3),
            }
          : null,
    ],
    [1.5, () => renameAway(d, r, ["tournaments", "results", "ranking", "seeds", "masters"])],
  ]);
  return op ?? { op: "read", fn: "arbitreGetState" };
}

/** A round of Masters games typed: coups (12 a game), tops, now and then a top-top or garbage. */
function mastersGames(d: Dice, r: KindRunner, tab: string): KindOp | null {
  const s = r.b.standin.book.sheetByName(tab);
  if (!s || s.lastRow() < 5) return null;
  const first = d.between(5, Math.max(5, s.lastRow() - 8));
  const block: unknown[][] = [];
  for (let i = 0; i < d.between(1, 8); i++) {
    const a = d.between(0, 12);
    const x = d.rng();
    block.push(
      x < 0.85
        ? [a, 12 - a, d.chance(0.2) ? 1 : 0, d.chance(0.2) ? 1 : 0, a === 6 && d.chance(0.3)]
        : x < 0.93
          ? ["", "", "", "", false]
          : [d.pick([13, -1, "six", 6.5]), 6, 0, 0, false],
    );
  }
  return { op: "type", at: `${q(tab)}!L${first}`, rows: block, what: "Masters games typed" };
}

function newTournament(d: Dice, r: KindRunner, tt: string, rt: string): KindOp | null {
  const k = (r.memo.added as number) + 1;
  r.memo.added = k;
  const year: number = r.memo.lastYear;
  const pool = poolNames(r.memo.pool as number);
  const field = pool.filter(() => d.chance(0.7));
  if (field.length === 0) return null;
  const idt = `NEW${k}-${String(year % 100).padStart(2, "0")}`;
  const isPool = d.chance(0.4);
  const lang = r.state?.lang ?? "fr";
  const dup = field.map((_, i) => i + 1).sort(() => d.rng() - 0.5);
  const tl = (r.b.standin.book.sheetByName(tt)?.lastRow() ?? 1) + 1;
  const rl = (r.b.standin.book.sheetByName(rt)?.lastRow() ?? 1) + 1;
  return {
    op: "type",
    at: `${q(tt)}!A${tl}`,
    rows: [
      [
        idt,
        d.pick(["Albi", "Nouveau club", "Agen"]),
        `${year}-${String(d.between(2, 11)).padStart(2, "0")}-${String(d.between(10, 28))}`,
        isPool ? (lang === "fr" ? "poules" : "pool") : "duplicate",
      ],
    ],
    more: [{ at: `${q(rt)}!A${rl}`, rows: field.map((p, i) => [idt, p, i + 1, isPool ? dup[i]! : ""]) }],
    what: `tournament ${idt} and its ${field.length} results pasted`,
  };
}

export const circuit: KindSpec = {
  kind: "circuit",
  computes: ["arbitreComputeCircuit", "arbitreUpdateMasters"],
  world(d) {
    // half the worlds have the 16 players a Masters needs
    const players = d.chance(0.5) ? d.between(16, 20) : d.between(5, 15);
    return worldOp(d, "circuit", {
      seasons: d.between(1, 2),
      tournaments: d.between(2, 5),
      players,
      pool: players + d.between(0, 6),
      seed: d.int(1e6),
    });
  },
  setup(r, op) {
    const lastYear = new Date(r.now).getUTCFullYear() - 1;
    const a = r.invoke("arbitreCreateEvent", {
      system: "circuit-masters",
      name: "Fédération Grand Sud",
      date: `${lastYear - op.data.seasons + 1}-01-01`,
    });
    if (!a.ok) throw new Error(`test: the circuit could not be created: ${a.error}`);
    const tabs = a.state.circuit.tabs as Record<string, string>;
    r.memo.tabs = tabs;
    r.memo.lastYear = lastYear;
    r.memo.pool = op.data.pool;
    r.memo.added = 0;
    const data = federationRows(op.data, lastYear, op.locale.startsWith("fr") ? "fr" : "en");
    r.b.standin.write(`${q(tabs.tournaments!)}!A2`, data.tournaments);
    r.b.standin.write(`${q(tabs.results!)}!A2`, data.results);
  },
  next,
  inputs: (r) => [
    { tab: tabNow(r, "tournaments"), from: 1, to: 4 },
    { tab: tabNow(r, "results"), from: 1, to: 4 },
    { tab: tabNow(r, "masters"), from: 4, to: 4 },
    { tab: tabNow(r, "masters"), from: 12, to: 16 },
  ],
  // Prepare the Masters lays out its tab: the field, the games, their blank cells to type into
  mayWrite: (fn, tab, _row, _col, r) => fn === "arbitrePrepareMasters" && tab === tabNow(r, "masters"),
  check: (r, fn) => checkCircuit(r, fn),
};
