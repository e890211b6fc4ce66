import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "tools/standin/test/**/*.test.ts"],
    globalSetup: ["test/fixtures/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // the files of a worker share their modules: the stand-in, the engine and the helpers are
    // imported once per worker, not once per file, and stay warm (a run took 760 s isolated, 180 s
    // of it importing, against 430 s shared). So a test file leaves no module state behind; a test
    // keeps to that (test/unit/test-files-leave-no-module-state-behind.test.ts)
    isolate: false,
    // two files at a time on a 2-core machine: the browser tests spend much of their time waiting
    // on Chromium, and one worker (vitest's default here: cores − 1) left the suite over 15 minutes
    maxWorkers: 2,
  },
});
