/**
 * A Masters withdrawal that cannot be read refuses Prepare the Masters with Prepare's own words:
 * the Masters was not prepared (never "nothing was computed", which is Update's), in French and in
 * English, the cell named. Through the bundle.
 */
import { describe, expect, it } from "vitest";
import { circuit2025, type Json } from "./year-2025";

describe("an unreadable Masters withdrawal", () => {
  for (const [locale, typed, says, cell] of [
    [
      "fr_FR",
      "peut-être",
      "1 case illisible dans l'onglet «\u00a0Masters\u00a0», le Masters n'a pas été préparé\u00a0:",
      "«\u00a0peut-être\u00a0» illisible",
    ],
    [
      "en_US",
      "maybe",
      "1 unreadable cell in the 'Masters' tab, the Masters was not prepared:",
      "'maybe' cannot be read",
    ],
  ] as const) {
    it(`refuses Prepare saying the Masters was not prepared (${locale})`, () => {
      const c = circuit2025(20, locale);
      expect(c.call("arbitreComputeCircuit", { final: true, year: 2025 }).ok).toBe(true);
      expect(c.call("arbitrePrepareMasters", { year: 2025 }).ok).toBe(true);
      c.b.standin.type(`'${c.tabs.masters}'!D7`, typed);
      const r = c.call("arbitrePrepareMasters", { year: 2025 }) as Json;
      expect(r.ok).toBe(false);
      expect(r.error).toContain(says);
      expect(r.error).toContain(cell);
      expect(r.error).not.toMatch(/rien n'a été calculé|nothing was computed/);
    });
  }
});
