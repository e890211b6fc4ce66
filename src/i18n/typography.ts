/**
 * How a catalogue text becomes what a person reads, in both the server (index.ts `t`) and the
 * sidebar (src/ui/i18n.ts `tr`):
 *
 * - `{name}` is the value of `name`;
 * - `{count|journée|journées}` is the form of the word that agrees with the number `count`
 *   (`Intl.PluralRules` of the language: in French 0 and 1 take the singular, in English only 1),
 *   so a catalogue never writes « journée(s) »;
 * - in French, the template's spaces before « : » and inside « » become no-break spaces (U+00A0),
 *   those before « ; ? ! » narrow no-break spaces (U+202F), so that « ») » or « : 0) » never wrap
 *   alone onto a new line; the catalogue is written with plain spaces, the values are left as typed;
 * - in French, « de », « le », « la », « que » and « ne » before a value beginning with a vowel are
 *   elided: « de {name} » with Alain reads « d'Alain », with Bruno « de Bruno ».
 */
import type { Lang } from "./catalogue";

/** U+00A0, the no-break space French puts before « : » and inside « ». */
export const NBSP = "\u00a0";
/** U+202F, the narrow no-break space French puts before « ; ? ! ». */
export const NNBSP = "\u202f";

/** `{name}` */
const PLACE = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;
/** `{count|one|other}`, whose forms may hold `{name}` placeholders */
export const CHOICE = /\{([A-Za-z_][A-Za-z0-9_]*)((?:\|(?:[^{}|]|\{[A-Za-z_][A-Za-z0-9_]*\})*)+)\}/g;

/** The names of a text's placeholders, plural choices included, sorted and without duplicates. */
export function placeholderNames(text: string): string[] {
  const names = new Set<string>();
  for (const re of [CHOICE, PLACE])
    text.replace(re, (whole, name: string) => {
      names.add(name);
      return whole;
    });
  return Array.from(names).sort();
}

/** Whether `n` takes the singular in `lang` (French: 0 and 1, English: 1 only). */
export function isSingular(lang: Lang, n: number): boolean {
  if (typeof Intl !== "undefined" && typeof Intl.PluralRules === "function") {
    let rules = RULES.get(lang);
    if (rules === undefined) {
      rules = new Intl.PluralRules(lang);
      RULES.set(lang, rules);
    }
    return rules.select(n) === "one";
  }
  return lang === "fr" ? Math.abs(n) < 2 : n === 1;
}
const RULES = new Map<Lang, Intl.PluralRules>();

/** French spacing of a template (never of the values put into it). */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ +:/g, `${NBSP}:`)
    .replace(/ +([;?!])/g, `${NNBSP}$1`)
    .replace(/« +/g, `«${NBSP}`)
    .replace(/ +»/g, `${NBSP}»`);
}

/** « : » between two parts of a message built in code: « onglet X\u00a0: … » in French, « tab X: … » in English. */
export function colon(lang: Lang): string {
  return lang === "fr" ? `${NBSP}: ` : ": ";
}

/** « ; » between two parts of a list built in code. */
export function semicolon(lang: Lang): string {
  return lang === "fr" ? `${NNBSP}; ` : "; ";
}

/** Spaces of any width said as plain spaces: to compare a cell written before and after French spacing. */
export function plainSpaces(text: string): string {
  return text.replace(/[\u00a0\u202f]/g, " ");
}

export const ELIDED: Record<string, string> = { de: "d'", le: "l'", la: "l'", que: "qu'", ne: "n'" };
const ELIDABLE = /(^|[\s(«'’])(de|le|la|que|ne|De|Le|La|Que) \{([A-Za-z_][A-Za-z0-9_]*)\}/g;
const VOWEL = /^[AEIOUYÀÂÄÉÈÊËÎÏÔÖÙÛÜaeiouàâäéèêëîïôöùûü]/;

/** « de {name} » → « d'{name} » when the value of `name` begins with a vowel. */
function elide(text: string, params: Record<string, string | number>): string {
  return text.replace(ELIDABLE, (whole, before: string, word: string, name: string) => {
    const value = params[name];
    if (typeof value !== "string" || !VOWEL.test(value.trim())) return whole;
    const short = ELIDED[word.toLowerCase()]!;
    const cased = word[0] === word[0]!.toUpperCase() ? short[0]!.toUpperCase() + short.slice(1) : short;
    return `${before}${cased}{${name}}`;
  });
}

/**
 * The text with its placeholders filled in `lang`. A placeholder without a value is handed to
 * `missing` (the server throws, the sidebar shows it as it is).
 */
export function fill(
  lang: Lang,
  text: string,
  params: Record<string, string | number>,
  missing: (name: string, whole: string) => string,
): string {
  let template = text;
  if (lang === "fr") template = frenchSpacing(elide(template, params));
  template = template.replace(CHOICE, (whole, name: string, forms: string) => {
    const value = params[name];
    if (value === undefined) return missing(name, whole);
    const [one, other] = forms.slice(1).split("|") as [string, string | undefined];
    return isSingular(lang, Number(value)) ? one : (other ?? one);
  });
  return template.replace(PLACE, (whole, name: string) => {
    const value = params[name];
    return value === undefined ? missing(name, whole) : String(value);
  });
}
