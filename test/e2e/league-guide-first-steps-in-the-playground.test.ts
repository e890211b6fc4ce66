/**
 * The league guide's first steps (docs/guide/fr/league.md, « La saison pas à pas » 1–2) done in the
 * playground as a newcomer reads them, typing in the grid only what the guide asks: the teams' names,
 * then in Effectifs the four columns it calls required. The roster's Équipe and Faction cells offer
 * their dropdowns as in Sheets, Inscrit le refuses « douze » as Sheets does, and Générer le
 * calendrier turns on.
 */
import type { Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, type Harness, revealCell, selectSheet } from "./harness";
import { button, refresh, startEventHarness, typeRows } from "./sidebar-helpers";

const TEAMS = ["Les Loups de Brest", "Les Aigles de Quimper"];
const PLAYERS = ["Anne", "Bastien", "Chloé", "Denis"];

describe.skipIf(!chromiumAvailable())("the league guide's first steps in the playground (fr_FR)", () => {
  let h: Harness;
  let frame: Frame;

  beforeAll(async () => {
    ({ h, frame } = await startEventHarness("Ligue de Bretagne", {
      system: "league-kow",
      name: "Inter-clubs",
      date: "2027-01-10",
    }));
  });

  afterAll(async () => {
    await h?.close();
  });

  it("Équipe and Faction offer their lists; Inscrit le refuses « douze »", async () => {
    await typeRows(
      h.page,
      "Équipes",
      2,
      TEAMS.map((t) => [t]),
    );
    await selectSheet(h.page, "Effectifs");
    await revealCell(h.page, "B2");
    const team = h.page.locator('#grid td[data-cell="B2"]');
    expect(await team.getAttribute("class")).toMatch(/\blist\b/);
    expect(await team.getAttribute("title")).toContain(`▾ ${TEAMS.join(" · ")}`);
    const faction = h.page.locator('#grid td[data-cell="D2"]');
    expect(await faction.getAttribute("title")).toMatch(/▾ Abyssal Dwarfs · /);
    expect(await h.page.locator('#grid td[data-cell="E2"]').getAttribute("class")).toMatch(/\blist\b/);
    await h.page.locator('#grid td[data-cell="C2"]').click();
    await h.page.locator("#formula-input").fill("douze");
    await h.page.locator("#formula-input").press("Enter");
    await h.page.locator("#toasts .toast.error", { hasText: "C2" }).waitFor();
    expect((await h.page.locator('#grid td[data-cell="C2"]').textContent())?.trim()).toBe("");
  });

  it("the required columns only, typed in the grid: Générer le calendrier turns on", async () => {
    const rows = TEAMS.flatMap((team, t) =>
      PLAYERS.map((first) => [`${first} ${t + 1}`, team, "01/12/2026", t === 0 ? "Basileans" : "Elves"]),
    );
    await typeRows(h.page, "Effectifs", 2, rows);
    await refresh(frame);
    expect(await button(frame, "generateCalendar")).toMatchObject({ enabled: true });
  });
});
