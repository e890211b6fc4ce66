/**
 * The live page as HtmlService renders it (build/Page.html, a template): doGet's output, and the
 * self-check's step that renders it from the script.
 */
import type { LiveAnswer } from "../../contract/index";

/** JSON that may sit inside <script>…</script> and never ends it (nor opens a comment). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The page for a token's answer; `screen`: the room's screen; `lang`: "fr", "en" or "" (the event's). */
export function renderPage(
  token: string,
  answer: LiveAnswer,
  screen: boolean,
  lang: string,
): GoogleAppsScript.HTML.HtmlOutput {
  const template = HtmlService.createTemplateFromFile("Page");
  // an unknown or retired token: the same page whatever it was (not even the token is echoed), a
  // neutral title, nothing about any event
  template.boot = scriptJson({ token: answer.ok ? token : "", screen, lang, answer });
  const title = answer.ok ? answer.data.name : "Arbitre";
  template.title = title;
  return template
    .evaluate()
    .setTitle(title)
    .addMetaTag("viewport", "width=device-width, initial-scale=1")
    .setXFrameOptionsMode(HtmlService.XFrameOptionsMode.DEFAULT);
}

/**
 * The self-check's step: the page rendered from the script for a token no event has (the neutral
 * page), the script's cache written, read and cleared, and whether the script is deployed as a web app.
 */
export function pageStep(): { kb: number; deployed: boolean } {
  const html = renderPage("", { ok: false, serverNow: Date.now() }, false, "").getContent();
  if (!html.includes('"ok":false') || !html.includes("ARBITRE_BOOT"))
    throw new Error("the page rendered without its data");
  const cache = CacheService.getScriptCache();
  const key = "live.selfcheck";
  cache.put(key, "ok", 60);
  const read = cache.get(key);
  cache.remove(key);
  if (read !== "ok") throw new Error(`the script's cache read back ${JSON.stringify(read)}`);
  return { kb: Math.ceil(html.length / 1024), deployed: Boolean(ScriptApp.getService().getUrl()) };
}
