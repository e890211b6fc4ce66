/**
 * Swapping two players by hand from the sidebar, end to end in chromium through the playground and
 * the real build (French spreadsheet): the organiser opens "Modifier les tables à la main", picks
 * two players of round 1, swaps them; the Rounds grid and the sidebar's tables show the new
 * pairing with its reason; "Annuler : Échanger …" puts the draw back.
 *
 * Screenshot (git-ignored): test-artifacts/event-swap-sidebar.png (the swap panel open).
 */
import type { Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cellText, chromiumAvailable, type Harness, selectSheet } from "./harness";
import {
  act,
  alertText,
  button,
  idle,
  type Json,
  noticeText,
  refresh,
  serverState,
  shoot,
  startEventHarness,
  text,
  typeAt,
  typeRows,
} from "./sidebar-helpers";

const PLAYERS: [string, string][] = [
  ["Anne Roy", "Brest"],
  ["Bastien Lac", "Quimper"],
  ["Chloé Durand", "Lorient"],
  ["Denis Marc", "Vannes"],
  ["Élise Noël", "Brest"],
  ["Jean-Loïc O'Connor", "Quimper"],
];

describe.skipIf(!chromiumAvailable())("swapping two players by hand from the sidebar (fr_FR)", () => {
  let h: Harness;
  let frame: Frame;
  let dialogs: string[] = [];

  beforeAll(async () => {
    ({ h, frame, dialogs } = await startEventHarness("Club du mardi", {
      system: "confrerie",
      name: "Ronde du mardi",
      date: "2025-11-25",
      rounds: 3,
      topCut: 0,
    }));
  });

  afterAll(async () => {
    await h?.close();
  });

  it("swaps two players of different tables; the grid and the sidebar show the new tables and why", async () => {
    await typeRows(h.page, "Joueurs", 2, PLAYERS);
    await refresh(frame);
    await act(frame, "generateRound");
    const before = serverState(h).progress.tables as Json[];
    const [t1, t2] = before;
    const panel = frame.locator("#swap-details");
    expect(await panel.isVisible()).toBe(true);
    expect(await text(frame, "#swap-details summary")).toBe("Modifier les tables à la main");
    await frame.locator("#swap-details summary").click();
    await frame.locator("#swap-a").selectOption(t1.b);
    await frame.locator("#swap-b").selectOption(t2.a);
    expect(await button(frame, "swapPlayers")).toMatchObject({ label: "Échanger", enabled: true });
    await shoot(h, "event-swap-sidebar", "sidebar", async (tab) => {
      await tab.locator("#swap-details summary").click();
      await tab.locator("#swap-a").selectOption(t1.b);
      await tab.locator("#swap-b").selectOption(t2.a);
    });
    await act(frame, "swapPlayers");
    expect(await alertText(frame)).toBe("");
    expect(await noticeText(frame)).toBe(`${t1.b} et ${t2.a} ont échangé leur place (ronde 1)`);
    // the Rounds grid, as the players read it
    expect(await cellText(h.page, `D${t1.row}`, "Rondes")).toBe(t2.a);
    expect(await cellText(h.page, `C${t2.row}`, "Rondes")).toBe(t1.b);
    expect(await cellText(h.page, `K${t1.row}`, "Rondes")).toBe(
      "Table modifiée à la main par l'organisateur.",
    );
    // the sidebar's list of tables says why
    await frame.locator("#tables-details summary").click();
    const items = await frame.locator("#tables-list li").allTextContents();
    expect(items.join("\n")).toContain("Table modifiée à la main par l'organisateur.");
  });

  it("Undo last action swaps them back", async () => {
    const undo = frame.locator("#btn-undoLastAction");
    expect((await undo.textContent())?.trim()).toMatch(/^Annuler\u00a0: Échanger .+ et .+$/);
    await undo.click();
    await idle(frame);
    expect(await alertText(frame)).toBe("");
    const tables = serverState(h).progress.tables as Json[];
    expect(await cellText(h.page, `D${tables[0].row}`, "Rondes")).toBe(tables[0].b);
    expect(tables[0].why).toMatch(/^Ronde 1\u00a0: .* contre .*, table tirée au sort\.$/);
  });

  it("once a result is typed, the swap is disabled and says why", async () => {
    const t = (serverState(h).progress.tables as Json[])[0];
    await selectSheet(h.page, "Rondes");
    await typeAt(h.page, "H", t.row, t.a);
    await refresh(frame);
    expect(await button(frame, "swapPlayers")).toEqual({
      label: "Échanger",
      enabled: false,
      why: "des résultats de la ronde 1 sont déjà saisis\u00a0: les tables ne peuvent plus changer (effacez-les d'abord)",
    });
    expect(dialogs).toEqual([]);
  });
});
