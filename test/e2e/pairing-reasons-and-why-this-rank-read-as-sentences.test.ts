/**
 * What a French organiser reads when asking why: the reason of each table of a Swiss round (no
 * draw number in each line, said once under the tables), and « Pourquoi ce rang ? » for each kind
 * (Swiss, league, circuit, Tarot), in sentences with the figures that decided.
 *
 * Screenshots: test-artifacts/why-swiss-tables.png, why-swiss-rank.png, why-league-rank.png,
 * why-circuit-rank.png, why-tarot-rank.png.
 */
import type { Frame } from "playwright-core";
import { afterAll, describe, expect, it } from "vitest";
import { clubRows } from "../integration/tarot/club";
import { chromiumAvailable, type Harness } from "./harness";
import { teamsAndRosters } from "./league-helpers";
import {
  act,
  enterWinnerResults,
  idle,
  refresh,
  serverState,
  shoot,
  startConfrerieRodez,
  startEventHarness,
  text,
} from "./sidebar-helpers";

/** Asks « Pourquoi ce rang ? » for `name`: the text the sidebar shows. */
async function why(frame: Frame, name: string): Promise<string> {
  await frame.locator("#explain-select").selectOption(name);
  await frame.locator("#explain-btn").click();
  await idle(frame);
  return text(frame, "#explain-text");
}

/** Screenshot of the sidebar with the same answer shown in it. */
async function shootWhy(h: Harness, file: string, name: string): Promise<void> {
  await shoot(h, file, "sidebar", async (tab) => {
    await tab.locator("#explain-select").selectOption(name);
    await tab.locator("#explain-btn").click();
    await tab.waitForFunction(() => (document.getElementById("explain-text")?.textContent ?? "") !== "");
    await tab.locator("#explain-text").scrollIntoViewIfNeeded();
  });
}

describe.skipIf(!chromiumAvailable())("reasons and ranks read as a person writes them (fr_FR)", () => {
  const open: Harness[] = [];

  afterAll(async () => {
    for (const h of open) await h.close();
  });

  it("Swiss: each table's reason, the draw's number once, and why a player has their rank", async () => {
    const { h, frame } = await startConfrerieRodez();
    open.push(h);
    await act(frame, "generateRound");
    await enterWinnerResults(h, "Rondes", "Oui");
    await refresh(frame);
    await act(frame, "generateRound");
    const tables = serverState(h).progress.tables as { b: string; why: string }[];
    for (const t of tables) expect(t.why).not.toMatch(/graine|tirage au sort \(/);
    expect(tables.some((t) => /pas encore rencontré le plus proche/.test(t.why))).toBe(true);
    expect(await frame.locator("#tables-draw").textContent()).toMatch(
      /^Numéro du tirage au sort de la ronde 2\u00a0: \d+ \(il permet de refaire le même tirage pour une vérification\)\.$/,
    );
    await shoot(h, "why-swiss-tables", "sidebar", async (tab) => {
      await tab.locator("#tables-details summary").click();
    });
    const name = (await frame.locator("#explain-select option").allTextContents())[1]!;
    const said = await why(frame, name);
    expect(said).toMatch(new RegExp(`^${name} est \\d+(er|e)\\. (Derrière|Devant|Ex æquo avec) `));
    // players tied on everything are named together, once
    expect(said.match(/Ex æquo/g)?.length ?? 0).toBeLessThanOrEqual(1);
    await shootWhy(h, "why-swiss-rank", name);
  });

  it("league: why a team has its rank", async () => {
    const { h, frame } = await startEventHarness("Ligue de Bretagne", {
      system: "league-kow",
      name: "Inter-clubs",
      date: "2027-01-10",
    });
    open.push(h);
    await teamsAndRosters(h, frame);
    await act(frame, "generateCalendar");
    const team = (await frame.locator("#explain-select option").allTextContents())[0]!;
    expect(await why(frame, team)).toMatch(/\./);
    await shootWhy(h, "why-league-rank", team);
  });

  it("circuit: why a player has their rank in the season", async () => {
    const { h, frame } = await startEventHarness("Circuit", {
      system: "circuit-masters",
      name: "Masters Grand Sud",
      date: "2025-01-01",
    });
    open.push(h);
    const tabs = serverState(h).circuit.tabs;
    const players = ["Anne Roy", "Bastien Lac", "Chloé Durand", "Denis Marc", "Élise Fabre", "Hugo Perrin"];
    const bundle = h.playground.bundle();
    bundle.standin.write(`'${tabs.tournaments}'!A2`, [
      ["CAR25", "Carcassonne", "09/03/2025", "duplicate"],
      ["ALB25", "Albi", "14/09/2025", "duplicate"],
    ]);
    bundle.standin.write(`'${tabs.results}'!A2`, [
      ...players.map((p, i) => ["CAR25", p, i + 1, ""]),
      ...[...players].reverse().map((p, i) => ["ALB25", p, i + 1, ""]),
    ]);
    await refresh(frame);
    await act(frame, "computeCircuit");
    const name = (await frame.locator("#explain-select option").allTextContents())[0]!;
    expect(await why(frame, name)).toMatch(/points/);
    await shootWhy(h, "why-circuit-rank", name);
  });

  it("Tarot: why a player has their %", async () => {
    const { h, frame } = await startEventHarness("Club de tarot", {
      system: "tarot-duplicate",
      name: "Simultané du club",
      date: "2026-01-01",
    });
    open.push(h);
    const tabs = serverState(h).tarot.tabs;
    h.playground
      .bundle()
      .standin.write(
        `'${tabs.deals}'!A2`,
        clubRows({ players: 4, tournaments: 1, deals: 24, first: "2026-01-07" }),
      );
    await refresh(frame);
    await act(frame, "computeTarot");
    const name = (await frame.locator("#explain-select option").allTextContents())[0]!;
    // a sentence: the rank and the current %, or plainly no cumul yet
    expect(await why(frame, name)).toMatch(
      / (est \d+(er|e) avec un % actuel de .+ ¼ de la moyenne en attaque|n'a pas encore de)/,
    );
    await shootWhy(h, "why-tarot-rank", name);
  });
});
