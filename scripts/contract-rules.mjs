// @ts-check
/**
 * The Apps Script contract of build/: pure checks, shared by scripts/build.mjs (which fails loudly on
 * any violation) and the tests (test/integration/bundle-keeps-the-apps-script-contract.test.ts feeds them the real build and deliberately
 * broken variants, test/unit/layers.test.ts reuses the scope analysis).
 *
 * Every check returns a list of violations `{ rule, message }`; an empty list means "ok".
 */
import * as acorn from "acorn";

/** @typedef {{ rule: string, message: string }} Violation */
/** @typedef {{ name: string, type: string, optional?: boolean, doc?: { fr: string, en: string } }} ParamMeta */
/** @typedef {{ name: string, kind: string, params: ParamMeta[] }} EntryMeta */
/** @typedef {{ labelKey?: string, functionName?: string, separator?: boolean }} MenuMeta */
/** @typedef {import("acorn").Node & Record<string, any>} AnyNode */

/** The single top-level variable holding the bundle. */
export const GLOBAL_NAME = "ArbitreApp";

/** Globals that do not exist (or must not be used) in the Apps Script V8 server runtime. */
export const FORBIDDEN_GLOBALS = [
  "setTimeout",
  "setInterval",
  "clearTimeout",
  "clearInterval",
  "setImmediate",
  "queueMicrotask",
  "fetch",
  "TextEncoder",
  "TextDecoder",
  "structuredClone",
  "URL",
  "URLSearchParams",
  "atob",
  "btoa",
  "process",
  "require",
  "module",
  "exports",
  "Buffer",
  "__dirname",
  "__filename",
  "window",
  "document",
  "navigator",
  "self",
  "global",
  "localStorage",
  "XMLHttpRequest",
];

/** The manifest's OAuth scopes, exactly. */
export const REQUIRED_SCOPES = [
  "https://www.googleapis.com/auth/spreadsheets.currentonly",
  "https://www.googleapis.com/auth/script.container.ui",
  "https://www.googleapis.com/auth/forms",
];

const IDENTIFIER = /^[A-Za-z$][A-Za-z0-9_$]*$/;
const RESERVED = new Set(
  (
    "break case catch class const continue debugger default delete do else enum export extends false finally " +
    "for function if import in instanceof new null return super switch this throw true try typeof var void " +
    "while with yield let static implements interface package private protected public await arguments eval"
  ).split(" "),
);

/**
 * Parses a classic script as Apps Script loads it (ES2019).
 * @param {string} code
 * @returns {{ ast: AnyNode, comments: acorn.Comment[] }}
 */
export function parseScript(code) {
  /** @type {acorn.Comment[]} */
  const comments = [];
  const ast = /** @type {AnyNode} */ (
    acorn.parse(code, { ecmaVersion: 2019, sourceType: "script", onComment: comments, locations: true })
  );
  return { ast, comments };
}

/**
 * @param {string} code
 * @returns {Violation[]}
 */
export function checkParses(code) {
  try {
    parseScript(code);
    return [];
  } catch (err) {
    return [
      { rule: "syntax", message: `not an ES2019 classic script: ${/** @type {Error} */ (err).message}` },
    ];
  }
}

// ---------------------------------------------------------------------------------------------
// AST walking and scope analysis

/**
 * Calls `visit(node, parent, key)` on every node, depth first.
 * @param {AnyNode} node
 * @param {(node: AnyNode, parent: AnyNode | null, key: string | null) => void} visit
 * @param {AnyNode | null} [parent]
 * @param {string | null} [key]
 */
export function walk(node, visit, parent = null, key = null) {
  visit(node, parent, key);
  for (const k of Object.keys(node)) {
    if (k === "loc" || k === "type" || k === "start" || k === "end") continue;
    const value = node[k];
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof child.type === "string") walk(child, visit, node, k);
    } else if (value && typeof value.type === "string") {
      walk(value, visit, node, k);
    }
  }
}

/**
 * Names bound by a binding pattern.
 * @param {AnyNode | null} pattern
 * @param {string[]} out
 */
function boundNames(pattern, out) {
  if (!pattern) return out;
  switch (pattern.type) {
    case "Identifier":
      out.push(pattern.name);
      break;
    case "ObjectPattern":
      for (const p of pattern.properties) boundNames(p.type === "RestElement" ? p.argument : p.value, out);
      break;
    case "ArrayPattern":
      for (const e of pattern.elements) boundNames(e, out);
      break;
    case "AssignmentPattern":
      boundNames(pattern.left, out);
      break;
    case "RestElement":
      boundNames(pattern.argument, out);
      break;
  }
  return out;
}

const FUNCTION_TYPES = new Set(["FunctionDeclaration", "FunctionExpression", "ArrowFunctionExpression"]);

/**
 * `var` declarations and (Annex B) function declarations of a function body, not crossing nested functions.
 * @param {AnyNode} node
 * @param {Set<string>} out
 */
function varScoped(node, out) {
  if (node.type === "VariableDeclaration" && node.kind === "var") {
    for (const d of node.declarations) for (const n of boundNames(d.id, [])) out.add(n);
  }
  if (node.type === "FunctionDeclaration") {
    if (node.id) out.add(node.id.name);
    return;
  }
  if (FUNCTION_TYPES.has(node.type) || node.type === "ClassDeclaration" || node.type === "ClassExpression")
    return;
  for (const k of Object.keys(node)) {
    if (k === "loc") continue;
    const value = node[k];
    if (Array.isArray(value)) {
      for (const child of value) if (child && typeof child.type === "string") varScoped(child, out);
    } else if (value && typeof value.type === "string") {
      varScoped(value, out);
    }
  }
}

/**
 * let/const/class/function declared directly in a statement list.
 * @param {AnyNode[]} statements
 * @param {Set<string>} out
 */
function lexicallyScoped(statements, out) {
  for (const s of statements) {
    const decl =
      s.type === "ExportNamedDeclaration" || s.type === "ExportDefaultDeclaration" ? s.declaration : s;
    if (!decl) continue;
    if (decl.type === "VariableDeclaration" && decl.kind !== "var") {
      for (const d of decl.declarations) for (const n of boundNames(d.id, [])) out.add(n);
    } else if ((decl.type === "ClassDeclaration" || decl.type === "FunctionDeclaration") && decl.id) {
      out.add(decl.id.name);
    } else if (decl.type === "ImportDeclaration") {
      for (const spec of decl.specifiers) out.add(spec.local.name);
    }
  }
}

/**
 * The names a node declares for its own scope, or null when the node opens no scope.
 * @param {AnyNode} node
 * @returns {Set<string> | null}
 */
function scopeNames(node) {
  /** @type {Set<string>} */
  const names = new Set();
  switch (node.type) {
    case "Program":
      varScoped(node, names);
      lexicallyScoped(node.body, names);
      return names;
    case "FunctionDeclaration":
    case "FunctionExpression":
    case "ArrowFunctionExpression":
      if (node.type === "FunctionExpression" && node.id) names.add(node.id.name);
      if (node.type !== "ArrowFunctionExpression") names.add("arguments");
      for (const p of node.params) for (const n of boundNames(p, [])) names.add(n);
      if (node.body.type === "BlockStatement") varScoped(node.body, names);
      return names;
    case "BlockStatement":
      lexicallyScoped(node.body, names);
      return names;
    case "SwitchStatement":
      for (const c of node.cases) lexicallyScoped(c.consequent, names);
      return names;
    case "ForStatement":
    case "ForInStatement":
    case "ForOfStatement": {
      const init = node.type === "ForStatement" ? node.init : node.left;
      if (init && init.type === "VariableDeclaration" && init.kind !== "var") lexicallyScoped([init], names);
      return names;
    }
    case "CatchClause":
      for (const n of boundNames(node.param, [])) names.add(n);
      return names;
    case "ClassExpression":
    case "ClassDeclaration":
      if (node.id) names.add(node.id.name);
      return names;
    default:
      return null;
  }
}

/**
 * Is this Identifier a reference to a variable (rather than a property name, a label…)?
 * @param {AnyNode} parent
 * @param {string | null} key
 */
function isReference(parent, key) {
  if (!parent) return true;
  switch (parent.type) {
    case "MemberExpression":
      return key !== "property" || parent.computed;
    case "Property":
    case "MethodDefinition":
    case "PropertyDefinition":
      return key !== "key" || parent.computed;
    case "LabeledStatement":
    case "BreakStatement":
    case "ContinueStatement":
    case "MetaProperty":
      return false;
    case "ImportSpecifier":
    case "ImportDefaultSpecifier":
    case "ImportNamespaceSpecifier":
    case "ExportSpecifier":
      return false;
    default:
      return true;
  }
}

/**
 * Every reference to a variable that no enclosing scope declares (i.e. a global), with its node and parent.
 * @param {AnyNode} ast
 * @returns {{ name: string, node: AnyNode, parent: AnyNode | null, key: string | null }[]}
 */
export function freeReferences(ast) {
  /** @type {{ name: string, node: AnyNode, parent: AnyNode | null, key: string | null }[]} */
  const found = [];
  /** @type {Set<string>[]} */
  const scopes = [];
  /**
   * @param {AnyNode} node
   * @param {AnyNode | null} parent
   * @param {string | null} key
   */
  const visit = (node, parent, key) => {
    const names = scopeNames(node);
    if (names) scopes.push(names);
    if (node.type === "Identifier" && parent !== null && isReference(parent, key)) {
      if (!scopes.some((s) => s.has(node.name))) found.push({ name: node.name, node, parent, key });
    }
    for (const k of Object.keys(node)) {
      if (k === "loc" || k === "type" || k === "start" || k === "end") continue;
      const value = node[k];
      if (Array.isArray(value)) {
        for (const child of value) if (child && typeof child.type === "string") visit(child, node, k);
      } else if (value && typeof value.type === "string") {
        visit(value, node, k);
      }
    }
    if (names) scopes.pop();
  };
  visit(ast, null, null);
  return found;
}

/**
 * The name of a static property access `obj.name` / `obj["name"]`, or null.
 * @param {AnyNode} member
 */
export function staticPropertyName(member) {
  if (member.type !== "MemberExpression") return null;
  if (!member.computed && member.property.type === "Identifier") return member.property.name;
  if (member.computed && member.property.type === "Literal" && typeof member.property.value === "string") {
    return member.property.value;
  }
  return null;
}

/**
 * Uses of forbidden globals: a free reference, or `globalThis.NAME` / `this.NAME` at top level.
 * @param {AnyNode} ast
 * @param {string[]} [forbidden]
 * @returns {Violation[]}
 */
export function checkForbiddenGlobals(ast, forbidden = FORBIDDEN_GLOBALS) {
  const banned = new Set(forbidden);
  /** @type {Violation[]} */
  const out = [];
  for (const ref of freeReferences(ast)) {
    if (banned.has(ref.name)) {
      out.push({ rule: "forbidden-global", message: `uses ${ref.name} (line ${ref.node.loc?.start.line})` });
    }
    if (ref.name === "globalThis" && ref.parent && ref.key === "object") {
      const prop = staticPropertyName(ref.parent);
      if (prop !== null && banned.has(prop)) {
        out.push({
          rule: "forbidden-global",
          message: `uses globalThis.${prop} (line ${ref.node.loc?.start.line})`,
        });
      }
    }
  }
  return out;
}

/**
 * `import` / `export` anywhere (parsed as a module so that they can be found).
 * @param {string} code
 * @returns {Violation[]}
 */
export function checkNoModuleSyntax(code) {
  let ast;
  try {
    ast = /** @type {AnyNode} */ (
      acorn.parse(code, { ecmaVersion: "latest", sourceType: "module", locations: true })
    );
  } catch {
    return []; // checkParses reports syntax errors
  }
  /** @type {Violation[]} */
  const out = [];
  walk(ast, (node) => {
    if (/^(Import|Export\w*)Declaration$/.test(node.type) || node.type === "ImportExpression") {
      out.push({ rule: "module-syntax", message: `${node.type} at line ${node.loc?.start.line}` });
    } else if (node.type === "MetaProperty" && node.meta.name === "import") {
      out.push({ rule: "module-syntax", message: `import.meta at line ${node.loc?.start.line}` });
    }
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Entry points and top-level stubs

/**
 * Names Apps Script can call: unique, valid identifiers, not ending with "_" (Apps Script hides those).
 * @param {EntryMeta[]} entries
 * @returns {Violation[]}
 */
export function checkEntryNames(entries) {
  /** @type {Violation[]} */
  const out = [];
  const seen = new Set();
  for (const e of entries) {
    if (seen.has(e.name))
      out.push({ rule: "duplicate-name", message: `two entry points are named ${e.name}` });
    seen.add(e.name);
    if (e.name.endsWith("_")) {
      out.push({
        rule: "trailing-underscore",
        message: `${e.name} ends with "_": Apps Script would hide it`,
      });
    }
    if (!IDENTIFIER.test(e.name) || RESERVED.has(e.name) || e.name === GLOBAL_NAME) {
      out.push({
        rule: "bad-name",
        message: `${JSON.stringify(e.name)} cannot be a top-level function name`,
      });
    }
    if (!["trigger", "menu", "server", "custom"].includes(e.kind)) {
      out.push({ rule: "bad-kind", message: `${e.name} has unknown kind ${JSON.stringify(e.kind)}` });
    }
    const params = new Set();
    for (const p of e.params) {
      if (!IDENTIFIER.test(p.name) || RESERVED.has(p.name) || params.has(p.name)) {
        out.push({
          rule: "bad-name",
          message: `${e.name}: bad or repeated parameter name ${JSON.stringify(p.name)}`,
        });
      }
      params.add(p.name);
    }
  }
  return out;
}

/**
 * Top-level function declarations of a parsed script, in order.
 * @param {AnyNode} ast
 * @returns {AnyNode[]}
 */
export function topLevelFunctions(ast) {
  return ast.body.filter((/** @type {AnyNode} */ s) => s.type === "FunctionDeclaration");
}

/**
 * Names of the top-level function declarations, in order.
 * @param {AnyNode} ast
 * @returns {string[]}
 */
export function topLevelFunctionNames(ast) {
  return topLevelFunctions(ast).map((f) => String(f.id.name));
}

/**
 * The top level holds exactly: `var ArbitreApp = …` and one function per entry point.
 * @param {AnyNode} ast
 * @param {string[]} entryNames
 * @returns {Violation[]}
 */
export function checkTopLevel(ast, entryNames) {
  /** @type {Violation[]} */
  const out = [];
  const declared = topLevelFunctions(ast).map((f) => f.id.name);
  const want = new Set(entryNames);
  const have = new Set(declared);
  for (const name of want) {
    if (!have.has(name))
      out.push({ rule: "top-level", message: `entry point ${name} is not a top-level function` });
  }
  for (const name of have) {
    if (!want.has(name))
      out.push({ rule: "top-level", message: `top-level function ${name} is not an entry point` });
  }
  const counted = new Set();
  for (const name of declared) {
    if (counted.has(name))
      out.push({ rule: "top-level", message: `top-level function ${name} is declared twice` });
    counted.add(name);
    if (name.endsWith("_")) {
      out.push({ rule: "trailing-underscore", message: `top-level function ${name} ends with "_"` });
    }
  }
  const vars = [];
  for (const s of ast.body) {
    if (s.type === "FunctionDeclaration") continue;
    if (s.type === "ExpressionStatement" && typeof s.directive === "string") continue; // "use strict"
    if (s.type === "VariableDeclaration" && s.kind === "var" && s.declarations.length === 1) {
      vars.push(s.declarations[0].id.name);
      continue;
    }
    out.push({ rule: "top-level", message: `unexpected top-level ${s.type} at line ${s.loc?.start.line}` });
  }
  if (vars.length !== 1 || vars[0] !== GLOBAL_NAME) {
    out.push({
      rule: "top-level",
      message: `expected exactly one top-level var ${GLOBAL_NAME}, found [${vars}]`,
    });
  }
  return out;
}

/**
 * The JSDoc block (without its delimiters) right before a node, or null.
 * @param {string} code
 * @param {acorn.Comment[]} comments
 * @param {AnyNode} node
 */
export function leadingJsDoc(code, comments, node) {
  let best = null;
  for (const c of comments) {
    if (c.type === "Block" && c.end <= node.start && /^\s*$/.test(code.slice(c.end, node.start))) best = c;
  }
  return best?.value.startsWith("*") ? best.value : null;
}

/**
 * `@param` tags of a JSDoc block.
 * @param {string} doc
 */
export function jsDocParams(doc) {
  const out = [];
  const re = /@param\s+\{[^}]*\}\s+(\[)?\s*([A-Za-z_$][\w$]*)(?:=[^\]\s]*)?\s*(\])?/g;
  let m = re.exec(doc);
  while (m !== null) {
    out.push({ name: m[2], optional: Boolean(m[1] && m[3]) });
    m = re.exec(doc);
  }
  return out;
}

/**
 * Custom functions carry a JSDoc with a description, one `@param` per parameter (optional ones in
 * brackets), `@return` and `@customfunction`; other stubs have a JSDoc without `@customfunction`.
 * @param {string} code
 * @param {EntryMeta[]} entries
 * @returns {Violation[]}
 */
export function checkJsDoc(code, entries) {
  /** @type {Violation[]} */
  const out = [];
  const { ast, comments } = parseScript(code);
  const byName = new Map(topLevelFunctions(ast).map((f) => [f.id.name, f]));
  for (const e of entries) {
    const fn = byName.get(e.name);
    if (!fn) continue; // checkTopLevel reports it
    const declaredParams = fn.params.map((/** @type {AnyNode} */ p) =>
      p.type === "Identifier" ? p.name : "?",
    );
    const wanted = e.params.map((p) => p.name);
    if (declaredParams.join(",") !== wanted.join(",")) {
      out.push({
        rule: "stub-params",
        message: `${e.name}(${declaredParams}) should be ${e.name}(${wanted})`,
      });
    }
    const doc = leadingJsDoc(code, comments, fn);
    if (doc === null) {
      out.push({ rule: "jsdoc", message: `${e.name} has no JSDoc block` });
      continue;
    }
    const isCustom = /@customfunction\b/.test(doc);
    if (e.kind !== "custom") {
      if (isCustom)
        out.push({ rule: "customfunction", message: `${e.name} is a ${e.kind}, not a custom function` });
      continue;
    }
    if (!isCustom) out.push({ rule: "customfunction", message: `${e.name}: JSDoc lacks @customfunction` });
    if (!/@returns?\s+\{/.test(doc)) out.push({ rule: "jsdoc", message: `${e.name}: JSDoc lacks @return` });
    const description = doc
      .split("\n")
      .map((l) => l.replace(/^\s*\*+\s?/, "").trim())
      .filter((l) => l !== "" && !l.startsWith("@"));
    if (description.length < 2) {
      out.push({ rule: "jsdoc", message: `${e.name}: JSDoc needs a French and an English description line` });
    }
    const tags = jsDocParams(doc);
    if (tags.length !== e.params.length) {
      out.push({
        rule: "jsdoc-param",
        message: `${e.name}: ${tags.length} @param for ${e.params.length} parameters`,
      });
    }
    e.params.forEach((p, i) => {
      const tag = tags[i];
      if (!tag || tag.name !== p.name) {
        out.push({ rule: "jsdoc-param", message: `${e.name}: @param #${i + 1} should document ${p.name}` });
      } else if (tag.optional !== Boolean(p.optional)) {
        out.push({
          rule: "jsdoc-param",
          message: `${e.name}: ${p.name} is ${p.optional ? `optional: write [${p.name}]` : "required: no brackets"}`,
        });
      }
    });
  }
  return out;
}

/**
 * Every menu item calls a real top-level function.
 * @param {MenuMeta[]} menu
 * @param {string[]} topLevelNames
 * @returns {Violation[]}
 */
export function checkMenu(menu, topLevelNames) {
  const have = new Set(topLevelNames);
  /** @type {Violation[]} */
  const out = [];
  for (const item of menu) {
    if (item.separator) continue;
    if (!item.functionName || !have.has(item.functionName)) {
      out.push({
        rule: "menu",
        message: `menu item ${item.labelKey} calls ${item.functionName}, which is not a top-level function`,
      });
    }
  }
  return out;
}

/**
 * All the checks on build/Code.js.
 * @param {string} code
 * @param {{ entries: EntryMeta[], menu: MenuMeta[] }} meta
 * @returns {Violation[]}
 */
export function checkCodeJs(code, meta) {
  const syntax = checkParses(code);
  const moduleSyntax = checkNoModuleSyntax(code);
  if (syntax.length > 0) return [...syntax, ...moduleSyntax];
  const { ast } = parseScript(code);
  const names = topLevelFunctions(ast).map((f) => f.id.name);
  return [
    ...moduleSyntax,
    ...checkEntryNames(meta.entries),
    ...checkTopLevel(
      ast,
      meta.entries.map((e) => e.name),
    ),
    ...checkForbiddenGlobals(ast),
    ...checkJsDoc(code, meta.entries),
    ...checkMenu(meta.menu, names),
  ];
}

// ---------------------------------------------------------------------------------------------
// Manifest and sidebar

/**
 * @param {any} manifest the parsed appsscript.json
 * @returns {Violation[]}
 */
export function checkManifest(manifest) {
  /** @type {Violation[]} */
  const out = [];
  if (!manifest || typeof manifest !== "object") return [{ rule: "manifest", message: "not a JSON object" }];
  /** @type {[string, string][]} */
  const fixed = [
    ["runtimeVersion", "V8"],
    ["timeZone", "Europe/Paris"],
    ["exceptionLogging", "STACKDRIVER"],
  ];
  for (const [key, value] of fixed) {
    if (manifest[key] !== value) {
      out.push({
        rule: "manifest",
        message: `${key} is ${JSON.stringify(manifest[key])}, expected "${value}"`,
      });
    }
  }
  // the live page: a web app anyone with its link opens without signing in, run as the organiser
  // who deployed it (https://developers.google.com/apps-script/manifest/web-app-api-executable)
  const webapp = manifest.webapp;
  if (webapp?.access !== "ANYONE_ANONYMOUS" || webapp?.executeAs !== "USER_DEPLOYING") {
    out.push({
      rule: "manifest",
      message: `webapp is ${JSON.stringify(webapp)}, expected {"access":"ANYONE_ANONYMOUS","executeAs":"USER_DEPLOYING"}`,
    });
  }
  const scopes = Array.isArray(manifest.oauthScopes) ? manifest.oauthScopes : [];
  const sorted = [...scopes].sort();
  if (JSON.stringify(sorted) !== JSON.stringify([...REQUIRED_SCOPES].sort())) {
    const extra = scopes.filter((/** @type {string} */ s) => !REQUIRED_SCOPES.includes(s));
    const missing = REQUIRED_SCOPES.filter((s) => !scopes.includes(s));
    out.push({
      rule: "scopes",
      message: `oauthScopes must be exactly the two required scopes (extra: [${extra}], missing: [${missing}])`,
    });
  }
  return out;
}

/**
 * build/Sidebar.html is self-contained: no external script or stylesheet, one inline script that
 * parses (so no `</script>` or `<!--` can have cut it short), no leftover build markers.
 * @param {string} html
 * @returns {Violation[]}
 */
export function checkSidebarHtml(html) {
  /** @type {Violation[]} */
  const out = [];
  if (/<script\b[^>]*\bsrc\s*=/i.test(html))
    out.push({ rule: "sidebar-external", message: "<script src=…>" });
  if (/<link\b[^>]*\bhref\s*=\s*["']?\s*(?:https?:)?\/\//i.test(html)) {
    out.push({ rule: "sidebar-external", message: "<link href=…> to another site" });
  }
  if (/@import\b/i.test(html)) out.push({ rule: "sidebar-external", message: "CSS @import" });
  if (/ARBITRE_(?:JS|CSS)/.test(html))
    out.push({ rule: "sidebar-markers", message: "build marker left in the HTML" });
  const scripts = allMatches(html, /<script\b[^>]*>([\s\S]*?)<\/script\s*>/gi);
  // Outside the scripts' contents (an HTML parser reads "<script" inside a script as text).
  const outside = html.replace(/(<script\b[^>]*>)[\s\S]*?(<\/script\s*>)/gi, "$1$2");
  const opening = (outside.match(/<script\b/gi) || []).length;
  if (scripts.length !== 1 || opening !== 1) {
    out.push({
      rule: "sidebar-script",
      message: `expected one inline <script>, found ${opening} opening tags`,
    });
  }
  for (const s of scripts) {
    const js = s[1] ?? "";
    if (/<!--/.test(js)) out.push({ rule: "sidebar-script", message: "<!-- inside the inline script" });
    try {
      acorn.parse(js, { ecmaVersion: 2019, sourceType: "script" });
    } catch (err) {
      out.push({
        rule: "sidebar-script",
        message: `inline script does not parse: ${/** @type {Error} */ (err).message}`,
      });
    }
  }
  const styles = allMatches(html, /<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi);
  if (styles.length !== 1)
    out.push({ rule: "sidebar-style", message: `expected one <style>, found ${styles.length}` });
  return out;
}

/**
 * @param {string} text
 * @param {RegExp} re a global regular expression
 */
function allMatches(text, re) {
  const out = [];
  let m = re.exec(text);
  while (m !== null) {
    out.push(m);
    m = re.exec(text);
  }
  return out;
}
