/**
 * Every message of both catalogues, as a reader gets it: real plurals (never « (s) »), French
 * spacing (a no-break space before « : » and inside « », a narrow one before « ; ? ! »), elision
 * before a name that begins with a vowel (« d'Alain »), and no gendered pronoun for a player.
 */
import { describe, expect, it } from "vitest";
import { MESSAGES, NBSP, NNBSP, placeholders, sayKey, t } from "../../../src/i18n/index";
import { fill } from "../../../src/i18n/typography";
import { UI_MESSAGES } from "../../../src/i18n/ui";
import { isUiKey, tr } from "../../../src/ui/i18n";

/** Every placeholder filled with a name that begins with a vowel, or a number for a plural choice. */
function sample(text: string, value: string): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  for (const name of placeholders(text))
    params[name] = name.endsWith("Key") ? "menu.open" : new RegExp(`\\{${name}\\|`).test(text) ? 2 : value;
  return params;
}

function rendered(key: string, lang: "fr" | "en", value: string): string {
  const text = MESSAGES.get(key)![lang];
  return sayKey(lang, key, sample(text, value));
}

describe("the catalogues", () => {
  it("have no « (s) »: a word agrees with its number", () => {
    const lazy: string[] = [];
    for (const [key, m] of MESSAGES)
      for (const lang of ["fr", "en"] as const)
        if (/[\p{L}]\((s|e|es|x)\)/u.test(m[lang])) lazy.push(`${key} (${lang}): ${m[lang]}`);
    expect(lazy).toEqual([]);
  });

  it("give French no plain space before « : ; ? ! » or inside « », and English none before « : ; ? ! »", () => {
    const bad: string[] = [];
    for (const key of MESSAGES.keys()) {
      const fr = rendered(key, "fr", "Bruno");
      if (/ [:;?!]|« | »/.test(fr)) bad.push(`${key} (fr): ${fr}`);
      if (/[\u00a0\u202f][;?!]/.test(fr.replace(new RegExp(`${NNBSP}[;?!]`, "g"), "")))
        bad.push(`${key} (fr) wide space before ; ? !: ${fr}`);
      const en = rendered(key, "en", "Bruno");
      if (/ [:;?!]/.test(en)) bad.push(`${key} (en): ${en}`);
      // every placeholder and plural choice filled
      for (const text of [fr, en]) if (/[{}|]/.test(text)) bad.push(`${key}: left unfilled: ${text}`);
    }
    expect(bad).toEqual([]);
  });

  it("never put « de », « le », « que » before a name that begins with a vowel", () => {
    const bad: string[] = [];
    for (const key of MESSAGES.keys()) {
      const fr = rendered(key, "fr", "Alain");
      if (/(^|[\s(«])(de|De|que|le|la|ne) Alain/.test(fr)) bad.push(`${key}: ${fr}`);
    }
    expect(bad).toEqual([]);
  });

  it("never say « il » or « elle » of a player in a pairing or a bye", () => {
    const bad: string[] = [];
    for (const [key, m] of MESSAGES)
      if (/^swiss\.(why|bye)\./.test(key) && /\b(qu'il|qu'elle|il|elle|lui)\b/.test(m.fr)) bad.push(key);
    expect(bad).toEqual([]);
  });

  it("never give a player a gender in a question or a problem: no « est-il », « contre lui-même »", () => {
    const bad: string[] = [];
    for (const [key, m] of MESSAGES)
      if (/\b(est-(il|elle)|contre (lui|elle)-même)\b/.test(m.fr)) bad.push(`${key}: ${m.fr}`);
    expect(bad).toEqual([]);
  });

  it("tell no one about the draw's seed in each table's reason", () => {
    const bad = [...MESSAGES.keys()].filter(
      (key) =>
        /^swiss\.(why|bye)\./.test(key) && /graine|seed/i.test(MESSAGES.get(key)!.fr + MESSAGES.get(key)!.en),
    );
    expect(bad).toEqual([]);
  });
});

describe("a message as a reader gets it", () => {
  it("takes the singular in French for 0 and 1, in English for 1 only", () => {
    const text = "{n} {n|journée|journées}";
    expect([0, 1, 2, 14].map((n) => fill("fr", text, { n }, () => ""))).toEqual([
      "0 journée",
      "1 journée",
      "2 journées",
      "14 journées",
    ]);
    expect(
      fill("fr", "{n} {n|problème dans « {tab} »|problèmes dans « {tab} »}", { n: 3, tab: "T" }, () => ""),
    ).toBe("3 problèmes dans «\u00a0T\u00a0»");
    expect([0, 1, 2].map((n) => fill("en", "{n} {n|day|days}", { n }, () => ""))).toEqual([
      "0 days",
      "1 day",
      "2 days",
    ]);
  });

  it("elides « de » before a vowel, not before a consonant, and spaces French in the template only", () => {
    const text = "l'exemption de {name} : « {tab} » ; vraiment ?";
    expect(fill("fr", text, { name: "Alain", tab: "Rondes" }, () => "")).toBe(
      `l'exemption d'Alain${NBSP}: «${NBSP}Rondes${NBSP}»${NNBSP}; vraiment${NNBSP}?`,
    );
    expect(fill("fr", text, { name: "Bruno", tab: "a : b" }, () => "")).toBe(
      `l'exemption de Bruno${NBSP}: «${NBSP}a : b${NBSP}»${NNBSP}; vraiment${NNBSP}?`,
    );
    expect(fill("fr", "le {event}", { event: "Open d'hiver" }, () => "")).toBe("l'Open d'hiver");
    expect(fill("fr", "le {event}", { event: "Masters" }, () => "")).toBe("le Masters");
    expect(fill("en", "of {name}: ok", { name: "Alain" }, () => "")).toBe("of Alain: ok");
  });

  it("is the same in the sidebar as on the server", () => {
    for (const key of Object.keys(UI_MESSAGES)) {
      if (!isUiKey(key)) throw new Error(`not a sidebar key: ${key}`);
      const params = sample(UI_MESSAGES[key]!.fr, "Alain");
      expect(tr("fr", key, params), key).toBe(t("fr", key, params));
    }
  });
});
