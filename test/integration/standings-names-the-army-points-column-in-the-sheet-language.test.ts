/**
 * STANDINGS on a Dust range with army points that are not a number names the column in the
 * spreadsheet's language (« points d'armée A » in French), never the engine's English "army A".
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadBundle } from "../../tools/standin/index";
import { BUILD } from "../fixtures/build";

function errorOf(locale: string): string {
  const b = loadBundle(path.join(BUILD, "Code.js"), {
    locale,
    sheets: [
      { name: "Parties", rows: [["Anne", "Bruno", 3, 1, 120, "beaucoup"]] },
      { name: "Calc", rows: [[""]] },
    ],
  });
  b.standin.write("Calc!A1", [['=STANDINGS(Parties!A1:F1, "dust")']]);
  const probe = b.standin.probe("Calc!A1");
  return String(probe.error ?? probe.value);
}

describe("STANDINGS names the army points column in the sheet's words", () => {
  it("in French, then in English", () => {
    expect(errorOf("fr_FR")).toBe(
      "STANDINGS\u00a0: argument results, ligne 1, colonne points d'armée B\u00a0: points d'armée restants «\u00a0beaucoup\u00a0» invalides (attendu\u00a0: un nombre)",
    );
    expect(errorOf("en_GB")).toBe(
      "STANDINGS: argument results, row 1, column army B: army points remaining 'beaucoup' is not valid (expected a number)",
    );
  });
});
