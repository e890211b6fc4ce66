/**
 * Result form: creates the Swiss event's Google Form that players fill in
 * from their phones (src/sheets/forms/results-form.ts: in the event's language, its responses
 * landing in a tab of this spreadsheet), keeps its link in the event's config (`ev.form`), and sets
 * its choices to the round being played. The sidebar shows the link and draws its QR code.
 *
 * - Refused while the event's form still opens (its link is in the message); a form the organiser
 *   deleted (FormApp.openById fails: `form.deleted`) is replaced by a new one. A form made half-way
 *   (Google Forms failed after FormApp.create) is kept as `unfinished` and finished by the next
 *   press: no orphan form is left in Drive. The form's id is saved (unfinished) as soon as the form
 *   is made and linked, before its questions: a press stopped after it (a Sheets or Forms failure,
 *   Apps Script's time limit, which runs no catch) is finished the same way. Stopped at the storing
 *   of that id, the next press finds the form by its responses tab (forms/form-claim.ts: a claim is
 *   stored before the form is made); stopped by the time limit between making the form and linking
 *   it, the form cannot be found: the next press makes another and says that an empty form may be
 *   left in Drive.
 * - Not undoable: a form is a Drive file, not a tab; Undo last action leaves it (and the action it
 *   would take back stays the one before).
 * - Its choices follow the Swiss rounds (`keepFormChoices`): Generate round, and taking a round
 *   back (Undo last round, Undo last action of a Generate), set them to the current round in one
 *   call per list question. A form found deleted then does not stop the round: `ev.form.gone` is
 *   kept and the sidebar shows a warning until a new form is created. Swapping two players (and
 *   its undo) sets the table choices again: each names its pairing. The top cut is played in its own tab with its own way
 *   of entering results, and no report is applied there: the form is closed while it is played
 *   (a phone reads « … le top cut a commencé… donnez le résultat de votre match à l'arbitre »),
 *   and open again when the top cut is taken back.
 *
 * Creating the form also heads the Rounds tab's source column (« Source », after the reasons
 * column): applying the responses (actions/apply-reports.ts) says there where each result came from.
 */

import type { EventRequest } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import type { ReportedTable } from "../../../../engine/reports/swiss";
import { swissSystem } from "../../../../engine/swiss/systems/index";
import { t } from "../../../../i18n/index";
import {
  claimedForm,
  claimForm,
  closeForTopCut,
  createResultForm,
  type Entry,
  errorText,
  finishResultForm,
  formError,
  formOpens,
  HalfMadeForm,
  leftInDrive,
  openResultForm,
  type ResultForm,
  setCollectsEmail,
  updateResultChoices,
} from "../../../forms/index";
import { ensureColumns, HEADER_GREY, saveEvent, sheetOf } from "../../../gateway/index";
import { livePageUrl } from "../../../live/link";
import { requireEvent } from "../../kind";
import type { StoredEvent } from "../config";
import type { Ctx, Done } from "../context";
import { gamesOfRound, readSnapshot, type Snapshot } from "../read/index";
import { roundsLayout, sourceColumn } from "../schema";

/** What the event's players report: the winner (La Confrérie) or the scores (Dust Tactics). */
function entryOf(ev: StoredEvent): Entry {
  return swissSystem(ev.system).entry;
}

/** The event's list size, the most army points a player can report (null: no army lists). */
function armyMaxOf(ev: StoredEvent): number | null {
  return swissSystem(ev.system).armyList?.maxPoints ?? null;
}

/** Whether the form of `id` still opens (false: deleted by the organiser). */
export function opens(id: string): boolean {
  return formOpens(id);
}

/**
 * The form's id stored with the event, unfinished: a press stopped from then on (a quota, the time
 * limit) leaves a form that the next press finishes, never a second form.
 */
function saveUnfinished(ctx: Ctx, ev: StoredEvent, id: string): void {
  const pending: StoredEvent = { ...ev, form: { id, url: "", unfinished: true } };
  ctx.fits(pending);
  saveEvent(pending);
}

export function resultForm(ctx: Ctx, req: EventRequest): Done {
  const ev = requireEvent(ctx, req);
  // a form made half-way (Google Forms failed after creating it) is finished, not made again
  const half = ev.form?.unfinished === true && opens(ev.form.id) ? ev.form.id : null;
  if (ev.form && half === null && ev.form.unfinished !== true && opens(ev.form.id))
    throw new ArbitreError("form.exists", { url: ev.form.url });
  // the tabs read before the form is made: unreadable tabs are refused with no form left behind
  const snap = readSnapshot(ctx.ss, ev);
  const replaced = ev.form !== undefined && ev.form.unfinished !== true;
  const title = t(ev.lang, "form.title", { name: ev.name });
  // a form made by a press stopped before its id was stored: found by its responses tab
  const claim = ev.formClaim;
  const found = half !== null ? openResultForm(half) : claim ? claimedForm(ctx.ss, claim, title) : null;
  const foundId = found === null ? null : found.getId();
  delete ev.formClaim;
  ctx.fits(ev);
  if (found === null && claim === undefined) saveClaim(ctx, ev);
  // the confirmation sends the players to the live page when it is on
  const page = livePageUrl(ev.id);
  let form: ResultForm;
  try {
    form =
      found === null
        ? createResultForm(
            ctx.ss,
            ev.name,
            ev.lang,
            entryOf(ev),
            armyMaxOf(ev),
            (id) => saveUnfinished(ctx, ev, id),
            page,
          )
        : finishResultForm(ctx.ss, found, ev.lang, entryOf(ev), armyMaxOf(ev), false, page);
  } catch (e) {
    const id = e instanceof HalfMadeForm ? e.id : foundId;
    if (id === null) throw e;
    // the form exists, unfinished: kept (its id saved), said, finished by the next press
    const cause = e instanceof HalfMadeForm ? e.error : e;
    if (formError(cause).code === "formDeleted") throw formError(cause);
    ev.form = { id, url: "", unfinished: true };
    ctx.fits(ev);
    const error = errorText(cause);
    return {
      message: t(ctx.lang, "form.msg.halfMade", { error }),
      event: ev,
      read: snap,
    };
  }
  // the form's id saved before the first write to the spreadsheet: a service failure there (a
  // Sheets quota) leaves a form that the next press finishes, never a second form and tab
  saveUnfinished(ctx, ev, form.id);
  ev.form = { id: form.id, url: form.url };
  writeSourceHeader(ctx, ev);
  keepFormChoices(ev, snap);
  const lost = found === null ? leftInDrive(ctx.lang, claim, title) : "";
  return {
    message: t(ctx.lang, replaced ? "form.msg.replaced" : "form.msg.created") + lost,
    event: ev,
    read: snap,
  };
}

/**
 * The claim stored before the form is made (forms/form-claim.ts): a press stopped before the new
 * form's id is stored leaves a form that the next press finds by its responses tab.
 */
function saveClaim(ctx: Ctx, ev: StoredEvent): void {
  const claimed: StoredEvent = { ...ev, formClaim: claimForm(ctx.ss) };
  ctx.fits(claimed);
  saveEvent(claimed);
}

/**
 * The Rounds tab's source column (actions/apply-reports.ts): its header, after the layout and its
 * reasons column (one write; the tab widened when it has no column there).
 */
function writeSourceHeader(ctx: Ctx, ev: StoredEvent): void {
  const column = sourceColumn(roundsLayout(ev.system), ev.reasons === true) + 1;
  const sheet = sheetOf(ctx.ss, ev.tabs.rounds);
  ensureColumns(sheet, column);
  // headed like the other columns (bold, grey), wide enough for « Formulaire : Denis Lambert, Oui »
  // (with the reporters' addresses when the form records them: reporterEmail)
  sheet
    .getRange(1, column)
    .setValue(t(ev.lang, "form.col.source"))
    .setFontWeight("bold")
    .setBackground(HEADER_GREY);
  sheet.setColumnWidth(column, ev.reporterEmail === true ? EMAIL_WIDTH : 260);
}

/** The source column's width when the form records the reporters' addresses. */
const EMAIL_WIDTH = 460;

/**
 * The reporter's address switched on once the form exists (its source column headed): the Rounds
 * tab's source column widened to hold the addresses, never narrowed (a column the organiser made
 * wider stays as it is).
 */
export function widenSourceColumn(ctx: Ctx, ev: StoredEvent): void {
  if (!ev.form || ev.form.unfinished === true || ev.reporterEmail !== true) return;
  const column = sourceColumn(roundsLayout(ev.system), ev.reasons === true) + 1;
  const sheet = ctx.ss.getSheetByName(ev.tabs.rounds);
  if (!sheet || sheet.getMaxColumns() < column) return;
  if (sheet.getColumnWidth(column) < EMAIL_WIDTH) sheet.setColumnWidth(column, EMAIL_WIDTH);
}

/**
 * Sets the form's choices to the current Swiss round (its number, its tables, its players; the bye
 * has nothing to report), in one call per list question. Nothing without a form or a round (after
 * the first round is taken back, the choices stay: a report for that round sent before it is
 * paired again is left aside by reconcileReports). A deleted form is marked `gone`, not thrown: the
 * action that paired or took back the round goes on. Google Forms not answering (any other error)
 * is not a deleted form: the form is marked `stale`, said in the sidebar, and its lists are set
 * again at the next reading (actions/apply-reports.ts).
 */
export function keepFormChoices(ev: StoredEvent, snap: Snapshot): void {
  const form = ev.form;
  if (!form || form.gone === true) return;
  const round = ev.swiss.length;
  // the reporter's address: set on the form when the setting changed since (or the form is new)
  const email = ev.reporterEmail === true;
  const emailDue = email !== (form.email === true);
  const topCut = ev.topCutStages.length > 0;
  const closeDue = topCut !== (form.topCutClosed === true);
  if (round === 0 && !emailDue && !closeDue) return;
  const tables: ReportedTable[] = gamesOfRound(snap.swiss, round)
    .filter((g) => g.b !== "")
    .map((g) => ({ round, table: g.table, a: g.a, b: g.b, organiser: false }));
  try {
    if (emailDue) {
      setCollectsEmail(form.id, email);
      if (email) form.email = true;
      else delete form.email;
    }
    if (closeDue) {
      closeForTopCut(form.id, ev.lang, topCut);
      if (topCut) form.topCutClosed = true;
      else delete form.topCutClosed;
    }
    if (round > 0 && !topCut)
      updateResultChoices(form.id, ev.lang, entryOf(ev), { number: round, tables }, armyMaxOf(ev));
    delete form.stale;
  } catch (e) {
    const error = formError(e);
    if (error.code === "formDeleted") form.gone = true;
    else if (error.code === "formUnavailable") form.stale = true;
    else throw e;
  }
}
