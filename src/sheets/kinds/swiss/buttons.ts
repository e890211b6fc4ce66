/**
 * The Swiss buttons, each declared with its action (index.ts): enabled exactly when the guard its
 * action uses lets it run (src/engine/swiss/event.ts, from the facts of the tabs as read), else with
 * the refusal; when the tabs could not be read, the reading error. The timer's three buttons are one
 * action's (`timer`): view.ts builds them with the timer it shows.
 */
import type { ActionAvailability } from "../../../contract/index";
import {
  canClose,
  canDrop,
  canGenerate,
  canPublish,
  canSwap,
  canTopCut,
  canUndoRound,
  type Refusal,
  type SwissFacts,
} from "../../../engine/swiss/event";
import { type Lang, localise, t } from "../../../i18n/index";
import type { KindButton } from "../kind";
import { canRemakeForm } from "./actions/remake-form";
import type { StoredEvent } from "./config";
import { factsOf } from "./facts";
import { refusalText, stageLabel } from "./labels";
import type { Snapshot } from "./read/index";

type Button = KindButton<StoredEvent, Snapshot>;

/** A button enabled when `refusal` is null, else with its reason. */
export function availability(lang: Lang, label: string, refusal: Refusal | null): ActionAvailability {
  return refusal === null
    ? { enabled: true, reason: "", label }
    : { enabled: false, reason: refusalText(lang, refusal), label };
}

/** The facts of each snapshot for its event, worked out once for all the buttons of one state. */
const FACTS = new WeakMap<Snapshot, { ev: StoredEvent; facts: SwissFacts }>();

function factsFor(ev: StoredEvent, snap: Snapshot | null): SwissFacts | null {
  if (snap === null) return null;
  const known = FACTS.get(snap);
  if (known?.ev === ev) return known.facts;
  const facts = factsOf(ev, snap);
  FACTS.set(snap, { ev, facts });
  return facts;
}

/** A button whose guard reads the tabs: when they cannot be read, it says why. */
function guarded(
  label: (lang: Lang, ev: StoredEvent, f: SwissFacts | null) => string,
  guard: (f: SwissFacts) => Refusal | null,
): Button {
  return (ctx, ev, snap, error) => {
    const facts = factsFor(ev, snap);
    const text = label(ctx.lang, ev, facts);
    return error !== null || facts === null
      ? { enabled: false, reason: error ?? "", label: text }
      : availability(ctx.lang, text, guard(facts));
  };
}

/** « Générer la ronde 3 »; no "Generate round 5" when 4 rounds are planned: there is none to generate. */
function generateLabel(lang: Lang, ev: StoredEvent, f: SwissFacts | null): string {
  const round = ev.swiss.length;
  const planned = f?.planned ?? ev.rounds;
  return round > 0 && round >= planned
    ? t(lang, "event.btn.generateNext")
    : t(lang, "event.btn.generate", { round: round + 1 });
}

function closeLabel(lang: Lang, ev: StoredEvent): string {
  const round = ev.swiss.length;
  return ev.topCutStages.length > 0 || round === 0
    ? t(lang, "event.btn.close")
    : t(lang, "event.btn.closeRound", { round });
}

function topCutLabel(lang: Lang, ev: StoredEvent): string {
  const stage = ev.topCutStages.length;
  if (ev.topCut === 0) return t(lang, "event.btn.topCut");
  if (stage === 0) return t(lang, "event.btn.topCutStart", { size: ev.topCut });
  if (stage >= Math.log2(ev.topCut)) return t(lang, "event.btn.finalRanking");
  return t(lang, "event.btn.topCutNext", { stage: stageLabel(lang, ev.topCut, stage + 1) });
}

/** Undo last round's label: once the cut is over, undoing takes back the final ranking first. */
export function undoRoundLabel(lang: Lang, ev: StoredEvent): string {
  const stage = ev.topCutStages.length;
  const round = ev.swiss.length;
  if (stage > 0 && ev.finished)
    return t(lang, "event.btn.undoStage", { stage: t(lang, "event.last.finalRanking") });
  if (stage > 0) return t(lang, "event.btn.undoStage", { stage: stageLabel(lang, ev.topCut, stage) });
  return round > 0 ? t(lang, "event.btn.undoRound", { round }) : t(lang, "event.btn.undo");
}

/** Generate round's guard, then a wrong row of the pairs to avoid, named where it is. */
const generateButton: Button = (ctx, ev, snap, error) => {
  const button = guarded(generateLabel, (f) => canGenerate(f))(ctx, ev, snap, error);
  const avoid = snap?.avoid;
  if (button?.enabled !== true || avoid === undefined || !("error" in avoid)) return button;
  return { enabled: false, reason: localise(avoid.error, ctx.lang), label: button.label };
};

/** A form that opens and is finished: the event's form is live (its link shown). */
const live = (ev: StoredEvent): boolean =>
  ev.form !== undefined && ev.form.gone !== true && ev.form.unfinished !== true;

/** The result form: one per event (a deleted one is made again); its choices need the tabs read. */
const resultFormButton: Button = (ctx, ev, _snap, error) => {
  const label = t(
    ctx.lang,
    ev.form?.gone === true
      ? "form.btn.again"
      : ev.form?.unfinished === true
        ? "form.btn.finish"
        : "form.btn.create",
  );
  return live(ev)
    ? { enabled: false, reason: t(ctx.lang, "form.why.exists"), label }
    : { enabled: error === null, reason: error ?? "", label };
};

/** The players' reports, applied at each refresh too: the button for the organiser in a hurry. */
const applyButton: Button = (ctx, ev, _snap, error) =>
  live(ev) ? { enabled: error === null, reason: error ?? "", label: t(ctx.lang, "form.btn.apply") } : null;

/** A broken form replaced without going to Drive: the action's own guard. */
const remakeButton: Button = (ctx, ev, _snap, error) =>
  live(ev)
    ? {
        enabled: error === null && canRemakeForm(ev) === null,
        reason: error ?? "",
        label: t(ctx.lang, "form.btn.remake"),
      }
    : null;

/** Each Swiss action's button, in the sidebar's order (SWISS's `actions` declares them so). */
export const SWISS_BUTTONS = {
  publish: guarded(
    (lang) => t(lang, "event.btn.publish"),
    (f) => canPublish(f),
  ),
  generateRound: generateButton,
  closeRound: guarded(closeLabel, (f) => canClose(f)),
  dropPlayer: guarded((lang) => t(lang, "event.btn.drop"), canDrop),
  swapPlayers: guarded(
    (lang) => t(lang, "event.btn.swap"),
    (f) => canSwap(f),
  ),
  topCut: guarded(topCutLabel, (f) => canTopCut(f)),
  undoLastRound: guarded(undoRoundLabel, (f) => canUndoRound(f)),
  resultForm: resultFormButton,
  applyReports: applyButton,
  remakeForm: remakeButton,
};
