/**
 * The sidebar's server API: every function the sidebar (and the New-event dialog) calls through
 * `google.script.run`. Arguments and answers: the typed table of src/contract/api.ts (plain JSON).
 *
 *   arbitrePing()                                   → PingAnswer
 *   arbitreGetState(eventId?: string)               → EventState     (no lock, reads only)
 *   arbitreNewEventDefaults()                       → NewEventDefaults
 *   arbitreCreateEvent(req: CreateEventRequest)     → ActionResult   (creates the event's tabs)
 *   arbitreUpdateEvent(req: UpdateEventRequest)     → ActionResult   (rounds, round length, top cut…)
 *   arbitreSelectEvent(req: SelectEventRequest)     → ActionResult   (changes the current event)
 *   arbitreGenerateRound(req: GenerateRoundRequest) → ActionResult   (expectedRound: double-click guard)
 *   arbitreCloseRound(req: CloseRoundRequest)       → ActionResult   (missing results → confirm → double losses)
 *   arbitreTimer(req: TimerRequest)                 → ActionResult   (action: "start" | "pause" | "reset")
 *   arbitreDropPlayer(req: DropPlayerRequest)       → ActionResult   (undrop: true reinstates)
 *   arbitreSwapPlayers(req: SwapPlayersRequest)     → ActionResult   (rematch or second bye → confirm)
 *   arbitreTopCut(req: TopCutRequest)               → ActionResult   (next stage; expectedStage guard)
 *   arbitreUndoLastRound(req: UndoRequest)          → ActionResult   (results entered → confirm)
 *   arbitreUndoLastAction(req: UndoActionRequest)   → ActionResult   (takes back EventState.lastAction:
 *                                                      generate, close, drop/reinstate, swap, top cut,
 *                                                      publish)
 *   arbitrePublish(req: EventRequest)               → ActionResult   (refreshes the Public tab)
 *   arbitreResultForm(req: EventRequest)            → ActionResult   (Swiss: creates the result form)
 *   arbitreApplyReports(req: EventRequest)          → ActionResult   (Swiss: the form's reports → Rounds tab;
 *                                                                      league: the captains' lineups → Lineups tab;
 *                                                                      refresh: true from the periodic refresh:
 *                                                                      1 s for the lock, else `skipped`)
 *   arbitreLineupForm(req: LeagueRequest)           → ActionResult   (league: creates the captains' lineup form)
 *   arbitreGenerateCalendar(req: LeagueRequest)    → ActionResult   (team league: Calendar, Lineups, Games)
 *   arbitreDrawScenarios(req: LeagueRequest)       → ActionResult   (team league: scenarios of the coming matches)
 *   arbitreCheckLineups(req: LeagueRequest)        → ActionResult   (team league: lineups → Games, or the violations)
 *   arbitreUpdateLeague(req: LeagueRequest)        → ActionResult   (team league: match sheets, standings, Elo ladder)
 *   arbitreComputeCircuit(req: CircuitRequest)     → ActionResult   (season circuit: check, ranking, seeds, history)
 *   arbitrePrepareMasters(req: MastersRequest)     → ActionResult   (season circuit: the Masters field and matches)
 *   arbitreUpdateMasters(req: EventRequest)        → ActionResult   (season circuit: the Masters standings)
 *   arbitreComputeTarot(req: TarotRequest)         → ActionResult   (Tarot duplicate: check, tournaments, dashboard, chart)
 *   arbitreTarotChart(req: TarotRequest)           → ActionResult   (Tarot duplicate: one player's chart)
 *   arbitreExplainRank(req: ExplainRequest)         → ExplainResult  ("why this rank", one line)
 *   arbitreSelfCheck(req: SelfCheckRequest)         → SelfCheckReport (Check the installation's dialog)
 *
 * Menu actions (kind "menu"), listed in src/addon/triggers.ts MENU:
 *   showNewEventDialog()  opens the Sidebar page as a modal dialog in "new event" mode: the page
 *                         finds `window.ARBITRE_VIEW === "new-event"` (a script appended to it).
 *
 * Every action takes the document lock (LockService.getDocumentLock().tryLock), reads each tab it
 * needs once, validates, computes, writes each tab once, and answers with the new EventState. On bad
 * input it writes nothing and answers { ok: false, error } naming the tab, row and column. When the
 * organiser must confirm (closing a round with missing results, undoing a round with results,
 * accepting rematches), it answers { ok: false, confirm: { question, details } }: call again with
 * confirm: true.
 */
import type { Args, PingAnswer, Result, ServerFunction } from "../contract/index";
import { t } from "../i18n/index";
import { currentLang, currentLocale } from "../sheets/locale";
import { runSelfCheck } from "../sheets/selfcheck/index";
import * as api from "../sheets/server";
import { showNewEventDialog } from "./dialogs";
import type { Bilingual, EntryParam, EntryPoint } from "./registry";
import { showSidebar } from "./triggers";

declare const __ARBITRE_VERSION__: string | undefined;

/** The version stamped by scripts/build.mjs (from package.json); "dev" when run unbundled. */
export const VERSION: string = typeof __ARBITRE_VERSION__ === "string" ? __ARBITRE_VERSION__ : "dev";

/** The sidebar's round-trip check: proves google.script.run reaches the bundle. */
export function arbitrePing(): PingAnswer {
  const lang = currentLang();
  return {
    ok: true,
    version: VERSION,
    locale: currentLocale(),
    lang,
    message: t(lang, "ping.ok", { version: VERSION, lang }),
  };
}

/** Every server function, typed by the contract: a wrong argument or answer shape does not compile. */
export const SERVER: { [K in ServerFunction]: (...args: Args<K>) => Result<K> } = {
  arbitrePing,
  arbitreGetState: (eventId) => api.getState(VERSION, eventId),
  arbitreNewEventDefaults: () => api.newEventDefaults(),
  arbitreCreateEvent: (req) => api.run(VERSION, "createEvent", req),
  arbitreUpdateEvent: (req) => api.run(VERSION, "updateEvent", req),
  arbitreSelectEvent: (req) => api.run(VERSION, "selectEvent", req),
  arbitreGenerateRound: (req) => api.run(VERSION, "generateRound", req),
  arbitreCloseRound: (req) => api.run(VERSION, "closeRound", req),
  arbitreTimer: (req) => api.run(VERSION, "timer", req),
  arbitreDropPlayer: (req) => api.run(VERSION, "dropPlayer", req),
  arbitreSwapPlayers: (req) => api.run(VERSION, "swapPlayers", req),
  arbitreTopCut: (req) => api.run(VERSION, "topCut", req),
  arbitreUndoLastRound: (req) => api.run(VERSION, "undoLastRound", req),
  arbitreUndoLastAction: (req) => api.run(VERSION, "undoLastAction", req),
  arbitrePublish: (req) => api.run(VERSION, "publish", req),
  arbitreResultForm: (req) => api.run(VERSION, "resultForm", req),
  arbitreApplyReports: (req) => api.run(VERSION, "applyReports", req),
  arbitreLineupForm: (req) => api.run(VERSION, "lineupForm", req),
  arbitreGenerateCalendar: (req) => api.run(VERSION, "generateCalendar", req),
  arbitreDrawScenarios: (req) => api.run(VERSION, "drawScenarios", req),
  arbitreCheckLineups: (req) => api.run(VERSION, "checkLineups", req),
  arbitreUpdateLeague: (req) => api.run(VERSION, "updateLeague", req),
  arbitreComputeCircuit: (req) => api.run(VERSION, "computeCircuit", req),
  arbitrePrepareMasters: (req) => api.run(VERSION, "prepareMasters", req),
  arbitreUpdateMasters: (req) => api.run(VERSION, "updateMasters", req),
  arbitreComputeTarot: (req) => api.run(VERSION, "computeTarot", req),
  arbitreTarotChart: (req) => api.run(VERSION, "tarotChart", req),
  arbitreExplainRank: (req) => api.explainRank(req),
  showNewEventDialog: () => {
    showNewEventDialog();
    return undefined;
  },
  showSidebar: () => {
    showSidebar();
    return undefined;
  },
  arbitreSelfCheck: (req) => runSelfCheck(VERSION, req ?? {}),
};

const REQ: EntryParam = {
  name: "req",
  type: "Object",
  doc: { fr: "la demande (voir src/contract/api.ts)", en: "the request (see src/contract/api.ts)" },
};
const ACTION_RESULT = {
  type: "Object",
  doc: { fr: "résultat et nouvel état de l'événement", en: "result and new event state" },
};

/** What Apps Script and the JSDoc need of each server function besides its code. */
interface ServerDoc {
  doc: Bilingual;
  params?: EntryParam[];
  returns?: { type: string; doc: Bilingual };
  kind?: "menu";
}

const DOCS: { [K in ServerFunction]: ServerDoc } = {
  arbitrePing: {
    doc: {
      fr: "Vérifie que la barre latérale joint le serveur.",
      en: "Checks that the sidebar reaches the server.",
    },
    params: [],
    returns: { type: "Object", doc: { fr: "version et langue", en: "version and language" } },
  },
  arbitreGetState: {
    doc: {
      fr: "État de l'événement courant pour la barre latérale.",
      en: "The current event's state for the sidebar.",
    },
    params: [
      {
        name: "eventId",
        type: "string",
        doc: { fr: "l'événement (par défaut : le courant)", en: "the event (default: the current one)" },
        optional: true,
      },
    ],
  },
  arbitreNewEventDefaults: {
    doc: { fr: "Valeurs par défaut du dialogue Nouvel événement.", en: "Defaults of the New-event dialog." },
    params: [],
  },
  arbitreCreateEvent: {
    doc: { fr: "Crée un événement et ses onglets.", en: "Creates an event and its tabs." },
  },
  arbitreUpdateEvent: {
    doc: { fr: "Modifie la configuration d'un événement.", en: "Changes an event's settings." },
  },
  arbitreSelectEvent: { doc: { fr: "Change l'événement courant.", en: "Changes the current event." } },
  arbitreGenerateRound: { doc: { fr: "Génère la ronde suivante.", en: "Generates the next round." } },
  arbitreCloseRound: { doc: { fr: "Clôt la ronde en cours.", en: "Closes the current round." } },
  arbitreTimer: {
    doc: {
      fr: "Démarre, met en pause ou remet à zéro le chrono.",
      en: "Starts, pauses or resets the timer.",
    },
  },
  arbitreDropPlayer: {
    doc: { fr: "Retire (ou réintègre) un joueur.", en: "Drops (or reinstates) a player." },
  },
  arbitreSwapPlayers: {
    doc: {
      fr: "Échange deux joueurs de la ronde en cours (avant tout résultat).",
      en: "Swaps two players of the current round (before any result).",
    },
  },
  arbitreTopCut: {
    doc: { fr: "Génère l'étape suivante du top cut.", en: "Generates the next top-cut stage." },
  },
  arbitreUndoLastRound: { doc: { fr: "Annule la dernière ronde.", en: "Undoes the last round." } },
  arbitreUndoLastAction: {
    doc: {
      fr: "Annule la dernière action (génération, clôture, retrait, top cut, publication).",
      en: "Undoes the last action (generate, close, drop, top cut, publish).",
    },
  },
  arbitrePublish: { doc: { fr: "Met à jour l'onglet Public.", en: "Refreshes the Public tab." } },
  arbitreResultForm: {
    doc: {
      fr: "Crée le formulaire de résultats de l'événement (rondes suisses), que les joueurs remplissent sur leur téléphone.",
      en: "Creates the event's result form (Swiss rounds), which players fill in on their phones.",
    },
  },
  arbitreApplyReports: {
    doc: {
      fr: "Applique à l'onglet des rondes les résultats signalés par les joueurs dans le formulaire.",
      en: "Applies the results players reported through the form to the Rounds tab.",
    },
  },
  arbitreLineupForm: {
    doc: {
      fr: "Ligue par équipes : crée le formulaire où les capitaines envoient leurs compositions.",
      en: "Team league: creates the form captains send their lineups through.",
    },
  },
  arbitreGenerateCalendar: {
    doc: {
      fr: "Ligue par équipes : génère le calendrier (aller-retour, Berger).",
      en: "Team league: generates the calendar (double round robin, Berger).",
    },
  },
  arbitreDrawScenarios: {
    doc: {
      fr: "Ligue par équipes : tire les scénarios des matchs à venir.",
      en: "Team league: draws the scenarios of the coming matches.",
    },
  },
  arbitreCheckLineups: {
    doc: {
      fr: "Ligue par équipes : vérifie et accepte les compositions saisies.",
      en: "Team league: checks and accepts the lineups entered.",
    },
  },
  arbitreUpdateLeague: {
    doc: {
      fr: "Ligue par équipes : met à jour les feuilles de match, le classement et l'échelle Elo.",
      en: "Team league: updates the match sheets, the standings and the Elo ladder.",
    },
  },
  arbitreComputeCircuit: {
    doc: {
      fr: "Circuit de saison : vérifie les tournois et résultats, calcule le classement (à une date ou de fin d'année), les têtes de série et l'historique.",
      en: "Season circuit: checks the tournaments and results, computes the ranking (at a date or year-end), the seeds and the history.",
    },
  },
  arbitrePrepareMasters: {
    doc: {
      fr: "Circuit de saison : prépare le Masters d'une année (16 joueurs, 15 matchs, tables 1 à 8).",
      en: "Season circuit: prepares a year's Masters final (16 players, 15 matches, tables 1 to 8).",
    },
  },
  arbitreUpdateMasters: {
    doc: {
      fr: "Circuit de saison : calcule le classement du Masters depuis les résultats saisis.",
      en: "Season circuit: computes the Masters standings from the results entered.",
    },
  },
  arbitreComputeTarot: {
    doc: {
      fr: "Tarot simultané : vérifie les donnes, calcule les points de match, les tournois, le tableau de bord des joueurs à une date et le graphique.",
      en: "Tarot duplicate: checks the deals, computes the matchpoints, the tournaments, the players' dashboard at a date and the chart.",
    },
  },
  arbitreTarotChart: {
    doc: {
      fr: "Tarot simultané : redessine le graphique « Performance Simultané » d'un joueur.",
      en: 'Tarot duplicate: redraws one player\'s "Performance Simultané" chart.',
    },
  },
  arbitreExplainRank: { doc: { fr: "Explique le rang d'un joueur.", en: "Explains an entrant's rank." } },
  showNewEventDialog: {
    doc: { fr: "Ouvre le dialogue Nouvel événement.", en: "Opens the New-event dialog." },
    params: [],
    kind: "menu",
  },
  showSidebar: {
    doc: { fr: "Ouvre la barre latérale Arbitre.", en: "Opens the Arbitre sidebar." },
    params: [],
    kind: "menu",
  },
  arbitreSelfCheck: {
    doc: {
      fr: "Vérifie l'installation : chaque sorte d'appel dont Arbitre a besoin, dans des onglets temporaires.",
      en: "Checks the installation: each kind of call Arbitre relies on, in scratch tabs.",
    },
    returns: {
      type: "Object",
      doc: {
        fr: "les étapes, réussies ou non, et leur durée",
        en: "the steps, passed or not, and their times",
      },
    },
  },
};

/** Functions the sidebar calls through google.script.run (kind "server"), and the event menu items. */
export const SERVER_FUNCTIONS: EntryPoint[] = (Object.keys(SERVER) as ServerFunction[]).map((name) => {
  const d = DOCS[name];
  const entry: EntryPoint = {
    name,
    kind: d.kind ?? "server",
    params: d.params ?? [REQ],
    doc: d.doc,
    impl: SERVER[name] as EntryPoint["impl"],
  };
  if (d.kind !== "menu") entry.returns = d.returns ?? ACTION_RESULT;
  return entry;
});
