import { defineConfig } from "vitest/config";

/** `npm run test:unit`: the pure units (engine, words, function wrappers, sidebar helpers) and the rule audits; no build. */
export default defineConfig({
  test: {
    include: ["test/unit/**/*.test.ts", "test/rules/**/*.test.ts"],
    pool: "threads",
  },
});
