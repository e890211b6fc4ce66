/**
 * The live page, served by the script as a web app (docs/architecture.md, "The live page"):
 * doGet(e) answers `…/exec?t=<token>` (`&ecran=1` or `&screen=1`: the room's screen). It reads the
 * token's snapshot only (src/sheets/live): a web-app run has no spreadsheet. The page then refreshes
 * through arbitreLiveData (src/addon/server.ts), which reads the same snapshot and nothing else.
 */
import { liveData, renderPage } from "../sheets/live/index";
import type { EntryPoint } from "./registry";

/** The request as Apps Script passes it to doGet ("e.parameter": the first value of each parameter). */
interface WebEvent {
  parameter?: Record<string, string>;
}

export function doGet(e?: WebEvent): GoogleAppsScript.HTML.HtmlOutput {
  const p = e?.parameter ?? {};
  const token = typeof p.t === "string" ? p.t : "";
  const screen = p.ecran === "1" || p.screen === "1";
  const lang = p.lang === "en" || p.lang === "fr" ? p.lang : "";
  return renderPage(token, liveData(token), screen, lang);
}

export const PAGE_ENTRIES: EntryPoint[] = [
  {
    name: "doGet",
    kind: "trigger",
    params: [
      {
        name: "e",
        type: "Object",
        doc: { fr: "la requête de la page", en: "the page's request" },
        optional: true,
      },
    ],
    doc: {
      fr: "Sert la page en direct de l'événement (application web).",
      en: "Serves the event's live page (web app).",
    },
    returns: { type: "HtmlOutput", doc: { fr: "la page", en: "the page" } },
    impl: doGet,
  },
];
