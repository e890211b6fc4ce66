/**
 * Dust Tactics early end (RULES §2), end to end in chromium through the playground and the real
 * build: 4 players, 3 rounds planned, French spreadsheet. Round 1's winners meet in round 2, so at
 * the start of round 3 exactly one entrant is undefeated: the sidebar says the Swiss phase is over
 * and names them, Generate is disabled with that reason, Publish still works. The winner's name is
 * hostile markup: it must show as text.
 *
 * Screenshot (git-ignored): test-artifacts/event-dust-early-sidebar.png.
 */
import type { Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, type Harness, selectSheet } from "./harness";
import {
  act,
  alertText,
  button,
  gridWhen,
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

const WINNER = "<b>Zoé</b> & Cie";
const PLAYERS: [string, string, string, number][] = [
  ["Anne Roy", "Brest", "", 300],
  ["Bastien Lac", "Quimper", "", 280],
  [WINNER, "Lorient", "", 295],
  ["Denis Marc", "Vannes", "", 300],
];

const armyLeft = (name: string) => 60 + 20 * PLAYERS.findIndex((p) => p[0] === name);

/** Dust layout of the Rounds tab: G/H army points left, J/K scores. WINNER wins, else the lower name. */
async function playRound(h: Harness): Promise<void> {
  const st = serverState(h);
  await selectSheet(h.page, "Rondes");
  for (const g of st.progress.tables as Json[]) {
    if (g.b === "") continue;
    const aWins = g.a === WINNER || (g.b !== WINNER && g.a < g.b);
    // army points left differ by player: no tie left for a play-off
    await typeAt(h.page, "G", g.row, armyLeft(g.a));
    await typeAt(h.page, "H", g.row, armyLeft(g.b));
    await typeAt(h.page, "J", g.row, aWins ? 3 : 1);
    await typeAt(h.page, "K", g.row, aWins ? 1 : 3);
  }
}

describe.skipIf(!chromiumAvailable())(
  "Dust: a single undefeated entrant ends the Swiss phase early (fr_FR)",
  () => {
    let h: Harness;
    let frame: Frame;
    let dialogs: string[] = [];

    beforeAll(async () => {
      // the New-event dialog is covered by swiss-event-created-and-played-from-the-sidebar.test.ts: create the event directly
      ({ h, frame, dialogs } = await startEventHarness("Jeudi Dust", {
        system: "dust",
        name: "Dust du jeudi",
        date: "2025-11-20",
        rounds: 3,
        topCut: 0,
      }));
    });

    afterAll(async () => {
      await h?.close();
    });

    it("plays rounds 1 and 2 from the sidebar; results typed in the grid", async () => {
      await typeRows(h.page, "Joueurs", 2, PLAYERS);
      await refresh(frame);
      expect(await text(frame, "#event-name")).toBe("Dust du jeudi");
      expect(await text(frame, "#players-line")).toBe("Joueurs actifs\u00a0: 4 · retraits\u00a0: 0");
      for (const round of [1, 2]) {
        await act(frame, "generateRound");
        expect(await text(frame, "#status-line")).toBe(`Ronde ${round} sur 3`);
        expect(await frame.locator("#missing li").count()).toBe(2);
        await playRound(h);
        await refresh(frame);
        expect(await text(frame, "#results-line")).toBe("Tous les résultats sont saisis.");
      }
      // round 2 paired round 1's winners: the winner of that game is the only one left undefeated
      const st = serverState(h);
      expect(st.progress.endedEarly).toBe(true);
      expect(st.progress.earlyWinner).toBe(WINNER);
    });

    it("says the Swiss phase is over, names the winner, and disables Generate with that reason", async () => {
      expect(await text(frame, "#status-line")).toBe("Événement terminé");
      expect(await text(frame, "#status-hint")).toBe(
        `Fin anticipée des rondes suisses\u00a0: ${WINNER} est le seul joueur invaincu.`,
      );
      const messages = await frame.locator("#messages li").allTextContents();
      expect(messages.join("\n")).toContain(
        `Phase suisse terminée après la ronde 2\u00a0: ${WINNER} est le seul joueur invaincu (règle Dust Tactics).`,
      );
      expect(await button(frame, "generateRound")).toEqual({
        label: "Générer la ronde 3",
        enabled: false,
        why: `la phase suisse est terminée\u00a0: ${WINNER} est le seul joueur invaincu (règle Dust Tactics)`,
      });
      expect(await frame.locator("#btn-generateRound").getAttribute("title")).toMatch(/seul joueur invaincu/);
      expect(await button(frame, "topCut")).toMatchObject({ enabled: false });
      expect(serverState(h).playoffs).toEqual([]);
      // the name is text, never markup
      expect(await frame.locator("#sidebar b").count()).toBe(0);
      expect(dialogs).toEqual([]);
    });

    it("Publish still works: the Public tab gets the final standings", async () => {
      await act(frame, "publish");
      expect(await alertText(frame)).toBe("");
      expect(await noticeText(frame)).toBe("Onglet «\u00a0Public\u00a0» mis à jour.");
      const pub = (await gridWhen(h.page, "Public", 20, 12, (g) => g.flat().includes(WINNER))).flat();
      expect(pub[0]).toBe("Dust du jeudi");
      expect(pub).toContain(WINNER);
      // where the event stands, and nothing stale: no "Ronde 3 sur 3", no pairings of round 2
      expect(pub).toContain(
        `Événement terminé après la ronde 2\u00a0: ${WINNER} est le seul joueur invaincu`,
      );
      expect(pub.filter((c) => /^Ronde \d+ sur \d+|^Appariements/.test(c))).toEqual([]);
      await selectSheet(h.page, "Public");
      await shoot(h, "event-dust-early-public", "page");
      // still over, Generate still disabled after the action's new state
      expect(await text(frame, "#status-line")).toBe("Événement terminé");
      expect(await button(frame, "generateRound")).toMatchObject({ enabled: false });
      await shoot(h, "event-dust-early-sidebar", "sidebar");
    });
  },
);
