/**
 * A greyed button says why under it, as the end of a sentence: « les 4 rondes ont été jouées »,
 * « préparez d'abord le Masters », never « Préparez d'abord le Masters. ». Checked on every reason the
 * kinds' guards give (their keys read from the guard files) and every `…why…` message of the sidebar's
 * buttons, in both languages.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MESSAGES } from "../../../src/i18n/messages";

const GUARDS = ["circuit", "league", "tarot"].map((k) => `src/sheets/kinds/${k}/guard.ts`);

function reasonKeys(): string[] {
  const keys = new Set<string>();
  for (const file of GUARDS)
    for (const m of readFileSync(file, "utf8").matchAll(/ArbitreError\(\s*"([^"]+)"/g)) keys.add(m[1]!);
  // the Swiss buttons' (a table's reason, « Table posée à la main… », is a sentence of its own)
  for (const key of MESSAGES.keys())
    if (/^(event|form|league\.form)\.why\./.test(key) && key !== "event.why.byHand") keys.add(key);
  return [...keys].sort();
}

describe("a button's reason", () => {
  it("begins in lower case and ends without a full stop, in French and in English", () => {
    const keys = reasonKeys();
    expect(keys).toContain("masters.prepareFirst");
    expect(keys.length).toBeGreaterThan(30);
    const bad: string[] = [];
    for (const key of keys) {
      const m = MESSAGES.get(key);
      expect(m, key).toBeDefined();
      for (const text of [m!.fr, m!.en])
        if (/^\p{Lu}/u.test(text) || /\.$/.test(text)) bad.push(`${key}: ${text}`);
    }
    expect(bad).toEqual([]);
  });
});
