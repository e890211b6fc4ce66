/** The season circuit's tabs: names, columns and widths, per event language. */
import type { CircuitTabs } from "../../../contract/views";
import { type Lang, t } from "../../../i18n/index";

export const CIRCUIT_TAB_ROLES: (keyof CircuitTabs)[] = [
  "tournaments",
  "results",
  "ranking",
  "seeds",
  "history",
  "masters",
  "matchSheets",
  "public",
];

export function circuitTabNames(lang: Lang, suffix: string): CircuitTabs {
  const out = {} as CircuitTabs;
  for (const role of CIRCUIT_TAB_ROLES) {
    const base = t(lang, `circuit.tab.${role}`);
    out[role] = suffix === "" ? base : `${base} — ${suffix}`;
  }
  return out;
}

/**
 * Tournaments: A id, B series (club), C date, D format (typed: `width` columns), then E the seeds
 * present, written by Check and compute (a grey band, read-only).
 */
export const TOURNAMENTS = { id: 0, series: 1, date: 2, format: 3, width: 4, seeds: 4 } as const;
/** Results: A tournament id, B player, C final place, D duplicate place. */
export const RESULTS = { tournament: 0, player: 1, place: 2, duplicatePlace: 3, width: 4 } as const;
/** Ranking: A rank, B player, C tournaments played, D total, E change, then one column per tournament. */
export const RANKING = { rank: 0, player: 1, played: 2, total: 3, change: 4, first: 5 } as const;
/** Rows above the ranking's header: its title. */
export const RANKING_TITLE_ROWS = 2;

export const TOURNAMENTS_HEADERS = ["id", "series", "date", "format"] as const;
export const RESULTS_HEADERS = ["tournament", "player", "place", "duplicatePlace"] as const;

export function inputHeaders(tab: "tournaments" | "results", lang: Lang): string[] {
  const keys = tab === "tournaments" ? TOURNAMENTS_HEADERS : RESULTS_HEADERS;
  return keys.map((k) => t(lang, `circuit.hdr.${k}`));
}

export const WIDTHS = {
  tournaments: [110, 220, 110, 130, 170],
  results: [110, 260, 110, 140],
  ranking: [60, 220, 120, 80, 90],
  seeds: [110, 60, 220, 80],
  public: [60, 220, 120, 80, 90],
};

/** The format words of the dropdown (the organiser's words; the engine reads both languages). */
export function formatWords(lang: Lang): { pool: string; duplicate: string } {
  return lang === "fr"
    ? { pool: "poules", duplicate: "duplicate" }
    : { pool: "pool", duplicate: "duplicate" };
}

export { columnLetter, fitWidth, headLook } from "../../gateway/look";
