/**
 * The docs point at things that exist: in README.md and docs/**\/*.md, every relative link names a file that
 * exists and every #anchor a heading of that file (GitHub's slugs); every backticked repository path (`src/…`,
 * `test/…`, `tools/…`, `docs/…`, `bench/…`, `playground/…`, `scripts/…`) exists, globs and `<kind>`-style
 * placeholders matching at least one file; and no doc names an issue number or a ticket. Each check lists every
 * problem at once, so one run shows all that is broken.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Backticked paths that name nothing on purpose, each with its reason (none today). */
const ILLUSTRATIVE_PATHS: Record<string, string> = {};

const PATH_ROOTS = ["src", "test", "tools", "docs", "bench", "playground", "scripts"];

function markdownFiles(): string[] {
  const out = ["README.md"];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(ROOT, dir)).sort()) {
      const rel = `${dir}/${name}`;
      if (statSync(path.join(ROOT, rel)).isDirectory()) walk(rel);
      else if (name.endsWith(".md")) out.push(rel);
    }
  };
  walk("docs");
  return out;
}

/** A text's lines, those of fenced code blocks (fences included) blanked, so that index + 1 is the line number. */
function proseLines(text: string): string[] {
  let fence: string | null = null;
  return text.split("\n").map((line) => {
    const m = /^\s*(`{3,}|~{3,})/.exec(line);
    if (m) {
      if (fence === null) fence = m[1]![0]!;
      else if (m[1]![0] === fence) fence = null;
      return "";
    }
    return fence === null ? line : "";
  });
}

/** GitHub's anchor for a heading: inline markup dropped, lower case, punctuation dropped, spaces → hyphens. */
function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\p{M}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** The anchors of a markdown text: one per heading (a repeated slug gets -1, -2…), and explicit `<a id>`s. */
function anchors(text: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  for (const line of proseLines(text)) {
    const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      const s = slug(h[1]!);
      const n = seen.get(s) ?? 0;
      seen.set(s, n + 1);
      out.add(n === 0 ? s : `${s}-${n}`);
    }
    for (const a of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) out.add(a[1]!);
  }
  return out;
}

/** Inline code spans of a line, and the line with them blanked out. */
function codeSpans(line: string): { spans: string[]; rest: string } {
  const spans: string[] = [];
  const rest = line.replace(/(`+)(.+?)\1/g, (_m, _ticks: string, inner: string) => {
    spans.push(inner.trim());
    return " ";
  });
  return { spans, rest };
}

/** Link targets of a line (inline links, images, reference definitions), code spans left out. */
function linkTargets(line: string): string[] {
  const { rest } = codeSpans(line);
  const out = [...rest.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((m) => m[1]!);
  const def = /^\s*\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/.exec(rest);
  if (def) out.push(def[1]!);
  return out;
}

/** What is wrong with one link of `file` (a path relative to the repository), or null. */
function brokenLink(file: string, target: string, read: (rel: string) => string | null): string | null {
  if (/^[a-z][a-z0-9+.-]*:/i.test(target)) return null; // http:, https:, mailto:
  const hash = target.indexOf("#");
  const filePart = decodeURIComponent(hash < 0 ? target : target.slice(0, hash));
  const anchor = hash < 0 ? null : decodeURIComponent(target.slice(hash + 1));
  const rel =
    filePart === "" ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), filePart));
  if (rel.startsWith("../")) return `${target}: outside the repository`;
  if (filePart !== "" && !existsSync(path.join(ROOT, rel))) return `${target}: no such file (${rel})`;
  if (anchor === null || anchor === "") return null;
  if (!rel.endsWith(".md")) return null;
  const text = read(rel);
  if (text === null) return `${target}: cannot read ${rel}`;
  return anchors(text).has(anchor) ? null : `${target}: no heading "#${anchor}" in ${rel}`;
}

/** The repository paths named in a line's code spans: `src/a/b.ts`, `test/**\/*.test.ts`, `kinds/<kind>/x`. */
function backtickedPaths(line: string): string[] {
  const out: string[] = [];
  for (const span of codeSpans(line).spans) {
    const m = new RegExp(`^(?:\\./)?((?:${PATH_ROOTS.join("|")})/[^\\s,;:()]*)$`).exec(span);
    if (m) out.push(m[1]!.replace(/[.]$/, ""));
  }
  return out;
}

let allFiles: string[] | null = null;
function repositoryFiles(): string[] {
  if (allFiles) return allFiles;
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(ROOT, dir))) {
      if (name === "node_modules" || name.startsWith(".")) continue;
      const rel = `${dir}/${name}`;
      if (statSync(path.join(ROOT, rel)).isDirectory()) {
        out.push(`${rel}/`);
        walk(rel);
      } else out.push(rel);
    }
  };
  for (const root of PATH_ROOTS) if (existsSync(path.join(ROOT, root))) walk(root);
  allFiles = out;
  return out;
}

/**
 * Whether a named path exists: as written, or, with globs (`*`, `**`, `{a,b}`), `<placeholders>` and `…`
 * (anything), matched by at least one file or folder.
 */
function pathExists(p: string, files: string[] = repositoryFiles()): boolean {
  if (!/[*?{<…]/.test(p)) return existsSync(path.join(ROOT, p));
  const pattern = p
    .split(/(\*\*\/?|\*|\?|\{[^}]*\}|<[^>]*>|…)/)
    .map((part) => {
      if (part.startsWith("**")) return "(?:.*/)?";
      if (part === "…") return ".*";
      if (part === "*") return "[^/]*";
      if (part === "?") return "[^/]";
      if (part.startsWith("{"))
        return `(?:${part
          .slice(1, -1)
          .split(",")
          .map((a) => a.replace(/[.+^$()|[\]\\]/g, "\\$&"))
          .join("|")})`;
      if (part.startsWith("<")) return "[^/]+";
      return part.replace(/[.+^$()|[\]\\]/g, "\\$&");
    })
    .join("");
  const re = new RegExp(`^${pattern}/?$`);
  return files.some((f) => re.test(f) || re.test(f.replace(/\/$/, "")));
}

/**
 * Issue numbers and tickets named in prose (code spans left out): `issue 13`, `issues #4`, `see #13.`, « ticket ».
 * A rank written "#2," or "#3:" is not one.
 */
function issueMentions(line: string): string[] {
  const { rest } = codeSpans(line);
  const text = rest.replace(/\]\([^)]*\)/g, "]");
  return [
    ...text.matchAll(/\b(?:issues?|PR|pull request)\s*#?\d+/gi),
    ...text.matchAll(/(?<![\w&/])#\d+(?=[\s).;]|$)/g),
    ...text.matchAll(/\btickets?\b/gi),
  ].map((m) => m[0]);
}

const cache = new Map<string, string | null>();
function read(rel: string): string | null {
  if (!cache.has(rel)) {
    const full = path.join(ROOT, rel);
    cache.set(rel, existsSync(full) && statSync(full).isFile() ? readFileSync(full, "utf8") : null);
  }
  return cache.get(rel)!;
}

describe("the docs' links and paths resolve", () => {
  const docs = markdownFiles();
  const lines = docs.flatMap((file) => proseLines(read(file)!).map((line, i) => ({ file, n: i + 1, line })));

  it("finds the docs, the guides among them", () => {
    expect(docs).toContain("docs/guide/fr/README.md");
    expect(docs).toContain("docs/guide/en/README.md");
    expect(docs.length).toBeGreaterThanOrEqual(10);
  });

  it("every relative link names a file that exists, and every #anchor one of its headings", () => {
    const problems = lines.flatMap(({ file, n, line }) =>
      linkTargets(line).flatMap((t) => {
        const why = brokenLink(file, t, read);
        return why ? [`${file}:${n}: ${why}`] : [];
      }),
    );
    expect(problems).toEqual([]);
  });

  it("every backticked repository path exists (globs and <placeholders> match a file)", () => {
    const problems = lines.flatMap(({ file, n, line }) =>
      backtickedPaths(line)
        .filter((p) => !(p in ILLUSTRATIVE_PATHS) && !pathExists(p))
        .map((p) => `${file}:${n}: \`${p}\` does not exist`),
    );
    // an illustrative path that came to exist needs no place on the list
    for (const p of Object.keys(ILLUSTRATIVE_PATHS))
      if (pathExists(p)) problems.push(`ILLUSTRATIVE_PATHS: \`${p}\` exists`);
    expect(problems).toEqual([]);
  });

  it("no doc names an issue number or a ticket", () => {
    const problems = lines.flatMap(({ file, n, line }) =>
      issueMentions(line).map((m) => `${file}:${n}: "${m}"`),
    );
    expect(problems).toEqual([]);
  });
});

describe("the docs checks are shown to fail", () => {
  const docs: Record<string, string> = {
    "docs/a.md":
      "# Title\n\n## Les onglets d'un événement\n\n## Publier\n\n### Publier\n\n```\n## not a heading\n```\n",
  };
  const fake = (rel: string) => docs[rel] ?? null;

  it("GitHub's slugs: accents kept, punctuation dropped, a repeated heading numbered", () => {
    expect([...anchors(docs["docs/a.md"]!)]).toEqual([
      "title",
      "les-onglets-dun-événement",
      "publier",
      "publier-1",
    ]);
    expect(slug("5. Ce que montre l'onglet *Rondes* (La Confrérie)")).toBe(
      "5-ce-que-montre-longlet-rondes-la-confrérie",
    );
  });

  it("a link to a missing file or a missing heading is named", () => {
    expect(brokenLink("docs/a.md", "missing.md", fake)).toMatch(/no such file/);
    expect(brokenLink("docs/a.md", "#publier-2", fake)).toMatch(/no heading "#publier-2"/);
    expect(brokenLink("docs/a.md", "#not-a-heading", fake)).toMatch(/no heading/);
    expect(brokenLink("docs/a.md", "#publier-1", fake)).toBeNull();
    expect(brokenLink("docs/a.md", "https://example.org/x#y", fake)).toBeNull();
    expect(linkTargets("see [a](b.md#c), `[x](not-a-link.md)` and ![i](img.png)")).toEqual([
      "b.md#c",
      "img.png",
    ]);
  });

  it("a backticked path is checked, with globs and placeholders", () => {
    expect(backtickedPaths("in `src/nowhere/file.ts`, `npm test` and `test/unit/*.test.ts`.")).toEqual([
      "src/nowhere/file.ts",
      "test/unit/*.test.ts",
    ]);
    expect(pathExists("src/nowhere/file.ts")).toBe(false);
    expect(pathExists("test/unit/*.test.ts")).toBe(true);
    expect(pathExists("src/sheets/kinds/<kind>/")).toBe(true);
    expect(pathExists("src/sheets/kinds/<kind>/no-such-file.ts")).toBe(false);
    expect(pathExists("test/**/docs-links-and-paths-resolve.test.ts")).toBe(true);
    expect(pathExists("test/unit/…")).toBe(true);
    expect(pathExists("test/nowhere/…")).toBe(false);
  });

  it("issue numbers and tickets are found, anchors and colours are not", () => {
    expect(issueMentions("fixed in issue 13 (see #13), a ticket")).toEqual(["issue 13", "#13", "ticket"]);
    expect(issueMentions("[§20](#20-la-ligue), colour `#333`, an issue with the sidebar")).toEqual([]);
    expect(issueMentions('"Round 3: Alice (#2, +2) meets Bob (#3, +2)", "#3: Émile"')).toEqual([]);
  });
});
