/**
 * Formula syntax of the spreadsheet locale, at the page boundary only.
 *
 * Apps Script (Range.setFormula / getFormulas) always speaks the English syntax: commas between arguments, a
 * decimal point, `{1,2;3,4}` arrays. Google Sheets in a locale with a decimal comma (fr_FR) shows and takes
 * formulas with `;` between arguments, a decimal comma and `{1\2;3\4}` arrays. The playground stores formulas
 * the Apps Script way and translates what the page shows (toLocaleFormula) and what is typed (toEnglishFormula).
 * Strings in double quotes and sheet names in single quotes are never touched; function names stay English (as
 * with Sheets' "use English function names" setting). VRAI and FAUX typed in French are taken as TRUE and FALSE.
 */

export interface FormulaSyntax {
  /** Between function arguments. */
  argument: string;
  decimal: string;
  /** Between the columns of an array literal `{…}`. */
  arrayColumn: string;
  /** Between the rows of an array literal. */
  arrayRow: string;
  /** The locale's words for TRUE and FALSE, taken in typed formulas (`=IF(A1;VRAI;FAUX)`), when not English. */
  booleans?: { TRUE: string; FALSE: string };
}

export const ENGLISH_SYNTAX: FormulaSyntax = { argument: ",", decimal: ".", arrayColumn: ",", arrayRow: ";" };
export const DECIMAL_COMMA_SYNTAX: FormulaSyntax = {
  argument: ";",
  decimal: ",",
  arrayColumn: "\\",
  arrayRow: ";",
  booleans: { TRUE: "VRAI", FALSE: "FAUX" },
};

/** The syntax Sheets uses in `locale` ("fr_FR"…): the decimal-comma one for French, the English one otherwise. */
export function formulaSyntax(locale: string): FormulaSyntax {
  return /^fr(?:$|[-_])/i.test(locale) ? DECIMAL_COMMA_SYNTAX : ENGLISH_SYNTAX;
}

/** A formula typed in `locale`'s syntax, as Apps Script's setFormula takes it. Non-formulas are returned as is. */
export function toEnglishFormula(text: string, locale: string): string {
  return translate(text, formulaSyntax(locale), ENGLISH_SYNTAX);
}

/** A formula as Apps Script returns it, in `locale`'s syntax. Non-formulas are returned as is. */
export function toLocaleFormula(formula: string, locale: string): string {
  return translate(formula, ENGLISH_SYNTAX, formulaSyntax(locale));
}

const IDENTIFIER_START = /[\p{L}_$]/u;
const IDENTIFIER_PART = /[\p{L}\p{N}_.$]/u;
const DIGIT = /[0-9]/;

/**
 * A word typed in a formula: the locale's TRUE or FALSE (VRAI, FAUX, any case, also as VRAI()) becomes the
 * English one that Apps Script stores, as Sheets takes it; a sheet name (`Vrai!A1`) stays. Shown back in English,
 * as the function names are.
 */
function englishBoolean(
  word: string,
  next: string | undefined,
  from: FormulaSyntax,
  to: FormulaSyntax,
): string {
  if (!from.booleans || to.booleans || next === "!") return word;
  const upper = word.toUpperCase();
  if (upper === from.booleans.TRUE) return "TRUE";
  if (upper === from.booleans.FALSE) return "FALSE";
  return word;
}

function translate(text: string, from: FormulaSyntax, to: FormulaSyntax): string {
  if (!text.startsWith("=") || from === to) return text;
  let out = "=";
  /** What each open bracket is: "(" a call or a group, "{" an array literal. */
  const open: ("(" | "{")[] = [];
  let i = 1;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '"' || ch === "'") {
      // A string ("a ""b""") or a quoted sheet name ('l''Open'): copied as is, up to its closing quote.
      let j = i + 1;
      while (j < text.length) {
        if (text[j] === ch) {
          if (text[j + 1] === ch) j += 2;
          else break;
        } else j++;
      }
      out += text.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    if (IDENTIFIER_START.test(ch)) {
      // Function names, cell references, sheet names, TRUE/FALSE: copied as is (digits in A1 are not numbers).
      let j = i + 1;
      while (j < text.length && IDENTIFIER_PART.test(text[j]!)) j++;
      out += englishBoolean(text.slice(i, j), text[j], from, to);
      i = j;
      continue;
    }
    if (DIGIT.test(ch) || (ch === from.decimal && DIGIT.test(text[i + 1] ?? ""))) {
      let j = i;
      while (j < text.length && DIGIT.test(text[j]!)) j++;
      let number = text.slice(i, j);
      if (text[j] === from.decimal && DIGIT.test(text[j + 1] ?? "")) {
        let k = j + 1;
        while (k < text.length && DIGIT.test(text[k]!)) k++;
        number += to.decimal + text.slice(j + 1, k);
        j = k;
      }
      const exponent = /^[eE][+-]?[0-9]+/.exec(text.slice(j));
      if (exponent) {
        number += exponent[0];
        j += exponent[0].length;
      }
      out += number;
      i = j;
      continue;
    }
    if (ch === "(" || ch === "{") open.push(ch);
    else if (ch === ")" || ch === "}") open.pop();
    const inArray = open[open.length - 1] === "{";
    if (inArray && ch === from.arrayColumn) out += to.arrayColumn;
    else if (inArray && ch === from.arrayRow) out += to.arrayRow;
    else if (!inArray && open.length > 0 && ch === from.argument) out += to.argument;
    else out += ch;
    i++;
  }
  return out;
}
