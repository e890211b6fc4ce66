/**
 * The live page's server side (docs/architecture.md, "The live page"):
 *   - refreshLive: after an action that publishes (server.ts), the event's snapshot is stored again
 *     when its page is on and what it shows changed;
 *   - liveLink: the sidebar's block (the link, on or off, a new link retiring the old one);
 *   - liveData: the page's only server call, a web-app run: it reads the snapshot of a token and
 *     nothing else (no spreadsheet, no document property).
 * The links live in the document's properties (`arbitre.live`: event id → token and whether the page
 * is on); the snapshots in the script's cache and properties (store.ts), under the token alone.
 */
import type { LiveAnswer, LiveLinkRequest, LiveLinkView } from "../../contract/index";
import { type Lang, t } from "../../i18n/index";
import { setConfirmation } from "../forms/index";
import {
  loadAll,
  pickEvent,
  type Spreadsheet,
  type StoredEventBase,
  withDocumentLock,
} from "../gateway/index";
import { KINDS } from "../kinds/index";
import type { Kind, KindRead } from "../kinds/kind";
import { currentLang } from "../locale";
import { type Link, links, pageUrl, saveLinks } from "./link";
import { fitted, trimmed } from "./publishers";
import { placeLiveQr } from "./qr-image";

export { LINK_KEY, livePageUrl } from "./link";

export { pageStep, renderPage, scriptJson } from "./page";

import {
  chunksOf,
  decodeSnapshot,
  deleteSnapshot,
  encodeSnapshot,
  MAX_SNAPSHOT_CHARS,
  readSnapshot,
  roomFor,
  storedBytes,
  writeSnapshot,
} from "./store";

/** The live page's data of an event's kind, null when its kind has none (its link stays off). */
function liveOf(ev: StoredEventBase): Kind["live"] {
  return KINDS.find((k) => k.id === ev.kind)?.live ?? null;
}

/** The live page's QR code over the event's printed tabs (its kind's), or taken away when `url` is "". */
function placeQr(lang: Lang, ss: Spreadsheet, ev: StoredEventBase, url: string): void {
  const kind = KINDS.find((k) => k.id === ev.kind);
  if (!kind) return;
  // in the event's language, as the tabs are written
  const description = t((ev as { lang?: Lang }).lang ?? lang, "live.qrAlt");
  for (const tab of kind.qrTabs(ss, ev)) placeLiveQr(tab.sheet, url, tab.column, description);
}

/**
 * Builds and stores the snapshot of `ev` under `token` (the event's tabs as `read`, or read now).
 * Returns a warning for the sidebar, or null. Unchanged data writes nothing (one cache read).
 */
function store(
  lang: Lang,
  ss: Spreadsheet,
  ev: StoredEventBase,
  token: string,
  read: KindRead | null,
): string | null {
  const live = liveOf(ev);
  if (!live) return null;
  const data = live(ss, ev, read);
  const cached = CacheService.getScriptCache().get(`live.${token}`);
  const encoded = encodeSnapshot(data);
  if (cached !== null && cached.slice(cached.indexOf(":") + 1) === encoded) return null;
  const room = roomFor(PropertiesService.getScriptProperties().getProperties(), token);
  // the room the chunks take: each chunk's key, and the head
  const max = Math.min(MAX_SNAPSHOT_CHARS, Math.floor(room * 0.98) - 512);
  const fit =
    encoded.length <= max && storedBytes(chunksOf(token, encoded, 0)) < room
      ? { data, encoded }
      : fitted(data, max, encodeSnapshot);
  if (fit === null) return t(lang, "live.msg.noRoom");
  writeSnapshot(token, fit.encoded, Date.now());
  const cut = trimmed(fit.data);
  return cut === null ? null : t(lang, "live.msg.trimmed", cut);
}

/** Actions after which the page shows what they published. */
export const PUBLISHING = new Set([
  "publish",
  "generateRound",
  "applyReports",
  "closeRound",
  "timer",
  "topCut",
  "undoLastRound",
  "undoLastAction",
  "resultForm",
  "dropPlayer",
]);

/**
 * After an action that publishes: the event's page, when on, shows what the action made public.
 * Never throws: the action is done whatever happens here; a problem is a warning for the sidebar.
 */
export function refreshLive(
  lang: Lang,
  ss: Spreadsheet,
  ev: StoredEventBase | null,
  read: KindRead | null,
): string | null {
  if (ev === null) return null;
  try {
    const link = links()[ev.id];
    if (!link?.on) return null;
    return store(lang, ss, ev, link.token, read);
  } catch (e) {
    return t(lang, "live.msg.notUpdated", { error: e instanceof Error ? e.message : String(e) });
  }
}

/**
 * The Swiss result form's confirmation follows the page: its link when on, the Public tab when off.
 * A warning when Google Forms fails (the page's change is done all the same), else null.
 */
function followForm(lang: Lang, ev: StoredEventBase, page: string): string | null {
  if (ev.kind !== "swiss") return null;
  const e = ev as StoredEventBase & {
    lang?: Lang;
    form?: { id: string; gone?: boolean; unfinished?: boolean };
  };
  if (!e.form || e.form.gone || e.form.unfinished || e.form.id === "") return null;
  try {
    setConfirmation(e.form.id, e.lang ?? lang, page);
    return null;
  } catch (err) {
    return t(lang, "live.msg.formNotFollowed", { error: err instanceof Error ? err.message : String(err) });
  }
}

function view(lang: Lang, link: Link | undefined, message: string, ok = true): LiveLinkView {
  const deployed = Boolean(ScriptApp.getService().getUrl());
  const on = Boolean(link?.on);
  const cached = on && link ? CacheService.getScriptCache().get(`live.${link.token}`) : null;
  return {
    ok,
    on,
    url: on && link ? pageUrl(link.token) : "",
    deployed,
    message: message || (deployed ? "" : t(lang, "live.msg.notDeployed")),
    bytes: cached === null ? 0 : cached.length - cached.indexOf(":") - 1,
  };
}

/** The sidebar's live-page block (under the document lock when it changes something). */
export function liveLink(req: LiveLinkRequest): LiveLinkView {
  const lang = currentLang();
  const ss = SpreadsheetApp.getActive();
  const op = req?.op;
  return withDocumentLock<LiveLinkView>(
    () => {
      const all = loadAll();
      const ev = pickEvent(all, req?.eventId);
      if (!ev) return view(lang, undefined, t(lang, "event.none"), false);
      const every = links();
      const link = every[ev.id];
      if (op !== "on" && op !== "off" && op !== "renew") return view(lang, link, "");
      if (!liveOf(ev)) return view(lang, link, t(lang, "event.notForKind"), false);
      if (op === "off") {
        if (link) {
          deleteSnapshot(link.token);
          every[ev.id] = { ...link, on: false };
          saveLinks(every);
        }
        placeQr(lang, ss, ev, "");
        const form = followForm(lang, ev, "");
        const off = t(lang, "live.msg.off");
        return view(lang, every[ev.id], form === null ? off : `${off} ${form}`);
      }
      // a new link retires the old one: its snapshot goes, its token opens nothing any more
      if (op === "renew" && link) deleteSnapshot(link.token);
      const token = op === "renew" || !link ? Utilities.getUuid().toLowerCase() : link.token;
      const warning = store(lang, ss, ev, token, null);
      every[ev.id] = { token, on: true };
      saveLinks(every);
      placeQr(lang, ss, ev, pageUrl(token));
      const form = followForm(lang, ev, pageUrl(token));
      const done = t(lang, op === "renew" ? "live.msg.renewed" : "live.msg.on");
      const said = [done, warning, form].filter((x) => x !== null).join(" ");
      return view(lang, every[ev.id], said);
    },
    () => view(lang, links()[String(req?.eventId ?? "")], t(lang, "event.busy"), false),
  );
}

/**
 * The page's data call (a web-app run: no spreadsheet, no document property): the snapshot of
 * `token` and the server's clock, or { ok: false } for an unknown or retired token, whatever it is.
 */
export function liveData(token: unknown): LiveAnswer {
  const serverNow = Date.now();
  const found = typeof token === "string" ? readSnapshot(token) : null;
  if (found === null) return { ok: false, serverNow };
  return { ok: true, data: decodeSnapshot(found.encoded), serverNow, publishedAt: found.publishedAt };
}
