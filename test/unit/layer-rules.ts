/**
 * Layering rules of src/ (checked by test/unit/layers.test.ts on every source file):
 *
 *   engine   pure computation. Imports only engine: no words (errors and explanations are message
 *            keys), no Apps Script global, and no clock or randomness (Date.now(), new Date()
 *            without arguments, Date(), Math.random()): results depend on the inputs only (random
 *            draws take a seed, RULES §1).
 *   i18n     messages, and engine results said in words (render.ts). Imports i18n and engine.
 *   contract the sidebar ⇄ server types. Imports contract and engine (types).
 *   sheets   the only layer that reads and writes the spreadsheet: may use every Apps Script service
 *            this add-on's scopes allow. Imports sheets, contract, engine, i18n.
 *   addon    entry points (triggers, menus, sidebar API, custom functions). Imports addon, contract,
 *            sheets, engine, i18n. May show UI only: HtmlService, ScriptApp, Logger, and
 *            SpreadsheetApp *only* as `SpreadsheetApp.getUi()`; every other spreadsheet access goes
 *            through sheets.
 *   ui       browser code of the sidebar. Imports ui, contract, i18n, engine. No Apps Script global.
 *   page     browser code of the live page (doGet). Imports page, contract, i18n. No Apps Script global.
 *   lib      Arbitre as a library for scripts (engine + words). Imports lib, engine, i18n.
 *
 * Outside the engine, an area (AREAS: the contract, i18n, the gateway, forms, functions, the
 * self-check, each kind's folder in sheets and in the sidebar) is imported through its index.ts
 * only (AREA_EXCEPTIONS say why not, where not); a kind's folder never imports another kind's.
 *
 * Everywhere: no DriveApp or UrlFetchApp (the manifest's scopes do not allow them), no npm package
 * import but those of ALLOWED_PACKAGES (HyperFormula, GPL-3.0, must never reach build/), and no
 * `GoogleAppsScript.*` type outside sheets and addon.
 */
import { readdirSync } from "node:fs";
import path from "node:path";
import * as acorn from "acorn";
import { transformSync } from "esbuild";
import { freeReferences, staticPropertyName } from "../../scripts/contract-rules.mjs";

export type Layer = "engine" | "i18n" | "contract" | "sheets" | "addon" | "ui" | "page" | "lib";

export const APPS_SCRIPT_GLOBALS = [
  "SpreadsheetApp",
  "Charts",
  "PropertiesService",
  "LockService",
  "CacheService",
  "HtmlService",
  "Session",
  "Utilities",
  "ScriptApp",
  "Logger",
  "Browser",
  "DriveApp",
  "FormApp",
  "UrlFetchApp",
];

/** Which layers each layer may import from. */
export const ALLOWED_IMPORTS: Record<Layer, Layer[]> = {
  engine: ["engine"],
  i18n: ["i18n", "engine"],
  contract: ["contract", "engine"],
  sheets: ["sheets", "contract", "engine", "i18n"],
  addon: ["addon", "contract", "sheets", "engine", "i18n"],
  ui: ["ui", "contract", "i18n", "engine"],
  page: ["page", "contract", "i18n"],
  lib: ["lib", "engine", "i18n"],
};

/** Which Apps Script globals each layer may reference ("SpreadsheetApp.getUi": only that member). */
export const ALLOWED_GLOBALS: Record<Layer, string[]> = {
  engine: [],
  i18n: [],
  contract: [],
  lib: [],
  sheets: APPS_SCRIPT_GLOBALS.filter((g) => g !== "DriveApp" && g !== "UrlFetchApp"),
  addon: ["HtmlService", "ScriptApp", "Logger", "SpreadsheetApp.getUi"],
  ui: [],
  page: [],
};

/**
 * The npm packages a layer may import: bundled into build/ by esbuild, so each is chosen for its
 * licence (scripts/build.mjs copies the licence notice of every package it bundles into the sidebar and into Code.js).
 * The QR code's matrix comes from uqr (MIT), in the engine so that the sidebar (SVG) and the server
 * (PNG over the Pairings tab) draw the same symbol.
 */
export const ALLOWED_PACKAGES: Partial<Record<Layer, string[]>> = { engine: ["uqr"], ui: ["uqr"] };

/**
 * Type-only contracts a layer may import besides ALLOWED_IMPORTS: the sidebar (ui) codes against the
 * (none since src/contract became a layer of its own: pure types, imported by ui, sheets and addon).
 */
export const TYPE_CONTRACTS: Partial<Record<Layer, string[]>> = {};

function isTypeContractImport(layer: Layer, target: string, spec: string, source: string): boolean {
  if (!(TYPE_CONTRACTS[layer] ?? []).includes(target.replace(/\.ts$/, ""))) return false;
  const escaped = spec.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const any = new RegExp(`\\b(?:import|export)\\s+(type\\s+)?[^;'"]*?\\bfrom\\s*["']${escaped}["']`, "g");
  const all = stripComments(source).match(any) ?? [];
  return all.length > 0 && all.every((m) => /^(?:import|export)\s+type\s/.test(m));
}

export interface LayerViolation {
  file: string;
  rule:
    | "unknown-layer"
    | "import"
    | "package-import"
    | "apps-script-global"
    | "apps-script-type"
    | "impure"
    | "kind-import"
    | "area-import";
  message: string;
}

/** The layer of a path relative to the repository root ("src/engine/x.ts" → "engine"), or null. */
export function layerOf(file: string): Layer | null {
  const parts = file.split(/[\\/]/);
  if (parts[0] !== "src" || parts.length < 3) return null;
  const layer = parts[1] as Layer;
  return layer in ALLOWED_IMPORTS ? layer : null;
}

/** Removes comments (approximately: good enough for the import and type scans below). */
function stripComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, " ").replace(/(^|[^:\\])\/\/[^\n]*/g, "$1");
}

/** Every module specifier of a TypeScript source, type-only imports and re-exports included. */
export function importSpecifiers(source: string): string[] {
  const text = stripComments(source);
  const found = new Set<string>();
  const patterns = [
    /\b(?:import|export)\s+(?:type\s+)?[^;'"]*?\bfrom\s*["']([^"']+)["']/g,
    /\bimport\s*["']([^"']+)["']/g,
    /\bimport\s*\(\s*["']([^"']+)["']\s*\)/g,
    /\brequire\s*\(\s*["']([^"']+)["']\s*\)/g,
  ];
  for (const re of patterns) {
    let m = re.exec(text);
    while (m !== null) {
      found.add(m[1]!);
      m = re.exec(text);
    }
  }
  return [...found];
}

/** Checks one source file; `file` is relative to the repository root, with forward slashes. */
/** The competition kinds: one folder each in src/sheets/kinds (a new kind's folder is one here). */
export const KIND_FOLDERS: readonly string[] = readdirSync("src/sheets/kinds", { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort();

const KIND_FILE = new RegExp(`^src/(?:sheets/kinds|ui/kinds|engine)/(${KIND_FOLDERS.join("|")})/`);

/**
 * The areas outside the engine that the rest of the code imports only through their index.ts: what
 * an area offers is what its index.ts exports, and a file may move inside it freely.
 */
export const AREAS = [
  "src/contract",
  "src/i18n",
  "src/sheets/gateway",
  "src/sheets/forms",
  "src/sheets/functions",
  "src/sheets/selfcheck",
  ...KIND_FOLDERS.flatMap((k) => [`src/sheets/kinds/${k}`, `src/ui/kinds/${k}`]),
];

/** Imports allowed past an area's index.ts, each with its reason. */
export const AREA_EXCEPTIONS: { file: string; area: string; why: string }[] = [
  {
    file: "src/ui/i18n.ts",
    area: "src/i18n",
    why: "the sidebar carries its own catalogue only (i18n/index.ts holds every catalogue)",
  },
  {
    file: "src/ui/live-card.ts",
    area: "src/i18n",
    why: "the sidebar's live-page card carries the live page's catalogue only",
  },
  {
    file: "src/page/words.ts",
    area: "src/i18n",
    why: "the live page carries its own catalogue only (under 100 KB in all)",
  },
];

/** The area `file` (a path without extension, or a file) belongs to, or null. */
export function areaOf(file: string): string | null {
  return AREAS.find((a) => file === a || file.startsWith(`${a}/`)) ?? null;
}

export function checkLayerFile(file: string, source: string): LayerViolation[] {
  const out: LayerViolation[] = [];
  const layer = layerOf(file);
  if (layer === null) {
    return [
      { file, rule: "unknown-layer", message: `not in a known layer (${Object.keys(ALLOWED_IMPORTS)})` },
    ];
  }

  for (const spec of importSpecifiers(source)) {
    if (!spec.startsWith(".")) {
      if ((ALLOWED_PACKAGES[layer] ?? []).includes(spec)) continue;
      out.push({ file, rule: "package-import", message: `imports the package "${spec}"` });
      continue;
    }
    const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), spec));
    const targetLayer = layerOf(target);
    // one home per competition kind: a kind's folder (src/sheets/kinds/<kind>/, src/engine/<kind>/)
    // never reaches into another kind's
    const kindOf = (f: string) => KIND_FILE.exec(f)?.[1] ?? null;
    const from = kindOf(file);
    const to = kindOf(target);
    if (from !== null && to !== null && from !== to)
      out.push({
        file,
        rule: "kind-import",
        message: `the ${from} kind may not import the ${to} kind's ${target}`,
      });
    // outside the engine, an area is imported through its index.ts only
    const area = areaOf(target);
    if (
      layer !== "engine" &&
      !(from !== null && to !== null && from !== to) &&
      area !== null &&
      area !== areaOf(file) &&
      target !== `${area}/index` &&
      !AREA_EXCEPTIONS.some((x) => x.file === file && x.area === area)
    )
      out.push({ file, rule: "area-import", message: `imports ${target}: import ${area}/index instead` });
    if (isTypeContractImport(layer, target, spec, source)) continue;
    if (targetLayer === null || !ALLOWED_IMPORTS[layer].includes(targetLayer)) {
      out.push({
        file,
        rule: "import",
        message: `${layer} may not import ${target} (${targetLayer ?? "outside src"})`,
      });
    }
  }

  if (layer !== "sheets" && layer !== "addon" && /\bGoogleAppsScript\./.test(stripComments(source))) {
    out.push({ file, rule: "apps-script-type", message: `${layer} refers to GoogleAppsScript types` });
  }

  const js = transformSync(source, { loader: "ts", format: "esm", target: "esnext", sourcefile: file }).code;
  const ast = acorn.parse(js, { ecmaVersion: "latest", sourceType: "module", locations: true }) as Parameters<
    typeof freeReferences
  >[0];
  const allowed = ALLOWED_GLOBALS[layer];
  for (const ref of freeReferences(ast)) {
    const line = ref.node.loc?.start.line;
    const member = ref.parent && ref.key === "object" ? staticPropertyName(ref.parent) : null;
    if (APPS_SCRIPT_GLOBALS.includes(ref.name)) {
      const ok = allowed.includes(ref.name) || (member !== null && allowed.includes(`${ref.name}.${member}`));
      if (!ok) {
        const what = member !== null ? `${ref.name}.${member}` : ref.name;
        out.push({
          file,
          rule: "apps-script-global",
          message: `${layer} uses ${what} (compiled line ${line})`,
        });
      }
    }
    if (layer === "engine") {
      const parent = ref.parent;
      const isCall = (n: unknown) => parent?.type === "CallExpression" && parent.callee === n;
      if (ref.name === "Date" && member === "now") {
        out.push({
          file,
          rule: "impure",
          message: `engine reads the clock: Date.now (compiled line ${line})`,
        });
      } else if (ref.name === "Date" && parent?.type === "NewExpression" && parent.arguments.length === 0) {
        out.push({
          file,
          rule: "impure",
          message: `engine reads the clock: new Date() (compiled line ${line})`,
        });
      } else if (ref.name === "Date" && isCall(ref.node)) {
        out.push({ file, rule: "impure", message: `engine reads the clock: Date() (compiled line ${line})` });
      } else if (ref.name === "Math" && member === "random") {
        out.push({
          file,
          rule: "impure",
          message: `engine uses Math.random (use a seeded generator) (line ${line})`,
        });
      }
    }
  }
  return out;
}
