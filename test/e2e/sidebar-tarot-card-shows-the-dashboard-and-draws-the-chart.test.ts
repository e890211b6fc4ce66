/**
 * The Tarot duplicate in the sidebar and the New-event dialog, in Debian chromium on the real
 * build/Sidebar.html, with google.script.run stubbed by fixed answers (the Tarot server side lives
 * elsewhere: this checks what the page does with the contract's TarotView and NewEventDefaults,
 * not the server). Each call the page makes is recorded. Same approach as
 * sidebar-circuit-card-shows-the-ranking-and-sends-the-choice.test.ts; the screenshot goes to test-artifacts/sidebar-tarot.png.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type {
  ActionResult,
  EventState,
  NewEventDefaults,
  SwissState,
  TarotState,
  TarotView,
} from "../../src/contract/views";
import { LEA, PAUL, type TarotPlayerView, tarotView } from "../fixtures/tarot-view";
import { ARTIFACTS_DIR, chromiumAvailable } from "./harness";
import { calls, idle, openPage, SWISS_FIELDS, stateOfKind, useChromium, visibleText } from "./sidebar-stub";

/** Intl's French grouping: a narrow no-break space. */
const NNBSP = "\u202f";

const PLAYERS = ["Léa Martin", "Paul Roux", "Ana Diaz"];

function tarotState(tarot: Partial<TarotView>, reason = "", lang: "fr" | "en" = "fr"): TarotState {
  const action = (label: string, why = "") => ({ enabled: why === "", reason: why, label });
  return stateOfKind<TarotState>(
    {
      id: "t1",
      kind: "tarot",
      name: "Simultané du club",
      system: "tarot-duplicate",
      systemLabel: "Tarot simultané",
      date: "2026-01-08",
      lang,
      actions: {
        computeTarot: action(lang === "fr" ? "Vérifier et calculer" : "Check and compute", reason),
        publish: action(lang === "fr" ? "Publier" : "Publish"),
      },
    },
    { tarot: tarotView(tarot) },
  );
}

const BEFORE = tarotState({ tournaments: 3, deals: 1704, players: PLAYERS });

function computedState(player: TarotPlayerView, asOf = "", lang: "fr" | "en" = "fr"): EventState {
  const base = tarotState(
    {
      tournaments: 3,
      deals: 1704,
      lastDay: "2026-03-12",
      players: PLAYERS,
      shown: {
        asOf,
        label: lang === "fr" ? "Tableau de bord au 12 mars 2026" : "Dashboard as of 12 March 2026",
        player: player.name,
      },
      player,
    },
    "",
    lang,
  );
  return {
    ...base,
    players: PLAYERS.map((name, i) => ({ name, club: "", dropped: false, row: i + 2 })),
    lastAction: {
      kind: "computeTarot",
      label: lang === "fr" ? "Vérifier et calculer" : "Check and compute",
      undoLabel: lang === "fr" ? "Annuler\u00a0: Vérifier et calculer" : "Undo: Check and compute",
      at: 1,
      enabled: true,
      reason: "",
    },
  };
}

const COMPUTED = computedState(LEA);
const PAUL_SHOWN = computedState(PAUL);

const DEFAULTS: NewEventDefaults = {
  lang: "fr",
  systems: [
    { id: "confrerie", label: "La Confrérie (suisse)", roundMinutes: 50, kind: "swiss" },
    { id: "circuit-masters", label: "Masters Grand Sud (circuit)", roundMinutes: 0, kind: "circuit" },
    { id: "tarot-duplicate", label: "Tarot simultané", roundMinutes: 0, kind: "tarot" },
  ],
  date: "2026-01-08",
  topCuts: [0, 2, 4, 8],
  labels: {},
};

async function sent(page: Page, fn: string): Promise<unknown[][]> {
  return (await calls(page)).filter(([name]) => name === fn).map(([, args]) => args);
}

/** The summary's lines, no-break spaces (keepTogether) read as spaces. */
async function summary(page: Page): Promise<string[]> {
  return (await page.locator("#tarot-summary li").allTextContents()).map((t) =>
    t.replace(/\u00a0/g, " ").trim(),
  );
}

/** A text shown, no-break spaces read as spaces. */
async function shownText(page: Page, selector: string): Promise<string> {
  return (await visibleText(page, selector)).replace(/\u00a0/g, " ");
}

const HIDDEN_FOR_TAROT = [
  "status-card",
  "league-card",
  "circuit-card",
  "round-card",
  "timer-card",
  "players-card",
  "topcut-card",
];

describe.skipIf(!chromiumAvailable())("a Tarot duplicate in the sidebar (stubbed server)", () => {
  const chromium = useChromium();

  it("before any compute: counts, the Deals tab to fill, the chart list off, no other kind's card", async () => {
    const page = await openPage(chromium(), { arbitreGetState: [BEFORE] }, "sidebar");
    await page.waitForSelector("#tarot-card:not([hidden])");
    expect(await shownText(page, "#tarot-status")).toBe(`3 tournois · 1${NNBSP}704 lignes de donnes`);
    expect(await visibleText(page, "#tarot-hint")).toBe(
      "Collez les donnes dans l'onglet «\u00a0Donnes\u00a0» (une ligne par participant et par donne, le bot compris), puis «\u00a0Vérifier et calculer\u00a0».",
    );
    for (const id of [...HIDDEN_FOR_TAROT, "finals-card", "tarot-summary", "tarot-shown"]) {
      expect(await page.locator(`#${id}`).isVisible(), id).toBe(false);
    }
    expect(await visibleText(page, "#tarot-choice legend")).toBe("Tableau de bord");
    expect(await page.locator("#tarot-mode-latest").isChecked()).toBe(true);
    expect(await visibleText(page, "#btn-computeTarot")).toBe("Vérifier et calculer");
    expect(await page.locator("#btn-computeTarot").isEnabled()).toBe(true);
    expect(await visibleText(page, 'label[for="tarot-player"]')).toBe("Graphique de");
    expect(await page.locator("#tarot-player").isDisabled()).toBe(true);
    // the common parts stay, once
    expect(await page.locator("#btn-publish").count()).toBe(1);
    expect(await visibleText(page, "#btn-publish")).toBe("Publier");
    await page.close();
  });

  it("a Swiss, league or circuit event hides the Tarot card", async () => {
    const { tarot: _t, ...rest } = BEFORE;
    const swiss: SwissState = {
      ...rest,
      kind: "swiss",
      event: {
        ...rest.event,
        kind: "swiss",
        rounds: 0,
        roundMinutes: 0,
        topCut: 0,
        tabs: {
          players: "Joueurs",
          rounds: "Rondes",
          pairings: "Appariements",
          slips: "Feuilles de match",
          standings: "Classement",
          topCut: "Phase finale",
          public: "Public",
        },
        codes: { win: "V", draw: "N", loss: "D" },
      },
      progress: null,
      timer: null,
      playoffs: [],
      form: null,
    };
    const page = await openPage(chromium(), { arbitreGetState: [swiss] }, "sidebar");
    await page.waitForSelector("#event-view:not([hidden])");
    await idle(page);
    expect(await page.locator("#tarot-card").isVisible()).toBe(false);
    expect(await page.locator("#round-card").isVisible()).toBe(true);
    await page.close();
  });

  it("after a compute: the last tournament, the dashboard's title, the chart list and the player's summary", async () => {
    const done: ActionResult = { ok: true, message: "Tableau de bord calculé.", state: COMPUTED };
    const page = await openPage(
      chromium(),
      { arbitreGetState: [BEFORE], arbitreComputeTarot: [done] },
      "sidebar",
    );
    await page.waitForSelector("#tarot-card:not([hidden])");
    await page.locator("#btn-computeTarot").click();
    await page.waitForSelector("#tarot-summary:not([hidden])");
    await idle(page);
    expect(await visibleText(page, "#notice")).toBe("Tableau de bord calculé.");
    expect(await shownText(page, "#tarot-status")).toBe(
      `3 tournois · 1${NNBSP}704 lignes de donnes · dernier tournoi : 12 mars 2026`,
    );
    expect(await visibleText(page, "#tarot-hint")).toBe("");
    expect(await visibleText(page, "#tarot-shown")).toBe("Tableau de bord au 12 mars 2026");
    expect(await page.locator("#tarot-player option").allTextContents()).toEqual(PLAYERS);
    expect(await page.locator("#tarot-player").inputValue()).toBe("Léa Martin");
    expect(await page.locator("#tarot-player").isEnabled()).toBe(true);
    expect(await summary(page)).toEqual([
      "% actuel : 87,5 (provisoire)",
      "Attaque 92,3 (12 cumuls) · Défense 85,9 (20 cumuls)",
      "Mars 2026 : indice attaque 14,2 · défense 13,8\u202f; victoire attaque 3,0 · défense 2,4 (4 tournois, 1 victoire)",
    ]);
    // Undo last action in the Corrections card, once; no Swiss button; "why this rank" lists the players
    expect(await visibleText(page, "#finals-title")).toBe("Corrections");
    expect(await page.locator("#btn-undoLastAction").count()).toBe(1);
    expect(await visibleText(page, "#btn-undoLastAction")).toBe("Annuler\u00a0: Vérifier et calculer");
    expect(await page.locator("#btn-topCut").isVisible()).toBe(false);
    for (const id of HIDDEN_FOR_TAROT) expect(await page.locator(`#${id}`).isVisible(), id).toBe(false);
    expect(await page.locator("#explain-select option").allTextContents()).toEqual(PLAYERS);
    // the list showed the first player (disabled) before the compute: the request names it
    expect(await sent(page, "arbitreComputeTarot")).toEqual([
      [{ eventId: "t1", asOf: "", player: "Léa Martin" }],
    ]);

    // the screenshot at the sidebar's width
    await page.setViewportSize({ width: 300, height: 700 });
    mkdirSync(ARTIFACTS_DIR, { recursive: true });
    await page.screenshot({ path: join(ARTIFACTS_DIR, "sidebar-tarot.png"), fullPage: true });
    await page.close();
  });

  it("choosing a player draws his chart at once (one call), then Check and compute sends him", async () => {
    const chart: ActionResult = { ok: true, message: "Graphique de Paul Roux.", state: PAUL_SHOWN };
    const page = await openPage(
      chromium(),
      {
        arbitreGetState: [COMPUTED],
        arbitreTarotChart: [chart],
        arbitreComputeTarot: [{ ok: true, message: "ok", state: PAUL_SHOWN }],
      },
      "sidebar",
    );
    await page.waitForSelector("#tarot-summary:not([hidden])");
    await idle(page);
    await page.locator("#tarot-player").selectOption("Paul Roux");
    await page.waitForFunction(
      () => document.getElementById("notice")?.textContent === "Graphique de Paul Roux.",
    );
    await idle(page);
    expect(await sent(page, "arbitreTarotChart")).toEqual([[{ eventId: "t1", player: "Paul Roux" }]]);
    expect(await sent(page, "arbitreComputeTarot")).toEqual([]);
    expect(await page.locator("#tarot-player").inputValue()).toBe("Paul Roux");
    expect(await summary(page)).toEqual([
      "% actuel : — (provisoire)",
      "Attaque — (0 cumul) · Défense 71,0 (1 cumul)",
      "Aucun tournoi ce mois-ci.",
    ]);
    await page.locator("#btn-computeTarot").click();
    await idle(page);
    expect(await sent(page, "arbitreComputeTarot")).toEqual([
      [{ eventId: "t1", asOf: "", player: "Paul Roux" }],
    ]);
    expect(await sent(page, "arbitreTarotChart")).toHaveLength(1);
    await page.close();
  });

  it("the busy text of the chart", async () => {
    const page = await openPage(chromium(), { arbitreGetState: [COMPUTED] }, "sidebar");
    await page.waitForSelector("#tarot-summary:not([hidden])");
    await idle(page);
    // the stub answers null: the page stays busy only for a moment, long enough to read the text
    await page.evaluate(() => {
      const w = window as unknown as { google: { script: { run: Record<string, unknown> } } };
      const run = w.google.script.run;
      w.google.script.run = new Proxy(run, {
        get(t, name: string) {
          if (name === "withSuccessHandler")
            return () => ({ withFailureHandler: () => ({ arbitreAct() {} }) });
          return (t as Record<string, unknown>)[name];
        },
      });
    });
    await page.locator("#tarot-player").selectOption("Ana Diaz");
    await page.waitForSelector("#busy:not([hidden])");
    expect(await visibleText(page, "#busy-text")).toBe("Graphique…");
    expect(await page.locator("#tarot-player").isDisabled()).toBe(true);
    expect(await page.locator("#btn-computeTarot").isDisabled()).toBe(true);
    await page.close();
  });

  it("sends the dashboard chosen: the latest, or at a date (held until one is typed)", async () => {
    const page = await openPage(
      chromium(),
      { arbitreGetState: [COMPUTED], arbitreComputeTarot: [{ ok: true, message: "ok", state: COMPUTED }] },
      "sidebar",
    );
    await page.waitForSelector("#tarot-summary:not([hidden])");
    await idle(page);
    await page.locator("#tarot-mode-date").check();
    expect(await page.locator("#btn-computeTarot").isEnabled()).toBe(false);
    expect(await visibleText(page, "#why-computeTarot")).toBe("Choisissez la date du tableau de bord.");
    await page.locator("#tarot-mode-latest").check();
    expect(await visibleText(page, "#why-computeTarot")).toBe("");
    await page.locator("#btn-computeTarot").click();
    await idle(page);
    await page.locator("#tarot-date").fill("2026-02-01");
    expect(await page.locator("#tarot-mode-date").isChecked()).toBe(true);
    expect(await visibleText(page, "#why-computeTarot")).toBe("");
    await page.locator("#btn-computeTarot").click();
    await idle(page);
    expect(await sent(page, "arbitreComputeTarot")).toEqual([
      [{ eventId: "t1", asOf: "", player: "Léa Martin" }],
      [{ eventId: "t1", asOf: "2026-02-01", player: "Léa Martin" }],
    ]);
    await page.close();
  });

  it("presets the control from the dashboard shown when the page loads, and keeps it across refreshes", async () => {
    const atDate = computedState(LEA, "2026-02-01");
    const page = await openPage(chromium(), { arbitreGetState: [atDate, COMPUTED] }, "sidebar");
    await page.waitForSelector("#tarot-summary:not([hidden])");
    await idle(page);
    expect(await page.locator("#tarot-mode-date").isChecked()).toBe(true);
    expect(await page.locator("#tarot-date").inputValue()).toBe("2026-02-01");
    // the organiser picks the latest; a refresh (the tabs still at that date elsewhere) leaves it
    await page.locator("#tarot-mode-latest").check();
    await page.locator("#refresh-btn").click();
    await idle(page);
    expect((await sent(page, "arbitreGetState")).length).toBe(2);
    expect(await page.locator("#tarot-mode-latest").isChecked()).toBe(true);
    expect(await page.locator("#tarot-date").inputValue()).toBe("2026-02-01");
    await page.close();
  });

  it("after Undo, the dashboard to show is the one the answer shows again, not the one undone", async () => {
    const atDate = computedState(LEA, "2026-02-01");
    const page = await openPage(
      chromium(),
      {
        arbitreGetState: [COMPUTED],
        arbitreComputeTarot: [{ ok: true, message: "ok", state: atDate }],
        arbitreUndoLastAction: [{ ok: true, message: "Annulé.", state: COMPUTED }],
      },
      "sidebar",
    );
    await page.waitForSelector("#tarot-summary:not([hidden])");
    await idle(page);
    await page.locator("#tarot-date").fill("2026-02-01");
    await page.locator("#btn-computeTarot").click();
    await idle(page);
    expect(await page.locator("#tarot-mode-date").isChecked()).toBe(true);
    await page.locator("#btn-undoLastAction").click();
    await idle(page);
    expect((await sent(page, "arbitreUndoLastAction")).length).toBe(1);
    expect(await page.locator("#tarot-mode-latest").isChecked()).toBe(true);
    await page.close();
  });

  it("a server reason disables the button and shows under it", async () => {
    const refused = tarotState({}, "Collez d'abord les donnes dans l'onglet «\u00a0Donnes\u00a0».");
    const page = await openPage(chromium(), { arbitreGetState: [refused] }, "sidebar");
    await page.waitForSelector("#tarot-card:not([hidden])");
    expect(await page.locator("#btn-computeTarot").isEnabled()).toBe(false);
    expect(await visibleText(page, "#why-computeTarot")).toBe(
      "Collez d'abord les donnes dans l'onglet «\u00a0Donnes\u00a0».",
    );
    expect(await shownText(page, "#tarot-status")).toBe("0 tournoi · 0 ligne de donnes");
    expect(await page.locator("#tarot-player").isDisabled()).toBe(true);
    expect(await page.locator("#tarot-player option").allTextContents()).toEqual(["Aucun joueur"]);
    await page.close();
  });

  it("speaks English", async () => {
    const en = computedState(LEA, "", "en");
    const page = await openPage(chromium(), { arbitreGetState: [en] }, "sidebar");
    await page.waitForSelector("#tarot-summary:not([hidden])");
    await idle(page);
    expect(await shownText(page, "#tarot-status")).toBe(
      "3 tournaments · 1,704 deal rows · last tournament: 12 March 2026",
    );
    expect(await visibleText(page, "#tarot-choice legend")).toBe("Dashboard");
    expect(await visibleText(page, 'label[for="tarot-player"]')).toBe("Chart of");
    expect(await summary(page)).toEqual([
      "Current %: 87.5 (provisional)",
      "Attack 92.3 (12 cumuls) · Defence 85.9 (20 cumuls)",
      "March 2026: index attack 14.2 · defence 13.8; victory attack 3.0 · defence 2.4 (4 tournaments, 1 win)",
    ]);
    await page.locator("#tarot-mode-date").check();
    expect(await visibleText(page, "#why-computeTarot")).toBe("Choose the date of the dashboard.");
    await page.setViewportSize({ width: 300, height: 700 });
    await page.screenshot({ path: join(ARTIFACTS_DIR, "sidebar-tarot-en.png"), fullPage: true });
    const before = tarotState({ tournaments: 1, deals: 1 }, "", "en");
    const page2 = await openPage(chromium(), { arbitreGetState: [before] }, "sidebar");
    await page2.waitForSelector("#tarot-card:not([hidden])");
    expect(await shownText(page2, "#tarot-status")).toBe("1 tournament · 1 deal row");
    expect(await visibleText(page2, "#tarot-hint")).toBe(
      "Paste the deals in the 'Donnes' tab (one row per participant and deal, the bot included), then 'Check and compute'.",
    );
    await page2.close();
    await page.close();
  });
});

describe.skipIf(!chromiumAvailable())(
  "the New-event dialog offers the Tarot duplicate (stubbed server)",
  () => {
    const chromium = useChromium();

    it("a Tarot duplicate hides the Swiss fields and the date, shows its hint and sends system and name only", async () => {
      const created: ActionResult = { ok: true, message: "Événement créé.", state: BEFORE };
      const page = await openPage(
        chromium(),
        { arbitreNewEventDefaults: [DEFAULTS], arbitreCreateEvent: [created], showSidebar: [null] },
        "new-event",
      );
      await page.waitForFunction(() => !(document.getElementById("ne-name") as HTMLInputElement).disabled);
      expect(await page.locator("#ne-systems label").allTextContents()).toEqual([
        "La Confrérie (suisse)",
        "Masters Grand Sud (circuit)",
        "Tarot simultané",
      ]);
      expect(await page.locator("#ne-tarot-hint").isVisible()).toBe(false);
      await page.locator("#ne-system-tarot-duplicate").check();
      for (const id of SWISS_FIELDS) {
        expect(await page.locator(`#${id}`).isVisible(), id).toBe(false);
      }
      expect(await page.locator("#ne-date").isVisible()).toBe(false);
      expect(await page.locator("#ne-circuit-hint").isVisible()).toBe(false);
      expect(await visibleText(page, "#ne-tarot-hint")).toBe(
        "Crée l'onglet Donnes\u00a0: collez-y les donnes des tournois (une ligne par participant et par donne, le bot compris), puis «\u00a0Vérifier et calculer\u00a0» dans la barre latérale.",
      );
      expect(await page.locator("#ne-name").getAttribute("placeholder")).toBe("Simultané du club 2026");
      // another system: no Tarot hint
      await page.locator("#ne-system-circuit-masters").check();
      expect(await page.locator("#ne-tarot-hint").isVisible()).toBe(false);
      await page.locator("#ne-system-tarot-duplicate").check();
      await page.locator("#ne-name").fill("Simultané 2026");
      await page.locator("#ne-create").click();
      await page.waitForSelector("#ne-done:not([hidden])");
      expect(await sent(page, "arbitreCreateEvent")).toEqual([
        [{ system: "tarot-duplicate", name: "Simultané 2026" }],
      ]);
      await page.close();
    });

    it("speaks English", async () => {
      const page = await openPage(
        chromium(),
        { arbitreNewEventDefaults: [{ ...DEFAULTS, lang: "en" }] },
        "new-event",
      );
      await page.waitForFunction(() => !(document.getElementById("ne-name") as HTMLInputElement).disabled);
      await page.locator("#ne-system-tarot-duplicate").check();
      expect(await visibleText(page, "#ne-tarot-hint")).toBe(
        "Creates the Deals tab: paste the tournaments' deals into it (one row per participant and deal, the bot included), then 'Check and compute' in the sidebar.",
      );
      await page.close();
    });
  },
);
