/**
 * tools/standin/REFERENCE.md lists every Apps Script method the built bundle calls, with what Google documents
 * as refused for it and where the stand-in enforces that. This test keeps the table whole and honest: a method
 * of a known Apps Script class called in build/Code.js (`.name(`) must have a row (or be listed as called only
 * on the bundle's own objects), a row must name a method its class has (per @types/google-apps-script and
 * src/sheets/forms/apps-script-forms-publish.d.ts) and that the bundle still calls.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const TYPES = "node_modules/@types/google-apps-script/";

/** The Apps Script classes Arbitre may use, by the @types file declaring them. */
const CLASSES: Record<string, string[]> = {
  spreadsheet: [
    "SpreadsheetApp",
    "Spreadsheet",
    "Sheet",
    "Range",
    "RangeList",
    "DataValidation",
    "DataValidationBuilder",
    "ConditionalFormatRule",
    "ConditionalFormatRuleBuilder",
    "BooleanCondition",
    "EmbeddedChart",
    "EmbeddedChartBuilder",
    "Protection",
    "NamedRange",
    "OverGridImage",
  ],
  properties: ["PropertiesService", "Properties"],
  cache: ["CacheService", "Cache"],
  lock: ["LockService", "Lock"],
  html: ["HtmlService", "HtmlOutput", "HtmlTemplate"],
  base: ["Session", "Ui", "Menu", "PromptResponse", "Logger", "Blob"],
  utilities: ["Utilities"],
  forms: [
    "FormApp",
    "Form",
    "Item",
    "ListItem",
    "MultipleChoiceItem",
    "TextItem",
    "TextValidationBuilder",
    "ParagraphTextItem",
    "ScaleItem",
    "SectionHeaderItem",
    "Choice",
    "FormResponse",
    "ItemResponse",
  ],
  script: ["ScriptApp", "Service"],
  charts: ["Charts"],
};

/** Apps Script's global services: the bundle may use only those whose classes are read above. */
const GLOBALS = [
  "SpreadsheetApp",
  "FormApp",
  "PropertiesService",
  "LockService",
  "CacheService",
  "HtmlService",
  "ScriptApp",
  "Session",
  "Utilities",
  "Logger",
  "Charts",
  "DriveApp",
  "DocumentApp",
  "SlidesApp",
  "GmailApp",
  "MailApp",
  "CalendarApp",
  "UrlFetchApp",
  "ContentService",
  "XmlService",
];

/** The methods declared in each `interface Name { … }` of a declaration file (nested blocks skipped). */
function interfaces(source: string): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const m of source.matchAll(/^[ \t]*(?:export\s+)?interface (\w+)\b[^{\n]*\{/gm)) {
    const methods = out.get(m[1]!) ?? new Set<string>();
    out.set(m[1]!, methods);
    let depth = 1;
    let i = m.index! + m[0].length;
    let line = "";
    for (; i < source.length && depth > 0; i++) {
      const ch = source[i]!;
      if (ch === "{") depth++;
      else if (ch === "}") depth--;
      if (ch === "\n") {
        const decl = /^\s*(\w+)\s*[(<]/.exec(line);
        if (decl) methods.add(decl[1]!);
        line = "";
      } else if (depth === 1) line += ch;
    }
  }
  return out;
}

function surface(): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  const add = (all: Map<string, Set<string>>, names: string[]) => {
    for (const name of names) {
      const methods = all.get(name);
      if (!methods) continue;
      const into = out.get(name) ?? new Set<string>();
      for (const x of methods) into.add(x);
      out.set(name, into);
    }
  };
  for (const [file, names] of Object.entries(CLASSES))
    add(interfaces(readFileSync(`${TYPES}google-apps-script.${file}.d.ts`, "utf8")), names);
  add(interfaces(readFileSync("src/sheets/forms/apps-script-forms-publish.d.ts", "utf8")), CLASSES.forms!);
  return out;
}

/** Every `.name(` in the bundle. */
function calledNames(): Set<string> {
  const bundle = readFileSync("build/Code.js", "utf8");
  return new Set([...bundle.matchAll(/\.([A-Za-z_$][\w$]*)\s*\(/g)].map((m) => m[1]!));
}

/** The table's rows: `Class.method` of the first table, `name` of the second. */
function table(): { methods: [string, string][]; ownOnly: string[] } {
  const text = readFileSync("tools/standin/REFERENCE.md", "utf8");
  const [calls, own] = text.split("## Names the bundle calls only on its own objects");
  const methods = [...(calls ?? "").matchAll(/^\| `(\w+)\.(\w+)` \|/gm)].map(
    (m) => [m[1]!, m[2]!] as [string, string],
  );
  const ownOnly = [...(own ?? "").matchAll(/^\| `(\w+)` \|/gm)].map((m) => m[1]!);
  return { methods, ownOnly };
}

describe("tools/standin/REFERENCE.md", () => {
  const api = surface();
  const called = calledNames();
  const { methods, ownOnly } = table();

  it("reads the Apps Script classes and the table", () => {
    expect(api.get("Range")?.has("setValues")).toBe(true);
    expect(api.get("Form")?.has("setPublished")).toBe(true);
    expect(methods.length).toBeGreaterThan(50);
    expect(called.has("setValues")).toBe(true);
  });

  it("the bundle uses no Apps Script service whose classes this test does not read", () => {
    const bundle = readFileSync("build/Code.js", "utf8");
    const read = new Set(Object.values(CLASSES).flat());
    const used = GLOBALS.filter((g) => new RegExp(`\\b${g}\\.`).test(bundle));
    expect(used.filter((g) => !read.has(g))).toEqual([]);
  });

  it("lists every method of a known Apps Script class the bundle calls", () => {
    const missing: string[] = [];
    for (const name of [...called].sort()) {
      const owners = [...api].filter(([, m]) => m.has(name)).map(([c]) => c);
      if (owners.length === 0) continue;
      const listed = methods.some(([c, m]) => m === name && owners.includes(c)) || ownOnly.includes(name);
      if (!listed) missing.push(`${name} (a method of ${owners.join(", ")})`);
    }
    expect(missing, "add a row to tools/standin/REFERENCE.md for each").toEqual([]);
  });

  it("names only methods their class has, that the bundle still calls", () => {
    const wrong = methods.filter(([c, m]) => !api.get(c)?.has(m)).map(([c, m]) => `${c}.${m}`);
    expect(wrong, "no such Apps Script method").toEqual([]);
    const stale = [...methods.map(([c, m]) => [`${c}.${m}`, m]), ...ownOnly.map((m) => [m, m])]
      .filter(([, m]) => !called.has(m!))
      .map(([row]) => row);
    expect(stale, "the bundle no longer calls these: remove their rows").toEqual([]);
  });
});
