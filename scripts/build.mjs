// @ts-check
/**
 * npm run build — writes exactly four files into build/, the Apps Script project pushed by clasp:
 *
 *   build/Code.js          src/addon/main.ts bundled by esbuild into `var ArbitreApp = (() => { … })();`
 *                          followed by one top-level stub per entry point (src/addon/registry.ts):
 *                            function NAME(a, b) { return ArbitreApp.call("NAME", arguments); }
 *                          with its JSDoc (`@customfunction` for custom functions).
 *   build/Sidebar.html     src/ui/sidebar.html with src/ui/sidebar.ts and src/ui/sidebar.css inlined.
 *   build/Page.html        the live page: src/page/page.html with src/page/page.ts and page.css inlined,
 *                          an HtmlService template served by doGet (under 100 KB in all).
 *   build/appsscript.json  a copy of the root appsscript.json.
 *
 * The entry-point metadata is read by running the bundle in node:vm with no globals at all, which
 * also proves that loading the bundle touches no Apps Script service. Then every rule of
 * scripts/contract-rules.mjs is checked; any violation fails the build.
 */
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import vm from "node:vm";
import * as esbuild from "esbuild";
import {
  checkCodeJs,
  checkEntryNames,
  checkManifest,
  checkSidebarHtml,
  GLOBAL_NAME,
} from "./contract-rules.mjs";

/** @typedef {import("./contract-rules.mjs").Violation} Violation */
/** @typedef {{ fr: string, en: string }} Bilingual */
/** @typedef {{ name: string, type: string, doc: Bilingual, optional?: boolean }} Param */
/** @typedef {{ name: string, kind: string, params: Param[], doc: Bilingual, returns?: { type: string, doc: Bilingual } }} Entry */

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, "build");
export const OUTPUT_FILES = ["Code.js", "Sidebar.html", "Page.html", "appsscript.json"];

/** The live page in all (HTML, CSS and JS): a phone on a weak network loads it at once. */
export const MAX_PAGE_BYTES = 100 * 1024;

class BuildError extends Error {}

/**
 * @param {string} what
 * @param {Violation[]} violations
 */
function failOn(what, violations) {
  if (violations.length === 0) return;
  const lines = violations.map((v) => `  - [${v.rule}] ${v.message}`).join("\n");
  throw new BuildError(`${what} breaks the Apps Script contract:\n${lines}`);
}

/** @param {string} text one line of JSDoc text */
function docText(text) {
  return String(text).replace(/\s+/g, " ").replace(/\*\//g, "*\\/").trim();
}

/** @param {Bilingual | undefined} doc */
function bilingual(doc) {
  if (!doc) return "";
  return doc.fr === doc.en ? docText(doc.fr) : `${docText(doc.fr)} / ${docText(doc.en)}`;
}

/**
 * The JSDoc and stub of one entry point.
 * @param {Entry} e
 */
export function stubFor(e) {
  const lines = ["/**", ` * ${docText(e.doc.fr)}`, ` * ${docText(e.doc.en)}`, " *"];
  for (const p of e.params) {
    const name = p.optional ? `[${p.name}]` : p.name;
    lines.push(` * @param {${docText(p.type)}} ${name} ${bilingual(p.doc)}`.trimEnd());
  }
  if (e.kind === "custom") {
    const ret = e.returns ?? { type: "*", doc: { fr: "le résultat", en: "the result" } };
    lines.push(` * @return {${docText(ret.type)}} ${bilingual(ret.doc)}`.trimEnd());
    lines.push(" * @customfunction");
  } else {
    if (e.returns)
      lines.push(` * @return {${docText(e.returns.type)}} ${bilingual(e.returns.doc)}`.trimEnd());
    lines.push(` * (${e.kind})`);
  }
  lines.push(" */");
  const params = e.params.map((p) => p.name).join(", ");
  lines.push(`function ${e.name}(${params}) {`);
  lines.push(`  return ${GLOBAL_NAME}.call(${JSON.stringify(e.name)}, arguments);`);
  lines.push("}");
  return lines.join("\n");
}

/**
 * Runs the bundle in an empty context and reads the entry points and the menu, without `impl`.
 * @param {string} bundle
 * @returns {{ entries: Entry[], menu: { labelKey?: string, functionName?: string, separator?: boolean }[] }}
 */
export function readMetadata(bundle) {
  const context = vm.createContext({});
  try {
    vm.runInContext(
      `${bundle}\n;this.__meta = JSON.stringify({ entries: ${GLOBAL_NAME}.ENTRY_POINTS, menu: ${GLOBAL_NAME}.MENU });`,
      context,
      {
        filename: "build/Code.js",
      },
    );
  } catch (err) {
    throw new BuildError(
      `loading the bundle failed (it must not touch any Apps Script service or other global at load time): ${
        /** @type {Error} */ (err).stack
      }`,
    );
  }
  const meta = JSON.parse(context.__meta);
  if (!Array.isArray(meta.entries)) throw new BuildError(`src/addon/main.ts must export ENTRY_POINTS`);
  if (!Array.isArray(meta.menu)) throw new BuildError(`src/addon/main.ts must export MENU`);
  return meta;
}

/**
 * JS that may sit inside <script>…</script>: an HTML parser ends the element at the first "</script",
 * and "<!--" can switch it into a mode where that end tag is missed. "<\/" and "<\!--" mean the same in
 * JS strings, templates and regular expressions (the only places the bundle can hold them).
 * @param {string} js
 */
export function escapeInlineScript(js) {
  return js.replace(/<\/(script)/gi, "<\\/$1").replace(/<!--/g, "<\\!--");
}

/** @param {string} css */
function escapeInlineStyle(css) {
  return css.replace(/<\/(style)/gi, "<\\/$1");
}

/** @param {string} version */
async function buildCode(version) {
  const result = await esbuild.build({
    absWorkingDir: ROOT,
    entryPoints: ["src/addon/main.ts"],
    bundle: true,
    format: "iife",
    globalName: GLOBAL_NAME,
    platform: "neutral",
    target: "es2019",
    charset: "utf8",
    legalComments: "none",
    write: false,
    metafile: true,
    logLevel: "silent",
    define: { __ARBITRE_VERSION__: JSON.stringify(version) },
  });
  const gpl = Object.keys(result.metafile.inputs).filter((f) => f.includes("node_modules/hyperformula"));
  if (gpl.length > 0) throw new BuildError(`HyperFormula (GPL-3.0) must never be bundled: ${gpl.join(", ")}`);
  const bundle = result.outputFiles[0]?.text ?? "";
  const meta = readMetadata(bundle);
  failOn("src/addon (entry points)", checkEntryNames(meta.entries));
  const header = [
    "// GENERATED FILE — do not edit. Built by scripts/build.mjs (npm run build) from src/.",
    `// Arbitre ${version}. The bundle below is the only top-level variable (${GLOBAL_NAME});`,
    "// the functions after it are the entry points Apps Script calls (triggers, menus, sidebar, custom functions).",
    "",
  ].join("\n");
  const notices = licenceNotices(result.metafile);
  const stubs = meta.entries.map(stubFor).join("\n\n");
  const code = `${header}${notices}${bundle.trimEnd()}\n\n// ---- Entry points (generated from src/addon/registry.ts lists) ----\n\n${stubs}\n`;
  failOn("build/Code.js", checkCodeJs(code, meta));
  return code;
}

/** Licences whose notice is all they ask of a bundle (MIT, ISC, BSD): the ones a bundled package may have. */
const BUNDLED_LICENCES = ["MIT", "ISC", "BSD-2-Clause", "BSD-3-Clause"];

/**
 * The licence notices of the npm packages esbuild bundled, as one comment for the top of the bundle:
 * an MIT-style licence asks that its notice go with every copy. A package with another licence, or
 * without a LICENSE file, fails the build.
 * @param {import("esbuild").Metafile} metafile
 */
export function licenceNotices(metafile) {
  const packages = new Set();
  for (const input of Object.keys(metafile.inputs)) {
    const m = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(input);
    if (m) packages.add(m[1]);
  }
  const notices = [...packages].sort().map((name) => {
    const dir = path.join(ROOT, "node_modules", name);
    const pkg = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"));
    if (!BUNDLED_LICENCES.includes(pkg.license))
      throw new BuildError(
        `${name} (${pkg.license}) may not be bundled: only ${BUNDLED_LICENCES.join(", ")}`,
      );
    const file = readdirSync(dir).find((f) => /^licen[cs]e(?:\.|$)/i.test(f));
    if (!file) throw new BuildError(`${name} is bundled but has no LICENSE file to copy`);
    const text = readFileSync(path.join(dir, file), "utf8").trim().replace(/\*\//g, "* /");
    return `${name} ${pkg.version} (${pkg.license})\n\n${text}`;
  });
  return notices.length === 0 ? "" : `/*! Bundled packages:\n\n${notices.join("\n\n")}\n*/\n`;
}

/**
 * A page's script (one minified IIFE for the browsers Apps Script serves) and its style sheet, bundled
 * in memory, the script with its metafile (the packages it holds, for their licences).
 * @param {string} jsEntry
 * @param {string} cssEntry
 */
function bundleForBrowser(jsEntry, cssEntry) {
  return Promise.all([
    esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: [jsEntry],
      bundle: true,
      format: "iife",
      platform: "browser",
      target: "es2019",
      charset: "utf8",
      minify: true,
      legalComments: "none",
      write: false,
      metafile: true,
      logLevel: "silent",
    }),
    esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: [cssEntry],
      bundle: true,
      minify: true,
      charset: "utf8",
      write: false,
      logLevel: "silent",
    }),
  ]);
}

async function buildSidebar() {
  const [js, css] = await bundleForBrowser("src/ui/sidebar.ts", "src/ui/sidebar.css");
  const template = readFileSync(path.join(ROOT, "src/ui/sidebar.html"), "utf8");
  for (const marker of ["/*ARBITRE_JS*/", "/*ARBITRE_CSS*/"]) {
    if (template.split(marker).length !== 2) {
      throw new BuildError(`src/ui/sidebar.html must contain the marker ${marker} exactly once`);
    }
  }
  const jsText = escapeInlineScript(licenceNotices(js.metafile) + (js.outputFiles[0]?.text.trim() ?? ""));
  const cssText = escapeInlineStyle(css.outputFiles[0]?.text.trim() ?? "");
  // Function replacers: "$" in the bundle must not be read as a replacement pattern.
  const html = template.replace("/*ARBITRE_CSS*/", () => cssText).replace("/*ARBITRE_JS*/", () => jsText);
  failOn("build/Sidebar.html", checkSidebarHtml(html));
  return html;
}

/**
 * build/Page.html: the live page (src/page), an HtmlService template (src/addon/page.ts fills its
 * two scriptlets: the title, printed escaped, and the boot JSON). Its inlined CSS and JS may not
 * hold "<?", which would open a scriptlet.
 */
async function buildPage() {
  const [js, css] = await bundleForBrowser("src/page/page.ts", "src/page/page.css");
  const template = readFileSync(path.join(ROOT, "src/page/page.html"), "utf8");
  const jsText = escapeInlineScript(js.outputFiles[0]?.text.trim() ?? "");
  const cssText = escapeInlineStyle(css.outputFiles[0]?.text.trim() ?? "");
  if (`${jsText}${cssText}`.includes("<?"))
    throw new BuildError(`src/page holds "<?", which would open a template scriptlet`);
  const html = template.replace("/*PAGE_CSS*/", () => cssText).replace("/*PAGE_JS*/", () => jsText);
  if (Buffer.byteLength(html) > MAX_PAGE_BYTES)
    throw new BuildError(`build/Page.html is ${Buffer.byteLength(html)} bytes, over ${MAX_PAGE_BYTES}`);
  return html;
}

function buildManifest() {
  const text = readFileSync(path.join(ROOT, "appsscript.json"), "utf8");
  failOn("appsscript.json", checkManifest(JSON.parse(text)));
  return text;
}

/**
 * Writes build/ atomically file by file (concurrent builds and readers never see half a file) and
 * removes anything else, so that clasp pushes exactly these files.
 * @param {Record<string, string>} files
 */
function writeOutput(files) {
  mkdirSync(OUT, { recursive: true });
  for (const [name, text] of Object.entries(files)) {
    const tmp = path.join(OUT, `.${name}.${process.pid}.tmp`);
    writeFileSync(tmp, text);
    renameSync(tmp, path.join(OUT, name));
  }
  for (const name of readdirSync(OUT)) {
    if (!(name in files) && !name.endsWith(".tmp"))
      rmSync(path.join(OUT, name), { recursive: true, force: true });
  }
}

export async function build() {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, "package.json"), "utf8"));
  const version = String(pkg.version);
  const [code, sidebar, page] = await Promise.all([buildCode(version), buildSidebar(), buildPage()]);
  const manifest = buildManifest();
  writeOutput({ "Code.js": code, "Sidebar.html": sidebar, "Page.html": page, "appsscript.json": manifest });
  return { code, sidebar, page, manifest };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  build().then(
    ({ code, sidebar, page }) => {
      const kb = (/** @type {string} */ s) => `${(Buffer.byteLength(s) / 1024).toFixed(1)} KiB`;
      console.log(
        `build/: Code.js ${kb(code)}, Sidebar.html ${kb(sidebar)}, Page.html ${kb(page)}, appsscript.json (${Date.now() - started} ms)`,
      );
    },
    (err) => {
      console.error(err instanceof BuildError ? `Build failed: ${err.message}` : err);
      process.exit(1);
    },
  );
}
