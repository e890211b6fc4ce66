#!/usr/bin/env node
/**
 * npm run same-pairings -- <git-ref> [tournaments]
 *
 * Proves that today's Swiss pairing engine pairs as the engine of <git-ref> does, with club protection
 * off: its src/lib/index.ts is built in a temporary worktree, then scripts/same-pairings-check.ts pairs
 * every round of random tournaments (default 400) with both and stops at the first difference. Use it
 * when a change to the engine must leave the pairings as they were (club protection did).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [ref, count] = process.argv.slice(2);
if (!ref) {
  console.error("usage: npm run same-pairings -- <git-ref> [tournaments]");
  process.exit(2);
}
const tmp = mkdtempSync(path.join(os.tmpdir(), "arbitre-same-pairings-"));
const then = path.join(tmp, "then");
const esbuild = path.join(ROOT, "node_modules", ".bin", "esbuild");
const sh = (cmd, args) => execFileSync(cmd, args, { cwd: ROOT, stdio: "inherit" });
try {
  sh("git", ["worktree", "add", "--detach", then, ref]);
  const bundle = (entry, out) =>
    sh(esbuild, [
      entry,
      "--bundle",
      "--format=esm",
      "--platform=node",
      `--outfile=${out}`,
      "--log-level=warning",
    ]);
  bundle(path.join(then, "src", "lib", "index.ts"), path.join(tmp, "then-lib.mjs"));
  bundle(path.join(ROOT, "scripts", "same-pairings-check.ts"), path.join(tmp, "check.mjs"));
  sh(process.execPath, [
    path.join(tmp, "check.mjs"),
    pathToFileURL(path.join(tmp, "then-lib.mjs")).href,
    count ?? "400",
  ]);
} finally {
  try {
    sh("git", ["worktree", "remove", "--force", then]);
  } catch {
    // already gone
  }
  rmSync(tmp, { recursive: true, force: true });
}
