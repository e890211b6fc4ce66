/**
 * The sidebar's live-page card: the link players open and its QR code (drawn here, as the result
 * form's), the page switched on or off, or a new link that retires the old one (arbitreLiveLink).
 * Asked again only when the event shown changes, or after a button.
 */
import type { EventState, Lang, LiveLinkRequest, LiveLinkView } from "../contract/index";
import { LIVE_MESSAGES } from "../i18n/live";
import { fill as fillText } from "../i18n/typography";
import { byId, fill, setText } from "./dom";
import { qrMatrix, qrSvgElement } from "./qr";
import { call } from "./rpc";

function say(
  lang: Lang,
  key: keyof typeof LIVE_MESSAGES,
  params: Record<string, string | number> = {},
): string {
  return fillText(lang, LIVE_MESSAGES[key][lang], params, (_name, whole) => whole);
}

export class LiveCard {
  private eventId: string | null = null;
  private lang: Lang = "fr";
  private view: LiveLinkView | null = null;
  private drawn = "";
  private wired = false;
  private kind = "swiss";

  /** After each state: asks for the link when the event shown is another one. */
  show(state: EventState, lang: Lang): void {
    this.lang = lang;
    this.wire();
    const id = state.event?.id ?? null;
    // the kinds with a live page: Swiss events (their config view names no kind), leagues, circuits, Tarot
    const kind = state.event?.kind ?? "swiss";
    this.kind = kind;
    byId("live-card").hidden = !["swiss", "league", "circuit", "tarot"].includes(kind);
    this.render();
    if (id === null || id === this.eventId) return;
    this.eventId = id;
    this.view = null;
    this.ask("get");
  }

  private wire(): void {
    if (this.wired) return;
    this.wired = true;
    byId("live-on").addEventListener("click", () => this.ask("on"));
    byId("live-off").addEventListener("click", () => this.ask("off"));
    byId("live-renew").addEventListener("click", () => this.ask("renew"));
  }

  private ask(op: LiveLinkRequest["op"]): void {
    const eventId = this.eventId;
    if (eventId === null) return;
    for (const b of ["live-on", "live-off", "live-renew"]) byId<HTMLButtonElement>(b).disabled = true;
    call("arbitreLiveLink", { eventId, op }).then(
      (v) => {
        if (this.eventId !== eventId) return;
        this.view = v;
        this.render();
      },
      (e: unknown) => {
        setText(byId("live-msg"), String((e as Error)?.message ?? e));
        this.render();
      },
    );
  }

  private render(): void {
    const lang = this.lang;
    const v = this.view;
    setText(byId("live-title"), say(lang, "live.ui.title"));
    setText(byId("live-intro"), say(lang, "live.ui.intro"));
    setText(byId("live-on"), say(lang, "live.ui.on"));
    setText(byId("live-off"), say(lang, "live.ui.off"));
    setText(byId("live-renew"), say(lang, "live.ui.renew"));
    const on = v?.on === true;
    byId("live-on").hidden = on;
    byId("live-off").hidden = !on;
    byId("live-renew").hidden = !on;
    for (const b of ["live-on", "live-off", "live-renew"]) byId<HTMLButtonElement>(b).disabled = v === null;
    if (v !== null) setText(byId("live-msg"), v.message);
    const url = on ? v.url : "";
    // the room's screen, a round's countdown: Swiss events
    byId("live-screen").hidden = this.kind !== "swiss";
    byId("live-shown").hidden = url === "";
    if (url === "" || this.drawn === `${lang} ${url}`) return;
    this.drawn = `${lang} ${url}`;
    const link = byId<HTMLAnchorElement>("live-link");
    link.href = url;
    setText(link, say(lang, "live.ui.open"));
    setText(byId("live-url"), url);
    setText(
      byId("live-screen"),
      say(lang, "live.ui.screen", { url: `${url}&${lang === "fr" ? "ecran" : "screen"}=1` }),
    );
    const qr = byId("live-qr");
    fill(qr);
    qr.appendChild(qrSvgElement(qrMatrix(url), { size: 200, label: say(lang, "live.ui.qr") }));
  }
}
