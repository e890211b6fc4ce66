/**
 * A Tarot duplicate simultaneous run by a club in the playground, end to end in chromium through the
 * real build (French spreadsheet): the event created in the New-event dialog, two tournaments pasted
 * into Donnes (the last row typed in the grid), « Vérifier et calculer », a player's dashboard (the
 * Joueurs tab and the sidebar's summary), another player picked in « Graphique de » and his chart on
 * the Graphique tab; a side « nord » refused with its row, then fixed; more tournaments pasted so
 * that the chart has old cumuls, a 20th result and averages; publish.
 *
 * Screenshots (git-ignored): test-artifacts/tarot-sidebar.png, tarot-deals.png, tarot-dashboard.png,
 * tarot-chart.png, tarot-refused.png, tarot-public.png.
 */
import type { Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clubNames, clubRows } from "../integration/tarot/club";
import { chromiumAvailable, type Harness, selectSheet, sidebarFrame } from "./harness";
import { readsWholeOnAPhone } from "./phone-helpers";
import {
  act,
  button,
  dialogFrame,
  gridWhen,
  home,
  idle,
  noticeText,
  refresh,
  serverState,
  shoot,
  showPlayerChart,
  startEmptyHarness,
  text,
  typeRows,
} from "./sidebar-helpers";

const NAMES = clubNames(8);

/** The club's first two tournaments: 8 players and the bot, 24 deals each, a week apart. */
const FIRST = clubRows({ players: 8, tournaments: 2, deals: 24, first: "2026-01-07" });

/**
 * Then twelve more, every four days from 21/01/2026, 48 deals each, played by four of the players
 * (and the bot): enough cumuls for the chart to show old ones, a 20th result and the averages.
 */
function more(): unknown[][] {
  const four = new Set(["Bot", ...NAMES.slice(0, 4)]);
  return clubRows({ players: 8, tournaments: 12, deals: 48, first: "2026-01-21", seed: 7 })
    .filter((r) => four.has(String(r[4])))
    .map((r) => {
      const k = Number(String(r[0]).slice(1));
      const day = new Date(Date.parse("2026-01-21") + (k - 1) * 4 * 86_400_000).toISOString().slice(0, 10);
      return [`T${String(k + 2).padStart(3, "0")}`, day, ...r.slice(2)];
    });
}

/** The sidebar summary's lines, their spaces plain. */
async function summary(frame: Frame): Promise<string[]> {
  return (await frame.locator("#tarot-summary li").allTextContents()).map((t) => t.replace(/\s+/g, " "));
}

describe.skipIf(!chromiumAvailable())("a Tarot duplicate simultaneous in the playground (fr_FR)", () => {
  let h: Harness;
  let frame: Frame;
  let dialogs: string[] = [];
  let tabs: Record<string, string>;

  beforeAll(async () => {
    ({ h, frame, dialogs } = await startEmptyHarness("fr_FR", "Club de tarot de Rodez"));
    // a compute over 3 000 deal rows, and the page re-reading them, take a few seconds on a busy machine
    h.page.setDefaultTimeout(20_000);
  });

  afterAll(async () => {
    await h?.close();
  });

  it("the New-event dialog creates the Tarot duplicate", async () => {
    await frame.locator("#new-event-btn").click();
    const d = await dialogFrame(h.page);
    const label = d.locator('label:has(#ne-system-tarot-duplicate), label[for="ne-system-tarot-duplicate"]');
    expect((await label.first().textContent())?.trim()).toBe("Tarot simultané (duplicate contre le bot)");
    await d.locator("#ne-system-tarot-duplicate").check();
    await d.locator("#ne-name").fill("Simultané du club 2026");
    await d.locator("#ne-create").click();
    await d.waitForFunction(() => document.getElementById("ne-done")?.hidden === false);
    await h.page.waitForSelector("#modal", { state: "hidden" });
    await expect
      .poll(async () => {
        frame = await sidebarFrame(h.page);
        return text(frame, "#event-name");
      })
      .toBe("Simultané du club 2026");
    await idle(frame);
    tabs = serverState(h).tarot.tabs;
    expect(tabs).toMatchObject({ deals: "Donnes", players: "Joueurs", chart: "Graphique" });
  });

  it("two tournaments pasted (the last row typed in the grid), then « Vérifier et calculer »", async () => {
    h.playground.bundle().standin.write(`'${tabs.deals}'!A2`, FIRST.slice(0, -1));
    const last = FIRST[FIRST.length - 1]!;
    await typeRows(h.page, tabs.deals!, FIRST.length + 1, [last.slice(0, 6).map(String)]);
    await refresh(frame);
    expect((await text(frame, "#tarot-status")).replace(/\s+/g, " ")).toBe(
      "2 tournois · 432 lignes de donnes",
    );
    await act(frame, "computeTarot");
    expect(await noticeText(frame)).toMatch(
      /^2 tournois et 432 lignes de donnes vérifiés\. Tableau de bord au 14\/01\/2026\u00a0: 8 joueurs/,
    );
    expect(await text(frame, "#tarot-shown")).toBe("Tableau de bord au 14/01/2026");
    expect(await frame.locator("#tarot-player option").allTextContents()).toHaveLength(8);
    await shoot(h, "tarot-sidebar", "sidebar");
    // the Deals tab: each row's % and matchpoints beside it
    const deals = await gridWhen(h.page, tabs.deals!, 12, 9, (g) => g[1]![7] !== "");
    expect(deals[0]).toEqual([
      "Tournoi",
      "Date",
      "Donne",
      "Position",
      "Joueur",
      "Différentiel",
      "Non terminée",
      "%",
      "Points de match",
    ]);
    expect(deals[1]![4]).toBe("Bot");
    expect(deals[1]![7]).toBe("100,0");
    await home(h.page, frame);
    await shoot(h, "tarot-deals", "page");
  });

  it("a player's dashboard: the Joueurs tab and the sidebar's summary", async () => {
    const shown = await frame.locator("#tarot-player").inputValue();
    const dash = await gridWhen(h.page, tabs.players!, 13, 14, (g) => /^Tableau de bord au/.test(g[0]![0]!));
    expect(dash[0]![0]).toBe("Tableau de bord au 14/01/2026");
    expect(dash[3]).toEqual([
      "Joueur",
      "Donnes",
      "% actuel",
      "Moyenne attaque",
      "Cumuls attaque",
      "Moyenne défense",
      "Cumuls défense",
      "Provisoire",
      "Tournois du mois",
      "Victoires du mois",
      "Indice attaque",
      "Indice défense",
      "Victoire attaque",
      "Victoire défense",
    ]);
    const players = dash.slice(4).filter((r) => r[0] !== "");
    expect(players.map((r) => r[0]).sort()).toEqual([...NAMES].sort());
    // the first row is the player the sidebar shows: 48 deals, two tournaments this month
    const row = players.find((r) => r[0] === shown)!;
    expect(row[1]).toBe("48");
    expect(row[8]).toBe("2");
    expect(row[7]).toBe("provisoire");
    const lines = await summary(frame);
    expect(lines[0]).toMatch(new RegExp(`^% actuel : ${row[2]!.replace(".", ",")}`));
    expect(lines.join(" ")).toMatch(/Janvier 2026 : indice attaque/);
    await h.page.setViewportSize({ width: 1900, height: 860 });
    await selectSheet(h.page, tabs.players!);
    await home(h.page, frame);
    await shoot(h, "tarot-dashboard", "page");
    await h.page.setViewportSize({ width: 1400, height: 860 });
  });

  it("another player in « Graphique de »: the Graphique tab shows his chart", async () => {
    const current = await frame.locator("#tarot-player").inputValue();
    const pick = NAMES.find((n) => n !== current)!;
    await showPlayerChart(h, frame, tabs.chart!, pick, `Performance Simultané — ${pick} au 14/01/2026`);
    expect(await noticeText(frame)).toBe(`Graphique de ${pick} dessiné (onglet «\u00a0Graphique\u00a0»).`);
  });

  it("a side « nord » is refused with its row; fixed, the dashboard is computed again", async () => {
    const row = 20;
    const side = String(FIRST[row - 2]![3]);
    await typeRows(h.page, tabs.deals!, row, [[null, null, null, "nord"]]);
    await refresh(frame);
    expect(await text(frame, "#messages")).toMatch(
      new RegExp(
        `onglet «\u00a0Donnes\u00a0», ligne ${row}, colonne Position\u00a0: position «\u00a0nord\u00a0» invalide`,
      ),
    );
    expect(await button(frame, "computeTarot")).toMatchObject({ enabled: false });
    await selectSheet(h.page, tabs.deals!);
    await home(h.page, frame);
    await shoot(h, "tarot-refused", "page");
    await typeRows(h.page, tabs.deals!, row, [[null, null, null, side]]);
    await refresh(frame);
    await act(frame, "computeTarot");
    expect(await noticeText(frame)).toMatch(/^2 tournois et 432 lignes/);
  });

  it("twelve more tournaments pasted: the chart shows old cumuls in grey, the 20th result, the averages", async () => {
    const rows = more();
    h.playground.bundle().standin.write(`'${tabs.deals}'!A${FIRST.length + 2}`, rows);
    await refresh(frame);
    // the deals changed: compute first (the chart of another player is refused until then)
    await act(frame, "computeTarot");
    expect(await noticeText(frame)).toMatch(
      new RegExp(`^14 tournois et ${FIRST.length + rows.length} lignes`),
    );
    const pick = NAMES[0]!;
    const card = await showPlayerChart(
      h,
      frame,
      tabs.chart!,
      pick,
      `Performance Simultané — ${pick} au 06/03/2026`,
    );
    const series = (name: string) => card.locator(`.chart-series[data-series="${name}"]`);
    // each cumul a point (no line), the old ones grey, the 20th a diamond, the averages lines
    expect(await series("Défense").locator("polyline").count()).toBe(0);
    expect(await series("Défense").locator("circle").count()).toBeGreaterThan(15);
    expect(await series("Plus de 45 jours").getAttribute("fill")).toBe("#9aa0a6");
    expect(await series("Plus de 45 jours").locator("circle").count()).toBeGreaterThan(0);
    expect(await series("20e résultat").locator('polygon[data-shape="diamond"]').count()).toBe(1);
    expect(await series("Moyenne défense").locator("polyline").count()).toBe(1);
    expect(await series("Moyenne défense").locator(".chart-point").count()).toBe(0);
    await h.page.setViewportSize({ width: 1900, height: 860 });
    await home(h.page, frame);
    await shoot(h, "tarot-chart", "page");
    await h.page.setViewportSize({ width: 1400, height: 860 });
  });

  it("publish: the Public tab", async () => {
    await act(frame, "publish");
    const pub = await gridWhen(h.page, tabs.public!, 40, 3, (g) => g[0]![0] === "Simultané du club 2026");
    expect(pub[3]![0]).toBe("Dernier tournoi\u00a0: T014 du 06/03/2026");
    expect(pub[4]!.slice(0, 3)).toEqual(["Rang", "Joueur", "Points de match"]);
    // the month's indices, ranked: the players in column B too, the month's figures under each
    const month = pub.findIndex((r) => r[0] === "Indices de mars 2026");
    expect(pub[month + 1]!.slice(0, 3)).toEqual(["Rang", "Joueur", "% actuel"]);
    expect(pub[month + 2]![0]).toBe("1");
    expect(pub[month + 3]!.slice(0, 2)).toEqual(["", "Tournois du mois"]);
    await h.page.setViewportSize({ width: 1900, height: 860 });
    await home(h.page, frame);
    await shoot(h, "tarot-public", "page");
    await h.page.setViewportSize({ width: 1400, height: 860 });
    // a club member's phone (390 px): no text past the screen's width, no name cut
    await readsWholeOnAPhone(h, tabs.public!, [0, 700, 1400], "public-tab-tarot-phone");
    expect(dialogs).toEqual([]);
  });
});
