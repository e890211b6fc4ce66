/**
 * The sidebar (Arbitre ▸ Ouvrir / Open): the current event's state and its actions.
 *
 * - State: arbitreGetState() at start, every 15 s (skipped while an action or a confirmation is
 *   pending, or the page is hidden), on "Refresh", and from every action's answer. Answers are
 *   numbered: an older answer never overwrites a newer one. An event with a result form is read
 *   through arbitreApplyReports instead (the players' reports applied first; nothing written when
 *   nothing changed), its message shown as a notice when it applied something.
 * - Actions: one at a time. The buttons are disabled at once (double-click safe; the server also
 *   checks expectedRound/expectedStage), a spinner with what is going on shows after 300 ms.
 *   { ok: false, confirm } shows the question and details in the page; "Confirm" calls the same
 *   function again with confirm: true. Errors go to the role="alert" area.
 * - Buttons show the server's localised label; a disabled one shows the server's reason.
 * - A Swiss event's result form (EventState.form): "Create the result form", then its link and its
 *   QR code (qr.ts, drawn here: no web service), drawn again only when the link changes, and the
 *   « Appliquer les signalements » button.
 * - Each kind's part (src/ui/kinds/<kind>/index.ts, a KindUi): its cards, its buttons' requests
 *   and progress texts, its controls. A team league, a season circuit and a Tarot duplicate show
 *   their card instead of the Swiss cards; Undo last action, Publish, "why this rank" and the event
 *   switcher stay. The circuit's "Ranking to show" and the Tarot "Dashboard" choices are preset
 *   from what the tabs show when an event is first shown, kept across refreshes, and set again by
 *   an action whose answer shows another one (Undo, Check and compute).
 */
import type { ActionId, ActionResult, EventRequest, EventState, Lang } from "../contract/index";
import { byId, fill, h, setOptions, setText, unbrokenScores } from "./dom";
import {
  clockTime,
  formatCountdown,
  formatDuration,
  formOf,
  longDate,
  progressOf,
  reporterEmailOf,
  timerOf,
  timerRemaining,
} from "./format";
import { tr, trPage, type UiKey } from "./i18n";
import { COMMON_UI, KIND_UIS, kindUi, placeKindCards } from "./kinds/index";
import type { Frame } from "./kinds/kind";
import { LiveCard } from "./live-card";
import { qrMatrix, qrSvgElement } from "./qr";
import { type ActionCall, act, call, callAction, confirmed, errorText } from "./rpc";

const POLL_MS = 15000;
const SPINNER_DELAY_MS = 300;
const REFOCUS_MS = 3000;

const PRIMARY: ActionId[] = ["generateRound", "publish"];

interface Slot {
  button: HTMLButtonElement;
  why: HTMLElement;
}

interface PendingConfirm {
  action: ActionCall;
  busy: UiKey;
  after?: (result: ActionResult) => void;
}

export class SidebarView {
  private state: EventState | null = null;
  private lang: Lang = "fr";
  private translatedLang: Lang | null = null;
  private busy = false;
  private confirm: PendingConfirm | null = null;
  /** Server clock − client clock, from the last state. */
  private skew = 0;
  private seq = 0;
  private renderedSeq = 0;
  private spinnerTimer: number | null = null;
  private lastRefresh = 0;
  private readonly slots = new Map<ActionId, Slot>();
  /** The result form's link and language the QR code was drawn for (drawn again only when they change). */
  private formDrawn: string | null = null;
  private readonly live = new LiveCard();

  start(): void {
    byId("sidebar").hidden = false;
    this.buildSlots();
    byId("refresh-btn").addEventListener("click", () => this.refresh(true));
    byId("new-event-btn").addEventListener("click", () => this.openNewEvent());
    byId("confirm-yes").addEventListener("click", () => this.confirmYes());
    byId("confirm-no").addEventListener("click", () => this.confirmNo());
    byId("confirm").addEventListener("keydown", (ev) => {
      if ((ev as KeyboardEvent).key === "Escape") this.confirmNo();
    });
    byId("reinstate-btn").addEventListener("click", () => this.reinstate());
    byId("btn-undoLastAction").addEventListener("click", () => this.undoLastAction());
    byId("explain-btn").addEventListener("click", () => this.explain());
    byId("event-select").addEventListener("change", () => this.selectEvent());
    byId("form-email").addEventListener("change", () => this.setReporterEmail());
    byId("drop-select").addEventListener("change", () => this.updateButtons());
    byId("swap-a").addEventListener("change", () => this.updateButtons());
    byId("swap-b").addEventListener("change", () => this.updateButtons());
    byId("explain-select").addEventListener("change", () => setText(byId("explain-text"), ""));
    const frame: Frame = {
      changed: () => this.updateButtons(),
      run: (action, busy) => {
        if (this.state?.event && !this.busy && this.confirm === null) this.run(action, busy);
      },
      state: () => this.state,
    };
    for (const kind of KIND_UIS) kind.bind?.(frame);
    window.setInterval(() => this.tick(), 1000);
    window.setInterval(() => {
      if (!document.hidden) this.refresh(false);
    }, POLL_MS);
    // Back from the spreadsheet or a dialog (e.g. New event): read the state again at once.
    const again = () => {
      if (!document.hidden && Date.now() - this.lastRefresh > REFOCUS_MS) this.refresh(false);
    };
    window.addEventListener("focus", again);
    document.addEventListener("visibilitychange", again);
    this.refresh(false);
  }

  // ── Server calls ──────────────────────────────────────────────────────────────────────────────

  /** Reads the state; `shown`: the organiser asked (spinner, errors shown). */
  private refresh(shown: boolean): void {
    if (this.busy || this.confirm !== null) return;
    const seq = ++this.seq;
    this.lastRefresh = Date.now();
    if (shown) this.setBusy("ui.busy.refresh");
    // the event shown, not whichever is current now: another window's Select event (or an
    // action here on an event that is not the current one) does not switch this sidebar
    // an event with a result form: the players' reports are applied at each refresh
    const id = this.state?.event?.id;
    // not asked by the organiser: a refresh, which skips its turn when an action holds the lock
    const req = { ...(id === undefined ? {} : { eventId: id }), ...(shown ? {} : { refresh: true }) };
    const read: Promise<EventState | null> = formOf(this.state)
      ? act("applyReports", req).then((r) => {
          if (!r.ok && r.skipped) return null;
          if (r.ok && r.message !== "") this.showNotice(r.message);
          else if (!r.ok && shown) this.showAlert(r.error);
          return r.state;
        })
      : call("arbitreGetState", id).then((state) => {
          // the first read of an event with a form (the sidebar just opened): apply its reports now
          if (formOf(state) && !formOf(this.state)) setTimeout(() => this.refresh(false), 0);
          return state;
        });
    read
      .then((state) => {
        // skipped (busy): the state shown stays
        if (state !== null) this.render(state, seq);
      })
      .catch((err: unknown) => {
        if (shown || this.state === null)
          this.showAlert(tr(this.lang, "ui.error.server", { message: errorText(err) }));
        if (this.state === null) this.showLoaded();
      })
      .then(() => {
        if (shown) this.setIdle();
      });
  }

  /** Runs one action: buttons off, spinner, then the answer (state, message, confirm or error). */
  private run(action: ActionCall, busy: UiKey, after?: (r: ActionResult) => void): void {
    if (this.busy) return;
    this.hideConfirm();
    this.showAlert("");
    this.showNotice("");
    const seq = ++this.seq;
    this.setBusy(busy);
    callAction(action)
      .then((result) => {
        if (result && typeof result === "object" && "state" in result && result.state) {
          this.render(result.state, seq, true);
        }
        if (!result || typeof result !== "object") return;
        if (result.ok) {
          this.showNotice(result.message);
          if (after) after(result);
        } else if (result.confirm) {
          this.askConfirm(result.confirm.question, result.confirm.details, { action, busy, after });
        } else {
          this.showAlert(result.error);
        }
      })
      .catch((err: unknown) => this.showAlert(tr(this.lang, "ui.error.server", { message: errorText(err) })))
      .then(() => this.setIdle());
  }

  private eventReq(): EventRequest {
    return this.state?.event ? { eventId: this.state.event.id } : {};
  }

  /** A button: its kind's request (or a request every kind shares), run with its progress text. */
  private action(id: ActionId): void {
    const st = this.state;
    if (!st?.event || this.busy || this.confirm !== null) return;
    const kind = kindUi(st);
    const request = kind.requests[id] ?? COMMON_UI.requests[id];
    const action = request?.(st, this.eventReq()) ?? null;
    if (action === null) return;
    const busy = kind.busy[id] ?? COMMON_UI.busy[id] ?? "ui.loading";
    this.run(action, busy, kind.after?.[id] ?? COMMON_UI.after?.[id]);
  }

  private reinstate(): void {
    const name = byId<HTMLSelectElement>("reinstate-select").value;
    if (name === "" || !this.state?.event) return;
    this.run({ action: "dropPlayer", req: { ...this.eventReq(), name, undrop: true } }, "ui.busy.dropPlayer");
  }

  /** "Undo: <last action>" (EventState.lastAction, servers after v1). */
  private undoLastAction(): void {
    const last = this.state?.lastAction;
    if (!last || !this.state?.event || this.busy || this.confirm !== null) return;
    this.run(
      { action: "undoLastAction", req: { ...this.eventReq(), at: last.at } },
      "ui.busy.undoLastAction",
    );
  }

  /** The result form records the reporter's Google address, or stops (the event's setting). */
  private setReporterEmail(): void {
    const box = byId<HTMLInputElement>("form-email");
    const ev = this.state?.event;
    if (!ev || this.busy || this.confirm !== null) {
      box.checked = reporterEmailOf(this.state);
      return;
    }
    this.run(
      { action: "updateEvent", req: { eventId: ev.id, reporterEmail: box.checked } },
      "ui.busy.updateEvent",
    );
  }

  private selectEvent(): void {
    const eventId = byId<HTMLSelectElement>("event-select").value;
    if (eventId === "" || eventId === this.state?.event?.id) return;
    this.run({ action: "selectEvent", req: { eventId } }, "ui.busy.selectEvent");
  }

  private explain(): void {
    const name = byId<HTMLSelectElement>("explain-select").value;
    if (name === "" || this.busy) return;
    const out = byId("explain-text");
    this.setBusy("ui.busy.explain");
    call("arbitreExplainRank", { ...this.eventReq(), name })
      .then((res) => {
        setText(out, res.text);
        out.classList.toggle("error", !res.ok);
      })
      .catch((err: unknown) => {
        setText(out, tr(this.lang, "ui.error.server", { message: errorText(err) }));
        out.classList.add("error");
      })
      .then(() => this.setIdle());
  }

  private openNewEvent(): void {
    if (this.busy) return;
    this.setBusy("ui.loading");
    call("showNewEventDialog")
      .catch((err: unknown) => this.showAlert(tr(this.lang, "ui.error.server", { message: errorText(err) })))
      .then(() => this.setIdle());
  }

  // ── Confirmation ──────────────────────────────────────────────────────────────────────────────

  private askConfirm(question: string, details: string[], pending: PendingConfirm): void {
    this.confirm = pending;
    setText(byId("confirm-question"), question);
    fill(byId("confirm-details"), ...details.map((d) => h("li", { text: d })));
    byId("confirm").hidden = false;
    this.updateButtons();
    byId("confirm-question").focus();
  }

  private hideConfirm(): void {
    if (this.confirm === null && byId("confirm").hidden) return;
    this.confirm = null;
    byId("confirm").hidden = true;
    this.updateButtons();
  }

  private confirmYes(): void {
    const pending = this.confirm;
    if (pending === null || this.busy) return;
    this.hideConfirm();
    this.run(confirmed(pending.action), pending.busy, pending.after);
  }

  private confirmNo(): void {
    if (this.confirm === null) return;
    this.hideConfirm();
  }

  // ── Busy / messages ───────────────────────────────────────────────────────────────────────────

  private setBusy(key: UiKey): void {
    this.busy = true;
    document.body.setAttribute("aria-busy", "true");
    setText(byId("busy-text"), tr(this.lang, key));
    if (this.spinnerTimer !== null) window.clearTimeout(this.spinnerTimer);
    this.spinnerTimer = window.setTimeout(() => {
      byId("busy").hidden = false;
    }, SPINNER_DELAY_MS);
    this.updateButtons();
  }

  private setIdle(): void {
    this.busy = false;
    document.body.removeAttribute("aria-busy");
    if (this.spinnerTimer !== null) window.clearTimeout(this.spinnerTimer);
    this.spinnerTimer = null;
    byId("busy").hidden = true;
    this.updateButtons();
  }

  private showAlert(text: string): void {
    const el = byId("alert");
    setText(el, text);
    el.hidden = text === "";
  }

  private showNotice(text: string): void {
    const el = byId("notice");
    setText(el, text);
    el.hidden = text === "";
  }

  private showLoaded(): void {
    byId("loading").hidden = true;
  }

  // ── Rendering ─────────────────────────────────────────────────────────────────────────────────

  /** A button and its reason in each [data-action] slot; a kind's button without one ends its first card. */
  private buildSlots(): void {
    placeKindCards();
    for (const kind of KIND_UIS) {
      const card = kind.cards[0] === undefined ? null : document.getElementById(kind.cards[0]);
      for (const id of Object.keys(kind.requests)) {
        if (card && !document.querySelector(`#sidebar [data-action="${id}"]`))
          card.appendChild(h("div", { "data-action": id }));
      }
    }
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("#sidebar [data-action]"))) {
      const id = el.dataset.action as ActionId;
      const compact = el.classList.contains("compact");
      const why = h("p", { class: compact ? "why sr-only" : "why", id: `why-${id}` });
      const button = h("button", {
        type: "button",
        id: `btn-${id}`,
        class: PRIMARY.includes(id) ? "primary wide" : compact ? "" : "wide",
        onclick: () => this.action(id),
      });
      fill(el, button, why);
      this.slots.set(id, { button, why });
    }
  }

  private translate(): void {
    if (this.translatedLang === this.lang) return;
    this.translatedLang = this.lang;
    document.documentElement.lang = this.lang;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("[data-i18n]"))) {
      el.textContent = trPage(this.lang, el.dataset.i18n ?? "");
    }
    byId("countdown").setAttribute("aria-label", tr(this.lang, "ui.timer.aria"));
  }

  /** `acted`: the answer of an action (its shown ranking or dashboard, if changed, sets the control). */
  private render(state: EventState, seq: number, acted = false): void {
    if (seq < this.renderedSeq) return;
    this.renderedSeq = seq;
    this.state = state;
    this.lang = state.lang === "en" ? "en" : "fr";
    const timer = timerOf(state);
    this.skew = timer ? timer.serverNow - Date.now() : 0;
    this.translate();
    this.showLoaded();
    const ev = state.event;
    setText(byId("event-name"), ev ? ev.name : "Arbitre");
    // a circuit and a Tarot duplicate are dated by their tournaments: the day they were created says nothing
    setText(
      byId("event-meta"),
      ev ? (dated(ev.system) ? `${ev.systemLabel} · ${this.date(ev.date)}` : ev.systemLabel) : "",
    );
    this.renderEvents();
    this.renderMessages();
    this.live.show(state, this.lang);
    byId("no-event").hidden = ev !== null;
    byId("event-view").hidden = ev === null;
    const kind = kindUi(state);
    const notSwiss = kind.form !== "results";
    byId("status-card").hidden = progressOf(state) === null || notSwiss;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("#event-view .swiss-card"))) {
      el.hidden = notSwiss;
    }
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("#finals-card .swiss-only"))) {
      el.hidden = notSwiss;
    }
    setText(byId("finals-title"), tr(this.lang, notSwiss ? "ui.section.corrections" : "ui.section.finals"));
    for (const k of KIND_UIS) for (const id of k.cards) byId(id).hidden = k !== kind;
    if (ev !== null) {
      kind.render?.(this.lang, state, acted);
      this.renderPlayers();
      // the Swiss result form, or the league's lineup form
      byId("form-card").hidden = kind.form === undefined;
      if (kind.form !== undefined) this.renderForm(kind.form === "lineups");
      setText(byId("publish-help"), state.publishHelp);
    }
    this.updateButtons();
    this.tick();
    setText(byId("updated"), tr(this.lang, "ui.updatedAt", { time: clockTime(Date.now()) }));
  }

  private date(iso: string): string {
    return longDate(this.lang, iso);
  }

  private renderEvents(): void {
    const st = this.state!;
    const wrap = byId("event-switch");
    wrap.hidden = st.events.length < 2;
    if (wrap.hidden) return;
    const select = byId<HTMLSelectElement>("event-select");
    fill(
      select,
      ...st.events.map((e) =>
        h("option", { value: e.id, text: dated(e.system) ? `${e.name} (${this.date(e.date)})` : e.name }),
      ),
    );
    select.value = st.event?.id ?? "";
  }

  private renderMessages(): void {
    const list = byId("messages");
    const messages = this.state!.messages;
    fill(list, ...messages.map((m) => h("li", { class: `msg ${m.level}` }, ...unbrokenScores(m.text))));
    list.hidden = messages.length === 0;
  }

  /**
   * The event's form (a Swiss event's result form, a league's lineup form): the button until it
   * exists, then its link and its QR code (to print).
   */
  private renderForm(lineups: boolean): void {
    const form = formOf(this.state);
    setText(byId("form-title"), tr(this.lang, lineups ? "ui.section.lineupForm" : "ui.section.resultForm"));
    setText(byId("form-intro"), tr(this.lang, lineups ? "ui.form.introLineups" : "ui.form.intro"));
    byId("form-intro").hidden = form !== null;
    byId("form-create").hidden = form !== null || lineups;
    byId("form-create-lineups").hidden = form !== null || !lineups;
    byId("form-shown").hidden = form === null;
    byId("form-email-row").hidden = lineups;
    byId<HTMLInputElement>("form-email").checked = reporterEmailOf(this.state);
    byId("form-remake").hidden = lineups || this.state!.actions.remakeForm === undefined;
    if (form === null) {
      this.formDrawn = null;
      return;
    }
    const drawn = `${this.lang} ${form.url}`;
    if (this.formDrawn === drawn) return;
    this.formDrawn = drawn;
    const link = byId<HTMLAnchorElement>("form-link");
    link.href = form.url;
    setText(link, tr(this.lang, "ui.form.open"));
    setText(byId("form-url"), form.url);
    const qr = byId("form-qr");
    fill(qr);
    qr.appendChild(qrSvgElement(qrMatrix(form.url), { size: 200, label: tr(this.lang, "ui.form.qr") }));
  }

  private renderPlayers(): void {
    const players = this.state!.players;
    const active = players.filter((p) => !p.dropped).map((p) => p.name);
    const dropped = players.filter((p) => p.dropped).map((p) => p.name);
    setOptions(byId<HTMLSelectElement>("drop-select"), active, tr(this.lang, "ui.drop.none"));
    setOptions(byId<HTMLSelectElement>("reinstate-select"), dropped, "");
    byId("reinstate").hidden = dropped.length === 0;
    // a circuit without a ranking because of a problem: the select says which, not "no player"
    const kind = kindUi(this.state);
    const blocked = kind.explainBlocked?.(this.lang, this.state!) ?? "";
    setOptions(
      byId<HTMLSelectElement>("explain-select"),
      blocked === "" ? players.map((p) => p.name) : [],
      blocked === "" ? tr(this.lang, kind.explainNone ?? "ui.explain.none") : blocked,
    );
    // a league explains a team's rank
    setText(byId("explain-label"), tr(this.lang, kind.explainLabel ?? "ui.explain.label"));
  }

  /** Enables each control from the state, the busy flag and a pending confirmation. */
  private updateButtons(): void {
    const st = this.state;
    const frozen = this.busy || this.confirm !== null;
    // A reason that repeats a problem shown at the top (bad input in a tab) is pointed to once.
    const shownAbove = new Set((st?.messages ?? []).map((m) => m.text));
    let pointed = false;
    const kind = kindUi(st);
    for (const [id, slot] of this.slots) {
      const avail = st?.actions[id];
      const label = avail?.label ?? id;
      setText(slot.button, label);
      let reason = avail && !avail.enabled ? avail.reason : "";
      let enabled = avail?.enabled === true && !frozen;
      // a choice of the page still to make (the circuit's ranking, the Tarot dashboard's date)
      const extra = reason === "" ? (kind.reason?.(id, this.lang, st) ?? "") : "";
      if (extra !== "") {
        enabled = false;
        reason = extra;
      }
      if (id === "dropPlayer" && byId<HTMLSelectElement>("drop-select").value === "") enabled = false;
      if (id === "swapPlayers") {
        const a = byId<HTMLSelectElement>("swap-a").value;
        if (a === "" || a === byId<HTMLSelectElement>("swap-b").value) enabled = false;
      }
      slot.button.disabled = !enabled;
      let why = reason;
      if (reason !== "" && shownAbove.has(reason)) {
        why = pointed ? "" : tr(this.lang, "ui.why.seeAbove");
        pointed = true;
      }
      setText(slot.why, why);
      slot.why.hidden = why === "";
      if (reason !== "") {
        slot.button.setAttribute("aria-describedby", why === reason ? slot.why.id : "messages");
        slot.button.title = reason;
      } else {
        slot.button.removeAttribute("aria-describedby");
        slot.button.removeAttribute("title");
      }
    }
    // "Undo: Generate round n" would repeat "Undo round n"; likewise a top-cut action repeats
    // "Undo: <stage>" / "Undo: Final ranking" (the last top-cut action made that stage or ranking).
    const repeats =
      st?.lastAction?.kind === "generateRound" ||
      (st?.lastAction?.kind === "topCut" &&
        (progressOf(st)?.phase === "topcut" || progressOf(st)?.phase === "finished"));
    const sameAsRound = repeats && st?.actions.undoLastRound?.enabled === true;
    const last = st?.event && !sameAsRound ? st.lastAction : null;
    byId("undo-action").hidden = !last;
    // a league's, a circuit's or a Tarot duplicate's Corrections card holds only "Undo last action"
    byId("finals-card").hidden = kind.form !== "results" && st !== null && !last;
    if (last) {
      const undo = byId<HTMLButtonElement>("btn-undoLastAction");
      const why = byId("why-undoLastAction");
      setText(undo, last.undoLabel);
      undo.disabled = frozen || !last.enabled;
      const reason = last.enabled ? "" : last.reason;
      setText(why, reason);
      why.hidden = reason === "";
    }
    const players = st?.players ?? [];
    byId<HTMLButtonElement>("reinstate-btn").disabled = frozen || !players.some((p) => p.dropped);
    byId<HTMLButtonElement>("explain-btn").disabled = this.busy || players.length === 0;
    byId<HTMLSelectElement>("explain-select").disabled =
      st !== null && (kind.explainBlocked?.(this.lang, st) ?? "") !== "";
    byId<HTMLSelectElement>("drop-select").disabled = frozen;
    byId<HTMLSelectElement>("swap-a").disabled = frozen;
    byId<HTMLSelectElement>("swap-b").disabled = frozen;
    for (const k of KIND_UIS) k.freeze?.(frozen, st);
    byId<HTMLButtonElement>("refresh-btn").disabled = this.busy;
    byId<HTMLButtonElement>("new-event-btn").disabled = this.busy;
    byId<HTMLSelectElement>("event-select").disabled = frozen;
  }

  /** Updates the countdown (every second). */
  private tick(): void {
    const timer = timerOf(this.state);
    const el = byId("countdown");
    const line = byId("timer-line");
    if (timer === null) {
      setText(el, "--:--");
      setText(line, "");
      return;
    }
    const left = timerRemaining(timer, Date.now(), this.skew);
    setText(el, formatCountdown(left ?? timer.durationMs));
    const over = left !== null && left <= 0 && (timer.state === "running" || timer.state === "expired");
    el.classList.toggle("over", over);
    el.classList.toggle("running", timer.state === "running" && !over);
    el.classList.toggle("paused", timer.state === "paused");
    const lang = this.lang;
    let text = "";
    if (over) text = tr(lang, "ui.timer.expired", { time: timer.endsAtLabel });
    else if (timer.state === "running") text = tr(lang, "ui.timer.running", { time: timer.endsAtLabel });
    else if (timer.state === "paused") text = tr(lang, "ui.timer.paused");
    else text = tr(lang, "ui.timer.idle", { duration: formatDuration(timer.durationMs) });
    setText(line, text);
  }
}

/** Whether an event of this system has a day of its own (a Swiss event, a league's start). */
function dated(system: string): boolean {
  return !system.startsWith("circuit-") && !system.startsWith("tarot-");
}
