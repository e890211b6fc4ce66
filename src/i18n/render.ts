/**
 * Engine results said in words. The engine speaks in message keys and numbers (ArbitreError,
 * Explanation, standings criteria); this module renders them in French or English. It is the only
 * place where the i18n layer looks at engine types (imports of types and pure data only).
 */
import type { ArbitreError } from "../engine/core/errors";
import { nameKey } from "../engine/core/names";
import {
  type Criterion,
  type CriterionStyle,
  criteria,
  type StandingRow,
  sameOn,
} from "../engine/standings/standings";
import type { Explanation } from "../engine/swiss/pairing";
import type { PlayerReport } from "../engine/tarot/types";
import { hasMessage, type Lang, type MessageKey, sayKey, t } from "./messages";
import { colon } from "./typography";

/** Renders an error in a language: "FN : tab « X », round 2, row 5, column C : message". */
export function localise(err: ArbitreError, lang: Lang): string {
  const parts: string[] = [];
  const at = err.at;
  if (at.tab !== undefined) parts.push(t(lang, "at.tab", { tab: at.tab }));
  if (at.arg !== undefined) parts.push(t(lang, "at.arg", { arg: at.arg }));
  if (at.round !== undefined) parts.push(t(lang, "at.round", { round: at.round }));
  if (at.row !== undefined) parts.push(t(lang, "at.row", { row: at.row }));
  if (at.column !== undefined) {
    // a column the engine names by a message key (it says no words) is said in `lang`
    const column = hasMessage(at.column) ? t(lang, at.column) : at.column;
    parts.push(t(lang, "at.column", { column }));
  }
  // the words the engine names by their key, said in `lang`
  const words = Object.fromEntries(Object.entries(err.words).map(([name, key]) => [name, sayKey(lang, key)]));
  const body = sayKey(lang, err.key, { ...err.params, ...words });
  // a no-break space before the colon in French, as every catalogue text has it
  const sep = colon(lang);
  const where = parts.join(", ");
  const head = at.fn !== undefined ? at.fn + sep : "";
  return head + (where ? where + sep : "") + body;
}

/** A pairing, bye, early-end or top-cut explanation in `lang`. */
export function explain(e: Explanation, lang: Lang): string {
  return sayKey(lang, e.key, e.params);
}

/** "1er" (« 1re » for a feminine word: « l'équipe … est 1re »), "2e" / "1st", "2nd", "3rd", "4th". */
export function ordinal(n: number, lang: Lang, feminine = false): string {
  if (lang === "fr") return n === 1 ? (feminine ? "1re" : "1er") : `${n}e`;
  const m100 = n % 100;
  const m10 = n % 10;
  const suffix =
    m100 >= 11 && m100 <= 13 ? "th" : m10 === 1 ? "st" : m10 === 2 ? "nd" : m10 === 3 ? "rd" : "th";
  return `${n}${suffix}`;
}

/** A number as the language writes it: a decimal comma in French (« 14,5 »), a point in English. */
export function numberText(v: number, lang: Lang): string {
  return lang === "fr" ? String(v).replace(".", ",") : String(v);
}

function fmtNumber(v: number | undefined, lang: Lang, digits?: number): string {
  if (v === undefined) return "—";
  let s = digits === undefined ? String(Math.round(v * 1000) / 1000) : v.toFixed(digits);
  if (lang === "fr") s = s.replace(".", ",");
  return s;
}

function formatValue(style: CriterionStyle, v: number | undefined, lang: Lang): string {
  if (style === "three") return fmtNumber(v, lang, 3);
  if (style === "signed") {
    if (v === undefined) return "—";
    // a true minus sign, as the Standings tab's format and the sidebar write it
    return v > 0 ? `+${fmtNumber(v, lang)}` : v < 0 ? `−${fmtNumber(-v, lang)}` : fmtNumber(v, lang);
  }
  return fmtNumber(v, lang);
}

/**
 * Why the entrant `key` has its rank, in sentences, with the figures that decided it, e.g.
 * « Chloé est 2e. Derrière Alice (1er) : à égalité de bilan (+2), départage par les doubles
 * défaites, 1 contre 0 (le moins l'emporte). Devant Alain (3e) : bilan +2 contre 0. »
 * Empty string when `key` is not in `rows`.
 */
export function explainRank(rows: StandingRow[], key: string, lang: Lang): string {
  const k = nameKey(key);
  const i = rows.findIndex((r) => r.key === k);
  if (i < 0) return "";
  const row = rows[i]!;
  const cs = criteria(row.system);
  const first = cs[0]!;
  const label = (c: Criterion): string => sayKey(lang, c.label);
  const value = (c: Criterion, r: StandingRow): string => formatValue(c.style, c.value(r), lang);
  const rank = (r: StandingRow): string => ordinal(r.rank, lang);
  const sentences = [t(lang, "standings.why.head", { name: row.name, rank: rank(row) })];
  // neighbours tied on every criterion: said once, together, at the end
  const tied: string[] = [];
  const against = (n: StandingRow, side: "behind" | "ahead"): void => {
    const c = cs.find((c) => !sameOn(c, row, n));
    const who = { other: n.name, rank: rank(n) };
    if (c === undefined) {
      tied.push(n.name);
      return;
    }
    const figures = { ...who, label: label(c), mine: value(c, row), theirs: value(c, n) };
    const fewer = c.higher ? "" : t(lang, "standings.why.fewerWins");
    sentences.push(
      c === first
        ? t(lang, `standings.why.${side}`, figures) + fewer
        : t(lang, `standings.why.${side}Tie`, { ...figures, first: label(first), value: value(first, row) }) +
            fewer,
    );
  };
  const above = i > 0 ? rows[i - 1] : undefined;
  const below = i + 1 < rows.length ? rows[i + 1] : undefined;
  if (above) against(above, "behind");
  if (below) against(below, "ahead");
  if (tied.length > 0)
    sentences.push(
      t(lang, row.playoff === true ? "standings.why.playoff" : "standings.why.shared", {
        other: tied.join(t(lang, "standings.why.and")),
      }),
    );
  if (!above && !below)
    sentences.push(t(lang, "standings.why.alone", { label: label(first), value: value(first, row) }));
  return sentences.map((x) => (/[.!?]$/.test(x) ? x : `${x}.`)).join(" ");
}

/** A Tarot figure with one decimal (« 103,5 »), or more when one decimal would hide a difference. */
function tarotFigure(v: number, lang: Lang, digits = 1): string {
  return v.toLocaleString(lang === "fr" ? "fr-FR" : "en-GB", { maximumFractionDigits: digits });
}

/**
 * Why a Tarot player has their rank on the dashboard, in sentences: the rank, the current % and how
 * it is made (¼ attack + ¾ defence, each average with its cumuls), then what separates the players
 * just above and below. `players` in the dashboard's order (the best current % first, none last);
 * the same current %, the same rank. Empty string when `name` is not among them.
 */
export function explainTarotRank(players: readonly PlayerReport[], name: string, lang: Lang): string {
  const p = players.find((x) => nameKey(x.player) === nameKey(name));
  if (!p) return "";
  const end = (xs: string[]): string => xs.map((x) => (/[.!?]$/.test(x) ? x : `${x}.`)).join(" ");
  const side = (s: PlayerReport["attack"]): string =>
    s.average === null
      ? t(lang, "tarot.why.noSide")
      : t(lang, "tarot.why.side", { value: tarotFigure(s.average, lang), count: s.counted });
  const own = { player: p.player, deals: p.deals, attack: side(p.attack), defence: side(p.defence) };
  const current = p.current;
  if (current === null)
    return end([t(lang, p.cumuls.length === 0 ? "tarot.why.noCumul" : "tarot.why.noCurrent", own)]);
  const rankOf = (c: number): string =>
    ordinal(players.filter((x) => (x.current ?? -Infinity) > c).length + 1, lang);
  const sentences = [
    t(lang, "tarot.why.head", { ...own, rank: rankOf(current), current: tarotFigure(current, lang) }),
  ];
  const above = [...players].reverse().find((x) => x.current !== null && x.current > current);
  const below = players.find((x) => x.current === null || x.current < current);
  const versus = (n: PlayerReport, key: MessageKey): string => {
    const c = n.current as number;
    // one decimal, or three when one would print the same figure for two different %
    const digits = tarotFigure(c, lang) === tarotFigure(current, lang) ? 3 : 1;
    const fig = (v: number | null): string => (v === null ? "—" : tarotFigure(v, lang, digits));
    return t(lang, key, {
      other: n.player,
      rank: rankOf(c),
      mine: fig(current),
      theirs: fig(c),
      attack: fig(p.attack.average),
      theirAttack: fig(n.attack.average),
      defence: fig(p.defence.average),
      theirDefence: fig(n.defence.average),
    });
  };
  if (above) sentences.push(versus(above, "tarot.why.behind"));
  if (below)
    sentences.push(
      below.current === null
        ? t(lang, "tarot.why.aheadOfNone", { other: below.player })
        : versus(below, "tarot.why.ahead"),
    );
  const tied = players.filter((x) => x !== p && x.current === current).map((x) => x.player);
  if (tied.length > 0)
    sentences.push(
      t(lang, "tarot.why.tied", {
        others: tied.join(t(lang, "tarot.why.and")),
        current: tarotFigure(current, lang),
      }),
    );
  if (!above && !below && tied.length === 0) sentences.push(t(lang, "tarot.why.alone"));
  return end(sentences);
}
