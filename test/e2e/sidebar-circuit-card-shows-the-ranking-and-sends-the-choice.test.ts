/**
 * The season circuit in the sidebar and the New-event dialog, in Debian chromium on the real
 * build/Sidebar.html, with google.script.run stubbed by fixed answers (the circuit's server side
 * lives elsewhere: this checks what the page does with the contract's CircuitView and
 * NewEventDefaults, not the server). Each call the page makes is recorded. Same approach as
 * sidebar-league-card-shows-the-next-date-and-its-buttons.test.ts.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type {
  ActionResult,
  CircuitState,
  CircuitView,
  EventState,
  NewEventDefaults,
} from "../../src/contract/views";
import { chromiumAvailable } from "./harness";
import { calls, idle, openPage, SWISS_FIELDS, stateOfKind, useChromium, visibleText } from "./sidebar-stub";

const TABS: CircuitView["tabs"] = {
  tournaments: "Tournois",
  results: "Résultats",
  ranking: "Classement",
  seeds: "Têtes de série",
  history: "Historique",
  masters: "Masters",
  matchSheets: "Feuilles du Masters",
  public: "Public",
};

function circuitState(circuit: Partial<CircuitView>, reason = ""): CircuitState {
  const action = (label: string, why = "") => ({ enabled: why === "", reason: why, label });
  return stateOfKind<CircuitState>(
    {
      id: "c1",
      kind: "circuit",
      name: "Masters Grand Sud",
      system: "circuit-masters",
      systemLabel: "Masters Grand Sud (circuit)",
      date: "2025-01-01",
      actions: {
        computeCircuit: action("Vérifier et calculer", reason),
        publish: action("Publier"),
      },
    },
    {
      circuit: {
        tabs: TABS,
        tournaments: 0,
        results: 0,
        lastDay: "",
        shown: null,
        years: [],
        top: [],
        mastersYear: null,
        ...circuit,
      },
    },
  );
}

const BEFORE = circuitState({ tournaments: 3, results: 96, years: [2024, 2025] });

const COMPUTED: CircuitState = {
  ...circuitState({
    tournaments: 3,
    results: 96,
    lastDay: "2025-04-12",
    years: [2024, 2025],
    shown: { asOf: "2025-04-12", final: false, year: 2025, label: "Classement au 12 avril 2025" },
    top: [
      { rank: 1, player: "Léa Martin", total: 1240, played: 3, change: 2 },
      { rank: 2, player: "Paul Roux", total: 1180, played: 3, change: -1 },
      { rank: 3, player: "Ana Diaz", total: 990, played: 2, change: 0 },
      { rank: 4, player: "Tom Petit", total: 640, played: 1, change: null },
    ],
  }),
  players: [
    { name: "Léa Martin", club: "", dropped: false, row: 2 },
    { name: "Paul Roux", club: "", dropped: false, row: 3 },
  ],
  lastAction: {
    kind: "computeCircuit",
    label: "Vérifier et calculer",
    undoLabel: "Annuler\u00a0: Vérifier et calculer",
    at: 1,
    enabled: true,
    reason: "",
  },
};

/** The year-end ranking of 2024 on the Ranking tab. */
const FINAL_2024: CircuitState = {
  ...COMPUTED,
  circuit: {
    ...COMPUTED.circuit,
    shown: { asOf: "", final: true, year: 2024, label: "Classement final 2024" },
  },
};

const DEFAULTS: NewEventDefaults = {
  lang: "fr",
  systems: [
    { id: "confrerie", label: "La Confrérie (suisse)", roundMinutes: 50, kind: "swiss" },
    { id: "dust", label: "Dust Tactics (suisse)", roundMinutes: 60, kind: "swiss" },
    { id: "league-kow", label: "Kings of War\u00a0: ligue par équipes", roundMinutes: 0, kind: "league" },
    { id: "circuit-masters", label: "Masters Grand Sud (circuit)", roundMinutes: 0, kind: "circuit" },
  ],
  date: "2025-01-05",
  topCuts: [0, 2, 4, 8],
  labels: {},
};

async function computed(page: Page): Promise<unknown[][]> {
  return (await calls(page)).filter(([name]) => name === "arbitreComputeCircuit").map(([, args]) => args);
}

describe.skipIf(!chromiumAvailable())("a season circuit in the sidebar (stubbed server)", () => {
  const chrome = useChromium();

  it("before any compute: counts, the tabs to fill, the control on the latest, no Swiss or league card", async () => {
    const page = await openPage(chrome(), { arbitreGetState: [BEFORE] }, "sidebar");
    await page.waitForSelector("#circuit-card:not([hidden])");
    expect(await visibleText(page, "#circuit-status")).toBe("3 tournois · 96 résultats");
    // a circuit is dated by its tournaments: no day of creation beside its system
    expect(await visibleText(page, "#event-meta")).toBe("Masters Grand Sud (circuit)");
    expect(await visibleText(page, "#circuit-hint")).toBe(
      "Listez les tournois dans l'onglet «\u00a0Tournois\u00a0» et collez leurs résultats dans l'onglet «\u00a0Résultats\u00a0», puis vérifiez et calculez le classement.",
    );
    for (const id of [
      "status-card",
      "league-card",
      "round-card",
      "timer-card",
      "players-card",
      "topcut-card",
      "finals-card",
      "circuit-ranking",
    ]) {
      expect(await page.locator(`#${id}`).isVisible(), id).toBe(false);
    }
    expect(await visibleText(page, "#circuit-choice legend")).toBe("Classement à afficher");
    expect(await page.locator("#circuit-mode-latest").isChecked()).toBe(true);
    expect(await page.locator("#circuit-year option").allTextContents()).toEqual(["2024", "2025"]);
    expect(await page.locator("#circuit-year").inputValue()).toBe("2025");
    expect(await visibleText(page, "#btn-computeCircuit")).toBe("Vérifier et calculer");
    expect(await page.locator("#btn-computeCircuit").isEnabled()).toBe(true);
    expect(await visibleText(page, "#explain-label")).toBe("Joueur");
    await page.close();
  });

  it("after a compute: the last tournament, the shown ranking's label and its top with the changes of rank", async () => {
    const done: ActionResult = { ok: true, message: "Classement calculé.", state: COMPUTED };
    const page = await openPage(
      chrome(),
      { arbitreGetState: [BEFORE], arbitreComputeCircuit: [done] },
      "sidebar",
    );
    await page.waitForSelector("#circuit-card:not([hidden])");
    await page.locator("#btn-computeCircuit").click();
    await page.waitForSelector("#circuit-ranking:not([hidden])");
    expect(await visibleText(page, "#notice")).toBe("Classement calculé.");
    expect(await visibleText(page, "#circuit-status")).toBe(
      "3 tournois · 96 résultats · dernier tournoi\u00a0: 12 avril 2025",
    );
    expect(await visibleText(page, "#circuit-hint")).toBe("");
    expect(await visibleText(page, "#circuit-shown")).toBe("Classement au 12 avril 2025");
    const rows = page.locator("#circuit-top-body tr");
    expect(await rows.count()).toBe(4);
    const cells = await rows.evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll("td")).map((td) => (td.textContent ?? "").trim())),
    );
    expect(cells).toEqual([
      ["1", "Léa Martin", "1240", "▲2"],
      ["2", "Paul Roux", "1180", "▼1"],
      ["3", "Ana Diaz", "990", "="],
      ["4", "Tom Petit", "640", "nouveau"],
    ]);
    expect(await page.locator("#circuit-top-body tr td.change").first().getAttribute("title")).toBe(
      "Gagne 2 places",
    );
    // Undo last action, in the Corrections card; "why this rank" lists the players
    expect(await visibleText(page, "#finals-title")).toBe("Corrections");
    expect(await visibleText(page, "#btn-undoLastAction")).toBe("Annuler\u00a0: Vérifier et calculer");
    expect(await page.locator("#btn-topCut").isVisible()).toBe(false);
    expect(await page.locator("#explain-select option").allTextContents()).toEqual([
      "Léa Martin",
      "Paul Roux",
    ]);
    expect(await computed(page)).toEqual([[{ eventId: "c1", asOf: "" }]]);
    await page.close();
  });

  it("sends the ranking chosen: the latest, at a date, the year-end ranking of a year", async () => {
    const page = await openPage(
      chrome(),
      { arbitreGetState: [COMPUTED], arbitreComputeCircuit: [{ ok: true, message: "ok", state: COMPUTED }] },
      "sidebar",
    );
    await page.waitForSelector("#circuit-ranking:not([hidden])");
    expect(await page.locator("#circuit-mode-latest").isChecked()).toBe(true);
    await page.locator("#btn-computeCircuit").click();
    await idle(page);

    // at a date: none typed yet, the button says so; typing one picks "at a date"
    await page.locator("#circuit-mode-date").check();
    expect(await page.locator("#btn-computeCircuit").isEnabled()).toBe(false);
    expect(await visibleText(page, "#why-computeCircuit")).toBe("Choisissez la date du classement.");
    await page.locator("#circuit-mode-latest").check();
    await page.locator("#circuit-date").fill("2024-12-01");
    expect(await page.locator("#circuit-mode-date").isChecked()).toBe(true);
    expect(await visibleText(page, "#why-computeCircuit")).toBe("");
    await page.locator("#btn-computeCircuit").click();
    await idle(page);

    // the year-end ranking: choosing a year picks it
    await page.locator("#circuit-year").selectOption("2024");
    expect(await page.locator("#circuit-mode-final").isChecked()).toBe(true);
    await page.locator("#btn-computeCircuit").click();
    await idle(page);

    expect(await computed(page)).toEqual([
      [{ eventId: "c1", asOf: "" }],
      [{ eventId: "c1", asOf: "2024-12-01" }],
      [{ eventId: "c1", final: true, year: 2024 }],
    ]);
    await page.close();
  });

  it("keeps the choice across refreshes, and presets it from the shown ranking when the page loads", async () => {
    const page = await openPage(chrome(), { arbitreGetState: [FINAL_2024, COMPUTED] }, "sidebar");
    await page.waitForSelector("#circuit-ranking:not([hidden])");
    expect(await visibleText(page, "#circuit-shown")).toBe("Classement final 2024");
    expect(await page.locator("#circuit-mode-final").isChecked()).toBe(true);
    expect(await page.locator("#circuit-year").inputValue()).toBe("2024");
    // the organiser picks a date; a refresh (the tab now shows another ranking) leaves it
    await page.locator("#circuit-date").fill("2025-02-01");
    await page.locator("#refresh-btn").click();
    await page.waitForFunction(
      () => document.getElementById("circuit-shown")?.textContent === "Classement au 12 avril 2025",
    );
    await idle(page);
    expect(await page.locator("#circuit-mode-date").isChecked()).toBe(true);
    expect(await page.locator("#circuit-date").inputValue()).toBe("2025-02-01");
    expect(await page.locator("#circuit-year").inputValue()).toBe("2024");
    await page.close();
  });

  it("Why this rank? says the problem that keeps the ranking from being computed, not « no player »", async () => {
    const problem =
      "Onglet «\u00a0Résultats\u00a0», ligne 12, colonne C\u00a0: «\u00a0dix\u00a0» n'est pas un nombre de points.";
    const bad: EventState = {
      ...circuitState(
        { tournaments: 3, results: 96, years: [2024, 2025] },
        `corrigez d'abord\u00a0: ${problem}`,
      ),
      messages: [{ level: "error", text: problem }],
    };
    const page = await openPage(chrome(), { arbitreGetState: [bad] }, "sidebar");
    await page.waitForSelector("#circuit-card:not([hidden])");
    expect(await page.locator("#explain-select option").allTextContents()).toEqual([
      `corrigez d'abord\u00a0: ${problem}`,
    ]);
    expect(await page.locator("#explain-select").isDisabled()).toBe(true);
    expect(await page.locator("#explain-btn").isDisabled()).toBe(true);
    await page.close();
  });

  it("after Undo, the ranking to show is the one the answer shows again, not the one undone", async () => {
    const page = await openPage(
      chrome(),
      {
        arbitreGetState: [COMPUTED],
        arbitreComputeCircuit: [{ ok: true, message: "Classement calculé.", state: FINAL_2024 }],
        arbitreUndoLastAction: [{ ok: true, message: "Annulé.", state: COMPUTED }],
      },
      "sidebar",
    );
    await page.waitForSelector("#circuit-ranking:not([hidden])");
    await page.locator("#circuit-year").selectOption("2024");
    await page.locator("#btn-computeCircuit").click();
    await page.waitForFunction(
      () => document.getElementById("circuit-shown")?.textContent === "Classement final 2024",
    );
    await idle(page);
    expect(await page.locator("#circuit-mode-final").isChecked()).toBe(true);
    await page.locator("#btn-undoLastAction").click();
    await page.waitForFunction(
      () => document.getElementById("circuit-shown")?.textContent === "Classement au 12 avril 2025",
    );
    await idle(page);
    expect(await page.locator("#circuit-mode-latest").isChecked()).toBe(true);
    expect(await page.locator("#circuit-mode-final").isChecked()).toBe(false);
    await page.close();
  });

  it("a server reason disables the button and shows under it", async () => {
    const refused = circuitState({}, "Listez d'abord un tournoi dans l'onglet «\u00a0Tournois\u00a0».");
    const page = await openPage(chrome(), { arbitreGetState: [refused] }, "sidebar");
    await page.waitForSelector("#circuit-card:not([hidden])");
    expect(await page.locator("#btn-computeCircuit").isEnabled()).toBe(false);
    expect(await visibleText(page, "#why-computeCircuit")).toBe(
      "Listez d'abord un tournoi dans l'onglet «\u00a0Tournois\u00a0».",
    );
    expect(await visibleText(page, "#circuit-status")).toBe("0 tournoi · 0 résultat");
    await page.close();
  });
});

describe.skipIf(!chromiumAvailable())(
  "the New-event dialog offers the season circuit (stubbed server)",
  () => {
    const chrome = useChromium();

    it("a circuit hides the Swiss fields and the date, shows its hint and sends system and name only", async () => {
      const created: ActionResult = { ok: true, message: "Événement créé.", state: BEFORE };
      const page = await openPage(
        chrome(),
        { arbitreNewEventDefaults: [DEFAULTS], arbitreCreateEvent: [created], showSidebar: [null] },
        "new-event",
      );
      await page.waitForFunction(() => !(document.getElementById("ne-name") as HTMLInputElement).disabled);
      expect(await page.locator("#ne-systems input").count()).toBe(4);
      expect(await page.locator("#ne-circuit-hint").isVisible()).toBe(false);
      await page.locator("#ne-system-circuit-masters").check();
      for (const id of SWISS_FIELDS) {
        expect(await page.locator(`#${id}`).isVisible(), id).toBe(false);
      }
      expect(await page.locator("#ne-date").isVisible()).toBe(false);
      expect(await page.locator("#ne-league-hint").isVisible()).toBe(false);
      expect(await visibleText(page, "#ne-circuit-hint")).toBe(
        "Crée les onglets Tournois et Résultats\u00a0: collez-y les listes des clubs, puis «\u00a0Vérifier et calculer\u00a0» dans la barre latérale.",
      );
      // back to a Swiss system: its fields again, no circuit hint
      await page.locator("#ne-system-confrerie").check();
      expect(await page.locator("#ne-minutes").isVisible()).toBe(true);
      expect(await page.locator("#ne-date").isVisible()).toBe(true);
      expect(await page.locator("#ne-circuit-hint").isVisible()).toBe(false);
      await page.locator("#ne-system-circuit-masters").check();
      await page.locator("#ne-name").fill("Masters Grand Sud 2025");
      await page.locator("#ne-create").click();
      await page.waitForSelector("#ne-done:not([hidden])");
      const sent = (await calls(page)).filter(([name]) => name === "arbitreCreateEvent");
      expect(sent.map(([, args]) => args)).toEqual([
        [{ system: "circuit-masters", name: "Masters Grand Sud 2025" }],
      ]);
      await page.close();
    });

    it("a second circuit: after the server's question, Confirm sends the same request with another: true", async () => {
      const question: ActionResult = {
        ok: false,
        error: "",
        confirm: {
          question: "Le classeur contient déjà un événement. En créer un second\u202f?",
          details: [],
        },
        state: BEFORE,
      };
      const created: ActionResult = { ok: true, message: "Événement créé.", state: BEFORE };
      const page = await openPage(
        chrome(),
        { arbitreNewEventDefaults: [DEFAULTS], arbitreCreateEvent: [question, created], showSidebar: [null] },
        "new-event",
      );
      await page.waitForFunction(() => !(document.getElementById("ne-name") as HTMLInputElement).disabled);
      await page.locator("#ne-system-circuit-masters").check();
      await page.locator("#ne-name").fill("Masters 2026");
      await page.locator("#ne-create").click();
      await page.waitForSelector("#ne-confirm:not([hidden])");
      await page.locator("#ne-confirm-yes").click();
      await page.waitForSelector("#ne-done:not([hidden])");
      const sent = (await calls(page)).filter(([name]) => name === "arbitreCreateEvent");
      expect(sent.map(([, args]) => args)).toEqual([
        [{ system: "circuit-masters", name: "Masters 2026" }],
        [{ system: "circuit-masters", name: "Masters 2026", another: true }],
      ]);
      await page.close();
    });
  },
);
