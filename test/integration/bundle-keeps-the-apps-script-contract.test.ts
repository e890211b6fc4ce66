/**
 * The Apps Script contract of build/ (see scripts/contract-rules.mjs, also enforced by the build).
 * Part 1 checks the real build. Part 2 shows that every rule fails when broken, on deliberately
 * broken variants of a small well-formed Code.js (and of the real one).
 */
import { execFileSync } from "node:child_process";
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as acorn from "acorn";
import { beforeAll, describe, expect, it } from "vitest";
import { escapeInlineScript, stubFor } from "../../scripts/build.mjs";
import {
  checkCodeJs,
  checkEntryNames,
  checkForbiddenGlobals,
  checkManifest,
  checkNoModuleSyntax,
  checkSidebarHtml,
  FORBIDDEN_GLOBALS,
  parseScript,
  topLevelFunctionNames,
} from "../../scripts/contract-rules.mjs";
import { ENTRY_POINTS, MENU } from "../../src/addon/main";
import { isMenuItem } from "../../src/addon/triggers";
import { ROOT, readBuild } from "../fixtures/build";

type Violation = { rule: string; message: string };
const rules = (vs: Violation[]) => vs.map((v) => v.rule);

const meta = () => ({
  entries: ENTRY_POINTS.map(({ name, kind, params }) => ({ name, kind, params })),
  menu: MENU,
});

describe("build/Code.js (the real build)", () => {
  let code = "";
  beforeAll(() => {
    code = readBuild("Code.js");
  });

  it("parses as an ES2019 classic script", () => {
    expect(() => acorn.parse(code, { ecmaVersion: 2019, sourceType: "script" })).not.toThrow();
  });

  it("says it is generated", () => {
    expect(code.split("\n")[0]).toMatch(/GENERATED FILE/);
  });

  it("declares exactly one top-level function per entry point, and nothing else but var ArbitreApp", () => {
    const { ast } = parseScript(code);
    const declared = topLevelFunctionNames(ast);
    expect([...declared].sort()).toEqual(ENTRY_POINTS.map((e) => e.name).sort());
    expect(new Set(declared).size).toBe(declared.length);
  });

  it("has no top-level function whose name ends with _", () => {
    const { ast } = parseScript(code);
    const names = topLevelFunctionNames(ast);
    expect(names.filter((n) => n.endsWith("_"))).toEqual([]);
  });

  it("documents every custom function (JSDoc, @customfunction, one @param per parameter)", () => {
    for (const e of ENTRY_POINTS.filter((x) => x.kind === "custom")) {
      const at = code.indexOf(`\nfunction ${e.name}(`);
      expect(at, e.name).toBeGreaterThan(0);
      const doc = code.slice(code.lastIndexOf("/**", at), at);
      expect(doc, e.name).toMatch(/@customfunction/);
      expect((doc.match(/@param /g) ?? []).length, e.name).toBe(e.params.length);
    }
  });

  it("uses no import/export and no forbidden global", () => {
    expect(checkNoModuleSyntax(code)).toEqual([]);
    expect(checkForbiddenGlobals(parseScript(code).ast)).toEqual([]);
  });

  it("names a real top-level menu function in every menu item", () => {
    const kinds = new Map(ENTRY_POINTS.map((e) => [e.name, e.kind]));
    for (const item of MENU.filter(isMenuItem)) {
      expect(code).toMatch(new RegExp(`\\nfunction ${item.functionName}\\(`));
      expect(kinds.get(item.functionName), item.functionName).toBe("menu");
    }
  });

  it("runs every action through one entry point, arbitreAct(action, req), and declares none per action", () => {
    expect(code).toMatch(/\nfunction arbitreAct\(action, req\) \{/);
    for (const legacy of [
      "arbitreGenerateRound",
      "arbitreComputeCircuit",
      "arbitreComputeTarot",
      "arbitrePublish",
    ]) {
      expect(code, legacy).not.toMatch(new RegExp(`\\nfunction ${legacy}\\(`));
    }
  });

  it("passes every contract rule", () => {
    expect(checkCodeJs(code, meta())).toEqual([]);
  });

  it("loads without any global and routes stub calls into the bundle", async () => {
    const vm = await import("node:vm");
    const ctx = vm.createContext({});
    vm.runInContext(code, ctx);
    expect(typeof ctx.ArbitreApp.call).toBe("function");
    expect(() => ctx.ArbitreApp.call("noSuchFunction", [])).toThrow(/unknown entry point/);
  });
});

describe("build/Sidebar.html and build/appsscript.json", () => {
  it("Sidebar.html is self-contained (no external script or stylesheet) and its inline script parses", () => {
    const html = readBuild("Sidebar.html");
    expect(html).not.toMatch(/<script[^>]*\ssrc=/i);
    expect(html).not.toMatch(/<link[^>]*href=["']?https?:/i);
    expect(checkSidebarHtml(html)).toEqual([]);
    expect(html).toContain("arbitreGetState"); // the sidebar reads the event state (test/ui: every call is a server function)
    expect(html).toContain("arbitreAct"); // and runs its actions through the one action endpoint
  });

  it("appsscript.json is the root manifest", () => {
    expect(JSON.parse(readBuild("appsscript.json"))).toEqual(
      JSON.parse(readFileSync(path.join(ROOT, "appsscript.json"), "utf8")),
    );
  });
});

// ---------------------------------------------------------------------------------------------
// Shown to fail: each rule on a deliberately broken variant.

const FIXTURE_ENTRIES = [
  {
    name: "onOpen",
    kind: "trigger",
    params: [{ name: "e", type: "Object", optional: true, doc: { fr: "événement", en: "event" } }],
    doc: { fr: "Menu.", en: "Menu." },
  },
  { name: "showSidebar", kind: "menu", params: [], doc: { fr: "Ouvre.", en: "Opens." } },
  {
    name: "DOUBLE",
    kind: "custom",
    params: [
      { name: "value", type: "number", doc: { fr: "la valeur", en: "the value" } },
      { name: "times", type: "number", optional: true, doc: { fr: "combien de fois", en: "how many times" } },
    ],
    doc: { fr: "Double une valeur.", en: "Doubles a value." },
    returns: { type: "number", doc: { fr: "le double", en: "the double" } },
  },
];
const FIXTURE_MENU = [{ labelKey: "menu.open", functionName: "showSidebar" }];
const IIFE = [
  "var ArbitreApp = (() => {",
  "  const impl = { DOUBLE: (v, n) => v * (n || 2) };",
  "  return { call: (name, args) => impl[name] && impl[name].apply(null, args) };",
  "})();",
].join("\n");

function fixture(entries = FIXTURE_ENTRIES, iife = IIFE): string {
  return `// GENERATED\n${iife}\n\n${entries.map(stubFor).join("\n\n")}\n`;
}

function check(code: string, entries = FIXTURE_ENTRIES, menu: typeof FIXTURE_MENU = FIXTURE_MENU) {
  return rules(checkCodeJs(code, { entries, menu }));
}

describe("contract rules are shown to fail", () => {
  const good = fixture();

  it("the well-formed fixture passes (so each failure below comes from its one breakage)", () => {
    expect(checkCodeJs(good, { entries: FIXTURE_ENTRIES, menu: FIXTURE_MENU })).toEqual([]);
    expect(good).toMatch(/@param \{number\} \[times\]/);
  });

  it("a custom function moved inside the IIFE is not a top-level function", () => {
    const doubleStub = stubFor(FIXTURE_ENTRIES[2]!);
    const moved = fixture(
      FIXTURE_ENTRIES.slice(0, 2),
      IIFE.replace("  return {", `${doubleStub}\n  return {`),
    );
    expect(moved).toContain("function DOUBLE(");
    expect(check(moved)).toContain("top-level");
  });

  it("a helper left at the top level is flagged", () => {
    expect(check(`${good}\nfunction helper() {}\n`)).toContain("top-level");
    expect(check(`${good}\nvar other = 1;\n`)).toContain("top-level");
    expect(check(`${good}\nlet other = 1;\n`)).toContain("top-level");
  });

  it("a custom function without @customfunction is flagged", () => {
    const broken = good.replace(" * @customfunction\n", "");
    expect(broken).not.toEqual(good);
    expect(check(broken)).toContain("customfunction");
  });

  it("@customfunction on a trigger is flagged (it would show up in formula autocomplete)", () => {
    const broken = good.replace(" * (trigger)", " * @customfunction");
    expect(check(broken)).toContain("customfunction");
  });

  it("a missing @param is flagged", () => {
    const broken = good.replace(/ \* @param \{number\} value [^\n]*\n/, "");
    expect(broken).not.toEqual(good);
    expect(check(broken)).toContain("jsdoc-param");
  });

  it("an optional parameter without brackets is flagged", () => {
    const broken = good.replace("[times]", "times");
    expect(check(broken)).toContain("jsdoc-param");
  });

  it("a missing @return or a missing JSDoc is flagged", () => {
    expect(check(good.replace(/ \* @return [^\n]*\n/, ""))).toContain("jsdoc");
    expect(
      check(good.replace(/\/\*\*(?:(?!\*\/)[\s\S])*\*\/\nfunction DOUBLE/, "function DOUBLE")),
    ).toContain("jsdoc");
  });

  it("a stub whose parameters differ from the entry point is flagged", () => {
    expect(check(good.replace("function DOUBLE(value, times)", "function DOUBLE(value)"))).toContain(
      "stub-params",
    );
  });

  it("setTimeout (and every other forbidden global) is flagged, unless locally declared", () => {
    for (const name of FORBIDDEN_GLOBALS) {
      const broken = good.replace("  return {", `  ${name}(function () {});\n  return {`);
      expect(check(broken), name).toContain("forbidden-global");
    }
    expect(check(good.replace("  return {", "  globalThis.fetch('x');\n  return {"))).toContain(
      "forbidden-global",
    );
    expect(check(good.replace("  return {", "  var u = new URL('x');\n  return {"))).toContain(
      "forbidden-global",
    );
    const shadowed = good.replace(
      "  return {",
      "  function setTimeout(f) { f(); }\n  setTimeout(function () {});\n  return {",
    );
    expect(check(shadowed)).toEqual([]);
    const property = good.replace(
      "  return {",
      "  var o = { process: 1, window: 2 }; o.process = o.window;\n  return {",
    );
    expect(check(property)).toEqual([]);
  });

  it("setTimeout injected into the real build is flagged", () => {
    const real = readBuild("Code.js");
    const broken = real.replace(
      "var ArbitreApp = (() => {",
      "var ArbitreApp = (() => {\n  setTimeout(function () {}, 0);",
    );
    expect(broken).not.toEqual(real);
    expect(rules(checkCodeJs(broken, meta()))).toContain("forbidden-global");
  });

  it("a name ending with _ is flagged, in the entry list and at the top level", () => {
    const entries = [
      ...FIXTURE_ENTRIES,
      { name: "helper_", kind: "server", params: [], doc: { fr: "x", en: "x" } },
    ];
    const codeWith = fixture(entries);
    const found = check(codeWith, entries);
    expect(found).toContain("trailing-underscore");
    expect(rules(checkEntryNames(entries))).toEqual(["trailing-underscore"]);
  });

  it("two entry points with the same name are flagged", () => {
    const entries = [...FIXTURE_ENTRIES, FIXTURE_ENTRIES[1]!];
    expect(rules(checkEntryNames(entries))).toEqual(["duplicate-name"]);
    expect(check(fixture(entries), entries)).toContain("top-level");
  });

  it("a menu item naming a missing function is flagged", () => {
    expect(
      check(good, FIXTURE_ENTRIES, [...FIXTURE_MENU, { labelKey: "menu.x", functionName: "showMissing" }]),
    ).toEqual(["menu"]);
  });

  it("an export or import statement is flagged", () => {
    expect(check(`${good}\nexport { DOUBLE };\n`)).toEqual(
      expect.arrayContaining(["syntax", "module-syntax"]),
    );
    expect(rules(checkNoModuleSyntax(`${good}\nexport function x() {}\n`))).toEqual(["module-syntax"]);
    expect(rules(checkNoModuleSyntax(`import x from "y";\n${good}`))).toEqual(["module-syntax"]);
    expect(rules(checkNoModuleSyntax(`${good}\nvar m = import("y");\n`))).toEqual(["module-syntax"]);
  });

  it("syntax newer than ES2019 is flagged", () => {
    expect(check(good.replace("(n || 2)", "(n ?? 2)"))).toContain("syntax");
    expect(check(good.replace("v * (n || 2)", "v?.x"))).toContain("syntax");
  });

  it("an extra (or a missing) OAuth scope and a wrong runtime are flagged", () => {
    const manifest = JSON.parse(readFileSync(path.join(ROOT, "appsscript.json"), "utf8"));
    expect(checkManifest(manifest)).toEqual([]);
    const extra = {
      ...manifest,
      oauthScopes: [...manifest.oauthScopes, "https://www.googleapis.com/auth/drive"],
    };
    expect(rules(checkManifest(extra))).toEqual(["scopes"]);
    expect(rules(checkManifest({ ...manifest, oauthScopes: manifest.oauthScopes.slice(1) }))).toEqual([
      "scopes",
    ]);
    expect(rules(checkManifest({ ...manifest, runtimeVersion: "DEPRECATED_ES5" }))).toEqual(["manifest"]);
  });

  it("an external script or stylesheet, or a </script> that cuts the inline script, is flagged", () => {
    const page = (js: string, head = "") =>
      `<!DOCTYPE html><html><head>${head}<style>p{}</style></head><body><script>${js}</script></body></html>`;
    expect(checkSidebarHtml(page("var a = 1;"))).toEqual([]);
    expect(
      rules(checkSidebarHtml(page("var a = 1;", '<script src="https://cdn.example/x.js"></script>'))),
    ).toContain("sidebar-external");
    expect(
      rules(
        checkSidebarHtml(page("var a = 1;", '<link rel="stylesheet" href="https://fonts.example/x.css">')),
      ),
    ).toContain("sidebar-external");
    const hostile = 'var s = "</script><script>alert(1)</script>"; var t = /<!--/;';
    expect(rules(checkSidebarHtml(page(hostile)))).toContain("sidebar-script");
    expect(checkSidebarHtml(page(escapeInlineScript(hostile)))).toEqual([]);
  });
});

describe("the build fails loudly", () => {
  it("on two entry points with the same name and on a name ending with _", () => {
    const dir = mkdtempSync(path.join(tmpdir(), "arbitre-build-"));
    try {
      for (const p of ["src", "scripts", "appsscript.json", "package.json"]) {
        cpSync(path.join(ROOT, p), path.join(dir, p), { recursive: true });
      }
      symlinkSync(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
      const run = () => {
        try {
          execFileSync(process.execPath, ["scripts/build.mjs"], { cwd: dir, stdio: "pipe" });
          return "";
        } catch (err) {
          return String((err as { stderr: Buffer }).stderr);
        }
      };
      expect(run()).toBe(""); // the copy builds as is
      const functions = path.join(dir, "src/addon/functions.ts");
      const original = readFileSync(functions, "utf8");
      const extra = (name: string) =>
        `\nCUSTOM_FUNCTIONS.push({ name: ${JSON.stringify(name)}, kind: "custom", params: [], ` +
        `doc: { fr: "x", en: "x" }, impl: () => 1 });\n`;
      writeFileSync(functions, original + extra("onOpen"));
      expect(run()).toMatch(/Build failed[\s\S]*duplicate-name[\s\S]*onOpen/);
      writeFileSync(functions, original + extra("HIDDEN_"));
      expect(run()).toMatch(/Build failed[\s\S]*trailing-underscore[\s\S]*HIDDEN_/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
