/**
 * The sidebar's server API: every function the sidebar (and the New-event dialog) calls through
 * `google.script.run`. Arguments and answers: the typed table of src/contract/api.ts (plain JSON).
 *
 *   arbitrePing()                                   → PingAnswer
 *   arbitreGetState(eventId?: string)               → EventState     (no lock, reads only)
 *   arbitreNewEventDefaults()                       → NewEventDefaults
 *   arbitreAct(action, req)                         → ActionResult   (every lock-taking action; the
 *                                                      actions and their requests: ActionRequests, one
 *                                                      interface per kind in src/contract/kinds/)
 *     createEvent, updateEvent, selectEvent, undoLastAction, publish, applyReports (every kind;
 *       applyReports with refresh: true from the periodic refresh: 1 s for the lock, else `skipped`);
 *     Swiss: generateRound (expectedRound: double-click guard), closeRound (missing results →
 *       confirm → double losses), timer, dropPlayer (undrop: true reinstates), swapPlayers, topCut,
 *       undoLastRound, resultForm; league: lineupForm, generateCalendar, drawScenarios, checkLineups,
 *       updateLeague; circuit: computeCircuit, prepareMasters, updateMasters; Tarot: computeTarot,
 *       tarotChart.
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
import { liveData, liveLink } from "../sheets/live/index";
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
  arbitreAct: (action, req) => api.run(VERSION, action, req),
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
  arbitreLiveLink: (req) => liveLink(req),
  arbitreLiveData: (token) => liveData(token),
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
  arbitreLiveLink: {
    doc: {
      fr: "Le lien de la page en direct de l'événement : l'ouvrir, la fermer ou en faire un nouveau.",
      en: "The event's live page link: switch it on or off, or make a new one.",
    },
    returns: { type: "Object", doc: { fr: "le lien et son état", en: "the link and its state" } },
  },
  arbitreLiveData: {
    doc: {
      fr: "Ce que montre la page en direct (lecture seule, depuis l'application web).",
      en: "What the live page shows (read only, from the web app).",
    },
    params: [
      {
        name: "token",
        type: "string",
        doc: { fr: "le jeton du lien de la page", en: "the token of the page's link" },
      },
    ],
    returns: { type: "Object", doc: { fr: "les données publiées", en: "the published data" } },
  },
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
  arbitreAct: {
    doc: {
      fr: "Lance une action de la barre latérale (sous le verrou du document) : générer une ronde, publier, annuler…",
      en: "Runs a sidebar action (under the document lock): generate a round, publish, undo…",
    },
    params: [
      {
        name: "action",
        type: "string",
        doc: {
          fr: "le nom de l'action (voir src/contract/kinds/)",
          en: "the action's name (see src/contract/kinds/)",
        },
      },
      REQ,
    ],
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
