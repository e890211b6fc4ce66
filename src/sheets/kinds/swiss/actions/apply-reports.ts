/**
 * Apply reports: the players' reports, sent through the event's result form, written
 * into the Rounds tab. `arbitreApplyReports`; the sidebar calls it instead of arbitreGetState when
 * the event has a form (on open, on refresh) and from its « Appliquer les signalements » button.
 *
 * - Reads each tab once: Players and Rounds (the kind's own read), the responses tab (found by its
 *   form link, `findResponsesSheet`); every report goes through `reconcileReports` (engine) at each
 *   call: the result is a function of all the responses, so applying again changes nothing and each
 *   response counts exactly once, whatever the order of the rows (a responses tab sorted by hand
 *   reads the same).
 * - Writes only the cells that change, and only when a table changes (`writeChanges`): never a row
 *   in between nor the decision column, so that what the organiser types meanwhile stays (the
 *   sidebar applies reports every 15 s while it is open). Nothing changed: no write, and the config is
 *   not saved either (a stored fingerprint of the responses would not do: what is written also
 *   depends on the Rounds tab — the organiser's entries, a round taken back — and the messages are
 *   computed afresh anyway; comparing with the tab is the exact test). Something to write: the rows
 *   are recorded in the config first (report-rows.ts `remember`), the source written before the
 *   cells, so that a press stopped half-way and pressed again ends as a clean press. The answer says
 *   what was written: the results, and the tables whose Source column alone changed.
 * - The source column (schema.ts `sourceColumn`, after the reasons column) says where a table's
 *   result came from: « Formulaire : Anne, Oui » — what Arbitre wrote from the reports — or
 *   « Organisateur ». A table is the organiser's when its decision is filled, or its input cells
 *   hold something other than what its source cell says Arbitre wrote (typed by the organiser, or
 *   a formula); reports never change it, and its source says « Organisateur ». Cleared cells give
 *   the table back to the reports.
 * - What reports wrote is never lost because its reports are (a form made again, a response row
 *   deleted): a dispute left with one report stays (`kept`); a confirmed result is never cleared by
 *   a later report — contradicted, it stays in its cells under a dispute said with it and the new
 *   claim (`fromConfirmed`); a report waiting for its opponent is kept from its Source cell
 *   (lone-reports.ts `keptWaiting`).
 * - A report breaking the event's rules (army points above the player's list) is left aside as a
 *   problem of that report (engine "armyOverList"), said with who sent it, when and the value; two
 *   reports of a table from one Google address confirm nothing, and are said.
 * - La Confrérie: one report → the declared winner (À confirmer); both agreeing → and the loser's
 *   confirmation Oui (Confirmé); disagreeing → the first reporter's winner and Contesté, for the
 *   organiser's decision. Dust: one report → nothing yet (waiting for the opponent); agreeing → the
 *   scores and army points left; disagreeing → Contestation: Contesté.
 * - Reports left aside become the sidebar's messages, with the responses tab's row and the reason;
 *   a response that does not read, with who sent it and when. A dispute is said by the sidebar from
 *   its Source cell (view.ts), the same after any action.
 *   Reports of a past round sent while it was being played (before the next one was paired) are
 *   history and said nothing of; one sent after is « la ronde est terminée ».
 * - Not in the undo journal: the reports are applied again from the responses tab at every refresh,
 *   so taking an application back would last until the next refresh; the organiser's way to
 *   overrule reports is to enter or decide the result, which always wins. `ev.undo` is left as it
 *   was (Undo last action still takes back the action before).
 * - The form opened at each call: not accepting responses (closed in Google Forms) is said with the
 *   fix; Google Forms not answering is said as temporary, nothing changed.
 * - A deleted form: a warning (`form.gone`), nothing applied; a header of the responses tab edited
 *   by hand: the missing column said, nothing applied.
 */

import type { EventRequest, UiMessage } from "../../../../contract/index";
import { nameKey } from "../../../../engine/core/names";
import {
  type IgnoredReport,
  type ReportedTable,
  type ResultReport,
  reconcileReports,
  type TableOutcome,
} from "../../../../engine/reports/swiss";
import { swissSystem } from "../../../../engine/swiss/systems/index";
import { type Lang, localise, type MessageKey, t } from "../../../../i18n/index";
import {
  findResponsesSheet,
  formError,
  openResultForm,
  readResultReports,
  reporterEmails,
} from "../../../forms/index";
import { ensureColumns, readGrid, type Sheet, sheetOf, timeLabel } from "../../../gateway/index";
import { requireEvent } from "../../kind";
import type { StoredEvent } from "../config";
import type { Ctx, Done } from "../context";
import { type PlayerRow, parseSwissRounds, playersOf, readSnapshot, type Snapshot } from "../read/index";
import { asText, type RoundsLayout, roundsLayout, sourceColumn } from "../schema";
import { armyLimit, keptWaiting, loneReports } from "./lone-reports";
import {
  cellsFor,
  claimText,
  fromConfirmed,
  kept,
  noteOf,
  sourceWith,
  text,
  writtenColumns,
  writtenText,
} from "./report-cells";
import { asBefore, type Change, openTables, remember, type SeenTable } from "./report-rows";
import { keepFormChoices, opens } from "./result-form";

/** The most messages of reports left aside shown at once (then "… and n more"). */
const MAX_MESSAGES = 10;

export function applyReports(ctx: Ctx, req: EventRequest): Done {
  const ev = requireEvent(ctx, req);
  const snap = readSnapshot(ctx.ss, ev);
  const form = ev.form;
  if (!form || form.gone === true || form.unfinished === true)
    return { message: "", event: null, read: snap };
  const lang = ctx.lang;
  const messages: UiMessage[] = [];
  snap.messages = messages;
  const found = responsesOf(ctx, ev, form, snap, messages);
  if ("done" in found) return found.done;
  const tab = found.sheet.getName();
  const renamed = form.tab !== tab;
  form.tab = tab;
  const saved = renamed || found.unstale ? ev : null;
  if (saved) ctx.fits(saved);
  const layout = roundsLayout(ev.system);
  const round = ev.swiss.length;
  // the open Swiss round's tables (none once the top cut has started: every Swiss round is over)
  const open = ev.topCutStages.length === 0 && round > 0;
  const src = sourceColumn(layout, ev.reasons === true);
  const seen = openTables(ev, snap, layout, src, open).map((s) => asBefore(ev, layout, s));
  const limit = armyLimit(ev, snap);
  const tables: ReportedTable[] = seen.map(({ g, organiser }) => ({
    round,
    table: g.table,
    a: g.a,
    b: g.b,
    organiser,
    maxArmy: { a: limit(g.a), b: limit(g.b) },
  }));
  const values = readGrid(found.sheet, false).values;
  const read = readResultReports(values, tab, ev.lang, swissSystem(ev.system).entry, tables);
  if (read.problems.some((p) => p.code === "formColumnMissing")) {
    for (const p of read.problems)
      messages.push({ level: "error", text: t(lang, "form.msg.unreadable", { problem: localise(p, lang) }) });
    return { message: "", event: saved, read: snap };
  }
  // a response that does not read: said with who sent it and when, when its row says so
  for (const p of read.problems)
    messages.push({
      level: "warning",
      text: `${localise(p, lang)}${sentBy(lang, ev.lang, values, p.at.row, ctx.ss)}`,
    });
  const now = open ? pairedAt(ev, round) : undefined;
  // a table's lone report whose response is gone, kept from its Source cell (a double loss over it
  // after Close round too: its source then names it)
  const waiting = seen.filter((s) => !s.organiser || s.g.doubleLoss);
  const reports = [...read.reports, ...keptWaiting(ev, waiting, read.reports, now ?? 0)];
  const outcome = reconcileReports(
    reports,
    {
      tables,
      closed: ev.swiss.map((_, i) => i + 1).filter((r) => !open || r < round),
      pairedAt: now === undefined ? {} : { [round]: now },
      dropped: snap.players.filter((p) => p.dropped).map((p) => p.name),
    },
    swissSystem(ev.system).entry,
  );
  // (a report kept from a Source cell has no row: never said as left aside)
  const told = toldOf(ev, outcome, round).filter((x) => x.report.row > 0);
  const said = {
    lang,
    tab,
    players: snap.players,
    playersTab: ev.tabs.players,
    at: (ms: number) => timeLabel(ctx.ss, ms),
  };
  for (const x of told.slice(0, MAX_MESSAGES)) messages.push(ignoredMessage(said, x, inTopCut(ev, x)));
  if (told.length > MAX_MESSAGES)
    messages.push({
      level: "info",
      text: t(lang, "form.ignoredMore", { count: told.length - MAX_MESSAGES }),
    });
  const organiserWord = t(ev.lang, "form.source.organiser");
  const changes = changesOf(ev, layout, seen, outcome.tables, organiserWord, {
    round,
    reports,
    limit,
  });
  // both reports of a table from one address: one phone, no confirmation (said at every reading)
  for (const o of outcome.tables)
    if (o.sameEmail !== undefined)
      messages.push({
        level: "warning",
        text: t(lang, "form.msg.sameEmail", {
          table: o.table,
          a: o.reports[0]!.reporter,
          b: o.reports[1]!.reporter,
          email: o.sameEmail,
        }),
      });
  // the organiser asked (the button, not the periodic refresh): said when there is nothing new
  const nothingNew = req.refresh === true ? "" : t(lang, "form.msg.nothingNew");
  // a write stopped half-way and done again: its record cleared with the config saved at the end
  const resumed = form.applying !== undefined;
  delete form.applying;
  if (changes.length === 0) {
    if (resumed) ctx.fits(ev);
    return { message: nothingNew, event: resumed ? ev : saved, read: snap };
  }
  // saved before the first write: a service failure from here on leaves rows that read as before
  // (the source first, so that a row whose cells were blank reads as the reports' anyway)
  remember(ctx, ev, round, seen, changes);
  writeChanges(ctx, ev, snap, layout, src, changes);
  // applied: the tables whose result cells changed (a note alone is not a result)
  const applied = changes
    .filter((c) => c.source !== organiserWord)
    .map((c) => seen.find((s) => s.r === c.r)!)
    .filter((s) => changes.find((c) => c.r === s.r)!.cells.some((v, i) => v !== s.cells[i]))
    .map((s) => s.g.table);
  // what was written, said: the results, then the tables whose Source column alone was written
  const sourced = changes
    .map((c) => seen.find((s) => s.r === c.r)!.g.table)
    .filter((x) => !applied.includes(x));
  const written = [
    [applied, "form.msg.appliedOne", "form.msg.applied"],
    [sourced, "form.msg.sourcedOne", "form.msg.sourced"],
  ] as const;
  const message = written
    .filter(([tables]) => tables.length > 0)
    .map(([tables, one, many]) =>
      t(lang, tables.length === 1 ? one : many, {
        round,
        tables: [...tables].sort((a, b) => a - b).join(", "),
      }),
    )
    .join(" ");
  return { message: message === "" ? nothingNew : message, event: ev, read: snap };
}

/**
 * The form's responses tab, or what the action answers without it (`done`): the lists Google
 * Forms did not take set again; the form deleted, not accepting responses (closed in Forms), or
 * Forms not answering; the tab unlinked.
 */
function responsesOf(
  ctx: Ctx,
  ev: StoredEvent,
  form: NonNullable<StoredEvent["form"]>,
  snap: Snapshot,
  messages: UiMessage[],
): { done: Done } | { sheet: Sheet; unstale: boolean } {
  const lang = ctx.lang;
  // lists that Google Forms did not take (not answering): set again now
  const unstale = form.stale === true;
  if (unstale) {
    keepFormChoices(ev, snap);
    const after: { gone?: boolean; stale?: boolean } = form;
    if (after.gone === true) {
      ctx.fits(ev);
      return { done: { message: "", event: ev, read: snap } };
    }
    if (after.stale === true) {
      messages.push({ level: "warning", text: t(lang, "form.msg.stale") });
      return { done: { message: "", event: null, read: snap } };
    }
  }
  // the form itself: deleted, not accepting responses (closed in Forms), or Forms not answering
  let accepting: boolean;
  try {
    accepting = openResultForm(form.id).isAcceptingResponses();
  } catch (e) {
    const error = formError(e);
    if (error.code === "formDeleted") {
      form.gone = true;
      ctx.fits(ev);
      return { done: { message: "", event: ev, read: snap } };
    }
    if (error.code !== "formUnavailable") throw e;
    messages.push({ level: "warning", text: localise(error, lang) });
    return { done: { message: "", event: unstale ? ev : null, read: snap } };
  }
  // closed by Arbitre for the top cut (result-form.ts) is no fault of the organiser's
  if (!accepting && form.topCutClosed !== true)
    messages.push({ level: "warning", text: t(lang, "form.msg.notAccepting") });
  const sheet = findResponsesSheet(ctx.ss, form.id, form.tab);
  if (sheet) return { sheet, unstale };
  // the tab is unlinked when the form is deleted: said once as `gone`, kept until a new form;
  // Google Forms not answering is not a deleted form: said, nothing changed
  let open: boolean;
  try {
    open = opens(form.id);
  } catch (e) {
    const error = formError(e);
    if (error.code !== "formUnavailable") throw e;
    messages.push({ level: "warning", text: localise(error, lang) });
    return { done: { message: "", event: null, read: snap } };
  }
  if (!open) {
    form.gone = true;
    ctx.fits(ev);
    return { done: { message: "", event: ev, read: snap } };
  }
  messages.push({ level: "warning", text: t(lang, "form.msg.noTab") });
  return { done: { message: "", event: unstale ? ev : null, read: snap } };
}

/** « (réponse envoyée par Anne à 14:05) » for a response row whose name and time read; "" otherwise. */
function sentBy(
  lang: Lang,
  evLang: Lang,
  values: unknown[][],
  row: number | undefined,
  ss: Ctx["ss"],
): string {
  const cells = row === undefined ? undefined : values[row - 1];
  if (!cells) return "";
  const c = (values[0] ?? []).map((v) => text(v)).indexOf(t(evLang, "form.q.reporter"));
  const at = cells[0];
  const name = c < 0 ? "" : text(cells[c]);
  if (name === "" || Object.prototype.toString.call(at) !== "[object Date]") return "";
  return t(lang, "form.msg.sentBy", { name, time: timeLabel(ss, (at as Date).getTime()) });
}

/** When round `r` was paired, to the second (Sheets keeps the timestamp to the second: a report of the same second counts). */
function pairedAt(ev: StoredEvent, r: number): number | undefined {
  const at = ev.swiss[r - 1]?.pairedAt;
  return at === undefined ? undefined : Math.floor(at / 1000) * 1000;
}

/** When the top cut started, to the second (undefined before). */
function cutFrom(ev: StoredEvent): number | undefined {
  const topCutAt = ev.topCutStages[0]?.pairedAt;
  return topCutAt === undefined ? undefined : Math.floor(topCutAt / 1000) * 1000;
}

/** The top cut is not reported through the form: a report sent once it started is said as such. */
function inTopCut(ev: StoredEvent, x: IgnoredReport): boolean {
  const cut = cutFrom(ev);
  return cut !== undefined && x.reason === "roundClosed" && x.report.at >= cut + 1000;
}

/**
 * The reports left aside that are said. A past round's reports sent while it was played are its
 * history, not news: only one sent in a later second than the next round's pairing is said (the
 * same second: in time). Messages that clear up: a report replaced by the player's later one is
 * not said; a report set aside whose reporter has sent one that counts since (resent, or the right
 * table) is not said either; a past round's report is said during the next round only, not at
 * every round after.
 */
function toldOf(
  ev: StoredEvent,
  outcome: { tables: TableOutcome[]; ignored: IgnoredReport[] },
  round: number,
): IgnoredReport[] {
  const counted = outcome.tables.flatMap((o) => o.reports);
  const cut = cutFrom(ev);
  const nextPaired = (r: number): number | undefined =>
    r === ev.swiss.length && cut !== undefined ? cut : pairedAt(ev, r + 1);
  const resent = (x: IgnoredReport): boolean =>
    counted.some(
      (r) =>
        r.round === x.report.round &&
        nameKey(r.reporter) === nameKey(x.report.reporter) &&
        r.at >= x.report.at,
    );
  return outcome.ignored.filter(
    (x) =>
      x.reason !== "replaced" &&
      !(x.reason !== "repeated" && x.reason !== "organiser" && resent(x)) &&
      (x.reason !== "roundClosed" ||
        (x.report.round >= round - 1 &&
          x.report.at >= (nextPaired(x.report.round) ?? Number.POSITIVE_INFINITY) + 1000)),
  );
}

/**
 * What each table's cells should hold, against what they hold: the changes to write. A note on a
 * table (a single report, a dispute) goes into its source, which the sidebar says (view.ts).
 */
function changesOf(
  ev: StoredEvent,
  layout: RoundsLayout,
  seen: SeenTable[],
  outcomes: TableOutcome[],
  organiserWord: string,
  at: { round: number; reports: ResultReport[]; limit: (name: string) => number | null },
): Change[] {
  const { round } = at;
  const byTable = new Map(outcomes.map((o) => [o.table, o]));
  const changes: Change[] = [];
  // a double loss over one player's report alone (Close round): its source keeps the report
  const closedLone = loneReports(
    ev,
    at.limit,
    round,
    seen.filter((s) => s.organiser && s.g.doubleLoss).map((s) => s.g),
    at.reports,
  );
  // what a table's cells and source should hold (null: left as they are)
  const wanted = (s: SeenTable): { cells: string[]; source: string } | null => {
    let cells = s.cells;
    let source: string;
    // no report for this table any more (a form made again, a response row deleted by hand): what
    // was written stays — results are never lost because their reports are
    if (!s.organiser && !byTable.has(s.g.table)) return null;
    const lone = s.organiser && s.g.doubleLoss ? closedLone.get(s.g.table) : undefined;
    if (lone) {
      const claim = claimText(ev.lang, lone.claim);
      source = t(ev.lang, "form.source.lone", { organiser: organiserWord, name: lone.reporter, claim });
    } else if (s.organiser && s.g.doubleLoss && s.source.startsWith(`${organiserWord} (`)) return null;
    else if (s.organiser) source = organiserWord;
    else {
      const o = byTable.get(s.g.table)!;
      // a confirmed result is never cleared by a later report: contradicted, it is kept, disputed
      const confirmed = fromConfirmed(layout, ev.lang, s, o);
      if (confirmed === "same") return null;
      const keep = confirmed ? confirmed.cells : kept(ev.lang, s.cells, o);
      // what two reports made, left as it is (its source and note too)
      if (keep === s.cells) return null;
      cells = keep ?? cellsFor(layout, ev.lang, s.g, o);
      const note = confirmed ? confirmed.note : noteOf(ev.lang, s.g, o);
      source = sourceWith(ev.lang, writtenText(layout, ev.lang, cells), note, reporterEmails(o));
      // a dispute, and a report waiting for the opponent, are said by the sidebar from the source
      // cell (view.ts), whatever the last action
    }
    return { cells, source };
  };
  for (const s of seen) {
    // a row stopped half-way (report-rows.ts asBefore): left as it was before, if nothing else
    const now = s.actual ?? s;
    const want = wanted(s) ?? (s.actual ? { cells: s.cells, source: s.source } : null);
    if (want && (want.source !== now.source || want.cells.some((c, i) => c !== now.cells[i])))
      changes.push({ r: s.r, ...want });
  }
  return changes;
}

/** Runs of consecutive numbers (sorted): [first, last] pairs. */
function runs(xs: number[]): [number, number][] {
  const out: [number, number][] = [];
  for (const x of [...xs].sort((a, b) => a - b)) {
    const last = out[out.length - 1];
    if (last && x === last[1] + 1) last[1] = x;
    else out.push([x, x]);
  }
  return out;
}

/**
 * Writes only the cells that change: for each group of adjacent written columns (and the source
 * column), the runs of consecutive rows where that group changes, one setValues each. Nothing else
 * is written — neither the rows in between nor the decision column — so what the organiser types
 * meanwhile (a decision, a result) is never written over. Then the game rows read again from the
 * grid as written (no second read).
 */
function writeChanges(
  ctx: Ctx,
  ev: StoredEvent,
  snap: Snapshot,
  layout: RoundsLayout,
  src: number,
  changes: Change[],
): void {
  const grid = snap.roundsGrid!;
  const cols = writtenColumns(layout);
  const header = t(ev.lang, "form.col.source");
  const headed = text(grid.values[0]?.[src]) === header;
  const scores = layout.kind === "scores";
  const value = (c: number, v: string): unknown =>
    // scores and army points as numbers; names and words as text
    v === "" ? "" : scores && c !== layout.confirm ? Number(v) : asText(v);
  const sheet = sheetOf(ctx.ss, ev.tabs.rounds);
  if ((grid.values[0]?.length ?? 0) <= src) ensureColumns(sheet, src + 1);
  if (!headed) sheet.getRange(1, src + 1).setValue(header);
  const read = (r: number, c: number): string => text(grid.values[r]?.[c]);
  // the source first: a row whose cells were blank, stopped before them, reads as the reports'
  const sourced = changes.filter((x) => x.source !== read(x.r, src));
  const sourceOf = new Map(sourced.map((x) => [x.r, x.source]));
  for (const [r0, r1] of runs(sourced.map((x) => x.r))) {
    const out: unknown[][] = [];
    for (let r = r0; r <= r1; r++) out.push([asText(sourceOf.get(r)!)]);
    sheet.getRange(r0 + 1, src + 1, out.length, 1).setValues(out);
  }
  for (const [c0, c1] of runs(cols)) {
    const group = cols.filter((c) => c >= c0 && c <= c1);
    const changed = changes.filter((x) => group.some((c) => x.cells[cols.indexOf(c)] !== read(x.r, c)));
    const byRow = new Map(changed.map((x) => [x.r, x]));
    for (const [r0, r1] of runs(changed.map((x) => x.r))) {
      const out: unknown[][] = [];
      for (let r = r0; r <= r1; r++)
        out.push(group.map((c) => value(c, byRow.get(r)!.cells[cols.indexOf(c)]!)));
      sheet.getRange(r0 + 1, c0 + 1, out.length, group.length).setValues(out);
    }
  }
  // the grid as it now reads, and the game rows from it
  for (const change of changes) {
    const row = grid.values[change.r] ?? [];
    while (row.length <= src) row.push("");
    cols.forEach((c, i) => {
      const v = change.cells[i]!;
      row[c] = v !== "" && scores && c !== layout.confirm ? Number(v) : v;
    });
    row[src] = change.source;
    grid.values[change.r] = row;
  }
  if (!headed) {
    const head = grid.values[0] ?? [];
    while (head.length <= src) head.push("");
    head[src] = header;
  }
  snap.swiss = parseSwissRounds(ev, playersOf(snap.players), grid);
}

/** What a report left aside is said with: the tabs, the players, when a report was sent (HH:mm). */
interface Said {
  lang: Lang;
  tab: string;
  players: PlayerRow[];
  playersTab: string;
  at: (ms: number) => string;
}

/** Why a report is left aside, in words (with the player's list when its army points are over it). */
function reasonOf(said: Said, x: IgnoredReport, topCut: boolean): string {
  const r = x.report;
  const { lang } = said;
  const over = x.over;
  if (over && !topCut) {
    const p = said.players.find((q) => q.key === nameKey(over.player));
    const own = p !== undefined && p.armyPoints === over.max;
    return t(lang, own ? "form.why.armyOverList" : "form.why.armyOverMax", {
      time: said.at(r.at),
      value: over.value,
      player: over.player,
      max: over.max,
      tab: said.playersTab,
      row: p?.row ?? 0,
      name: r.reporter,
    });
  }
  const why: MessageKey = topCut ? "form.why.topCut" : `form.why.${x.reason}`;
  return t(lang, why, { round: r.round, table: r.table, name: r.reporter });
}

/** A report left aside, in the sidebar's language, with its row and the reason. */
function ignoredMessage(said: Said, x: IgnoredReport, topCut = false): UiMessage {
  const { lang, tab } = said;
  const r = x.report;
  const reason = reasonOf(said, x, topCut);
  const quiet = x.reason === "organiser" || x.reason === "replaced" || x.reason === "repeated";
  return {
    level: quiet ? "info" : "warning",
    text: t(lang, "form.ignored", {
      tab,
      row: r.row,
      name: r.reporter,
      round: r.round,
      table: r.table,
      reason,
    }),
  };
}
