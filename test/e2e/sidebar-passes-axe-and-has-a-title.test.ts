/**
 * The sidebar's own screens pass axe-core (WCAG 2.1 A and AA) and its document has a title: with no
 * event yet, with a Swiss event during a round, then a new league, circuit and Tarot club.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "./axe";
import { chromiumAvailable } from "./harness";
import { act, startConfrerieRodez, startEmptyHarness, startEventHarness } from "./sidebar-helpers";

describe.skipIf(!chromiumAvailable())("the sidebar for axe-core", () => {
  let empty: Awaited<ReturnType<typeof startEmptyHarness>> | undefined;
  let swiss: Awaited<ReturnType<typeof startConfrerieRodez>> | undefined;

  afterAll(async () => {
    await empty?.h.close();
    await swiss?.h.close();
  });

  beforeAll(async () => {
    empty = await startEmptyHarness("fr_FR", "Club de Rodez");
  }, 60_000);

  it("no event yet: a title, no violation", async () => {
    const frame = empty!.frame;
    expect(await frame.evaluate(() => document.title)).toBe("Arbitre");
    expect(await axeViolations(frame)).toEqual([]);
    await empty!.h.close();
    empty = undefined;
  }, 60_000);

  it("a Swiss event during a round: no violation", async () => {
    swiss = await startConfrerieRodez();
    await act(swiss.frame, "generateRound");
    await act(swiss.frame, "timerStart");
    expect(await swiss.frame.evaluate(() => document.title)).toBe("Arbitre");
    expect(await axeViolations(swiss.frame)).toEqual([]);
  }, 90_000);

  for (const [system, name] of [
    ["league-kow", "Inter-clubs 2025"],
    ["circuit-masters", "Masters Grand Sud 2025"],
    ["tarot-duplicate", "Simultané du club"],
  ] as const)
    it(`a new ${system}: no violation`, async () => {
      const started = await startEventHarness("Club", { system, name, date: "2025-09-20" });
      try {
        expect(await axeViolations(started.frame)).toEqual([]);
      } finally {
        await started.h.close();
      }
    }, 90_000);
});
