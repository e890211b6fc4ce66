/**
 * What the Tarot tabs hold, as rows (pure: the report in, rows out): the Deals tab's computed
 * columns, the Tournaments tab, the players' dashboard, the chart's data, the Public tab.
 */
import type { PlayerReport, TarotReport } from "../../../engine/tarot/types";
import { type Lang, t } from "../../../i18n/index";
import { dayText, monthText, type Row } from "../../gateway/index";
import type { TarotRead } from "./read";
import { DEALS } from "./schema";

const txt = (s: string): string => (s === "" ? "" : `'${s}`);
const num = (x: number | null): number | string => (x === null ? "" : x);

/** The Deals tab's H:I (each row's % and matchpoints), for every row below the header. */
export function dealsComputed(read: TarotRead, report: TarotReport): Row[] {
  const out: Row[] = [];
  const byRow = new Map<number, number>();
  read.deals.forEach((d, i) => {
    byRow.set(d.row!, i);
  });
  for (let r = 2; r <= Math.max(2, read.height); r++) {
    const i = byRow.get(r);
    out.push(i === undefined ? ["", ""] : [report.deals.percent[i]!, report.deals.matchpoints[i]!]);
  }
  return out;
}

/** The Tournaments tab: one row per tournament and participant, the latest tournament first. */
export function tournamentsRows(report: TarotReport, lang: Lang): Row[] {
  const rows: Row[] = [
    [
      t(lang, "tarot.hdr.tournament"),
      t(lang, "tarot.hdr.date"),
      t(lang, "tarot.t.rank"),
      t(lang, "tarot.t.player"),
      t(lang, "tarot.t.matchpoints"),
      t(lang, "tarot.t.attack"),
      t(lang, "tarot.t.defence"),
      t(lang, "tarot.t.attackDeals"),
      t(lang, "tarot.t.defenceDeals"),
      t(lang, "tarot.t.winner"),
    ],
  ];
  const win = t(lang, "tarot.win");
  for (const x of [...report.tournaments].reverse())
    for (const r of x.rows)
      rows.push([
        txt(x.id),
        txt(dayText(x.date, lang)),
        r.rank,
        txt(r.participant),
        r.matchpoints,
        r.attack,
        r.defence,
        r.attackDeals,
        r.defenceDeals,
        r.winner ? win : "",
      ]);
  return rows;
}

/** The players in the dashboard's order: the best current % first (none last), then by name. */
export function dashboardOrder(players: PlayerReport[]): PlayerReport[] {
  return [...players].sort(
    (a, b) =>
      (b.current ?? Number.NEGATIVE_INFINITY) - (a.current ?? Number.NEGATIVE_INFINITY) ||
      a.player.localeCompare(b.player),
  );
}

/** The month's columns (tarot.p.* headers), in the dashboard and on the Public tab. */
const MONTH_KEYS = [
  "tournaments",
  "wins",
  "indexAttack",
  "indexDefence",
  "victoryAttack",
  "victoryDefence",
] as const;

/** The rows above the dashboard's players: its title, two help lines (the averages, the month's indices), the header. */
export const PLAYERS_HEAD = 4;

/** The Players tab: the dashboard at the report's date (the indices of that date's month). */
export function playersRows(report: TarotReport, lang: Lang): Row[] {
  const month = report.asOf.slice(0, 7);
  const rows: Row[] = [
    [txt(t(lang, "tarot.p.title", { day: dayText(report.asOf, lang) }))],
    [txt(t(lang, "tarot.p.help"))],
    [txt(t(lang, "tarot.p.helpMonth", { month: monthText(month, lang) }))],
    (
      [
        "player",
        "deals",
        "current",
        "attack",
        "attackCumuls",
        "defence",
        "defenceCumuls",
        "provisional",
        ...MONTH_KEYS,
      ] as const
    ).map((k) => t(lang, `tarot.p.${k}`)),
  ];
  const provisional = t(lang, "tarot.provisional");
  for (const p of dashboardOrder(report.players)) {
    const m = p.months.find((x) => x.month === month);
    rows.push([
      txt(p.player),
      p.deals,
      num(p.current),
      num(p.attack.average),
      p.attack.counted,
      num(p.defence.average),
      p.defence.counted,
      p.provisional ? provisional : "",
      m?.tournaments ?? 0,
      m?.wins ?? 0,
      m?.attack ?? "",
      m?.defence ?? "",
      m?.victoryAttack ?? "",
      m?.victoryDefence ?? "",
    ]);
  }
  return rows;
}

/** The rows above the chart's data: its title, a help line, a blank, the header. */
export const CHART_HEAD = 4;

/**
 * The chart's data for one player: a row per cumul, in the order they were completed; its % in the
 * Attack or Defence column when it is in the 45 days, else in the "older" column (grey); the 20th
 * result counted repeated in its own column (the marker); each side's average beside the cumuls of
 * the window (the lines).
 */
export function chartRows(report: TarotReport, player: PlayerReport | null, lang: Lang): Row[] {
  const title = player
    ? t(lang, "tarot.c.title", { player: player.player, day: dayText(report.asOf, lang) })
    : "";
  const rows: Row[] = [
    [txt(title)],
    [
      txt(
        player && player.cumuls.length === 0
          ? t(lang, "tarot.c.none", { player: player.player })
          : t(lang, "tarot.c.help"),
      ),
    ],
    [],
    (["n", "date", "attack", "defence", "old", "twentieth", "attackAverage", "defenceAverage"] as const).map(
      (k) => t(lang, `tarot.c.${k}`),
    ),
  ];
  if (!player) return rows;
  player.cumuls.forEach((c, i) => {
    const attack = c.side === "attack";
    rows.push([
      i + 1,
      txt(dayText(c.date, lang)),
      c.inWindow && attack ? c.percent : "",
      c.inWindow && !attack ? c.percent : "",
      c.inWindow ? "" : c.percent,
      c.twentieth ? c.percent : "",
      c.inWindow && player.attack.average !== null ? player.attack.average : "",
      c.inWindow && player.defence.average !== null ? player.defence.average : "",
    ]);
  });
  return rows;
}

/** A table of the Public tab as the live page shows it (values as typed, no apostrophe). */
export interface PublicTable {
  title: string;
  head: string[];
  rows: (string | number)[][];
}

/**
 * What the Public tab tells, table by table (the live page shows these very tables): the last
 * tournament's ranking (rank, player, matchpoints, win) and the month's indices, ranked by the
 * defence index then the attack index (rank, player, the month's columns, the current % last).
 */
export function publicTables(
  report: TarotReport,
  lang: Lang,
): { last: PublicTable | null; month: PublicTable } {
  // the last tournament of the dashboard's date (on or before it), as the month's indices
  const x = report.tournaments.filter((x) => x.date <= report.asOf).pop();
  const win = t(lang, "tarot.win");
  const last = x
    ? {
        title: t(lang, "tarot.public.last", { id: x.id, day: dayText(x.date, lang) }),
        head: (["rank", "player", "matchpoints", "winner"] as const).map((k) => t(lang, `tarot.t.${k}`)),
        rows: x.rows.map((r) => [r.rank, r.participant, r.matchpoints, r.winner ? win : ""]),
      }
    : null;
  const month = report.asOf.slice(0, 7);
  const ranked = report.players
    .map((p) => ({ p, m: p.months.find((x) => x.month === month) }))
    .filter((x) => x.m !== undefined)
    .sort(
      (a, b) =>
        b.m!.defence - a.m!.defence || b.m!.attack - a.m!.attack || a.p.player.localeCompare(b.p.player),
    );
  const rows: (string | number)[][] = [];
  // the same indices, the same rank
  ranked.forEach(({ p, m }, i) => {
    const before = ranked[i - 1]?.m;
    const rank =
      before && before.defence === m!.defence && before.attack === m!.attack
        ? (rows[rows.length - 1]![0] as number)
        : i + 1;
    rows.push([
      rank,
      p.player,
      m!.tournaments,
      m!.wins,
      m!.attack,
      m!.defence,
      m!.victoryAttack,
      m!.victoryDefence,
      p.current ?? "",
    ]);
  });
  return {
    last,
    month: {
      title: t(lang, "tarot.public.month", { month: monthText(month, lang) }),
      // each player's current % last, as on the dashboard (what the players want to see)
      head: [
        t(lang, "tarot.t.rank"),
        ...(["player", ...MONTH_KEYS, "current"] as const).map((k) => t(lang, `tarot.p.${k}`)),
      ],
      rows,
    },
  };
}

/** The month's figures shown with one decimal (the indices and the current %). */
const DECIMAL = new Set(["indexAttack", "indexDefence", "victoryAttack", "victoryDefence", "current"]);

/**
 * The Public tab, for a phone (three columns, its blocks one under the other): the event's name,
 * the stamp, the last tournament (rank, player, matchpoints; « Vainqueur du tournoi » on the line under
 * the winner), the month's indices (rank, player, current %; each of the month's figures on a line of
 * its own under the player, its name in B and its value in C). `decimal`: the rows whose C holds
 * an index or a % (one decimal).
 */
export function publicRows(
  name: string,
  report: TarotReport,
  lang: Lang,
  stamp: string,
): { rows: Row[]; bold: number[]; decimal: number[] } {
  const rows: Row[] = [[txt(name)], [txt(stamp)], []];
  const bold = [1];
  const decimal: number[] = [];
  const cell = (v: string | number) => (typeof v === "string" ? txt(v) : v);
  const { last, month } = publicTables(report, lang);
  if (last) {
    rows.push([txt(last.title)]);
    bold.push(rows.length);
    rows.push(last.head.slice(0, 3));
    bold.push(rows.length);
    for (const r of last.rows) {
      rows.push(r.slice(0, 3).map(cell));
      if (r[3] !== "") rows.push(["", txt(t(lang, "tarot.public.winner"))]);
    }
    rows.push([]);
  }
  rows.push([txt(month.title)]);
  bold.push(rows.length);
  rows.push([month.head[0]!, month.head[1]!, month.head[month.head.length - 1]!]);
  bold.push(rows.length);
  for (const r of month.rows) {
    rows.push([r[0]!, cell(r[1]!), r[r.length - 1]!]);
    decimal.push(rows.length);
    MONTH_KEYS.forEach((k, i) => {
      rows.push(["", month.head[i + 2]!, r[i + 2]!]);
      if (DECIMAL.has(k)) decimal.push(rows.length);
    });
  }
  return { rows, bold, decimal };
}

/** The width of the Deals tab's computed block (H:I). */
export const COMPUTED = { col: DEALS.percent + 1, width: 2 } as const;
