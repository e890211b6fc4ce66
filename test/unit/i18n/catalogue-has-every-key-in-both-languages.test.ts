/** The merged message catalogue (src/i18n/index.ts) and its per-area files. */
import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  CATALOGUES,
  type Catalogue,
  format,
  langFromLocale,
  MESSAGES,
  placeholders,
  sayKey,
  t,
  tBoth,
} from "../../../src/i18n/index";

/**
 * The area files of src/i18n, by name: each file that defines a catalogue (`export const …_MESSAGES`),
 * so that a new kind's catalogue is checked here without a line of its own.
 */
function catalogueFiles(): string[] {
  const dir = "src/i18n";
  return readdirSync(dir)
    .filter(
      (f) => f.endsWith(".ts") && /^export const \w+_MESSAGES = /m.test(readFileSync(`${dir}/${f}`, "utf8")),
    )
    .map((f) => f.slice(0, -3))
    .sort();
}

/** Problems of a set of catalogues: duplicate keys across files, empty texts, placeholder mismatches. */
function catalogueProblems(catalogues: Record<string, Catalogue>): string[] {
  const problems: string[] = [];
  const owner = new Map<string, string>();
  for (const [area, catalogue] of Object.entries(catalogues)) {
    for (const [key, message] of Object.entries(catalogue)) {
      const first = owner.get(key);
      if (first !== undefined) problems.push(`${key}: defined in ${first} and ${area}`);
      else owner.set(key, area);
      for (const lang of ["fr", "en"] as const) {
        if (typeof message[lang] !== "string" || message[lang].trim() === "") {
          problems.push(`${area}/${key}: empty ${lang}`);
        }
      }
      const fr = placeholders(message.fr ?? "").join(",");
      const en = placeholders(message.en ?? "").join(",");
      if (fr !== en) problems.push(`${area}/${key}: placeholders {${fr}} (fr) vs {${en}} (en)`);
    }
  }
  return problems;
}

describe("the catalogue", () => {
  it("has every area file merged, each key once, both languages, matching placeholders", () => {
    expect(Object.keys(CATALOGUES).sort()).toEqual(catalogueFiles());
    expect(catalogueProblems(CATALOGUES)).toEqual([]);
    const total = Object.values(CATALOGUES).reduce((n, c) => n + Object.keys(c).length, 0);
    expect(MESSAGES.size).toBe(total);
  });

  it("the checks fail on a duplicate key, an empty text and mismatched placeholders", () => {
    const a: Catalogue = { "x.one": { fr: "un {n}", en: "one {n}" } };
    expect(catalogueProblems({ a })).toEqual([]);
    expect(catalogueProblems({ a, b: { "x.one": { fr: "un", en: "one" } } })).toEqual([
      "x.one: defined in a and b",
    ]);
    expect(catalogueProblems({ a: { k: { fr: " ", en: "x" } } })).toEqual(["a/k: empty fr"]);
    expect(catalogueProblems({ a: { k: { fr: "{a} {b}", en: "{a} {c}" } } })).toEqual([
      "a/k: placeholders {a,b} (fr) vs {a,c} (en)",
    ]);
  });
});

describe("t", () => {
  it("speaks both languages and fills placeholders", () => {
    expect(t("fr", "menu.open")).toBe("Ouvrir");
    expect(t("en", "menu.open")).toBe("Open");
    expect(t("fr", "ping.ok", { version: "1.2", lang: "fr" })).toBe("Arbitre 1.2 répond (langue\u00a0: fr).");
    expect(format("{a} + {a} = {b}", { a: 1, b: 2 })).toBe("1 + 1 = 2");
  });

  it("throws on an unknown key and on a missing placeholder value", () => {
    // @ts-expect-error a key that is none of the catalogues' does not compile
    expect(() => t("fr", "no.such.key")).toThrow(/unknown message key "no.such.key"/);
    // a key that comes as a text (the engine's) is checked when said
    expect(() => sayKey("fr", "no.such.key")).toThrow(/unknown message key "no.such.key"/);
    expect(() => t("en", "ping.ok", { version: "1" })).toThrow(/\{lang\}/);
  });

  it("tBoth gives both languages (used for the AuthMode.NONE menu)", () => {
    expect(tBoth("menu.open")).toBe("Ouvrir / Open");
    expect(tBoth("app.name")).toBe("Arbitre");
  });
});

describe("langFromLocale", () => {
  it("is French for French locales, English otherwise", () => {
    for (const l of ["fr", "fr_FR", "fr-CA", "FR_be", " fr_CH"]) expect(langFromLocale(l), l).toBe("fr");
    for (const l of ["en", "en_US", "de_DE", "", "frr", "es"]) expect(langFromLocale(l), l).toBe("en");
    expect(langFromLocale(undefined)).toBe("en");
  });
});
