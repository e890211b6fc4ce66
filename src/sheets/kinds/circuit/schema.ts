/** The season circuit's tabs: names, columns and widths, per event language. */
import type { CircuitTabs } from "../../../contract/index";
import { type Lang, type MessageKey, t } from "../../../i18n/index";
import { columnIndexes, type TabSpec } from "../../gateway/index";
import { FIELD, GAME, GAMES_COL, SHEET_WIDTHS, STANDINGS_COL } from "./masters";

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
 * The typed tabs' columns, in order, one list per tab: each column's field (the name readers use),
 * header key (`circuit.hdr.<key>`) and width (px); its index is its place.
 * Tournaments: A id, B series (club), C date, D format (typed), then E the seeds present, written
 * by Check and compute (a grey band, read-only).
 */
const TOURNAMENTS_COLUMNS = [
  { field: "id", key: "id", width: 110 },
  { field: "series", key: "series", width: 220 },
  { field: "date", key: "date", width: 160 },
  { field: "format", key: "format", width: 130 },
] as const;
const SEEDS_COLUMN = { field: "seeds", key: "seedsPresent", width: 170 } as const;
/** Results: A tournament id, B player, C final place, D duplicate place. */
const RESULTS_COLUMNS = [
  { field: "tournament", key: "tournament", width: 110 },
  { field: "player", key: "player", width: 260 },
  { field: "place", key: "place", width: 110 },
  { field: "duplicatePlace", key: "duplicatePlace", width: 140 },
] as const;

/** Tournaments' columns; `width`: the typed ones; `seeds`: the written column after them. */
export const TOURNAMENTS = {
  ...columnIndexes(TOURNAMENTS_COLUMNS),
  seeds: TOURNAMENTS_COLUMNS.length,
} as const;
export const RESULTS = columnIndexes(RESULTS_COLUMNS);
/** Ranking: A rank, B player, C tournaments played, D total, E change, then one column per tournament. */
export const RANKING = { rank: 0, player: 1, played: 2, total: 3, change: 4, first: 5 } as const;
/** Rows above the ranking's header: its title. */
export const RANKING_TITLE_ROWS = 2;

export const TOURNAMENTS_HEADERS = TOURNAMENTS_COLUMNS.map((c) => c.key);
export const RESULTS_HEADERS = RESULTS_COLUMNS.map((c) => c.key);

export function inputHeaders(tab: "tournaments" | "results", lang: Lang): string[] {
  const columns = tab === "tournaments" ? TOURNAMENTS_COLUMNS : RESULTS_COLUMNS;
  return columns.map((c) => t(lang, `circuit.hdr.${c.key}`));
}

export const WIDTHS = {
  tournaments: [...TOURNAMENTS_COLUMNS, SEEDS_COLUMN].map((c) => c.width),
  results: RESULTS_COLUMNS.map((c) => c.width),
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

/** The season's tabs as made by New event, in order (the hidden undo tab last). */
export function circuitTabSpecs(lang: Lang, tabs: CircuitTabs, undoTab: string, name: string): TabSpec[] {
  const f = formatWords(lang);
  const note = (key: MessageKey) => ({ row: 1, values: [[t(lang, key)]] });
  const written = t(lang, "circuit.protect.written");
  const seeds = { column: TOURNAMENTS.seeds, count: 1 };
  return [
    {
      name: tabs.tournaments,
      // the seeds present, computed: a header like the others, a grey band, a warning when typed into
      headers: [...inputHeaders("tournaments", lang), t(lang, `circuit.hdr.${SEEDS_COLUMN.key}`)],
      frozenRows: 1,
      widths: WIDTHS.tournaments,
      bands: [seeds],
      warnColumns: [{ ...seeds, description: t(lang, "circuit.protect.seedsPresent") }],
      rules: [
        {
          column: TOURNAMENTS.format,
          count: 1,
          rule: {
            kind: "list",
            items: [f.pool, f.duplicate],
            allowInvalid: false,
            help: t(lang, "circuit.help.format"),
          },
        },
        { column: TOURNAMENTS.date, count: 1, rule: { kind: "date", allowInvalid: false } },
      ],
    },
    { name: tabs.results, headers: inputHeaders("results", lang), frozenRows: 1, widths: WIDTHS.results },
    // the rank and the player stay in sight while the tournaments scroll by (the header rows are frozen
    // by Check and compute, which knows how many there are)
    {
      name: tabs.ranking,
      cells: note("circuit.empty"),
      widths: WIDTHS.ranking,
      warn: written,
      frozenColumns: RANKING.player + 1,
    },
    { name: tabs.seeds, cells: note("circuit.empty"), widths: WIDTHS.seeds, warn: written },
    {
      name: tabs.history,
      cells: note("circuit.empty"),
      widthsAt: [[0, 220]],
      warn: written,
      frozenColumns: 1,
    },
    {
      name: tabs.masters,
      cells: note("circuit.emptyMasters"),
      widthsAt: [FIELD.player, GAMES_COL + GAME.a, GAMES_COL + GAME.b, STANDINGS_COL + 1].map(
        (c) => [c, 200] as const,
      ),
    },
    { name: tabs.matchSheets, cells: note("circuit.emptyMasters"), widths: SHEET_WIDTHS, warn: written },
    {
      name: tabs.public,
      widths: WIDTHS.public,
      cells: { row: 1, values: [[`'${name}`]] },
      warn: t(lang, "event.protect.public"),
    },
    { name: undoTab, hidden: true },
  ];
}

export { fitWidth, headLook } from "../../gateway/index";
