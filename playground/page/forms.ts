/// <reference lib="dom" />
/**
 * The playground's Forms panel: the forms of the stand-in's Drive — title, accepting responses or not,
 * deleted — and the chosen one drawn as a phone shows it: one card per question, a list question as a <select>
 * of the form's current choices (nothing else can be picked), a multiple-choice question as radio buttons, a
 * text question as an input, required questions marked with *. « Envoyer comme un joueur » posts the answers to
 * POST /api/form/submit, which submits them through `standin.submitForm`: the response lands in the responses
 * tab, or the stand-in's reason for refusing it shows under the button. « Supprimer le formulaire » is the
 * organiser deleting it in Drive (POST /api/form/delete, after a confirmation).
 *
 * The page polls the server and re-renders: the panel is rebuilt only when what it shows changed, and the
 * answers being filled in are kept per form across rebuilds (a choice the form no longer offers is dropped).
 *
 * The phone view (the page opened as `/?phone`, `host.phoneView`): the form alone, the whole screen wide, as a
 * player opens its link on a phone: no list of forms, no delete button, and once sent the form's own
 * confirmation message with « Envoyer une autre réponse », the answers cleared, as Google Forms does.
 */
import type { PlaygroundKey } from "../i18n";
import type { FormSubmitAnswer, FormView } from "../server";
import { el } from "./dom";

export interface FormsHost {
  say(key: PlaygroundKey, params?: Record<string, string | number>): string;
  /** A word quoted in the page's language: « mot » or “word”. */
  quote(word: string): string;
  post<T>(path: string, body: unknown): Promise<T>;
  confirm(title: string, text: string, ok: string): Promise<boolean>;
  refresh(): Promise<void>;
  /** Shows a tab with a row selected (where a submitted response landed). */
  showRow(sheet: string, row: number): void;
  /** The page is a player's phone: the form alone (see above). */
  phoneView: boolean;
}

type Question = FormView["items"][number];

/** The form chosen in the list (default: the newest one still open, else the newest). */
let chosen = "";
/** Answers being filled in, per form id then question title. */
const drafts = new Map<string, Record<string, string>>();
/** What the last submission or deletion said, for the form it concerned. */
let outcome: { formId: string; ok: boolean; text: string } | null = null;
/** The phone view: the form just sent, its confirmation shown instead of its questions. */
let sentForm = "";
let busy = false;
/** What the panel was last built from: it is rebuilt only when this changes (keeps focus and open selects). */
let shown = "";

const quote = (host: FormsHost, w: string): string => host.quote(w);

function draft(formId: string): Record<string, string> {
  let d = drafts.get(formId);
  if (!d) {
    d = {};
    drafts.set(formId, d);
  }
  return d;
}

export function renderForms(box: HTMLElement, forms: FormView[], host: FormsHost): void {
  if (!forms.some((f) => f.id === chosen)) {
    const live = forms.filter((f) => !f.deleted);
    chosen = (live[live.length - 1] ?? forms[forms.length - 1])?.id ?? "";
  }
  const key = JSON.stringify([host.say("forms.title"), forms, chosen, outcome, busy, sentForm]);
  if (key === shown) return;
  shown = key;
  // a choice the form no longer offers (a new round changed its lists) is dropped from the answers
  for (const f of forms) {
    const d = drafts.get(f.id);
    if (!d) continue;
    for (const q of f.items)
      if (q.choices && d[q.title] !== undefined && d[q.title] !== "" && !q.choices.includes(d[q.title]!))
        delete d[q.title];
  }
  box.replaceChildren();
  if (forms.length === 0) {
    box.append(el("p", { class: "forms-none" }, host.say("forms.none")));
    return;
  }
  if (!host.phoneView) box.append(formList(forms, host));
  const form = forms.find((f) => f.id === chosen);
  if (form) box.append(phone(form, host));
}

function status(form: FormView): { key: PlaygroundKey; cls: string } {
  if (form.deleted) return { key: "forms.deleted", cls: "deleted" };
  return form.acceptingResponses
    ? { key: "forms.open", cls: "open" }
    : { key: "forms.closed", cls: "closed" };
}

function formList(forms: FormView[], host: FormsHost): HTMLElement {
  const ul = el("ul", { class: "forms-list", "aria-label": host.say("forms.list") });
  for (const form of forms) {
    const st = status(form);
    const b = el("button", {
      type: "button",
      class: `form-pick ${st.cls}`,
      "data-form": form.id,
      "aria-pressed": String(form.id === chosen),
    });
    b.append(el("span", { class: "form-pick-title" }, form.title));
    const meta = el("span", { class: "form-pick-meta" });
    meta.append(el("span", { class: `chip ${st.cls}`, "data-status": st.cls }, host.say(st.key)));
    const facts = [host.say("forms.responses", { n: form.responses })];
    if (!form.deleted)
      facts.push(
        form.destination?.sheet
          ? host.say("forms.tab", { tab: form.destination.sheet })
          : host.say("forms.unlinked"),
      );
    meta.append(el("span", {}, ` ${facts.join(" · ")}`));
    b.append(meta);
    b.addEventListener("click", () => {
      chosen = form.id;
      shown = "";
      renderForms(b.closest<HTMLElement>(".forms")!, forms, host);
    });
    const li = el("li");
    li.append(b);
    ul.append(li);
  }
  return ul;
}

/** The chosen form as a phone shows it. */
function phone(form: FormView, host: FormsHost): HTMLElement {
  const wrap = el("div", { class: "phone-wrap" });
  const card = el("div", {
    class: `phone${form.deleted ? " deleted" : ""}`,
    role: "group",
    "data-form-id": form.id,
    "aria-label": host.say("forms.phone", { title: quote(host, form.title) }),
  });
  const head = el("div", { class: "gf-block gf-head" });
  head.append(el("h3", { class: "gf-title" }, form.title));
  if (form.description) head.append(el("p", { class: "gf-desc" }, form.description));
  const open = !form.deleted && form.acceptingResponses;
  const sent = open && host.phoneView && sentForm === form.id;
  if (open && !sent && form.items.some((q) => q.required))
    head.append(el("p", { class: "gf-note" }, host.say("forms.requiredNote")));
  card.append(head);
  const mine = outcome && outcome.formId === form.id ? outcome : null;
  if (sent) {
    // what a phone shows once the form is sent: its confirmation message, and a way to answer again
    card.append(confirmationCard(form, host));
    wrap.append(card);
    return wrap;
  }
  if (!open) {
    card.append(
      el(
        "p",
        { class: "gf-block gf-notice", role: "status" },
        // a closed form says its own message (Form.setCustomClosedFormMessage), else Forms' default
        form.deleted ? host.say("forms.deletedNotice") : form.closedMessage || host.say("forms.closedNotice"),
      ),
    );
  } else {
    const answers = draft(form.id);
    form.items.forEach((q, i) => {
      card.append(question(form, q, i, answers, host));
    });
    const actions = el("div", { class: "gf-actions" });
    const submit = el(
      "button",
      { type: "button", id: "form-submit", class: "gf-submit" },
      host.say(busy ? "forms.sending" : host.phoneView ? "forms.submitPhone" : "forms.submit"),
    );
    submit.disabled = busy;
    submit.addEventListener("click", () => void send(form, host));
    actions.append(submit);
    card.append(actions);
  }
  if (mine)
    card.append(
      el(
        "p",
        {
          id: "form-result",
          class: `gf-result ${mine.ok ? "ok" : "refused"}`,
          role: mine.ok ? "status" : "alert",
        },
        mine.text,
      ),
    );
  wrap.append(card);
  if (!form.deleted && !host.phoneView) {
    const del = el(
      "button",
      { type: "button", id: "form-delete", class: "ghost danger" },
      host.say("forms.delete"),
    );
    del.disabled = busy;
    del.addEventListener("click", () => void remove(form, host));
    wrap.append(del);
  }
  return wrap;
}

/** The phone view's page after sending: the form's confirmation message, then « Envoyer une autre réponse ». */
function confirmationCard(form: FormView, host: FormsHost): HTMLElement {
  const block = el("div", { class: "gf-block gf-sent", id: "form-sent", role: "status" });
  block.append(el("p", { class: "gf-thanks" }, form.confirmationMessage || host.say("forms.thanksDefault")));
  const again = el(
    "button",
    { type: "button", id: "form-again", class: "gf-again" },
    host.say("forms.again"),
  );
  again.addEventListener("click", () => {
    sentForm = "";
    shown = "";
    void host.refresh();
  });
  block.append(again);
  return block;
}

function question(
  form: FormView,
  q: Question,
  i: number,
  answers: Record<string, string>,
  host: FormsHost,
): HTMLElement {
  const block = el("div", { class: "gf-block gf-question", "data-question": q.title });
  if (q.type === "SECTION_HEADER") {
    block.classList.add("gf-section");
    block.append(el("h4", {}, q.title));
    if (q.helpText) block.append(el("p", { class: "gf-help" }, q.helpText));
    return block;
  }
  const id = `gfq-${i}`;
  const label = el(q.type === "MULTIPLE_CHOICE" ? "span" : "label", { class: "gf-label", id: `${id}-label` });
  if (q.type !== "MULTIPLE_CHOICE") label.setAttribute("for", id);
  label.append(q.title);
  if (q.required) {
    label.append(" ");
    label.append(el("span", { class: "req", title: host.say("forms.required") }, "*"));
  }
  block.append(label);
  if (q.helpText) block.append(el("p", { class: "gf-help" }, q.helpText));
  /** An answer changed: what the last submission said is about other answers, and goes. */
  const set = (value: string): void => {
    answers[q.title] = value;
    if (outcome?.formId !== form.id) return;
    outcome = null;
    block.closest(".phone")?.querySelector(".gf-result")?.remove();
  };
  const value = answers[q.title] ?? "";
  if (q.type === "LIST") {
    const select = el("select", { id, class: "gf-select", "data-question": q.title });
    if (q.required) select.setAttribute("aria-required", "true");
    select.append(el("option", { value: "" }, host.say("forms.choose")));
    for (const c of q.choices ?? []) select.append(el("option", { value: c }, c));
    select.value = value;
    select.addEventListener("change", () => set(select.value));
    block.append(select);
  } else if (q.type === "MULTIPLE_CHOICE") {
    const group = el("div", { class: "gf-radios", role: "radiogroup", "aria-labelledby": `${id}-label` });
    (q.choices ?? []).forEach((c, k) => {
      const row = el("label", { class: "gf-radio" });
      const radio = el("input", { type: "radio", name: id, value: c, id: `${id}-${k}` });
      radio.checked = value === c;
      radio.addEventListener("change", () => {
        if (radio.checked) set(c);
      });
      row.append(radio, el("span", {}, c));
      group.append(row);
    });
    block.append(group);
  } else if (q.type === "PARAGRAPH_TEXT") {
    const area = el("textarea", {
      id,
      class: "gf-text",
      rows: "3",
      placeholder: host.say("forms.yourAnswer"),
      "data-question": q.title,
    });
    area.value = value;
    area.addEventListener("input", () => set(area.value));
    block.append(area);
  } else {
    // TEXT, and SCALE as the number a phone's scale would send
    const input = el("input", {
      id,
      class: "gf-text",
      type: q.type === "SCALE" ? "number" : "text",
      placeholder: host.say("forms.yourAnswer"),
      autocomplete: "off",
      "data-question": q.title,
    });
    input.value = value;
    input.addEventListener("input", () => set(input.value));
    block.append(input);
  }
  return block;
}

/** Submits the answers as a phone would: every question, blank ones empty (the stand-in checks required ones). */
async function send(form: FormView, host: FormsHost): Promise<void> {
  if (busy) return;
  const answers: Record<string, string> = {};
  const d = draft(form.id);
  for (const q of form.items) if (q.type !== "SECTION_HEADER") answers[q.title] = d[q.title] ?? "";
  busy = true;
  outcome = null;
  await host.refresh();
  let res: FormSubmitAnswer;
  try {
    res = await host.post<FormSubmitAnswer>("/api/form/submit", { formId: form.id, answers });
  } catch (e) {
    res = { ok: false, error: { name: "Error", message: String(e) } };
  }
  busy = false;
  outcome = res.ok
    ? {
        formId: form.id,
        ok: true,
        text: res.sheet
          ? host.say("forms.sent", { row: res.row, tab: quote(host, res.sheet) })
          : host.say("forms.sentNowhere"),
      }
    : { formId: form.id, ok: false, text: res.error.message };
  if (res.ok && host.phoneView) {
    // a phone starts the next response blank, and shows the confirmation instead of the organiser's receipt
    drafts.delete(form.id);
    sentForm = form.id;
    outcome = null;
  }
  await host.refresh();
  if (res.ok && res.sheet && !host.phoneView) host.showRow(res.sheet, res.row);
}

async function remove(form: FormView, host: FormsHost): Promise<void> {
  const title = quote(host, form.title);
  const tab = form.destination?.sheet;
  const confirmed = await host.confirm(
    host.say("confirm.formDelete.title", { title }),
    tab
      ? host.say("confirm.formDelete.text", { tab: quote(host, tab) })
      : host.say("confirm.formDelete.textUnlinked"),
    host.say("confirm.formDelete.ok"),
  );
  if (!confirmed) return;
  const res = await host.post<{ ok: boolean; error?: { message: string } }>("/api/form/delete", {
    formId: form.id,
  });
  outcome = res.ok ? null : { formId: form.id, ok: false, text: res.error?.message ?? "" };
  await host.refresh();
}
