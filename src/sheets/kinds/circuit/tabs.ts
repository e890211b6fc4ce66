/**
 * What the circuit's actions write, as rows: the Ranking (with the flags that grey out the dropped
 * results), the Seeds after each tournament day, the Ranking history (each player's rank after each
 * day) and the Public tab. Pure functions of the engine's answers.
 */
import type { Circuit, CircuitRanking, Tournament } from "../../../engine/circuit/types";
import { idKey } from "../../../engine/circuit/validate";
import { type Lang, t } from "../../../i18n/index";
import { dayText, type Row } from "../../gateway/index";
import type { ShownRanking } from "./config";
import { RANKING } from "./schema";

const txt = (s: string): string => (s === "" ? "" : `'${s}`);

/**
 * The Tournaments tab's column of seeds present: its header, then for each of the tab's `height` - 1
 * rows the seeds present at the tournament typed there (blank: no tournament, or no result yet).
 */
export function seedsPresentRows(
  tournaments: Tournament[],
  circuit: Circuit,
  height: number,
  lang: Lang,
): Row[] {
  const seeds = new Map(circuit.tournaments.map((x) => [idKey(x.id), x.seeds]));
  const byRow = new Map(tournaments.map((x) => [x.row, seeds.get(idKey(x.id))]));
  const rows: Row[] = [[txt(t(lang, "circuit.hdr.seedsPresent"))]];
  for (let r = 2; r <= height; r++) rows.push([byRow.get(r) ?? ""]);
  return rows;
}

/** The ranking's title: "Classement au 16/03/2026", "Classement final 2025", … */
export function shownLabel(ranking: CircuitRanking, shown: ShownRanking, lang: Lang): string {
  if (ranking.final) return t(lang, "circuit.label.final", { year: ranking.year });
  if (shown.asOf === "") return t(lang, "circuit.label.latest", { day: dayText(ranking.asOf, lang) });
  return t(lang, "circuit.label.asOf", { day: dayText(ranking.asOf, lang) });
}

/**
 * The change of rank: a number (shown +2, −1 or = by CHANGE_FORMAT, the same number as
 * MASTERS_RANKING gives), or "nouveau" for a player not ranked before.
 */
function change(c: number | null, lang: Lang): string | number {
  return c === null ? t(lang, "circuit.new") : c;
}

/** The number format of the change of rank column: +2, −1, =. */
export const CHANGE_FORMAT = '+0;−0;"="';

/**
 * The Ranking tab: the title, a blank row, the header (rank, player, played, total, change, then
 * one column per counted tournament), the players; and `flags`: the same shape as the tournament
 * columns, "x" where a result is dropped (not among the best ⌊N/2⌋), for the conditional format.
 */
export function rankingRows(
  ranking: CircuitRanking,
  title: string,
  lang: Lang,
): { rows: Row[]; flags: Row[]; tournaments: number } {
  const head: Row = [
    t(lang, "circuit.h.rank"),
    t(lang, "circuit.h.player"),
    t(lang, "circuit.h.played"),
    t(lang, "circuit.h.total"),
    t(lang, ranking.final ? "circuit.h.changeYearEnd" : "circuit.h.change", { year: ranking.year - 1 }),
    ...ranking.tournaments.map((x) => txt(`${x.id} (${dayText(x.date, lang)})`)),
  ];
  const rows: Row[] = [
    [txt(title)],
    [
      txt(
        t(lang, ranking.keep === 1 ? "circuit.label.keepOne" : "circuit.label.keep", {
          keep: ranking.keep,
          count: ranking.tournaments.length,
        }),
      ),
    ],
    head,
  ];
  const flags: Row[] = [[], [], ranking.tournaments.map(() => "")];
  for (const r of ranking.rows) {
    const row: Row = [];
    row[RANKING.rank] = r.rank;
    row[RANKING.player] = txt(r.player);
    row[RANKING.played] = r.played;
    row[RANKING.total] = r.total;
    row[RANKING.change] = change(r.change, lang);
    for (const p of r.points) row.push(p === null ? "" : p.points);
    rows.push(row);
    flags.push(r.points.map((p) => (p !== null && !p.counted ? "x" : "")));
  }
  return { rows, flags, tournaments: ranking.tournaments.length };
}

/** The Seeds tab: the top 16 after each tournament day, the latest day first. */
export function seedsRows(circuit: Circuit, lang: Lang): Row[] {
  const out: Row[] = [
    [
      t(lang, "circuit.hdr.day"),
      t(lang, "circuit.h.rank"),
      t(lang, "circuit.h.player"),
      t(lang, "circuit.h.total"),
    ],
  ];
  for (const s of [...circuit.seeds].reverse())
    for (const p of s.players) out.push([txt(dayText(s.date, lang)), p.rank, txt(p.player), p.total]);
  return out;
}

/**
 * The Ranking history: one row per player, one column per tournament day. The players of the latest
 * ranking first, in its order; then those no longer ranked, the most recently ranked first.
 */
export function historyRows(circuit: Circuit, lang: Lang): Row[] {
  const entries = circuit.history ?? [];
  // one row per player, in the order met from the latest day back, filled day by day (no lookup
  // per player and day)
  const line = new Map<string, number>();
  const grid: Row[] = [];
  for (let i = entries.length - 1; i >= 0; i--)
    for (const r of entries[i]!.rows)
      if (!line.has(r.player)) {
        line.set(r.player, grid.length);
        const row: Row = new Array(entries.length + 1).fill("");
        row[0] = txt(r.player);
        grid.push(row);
      }
  entries.forEach((e, d) => {
    for (const r of e.rows) grid[line.get(r.player)!]![d + 1] = r.rank;
  });
  return [[t(lang, "circuit.h.player"), ...entries.map((e) => txt(dayText(e.date, lang)))], ...grid];
}

/** The Masters standings as the Public tab shows them (from the Masters tab). */
export interface PublicMasters {
  year: number;
  rows: { rank: number; player: string; points: number; tops: number; playoff: string }[];
}

/**
 * The Public tab's three columns (rank, player, total or points): 340 px, a phone's width; the
 * player's column the widest (the numbers' one holds a total).
 */
export const PUBLIC_WIDTHS = [50, 230, 60];

/** A change of rank as the Ranking tab's format shows it: +2, −1, =, or « nouveau ». */
function changeText(c: number | null, lang: Lang): string {
  if (c === null) return t(lang, "circuit.new");
  return c > 0 ? `+${c}` : c < 0 ? `−${-c}` : "=";
}

/**
 * The Public tab, for a phone: the event's name, the stamp, what the change of rank is measured
 * from, the ranking's title; then each player on a line (rank, player, total) with the tournaments
 * played and the change on the line under it; then the Masters the same way (points on the line,
 * tops and play-off under it). Three columns.
 */
export function publicRows(
  name: string,
  ranking: CircuitRanking,
  title: string,
  lang: Lang,
  stamp: string,
  masters: PublicMasters | null = null,
): { rows: Row[]; bold: number[] } {
  // after the year-end ranking, what the change is measured from (« depuis le classement final 2024 »)
  const since = ranking.final ? [txt(t(lang, "circuit.h.changeYearEnd", { year: ranking.year - 1 }))] : [];
  const rows: Row[] = [[txt(name)], [txt(stamp)], since, [txt(title)]];
  rows.push([t(lang, "circuit.h.rank"), t(lang, "circuit.h.player"), t(lang, "circuit.h.total")]);
  const bold = [1, 4, 5];
  const played = t(lang, "circuit.h.played");
  const changeWord = t(lang, "circuit.h.change");
  for (const r of ranking.rows) {
    rows.push([r.rank, txt(r.player), r.total]);
    rows.push(["", txt(`${played} ${r.played} · ${changeWord} ${changeText(r.change, lang)}`)]);
  }
  if (masters && masters.rows.length > 0) {
    rows.push([]);
    rows.push([txt(t(lang, "masters.public.title", { year: masters.year }))]);
    bold.push(rows.length);
    rows.push([t(lang, "masters.hdr.rank"), t(lang, "masters.hdr.player"), t(lang, "masters.hdr.points")]);
    bold.push(rows.length);
    const tops = t(lang, "masters.hdr.tops");
    for (const m of masters.rows) {
      rows.push([m.rank, txt(m.player), m.points]);
      rows.push(["", txt([`${tops} ${m.tops}`, m.playoff].filter((x) => x !== "").join(" · "))]);
    }
  }
  return { rows, bold };
}
