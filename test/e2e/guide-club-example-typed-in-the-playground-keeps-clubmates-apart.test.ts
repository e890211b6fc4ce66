/**
 * The Swiss guide's club example (docs/guide/fr/swiss.md, « Exemple : 16 joueurs de 4 clubs »), end
 * to end in chromium through the playground and the real build: the organiser picks « Chaque ronde »
 * for the club protection in the New-event dialog, types the guide's 16 players and their clubs in
 * the grid, generates round 1 from the sidebar — no two clubmates meet, as the guide says — and
 * switches the protection off from the Players card.
 */
import { readFileSync } from "node:fs";
import type { Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, type Harness, sidebarFrame } from "./harness";
import {
  act,
  dialogFrame,
  idle,
  type Json,
  refresh,
  serverState,
  startEmptyHarness,
  typeRows,
} from "./sidebar-helpers";

/** The guide's table between its guide-example markers: [name, club]. */
function guidePlayers(): [string, string][] {
  const text = readFileSync("docs/guide/fr/swiss.md", "utf8");
  const start = text.indexOf("<!-- guide-example: clubs -->");
  return text
    .slice(start, text.indexOf("<!-- /guide-example -->", start))
    .split("\n")
    .filter((l) => l.startsWith("| ") && !l.startsWith("|---"))
    .slice(1)
    .map((l) => l.split("|").map((c) => c.trim()))
    .map((c) => [c[1]!, c[2]!] as [string, string]);
}

const key = (club: string): string =>
  club
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s/g, "");

describe.skipIf(!chromiumAvailable())("the guide's 16 players from 4 clubs in the playground (fr_FR)", () => {
  let h: Harness;
  let frame: Frame;
  let dialogs: string[];
  const players = guidePlayers();

  beforeAll(async () => {
    ({ h, frame, dialogs } = await startEmptyHarness("fr_FR", "Open des clubs"));
  });

  afterAll(async () => {
    await h?.close();
  });

  it("the New-event dialog offers the club protection; « Chaque ronde » is kept with the event", async () => {
    expect(players.length).toBe(16);
    await frame.locator("#new-event-btn").click();
    const d = await dialogFrame(h.page);
    expect(await d.locator("#ne-protect option").allTextContents()).toEqual([
      "Aucune",
      "Ronde 1 seulement",
      "Chaque ronde",
    ]);
    expect(await d.locator("#ne-protect").inputValue()).toBe("off");
    await d.locator("#ne-name").fill("Open des clubs");
    await d.locator("#ne-protect").selectOption("every");
    await d.locator("#ne-create").click();
    await d.waitForFunction(() => document.getElementById("ne-done")?.hidden === false, undefined, {
      timeout: 15_000,
    });
    await h.page.waitForSelector("#modal", { state: "hidden", timeout: 15_000 });
    await expect
      .poll(
        async () => {
          frame = await sidebarFrame(h.page);
          return frame.locator("#protect-clubs").inputValue();
        },
        { timeout: 15_000 },
      )
      .toBe("every");
    expect(serverState(h).event.protectClubs).toBe("every");
  });

  it("the guide's players typed in the grid: round 1 pairs no two clubmates", async () => {
    await typeRows(h.page, "Joueurs", 2, players);
    await refresh(frame);
    await act(frame, "generateRound");
    const club = new Map(players.map(([n, c]) => [n, key(c)]));
    const tables = serverState(h).progress.tables as Json[];
    expect(tables.length).toBe(8);
    for (const t of tables) expect(club.get(t.a), `${t.a} – ${t.b}`).not.toBe(club.get(t.b));
  });

  it("the Players card switches the protection off", async () => {
    await idle(frame);
    await frame.locator("#protect-clubs").selectOption("off");
    await idle(frame);
    await expect.poll(() => "protectClubs" in serverState(h).event, { timeout: 15_000 }).toBe(false);
    expect(dialogs).toEqual([]);
  });
});
