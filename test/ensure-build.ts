/**
 * Tests read build/. `npm test` builds first; when a test file runs alone (npx vitest run test/x.test.ts)
 * this rebuilds if build/ is missing or older than its sources. scripts/build.mjs writes each file
 * atomically, so two test files building at once is harmless.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const BUILD = path.join(ROOT, "build");
export const OUTPUTS = ["Code.js", "Sidebar.html", "appsscript.json"];

function newestMtime(p: string): number {
  if (!existsSync(p)) return 0;
  const st = statSync(p);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const name of readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, name)));
  return newest;
}

export function isBuildStale(): boolean {
  const outputs = OUTPUTS.map((f) => path.join(BUILD, f));
  if (!outputs.every((f) => existsSync(f))) return true;
  const built = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  const sources = ["src", "scripts", "appsscript.json", "package.json"].map((p) => path.join(ROOT, p));
  return Math.max(...sources.map(newestMtime)) > built;
}

export function ensureBuilt(): void {
  if (isBuildStale())
    execFileSync(process.execPath, [path.join(ROOT, "scripts/build.mjs")], { cwd: ROOT, stdio: "pipe" });
}

export function readBuild(name: string): string {
  return readFileSync(path.join(BUILD, name), "utf8");
}
