/**
 * The sidebar's server API: every function the sidebar (and the New-event dialog) calls through
 * `google.script.run`. Types of arguments and answers: src/sheets/event/api-types.ts (plain JSON).
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
 *   arbitreTopCut(req: TopCutRequest)               → ActionResult   (next stage; expectedStage guard)
 *   arbitreUndoLastRound(req: UndoRequest)          → ActionResult   (results entered → confirm)
 *   arbitreUndoLastAction(req: UndoActionRequest)   → ActionResult   (takes back EventState.lastAction:
 *                                                      generate, close, drop/reinstate, top cut, publish)
 *   arbitrePublish(req: EventRequest)               → ActionResult   (refreshes the Public tab)
 *   arbitreExplainRank(req: ExplainRequest)         → ExplainResult  ("why this rank", one line)
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
import { t } from "../i18n/index";
import * as api from "../sheets/kinds/swiss/service";
import { currentLang, currentLocale } from "../sheets/locale";
import type { EntryParam, EntryPoint } from "./registry";

declare const __ARBITRE_VERSION__: string | undefined;

/** The version stamped by scripts/build.mjs (from package.json); "dev" when run unbundled. */
export const VERSION: string = typeof __ARBITRE_VERSION__ === "string" ? __ARBITRE_VERSION__ : "dev";

export interface PingAnswer {
  ok: true;
  version: string;
  locale: string;
  lang: "fr" | "en";
  message: string;
}

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

const REQ: EntryParam = {
  name: "req",
  type: "Object",
  doc: { fr: "la demande (voir api-types.ts)", en: "the request (see api-types.ts)" },
};
const ACTION_RESULT = {
  type: "Object",
  doc: { fr: "résultat et nouvel état de l'événement", en: "result and new event state" },
};

function server(
  name: string,
  fr: string,
  en: string,
  // biome-ignore lint/suspicious/noExplicitAny: entry points receive whatever Apps Script passes.
  impl: (...args: any[]) => unknown,
  params: EntryParam[] = [REQ],
): EntryPoint {
  return { name, kind: "server", params, doc: { fr, en }, returns: ACTION_RESULT, impl };
}

/** Functions the sidebar calls through google.script.run (kind "server"), and the event menu items. */
export const SERVER_FUNCTIONS: EntryPoint[] = [
  {
    name: "arbitrePing",
    kind: "server",
    params: [],
    doc: {
      fr: "Vérifie que la barre latérale joint le serveur.",
      en: "Checks that the sidebar reaches the server.",
    },
    returns: { type: "Object", doc: { fr: "version et langue", en: "version and language" } },
    impl: arbitrePing,
  },
  server(
    "arbitreGetState",
    "État de l'événement courant pour la barre latérale.",
    "The current event's state for the sidebar.",
    (eventId?: string) => api.getState(VERSION, eventId),
    [
      {
        name: "eventId",
        type: "string",
        doc: { fr: "l'événement (par défaut : le courant)", en: "the event (default: the current one)" },
        optional: true,
      },
    ],
  ),
  server(
    "arbitreNewEventDefaults",
    "Valeurs par défaut du dialogue Nouvel événement.",
    "Defaults of the New-event dialog.",
    () => api.newEventDefaults(),
    [],
  ),
  server("arbitreCreateEvent", "Crée un événement et ses onglets.", "Creates an event and its tabs.", (req) =>
    api.run(VERSION, "createEvent", req),
  ),
  server(
    "arbitreUpdateEvent",
    "Modifie la configuration d'un événement.",
    "Changes an event's settings.",
    (req) => api.run(VERSION, "updateEvent", req),
  ),
  server("arbitreSelectEvent", "Change l'événement courant.", "Changes the current event.", (req) =>
    api.run(VERSION, "selectEvent", req),
  ),
  server("arbitreGenerateRound", "Génère la ronde suivante.", "Generates the next round.", (req) =>
    api.run(VERSION, "generateRound", req),
  ),
  server("arbitreCloseRound", "Clôt la ronde en cours.", "Closes the current round.", (req) =>
    api.run(VERSION, "closeRound", req),
  ),
  server(
    "arbitreTimer",
    "Démarre, met en pause ou remet à zéro le chrono.",
    "Starts, pauses or resets the timer.",
    (req) => api.run(VERSION, "timer", req),
  ),
  server("arbitreDropPlayer", "Retire (ou réintègre) un joueur.", "Drops (or reinstates) a player.", (req) =>
    api.run(VERSION, "dropPlayer", req),
  ),
  server("arbitreTopCut", "Génère l'étape suivante du top cut.", "Generates the next top-cut stage.", (req) =>
    api.run(VERSION, "topCut", req),
  ),
  server("arbitreUndoLastRound", "Annule la dernière ronde.", "Undoes the last round.", (req) =>
    api.run(VERSION, "undoLastRound", req),
  ),
  server(
    "arbitreUndoLastAction",
    "Annule la dernière action (génération, clôture, retrait, top cut, publication).",
    "Undoes the last action (generate, close, drop, top cut, publish).",
    (req) => api.run(VERSION, "undoLastAction", req),
  ),
  server("arbitrePublish", "Met à jour l'onglet Public.", "Refreshes the Public tab.", (req) =>
    api.run(VERSION, "publish", req),
  ),
  server("arbitreExplainRank", "Explique le rang d'un joueur.", "Explains an entrant's rank.", (req) =>
    api.explainRank(req),
  ),
  {
    name: "showNewEventDialog",
    kind: "menu",
    params: [],
    doc: { fr: "Ouvre le dialogue Nouvel événement.", en: "Opens the New-event dialog." },
    impl: () => api.showNewEventDialog(),
  },
];
