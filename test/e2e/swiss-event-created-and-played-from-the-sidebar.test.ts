/**
 * End to end, in Debian chromium through the `npm start` playground and the real build:
 * the organiser creates an event from the New-event dialog, types the players and the results in the
 * grid, and runs the event from the sidebar (generate, timer, close with a missing result, drop,
 * undo, top cut, why-this-rank, publish). Assertions are on what the organiser sees: the sidebar's
 * text, the Standings and Public tabs' cells.
 *
 *   1. "La Confrérie", 9 players, French spreadsheet (fr_FR).
 *   2. Dust Tactics, 12 players, top cut of 4, English spreadsheet (en_US).
 *
 * Screenshots (git-ignored): test-artifacts/event-*.png.
 */
import { join } from "node:path";
import type { Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  ARTIFACTS_DIR,
  cellText,
  chromiumAvailable,
  clickMenuItem,
  type Harness,
  selectSheet,
  setCell,
  sidebarFrame,
  startHarness,
} from "./harness";
import {
  act,
  alertText,
  button,
  dialogFrame,
  emptyBook,
  enterWinnerResults,
  gridTexts,
  gridWhen,
  holdAutoRefresh,
  idle,
  type Json,
  noticeText,
  refresh,
  serverState,
  shoot,
  text,
  typeAt,
  typeRows,
} from "./sidebar-helpers";

/**
 * Waits for the dialog's "created" notice: its own `hidden` attribute, not its visibility (the
 * dialog closes itself 1.5 s later, and a loaded machine may look only after that).
 */
async function createdNotice(d: Frame): Promise<void> {
  await d.waitForFunction(() => document.getElementById("ne-done")?.hidden === false, undefined, {
    timeout: 15_000,
  });
}

const XSS = "<img src=x onerror=alert(1)>";

const dialogs: string[] = [];

// ── 1. La Confrérie, 9 players, French ─────────────────────────────────────────────────────────────

const CONFRERIE_PLAYERS: [string, string][] = [
  ["Alice Martin", "Les Fous du Roi"],
  ["Bruno Petit", "Cercle de Lyon"],
  [XSS, "Club <b>piège</b>"],
  ["Chloé Durand", "Tour Prends Garde"],
  ["David Leroy", "Les Fous du Roi"],
  ["Émile Moreau", "Cercle de Lyon"],
  ["Fanny Garnier", "Tour Prends Garde"],
  ["Gaston Roux", "Les Fous du Roi"],
  ["Hélène Faure", "Cercle de Lyon"],
];

describe.skipIf(!chromiumAvailable())("a 9-player Confrérie event through the sidebar (fr_FR)", () => {
  let h: Harness;
  let frame: Frame;

  beforeAll(async () => {
    h = await startHarness({ demo: emptyBook("fr_FR", "Tournoi du club") });
    h.page.setDefaultTimeout(8000);
    h.page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
  });

  afterAll(async () => {
    await h?.close();
  });

  it("opens the sidebar: no event yet, a call to action", async () => {
    await clickMenuItem(h.page, "showSidebar");
    frame = await sidebarFrame(h.page);
    await idle(frame);
    await frame.waitForSelector("#no-event:not([hidden])");
    expect(await text(frame, "#no-event h2")).toBe("Aucun événement");
    expect(await text(frame, "#new-event-btn")).toBe("Nouvel événement");
    expect(await frame.locator("html").getAttribute("lang")).toBe("fr");
  });

  it("creates the event in the New-event dialog (defaults, system switch, refusal, creation)", async () => {
    await frame.locator("#new-event-btn").click();
    const d = await dialogFrame(h.page);
    expect(await text(d, "#new-event h1")).toBe("Nouvel événement");
    expect(await d.locator("#ne-minutes").inputValue()).toBe("50");
    expect(await d.locator("#ne-date").inputValue()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(await d.locator("#ne-another-row").isVisible()).toBe(false);
    // the round length follows the system until edited
    await d.locator("#ne-system-dust").check();
    expect(await d.locator("#ne-minutes").inputValue()).toBe("60");
    await d.locator("#ne-system-confrerie").check();
    expect(await d.locator("#ne-minutes").inputValue()).toBe("50");
    // rounds: automatic, or the default for an expected number of players
    expect(await text(d, "#ne-rounds-hint")).toContain("9–16 j.\u00a0: 4");
    await d.locator("#ne-players").fill("9");
    expect(await text(d, "#ne-rounds-hint")).toBe("Par défaut pour 9 joueurs\u00a0: 4 rondes.");
    expect(await d.locator("#ne-rounds").getAttribute("placeholder")).toBe("4");
    await d.locator("#ne-players").fill("");
    // no name: refused in the dialog
    await d.locator("#ne-create").click();
    expect(await text(d, "#ne-alert")).toBe("Indiquez le nom de l'événement.");
    await d.locator("#ne-name").fill("Open de printemps");
    await d.locator("#ne-date").fill("2025-04-12");
    await d.locator("#ne-create").click();
    await createdNotice(d);
    expect(await text(d, "#ne-done")).toMatch(
      /Cette fenêtre va se fermer\u202f; la barre latérale Arbitre s'ouvre sur l'événement/,
    );
    // google.script.host.close() closes the dialog
    await h.page.waitForSelector("#modal", { state: "hidden", timeout: 15_000 });
  });

  it("shows the new event at once (the dialog reopens the sidebar); Generate is disabled and says why", async () => {
    // no Refresh pressed and well within the sidebar's 15 s poll: the dialog reloaded the sidebar
    await expect
      .poll(
        async () => {
          frame = await sidebarFrame(h.page);
          return text(frame, "#event-name");
        },
        { timeout: 15_000 },
      )
      .toBe("Open de printemps");
    await idle(frame);
    expect(await text(frame, "#event-meta")).toBe("La Confrérie (rondes suisses) · 12 avril 2025");
    expect(await text(frame, "#status-line")).toBe("Inscriptions");
    expect(await text(frame, "#status-hint")).toBe(
      "Saisissez les joueurs dans l'onglet «\u00a0Joueurs\u00a0», puis générez la ronde 1.",
    );
    const gen = await button(frame, "generateRound");
    expect(gen).toMatchObject({ label: "Générer la ronde 1", enabled: false });
    expect(gen.why).toMatch(/Joueurs/);
    const tabs = await h.page.locator("#tabs button").allTextContents();
    expect(tabs).toEqual(expect.arrayContaining(["Joueurs", "Rondes", "Classement", "Public"]));
  });

  it("the players typed in the grid show in the sidebar, names as text", async () => {
    await typeRows(h.page, "Joueurs", 2, CONFRERIE_PLAYERS);
    await refresh(frame);
    expect(await text(frame, "#players-line")).toBe("Joueurs actifs\u00a0: 9 · retraits\u00a0: 0");
    expect(await button(frame, "generateRound")).toMatchObject({ enabled: true, why: "" });
    const options = await frame.locator("#drop-select option").allTextContents();
    expect(options).toContain(XSS);
  });

  it("round 1: the progress indicator shows while generating, then the missing tables", async () => {
    // slow the server down so that the progress indicator shows (> 300 ms)
    await h.context.route("**/run", async (route) => {
      await new Promise((r) => setTimeout(r, 900));
      await route.continue();
    });
    await frame.locator("#btn-generateRound").click();
    // double click: the second click finds the button disabled
    expect(await frame.locator("#btn-generateRound").isDisabled()).toBe(true);
    await frame.waitForSelector("#busy:not([hidden])");
    expect(await text(frame, "#busy-text")).toBe("Génération de la ronde…");
    expect(await frame.locator("#btn-publish").isDisabled()).toBe(true);
    await idle(frame);
    await h.context.unroute("**/run");
    expect(await frame.locator("#busy").isHidden()).toBe(true);
    expect(await text(frame, "#status-line")).toBe("Ronde 1 sur 4");
    expect(await text(frame, "#results-line")).toBe("Résultats\u00a0: 0 sur 4");
    expect(await noticeText(frame)).toMatch(/Ronde 1/);
    expect(await frame.locator("#missing li").count()).toBe(4);
    expect(await text(frame, "#why-generateRound")).toBe("4 résultats manquent\u00a0: tables 1, 2, 3, 4");
    // the hostile name is shown as text, never as markup
    const names = await frame.locator("#missing .name").allTextContents();
    const bye = serverState(h).progress.tables.find((g: Json) => g.b === "")?.a;
    if (bye !== XSS) expect(names).toContain(XSS);
    expect(await frame.locator("#explain-select option").allTextContents()).toContain(XSS);
    expect(await frame.locator("img").count()).toBe(0);
    expect(dialogs).toEqual([]);
    expect(serverState(h).progress.round).toBe(1);
  });

  it("the timer: start (live countdown), pause, reset", async () => {
    expect(await text(frame, "#countdown")).toBe("50:00");
    expect(await text(frame, "#timer-line")).toBe("Prêt\u00a0: 50 min");
    await act(frame, "timerStart");
    expect(await text(frame, "#timer-line")).toMatch(/^Fin de la ronde à \d\d:\d\d$/);
    await expect.poll(() => text(frame, "#countdown"), { timeout: 9000 }).toMatch(/^49:5\d$/);
    expect(await button(frame, "timerStart")).toMatchObject({ enabled: false });
    // past the end (the page's clock moved 51 minutes on): red, counting up; no read of the sidebar's
    // own meanwhile, which would measure the page's clock against the server's again (its skew)
    const release = await holdAutoRefresh(frame);
    await frame.evaluate(() => {
      const real = Date.now.bind(Date);
      (window as unknown as { __realNow: () => number }).__realNow = real;
      Date.now = () => real() + 51 * 60_000;
    });
    await frame.waitForSelector("#countdown.over", { timeout: 15_000 });
    expect(await text(frame, "#countdown")).toMatch(/^−0[01]:\d\d$/);
    expect(await text(frame, "#timer-line")).toMatch(/^Temps écoulé depuis \d\d:\d\d$/);
    await frame.evaluate(() => {
      Date.now = (window as unknown as { __realNow: () => number }).__realNow;
    });
    await frame.waitForSelector("#countdown:not(.over)", { timeout: 15_000 });
    await release();
    await act(frame, "timerPause");
    expect(await text(frame, "#timer-line")).toBe("En pause");
    expect(await frame.locator("#countdown.paused").count()).toBe(1);
    await act(frame, "timerReset");
    expect(await text(frame, "#countdown")).toBe("50:00");
  });

  it("results typed in the grid: the sidebar counts them", async () => {
    await enterWinnerResults(h, "Rondes", "Oui", { skip: [4] });
    await refresh(frame);
    expect(await text(frame, "#results-line")).toBe("Résultats\u00a0: 3 sur 4");
    expect(await frame.locator("#missing li").count()).toBe(1);
    expect(await text(frame, "#missing li .table-no")).toBe("Table 4");
    await shoot(h, "event-confrerie-sidebar-round1", "sidebar");
    await enterWinnerResults(h, "Rondes", "Oui");
    await refresh(frame);
    expect(await text(frame, "#results-line")).toBe("Tous les résultats sont saisis.");
    expect(await button(frame, "closeRound")).toMatchObject({
      enabled: false,
      why: "tous les résultats sont saisis",
    });
  });

  it("round 2 closed with a missing result: confirmation in the sidebar, then a double loss in the standings", async () => {
    await act(frame, "generateRound");
    expect(await text(frame, "#status-line")).toBe("Ronde 2 sur 4");
    const st = serverState(h);
    const t3 = st.progress.tables.find((g: Json) => g.table === 3);
    await enterWinnerResults(h, "Rondes", "Oui", { skip: [3] });
    // table 3: the winner reported, the loser has not confirmed
    await typeAt(h.page, "H", t3.row, t3.a);
    await refresh(frame);
    expect(await text(frame, "#missing li .chip")).toBe("À confirmer");
    expect(await button(frame, "generateRound")).toMatchObject({
      enabled: false,
      why: "1 résultat manque\u00a0: table 3",
    });
    // close: the server asks first; cancel leaves everything as is
    await act(frame, "closeRound");
    await frame.waitForSelector("#confirm:not([hidden])");
    expect(await text(frame, "#confirm-question")).toMatch(
      /^1 partie de la ronde 2 n'a pas de résultat validé/,
    );
    const details = await frame.locator("#confirm-details li").allTextContents();
    expect(details).toEqual([`Table 3\u00a0: ${t3.a} – ${t3.b} (À confirmer)`]);
    expect(await frame.locator("#btn-generateRound").isDisabled()).toBe(true);
    await frame.locator("#confirm-no").click();
    expect(await frame.locator("#confirm").isHidden()).toBe(true);
    expect(serverState(h).progress.missingTables).toEqual([3]);
    // again, and confirm
    await act(frame, "closeRound");
    await frame.locator("#confirm-yes").click();
    await idle(frame);
    expect(await alertText(frame)).toBe("");
    expect(await noticeText(frame)).not.toBe("");
    expect(await text(frame, "#results-line")).toBe("Tous les résultats sont saisis.");
    // the Standings tab: both players of table 3 have one double loss
    const dlColOf = (g: string[][]) => g[0]!.findIndex((x) => /^(DD|Doubles défaites)$/.test(x));
    const grid = await gridWhen(h.page, "Classement", 11, 10, (g) => {
      const col = dlColOf(g);
      return col > 0 && g.slice(1).filter((r) => r[col] === "1").length === 2;
    });
    const nameCol = grid[0]!.indexOf("Joueur");
    const dlCol = dlColOf(grid);
    expect(nameCol).toBeGreaterThanOrEqual(0);
    const dl = (name: string) => grid.find((r) => r[nameCol] === name)?.[dlCol];
    expect(dl(t3.a)).toBe("1");
    expect(dl(t3.b)).toBe("1");
    expect(grid.slice(1).filter((r) => r[dlCol] === "1")).toHaveLength(2);
    await shoot(h, "event-confrerie-standings", "page");
  });

  it("drops a player (reinstate offered); the next round pairs the others", async () => {
    const dropped = "Hélène Faure";
    await frame.locator("#drop-select").selectOption(dropped);
    await act(frame, "dropPlayer");
    expect(await noticeText(frame)).toContain(dropped);
    expect(await text(frame, "#players-line")).toBe("Joueurs actifs\u00a0: 8 · retraits\u00a0: 1");
    expect(await frame.locator("#reinstate").isVisible()).toBe(true);
    expect(await frame.locator("#reinstate-select").inputValue()).toBe(dropped);
    expect(await frame.locator("#drop-select option").allTextContents()).not.toContain(dropped);
    // "Undo: <last action>" (EventState.lastAction): takes the drop back, then drop again
    if (await frame.locator("#undo-action").isVisible()) {
      expect(await text(frame, "#btn-undoLastAction")).toBe(`Annuler\u00a0: Retirer ${dropped}`);
      await frame.locator("#btn-undoLastAction").click();
      await idle(frame);
      expect(await alertText(frame)).toBe("");
      expect(await text(frame, "#players-line")).toBe("Joueurs actifs\u00a0: 9 · retraits\u00a0: 0");
      await frame.locator("#drop-select").selectOption(dropped);
      await act(frame, "dropPlayer");
      expect(await text(frame, "#players-line")).toBe("Joueurs actifs\u00a0: 8 · retraits\u00a0: 1");
    }
    await act(frame, "generateRound");
    expect(await text(frame, "#status-line")).toBe("Ronde 3 sur 4");
    const st = serverState(h);
    const paired = st.progress.tables.flatMap((g: Json) => [g.a, g.b]);
    expect(paired).not.toContain(dropped);
    expect(st.progress.tables).toHaveLength(4); // 8 players, no bye
  });

  it("undo the last round, then play rounds 3 and 4 to the end", async () => {
    expect((await button(frame, "undoLastRound")).label).toBe("Annuler la ronde 3");
    await act(frame, "undoLastRound");
    expect(await text(frame, "#status-line")).toBe("Ronde 2 sur 4");
    for (const round of [3, 4]) {
      await act(frame, "generateRound");
      expect(await text(frame, "#status-line")).toBe(`Ronde ${round} sur 4`);
      await enterWinnerResults(h, "Rondes", "Oui");
      await refresh(frame);
    }
    expect(await text(frame, "#status-line")).toBe("Événement terminé");
    expect(await button(frame, "generateRound")).toMatchObject({
      enabled: false,
      why: "les 4 rondes ont été jouées",
    });
  });

  it("why this rank: sentences for each entrant", async () => {
    const grid = await gridTexts(h.page, "Classement", 3, 3);
    const nameCol = grid[0]!.indexOf("Joueur");
    const leader = grid[1]![nameCol]!;
    await frame.locator("#explain-select").selectOption(leader);
    await frame.locator("#explain-btn").click();
    await idle(frame);
    expect((await text(frame, "#explain-text")).startsWith(`${leader} est 1er. `)).toBe(true);
    await frame.locator("#explain-select").selectOption(XSS);
    await frame.locator("#explain-btn").click();
    await idle(frame);
    expect(await text(frame, "#explain-text")).not.toBe("");
    expect(await frame.locator("img").count()).toBe(0);
  });

  it("publishes: the Public tab is refreshed and the sidebar explains how to share it", async () => {
    await act(frame, "publish");
    expect(await alertText(frame)).toBe("");
    expect(await frame.locator("#publish-details").getAttribute("open")).not.toBeNull();
    expect(await text(frame, "#publish-help")).toMatch(/Fichier ▸ Partager ▸ Publier sur le Web/);
    await gridWhen(h.page, "Public", 8, 3, (g) => g[5]![0] === "Classement final");
    expect(await cellText(h.page, "A1", "Public")).toBe("Open de printemps");
    // each entrant takes three rows, ranked by the draw's chances: each name is found where the tab has
    // it, then read in the page (scrolled to, as the page draws only the rows in sight)
    const names = h.playground
      .bundle()
      .standin.values("'Public'!B1:B60")
      .map((r) => r[0]);
    for (const name of ["Alice Martin", XSS]) {
      const row = names.indexOf(name) + 1;
      expect(row, name).toBeGreaterThan(7);
      expect(await cellText(h.page, `B${row}`, "Public")).toBe(name);
    }
    await shoot(h, "event-confrerie-sidebar", "sidebar");
    await selectSheet(h.page, "Public");
    await shoot(h, "event-confrerie-public", "page");
    expect(dialogs).toEqual([]);
  });
  it("a second event: the dialog asks first, then the sidebar switches between the two", async () => {
    await clickMenuItem(h.page, "showNewEventDialog");
    const d = await dialogFrame(h.page);
    await d.locator("#ne-name").fill("Open 2");
    await d.locator("#ne-create").click();
    await d.waitForSelector("#ne-confirm:not([hidden])");
    expect(await text(d, "#ne-confirm-question")).toMatch(
      /^Ce classeur contient déjà l'événement «\u00a0Open de printemps\u00a0»/,
    );
    expect(await d.locator("#ne-create").isHidden()).toBe(true);
    await h.page
      .locator("#modal-frame")
      .screenshot({ path: join(ARTIFACTS_DIR, "event-new-event-dialog.png") });
    // cancel, then ask again and confirm
    await d.locator("#ne-confirm-no").click();
    expect(await d.locator("#ne-confirm").isHidden()).toBe(true);
    await d.locator("#ne-create").click();
    await d.locator("#ne-confirm-yes").click();
    await createdNotice(d);
    await h.page.waitForSelector("#modal", { state: "hidden", timeout: 15_000 });
    await refresh(frame);
    expect(await frame.locator("#event-switch").isVisible()).toBe(true);
    const current = await text(frame, "#event-name");
    const other = current === "Open 2" ? "Open de printemps" : "Open 2";
    const id = serverState(h).events.find((e: Json) => e.name === other).id;
    await frame.locator("#event-select").selectOption(id);
    await idle(frame);
    expect(await text(frame, "#event-name")).toBe(other);
    expect(dialogs).toEqual([]);
  });
});

// ── 2. Dust Tactics, 12 players, top 4, English ───────────────────────────────────────────────────

const DUST_PLAYERS: [string, string, string, number][] = [
  ["Ada Byron", "Leeds", "", 300],
  ["Ben Carter", "York", "", 280],
  ["Cleo Dunn", "Hull", "", 295],
  ["Dan Evans", "Leeds", "", 300],
  ["Eve Foster", "York", "", 260],
  ["Finn Gray", "Hull", "", 300],
  ["Gus Hale", "Leeds", "", 290],
  ["Hana Ito", "York", "", 300],
  ["Ivan Jones", "Hull", "", 275],
  ["Jade King", "Leeds", "", 300],
  ["Kai Lowe", "York", "", 310],
  ["Lea Moss", "Hull", "", 300],
];

describe.skipIf(!chromiumAvailable())("a 12-player Dust Tactics event with a top 4 (en_US)", () => {
  let h: Harness;
  let frame: Frame;

  beforeAll(async () => {
    h = await startHarness({ demo: emptyBook("en_US", "Club night") });
    h.page.setDefaultTimeout(8000);
    h.page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await clickMenuItem(h.page, "showSidebar");
    frame = await sidebarFrame(h.page);
    await idle(frame);
  });

  afterAll(async () => {
    await h?.close();
  });

  it("creates the event from the Arbitre menu (English, Dust, top 4)", async () => {
    expect(await text(frame, "#no-event h2")).toBe("No event yet");
    await clickMenuItem(h.page, "showNewEventDialog");
    const d = await dialogFrame(h.page);
    expect(await text(d, "#new-event h1")).toBe("New event");
    await d.locator("#ne-system-dust").check();
    expect(await d.locator("#ne-minutes").inputValue()).toBe("60");
    await d.locator("#ne-name").fill("Dust Open");
    await d.locator("#ne-topcut").selectOption("4");
    await d.locator("#ne-players").fill("12");
    expect(await text(d, "#ne-rounds-hint")).toBe("Default for 12 players: 4 rounds.");
    await d.locator("#ne-create").click();
    await createdNotice(d);
    await h.page.waitForSelector("#modal", { state: "hidden", timeout: 15_000 });
    await refresh(frame);
    expect(await text(frame, "#event-name")).toBe("Dust Open");
    expect(await text(frame, "#event-meta")).toMatch(/^Dust Tactics \(Swiss\) · /);
    expect(await frame.locator("html").getAttribute("lang")).toBe("en");
    expect((await button(frame, "topCut")).why).toMatch(/Swiss rounds are not over/);
  });

  it("an army list over 300 AP is reported with its cell; fixed, round 1 can start", async () => {
    await typeRows(h.page, "Players", 2, DUST_PLAYERS);
    await refresh(frame);
    const messages = await frame.locator("#messages li").allTextContents();
    expect(messages.join(" ")).toMatch(/310/);
    expect(messages.join(" ")).toMatch(/Players/);
    expect(await button(frame, "generateRound")).toMatchObject({ enabled: false });
    await setCell(h.page, "D12", "290", "Players");
    await refresh(frame);
    expect(await frame.locator("#messages li").count()).toBe(0);
    expect(await text(frame, "#players-line")).toBe("Active players: 12 · dropped: 0");
  });

  it("plays the Swiss rounds: scores and army points typed in the grid", async () => {
    let round = 0;
    while ((await button(frame, "generateRound")).enabled) {
      round++;
      await act(frame, "generateRound");
      expect(await text(frame, "#status-line")).toBe(`Round ${round} of 4`);
      expect(await text(frame, "#results-line")).toBe("Results: 0 of 6");
      if (round === 2) {
        // undo a round without results: no confirmation needed
        await act(frame, "undoLastRound");
        expect(await text(frame, "#status-line")).toBe("Round 1 of 4");
        await act(frame, "generateRound");
      }
      const st = serverState(h);
      await selectSheet(h.page, "Rounds");
      for (const g of st.progress.tables) {
        const aWins = g.a < g.b;
        await typeAt(h.page, "G", g.row, 100 + g.table);
        await typeAt(h.page, "H", g.row, 80);
        await typeAt(h.page, "J", g.row, aWins ? 3 : 1);
        await typeAt(h.page, "K", g.row, aWins ? 1 : 3);
      }
      await refresh(frame);
      expect(await text(frame, "#results-line")).toBe("Every result is in.");
    }
    expect(round).toBeGreaterThanOrEqual(3);
    const gen = await button(frame, "generateRound");
    expect(gen.why).toMatch(/all 4 rounds have been played|ended early|undefeated/);
    expect(await button(frame, "topCut")).toMatchObject({ label: "Start the top 4", enabled: true });
    const grid = await gridWhen(
      h.page,
      "Standings",
      13,
      10,
      (g) => g.slice(1).filter((r) => r[1] !== "").length === 12,
    );
    expect(grid[0]).toEqual(expect.arrayContaining(["Rank", "Player"]));
    expect(grid.slice(1).filter((r) => r[1] !== "")).toHaveLength(12);
    // 96 cells typed one by one through the page, each re-evaluating the whole-column STANDINGS in the stand-in
  }, 150_000);

  it("runs the top cut: the bracket in the sidebar (semi-finals, final), then the final ranking", async () => {
    await act(frame, "topCut");
    expect(await text(frame, "#status-line")).toBe("Top 4: Semi-finals");
    expect(await button(frame, "closeRound")).toMatchObject({ enabled: false });
    // the bracket card: who plays whom, seeded 1–4 and 2–3, nothing played yet
    const semis = serverState(h).progress.topCut.bracket[0].games;
    await frame.waitForSelector("#topcut-card:not([hidden])");
    expect(await text(frame, "#topcut-title")).toBe("Top 4 bracket");
    expect(await frame.locator("#topcut-bracket .stage-title").allTextContents()).toEqual(["Semi-finals"]);
    const matches = frame.locator("#topcut-bracket .match");
    expect(await matches.count()).toBe(2);
    expect(await matches.nth(0).locator(".name").allTextContents()).toEqual([semis[0].a, semis[0].b]);
    expect(await matches.nth(0).locator(".seed").allTextContents()).toEqual(["1", "4"]);
    expect(await matches.nth(1).locator(".seed").allTextContents()).toEqual(["2", "3"]);
    expect(await matches.locator(".chip").allTextContents()).toEqual(["Pending", "Pending"]);
    // one undo button for the stage (no "Undo: Top cut: Semi-finals" repeating "Undo: Semi-finals")
    expect(await text(frame, "#btn-undoLastRound")).toBe("Undo: Semi-finals");
    expect(await frame.locator("#undo-action").isHidden()).toBe(true);
    // the bracket lists the waiting games: no second list of them
    expect(await frame.locator("#missing li").count()).toBe(0);
    expect(await frame.locator("#missing-title").isHidden()).toBe(true);
    // one semi-final in: its winner goes through, the other still waits
    await enterWinnerResults(h, "Top cut", "Yes", { skip: [2] });
    await refresh(frame);
    const w1 = [semis[0].a, semis[0].b].sort()[0];
    expect(await matches.nth(0).locator(".side.won .name").textContent()).toBe(w1);
    expect(await matches.nth(0).locator(".mark").textContent()).toBe("through");
    expect(await matches.nth(1).locator(".chip").textContent()).toBe("Pending");
    await shoot(h, "event-dust-topcut", "sidebar");
    await enterWinnerResults(h, "Top cut", "Yes");
    await refresh(frame);
    expect(await button(frame, "topCut")).toMatchObject({ label: "Generate: Final", enabled: true });
    await act(frame, "topCut");
    expect(await text(frame, "#status-line")).toBe("Top 4: Final");
    // newest stage first
    expect(await frame.locator("#topcut-bracket .stage-title").allTextContents()).toEqual([
      "Final",
      "Semi-finals",
    ]);
    await enterWinnerResults(h, "Top cut", "Yes");
    await refresh(frame);
    const last = await button(frame, "topCut");
    if (last.enabled) await act(frame, "topCut"); // "Final ranking"
    expect(await text(frame, "#status-line")).toBe("Event over");
    // the outcome: the winner, places 1–4 with the round reached, the bracket folded
    const result = serverState(h).progress.topCut.result;
    expect(await text(frame, "#topcut-title")).toBe("Top 4 result");
    expect(await text(frame, "#topcut-winner")).toBe(result.winner);
    expect(await text(frame, "#topcut-ranking-title")).toBe("Final ranking of the top 4");
    const rows = frame.locator("#topcut-ranking-body tr");
    expect(await rows.count()).toBe(4);
    expect(await rows.locator(".place").allTextContents()).toEqual(["1", "2", "3", "4"]);
    expect(await rows.locator(".name").allTextContents()).toEqual(result.ranking.map((r: Json) => r.name));
    expect(await rows.locator(".reached").allTextContents()).toEqual([
      "Winner",
      "Finalist",
      "Semi-finalist",
      "Semi-finalist",
    ]);
    expect(await text(frame, "#topcut-result .hint")).toBe("The other players keep their Swiss rank.");
    expect(await text(frame, "#btn-undoLastRound")).toBe("Undo: Final ranking");
    expect(await button(frame, "closeRound")).toMatchObject({ enabled: false, why: "the event is over" });
    expect(await frame.locator("#undo-action").isHidden()).toBe(true);
    expect(await frame.locator("#topcut-details").getAttribute("open")).toBeNull();
    expect(await frame.locator("#topcut-bracket-done .match").count()).toBe(3);
    await frame.locator("#topcut-details summary").click();
    expect(await frame.locator("#topcut-bracket-done .match").first().isVisible()).toBe(true);
    expect(await frame.locator("#topcut-bracket-done .stage-title").allTextContents()).toEqual([
      "Final",
      "Semi-finals",
    ]);
    await shoot(h, "event-dust-topcut-final", "sidebar", (tab) =>
      tab.locator("#topcut-details summary").click(),
    );
  });

  it("publishes the final ranking", async () => {
    await act(frame, "publish");
    expect(await alertText(frame)).toBe("");
    expect(await text(frame, "#publish-help")).toMatch(/File ▸ Share ▸ Publish to the web/);
    const pub = (await gridWhen(h.page, "Public", 20, 20, (g) => g.flat().includes("Final ranking"))).flat();
    expect(pub[0]).toBe("Dust Open");
    expect(pub).toContain("Final ranking");
    await shoot(h, "event-dust-sidebar", "sidebar");
    await selectSheet(h.page, "Public");
    await shoot(h, "event-dust-public", "page");
    await selectSheet(h.page, "Standings");
    await shoot(h, "event-dust-standings", "page");
    expect(dialogs).toEqual([]);
  });
});
