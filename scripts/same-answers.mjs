#!/usr/bin/env node
/**
 * npm run same-answers -- <git-ref> [steps]
 *
 * Proves that today's bundle answers as the bundle built at <git-ref> does: the random-action runs
 * of every kind (test/integration/random-run*.test.ts, today's generators) are recorded with the
 * bundle built at <git-ref> (every call, its request and answer, and each tab after every step:
 * test/integration/random-run/trail.ts), then run again with today's build/Code.js, which must give
 * the same trail line for line. A restructuring that changes no behaviour passes; the first
 * difference is shown with the call and both answers.
 *
 * `steps` (default: each run's CI length) sets ARBITRE_RANDOM_STEPS for every kind.
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync, symlinkSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [ref, steps] = process.argv.slice(2);
if (!ref) {
  console.error("usage: npm run same-answers -- <git-ref> [steps]");
  process.exit(2);
}

const RUNS = [
  "test/integration/random-run.test.ts",
  "test/integration/random-run-league.test.ts",
  "test/integration/random-run-circuit.test.ts",
  "test/integration/random-run-tarot.test.ts",
  "test/integration/random-run-reports.test.ts",
];

const tmp = mkdtempSync(path.join(os.tmpdir(), "arbitre-same-answers-"));
const then = path.join(tmp, "then");
const trail = path.join(tmp, "trail");

function sh(cmd, args, opts = {}) {
  return execFileSync(cmd, args, { cwd: ROOT, stdio: "inherit", ...opts });
}

function runs(env) {
  sh(
    process.execPath,
    [path.join(ROOT, "node_modules/vitest/vitest.mjs"), "run", ...RUNS, "-t", "random steps"],
    {
      env: { ...process.env, ...(steps ? { ARBITRE_RANDOM_STEPS: steps } : {}), ...env },
    },
  );
}

let code = 0;
try {
  console.log(`same-answers: building the bundle at ${ref} in ${then}`);
  sh("git", ["worktree", "add", "--detach", "--quiet", then, ref]);
  if (!existsSync(path.join(then, "node_modules")))
    symlinkSync(path.join(ROOT, "node_modules"), path.join(then, "node_modules"));
  sh(process.execPath, ["scripts/build.mjs"], { cwd: then, stdio: "pipe" });

  console.log(`same-answers: recording the runs with the bundle of ${ref}`);
  runs({ ARBITRE_BUNDLE: path.join(then, "build/Code.js"), ARBITRE_RANDOM_RECORD: trail });

  console.log("same-answers: the same runs with today's bundle, compared line by line");
  sh(process.execPath, ["scripts/build.mjs"], { stdio: "pipe" });
  runs({ ARBITRE_RANDOM_COMPARE: trail });
  console.log(`same-answers: today's bundle answers as ${ref}'s, step by step`);
} catch {
  console.error(
    `same-answers: the answers differ from ${ref}'s (or a run failed): see above; the trail is in ${trail}`,
  );
  code = 1;
} finally {
  try {
    execFileSync("git", ["worktree", "remove", "--force", then], { cwd: ROOT, stdio: "pipe" });
  } catch {
    // the worktree was never made
  }
  if (code === 0) rmSync(tmp, { recursive: true, force: true });
}
process.exit(code);
