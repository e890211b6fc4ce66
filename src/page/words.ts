/** The page's words (src/i18n/live.ts, « page.* »), in its language, placeholders filled. */
import { LIVE_MESSAGES } from "../i18n/live";
import { fill } from "../i18n/typography";

export type PageLang = "fr" | "en";

/** The page's keys without their « page. » prefix: a key the catalogue lacks does not compile. */
export type PageKey = keyof typeof LIVE_MESSAGES extends infer K
  ? K extends `page.${infer R}`
    ? R
    : never
  : never;

export function word(lang: PageLang, key: PageKey, params: Record<string, string | number> = {}): string {
  const m = LIVE_MESSAGES[`page.${key}`];
  // « de {player} » with Émile reads « d'Émile »
  return fill(lang, m[lang], params, () => "");
}

/** A name as the search compares it: no accents, lower case, single spaces. */
export function folded(s: string): string {
  return s
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/** Whether `name` starts with what was typed, or one of its words does (« mar » finds « Léa Martin »). */
export function startsLike(name: string, typed: string): boolean {
  const q = folded(typed);
  if (q === "") return false;
  const n = folded(name);
  return n.startsWith(q) || n.split(/[\s-]/).some((w) => w.startsWith(q));
}

/** "12:05" from a count of ms (hours shown when there are some). */
export function clock(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = h > 0 ? String(m).padStart(2, "0") : String(m);
  return `${h > 0 ? `${h}:` : ""}${mm}:${String(sec).padStart(2, "0")}`;
}
