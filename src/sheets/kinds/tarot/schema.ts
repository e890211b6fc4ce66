/** The Tarot duplicate's tabs: names, columns and widths, per event language. */
import type { TarotTabs } from "../../../contract/index";
import { type Lang, t } from "../../../i18n/index";
import type { TabSpec } from "../../gateway/index";

export const TAROT_TAB_ROLES: (keyof TarotTabs)[] = ["deals", "tournaments", "players", "chart", "public"];

export function tarotTabNames(lang: Lang, suffix: string): TarotTabs {
  const out = {} as TarotTabs;
  for (const role of TAROT_TAB_ROLES) {
    const base = t(lang, `tarot.tab.${role}`);
    out[role] = suffix === "" ? base : `${base} — ${suffix}`;
  }
  return out;
}

/**
 * Deals: A tournament, B date, C deal number, D side, E participant (the bot's row named Bot),
 * F differential, G "not finished" (a checkbox), then what Check and compute writes: H the deal's %
 * against the bot, I its matchpoints. One list: each column's header key (`tarot.hdr.<key>`) and
 * width; its index is its place.
 */
const DEALS_COLUMNS = [
  { key: "tournament", width: 100 },
  { key: "date", width: 100 },
  { key: "deal", width: 70 },
  { key: "side", width: 90 },
  { key: "participant", width: 200 },
  { key: "differential", width: 100 },
  { key: "unfinished", width: 110 },
  { key: "percent", width: 70 },
  { key: "matchpoints", width: 110 },
] as const;

export type DealsColumn = (typeof DEALS_COLUMNS)[number]["key"];

/** The Deals tab's 0-based column of each key; `input`: the columns the organiser fills; `width`. */
export const DEALS = {
  ...(Object.fromEntries(DEALS_COLUMNS.map((c, i) => [c.key, i])) as Record<DealsColumn, number>),
  input: 7,
  width: DEALS_COLUMNS.length,
} as const;

export function dealsHeader(col: DealsColumn, lang: Lang): string {
  return t(lang, `tarot.hdr.${col}`);
}

export const WIDTHS = {
  deals: DEALS_COLUMNS.map((c) => c.width),
  tournaments: [100, 100, 60, 200, 130, 110, 110, 130, 130, 90],
  // "Tournois du mois" / "Tournaments (month)" and "Victoires du mois" in bold need about 140 px
  players: [200, 70, 80, 120, 110, 120, 110, 90, 150, 140, 110, 110, 120, 120],
  chart: [50, 100, 80, 80, 110, 100, 130, 130],
  // a phone's width: A the ranks, B the players (and the month's figures' names), C the numbers
  public: [60, 140, 140],
};

/** The event's tabs as made by New event, in order (the hidden undo tab last). */
export function tarotTabSpecs(lang: Lang, tabs: TarotTabs, undoTab: string, name: string): TabSpec[] {
  const written = (role: "tournaments" | "players" | "chart"): TabSpec => ({
    name: tabs[role],
    cells: { row: 1, values: [[t(lang, "tarot.empty")]] },
    widths: WIDTHS[role],
    warn: t(lang, "tarot.protect.written"),
  });
  const computed = { column: DEALS.percent, count: DEALS.width - DEALS.percent };
  return [
    {
      name: tabs.deals,
      headers: DEALS_COLUMNS.map((c) => dealsHeader(c.key, lang)),
      frozenRows: 1,
      widths: WIDTHS.deals,
      rules: [
        { column: DEALS.date, count: 1, rule: { kind: "date", allowInvalid: false } },
        {
          column: DEALS.side,
          count: 1,
          rule: {
            kind: "list",
            items: [t(lang, "tarot.side.attack"), t(lang, "tarot.side.defence")],
            allowInvalid: true,
            help: t(lang, "tarot.help.side"),
          },
        },
        {
          column: DEALS.unfinished,
          count: 1,
          rule: { kind: "checkbox", help: t(lang, "tarot.help.unfinished") },
        },
      ],
      // the computed columns: a grey band, a warning when typed into
      bands: [{ ...computed, header: true }],
      warnColumns: [{ ...computed, description: t(lang, "tarot.protect.computed") }],
    },
    written("tournaments"),
    written("players"),
    written("chart"),
    {
      name: tabs.public,
      widths: WIDTHS.public,
      cells: { row: 1, values: [[`'${name}`]] },
      warn: t(lang, "event.protect.public"),
    },
    { name: undoTab, hidden: true },
  ];
}
