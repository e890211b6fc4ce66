/**
 * What a circuit publishes: the data behind its Public tab (actions/publish.ts writes the tab from
 * `circuitSources`) and behind its live page (src/sheets/live): the ranking as last computed, each
 * player's results with the ones that count, the seeds, the Masters standings.
 */
import type { CircuitLive } from "../../../contract/index";
import { circuitRanking } from "../../../engine/circuit/ranking";
import type { CircuitRanking } from "../../../engine/circuit/types";
import { t } from "../../../i18n/index";
import { dayText, type Spreadsheet, today } from "../../gateway/index";
import type { CircuitEvent } from "./config";
import { MASTERS_FIRST_ROW, STANDINGS_COL, STANDINGS_WIDTH } from "./masters";
import type { CircuitRead } from "./read";
import { type PublicMasters, shownLabel } from "./tabs";

export interface CircuitSources {
  ranking: CircuitRanking;
  title: string;
  stamp: string;
  masters: PublicMasters | null;
}

/** The ranking as last computed (the organiser's choice), the Masters as last written, the stamp. */
export function circuitSources(ss: Spreadsheet, ev: CircuitEvent, read: CircuitRead): CircuitSources {
  const shown = ev.shown!;
  const asOf = shown.asOf !== "" ? shown.asOf : shown.final && shown.year ? `${shown.year}-12-31` : null;
  const ranking = circuitRanking(read.circuit(), { asOf, final: shown.final });
  let masters: PublicMasters | null = null;
  if (ev.masters) {
    const values = read.raw(ev.tabs.masters).values;
    const list: PublicMasters["rows"] = [];
    for (let r = MASTERS_FIRST_ROW - 1; r < values.length; r++) {
      const row = values[r] ?? [];
      const rank = row[STANDINGS_COL];
      if (typeof rank !== "number") continue;
      list.push({
        rank,
        player: String(row[STANDINGS_COL + 1] ?? ""),
        points: Number(row[STANDINGS_COL + 2]) || 0,
        tops: Number(row[STANDINGS_COL + 6]) || 0,
        playoff: String(row[STANDINGS_COL + STANDINGS_WIDTH - 1] ?? ""),
      });
    }
    masters = { year: ev.masters.year, rows: list };
  }
  return {
    ranking,
    title: shownLabel(ranking, shown, ev.lang),
    stamp: t(ev.lang, "circuit.public.stamp", { day: dayText(today(ss), ev.lang) }),
    masters,
  };
}

function change(c: number | null): string {
  return c === null ? "" : c > 0 ? `+${c}` : c < 0 ? `−${-c}` : "=";
}

/** What the live page shows of a circuit (nothing ranked before the ranking is first computed). */
export function circuitLive(ss: Spreadsheet, ev: CircuitEvent, r: CircuitRead): CircuitLive {
  const lang = ev.lang;
  const src = ev.shown ? circuitSources(ss, ev, r) : null;
  const ranking = src?.ranking;
  const seeds = r.circuit().seeds;
  const last = seeds[seeds.length - 1];
  return {
    kind: "circuit",
    lang,
    name: ev.name,
    stamp: src?.stamp ?? "",
    title: src?.title ?? "",
    ranking: {
      head: [
        t(lang, "circuit.h.rank"),
        t(lang, "circuit.h.player"),
        t(lang, "circuit.h.played"),
        t(lang, "circuit.h.total"),
        t(lang, ranking?.final ? "circuit.h.changeYearEnd" : "circuit.h.change", {
          year: (ranking?.year ?? 1) - 1,
        }),
      ],
      rows: (ranking?.rows ?? []).map((x) => [x.rank, x.player, x.played, x.total, change(x.change)]),
    },
    tournaments: (ranking?.tournaments ?? []).map((x) => [x.id, dayText(x.date, lang)]),
    results: (ranking?.rows ?? []).map((x) =>
      x.points.flatMap((p, i): [number, number, number][] =>
        p === null ? [] : [[i, p.points, p.counted ? 1 : 0]],
      ),
    ),
    seeds: {
      day: last ? dayText(last.date, lang) : "",
      rows: (last?.players ?? []).map((p) => [p.rank, p.player, p.total]),
    },
    masters:
      src?.masters && src.masters.rows.length > 0
        ? {
            title: t(lang, "masters.public.title", { year: src.masters.year }),
            head: [
              t(lang, "masters.hdr.rank"),
              t(lang, "masters.hdr.player"),
              t(lang, "masters.hdr.points"),
              t(lang, "masters.hdr.tops"),
              t(lang, "masters.hdr.playoff"),
            ],
            rows: src.masters.rows.map((m) => [m.rank, m.player, m.points, m.tops, m.playoff]),
          }
        : null,
  };
}
