/**
 * The playground in a real browser (Debian chromium via playwright-core): the demo renders, edits recompute
 * formulas, the Arbitre menu opens the real sidebar, and the sidebar's google.script.run reaches the server.
 */
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  cellInput,
  cellText,
  clickMenuItem,
  type Harness,
  screenshot,
  selectSheet,
  setCell,
  sidebarFrame,
  startHarness,
} from "./harness";

let h: Harness;

beforeAll(async () => {
  if (!existsSync("build/Code.js") || !existsSync("build/Sidebar.html")) {
    execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  }
  h = await startHarness();
});

afterAll(async () => {
  await h?.close();
});

describe("playground", () => {
  it("renders the demo spreadsheet with computed formulas", async () => {
    const tabs = await h.page.locator("#tabs button").allTextContents();
    expect(tabs).toEqual(["Joueurs", "Résultats", "Elo", "Variations", "Classement", "Masters"]);
    expect(await cellText(h.page, "A2", "Joueurs")).toBe("Alice Martin");
    expect(await cellText(h.page, "B2", "Elo")).toBe("1850");
    expect(await cellText(h.page, "D3", "Elo")).toBe("50"); // =ELO_K(8)
    expect(await cellText(h.page, "E2", "Elo")).toBe("2,5"); // fr_FR display
    expect(await cellText(h.page, "B2", "Classement")).toBe("Alice Martin"); // =STANDINGS(…) spilled
    expect(await cellInput(h.page, "A1", "Classement")).toMatch(/^=STANDINGS\(/);
  });

  it("editing a cell recomputes the formulas that depend on it", async () => {
    expect(await cellText(h.page, "B10", "Elo")).toBe("13135");
    await setCell(h.page, "C2", "1900", "Joueurs");
    expect(await cellText(h.page, "C2")).toBe("1900");
    expect(await cellText(h.page, "B2", "Elo")).toBe("1900");
    expect(await cellText(h.page, "B10")).toBe("13185");
    await setCell(h.page, "H2", "=B2*2");
    expect(await cellText(h.page, "H2")).toBe("3800");
    expect(await cellInput(h.page, "H2")).toBe("=B2*2");
    await setCell(h.page, "H3", "=NOPE()");
    expect(await cellText(h.page, "H3")).toBe("#NAME?");
  });

  it("the Arbitre menu opens the real sidebar", async () => {
    await selectSheet(h.page, "Joueurs");
    await clickMenuItem(h.page, "showSidebar");
    const frame = await sidebarFrame(h.page);
    expect(await h.page.locator("#sidebar-panel").isVisible()).toBe(true);
    expect(await frame.locator("body").count()).toBe(1);
    expect(h.playground.bundle().ui.lastSidebar()?.kind).toBe("sidebar");
    await screenshot(h.page, "playground-sidebar");
  });

  it("google.script.run in the sidebar round-trips to the server", async () => {
    const frame = await sidebarFrame(h.page);
    const answer = await frame.evaluate(
      () =>
        new Promise<unknown>((resolve, reject) => {
          const run = (
            window as unknown as { google: { script: { run: Record<string, (...a: unknown[]) => unknown> } } }
          ).google.script.run;
          const runner = (run.withSuccessHandler as (f: (v: unknown, u: unknown) => void) => typeof run)(
            (v, u) => resolve({ v, u }),
          );
          const withFailure = (runner.withFailureHandler as (f: (e: Error) => void) => typeof run)((e) =>
            reject(e),
          );
          const withUser = (withFailure.withUserObject as (o: unknown) => typeof run)("moi");
          (withUser.arbitrePing as () => void)();
        }),
    );
    expect(answer).toMatchObject({ v: { ok: true }, u: "moi" });

    const refused = await frame.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const run = (
            window as unknown as { google: { script: { run: Record<string, (...a: unknown[]) => unknown> } } }
          ).google.script.run;
          const r = (run.withFailureHandler as (f: (e: Error) => void) => typeof run)((e) =>
            resolve(e.message),
          );
          (r.arbitrePing as (d: Date) => void)(new Date());
        }),
    );
    expect(refused).toMatch(/illegal value/);

    // The sidebar's own button, when this build's sidebar has one.
    const ping = frame.locator("#ping");
    if ((await ping.count()) > 0 && (await ping.isVisible())) {
      await ping.click();
      await frame.waitForFunction(() =>
        (document.getElementById("answer")?.textContent ?? "").includes("Arbitre"),
      );
    }
    await h.page.waitForSelector('#counter tr[data-key="Spreadsheet.getSpreadsheetLocale"]');
    expect(h.playground.bundle().counter.count()).toBeGreaterThan(0);
    expect(h.consoleMessages.filter((m) => m.startsWith("pageerror"))).toEqual([]);
    await screenshot(h.page, "playground");
  });
});
