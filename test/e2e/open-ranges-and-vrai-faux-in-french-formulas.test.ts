/**
 * Formulas as French Sheets takes them: an open range `A2:D` (from a cell to the end of its columns) and the
 * words VRAI and FAUX typed for TRUE and FALSE.
 *
 *   1. The stand-in evaluates `A2:D` ranges (HyperFormula has none) and keeps the formula as it was written.
 *   2. The page takes VRAI / FAUX in a fr_FR formula as TRUE / FALSE (playground/page/formula-syntax.ts).
 *   3. In chromium: such formulas typed in the fr_FR playground compute as in Sheets.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { toEnglishFormula } from "../../playground/page/formula-syntax";
import { closeOpenRanges, reopenRanges } from "../../tools/standin/formulas";
import { createStandin } from "../../tools/standin/index";
import { cellInput, cellText, chromiumAvailable, type Harness, startHarness } from "./harness";
import { typeIn } from "./playground-helpers";

describe("open ranges in the stand-in", () => {
  it("`A2:D` reaches the last row, grows with the tab and is kept as written", () => {
    const s = createStandin({
      sheets: [
        {
          name: "S",
          rows: [
            ["n", "m"],
            [1, 10],
            [2, 20],
            [3, 30],
          ],
        },
        { name: "T" },
      ],
    });
    s.write("T!A1", [["=SUM(S!A2:B)", "=COUNTA(S!$A$1:$A)", "=SUM('S'!B3:B)&\"A2:D\""]]);
    expect(s.values("T!A1:C1")).toEqual([[66, 4, "50A2:D"]]);
    s.write("S!A5", [[4, 40]]);
    expect(s.values("T!A1:C1")).toEqual([[110, 5, "90A2:D"]]);
    expect(s.probe("T!A1").formula).toBe("=SUM(S!A2:B)");
    expect(s.probe("T!C1").formula).toBe("=SUM('S'!B3:B)&\"A2:D\"");
  });

  it("leaves closed ranges, whole columns, strings and unknown tabs alone", () => {
    const last = (sheet: string | undefined) =>
      sheet === undefined ? 50 : sheet === "l'Open" ? 900 : undefined;
    expect(closeOpenRanges("=SUM(A2:B9,A:B,1:3)", last)).toBe("=SUM(A2:B9,A:B,1:3)");
    expect(closeOpenRanges("=\"A2:D\"&LOG10(A1)&'A2:D'!A1", last)).toBe("=\"A2:D\"&LOG10(A1)&'A2:D'!A1");
    expect(closeOpenRanges("=SUM(A2:D,'l''Open'!$B$5:$B,Nope!A1:A)", last)).toBe(
      "=SUM(A2:D50,'l''Open'!$B$5:$B900,Nope!A1:A)",
    );
    expect(reopenRanges("=SUM(A2:D)", "=SUM(A3:D51)", () => 51)).toBe("=SUM(A3:D)");
    expect(reopenRanges("=SUM(A2:D50)", "=SUM(A3:D51)", () => 51)).toBe("=SUM(A3:D51)");
  });

  it("rows inserted above an open range move its start and keep it open", () => {
    const s = createStandin({ sheets: [{ name: "S", rows: [["x"], [1], [2]] }] });
    s.write("S!C1", [["=SUM(A2:A)"]]);
    expect(s.values("S!C1")).toEqual([[3]]);
    s.runtime.silently(() => s.spreadsheet.getSheetByName("S")!.insertRowsBefore(2, 2));
    expect(s.probe("S!C1").formula).toBe("=SUM(A4:A)");
    expect(s.values("S!C1")).toEqual([[3]]);
  });
});

describe("VRAI and FAUX in a French formula", () => {
  it("are taken as TRUE and FALSE, in any case, also as functions; sheet names and strings stay", () => {
    expect(toEnglishFormula("=SI(A1>1;VRAI;FAUX)", "fr_FR")).toBe("=SI(A1>1,TRUE,FALSE)");
    expect(toEnglishFormula("=ET(vrai();Faux)", "fr_FR")).toBe("=ET(TRUE(),FALSE)");
    expect(toEnglishFormula('=Vrai!A1&"VRAI"', "fr_FR")).toBe('=Vrai!A1&"VRAI"');
    expect(toEnglishFormula("=VRAIMENT", "fr_FR")).toBe("=VRAIMENT");
    expect(toEnglishFormula("=IF(A1,VRAI,FAUX)", "en_US")).toBe("=IF(A1,VRAI,FAUX)");
  });
});

describe.skipIf(!chromiumAvailable())("open ranges and VRAI / FAUX typed in the fr_FR playground", () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
    h.page.setDefaultTimeout(8000);
  });

  afterAll(async () => {
    await h?.close();
  });

  it("COUNTA(A2:A) counts the players' tab to its end, IF(…;VRAI;FAUX) shows VRAI", async () => {
    const s = h.playground.bundle().standin;
    const names = s
      .values("'Joueurs'!A2:A")
      .flat()
      .filter((v) => v !== "");
    await typeIn(h.page, "H2", "=COUNTA(Joueurs!A2:A)", "Elo");
    expect(await cellText(h.page, "H2")).toBe(String(names.length));
    expect(await cellInput(h.page, "H2")).toBe("=COUNTA(Joueurs!A2:A)");
    await typeIn(h.page, "H3", "=IF(H2>1;VRAI;FAUX)", "Elo");
    expect(await cellText(h.page, "H3")).toBe("VRAI");
    expect(s.probe("'Elo'!H3").formula).toBe("=IF(H2>1,TRUE,FALSE)");
    await typeIn(h.page, "H4", "=AND(H3;FAUX)", "Elo");
    expect(await cellText(h.page, "H4")).toBe("FAUX");
  });
});
