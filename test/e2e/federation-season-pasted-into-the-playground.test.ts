/**
 * The playground holds a real season: a federation's circuit (10 seasons × 40 tournaments × 120 players, 3 absent
 * from every tenth tournament: 47,880 results, the circuit bench's, test/integration/circuit/federation.ts) pasted into the Tournaments and Results tabs from the clipboard
 * as an organiser pastes a club list, then « Vérifier et calculer », then the ranking at a past date.
 *
 * The clipboard is the system one: the context is granted clipboard access, the test writes the tab-separated
 * text with navigator.clipboard and presses Ctrl+V on the grid (the page reads the paste event's clipboardData).
 *
 * The figures (paste, page load, Check and compute, a past date) are printed; the bounds asserted are generous
 * (about 3× the goals: a page load under 5 s, Check and compute under 10 s) so that a loaded machine does not
 * fail them. Heavy (a minute or more): it runs with ARBITRE_BIG_PLAYGROUND=1 only.
 *
 * While the server computes, the page shows « Calcul en cours… ».
 *
 * Screenshots: test-artifacts/federation-results-pasted.png, federation-ranking.png, federation-past-date.png.
 */
import type { Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { federationRows } from "../integration/circuit/federation";
import { chromiumAvailable, type Harness, openPlayground, screenshot, selectSheet } from "./harness";
import { settled } from "./playground-helpers";
import { act, noticeText, refresh, serverState, startEventHarness, text } from "./sidebar-helpers";

const BIG = process.env.ARBITRE_BIG_PLAYGROUND === "1";
const SIZE = { seasons: 10, tournaments: 40, players: 120, pool: 1200, absent: 3 };

/** Rows as an organiser copies them from a spreadsheet: tab-separated, dates as fr_FR shows them, \r\n. */
export function clipboardText(rows: unknown[][]): string {
  const cell = (v: unknown): string => {
    const s =
      typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v.split("-").reverse().join("/") : String(v);
    return /[\t\r\n"]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
  };
  return `${rows.map((r) => r.map(cell).join("\t")).join("\r\n")}\r\n`;
}

/** Pastes `text` at a cell of a tab through the system clipboard; resolves once the grid shows the result. */
export async function pasteFromClipboard(h: Harness, sheet: string, a1: string, text: string): Promise<void> {
  await selectSheet(h.page, sheet);
  await h.page.locator(`#grid td[data-cell="${a1}"]`).click();
  await h.page.evaluate((t) => navigator.clipboard.writeText(t), text);
  const done = h.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/paste", {
    timeout: 120_000,
  });
  await h.page.keyboard.press("Control+V");
  expect(((await (await done).json()) as { ok: boolean }).ok).toBe(true);
  await settled(h.page);
}

const seconds = (ms: number): string => `${(ms / 1000).toFixed(1)} s`;

describe.skipIf(!chromiumAvailable() || !BIG)(
  "a federation's season pasted into the playground (fr_FR)",
  () => {
    let h: Harness;
    let frame: Frame;
    let tabs: Record<string, string>;
    const lastYear = new Date().getUTCFullYear() - 1;
    const rows = federationRows(SIZE, lastYear, "fr");
    const figures: string[] = [];

    beforeAll(async () => {
      ({ h, frame } = await startEventHarness("Fédération Grand Sud", {
        system: "circuit-masters",
        name: "Circuit fédéral",
        date: `${lastYear - SIZE.seasons + 1}-01-01`,
      }));
      h.page.setDefaultTimeout(60_000);
      await h.context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: h.url });
      tabs = serverState(h).circuit.tabs;
    }, 120_000);

    afterAll(async () => {
      console.log(
        `Federation in the playground (${rows.results.length} results):\n  ${figures.join("\n  ")}`,
      );
      await h?.close();
    });

    it("the tournaments and the results pasted from the clipboard land in their tabs", async () => {
      let t = Date.now();
      await pasteFromClipboard(h, tabs.tournaments!, "A2", clipboardText(rows.tournaments));
      figures.push(`paste ${rows.tournaments.length} tournaments: ${seconds(Date.now() - t)}`);
      t = Date.now();
      await pasteFromClipboard(h, tabs.results!, "A2", clipboardText(rows.results));
      const paste = Date.now() - t;
      figures.push(`paste ${rows.results.length} results: ${seconds(paste)}`);
      const s = h.playground.bundle().standin;
      const n = rows.results.length;
      expect(s.values(`'${tabs.results}'!A${n + 1}:C${n + 1}`)).toEqual([rows.results[n - 1]!.slice(0, 3)]);
      expect(s.values(`'${tabs.tournaments}'!C2`)[0]![0]).toBeInstanceOf(Date);
      expect(await h.page.locator('#grid td[data-cell="B2"]').textContent()).toBe(
        String(rows.results[0]![1]),
      );
      // the grid draws the rows in sight, not 47,880
      expect(await h.page.locator("#grid tbody tr").count()).toBeLessThan(400);
      expect(paste).toBeLessThan(120_000);
    });

    it("the page loads with the results tab shown in a few seconds; its last row is reached by scrolling", async () => {
      const t = Date.now();
      await openPlayground(h.page, h.url);
      await selectSheet(h.page, tabs.results!);
      await h.page.waitForSelector('#grid td[data-cell="B2"]');
      const load = Date.now() - t;
      figures.push(`page load (results tab shown): ${seconds(load)} (goal 5 s)`);
      const last = rows.results.length + 1;
      await h.page.locator("#grid-wrap").evaluate((w) => w.scrollTo(0, w.scrollHeight));
      await h.page.waitForSelector(`#grid td[data-cell="B${last}"]`);
      expect(await h.page.locator(`#grid td[data-cell="B${last}"]`).textContent()).toBe(
        String(rows.results[last - 2]![1]),
      );
      await screenshot(h.page, "federation-results-pasted");
      expect(load).toBeLessThan(15_000);
    });

    it("« Vérifier et calculer »: the ranking after the last tournament", async () => {
      frame = await reopenSidebar(h);
      await refresh(frame);
      expect(await text(frame, "#circuit-status")).toMatch(/400 tournois · 47[  ]?880 résultats/);
      const t = Date.now();
      const computing = act(frame, "computeCircuit");
      // the page stays usable and says the server is at work
      await h.page.waitForSelector("#busy:not([hidden])");
      expect(await h.page.locator("#busy").textContent()).toBe("Calcul en cours…");
      await computing;
      await frame.waitForSelector("#circuit-shown");
      const compute = Date.now() - t;
      figures.push(`Check and compute: ${seconds(compute)} (goal 10 s)`);
      expect(await text(frame, "#circuit-shown")).toMatch(/Classement après le dernier tournoi/);
      await selectSheet(h.page, tabs.ranking!);
      await screenshot(h.page, "federation-ranking");
      expect(compute).toBeLessThan(30_000);
    });

    it("the ranking at a past date", async () => {
      const date = `${lastYear - 3}-06-30`;
      await frame.locator("#circuit-date").fill(date);
      const t = Date.now();
      await act(frame, "computeCircuit");
      figures.push(`ranking at ${date}: ${seconds(Date.now() - t)}`);
      expect(await text(frame, "#circuit-shown")).toMatch(new RegExp(`Classement au 30/06/${lastYear - 3}`));
      expect(await noticeText(frame)).not.toBe("");
      await selectSheet(h.page, tabs.ranking!);
      await screenshot(h.page, "federation-past-date");
    });
  },
);

async function reopenSidebar(h: Harness): Promise<Frame> {
  const { clickMenuItem, sidebarFrame } = await import("./harness");
  await clickMenuItem(h.page, "showSidebar");
  const frame = await sidebarFrame(h.page);
  await frame.waitForFunction(() => !document.body.hasAttribute("aria-busy"));
  return frame;
}
