/**
 * The Tarot duplicate's random run (RULES §6): Check and compute (at the last day, at a date, for a
 * player), the chart, Publish, Undo, with right and stale requests, and the organiser's hand edits
 * of the Deals tab — a new tournament pasted, a differential typed (or garbage, ±3000, 1e12, or a
 * formula where a name should be), a deal ticked not finished, dates with a time, a row deleted,
 * blank rows, rows sorted, the tab renamed and renamed back. Invariant 5: after Check and compute, the Deals
 * tab's % and matchpoints = TAROT_PERCENT and MATCHPOINTS over the same deals = the recount below,
 * and each tournament's score in the Tournaments tab is the sum of its matchpoints.
 */
import { clubNames, clubRows } from "../tarot/club";
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
  tabNow,
  tabRows,
  worldOp,
} from "./kinds";
import { customFunction } from "./league";
import type { Json } from "./ops";

const tabsOf = (r: KindRunner): Record<string, string> => r.memo.tabs;
const rows = tabRows;

const isBot = (v: unknown) => String(v).trim().toLowerCase() === "bot";
/** A differential as docs/rules.md reads it: a number, or text that says one ("12", "-7", "12,5"). */
function differential(v: unknown): number {
  return typeof v === "string" && v.trim() !== ""
    ? Number(v.trim().replace(",", ".").replace("−", "-"))
    : typeof v === "number"
      ? v
      : Number.NaN;
}

const unfinished = (x: unknown[]) => x[6] === true || !Number.isFinite(differential(x[5]));
const key = (v: unknown) => String(v).trim().toLowerCase();

/** RULES §6: the deal's % (0 when not finished) and its matchpoints (2 per participant beaten, 1 per tie). */

export function recountDeal(deal: { diff: number | null }[], bot: number): { pct: number; mp: number }[] {
  const pct = deal.map((p) => (p.diff === null ? 0 : Math.max(0, 100 + p.diff - bot)));
  return deal.map((p, i) => {
    if (p.diff === null) return { pct: 0, mp: 0 };
    let mp = 0;
    deal.forEach((o, j) => {
      if (j === i) return;
      if (o.diff === null || pct[j]! < pct[i]!) mp += 2;
      else if (pct[j] === pct[i]) mp += 1;
    });
    return { pct: pct[i]!, mp };
  });
}

function checkTarot(r: KindRunner): void {
  const t = tabsOf(r);
  const fail = (m: string): never => {
    throw new KindFailure("5 computed tab = custom function = recount", m);
  };
  const deals = rows(r, t.deals!, 9);
  const groups = new Map<string, number[]>();
  deals.forEach((x, i) => {
    if (i === 0 || String(x[0]).trim() === "") return;
    const k = `${key(x[0])}|${x[2]}`;
    const list = groups.get(k) ?? [];
    list.push(i);
    groups.set(k, list);
  });
  const totals = new Map<string, number>();
  for (const [k, list] of groups) {
    const botRow = list.find((i) => isBot(deals[i]![4]));
    if (botRow === undefined) fail(`deal ${k}: no Bot row, yet Check and compute succeeded`);
    const botCell = deals[botRow!]![5];
    const bot = differential(botCell);
    const recount = recountDeal(
      list.map((i) => ({ diff: unfinished(deals[i]!) ? null : differential(deals[i]![5]) })),
      bot,
    );
    // the custom functions: TAROT_PERCENT per row, MATCHPOINTS over the deal's row of %
    const formulaPct = list.map((i) =>
      customFunction(r, "TAROT_PERCENT", unfinished(deals[i]!) ? "" : deals[i]![5], botCell),
    );
    const matrix = [list.map((i, n) => (unfinished(deals[i]!) ? "x" : formulaPct[n]))];
    const formulaMp = (customFunction(r, "MATCHPOINTS", matrix) as number[][])[0]!;
    list.forEach((i, n) => {
      const x = deals[i]!;
      const where = `«\u00a0${t.deals}\u00a0» row ${i + 1} (${x[0]}, deal ${x[2]}, ${x[4]})`;
      if (x[7] !== formulaPct[n] || x[7] !== recount[n]!.pct)
        fail(`${where}: % ${x[7]}, TAROT_PERCENT ${formulaPct[n]}, RULES §6 recount ${recount[n]!.pct}`);
      if (x[8] !== formulaMp[n] || x[8] !== recount[n]!.mp)
        fail(
          `${where}: matchpoints ${x[8]}, MATCHPOINTS ${formulaMp[n]}, RULES §6 recount ${recount[n]!.mp}`,
        );
      const tk = `${key(x[0])}|${key(x[4])}`;
      totals.set(tk, (totals.get(tk) ?? 0) + recount[n]!.mp);
    });
  }
  // each tournament's score: the sum of its matchpoints
  const tours = rows(r, t.tournaments!, 5).slice(1);
  let listed = 0;
  for (const x of tours) {
    if (String(x[0]).trim() === "") continue;
    listed++;
    const want = totals.get(`${key(x[0])}|${key(x[3])}`);
    if (want !== x[4])
      fail(
        `«\u00a0${t.tournaments}\u00a0»: ${x[0]} ${x[3]} scores ${x[4]}, the sum of their matchpoints is ${want}`,
      );
  }
  if (listed !== totals.size)
    fail(`«\u00a0${t.tournaments}\u00a0» lists ${listed} scores, the deals have ${totals.size}`);
}

function eventId(r: KindRunner): string {
  return r.state?.event?.id ?? "e1";
}

const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

function next(d: Dice, r: KindRunner): KindOp {
  const st = r.state;
  const id = eventId(r);
  const players: string[] = st?.tarot?.players ?? [];
  const chances = { undo: 0.3, fail: 0.1 };
  const call = (fn: string, req: Json, c = chances): KindOp => callOp(d, fn, req, c);
  const deals = tabNow(r, "deals");
  const s = r.b.standin.book.sheetByName(deals);
  const last = s?.lastRow() ?? 1;
  const row = () => d.between(2, Math.max(2, last));
  const lang = st?.lang ?? "fr";
  const op = d.weighted<KindOp>([
    ...commonSteps(d, r, chances),
    [14, () => call("arbitreComputeTarot", { eventId: id }, chances)],
    [
      4,
      () =>
        call(
          "arbitreComputeTarot",
          {
            eventId: id,
            asOf: d.pick([
              "",
              r.memo.first as string,
              addDays(r.memo.first as string, d.between(1, 30)),
              "demain",
            ]),
            ...(players.length > 0 && d.chance(0.5) ? { player: d.pick([...players, "Personne"]) } : {}),
          },
          chances,
        ),
    ],
    [
      3,
      () => call("arbitreTarotChart", { eventId: id, player: players.length > 0 ? d.pick(players) : "Anne" }),
    ],
    // hand edits of the Deals tab
    [
      5,
      () => {
        const k = (r.memo.tournaments as number) + 1;
        r.memo.tournaments = k;
        const block = clubRows(
          {
            players: r.memo.players as number,
            tournaments: 1,
            deals: d.between(1, 4),
            first: addDays(r.memo.first as string, 7 * (k - 1)),
            attendance: 0.8,
            seed: d.int(1e6),
          },
          lang,
        ).map((x) => [`T${String(k).padStart(3, "0")}`, ...x.slice(1)]);
        return { op: "type", at: `${q(deals)}!A${last + 1}`, rows: block, what: `tournament ${k} pasted` };
      },
    ],
    [
      5,
      () => ({
        op: "type",
        at: `${q(deals)}!F${row()}`,
        // "12,5": a number in a French spreadsheet, text in an English one (read as 12.5); ±3000 the
        // widest a deal scores, 1e12 beyond it (refused)
        rows: [
          [d.chance(0.85) ? d.between(-80, 80) : d.pick(["", "abandon", "=1/0", "12,5", 1e12, -3000, 3000])],
        ],
        what: "differential typed",
      }),
    ],
    [
      2,
      () => ({
        op: "type",
        at: `${q(deals)}!G${row()}`,
        rows: [[d.chance(0.5)]],
        what: "not finished ticked",
      }),
    ],
    [
      1.5,
      () => ({
        op: "type",
        at: `${q(deals)}!B${row()}`,
        rows: [
          [`${addDays(r.memo.first as string, d.between(0, 20))} ${d.pick(["20:30", "09:00", "23:45"])}`],
        ],
        what: "date with a time",
      }),
    ],
    [
      1,
      () => ({
        op: "type",
        at: `${q(deals)}!E${row()}`,
        rows: [["=E2"]],
        what: "a formula where a name should be",
      }),
    ],
    [1, () => (last > 2 ? { op: "deleteRow", tab: deals, row: row() } : null)],
    [1, () => (last > 2 ? { op: "insertRow", tab: deals, before: row() } : null)],
    [
      1.5,
      () =>
        last > 3
          ? {
              op: "sort",
              tab: deals,
              first: 2,
              last,
              width: 7,
              by: d.pick([1, 3, 5, 6]),
              descending: d.chance(0.3),
            }
          : null,
    ],
    [1.5, () => renameAway(d, r, ["deals", "tournaments", "players", "chart"])],
  ]);
  return op ?? { op: "read", fn: "arbitreGetState" };
}

export const tarot: KindSpec = {
  kind: "tarot",
  computes: ["arbitreComputeTarot"],
  // Undo does not put the Deals tab back: its % and matchpoints stay those of the last computation
  undoLeaves: (fn, r) => (fn === "arbitreComputeTarot" ? [{ tab: tabNow(r, "deals"), from: 8, to: 9 }] : []),
  world(d) {
    return worldOp(d, "tarot", {
      players: d.between(2, 5),
      tournaments: d.between(1, 3),
      deals: d.between(2, 4),
      first: d.pick(["2026-09-03", "2026-10-01", "2026-12-17"]),
      seed: d.int(1e6),
    });
  },
  setup(r, op) {
    const a = r.invoke("arbitreCreateEvent", {
      system: "tarot-duplicate",
      name: "Simultané du club",
      date: op.data.first,
    });
    if (!a.ok) throw new Error(`test: the Tarot event could not be created: ${a.error}`);
    r.memo.tabs = a.state.tarot.tabs;
    r.memo.first = op.data.first;
    r.memo.players = op.data.players;
    r.memo.tournaments = op.data.tournaments;
    r.memo.names = clubNames(op.data.players);
    const deals = clubRows(op.data, op.locale.startsWith("fr") ? "fr" : "en");
    r.b.standin.write(`${q(a.state.tarot.tabs.deals)}!A2`, deals);
  },
  next,
  inputs: (r) => [{ tab: tabNow(r, "deals"), from: 1, to: 7 }],
  check: (r) => checkTarot(r),
};
