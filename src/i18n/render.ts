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
import { hasMessage, type Lang, t } from "./index";
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
  const body = t(lang, err.key, err.params);
  // a no-break space before the colon in French, as every catalogue text has it
  const sep = colon(lang);
  const where = parts.join(", ");
  const head = at.fn !== undefined ? at.fn + sep : "";
  return head + (where ? where + sep : "") + body;
}

/** A pairing, bye, early-end or top-cut explanation in `lang`. */
export function explain(e: Explanation, lang: Lang): string {
  return t(lang, e.key, e.params);
}

/** "1er", "2e" / "1st", "2nd", "3rd", "4th". */
export function ordinal(n: number, lang: Lang): string {
  if (lang === "fr") return n === 1 ? "1er" : `${n}e`;
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
  const label = (c: Criterion): string => t(lang, c.label);
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
