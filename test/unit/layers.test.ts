/** Layering of src/ (rules and rationale: test/layer-rules.ts). */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkLayerFile, importSpecifiers, layerOf } from "./layer-rules";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(?:ts|tsx|js|mjs)$/.test(name) && !name.endsWith(".d.ts")) out.push(full);
  }
  return out;
}

const rel = (full: string) => path.relative(ROOT, full).split(path.sep).join("/");
const rulesOf = (file: string, source: string) => checkLayerFile(file, source).map((v) => v.rule);

describe("src/ layering", () => {
  const files = sourceFiles(path.join(ROOT, "src"));

  it("finds the source files", () => {
    expect(files.length).toBeGreaterThan(5);
    expect(files.map(rel)).toContain("src/addon/main.ts");
  });

  it("every file respects its layer's imports and globals", () => {
    const violations = files.flatMap((f) => checkLayerFile(rel(f), readFileSync(f, "utf8")));
    expect(violations).toEqual([]);
  });
});

describe("layer rules are shown to fail", () => {
  it("a kind importing another kind's module is flagged (one home per competition kind)", () => {
    expect(rulesOf("src/sheets/kinds/tarot/read.ts", 'import { dayText } from "../circuit/tabs";')).toEqual([
      "kind-import",
    ]);
    expect(
      rulesOf("src/engine/tarot/validate.ts", 'import { spellingKey } from "../circuit/validate";'),
    ).toEqual(["kind-import"]);
    expect(rulesOf("src/sheets/kinds/tarot/read.ts", 'import { undoTabs } from "../undo";')).toEqual([]);
  });

  it("outside the engine, an area is imported through its index.ts only", () => {
    expect(
      rulesOf("src/sheets/kinds/tarot/x.ts", 'import { readGrid } from "../../gateway/workbook";'),
    ).toEqual(["area-import"]);
    expect(rulesOf("src/sheets/kinds/tarot/x.ts", 'import { readGrid } from "../../gateway/index";')).toEqual(
      [],
    );
    expect(rulesOf("src/sheets/gateway/x.ts", 'import { readGrid } from "./workbook";')).toEqual([]);
    expect(rulesOf("src/sheets/functions/x.ts", 'import { textOf } from "../kinds/circuit/cells";')).toEqual([
      "area-import",
    ]);
    expect(rulesOf("src/engine/x.ts", 'import { a } from "./core/a";')).toEqual([]);
  });

  it("a sidebar kind importing another kind's folder is flagged", () => {
    expect(rulesOf("src/ui/kinds/tarot/format.ts", 'import { counted } from "../league/format";')).toEqual([
      "kind-import",
    ]);
  });

  it("knows the layers", () => {
    expect(layerOf("src/engine/core/results.ts")).toBe("engine");
    expect(layerOf("src/sheets/kinds/swiss/model.ts")).toBe("sheets");
    expect(layerOf("src/other/x.ts")).toBeNull();
    expect(rulesOf("src/other/x.ts", "export const x = 1;")).toEqual(["unknown-layer"]);
  });

  it("finds value, type-only, side-effect and dynamic imports", () => {
    const source = [
      'import { a } from "./a";',
      'import type { B } from "../sheets/b";',
      'export * from "./c";',
      'import "./d";',
      'const e = import("./e");',
      '// import { z } from "./commented-out";',
    ].join("\n");
    expect(importSpecifiers(source).sort()).toEqual(["../sheets/b", "./a", "./c", "./d", "./e"]);
  });

  it("engine importing anything outside the engine (even a type, even the words) is flagged", () => {
    expect(rulesOf("src/engine/x.ts", 'import { t } from "../i18n/index";\nexport const y = t;')).toEqual([
      "import",
    ]);
    expect(
      rulesOf("src/engine/x.ts", 'import type { Sheet } from "../sheets/grid";\nexport let s: Sheet;'),
    ).toEqual(["import"]);
    expect(
      rulesOf("src/engine/x.ts", 'import { ENTRY_POINTS } from "../addon/main";\nENTRY_POINTS;'),
    ).toEqual(["import"]);
    expect(rulesOf("src/i18n/x.ts", 'import { a } from "../engine/a";\na;')).toEqual([]);
    expect(rulesOf("src/i18n/x.ts", 'import { a } from "../sheets/a";\na;')).toEqual(["import"]);
    expect(rulesOf("src/ui/x.ts", 'import { a } from "../sheets/a";\na;')).toEqual(["import"]);
    // the sidebar ⇄ server contract is a layer of its own: ui, sheets and addon import it, the engine does not
    const contract = "../contract/index";
    expect(
      rulesOf("src/ui/x.ts", `import type { EventState } from "${contract}";\nexport let s: EventState;`),
    ).toEqual([]);
    expect(
      rulesOf("src/engine/x.ts", `import type { EventState } from "${contract}";\nexport let s: EventState;`),
    ).toEqual(["import"]);
    expect(rulesOf("src/contract/x.ts", 'import { a } from "../sheets/a";\na;')).toEqual(["import"]);
  });

  it("a package import is flagged in every layer", () => {
    expect(rulesOf("src/sheets/x.ts", 'import { HyperFormula } from "hyperformula";\nHyperFormula;')).toEqual(
      ["package-import"],
    );
  });

  it("the sidebar and the engine may import the QR code library, no other layer may", () => {
    const qr = 'import { encode } from "uqr";\nencode;';
    expect(rulesOf("src/ui/x.ts", qr)).toEqual([]);
    expect(rulesOf("src/engine/x.ts", qr)).toEqual([]);
    expect(rulesOf("src/sheets/x.ts", qr)).toEqual(["package-import"]);
    expect(rulesOf("src/i18n/x.ts", qr)).toEqual(["package-import"]);
    expect(rulesOf("src/ui/x.ts", 'import { HyperFormula } from "hyperformula";\nHyperFormula;')).toEqual([
      "package-import",
    ]);
  });

  it("an Apps Script global in the engine is flagged, even reached through a variable", () => {
    const snippet =
      "export function total() {\n  const ss = SpreadsheetApp.getActive();\n  return ss.getName();\n}";
    expect(rulesOf("src/engine/x.ts", snippet)).toEqual(["apps-script-global"]);
    expect(rulesOf("src/engine/x.ts", "export const p = PropertiesService;")).toEqual(["apps-script-global"]);
    expect(rulesOf("src/i18n/x.ts", "Logger.log('x');")).toEqual(["apps-script-global"]);
    expect(rulesOf("src/ui/x.ts", "HtmlService.createHtmlOutput('x');")).toEqual(["apps-script-global"]);
    expect(rulesOf("src/engine/x.ts", "export let s: GoogleAppsScript.Spreadsheet.Sheet;")).toEqual([
      "apps-script-type",
    ]);
  });

  it("a local variable that shadows a service name is not a global", () => {
    expect(rulesOf("src/engine/x.ts", "export function f(Session: number) { return Session + 1; }")).toEqual(
      [],
    );
    expect(rulesOf("src/engine/x.ts", "const o = { Logger: 1 };\nexport const v = o.Logger;")).toEqual([]);
  });

  it("sheets may use the spreadsheet; addon only SpreadsheetApp.getUi(), HtmlService and ScriptApp", () => {
    const read = "export const v = () => SpreadsheetApp.getActive().getRange('A1').getValue();";
    expect(rulesOf("src/sheets/x.ts", read)).toEqual([]);
    expect(rulesOf("src/sheets/x.ts", "export const l = () => LockService.getDocumentLock();")).toEqual([]);
    expect(rulesOf("src/addon/x.ts", read)).toEqual(["apps-script-global"]);
    expect(
      rulesOf("src/addon/x.ts", "export const d = () => PropertiesService.getDocumentProperties();"),
    ).toEqual(["apps-script-global"]);
    const ui =
      "export const s = () => SpreadsheetApp.getUi().showSidebar(HtmlService.createHtmlOutput('x'));";
    expect(rulesOf("src/addon/x.ts", ui)).toEqual([]);
    expect(rulesOf("src/addon/x.ts", "export const a = () => ScriptApp.AuthMode.NONE;")).toEqual([]);
  });

  it("DriveApp and UrlFetchApp are flagged even in sheets (the scopes do not allow them)", () => {
    expect(rulesOf("src/sheets/x.ts", "export const f = () => UrlFetchApp.fetch('https://x');")).toEqual([
      "apps-script-global",
    ]);
    expect(rulesOf("src/sheets/x.ts", "export const f = () => DriveApp.getRootFolder();")).toEqual([
      "apps-script-global",
    ]);
  });

  it("the engine may not read the clock or Math.random, but may build dates from data", () => {
    expect(rulesOf("src/engine/x.ts", "export const now = () => Date.now();")).toEqual(["impure"]);
    expect(rulesOf("src/engine/x.ts", "export const now = () => new Date();")).toEqual(["impure"]);
    expect(rulesOf("src/engine/x.ts", "export const now = () => Date();")).toEqual(["impure"]);
    expect(rulesOf("src/engine/x.ts", "export const r = () => Math.random();")).toEqual(["impure"]);
    expect(rulesOf("src/engine/x.ts", "export const d = (ms: number) => new Date(ms).getTime();")).toEqual(
      [],
    );
    expect(rulesOf("src/sheets/x.ts", "export const now = () => new Date();")).toEqual([]);
  });
});
