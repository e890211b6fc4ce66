/**
 * The team league in the sidebar and the New-event dialog, in Debian chromium on the real
 * build/Sidebar.html, with google.script.run stubbed by fixed answers (the league's server side
 * lives elsewhere: this checks what the page does with the contract's LeagueView and
 * NewEventDefaults, not the server). Each call the page makes is recorded.
 */
import { describe, expect, it } from "vitest";
import type {
  ActionResult,
  EventState,
  LeagueState,
  LeagueView,
  NewEventDefaults,
} from "../../src/contract/views";
import { chromiumAvailable } from "./harness";
import { calls, openPage, stateOfKind, useChromium, visibleText } from "./sidebar-stub";

const TABS: LeagueView["tabs"] = {
  teams: "Équipes",
  roster: "Effectifs",
  calendar: "Calendrier",
  scenarios: "Scénarios",
  lineups: "Compositions",
  games: "Parties",
  matches: "Matchs",
  standings: "Classement",
  ladder: "Échelle",
  history: "Historique",
  public: "Public",
};

function leagueState(league: Partial<LeagueView>): LeagueState {
  const action = (label: string, reason = "") => ({ enabled: reason === "", reason, label });
  return stateOfKind<LeagueState>(
    {
      id: "e1",
      kind: "league",
      name: "Inter-clubs",
      system: "league-kow",
      systemLabel: "Kings of War (ligue par équipes)",
      date: "2025-09-20",
      actions: {
        generateCalendar: action("Générer le calendrier"),
        drawScenarios: action("Tirer les scénarios", "Générez d'abord le calendrier."),
        checkLineups: action("Vérifier les compositions", "Générez d'abord le calendrier."),
        updateLeague: action("Mettre à jour le classement", "Générez d'abord le calendrier."),
        publish: action("Publier"),
      },
      players: [
        { name: "Les Dragons", club: "", dropped: false, row: 2 },
        { name: "La Horde", club: "", dropped: false, row: 3 },
        { name: "Les Nains", club: "", dropped: false, row: 4 },
      ],
    },
    {
      league: {
        tabs: TABS,
        teams: 3,
        dates: 0,
        matches: { played: 0, total: 0 },
        drawn: 0,
        lineups: 0,
        next: null,
        standings: [],
        ladder: [],
        ...league,
      },
    },
  );
}

const BEFORE = leagueState({});

const RUNNING: EventState = {
  ...leagueState({
    dates: 6,
    matches: { played: 1, total: 6 },
    drawn: 2,
    lineups: 1,
    next: {
      date: 2,
      day: "2025-10-04",
      rest: "Les Nains",
      matches: [
        {
          id: 2,
          home: "La Horde",
          away: "Les Dragons",
          leg: "Aller",
          status: "Compositions attendues",
          played: false,
          row: 9,
        },
      ],
    },
    standings: [
      { rank: 1, team: "Les Dragons", points: 3 },
      { rank: 2, team: "La Horde", points: 0 },
      { rank: 2, team: "Les Nains", points: 0 },
    ],
    ladder: [1, 2, 3, 4, 5, 6].map((rank) => ({
      rank,
      name: `Joueur ${rank}`,
      rating: 1600 - rank,
      games: 2,
    })),
  }),
  lastAction: {
    kind: "generateCalendar",
    label: "Générer le calendrier",
    undoLabel: "Annuler\u00a0: Générer le calendrier",
    at: 1,
    enabled: true,
    reason: "",
  },
};
RUNNING.actions = {
  ...RUNNING.actions,
  generateCalendar: {
    enabled: false,
    reason: "Le calendrier est déjà généré.",
    label: "Générer le calendrier",
  },
  drawScenarios: { enabled: true, reason: "", label: "Tirer les scénarios" },
};

const DEFAULTS: NewEventDefaults = {
  lang: "fr",
  systems: [
    { id: "confrerie", label: "La Confrérie (suisse)", roundMinutes: 50, kind: "swiss" },
    { id: "dust", label: "Dust Tactics (suisse)", roundMinutes: 60, kind: "swiss" },
    { id: "league-kow", label: "Kings of War\u00a0: ligue par équipes", roundMinutes: 0, kind: "league" },
  ],
  date: "2025-09-20",
  topCuts: [0, 2, 4, 8],
  labels: {},
};

describe.skipIf(!chromiumAvailable())("a team league in the sidebar (stubbed server)", () => {
  const chrome = useChromium();

  it("before the calendar: the league card with the tabs to fill, no Swiss card", async () => {
    const page = await openPage(chrome(), { arbitreGetState: [BEFORE] }, "sidebar");
    await page.waitForSelector("#league-card:not([hidden])");
    expect(await visibleText(page, "#league-status")).toBe("3 équipes · calendrier à générer");
    expect(await visibleText(page, "#league-hint")).toBe(
      "Saisissez les équipes dans l'onglet «\u00a0Équipes\u00a0» et leurs joueurs dans l'onglet «\u00a0Effectifs\u00a0», puis générez le calendrier.",
    );
    for (const id of [
      "status-card",
      "round-card",
      "timer-card",
      "players-card",
      "topcut-card",
      "finals-card",
    ]) {
      expect(await page.locator(`#${id}`).isVisible(), id).toBe(false);
    }
    // the four buttons in workflow order, each with its label, a disabled one with its reason
    const order = await page
      .locator("#league-card button")
      .evaluateAll((bs) => bs.map((b) => (b as HTMLButtonElement).id));
    expect(order).toEqual([
      "btn-generateCalendar",
      "btn-drawScenarios",
      "btn-checkLineups",
      "btn-updateLeague",
    ]);
    expect(await visibleText(page, "#btn-generateCalendar")).toBe("Générer le calendrier");
    expect(await page.locator("#btn-generateCalendar").isEnabled()).toBe(true);
    expect(await page.locator("#btn-drawScenarios").isEnabled()).toBe(false);
    expect(await visibleText(page, "#why-drawScenarios")).toBe("Générez d'abord le calendrier.");
    expect(await page.locator("#league-next").isVisible()).toBe(false);
    expect(await page.locator("#league-standings").isVisible()).toBe(false);
    // "why this rank" lists the teams
    const options = await page.locator("#explain-select option").allTextContents();
    expect(options).toEqual(["Les Dragons", "La Horde", "Les Nains"]);
    await page.close();
  });

  it("with no team yet, « Pourquoi ce rang ? » says there is no team, not no player", async () => {
    const empty: EventState = { ...BEFORE, players: [] };
    const page = await openPage(chrome(), { arbitreGetState: [empty] }, "sidebar");
    await page.waitForSelector("#league-card:not([hidden])");
    expect(await visibleText(page, "#explain-label")).toBe("Équipe");
    expect(await page.locator("#explain-select option").allTextContents()).toEqual([
      "Aucune équipe inscrite",
    ]);
    await page.close();
  });

  it("the lineup form card: its own title, intro and button; then its link and QR code", async () => {
    const withButton: EventState = {
      ...BEFORE,
      actions: {
        ...BEFORE.actions,
        lineupForm: { enabled: true, reason: "", label: "Créer le formulaire de compositions" },
      },
    };
    const page = await openPage(chrome(), { arbitreGetState: [withButton] }, "sidebar");
    await page.waitForSelector("#form-card:not([hidden])");
    expect(await visibleText(page, "#form-title")).toBe("Formulaire de compositions");
    expect(await visibleText(page, "#form-intro")).toMatch(/^Les capitaines envoient leur composition/);
    expect(await page.locator("#btn-lineupForm").isVisible()).toBe(true);
    expect(await page.locator("#btn-resultForm").isVisible()).toBe(false);
    await page.close();
    const url = "https://docs.google.com/forms/d/e/1FAIpQLSeLineups/viewform";
    const made: EventState = { ...withButton, form: { url } };
    const page2 = await openPage(
      chrome(),
      { arbitreGetState: [made], arbitreApplyReports: [{ ok: true, message: "", state: made }] },
      "sidebar",
    );
    await page2.waitForSelector("#form-shown:not([hidden])");
    expect(await page2.locator("#form-link").getAttribute("href")).toBe(url);
    expect(await page2.locator("#form-qr svg[role=img] path").count()).toBe(1);
    expect(await page2.locator("#btn-lineupForm").isVisible()).toBe(false);
    await page2.close();
  });

  it("Generate calendar calls the server with the event, and again confirmed after Confirm", async () => {
    const question: ActionResult = {
      ok: false,
      error: "",
      confirm: { question: "Remplacer le calendrier\u202f?", details: ["6 journées"] },
      state: BEFORE,
    };
    const done: ActionResult = { ok: true, message: "Calendrier généré\u00a0: 6 journées.", state: RUNNING };
    const page = await openPage(
      chrome(),
      { arbitreGetState: [BEFORE], arbitreGenerateCalendar: [question, done] },
      "sidebar",
    );
    await page.waitForSelector("#league-card:not([hidden])");
    await page.locator("#btn-generateCalendar").click();
    await page.waitForSelector("#confirm:not([hidden])");
    expect(await visibleText(page, "#confirm-question")).toBe("Remplacer le calendrier\u202f?");
    await page.locator("#confirm-yes").click();
    await page.waitForSelector("#notice:not([hidden])");
    expect(await visibleText(page, "#notice")).toBe("Calendrier généré\u00a0: 6 journées.");
    const made = (await calls(page)).filter(([name]) => name === "arbitreGenerateCalendar");
    expect(made.map(([, args]) => args)).toEqual([[{ eventId: "e1" }], [{ eventId: "e1", confirm: true }]]);
    await page.close();
  });

  it("a running league: status, next date with its matches and rows, standings, ladder top 5, undo", async () => {
    const page = await openPage(
      chrome(),
      { arbitreGetState: [RUNNING], arbitreDrawScenarios: [null] },
      "sidebar",
    );
    await page.waitForSelector("#league-next:not([hidden])");
    expect(await visibleText(page, "#league-status")).toBe(
      "3 équipes · calendrier\u00a0: 6 journées · 1/6 matchs joués",
    );
    expect(await visibleText(page, "#league-progress")).toBe(
      "Matchs aux scénarios tirés\u00a0: 2 · aux deux compositions acceptées\u00a0: 1",
    );
    expect(await visibleText(page, "#league-hint")).toBe("");
    expect(await visibleText(page, "#league-date")).toBe("Journée 2 · 4 octobre 2025");
    expect(await visibleText(page, "#league-rest")).toBe("Au repos\u00a0: Les Nains");
    const match = page.locator("#league-matches li");
    expect(await match.allTextContents()).toEqual([
      "Match 2 · La Horde – Les Dragons (Aller)\u00a0: Compositions attendues",
    ]);
    expect(await match.first().getAttribute("title")).toBe("Onglet «\u00a0Parties\u00a0», ligne 9");
    const standings = await page.locator("#league-standings-body tr").allTextContents();
    expect(standings).toEqual(["1Les Dragons3", "2La Horde0", "2Les Nains0"]);
    expect(await visibleText(page, "#league-ladder-title")).toBe(
      "Échelle Elo\u00a0: les 5 premiers (à la dernière mise à jour)",
    );
    expect(await page.locator("#league-ladder-body tr").count()).toBe(5);
    expect(await visibleText(page, "#why-generateCalendar")).toBe("Le calendrier est déjà généré.");
    // Undo last action, in a card of its own named Corrections
    expect(await page.locator("#finals-card").isVisible()).toBe(true);
    expect(await visibleText(page, "#finals-title")).toBe("Corrections");
    expect(await page.locator("#btn-topCut").isVisible()).toBe(false);
    expect(await visibleText(page, "#btn-undoLastAction")).toBe("Annuler\u00a0: Générer le calendrier");
    await page.locator("#btn-drawScenarios").click();
    await page.waitForFunction(() => !document.body.hasAttribute("aria-busy"));
    const drawn = (await calls(page)).filter(([name]) => name === "arbitreDrawScenarios");
    expect(drawn.map(([, args]) => args)).toEqual([[{ eventId: "e1" }]]);
    await page.close();
  });
});

describe.skipIf(!chromiumAvailable())("the New-event dialog offers the team league (stubbed server)", () => {
  const chrome = useChromium();

  const created: ActionResult = { ok: true, message: "Événement créé.", state: BEFORE };

  it("a league hides the Swiss fields, shows its hint and sends system, name and date only", async () => {
    const page = await openPage(
      chrome(),
      { arbitreNewEventDefaults: [DEFAULTS], arbitreCreateEvent: [created], showSidebar: [null] },
      "new-event",
    );
    await page.waitForFunction(() => !(document.getElementById("ne-name") as HTMLInputElement).disabled);
    expect(await page.locator("#ne-systems input").count()).toBe(3);
    expect(await page.locator("#ne-ladder").isVisible()).toBe(true);
    expect(await page.locator("#ne-league-hint").isVisible()).toBe(false);
    await page.locator("#ne-system-league-kow").check();
    for (const id of ["ne-players", "ne-rounds", "ne-minutes", "ne-topcut", "ne-rounds-hint", "ne-ladder"]) {
      expect(await page.locator(`#${id}`).isVisible(), id).toBe(false);
    }
    expect(await visibleText(page, "#ne-league-hint")).toBe(
      "Crée les onglets Équipes, Effectifs, Scénarios…\u00a0: saisissez les équipes et leurs joueurs, puis «\u00a0Générer le calendrier\u00a0» dans la barre latérale.",
    );
    await page.locator("#ne-name").fill("Inter-clubs 2025");
    await page.locator("#ne-create").click();
    await page.waitForSelector("#ne-done:not([hidden])");
    const sent = (await calls(page)).filter(([name]) => name === "arbitreCreateEvent");
    expect(sent.map(([, args]) => args)).toEqual([
      [{ system: "league-kow", name: "Inter-clubs 2025", date: "2025-09-20" }],
    ]);
    await page.close();
  });

  it("a Swiss event with the ladder box ticked sends ladder: true", async () => {
    const page = await openPage(
      chrome(),
      { arbitreNewEventDefaults: [DEFAULTS], arbitreCreateEvent: [created], showSidebar: [null] },
      "new-event",
    );
    await page.waitForFunction(() => !(document.getElementById("ne-name") as HTMLInputElement).disabled);
    await page.locator("#ne-system-league-kow").check();
    await page.locator("#ne-system-dust").check();
    expect(await page.locator("#ne-minutes").inputValue()).toBe("60");
    expect(await page.locator("#ne-league-hint").isVisible()).toBe(false);
    expect(await visibleText(page, "label[for=ne-ladder], #ne-ladder-row")).toBe(
      "Compter dans l'échelle Elo du classeur",
    );
    await page.locator("#ne-ladder").check();
    await page.locator("#ne-name").fill("Open Dust");
    await page.locator("#ne-create").click();
    await page.waitForSelector("#ne-done:not([hidden])");
    const sent = (await calls(page)).filter(([name]) => name === "arbitreCreateEvent");
    expect(sent.map(([, args]) => args)).toEqual([
      [
        {
          system: "dust",
          name: "Open Dust",
          date: "2025-09-20",
          rounds: 0,
          roundMinutes: 60,
          topCut: 0,
          ladder: true,
        },
      ],
    ]);
    await page.close();
  });
});
