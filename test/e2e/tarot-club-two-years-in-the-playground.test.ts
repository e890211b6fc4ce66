/**
 * The playground holds a real season in the book it opens with: a Tarot club's two years (104 weekly tournaments,
 * 200 players, 105,048 deal rows: test/integration/tarot/club.ts) made in the demo book, whose tabs hold formulas,
 * and pasted into the Donnes tab from the clipboard as an organiser pastes them from another spreadsheet (over
 * 100,000 rows: Sheets takes them, and so does the stand-in, whose formulas leave alone the tabs they do not read),
 * the page loaded, « Vérifier et calculer », then one player's chart in the Graphique tab. The page draws the rows
 * in sight only: it neither stalls nor crashes on a tab of that size.
 *
 * The figures are printed; the bounds asserted are generous. Heavy: it runs with ARBITRE_BIG_PLAYGROUND=1 only.
 *
 * Screenshots: test-artifacts/tarot-club-deals.png, tarot-club-chart.png.
 */
import type { Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubRows } from "../integration/tarot/club";
import {
  chromiumAvailable,
  clickMenuItem,
  type Harness,
  openPlayground,
  screenshot,
  selectSheet,
  sidebarFrame,
} from "./harness";
import { clipboardText, pasteFromClipboard } from "./playground-helpers";
import {
  act,
  idle,
  noticeText,
  refresh,
  serverState,
  showPlayerChart,
  startEventHarness,
  text,
} from "./sidebar-helpers";

const BIG = process.env.ARBITRE_BIG_PLAYGROUND === "1";
/** 105,048 deal rows (the seed picked for that count: a club's two years as the issue met them). */
const SIZE = {
  players: 200,
  tournaments: 104,
  deals: 24,
  first: "2024-01-03",
  attendance: 0.2054,
  seed: 181,
};

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

describe.skipIf(!chromiumAvailable() || !BIG)("a Tarot club's two years in the playground (fr_FR)", () => {
  let h: Harness;
  let frame: Frame;
  let tabs: Record<string, string>;
  const rows = clubRows(SIZE, "fr");
  const figures: string[] = [];

  beforeAll(async () => {
    ({ h, frame } = await startEventHarness(
      "Club de tarot",
      { system: "tarot-duplicate", name: "Simultané du club", date: SIZE.first },
      "demo",
    ));
    h.page.setDefaultTimeout(60_000);
    await h.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: h.url });
    tabs = serverState(h).tarot.tabs;
  }, 120_000);

  afterAll(async () => {
    console.log(`Tarot club in the playground (${rows.length} deal rows):\n  ${figures.join("\n  ")}`);
    await h?.close();
  });

  it("the two years pasted from the clipboard: the page opens on the Donnes tab and reaches its last row", async () => {
    expect(rows.length).toBe(105_048);
    let t = Date.now();
    await pasteFromClipboard(h, tabs.deals!, "A2", clipboardText(rows));
    figures.push(`paste ${rows.length} deal rows: ${seconds(Date.now() - t)}`);
    const s = h.playground.bundle().standin;
    expect(s.values(`'${tabs.deals}'!A${rows.length + 1}:G${rows.length + 1}`)).toEqual([
      rows[rows.length - 1]!.map((v, i) => (i === 1 ? expect.any(Date) : v)),
    ]);
    t = Date.now();
    await openPlayground(h.page, h.url);
    await selectSheet(h.page, tabs.deals!);
    await h.page.waitForSelector('#grid td[data-cell="E2"]');
    const load = Date.now() - t;
    figures.push(`page load (Donnes shown): ${seconds(load)}`);
    const last = rows.length + 1;
    await h.page.locator("#grid-wrap").evaluate((w) => w.scrollTo(0, w.scrollHeight));
    await h.page.waitForSelector(`#grid td[data-cell="E${last}"]`);
    expect(await h.page.locator(`#grid td[data-cell="E${last}"]`).textContent()).toBe(
      String(rows[last - 2]![4]),
    );
    expect(await h.page.locator("#grid tbody tr").count()).toBeLessThan(400);
    await screenshot(h.page, "tarot-club-deals");
    expect(load).toBeLessThan(15_000);
  });

  it("« Vérifier et calculer », then one player's chart", async () => {
    await clickMenuItem(h.page, "showSidebar");
    frame = await sidebarFrame(h.page);
    await idle(frame);
    await refresh(frame);
    expect((await text(frame, "#tarot-status")).replace(/\s+/g, " ")).toMatch(/^104 tournois · /);
    let t = Date.now();
    await act(frame, "computeTarot");
    figures.push(`Check and compute: ${seconds(Date.now() - t)}`);
    expect(await noticeText(frame)).toMatch(/^104 tournois et .* lignes de donnes vérifiés/);
    const options = await frame.locator("#tarot-player option").allTextContents();
    const pick = options.find((o) => o !== (options[0] ?? ""))!;
    t = Date.now();
    await showPlayerChart(h, frame, tabs.chart!, pick, new RegExp(`— ${pick} au `), 60_000);
    // « d'Anne 10 », « de Bruno 3 »: French elides before a vowel
    const of = /^[AEIOUYÉ]/.test(pick) ? "d'" : "de ";
    expect(await noticeText(frame)).toBe(
      `Graphique ${of}${pick} dessiné (onglet «\u00a0${tabs.chart}\u00a0»).`,
    );
    figures.push(`one player's chart: ${seconds(Date.now() - t)}`);
    await screenshot(h.page, "tarot-club-chart");
  });
});
