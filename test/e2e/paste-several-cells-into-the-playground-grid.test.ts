/**
 * Tab-separated text pasted on the playground's grid (the guides say « collez ») is written at the selected cell as
 * Sheets writes it: rows by newlines (`\r\n` too), cells by tabs, quoted cells as Sheets copies them, each cell as
 * typed input in the spreadsheet's locale (fr_FR: 3,5 a number, 14/07/2026 a date, VRAI a boolean, a `;` formula),
 * in one server call; a block past the tab's last row or column grows the tab.
 *
 * The text reaches the page through the system clipboard: the context is granted clipboard access, the test
 * writes the text with navigator.clipboard and presses Ctrl+V on the grid.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseClipboardTable } from "../../playground/page/paste";
import { chromiumAvailable, type Harness, openPlayground, selectSheet, startHarness } from "./harness";
import { settled } from "./playground-helpers";

describe("the clipboard's tab-separated text", () => {
  it("is read as Sheets reads it: tabs, \\n and \\r\\n, quoted cells, short rows padded, no row after the last newline", () => {
    expect(parseClipboardTable("a\tb\n1\t2\n")).toEqual([
      ["a", "b"],
      ["1", "2"],
    ]);
    expect(parseClipboardTable("a\tb\r\n1\r\n")).toEqual([
      ["a", "b"],
      ["1", ""],
    ]);
    expect(parseClipboardTable('"x\ny"\t"say ""hi"""\n3')).toEqual([
      ["x\ny", 'say "hi"'],
      ["3", ""],
    ]);
    expect(parseClipboardTable('5" pouces\t"a"b')).toEqual([['5" pouces', '"a"b']]);
    expect(parseClipboardTable("a\t\n\tb")).toEqual([
      ["a", ""],
      ["", "b"],
    ]);
  });
});

describe.skipIf(!chromiumAvailable())("pasting several cells into the playground's grid", () => {
  let h: Harness;

  beforeAll(async () => {
    h = await startHarness();
    h.page.setDefaultTimeout(8000);
    await h.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: h.url });
    h.playground.bundle().standin.seedSheet({ name: "Collage", rows: [["Nom"]], maxRows: 4, maxColumns: 3 });
    await openPlayground(h.page, h.url);
  });

  afterAll(async () => {
    await h?.close();
  });

  const paste = async (text: string): Promise<void> => {
    await h.page.evaluate((t) => navigator.clipboard.writeText(t), text);
    const done = h.page.waitForResponse((r) => r.url().endsWith("/api/paste"));
    await h.page.keyboard.press("Control+V");
    expect(((await (await done).json()) as { ok: boolean }).ok).toBe(true);
    await settled(h.page);
  };

  it("a 3 × 4 block at B2 lands as typed input, one write, and grows the tab by a row and a column", async () => {
    await selectSheet(h.page, "Collage");
    await h.page.locator('#grid td[data-cell="B2"]').click();
    const s = h.playground.bundle().standin;
    const writesBefore = s.counter.count();
    await paste('Alice\t1 500\t3,5\t14/07/2026\r\n"Bob\tle 2e"\tVRAI\t=2*3\t\r\nZoé\t\t=SUM(D2:D3;1)\t\r\n');
    const sheet = s.book.sheetByName("Collage")!;
    expect([sheet.maxRows, sheet.maxColumns]).toEqual([4, 5]);
    const values = s.values("Collage!B2:E4");
    expect(values[0]!.slice(0, 3)).toEqual(["Alice", 1500, 3.5]);
    expect(values[0]![3]).toBeInstanceOf(Date);
    expect(s.displayValues("Collage!E2")).toEqual([["14/07/2026"]]);
    expect(values[1]).toEqual(["Bob\tle 2e", true, 6, ""]);
    expect(values[2]).toEqual(["Zoé", "", 10.5, ""]);
    expect(s.probe("Collage!D4").formula).toBe("=SUM(D2:D3,1)");
    expect(s.counter.count()).toBe(writesBefore); // the page's writes are not the script's calls
    // the grid shows it, the pasted block's first cell selected
    expect(await h.page.locator('#grid td[data-cell="B2"]').textContent()).toBe("Alice");
    expect(await h.page.locator('#grid td[data-cell="C3"]').textContent()).toBe("VRAI");
    expect(await h.page.locator('#grid td[data-cell="D4"]').textContent()).toBe("10,5");
    expect(await h.page.locator("#grid td.sel").getAttribute("data-cell")).toBe("B2");
  });

  it("a paste in the formula bar stays there", async () => {
    await h.page.locator('#grid td[data-cell="A4"]').click();
    await h.page.evaluate(() => navigator.clipboard.writeText("x\ty"));
    await h.page.locator("#formula-input").click();
    await h.page.keyboard.press("Control+V");
    expect(await h.page.locator("#formula-input").inputValue()).toBe("x\ty");
    expect(h.playground.bundle().standin.values("Collage!A4:B4")).toEqual([["", "Zoé"]]);
    await h.page.keyboard.press("Escape");
  });
});
