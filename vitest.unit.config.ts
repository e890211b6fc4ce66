import { defineConfig } from "vitest/config";

/** `npm run test:unit`: the pure units (engine, words, function wrappers, sidebar helpers); no build. */
export default defineConfig({
  test: {
    include: ["test/unit/**/*.test.ts"],
    pool: "threads",
  },
});
