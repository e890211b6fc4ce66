/**
 * A season circuit run by an organiser in the playground, end to end in chromium through the real
 * build (French spreadsheet): two seasons of tournaments and results pasted as a club list (the
 * last result typed in the grid), Check and compute, the ranking at a date and the year-end ranking,
 * a player spelled two ways refused with its row and then fixed, the Masters of the last year
 * prepared, a few results typed in its grid and its standings computed, publish.
 *
 * Screenshots (git-ignored): test-artifacts/circuit-sidebar.png, circuit-ranking.png (the dropped
 * results greyed), circuit-refused.png, circuit-masters.png, circuit-masters-sidebar.png,
 * circuit-match-sheets.png, circuit-public.png.
 */
import type { Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, type Harness, selectSheet } from "./harness";
import { readsWholeOnAPhone } from "./phone-helpers";
import { scrollToCell } from "./playground-helpers";
import {
  act,
  button,
  gridWhen,
  home,
  noticeText,
  refresh,
  serverState,
  shoot,
  startEventHarness,
  text,
  typeAt,
  typeRows,
} from "./sidebar-helpers";

const PLAYERS = [
  "Anne Roy",
  "Bastien Lac",
  "Chloé Durand",
  "Denis Marc",
  "Élise Fabre",
  "François-Xavier de La Rochefoucauld",
  "Gaëlle Morin",
  "Hugo Perrin",
  "Inès Bouvier",
  "Jean-Luc Martin",
  "Karine Lefèvre",
  "Léo Garnier",
  "Maëlys Chevalier-Dumont",
  "Nicolas Roussel",
  "Océane Giraud",
  "Pierre Vasseur",
  "Quentin Blanchard",
  "Rose Lemaire",
  "Sébastien Dupont",
  "Thérèse Aubert",
];

/** Two seasons: 2025 and 2026, four tournaments each (one played in pools). */
const TOURNAMENTS: [string, string, string, string][] = [
  ["CAR25", "Carcassonne", "09/03/2025", "duplicate"],
  ["TOU25", "Toulouse", "13/04/2025", "poules"],
  ["NIM25", "Nîmes", "08/06/2025", "duplicate"],
  ["ALB25", "Albi", "14/09/2025", "duplicate"],
  ["CAR26", "Carcassonne", "08/03/2026", "duplicate"],
  ["TOU26", "Toulouse", "12/04/2026", "poules"],
  ["MTP26", "Montpellier", "10/05/2026", "duplicate"],
  ["ALB26", "Albi", "13/09/2026", "duplicate"],
];

/** 16 of the 20 players at each tournament, in an order that moves from one tournament to the next. */
function results(): (string | number)[][] {
  const rows: (string | number)[][] = [];
  TOURNAMENTS.forEach(([id, , , format], t) => {
    const field = PLAYERS.map((_, i) => i)
      .filter((i) => (i + t) % 5 !== 0)
      .slice(0, 16);
    const order = [...field].sort((a, b) => ((a * 7 + t * 3) % 20) - ((b * 7 + t * 3) % 20));
    order.forEach((p, place) => {
      const dup = format === "poules" ? ((place + t) % order.length) + 1 : "";
      rows.push([id, PLAYERS[p]!, place + 1, dup]);
    });
  });
  return rows;
}

describe.skipIf(!chromiumAvailable())("a season circuit in the playground (fr_FR)", () => {
  let h: Harness;
  let frame: Frame;
  let dialogs: string[] = [];
  let tabs: Record<string, string>;
  const all = results();

  beforeAll(async () => {
    ({ h, frame, dialogs } = await startEventHarness("Circuit Grand Sud", {
      system: "circuit-masters",
      name: "Masters Grand Sud",
      date: "2025-01-01",
    }));
    tabs = serverState(h).circuit.tabs;
  });

  afterAll(async () => {
    await h?.close();
  });

  it("two seasons pasted (the last result typed in the grid), then « Vérifier et calculer »: the ranking in the sidebar", async () => {
    const standin = h.playground.bundle().standin;
    standin.write(`'${tabs.tournaments}'!A2`, TOURNAMENTS);
    // the club list pasted, but for its last row, typed by hand
    standin.write(`'${tabs.results}'!A2`, all.slice(0, -1));
    const last = all[all.length - 1]!;
    await typeRows(h.page, tabs.results!, all.length + 1, [last.map(String)]);
    await refresh(frame);
    expect(await text(frame, "#circuit-status")).toMatch(/8 tournois · 128 résultats/);
    await act(frame, "computeCircuit");
    expect(await noticeText(frame)).toMatch(/8 tournoi/);
    expect(await text(frame, "#circuit-shown")).toMatch(
      /Classement après le dernier tournoi \(13\/09\/2026\)/,
    );
    expect(await frame.locator("#circuit-top-body tr").count()).toBe(10);
    await shoot(h, "circuit-sidebar", "sidebar");
    await selectSheet(h.page, tabs.ranking!);
    await h.page.setViewportSize({ width: 1900, height: 860 });
    await home(h.page, frame);
    await shoot(h, "circuit-ranking", "page");
    await h.page.setViewportSize({ width: 1400, height: 860 });
  });

  it("the ranking at a date, then the year-end ranking of 2025", async () => {
    await frame.locator("#circuit-date").fill("2025-07-01");
    await act(frame, "computeCircuit");
    expect(await text(frame, "#circuit-shown")).toMatch(/Classement au 01\/07\/2025/);
    await frame.locator("#circuit-mode-final").check();
    await frame.locator("#circuit-year").selectOption("2025");
    await act(frame, "computeCircuit");
    expect(await text(frame, "#circuit-shown")).toMatch(/Classement final 2025/);
    const grid = await gridWhen(h.page, tabs.ranking!, 4, 5, (g) => g[0]![0] === "Classement final 2025");
    expect(grid[2]!.slice(0, 4)).toEqual(["Rang", "Joueur", "Tournois joués", "Total"]);
  });

  it("a player spelled two ways is refused with its row; fixed, the ranking is computed again", async () => {
    const row = all.length + 1;
    const jl = all.findIndex((r) => r[0] === "ALB26" && r[1] === "Jean-Luc Martin") + 2;
    await typeRows(h.page, tabs.results!, jl, [[null, "Jean Luc MARTIN"]]);
    await refresh(frame);
    // the sidebar lists the problem at the top and the button says to fix it first
    expect(await text(frame, "#messages")).toMatch(
      new RegExp(`onglet «\u00a0Résultats\u00a0», ligne ${jl}, colonne Joueur\u00a0: .*Jean Luc MARTIN`),
    );
    expect(await button(frame, "computeCircuit")).toMatchObject({ enabled: false });
    await selectSheet(h.page, tabs.results!);
    await home(h.page, frame);
    await scrollToCell(h.page, `B${jl}`);
    await shoot(h, "circuit-refused", "page");
    await typeRows(h.page, tabs.results!, jl, [[null, "Jean-Luc Martin"]]);
    await refresh(frame);
    await frame.locator("#circuit-mode-latest").check();
    await act(frame, "computeCircuit");
    expect(row).toBeGreaterThan(jl);
    expect(await text(frame, "#circuit-shown")).toMatch(/Classement après le dernier tournoi/);
  });

  it("the Masters of 2026: 16 players, a few results typed in its grid, the standings", async () => {
    await act(frame, "prepareMasters");
    expect(await noticeText(frame)).toMatch(/Masters 2026 préparé\u00a0: 16 joueurs, 15 matchs/);
    await selectSheet(h.page, tabs.masters!);
    // the first three games of match 1: L coups A, M coups B, N tops A, O tops B
    for (const [r, a, b, ta, tb] of [
      [5, 7, 5, 1, 0],
      [6, 5, 7, 0, 2],
      [7, 6, 6, 0, 0],
    ] as const) {
      await typeAt(h.page, "L", r, a);
      await typeAt(h.page, "M", r, b);
      await typeAt(h.page, "N", r, ta);
      await typeAt(h.page, "O", r, tb);
    }
    await refresh(frame);
    await act(frame, "updateMasters");
    expect(await noticeText(frame)).toMatch(/3\/120 parties saisies/);
    expect(await text(frame, "#masters-status")).toMatch(/Masters 2026\u00a0: 3\/120 parties saisies/);
    // the leaders carry their own rank, "1 pt" in the singular
    expect(await text(frame, "#masters-leaders li")).toMatch(/^1\. .* \(2 pts\)$/);
    await shoot(h, "circuit-masters-sidebar", "sidebar");
    await h.page.setViewportSize({ width: 1900, height: 860 });
    await selectSheet(h.page, tabs.masters!);
    await home(h.page, frame);
    await shoot(h, "circuit-masters", "page");
    // the match sheets to print: match by match, 8 tables each
    const sheets = await gridWhen(h.page, tabs.matchSheets!, 4, 5, (g) =>
      /match 1 sur 15/.test(String(g[0]![0])),
    );
    expect(sheets[2]!.slice(0, 3)).toEqual(["Table", "TS A", "Joueur A"]);
    await home(h.page, frame);
    await shoot(h, "circuit-match-sheets", "page");
    await h.page.setViewportSize({ width: 1400, height: 860 });
  });

  it("publish: the Public tab", async () => {
    await act(frame, "publish");
    const pub = await gridWhen(h.page, tabs.public!, 6, 5, (g) => g[0]![0] === "Masters Grand Sud");
    // for a phone: three columns, the tournaments played and the change on the line under each player
    expect(pub[4]!.slice(0, 4)).toEqual(["Rang", "Joueur", "Total", ""]);
    await home(h.page, frame);
    await shoot(h, "circuit-public", "page");
    // a club member's phone (390 px): no text past the screen's width, no name cut
    await readsWholeOnAPhone(h, tabs.public!, [0, 600], "public-tab-circuit-phone");
    expect(dialogs).toEqual([]);
  });
});
