/**
 * The test files of a vitest worker share their modules (`isolate: false` in vitest.config.ts: the
 * stand-in, the engine and the helpers are imported once per worker, not once per file). So a test
 * file must leave nothing behind for the next one: it mocks no module and stubs no global through
 * vitest (those last past the file), a file that sets an environment variable puts the
 * environment back after each test, and a file that sets a global of its own (`globalThis.window =`)
 * puts it back in a `finally` or an `afterEach`. Each bundle runs in its own node:vm context, so what a test
 * changes inside a bundle (its Math.random, its clock) stays there.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = path.resolve(__dirname, "../..");

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    if (statSync(p).isDirectory()) out.push(...files(p));
    else if (name.endsWith(".ts")) out.push(p);
  }
  return out;
}

const TESTS = [...files(path.join(ROOT, "test")), ...files(path.join(ROOT, "tools/standin/test"))].map(
  (p) => ({ file: path.relative(ROOT, p).split(path.sep).join("/"), text: readFileSync(p, "utf8") }),
);

/** What outlives a test file in a shared worker, said the way it is written. */
const LEAKS = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(/;
/**
 * Writes to a global of the worker, a statement of its own (`globalThis.X =`, `(globalThis as T).X =`,
 * `globalThis[…] =`; not a bundle's own global, written in a string its node:vm context runs).
 */
const GLOBAL_WRITE = /^\s*\(?globalThis(?: as [^)]*\))?\)?(\.[A-Za-z_$][\w$]*|\[[^\]]+\])\s*=(?!=)/m;
/** A global put back first thing in a `finally` block or an `afterEach`. */
const GLOBAL_PUT_BACK = /(?:finally\s*\{|afterEach\(\(\)\s*=>\s*\{?)\s*(?:delete\s+)?\(?globalThis/;
/** Writes to the worker's environment (`process.env.X =`, `process.env[…] =`, `delete process.env.X`). */
const ENV_WRITE = /process\.env(\.[A-Z_]+|\[[^\]]+\])\s*=(?!=)|delete process\.env/;

describe("test files share a worker's modules and leave nothing behind", () => {
  it("the files are found", () => {
    expect(TESTS.length).toBeGreaterThan(200);
  });

  it("no module mocked and no global stubbed through vitest", () => {
    const found = TESTS.filter((f) => f.file !== "test/unit/test-files-leave-no-module-state-behind.test.ts")
      .filter((f) => LEAKS.test(f.text))
      .map((f) => f.file);
    expect(found).toEqual([]);
  });

  it("a file that writes the environment puts it back after each test", () => {
    const found = TESTS.filter((f) => f.file !== "test/unit/test-files-leave-no-module-state-behind.test.ts")
      .filter(
        (f) => ENV_WRITE.test(f.text) && !/afterEach\([^)]*\)?\s*=>\s*\{?\s*process\.env = /.test(f.text),
      )
      .map((f) => f.file);
    expect(found).toEqual([]);
  });

  it("a file that sets a global puts it back", () => {
    const found = TESTS.filter((f) => f.file !== "test/unit/test-files-leave-no-module-state-behind.test.ts")
      .filter((f) => GLOBAL_WRITE.test(f.text) && !GLOBAL_PUT_BACK.test(f.text))
      .map((f) => f.file);
    expect(found).toEqual([]);
  });
});
