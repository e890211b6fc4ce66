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
import { hasMessage, type Lang, sayKey, t } from "./messages";

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
  const sep = lang === "fr" ? " : " : ": ";
  const where = parts.join(", ");
  const head = at.fn !== undefined ? at.fn + sep : "";
  return head + (where ? where + sep : "") + body;
}

/** A pairing, bye, early-end or top-cut explanation in `lang`. */
export function explain(e: Explanation, lang: Lang): string {
  return sayKey(lang, e.key, e.params);
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
  if (style === "signed") return v === undefined ? "—" : (v > 0 ? "+" : "") + fmtNumber(v, lang);
  return fmtNumber(v, lang);
}

/**
 * One line explaining why the entrant `key` has its rank, in `lang`, e.g.
 * "5e : bilan +2 comme 4e et 6e ; doubles défaites 0 < 1 du 6e ; OMW 0,583 < 0,612 du 4e".
 * Empty string when `key` is not in `rows`.
 */
export function explainRank(rows: StandingRow[], key: string, lang: Lang): string {
  const k = nameKey(key);
  const i = rows.findIndex((r) => r.key === k);
  if (i < 0) return "";
  const row = rows[i]!;
  const cs = criteria(row.system);
  const above = i > 0 ? rows[i - 1] : undefined;
  const below = i + 1 < rows.length ? rows[i + 1] : undefined;
  const parts: string[] = [];
  const first = cs[0]!;
  const label = (c: Criterion): string => sayKey(lang, c.label);
  const value = (c: Criterion, r: StandingRow): string => formatValue(c.style, c.value(r), lang);
  const alike = [above, below].filter((n): n is StandingRow => n !== undefined && sameOn(first, row, n));
  if (alike.length > 0) {
    parts.push(
      t(lang, "standings.why.same", {
        label: label(first),
        value: value(first, row),
        others: alike
          .map((n) => (n.rank === row.rank ? n.name : ordinal(n.rank, lang)))
          .join(t(lang, "standings.why.and")),
      }),
    );
  } else {
    parts.push(`${label(first)} ${value(first, row)}`);
  }
  const against = (n: StandingRow): void => {
    const c = cs.find((c) => !sameOn(c, row, n));
    if (c === undefined) {
      parts.push(
        t(lang, row.playoff === true ? "standings.why.playoff" : "standings.why.shared", {
          other: n.name,
        }),
      );
      return;
    }
    if (c === first) return; // already said by the first criterion's value
    const mine = c.value(row) ?? Number.NEGATIVE_INFINITY;
    const theirs = c.value(n) ?? Number.NEGATIVE_INFINITY;
    const sign = mine === theirs ? "=" : mine < theirs ? "<" : ">";
    parts.push(
      t(lang, "standings.why.versus", {
        label: label(c),
        mine: value(c, row),
        sign,
        theirs: value(c, n),
        other: ordinal(n.rank, lang),
      }),
    );
  };
  if (above) against(above);
  if (below) against(below);
  const sep = lang === "fr" ? " : " : ": ";
  return ordinal(row.rank, lang) + sep + parts.join(lang === "fr" ? " ; " : "; ");
}
