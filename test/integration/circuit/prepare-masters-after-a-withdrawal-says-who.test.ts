/**
 * Prepare the Masters again after a withdrawal is ticked: the message says who withdrew and who came
 * in. Through the real bundle.
 */
import { describe, expect, it } from "vitest";
import { circuit2025, type Json } from "./year-2025";

function ok(r: Json): Json {
  expect(r.ok, r.error).toBe(true);
  return r;
}

describe("Prepare the Masters after a withdrawal", () => {
  it("Joueur 03 withdraws: « Forfait : Joueur 03 ; à leur place dans le Masters : Joueur 17. »", () => {
    const c = circuit2025();
    ok(c.call("arbitreComputeCircuit", { final: true, year: 2025 }));
    const first = ok(c.call("arbitrePrepareMasters", { year: 2025 }));
    expect(first.message).not.toMatch(/Forfait/);
    c.b.standin.write(`'${c.tabs.masters}'!D7`, [[true]]);
    const again = ok(c.call("arbitrePrepareMasters", { year: 2025 }));
    expect(again.message).toContain(
      "Forfait\u00a0: Joueur 03\u202f; à leur place dans le Masters\u00a0: Joueur 17.",
    );
  });
});
