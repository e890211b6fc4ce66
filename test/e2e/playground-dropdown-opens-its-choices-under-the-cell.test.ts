/**
 * The ▾ of a dropdown cell (a "value in list" data validation) opens its list of choices under the cell, as in
 * Sheets; a click on a choice enters it. The cells are those of a real event's rounds tab (the loser's
 * confirmation), made by the add-on itself. The declared winner has a rule but no list (its choices, the two
 * players of the row, differ from row to row): no ▾, its help text as the cell's tooltip, and input the rule
 * refuses is refused with that text.
 *
 * Screenshot: test-artifacts/playground-dropdown.png.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cellInput,
  cellText,
  chromiumAvailable,
  type Harness,
  openPlayground,
  screenshot,
  selectSheet,
  setCell,
  startHarness,
} from "./harness";

// biome-ignore lint/suspicious/noExplicitAny: answers are plain JSON from the bundle.
type Json = any;

describe.skipIf(!chromiumAvailable())("dropdown cells: ▾ opens the choices", () => {
  let h: Harness;
  let rounds = "";
  let game: { a: string; b: string; row: number };
  let other: { a: string; b: string; row: number };

  beforeAll(async () => {
    h = await startHarness();
    h.page.setDefaultTimeout(8000);
    // An event with 4 players and its round 1, made by the add-on's server functions.
    const b = h.playground.bundle();
    const created: Json = b.call("arbitreCreateEvent", {
      system: "confrerie",
      name: "Open du club",
      date: "2025-04-12",
      topCut: 0,
    });
    expect(created.ok).toBe(true);
    const tabs = created.state.event.tabs;
    rounds = tabs.rounds;
    b.standin.write(`'${tabs.players}'!A2`, [["Alice"], ["Bruno"], ["Chloé"], ["David"]]);
    const generated: Json = b.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(generated.ok).toBe(true);
    [game, other] = (b.call("arbitreGetState") as Json).progress.tables;
    await openPlayground(h.page, h.url);
    await selectSheet(h.page, rounds);
  });

  afterAll(async () => {
    await h?.close();
  });

  it("a dropdown cell shows ▾ and keeps its value as text", async () => {
    const cell = h.page.locator(`#grid td[data-cell="I${game.row}"]`);
    await expect.poll(() => cell.locator(".dropdown").count()).toBe(1);
    expect(await cell.locator(".dropdown").getAttribute("aria-label")).toBe("Choisir dans la liste");
    expect(await cellText(h.page, `I${game.row}`)).toBe("");
    expect(await h.page.locator("#choices").isHidden()).toBe(true);
  });

  it("clicking ▾ opens the choices under the cell", async () => {
    const cell = h.page.locator(`#grid td[data-cell="I${game.row}"]`);
    await cell.locator(".dropdown").click();
    const choices = h.page.locator("#choices");
    await choices.waitFor({ state: "visible" });
    expect(await choices.locator("li").allTextContents()).toEqual(["Oui", "Contesté"]);
    expect(await choices.getAttribute("aria-label")).toBe(`Choix pour I${game.row}`);
    // the list hangs from the cell, and the cell is selected
    const c = (await cell.boundingBox())!;
    const l = (await choices.boundingBox())!;
    expect(Math.abs(l.y - (c.y + c.height))).toBeLessThan(3);
    expect(Math.abs(l.x - c.x)).toBeLessThan(3);
    expect(await h.page.locator("#cell-ref").textContent()).toBe(`I${game.row}`);
    await screenshot(h.page, "playground-dropdown");
  });

  it("stays open when the page re-renders after a poll", async () => {
    const before = await h.page.evaluate(() => fetch("/api/version").then((r) => r.json()));
    const rendered = h.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/state", {
      timeout: 15_000,
    });
    await h.page.evaluate(() => fetch("/api/counter/reset", { method: "POST", body: "{}" }));
    await rendered;
    expect((await h.page.evaluate(() => fetch("/api/version").then((r) => r.json()))).version).not.toBe(
      before.version,
    );
    expect(await h.page.locator("#choices").isVisible()).toBe(true);
    expect(await h.page.locator("#choices li").count()).toBe(2);
  });

  it("a click on a choice enters it", async () => {
    const done = h.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/state");
    await h.page.locator('#choices li[data-choice="Oui"]').click();
    await done;
    await h.page.locator("#choices").waitFor({ state: "hidden" });
    expect(await cellText(h.page, `I${game.row}`)).toBe("Oui");
    expect(await cellInput(h.page, `I${game.row}`)).toBe("Oui");
  });

  it("the declared winner has no ▾ but says what to type; another table's player is refused, one of the two taken", async () => {
    const cell = h.page.locator(`#grid td[data-cell="H${game.row}"]`);
    expect(await cell.locator(".dropdown").count()).toBe(0);
    const help =
      "Saisissez le nom de Joueur A (colonne C) ou de Joueur B (colonne D) de cette ligne, tel qu'il y est écrit.";
    expect(await cell.getAttribute("title")).toBe(help);
    await setCell(h.page, `H${game.row}`, other.a);
    await h.page.locator("#toasts .toast.error", { hasText: `H${game.row}\u00a0: ${help}` }).waitFor();
    expect(await cellText(h.page, `H${game.row}`)).toBe("");
    await setCell(h.page, `H${game.row}`, game.b);
    await expect.poll(() => cellText(h.page, `H${game.row}`)).toBe(game.b);
  });

  it("Escape or a second click on ▾ closes the list", async () => {
    const marker = h.page.locator(`#grid td[data-cell="I${other.row}"] .dropdown`);
    await marker.click();
    await h.page.locator("#choices").waitFor({ state: "visible" });
    expect(await h.page.locator("#choices li").allTextContents()).toEqual(["Oui", "Contesté"]);
    await h.page.keyboard.press("Escape");
    await h.page.locator("#choices").waitFor({ state: "hidden" });
    await marker.click();
    await h.page.locator("#choices").waitFor({ state: "visible" });
    await marker.click();
    await h.page.locator("#choices").waitFor({ state: "hidden" });
  });

  it("Alt+↓ on a selected dropdown cell opens it too; ↓ and Enter pick a choice", async () => {
    await h.page.locator(`#grid td[data-cell="I${other.row}"]`).click();
    await h.page.keyboard.press("Alt+ArrowDown");
    await h.page.locator("#choices").waitFor({ state: "visible" });
    const first = await h.page.locator("#choices li").first().textContent();
    await h.page.keyboard.press("ArrowDown");
    await h.page.keyboard.press("ArrowUp");
    const done = h.page.waitForResponse((r) => new URL(r.url()).pathname === "/api/state");
    await h.page.keyboard.press("Enter");
    await done;
    await h.page.locator("#choices").waitFor({ state: "hidden" });
    expect(await cellText(h.page, `I${other.row}`)).toBe(first);
    expect(h.consoleMessages.filter((m) => m.startsWith("pageerror"))).toEqual([]);
  });
});
