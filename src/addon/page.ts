/**
 * The live page, served by the script as a web app (docs/architecture.md, "The live page"):
 * doGet(e) answers `…/exec?t=<token>` (`&ecran=1` or `&screen=1`: the room's screen). It reads the
 * token's snapshot only (src/sheets/live): a web-app run has no spreadsheet. The page then refreshes
 * through arbitreLiveData (src/addon/server.ts), which reads the same snapshot and nothing else.
 */
import { liveData } from "../sheets/live/index";
import type { EntryPoint } from "./registry";

/** The request as Apps Script passes it to doGet ("e.parameter": the first value of each parameter). */
interface WebEvent {
  parameter?: Record<string, string>;
}

/** JSON that may sit inside <script>…</script> and never ends it (nor opens a comment). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

export function doGet(e?: WebEvent): GoogleAppsScript.HTML.HtmlOutput {
  const p = e?.parameter ?? {};
  const token = typeof p.t === "string" ? p.t : "";
  const screen = p.ecran === "1" || p.screen === "1";
  const lang = p.lang === "en" || p.lang === "fr" ? p.lang : "";
  const answer = liveData(token);
  const template = HtmlService.createTemplateFromFile("Page");
  // an unknown or retired token: the same page whatever it was (not even the token is echoed)
  template.boot = scriptJson({ token: answer.ok ? token : "", screen, lang, answer });
  template.title = answer.ok ? answer.data.name : "Arbitre";
  // an unknown or retired token: a neutral title, nothing about any event
  const title = answer.ok ? answer.data.name : "Arbitre";
  return template
    .evaluate()
    .setTitle(title)
    .addMetaTag("viewport", "width=device-width, initial-scale=1")
    .setXFrameOptionsMode(HtmlService.XFrameOptionsMode.DEFAULT);
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
