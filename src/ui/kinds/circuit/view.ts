/** The sidebar's season-circuit card (DOM building from EventState.circuit). */
import type { CircuitView, Lang } from "../../../contract/index";
import { byId, fill, h, setOptions, setText, showText } from "../../dom";
import { tr } from "../../i18n";
import { type CircuitChoice, type CircuitMode, circuitHint, circuitStatusLine, rankChange } from "./format";

const MODES: CircuitMode[] = ["latest", "date", "final"];

/**
 * The circuit card: status line, hint before the first compute, the "Ranking to show" control
 * (its year list follows circuit.years; the choice itself is left as the organiser set it), then
 * the shown ranking's label and its first players. The Check and compute button is a slot of the
 * sidebar (updateButtons).
 */
export function renderCircuit(lang: Lang, circuit: CircuitView): void {
  setText(byId("circuit-status"), circuitStatusLine(lang, circuit));
  showText(byId("circuit-hint"), circuitHint(lang, circuit));

  byId("circuit-date").setAttribute("aria-label", tr(lang, "ui.circuit.date"));
  const year = byId<HTMLSelectElement>("circuit-year");
  year.setAttribute("aria-label", tr(lang, "ui.circuit.year"));
  const years = circuit.years.map(String);
  const kept = year.value;
  setOptions(year, years, tr(lang, "ui.circuit.year"));
  // a year no longer offered: the last one
  if (!years.includes(kept) && years.length > 0) year.value = years[years.length - 1]!;

  const shown = circuit.shown;
  byId("circuit-ranking").hidden = shown === null;
  setText(byId("circuit-shown"), shown?.label ?? "");
  fill(
    byId("circuit-top-body"),
    ...(shown === null ? [] : circuit.top).map((p) => {
      const change = rankChange(lang, p.change);
      return h(
        "tr",
        { class: p.rank === 1 ? "first" : "" },
        h("td", { class: "place", text: String(p.rank) }),
        h("td", {}, h("span", { class: "name", text: p.player })),
        h("td", { class: "num", text: String(p.total) }),
        h("td", {
          class: `change ${p.change === null ? "new" : p.change > 0 ? "up" : p.change < 0 ? "down" : "same"}`,
          title: change.title,
          "aria-label": change.title,
          text: change.text,
        }),
      );
    }),
  );
  // the Masters final: games entered, the leaders, a play-off when first place is tied
  const m = circuit.masters ?? null;
  const status = byId("masters-status");
  status.hidden = m === null;
  setText(
    status,
    m === null
      ? ""
      : tr(lang, "ui.masters.status", { year: m.year, done: m.games.done, total: m.games.total }) +
          (m.playoff.length > 1
            ? ` · ${tr(lang, "ui.masters.playoff", { names: m.playoff.join(", ") })}`
            : ""),
  );
  const leaders = byId("masters-leaders");
  leaders.hidden = m === null || m.leaders.length === 0;
  fill(
    leaders,
    ...(m?.leaders ?? []).map((l) =>
      h("li", {
        text: tr(
          lang,
          (lang === "fr" ? l.points <= 1 : l.points === 1)
            ? "ui.masters.leader.one"
            : "ui.masters.leader.other",
          { rank: l.rank, player: l.player, count: l.points },
        ),
      }),
    ),
  );
}

/** The control as set in the page. */
export function readCircuitChoice(): CircuitChoice {
  const checked = document.querySelector<HTMLInputElement>(
    '#circuit-choice input[name="circuit-mode"]:checked',
  );
  const mode = MODES.find((m) => m === checked?.value) ?? "latest";
  const year = byId<HTMLSelectElement>("circuit-year").value;
  return {
    mode,
    date: byId<HTMLInputElement>("circuit-date").value,
    year: /^\d{4}$/.test(year) ? Number(year) : null,
  };
}

/** Sets the control (a page just loaded: the ranking the tab shows). */
export function writeCircuitChoice(choice: CircuitChoice): void {
  for (const mode of MODES) byId<HTMLInputElement>(`circuit-mode-${mode}`).checked = mode === choice.mode;
  byId<HTMLInputElement>("circuit-date").value = choice.date;
  if (choice.year !== null) byId<HTMLSelectElement>("circuit-year").value = String(choice.year);
}

/** Typing a date picks "at a date"; choosing a year picks the year-end ranking; then `changed`. */
export function bindCircuitChoice(changed: () => void): void {
  const pick = (mode: CircuitMode) => {
    byId<HTMLInputElement>(`circuit-mode-${mode}`).checked = true;
    changed();
  };
  byId("circuit-date").addEventListener("input", () => pick("date"));
  byId("circuit-year").addEventListener("change", () => pick("final"));
  for (const mode of MODES) byId(`circuit-mode-${mode}`).addEventListener("change", changed);
}

/** Freezes the control while an action runs or a question waits. */
export function freezeCircuitChoice(frozen: boolean): void {
  for (const mode of MODES) byId<HTMLInputElement>(`circuit-mode-${mode}`).disabled = frozen;
  byId<HTMLInputElement>("circuit-date").disabled = frozen;
  byId<HTMLSelectElement>("circuit-year").disabled = frozen;
}
