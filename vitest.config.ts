import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["test/**/*.test.ts", "tools/standin/test/**/*.test.ts"],
    globalSetup: ["test/fixtures/global-setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: "forks",
    // two files at a time on a 2-core machine: the browser tests spend much of their time waiting
    // on Chromium, and one worker (vitest's default here: cores − 1) left the suite over 15 minutes
    maxWorkers: 2,
  },
});
