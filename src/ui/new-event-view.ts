/**
 * The New-event dialog (Arbitre ▸ Nouvel événement / New event: the same page shown as a modal
 * dialog with window.ARBITRE_VIEW = "new-event").
 *
 * Loads arbitreNewEventDefaults() (systems with their round length, today, the rounds table, top
 * cut sizes). The round length follows the
 * system until the organiser edits it; the number of rounds is empty (= automatic, set by the
 * server at round 1 from the player count) unless typed, and shows the default for an expected
 * number of players. "Create" calls arbitreCreateEvent; a refusal shows in the role="alert" area,
 * a success shows the server's message and closes the dialog. When the spreadsheet already holds an
 * event the server asks first (confirm): the question shows in the dialog, and "Confirm" creates a
 * second event (another: true).
 *
 * A team league (a system whose kind is "league"), a season circuit (kind "circuit") and a Tarot
 * duplicate (kind "tarot") have no rounds, round length or top cut: those fields (.swiss-only) hide
 * and the kind's hint says what comes next; their request is system, name and
 * date (a league's first match day; a circuit and a Tarot duplicate have no date field). Swiss systems show "Count in the workbook's
 * Elo ladder" (ladder: true).
 */
import type { CreateEventRequest, KindId, Lang, NewEventDefaults, SystemId } from "../contract/index";
import { isSwissSystem, SWISS_SYSTEM_IDS } from "../engine/swiss/systems/basics";
import { byId, fill, h, setText } from "./dom";
import {
  defaultRounds,
  kindUsesDate,
  type NewEventForm,
  readNewEventForm,
  roundsRanges,
  systemKind,
  wholeNumber,
} from "./format";
import { tr, trPage, type UiKey } from "./i18n";
import { uiOfKind } from "./kinds/index";
import { act, call, closeHost, errorText } from "./rpc";

/** How long the success message stays before the dialog closes. */
const CLOSE_DELAY_MS = 1500;

export class NewEventView {
  private lang: Lang = "fr";
  private defaults: NewEventDefaults | null = null;
  private minutesEdited = false;
  private busy = false;
  private created = false;
  /** The request waiting for the organiser's confirmation. */
  private pending: CreateEventRequest | null = null;

  start(): void {
    byId("new-event").hidden = false;
    document.body.classList.add("in-dialog");
    const form = byId<HTMLFormElement>("ne-form");
    form.addEventListener("submit", (ev) => {
      ev.preventDefault();
      this.create();
    });
    byId("ne-cancel").addEventListener("click", () => closeHost());
    byId("ne-minutes").addEventListener("input", () => {
      this.minutesEdited = true;
    });
    byId("ne-players").addEventListener("input", () => this.updateRoundsHint());
    byId("ne-rounds").addEventListener("input", () => this.updateRoundsHint());
    document.addEventListener("keydown", (ev) => {
      if (ev.key === "Escape" && !this.busy) closeHost();
    });
    this.setBusy(true, "");
    byId("ne-confirm-yes").addEventListener("click", () => {
      const req = this.pending;
      this.hideConfirm();
      if (req) this.send({ ...req, another: true });
    });
    byId("ne-confirm-no").addEventListener("click", () => this.hideConfirm());
    call("arbitreNewEventDefaults")
      .then((defaults) => {
        this.init(defaults);
        this.setBusy(false);
        byId("ne-name").focus();
      })
      .catch((err: unknown) => {
        byId("loading").hidden = true;
        this.setBusy(false);
        this.showAlert(tr(this.lang, "ui.error.server", { message: errorText(err) }));
      });
  }

  private init(defaults: NewEventDefaults): void {
    this.defaults = defaults;
    this.lang = defaults.lang === "en" ? "en" : "fr";
    document.documentElement.lang = this.lang;
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("#new-event [data-i18n]"))) {
      el.textContent = trPage(this.lang, el.dataset.i18n ?? "");
    }
    document.title = tr(this.lang, "ui.dialog.title");
    byId("loading").hidden = true;
    const systems = byId("ne-systems");
    fill(
      systems,
      ...defaults.systems.map((s, i) =>
        h(
          "label",
          { class: "choice" },
          h("input", {
            type: "radio",
            name: "system",
            value: s.id,
            id: `ne-system-${s.id}`,
            checked: i === 0,
            onchange: () => this.systemChanged(),
          }),
          h("span", { text: s.label }),
        ),
      ),
    );
    byId<HTMLInputElement>("ne-date").value = defaults.date;
    const topCut = byId<HTMLSelectElement>("ne-topcut");
    fill(
      topCut,
      ...defaults.topCuts.map((n) =>
        h("option", {
          value: String(n),
          text:
            n === 0
              ? tr(this.lang, "ui.dialog.topCutNone")
              : tr(this.lang, "ui.dialog.topCutSize", { size: n }),
        }),
      ),
    );
    fill(
      byId<HTMLSelectElement>("ne-protect"),
      ...(["off", "round1", "every"] as const).map((c) =>
        h("option", { value: c, text: tr(this.lang, `ui.protect.${c}`) }),
      ),
    );
    byId<HTMLInputElement>("ne-rounds").placeholder = tr(this.lang, "ui.dialog.roundsAuto");
    this.systemChanged();
  }

  /** The checked system (one the server offered), else the first Swiss system. */
  private system(): SystemId {
    const checked = document.querySelector<HTMLInputElement>('#ne-systems input[name="system"]:checked');
    const offered = this.defaults?.systems.find((s) => s.id === checked?.value);
    return offered ? offered.id : SWISS_SYSTEM_IDS[0]!;
  }

  private kind(): KindId {
    return systemKind(this.defaults?.systems ?? [], this.system());
  }

  /**
   * Swiss: the round length follows the system until edited; the rounds hint too. League or
   * circuit: the Swiss fields hide and the kind's hint shows.
   */
  private systemChanged(): void {
    const d = this.defaults;
    if (d === null) return;
    const kind = this.kind();
    for (const el of Array.from(document.querySelectorAll<HTMLElement>("#ne-form .swiss-only"))) {
      el.hidden = kind !== "swiss";
    }
    byId("ne-date-field").hidden = !kindUsesDate(kind);
    byId("ne-league-hint").hidden = kind !== "league";
    byId("ne-circuit-hint").hidden = kind !== "circuit";
    byId("ne-tarot-hint").hidden = kind !== "tarot";
    byId<HTMLInputElement>("ne-name").placeholder = tr(this.lang, uiOfKind(kind).namePlaceholder);
    if (kind !== "swiss") return;
    if (!this.minutesEdited) {
      const s = d.systems.find((x) => x.id === this.system());
      if (s) byId<HTMLInputElement>("ne-minutes").value = String(s.roundMinutes);
    }
    this.updateRoundsHint();
  }

  private updateRoundsHint(): void {
    const d = this.defaults;
    const system = this.system();
    if (d === null || !isSwissSystem(system)) return;
    const players = wholeNumber(byId<HTMLInputElement>("ne-players").value, 2, 999);
    const rounds = byId<HTMLInputElement>("ne-rounds");
    const hint = byId("ne-rounds-hint");
    const def = players === null ? null : defaultRounds(system, players);
    if (def !== null) {
      rounds.placeholder = String(def);
      setText(hint, tr(this.lang, "ui.dialog.roundsHintPlayers", { players: players!, rounds: def }));
    } else {
      rounds.placeholder = tr(this.lang, "ui.dialog.roundsAuto");
      const table = roundsRanges(system)
        .map((r) => tr(this.lang, r.from === r.to ? "ui.dialog.roundsOne" : "ui.dialog.roundsRange", r))
        .join(" · ");
      setText(hint, tr(this.lang, "ui.dialog.roundsHintAuto", { table }));
    }
  }

  private form(): NewEventForm {
    const players = wholeNumber(byId<HTMLInputElement>("ne-players").value, 2, 999);
    const typed = byId<HTMLInputElement>("ne-rounds").value;
    const system = this.system();
    // Expected players without a typed number of rounds: use the default shown for them.
    const fromPlayers =
      typed.trim() === "" && players !== null && isSwissSystem(system)
        ? defaultRounds(system, players)
        : null;
    return {
      system,
      kind: this.kind(),
      name: byId<HTMLInputElement>("ne-name").value,
      date: byId<HTMLInputElement>("ne-date").value,
      rounds: fromPlayers !== null ? String(fromPlayers) : typed,
      roundMinutes: byId<HTMLInputElement>("ne-minutes").value,
      topCut: byId<HTMLSelectElement>("ne-topcut").value,
      ladder: byId<HTMLInputElement>("ne-ladder").checked,
      protectClubs: byId<HTMLSelectElement>("ne-protect").value,
    };
  }

  private create(): void {
    if (this.busy || this.created || this.pending !== null || this.defaults === null) return;
    this.showAlert("");
    const read = readNewEventForm(this.form());
    if (!read.ok) {
      const p = read.problem;
      if (p.kind === "required") {
        this.showAlert(tr(this.lang, "ui.dialog.required"));
        byId("ne-name").focus();
      } else {
        const input = p.field === "rounds" ? "ne-rounds" : "ne-minutes";
        const field = tr(this.lang, p.field === "rounds" ? "ui.dialog.rounds" : "ui.dialog.roundMinutes");
        this.showAlert(tr(this.lang, "ui.dialog.badNumber", { field, min: p.min, max: p.max }));
        byId(input).focus();
      }
      return;
    }
    this.send(read.req);
  }

  private send(req: CreateEventRequest): void {
    this.setBusy(true, "ui.busy.createEvent");
    act("createEvent", req)
      .then((result) => {
        if (result.ok) {
          this.created = true;
          const done = byId("ne-done");
          setText(done, tr(this.lang, "ui.dialog.done", { message: result.message }));
          done.hidden = false;
          setText(byId("ne-cancel"), tr(this.lang, "ui.close"));
          // the sidebar opens (or reloads) on the new event at once, not at its next poll
          call("showSidebar").catch(() => undefined);
          window.setTimeout(() => closeHost(), CLOSE_DELAY_MS);
        } else if (result.confirm) {
          this.askConfirm(req, result.confirm.question, result.confirm.details);
        } else {
          this.showAlert(result.error);
        }
      })
      .catch((err: unknown) => this.showAlert(tr(this.lang, "ui.error.server", { message: errorText(err) })))
      .then(() => this.setBusy(false));
  }

  private askConfirm(req: CreateEventRequest, question: string, details: string[]): void {
    this.pending = req;
    setText(byId("ne-confirm-question"), question);
    fill(byId("ne-confirm-details"), ...details.map((d) => h("li", { text: d })));
    byId("ne-confirm").hidden = false;
    byId("ne-create").hidden = true;
    byId("ne-confirm-question").focus();
  }

  private hideConfirm(): void {
    this.pending = null;
    byId("ne-confirm").hidden = true;
    byId("ne-create").hidden = false;
  }

  private setBusy(busy: boolean, key: UiKey | "" = ""): void {
    this.busy = busy;
    byId("busy").hidden = !busy || key === "";
    if (busy && key !== "") setText(byId("busy-text"), tr(this.lang, key));
    for (const el of Array.from(
      document.querySelectorAll<HTMLInputElement | HTMLButtonElement | HTMLSelectElement>(
        "#ne-form input, #ne-form select, #ne-form button",
      ),
    )) {
      el.disabled = busy || (this.created && el.id !== "ne-cancel");
    }
  }

  private showAlert(text: string): void {
    const el = byId("ne-alert");
    setText(el, text);
    el.hidden = text === "";
  }
}
