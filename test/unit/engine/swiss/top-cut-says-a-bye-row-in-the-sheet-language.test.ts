/**
 * A bye row in a top-cut stage (there are none: RULES §1) is refused, and the message says the bye
 * in the spreadsheet's language, as the Swiss tabs do, never the engine's "BYE".
 */
import { describe, expect, it } from "vitest";
import { ArbitreError } from "../../../../src/engine/core/errors";
import { type TopCutGame, topCut } from "../../../../src/engine/swiss/topcut";
import { localise } from "../../../../src/i18n/render";

const ranking = ["Anne", "Bruno", "Chloé", "David", "Emma"];
const W = (a: string, b: string): TopCutGame => ({ a, b, scoreA: "W", scoreB: "L" });

function refusal(): ArbitreError {
  try {
    topCut({
      size: 4,
      ranking,
      stages: [[W("Anne", "David"), W("Bruno", "Chloé"), { a: "Emma", b: "", scoreA: "", scoreB: "" }]],
    });
  } catch (e) {
    if (e instanceof ArbitreError) return e;
    throw e;
  }
  throw new Error("a bye row in a top cut was accepted");
}

describe("a bye row in a top cut", () => {
  it("is said as an exemption in French and a bye in English", () => {
    const e = refusal();
    expect(Object.values(e.params)).not.toContain("BYE");
    expect(localise(e, "fr")).toBe(
      "ronde 1, ligne 3\u00a0: l'exemption d'Emma n'est pas une table de ce tour du top cut (attendu\u00a0: Anne – David, Bruno – Chloé)",
    );
    expect(localise(e, "en")).toBe(
      "round 1, row 3: a bye for Emma is not a table of this top-cut stage (expected: Anne – David, Bruno – Chloé)",
    );
  });
});
