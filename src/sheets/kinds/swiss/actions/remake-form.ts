/**
 * Remake the form: a result form that is broken (a question deleted or renamed in Google Forms, its
 * responses tab unlinked) is replaced by a new one, made as Create the result form makes it, without
 * deleting anything in Drive. Asked first: the new form has a new link (a new QR code to print), the
 * old one is closed with a message sending the players to the new one. Every result already in the
 * Rounds tab stays (apply-reports.ts keeps a result written from reports whose reports are gone), and
 * so does a report waiting for its opponent that Apply reports wrote in its table's Source cell; one
 * sent since the last Apply reports stays on the old form, so the question names who must send it
 * again.
 *
 * - One guard (`canRemakeForm`) for the button and the action: a form that exists and is finished.
 * - Interrupted (Google Forms stopping half-way, or after the new form is made): the new form's id
 *   is kept (`form.next`), the old form still serves, and the next press finishes that same new
 *   form instead of making another: it ends as a clean press.
 * - Undoable while no player has answered the new form: the old form open again and back in the
 *   event, the new one closed, its responses tab unlinked and deleted (the spreadsheet as before).
 */

import type { RemakeFormRequest } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import { nameKey } from "../../../../engine/core/names";
import { swissSystem } from "../../../../engine/swiss/systems/index";
import { t } from "../../../../i18n/index";
import {
  closeReplacedForm,
  createResultForm,
  errorText,
  findResponsesSheet,
  finishResultForm,
  formError,
  HalfMadeForm,
  openResultForm,
  type ResultForm,
} from "../../../forms/index";
import { saveEvent } from "../../../gateway/index";
import { livePageUrl } from "../../../live/link";
import { NeedConfirm, requireEvent } from "../../kind";
import type { StoredEvent, UndoRecord } from "../config";
import type { Ctx, Done } from "../context";
import { gamesOfRound, missingOf, readSnapshot, type Snapshot } from "../read/index";
import { armyLimit, formReports, loneReports, sourcesOf } from "./lone-reports";
import { waitingOf } from "./report-cells";
import { keepFormChoices, opens } from "./result-form";

/** Why the form cannot be remade (null: it can): the button's reason and the action's refusal. */
export function canRemakeForm(ev: StoredEvent): ArbitreError | null {
  const form = ev.form;
  if (!form || form.gone === true || form.unfinished === true)
    return new ArbitreError("form.why.noFormToRemake", {});
  return null;
}

/**
 * The players whose report waits on the old form for their opponent (the open Swiss round's lone
 * reports), apart from those its table's Source cell already keeps (Apply reports wrote them there:
 * they stay with the new form, lone-reports.ts `keptWaiting`).
 */
function waitingLines(ctx: Ctx, ev: StoredEvent, snap: Snapshot): string[] {
  const round = ev.swiss.length;
  if (round === 0 || ev.topCutStages.length > 0) return [];
  const missing = missingOf(gamesOfRound(snap.swiss, round));
  const lone = loneReports(ev, armyLimit(ev, snap), round, missing, formReports(ctx.ss, ev, round, missing));
  const kept = new Map(
    sourcesOf(ev, snap, missing).map(({ g, source }) => [g.table, waitingOf(ev.lang, source, g)]),
  );
  const sendAgain = [...lone].filter(([table, x]) => {
    const w = kept.get(table);
    return !w || nameKey(w.reporter) !== nameKey(x.reporter);
  });
  return sendAgain.map(([table, x]) =>
    t(ctx.lang, "form.confirm.remakeSendAgain", { table, name: x.reporter, other: x.other }),
  );
}

export function remakeForm(ctx: Ctx, req: RemakeFormRequest): Done {
  const ev = requireEvent(ctx, req);
  const lang = ctx.lang;
  const refusal = canRemakeForm(ev);
  if (refusal) throw refusal;
  const snap = readSnapshot(ctx.ss, ev);
  const old = ev.form!;
  if (req.confirm !== true) {
    const waiting = waitingLines(ctx, ev, snap);
    throw new NeedConfirm(t(lang, "form.confirm.remake"), [
      t(lang, "form.confirm.remakeLink"),
      t(lang, "form.confirm.remakeKeeps", { tab: ev.tabs.rounds }),
      ...(waiting.length > 0 ? [t(lang, "form.confirm.remakeWaiting"), ...waiting] : []),
    ]);
  }
  const entry = swissSystem(ev.system).entry;
  const armyMax = swissSystem(ev.system).armyList?.maxPoints ?? null;
  // a new form begun by an interrupted press is finished, not made again
  const begun = old.next !== undefined && opens(old.next) ? old.next : null;
  const { next: _next, ...before } = old;
  // the config as it will be saved, sized with a long id, checked before anything is made
  const widest: StoredEvent = { ...ev, form: { ...before, next: ID }, undo: remakeRecord(before, ID) };
  ctx.fits(widest);
  let made: ResultForm;
  try {
    made =
      begun === null
        ? createResultForm(ctx.ss, ev.name, ev.lang, entry, armyMax, undefined, livePageUrl(ev.id))
        : finishResultForm(ctx.ss, openResultForm(begun), ev.lang, entry, armyMax, false, livePageUrl(ev.id));
  } catch (e) {
    const id = e instanceof HalfMadeForm ? e.id : begun;
    if (id === null) throw e;
    return interrupted(ev, snap, before, id, e instanceof HalfMadeForm ? e.error : e, lang);
  }
  // the new form's id saved before the old one is closed: a stop after it finishes this one
  const pending: StoredEvent = { ...ev, form: { ...before, next: made.id } };
  saveEvent(pending);
  try {
    closeReplacedForm(before.id, ev.lang);
  } catch (e) {
    // a form deleted meanwhile needs no closing; Forms not answering: the next press closes it
    if (formError(e).code !== "formDeleted") return interrupted(ev, snap, before, made.id, e, lang);
  }
  ev.form = { id: made.id, url: made.url };
  keepFormChoices(ev, snap);
  ev.undo = remakeRecord(before, made.id);
  return { message: t(lang, "form.msg.remade"), event: ev, read: snap };
}

type FormConfig = NonNullable<StoredEvent["form"]>;

/** Longer than any Drive id: the size a form's id takes in the config, at most. */
const ID = "x".repeat(64);

function remakeRecord(old: FormConfig, id: string): UndoRecord {
  return { kind: "remakeForm", at: Date.now(), old, id };
}

/** Stopped half-way: the old form still serves, the new one (`id`) kept for the next press. */
function interrupted(
  ev: StoredEvent,
  snap: Snapshot,
  old: FormConfig,
  id: string,
  cause: unknown,
  lang: Ctx["lang"],
): Done {
  ev.form = { ...old, next: id };
  return { message: t(lang, "form.msg.remakeHalfMade", { error: errorText(cause) }), event: ev, read: snap };
}

/**
 * Undo of Remake the form: refused once a player has answered the new form (the answers would go
 * with its tab); else the old form open again and back in the event, the new one closed, its
 * responses tab unlinked and deleted.
 */
export function undoRemakeForm(
  ctx: Ctx,
  ev: StoredEvent,
  u: Extract<UndoRecord, { kind: "remakeForm" }>,
  snap: Snapshot,
): void {
  const tab = findResponsesSheet(ctx.ss, u.id, ev.form?.tab);
  const replaced = openResultForm(u.id);
  const answered = replaced.getResponses().length;
  if (answered > 0)
    throw new ArbitreError("form.undo.remakeAnswered", { tab: tab?.getName() ?? "", count: answered });
  const oldForm = (() => {
    try {
      return openResultForm(u.old.id);
    } catch (e) {
      if (formError(e).code === "formDeleted") return null;
      throw formError(e);
    }
  })();
  oldForm?.setAcceptingResponses(true);
  closeReplacedForm(u.id, ev.lang);
  if (tab) {
    replaced.removeDestination();
    ctx.ss.deleteSheet(tab);
  }
  // closed for the top cut or not, keepFormChoices sets it again as the event stands
  const { topCutClosed: _closed, ...old } = u.old;
  ev.form = oldForm ? old : { ...old, gone: true };
  keepFormChoices(ev, snap);
}
