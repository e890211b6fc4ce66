/**
 * A text read back from a cell, recognised as the message that wrote it: whatever the values of its
 * placeholders, as `t` fills them (French spacing, « de » elided before a vowel, a plural's other form).
 * A Swiss table's reason in the Rounds tab is text; the live page leaves out the ones that name clubs or
 * pairs to avoid, which are the organiser's business.
 */
import type { Lang } from "./catalogue";
import { format, MESSAGES, type MessageKey } from "./messages";
import { CHOICE, ELIDED, placeholderNames } from "./typography";

const MARK = "\u0001";
const CHOICE_MARK = "\u0002";
/** A placeholder's value: any text, the shortest that lets the rest match. */
const ANY = "[\\s\\S]+?";

const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const patterns = new Map<string, RegExp>();

function patternOf(lang: Lang, key: MessageKey): RegExp {
  const id = `${lang}:${key}`;
  const known = patterns.get(id);
  if (known) return known;
  // each plural choice set aside as a mark, then either of its forms
  const forms: string[][] = [];
  const text = MESSAGES.get(key)![lang].replace(CHOICE, (_whole, _name: string, choice: string) => {
    forms.push(choice.slice(1).split("|"));
    return `${CHOICE_MARK}${forms.length - 1}${CHOICE_MARK}`;
  });
  // each placeholder filled with a mark no message holds
  const params = Object.fromEntries(placeholderNames(text).map((name, i) => [name, `${MARK}${i}${MARK}`]));
  const filled = literal(format(text, params, lang)).replace(
    new RegExp(`${CHOICE_MARK}(\\d+)${CHOICE_MARK}`, "g"),
    (_whole, i: string) =>
      `(?:${forms[Number(i)]!.map((f) => literal(f).replace(/\\\{\w+\\\}/g, ANY)).join("|")})`,
  );
  const source = filled.replace(
    new RegExp(`(?:(^|[\\s(«'’])(de|le|la|que|ne|De|Le|La|Que) )?${MARK}\\d+${MARK}`, "g"),
    (_whole, before: string | undefined, word: string | undefined) => {
      if (word === undefined) return ANY;
      const short = ELIDED[word.toLowerCase()]!;
      const cased = word[0] === word[0]!.toUpperCase() ? short[0]!.toUpperCase() + short.slice(1) : short;
      return `${before}(?:${word} |${cased})${ANY}`;
    },
  );
  const pattern = new RegExp(`^${source}$`);
  patterns.set(id, pattern);
  return pattern;
}

/** Whether `text` is what `t(lang, key, …)` writes for some values of its placeholders. */
export function writtenAs(lang: Lang, key: MessageKey, text: string): boolean {
  return patternOf(lang, key).test(text);
}
