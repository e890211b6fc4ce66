/** The Tarot duplicate's tabs: names, columns and widths, per event language. */
import type { TarotTabs } from "../../../contract/views";
import { type Lang, t } from "../../../i18n/index";

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
 * against the bot, I its matchpoints.
 */
export const DEALS = {
  tournament: 0,
  date: 1,
  deal: 2,
  side: 3,
  participant: 4,
  differential: 5,
  unfinished: 6,
  percent: 7,
  matchpoints: 8,
  /** Columns the organiser fills. */
  input: 7,
  width: 9,
} as const;

export const DEALS_HEADERS = [
  "tournament",
  "date",
  "deal",
  "side",
  "participant",
  "differential",
  "unfinished",
  "percent",
  "matchpoints",
] as const;

export type DealsColumn = (typeof DEALS_HEADERS)[number];

export function dealsHeader(col: DealsColumn, lang: Lang): string {
  return t(lang, `tarot.hdr.${col}`);
}

export const WIDTHS = {
  deals: [100, 100, 70, 90, 200, 100, 110, 70, 110],
  tournaments: [100, 100, 60, 200, 130, 110, 110, 130, 130, 90],
  // "Tournois du mois" / "Tournaments (month)" and "Victoires du mois" in bold need about 140 px
  players: [200, 70, 80, 120, 110, 120, 110, 90, 150, 140, 110, 110, 120, 120],
  chart: [50, 100, 80, 80, 110, 100, 130, 130],
  // A the ranks (the tournament's, then the month's indices'), B the players, C:H the numbers
  public: [60, 200, 150, 140, 120, 120, 130, 130, 100],
};
