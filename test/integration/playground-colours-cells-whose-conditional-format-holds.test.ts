/**
 * The playground's grid draws the conditional formats it reads (GET /api/state, no browser): "text is", and a
 * formula comparing one cell with a text or a number, its references relative to the range's top-left cell unless
 * fixed with $; the first rule that holds wins; a cell out of the rule's range, or whose condition does not hold,
 * is left as it is.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Playground, startPlayground } from "../../playground/server";

interface Cell {
  d: string;
  bg?: string;
  fc?: string;
  i?: 1;
}

describe("the playground colours the cells whose conditional format holds", () => {
  let p: Playground;
  let cells: Cell[][];

  beforeAll(async () => {
    p = await startPlayground({
      port: 0,
      log: () => {},
      demo: {
        name: "Couleurs",
        locale: "fr_FR",
        timeZone: "Europe/Paris",
        sheets: [
          {
            name: "Feuille 1",
            rows: [
              ["Nom", "Points", "Marque"],
              ["Anne", 3, "x"],
              ["Bruno", 2, ""],
              ["Chloé", 3, "X"],
              ["David", 3, "fini"],
            ],
          },
        ],
      },
    });
    const b = p.bundle();
    const app = b.standin.globals.SpreadsheetApp as GoogleAppsScript.Spreadsheet.SpreadsheetApp;
    b.standin.runtime.silently(() => {
      const sh = app.getActive().getSheetByName("Feuille 1")!;
      const rule = () => app.newConditionalFormatRule();
      sh.setConditionalFormatRules([
        rule()
          .whenFormulaSatisfied('=$C2="x"')
          .setBackground("#f4cccc")
          .setRanges([sh.getRange("A2:B5")])
          .build(),
        rule()
          .whenFormulaSatisfied("=B2=3")
          .setFontColor("#9aa0a6")
          .setItalic(true)
          .setRanges([sh.getRange("B2:B5")])
          .build(),
        rule()
          .whenTextEqualTo("fini")
          .setBackground("#d9d2e9")
          .setRanges([sh.getRange("C2:C5")])
          .build(),
      ]);
    });
    const res = await fetch(
      `${p.url}/api/state?sheet=${encodeURIComponent("Feuille 1")}&from=1&rows=6&col=1&cols=3`,
    );
    const state = (await res.json()) as { sheets: { name: string; cells: Cell[][] }[] };
    cells = state.sheets.find((s) => s.name === "Feuille 1")!.cells;
  });

  afterAll(async () => {
    await p?.close();
  });

  it("a row whose mark is x (in any case) is coloured across the rule's range, with $ fixing the column", () => {
    expect(cells[1]![0]).toMatchObject({ d: "Anne", bg: "#f4cccc" });
    expect(cells[1]![1]).toMatchObject({ d: "3", bg: "#f4cccc" });
    expect(cells[3]![0]).toMatchObject({ d: "Chloé", bg: "#f4cccc" });
    // C is out of the rule's range
    expect(cells[1]![2]!.bg).toBeUndefined();
    expect(cells[2]![0]!.bg).toBeUndefined();
  });

  it("the first rule that holds wins; a relative reference follows the row", () => {
    // B2 = 3 holds too, but the x rule comes first
    expect(cells[1]![1]!.fc).toBeUndefined();
    expect(cells[2]![1]).toMatchObject({ d: "2" });
    expect(cells[2]![1]!.fc).toBeUndefined();
  });

  it("a number compared and a text equal to a constant", () => {
    expect(cells[4]![1]).toEqual(expect.objectContaining({ d: "3", fc: "#9aa0a6", i: 1 }));
    expect(cells[4]![1]!.bg).toBeUndefined();
    expect(cells[4]![2]).toMatchObject({ d: "fini", bg: "#d9d2e9" });
    expect(cells[2]![2]!.bg).toBeUndefined();
  });

  it("no rule is drawn on the header row", () => {
    for (const c of cells[0]!) expect(c.bg ?? c.fc ?? c.i).toBeUndefined();
  });
});
