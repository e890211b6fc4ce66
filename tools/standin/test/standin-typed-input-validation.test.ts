/**
 * The stand-in checks what a person types (Standin.type) against the cell's data validation, as Sheets
 * does when the rule rejects invalid input: lists, numbers, and custom formulas whose relative
 * references move with each cell of the range the rule was set on. Script writes are not checked.
 */
import { describe, expect, it } from "vitest";
import { createStandin, installGlobals } from "../index";

function book() {
  const s = createStandin({
    sheets: [
      {
        name: "Joueurs",
        rows: [
          ["Nom", "Liste"],
          ["Alice", 250],
          ["Bob", ""],
          ["Chloé  Dupont", 120],
        ],
      },
      {
        name: "Rondes",
        rows: [
          ["A", "B", "PA A", "PA B"],
          ["alice", "Bob", "", ""],
          ["Chloé Dupont", "Alice", "", ""],
          ["", "", "", ""],
        ],
      },
    ],
  });
  const restore = installGlobals(s);
  return { s, restore };
}

describe("Standin.type: a rule that rejects invalid input refuses what it does not accept", () => {
  it("lists, numbers between bounds, at least a bound; a refused cell keeps its content; blank always accepted", () => {
    const { s, restore } = book();
    try {
      const sheet = s.spreadsheet.getSheetByName("Rondes")!;
      const dv = () => SpreadsheetApp.newDataValidation();
      sheet
        .getRange("C2:D3")
        .setDataValidation(dv().requireNumberBetween(1, 300).setAllowInvalid(false).build());
      sheet
        .getRange("A4")
        .setDataValidation(dv().requireValueInList(["Oui", "Contesté"]).setAllowInvalid(false).build());
      sheet
        .getRange("B4")
        .setDataValidation(
          dv().requireNumberGreaterThanOrEqualTo(0).setHelpText("≥ 0").setAllowInvalid(false).build(),
        );
      expect(s.type("Rondes!C2", 120)).toEqual({ ok: true });
      expect(s.probe("Rondes!C2").value).toBe(120);
      for (const bad of ["douze", 0, 350, -5]) {
        expect(s.type("Rondes!C2", bad)).toEqual({
          ok: false,
          message: "Input must be a number between 1 and 300",
        });
        expect(s.probe("Rondes!C2").value).toBe(120);
      }
      expect(s.type("Rondes!D3", "300")).toEqual({ ok: true }); // typed text that is a number
      expect(s.type("Rondes!A4", " oui ")).toEqual({ ok: true });
      expect(s.type("Rondes!A4", "Peut-être").ok).toBe(false);
      expect(s.type("Rondes!B4", -1)).toEqual({ ok: false, message: "≥ 0" });
      expect(s.type("Rondes!C2", "")).toEqual({ ok: true });
      expect(s.probe("Rondes!C2").value).toBe("");
      // a script (or Standin.write) is not checked, as in Sheets
      s.write("Rondes!C3", [["douze"]]);
      expect(s.probe("Rondes!C3").value).toBe("douze");
      // a rule that only warns accepts anything
      sheet.getRange("C3").setDataValidation(dv().requireNumberBetween(1, 300).setAllowInvalid(true).build());
      expect(s.type("Rondes!C3", 999)).toEqual({ ok: true });
    } finally {
      restore();
    }
  });

  it("custom formula: relative references move with each cell of the range, INDIRECT reaches another tab", () => {
    const { s, restore } = book();
    try {
      const sheet = s.spreadsheet.getSheetByName("Rondes")!;
      // written for C2: C2 is the cell typed, A2 the player; D3 is checked against B3
      const list = `SUMPRODUCT((TRIM(INDIRECT("'Joueurs'!A2:A"))=TRIM(A2))*INDIRECT("'Joueurs'!B2:B"))`;
      const formula = `=ISNUMBER(C2)*(C2>=0)*(C2<=${list}+(${list}=0)*300)=1`;
      sheet
        .getRange("C2:D3")
        .setDataValidation(
          SpreadsheetApp.newDataValidation().requireFormulaSatisfied(formula).setAllowInvalid(false).build(),
        );
      expect(s.type("Rondes!C2", 250)).toEqual({ ok: true }); // alice → Alice: 250
      expect(s.type("Rondes!C2", 251).ok).toBe(false);
      expect(s.probe("Rondes!C2").value).toBe(250);
      expect(s.type("Rondes!D2", 300)).toEqual({ ok: true }); // Bob has no list: up to 300
      expect(s.type("Rondes!D2", 301).ok).toBe(false);
      expect(s.type("Rondes!C3", 120)).toEqual({ ok: true }); // "Chloé Dupont" = "Chloé  Dupont"
      expect(s.type("Rondes!C3", 121).ok).toBe(false);
      expect(s.type("Rondes!D3", 260).ok).toBe(false); // Alice, on D3: her 250
      for (const bad of ["douze", -5]) expect(s.type("Rondes!D3", bad).ok).toBe(false);
      // the list changed in the other tab: the rule follows
      s.write("Joueurs!B2", [[280]]);
      expect(s.type("Rondes!D3", 260)).toEqual({ ok: true });
      // a row inserted above: each cell's rule still reads its own row
      sheet.insertRowBefore(2);
      expect(s.probe("Rondes!A4").value).toBe("Chloé Dupont");
      expect(s.type("Rondes!C4", 121).ok).toBe(false);
      expect(s.type("Rondes!C4", 100)).toEqual({ ok: true });
      // getCriteriaValues gives the formula as it was set
      expect(sheet.getRange("C4").getDataValidation()?.getCriteriaValues()).toEqual([formula]);
    } finally {
      restore();
    }
  });
});
