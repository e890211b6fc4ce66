/**
 * A Swiss event's club protection and pairs to avoid (RULES §1 Decision), in the Players card: the
 * protection's choice (off, round 1 only, every round), saved as soon as it changes, and the button
 * that opens the « Paires à éviter » tab (made the first time). Both through updateEvent.
 */
import type { ClubProtection, Lang, SwissState } from "../../../contract/index";
import { byId, fill, h } from "../../dom";
import { tr } from "../../i18n";
import type { Frame } from "../kind";

const CHOICES: ClubProtection[] = ["off", "round1", "every"];

export function bindClubs(frame: Frame): void {
  const select = byId<HTMLSelectElement>("protect-clubs");
  select.addEventListener("change", () => {
    const ev = frame.state()?.event;
    if (!ev) return;
    const value = select.value as ClubProtection;
    frame.run({ action: "updateEvent", req: { eventId: ev.id, protectClubs: value } }, "ui.busy.updateEvent");
  });
  byId("avoid-btn").addEventListener("click", () => {
    const ev = frame.state()?.event;
    if (!ev) return;
    frame.run({ action: "updateEvent", req: { eventId: ev.id, avoidTab: true } }, "ui.busy.updateEvent");
  });
}

export function renderClubs(lang: Lang, st: SwissState): void {
  const select = byId<HTMLSelectElement>("protect-clubs");
  const labels = CHOICES.map((c) => tr(lang, `ui.protect.${c}`));
  if (select.options.length !== CHOICES.length || select.options[0]!.text !== labels[0]) {
    fill(select, ...CHOICES.map((c, i) => h("option", { value: c, text: labels[i]! })));
  }
  select.value = st.event.protectClubs ?? "off";
  const tab = st.event.avoidTab;
  byId("avoid-btn").textContent = tr(lang, tab ? "ui.avoid.open" : "ui.avoid.make");
}

export function freezeClubs(frozen: boolean): void {
  byId<HTMLSelectElement>("protect-clubs").disabled = frozen;
  byId<HTMLButtonElement>("avoid-btn").disabled = frozen;
}
