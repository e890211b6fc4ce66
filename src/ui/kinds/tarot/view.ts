/** The sidebar's Tarot duplicate card (DOM building from EventState.tarot). */
import type { Lang, TarotView } from "../../../contract/index";
import { byId, fill, h, setOptions, setText, showText } from "../../dom";
import { tr } from "../../i18n";
import {
  keepTogether,
  type TarotChoice,
  type TarotMode,
  tarotHint,
  tarotStatusLine,
  tarotSummary,
} from "./format";

const MODES: TarotMode[] = ["latest", "date"];

/**
 * The Tarot card: status line, hint before the first compute, the "Dashboard" control (left as the
 * organiser set it), then the dashboard shown: its title, the "Chart of" list (the chart's player
 * chosen) and that player's summary. The Check and compute button is a slot of the sidebar
 * (updateButtons); the list's own state (disabled before a compute) is set by freezeTarotChoice.
 */
export function renderTarot(lang: Lang, tarot: TarotView): void {
  setText(byId("tarot-status"), keepTogether(tarotStatusLine(lang, tarot)));
  showText(byId("tarot-hint"), tarotHint(lang, tarot));
  byId("tarot-date").setAttribute("aria-label", tr(lang, "ui.tarot.date"));

  const shown = tarot.shown;
  showText(byId("tarot-shown"), shown?.label ?? "");
  // the chart's player: the one the Chart tab shows (a change of the list asks for it at once)
  const select = byId<HTMLSelectElement>("tarot-player");
  setOptions(select, tarot.players, tr(lang, "ui.tarot.noPlayer"));
  if (shown !== null && tarot.players.includes(shown.player)) select.value = shown.player;
  const lines = tarotSummary(lang, tarot.player);
  const summary = byId("tarot-summary");
  summary.hidden = lines.length === 0;
  fill(summary, ...lines.map((text) => h("li", { text: keepTogether(text) })));
}

/** The control as set in the page. */
export function readTarotChoice(): TarotChoice {
  const checked = document.querySelector<HTMLInputElement>('#tarot-choice input[name="tarot-mode"]:checked');
  return {
    mode: MODES.find((m) => m === checked?.value) ?? "latest",
    date: byId<HTMLInputElement>("tarot-date").value,
    player: byId<HTMLSelectElement>("tarot-player").value,
  };
}

/** Sets the dashboard control (a page just loaded: the dashboard the tabs show). */
export function writeTarotChoice(choice: TarotChoice): void {
  for (const mode of MODES) byId<HTMLInputElement>(`tarot-mode-${mode}`).checked = mode === choice.mode;
  byId<HTMLInputElement>("tarot-date").value = choice.date;
}

/**
 * Typing a date picks "at a date"; then `changed`. Choosing another player calls `chart` with
 * that player's name.
 */
export function bindTarotChoice(changed: () => void, chart: (player: string) => void): void {
  byId("tarot-date").addEventListener("input", () => {
    byId<HTMLInputElement>("tarot-mode-date").checked = true;
    changed();
  });
  for (const mode of MODES) byId(`tarot-mode-${mode}`).addEventListener("change", changed);
  const select = byId<HTMLSelectElement>("tarot-player");
  select.addEventListener("change", () => {
    if (select.value !== "") chart(select.value);
  });
}

/**
 * Freezes the control while an action runs or a question waits; the "Chart of" list also stays
 * off before the first compute (no chart yet) and without players.
 */
export function freezeTarotChoice(frozen: boolean, tarot: TarotView | null): void {
  for (const mode of MODES) byId<HTMLInputElement>(`tarot-mode-${mode}`).disabled = frozen;
  byId<HTMLInputElement>("tarot-date").disabled = frozen;
  byId<HTMLSelectElement>("tarot-player").disabled =
    frozen || tarot === null || tarot.shown === null || tarot.players.length === 0;
}
