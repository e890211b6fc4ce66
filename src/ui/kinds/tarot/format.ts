/**
 * The Tarot duplicate's texts and its "Dashboard" choice in the sidebar (pure: the Tarot view in,
 * words or a request out; unit-tested in test/unit/ui/tarot-card-says-its-status-summary-and-dashboard-choice.test.ts). The server's words
 * (the tab names, the players' names) are shown as given; numbers are said in the sidebar's
 * language (one decimal, "87,5" in French, "87.5" in English).
 */
import type { Lang, TarotRequest, TarotView } from "../../../contract/index";
import { isIsoDate, longDate } from "../../format";
import { monthText, tr, type UiKey } from "../../i18n";

type TarotPlayer = NonNullable<TarotView["player"]>;
type TarotMonth = NonNullable<TarotPlayer["month"]>;

function locale(lang: Lang): string {
  return lang === "fr" ? "fr-FR" : "en-GB";
}

/** A count as the sidebar says it: "1 704" (fr, narrow no-break space), "1,704" (en). */
export function wholeText(lang: Lang, n: number): string {
  return new Intl.NumberFormat(locale(lang), { maximumFractionDigits: 0 }).format(n);
}

/** One decimal: "87,5" (fr), "87.5" (en), "3,0"; null (nothing to average) → "—". */
export function decimalText(lang: Lang, n: number | null): string {
  if (n === null || !Number.isFinite(n)) return "—";
  return new Intl.NumberFormat(locale(lang), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(n);
}

/**
 * `one` or `other` (message keys) for `count`, the count grouped ("1 704 donnes"): French puts 0
 * and 1 in the singular, English only 1.
 */
export function countedText(
  lang: Lang,
  keys: readonly [one: UiKey, other: UiKey],
  count: number,
  params: Record<string, string> = {},
): string {
  const singular = lang === "fr" ? count <= 1 : count === 1;
  return tr(lang, singular ? keys[0] : keys[1], { ...params, count: wholeText(lang, count) });
}

/** "3 tournois · 1 704 donnes · dernier tournoi : 12 mars 2026" (no last day before a compute). */
export function tarotStatusLine(lang: Lang, tarot: TarotView): string {
  const parts = [
    countedText(lang, ["ui.tarot.tournaments.one", "ui.tarot.tournaments.other"], tarot.tournaments),
    countedText(lang, ["ui.tarot.deals.one", "ui.tarot.deals.other"], tarot.deals),
  ];
  if (tarot.lastDay !== "") parts.push(tr(lang, "ui.tarot.lastDay", { day: longDate(lang, tarot.lastDay) }));
  return parts.join(" · ");
}

/**
 * The same text with no-break spaces where a line must not break in a narrow sidebar: before a
 * number, a dash, a colon or a semicolon ("défense 13,8", "% actuel : 87,5") and between a number
 * and its word ("4 tournois", "12 mars 2026").
 */
export function keepTogether(text: string): string {
  return text.replace(/ (?=[\d—:;])/g, "\u00a0").replace(/(\d) (?=\p{L})/gu, "$1\u00a0");
}

/** Before the first Check and compute: where to paste the deals (the tab as named in the workbook). "" after. */
export function tarotHint(lang: Lang, tarot: TarotView): string {
  // before the first compute (a tab refused later shows its problems instead)
  return tarot.shown === null && tarot.lastDay === ""
    ? tr(lang, "ui.tarot.fillTabs", { deals: tarot.tabs.deals })
    : "";
}

/** "Mars 2026" / "March 2026" from "YYYY-MM" (monthText, a capital first); anything else as given. */
export function monthTitle(lang: Lang, month: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(month);
  if (!m || Number(m[2]) < 1 || Number(m[2]) > 12) return month;
  const text = monthText(month, lang);
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The chosen player's summary, one line each: "% actuel : 87,5 (provisoire)", "Attaque 92,3 (12
 * cumuls) · Défense 85,9 (20 cumuls)", then the month of the date shown ("Mars 2026 : indice
 * attaque 14,2 · défense 13,8 ; victoire attaque 3,0 · défense 2,4 (4 tournois, 1 victoire)", or
 * "Aucun tournoi ce mois-ci."). No player: no line.
 */
export function tarotSummary(lang: Lang, player: TarotView["player"]): string[] {
  if (player === null) return [];
  const current = tr(lang, "ui.tarot.current", { value: decimalText(lang, player.current) });
  const side = (keys: readonly [UiKey, UiKey], s: TarotPlayer["attack"]) =>
    countedText(lang, keys, s.counted, { value: decimalText(lang, s.average) });
  return [
    player.provisional ? `${current} ${tr(lang, "ui.tarot.provisional")}` : current,
    `${side(["ui.tarot.attack.one", "ui.tarot.attack.other"], player.attack)} · ${side(["ui.tarot.defence.one", "ui.tarot.defence.other"], player.defence)}`,
    tarotMonthLine(lang, player.month),
  ];
}

/** The indices of the month of the date shown (null: no tournament that month). */
export function tarotMonthLine(lang: Lang, month: TarotMonth | null): string {
  if (month === null) return tr(lang, "ui.tarot.noMonth");
  return tr(lang, "ui.tarot.month", {
    month: monthTitle(lang, month.month),
    attack: decimalText(lang, month.attack),
    defence: decimalText(lang, month.defence),
    victoryAttack: decimalText(lang, month.victoryAttack),
    victoryDefence: decimalText(lang, month.victoryDefence),
    tournaments: countedText(
      lang,
      ["ui.tarot.tournaments.one", "ui.tarot.tournaments.other"],
      month.tournaments,
    ),
    wins: countedText(lang, ["ui.tarot.wins.one", "ui.tarot.wins.other"], month.wins),
  });
}

/** Which dashboard Check and compute asks for: the latest (the last deal's day) or the one at a date. */
export type TarotMode = "latest" | "date";

/** The "Dashboard" control as set (the date is kept whichever mode is on), and the chart's player. */
export interface TarotChoice {
  mode: TarotMode;
  /** "YYYY-MM-DD" from the date input, "" when empty. */
  date: string;
  /** The player of the "Chart of" list, "" when none is offered. */
  player: string;
}

/**
 * The control as the dashboard the tabs show (EventState.tarot.shown), for a page just loaded: at
 * a date other than the last tournament day → that date; else the latest. The player is the
 * chart's.
 */
export function tarotChoiceFromShown(tarot: TarotView): TarotChoice {
  const shown = tarot.shown;
  const player = shown !== null && tarot.players.includes(shown.player) ? shown.player : "";
  if (shown !== null && shown.asOf !== "" && shown.asOf !== tarot.lastDay && isIsoDate(shown.asOf)) {
    return { mode: "date", date: shown.asOf, player };
  }
  return { mode: "latest", date: "", player };
}

/**
 * The Check and compute request for a choice: { eventId, asOf: "" } for the latest dashboard, asOf
 * for a date, plus the chart's player when one is chosen. A date still to choose is a problem (the
 * button stays disabled and says so).
 */
export function tarotRequest(
  eventId: string | undefined,
  choice: TarotChoice,
): { ok: true; req: TarotRequest } | { ok: false; problem: "date" } {
  if (choice.mode === "date" && !isIsoDate(choice.date)) return { ok: false, problem: "date" };
  const req: TarotRequest = eventId === undefined ? {} : { eventId };
  req.asOf = choice.mode === "date" ? choice.date : "";
  if (choice.player !== "") req.player = choice.player;
  return { ok: true, req };
}

/** The chart of one player: { eventId, player } (the dashboard's date is left as shown). */
export function tarotChartRequest(eventId: string | undefined, player: string): TarotRequest {
  return eventId === undefined ? { player } : { eventId, player };
}

/** The problem's words, for the button's reason. */
export function tarotProblemText(lang: Lang, _problem: "date"): string {
  return tr(lang, "ui.tarot.pickDate");
}
