/**
 * A text read back from a cell is recognised as the message that wrote it, whatever the values of its
 * placeholders: French spacing, « de » / « que » elided before a vowel, names with brackets or dots; a
 * text typed over it by the organiser, or another message, is not.
 */
import { describe, expect, it } from "vitest";
import { t, writtenAs } from "../../../src/i18n/index";

describe("writtenAs", () => {
  const nearest = {
    round: 3,
    a: "Anne (junior)",
    b: "Élodie Quéméner",
    rankA: 2,
    rankB: 5,
    recordA: "+1",
    recordB: "+1",
    mate: "Alain Roy",
    club: "Cercle de Lyon",
  };

  it("recognises each language's text, elided or not", () => {
    for (const lang of ["fr", "en"] as const)
      for (const mate of ["Alain Roy", "Bruno Petit"]) {
        const text = t(lang, "swiss.why.nearestClub", { ...nearest, mate });
        expect(writtenAs(lang, "swiss.why.nearestClub", text), text).toBe(true);
      }
    const elided = t("fr", "swiss.why.nearestClub", nearest);
    expect(elided).toContain("qu'Alain Roy");
  });

  it("recognises a plural's other form and regex characters in the values", () => {
    const text = t("en", "swiss.why.avoided", { round: 2, a: "A.*", b: "[B]", rematches: 1 });
    expect(writtenAs("en", "swiss.why.avoided", text)).toBe(true);
    const skipped = t("en", "swiss.why.unstuck", {
      round: 2,
      a: "Ann",
      b: "Bob",
      rankA: 1,
      rankB: 4,
      recordA: "+1",
      recordB: "0",
      skipped: 1,
    });
    expect(writtenAs("en", "swiss.why.unstuck", skipped)).toBe(true);
  });

  it("does not take another message, or a text typed over it", () => {
    const random = t("fr", "swiss.why.randomClub", {
      round: 1,
      a: "Anne",
      b: "Bea",
      mate: "Alain",
      club: "X",
    });
    expect(writtenAs("fr", "swiss.why.randomClub", random)).toBe(true);
    expect(writtenAs("fr", "swiss.why.nearestClub", random)).toBe(false);
    expect(writtenAs("fr", "swiss.why.randomClub", `${random} Vu avec l'arbitre.`)).toBe(false);
    expect(writtenAs("fr", "swiss.why.randomClub", "Table tirée au sort.")).toBe(false);
  });
});
