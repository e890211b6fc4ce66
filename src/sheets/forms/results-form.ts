/**
 * The result form of a Swiss event: one Google Form per event, its responses landing in
 * a tab of this spreadsheet, that the players of a table fill in from their phones. Three parts:
 * creating it (in the event's language), keeping its choices to the round being played (one call per
 * question), and reading its responses tab (once) into the engine's reports (engine/reports/swiss.ts).
 *
 * The questions: the round, the table, the reporter's name, then who won (La Confrérie), or the
 * reporter's score and the opponent's and the army points left on each side (Dust Tactics). A
 * response speaks for its reporter ("my score"), the reading turns it into the table's A and B.
 */
import { ArbitreError } from "../../engine/core/errors";
import { nameKey } from "../../engine/core/names";
import { type Claim, isScore, type ReportedTable, type ResultReport } from "../../engine/reports/swiss";
import { type KeyAfter, type Lang, type MessageKey, t } from "../../i18n/index";
import type { Sheet, Spreadsheet } from "../gateway/index";

export type Entry = Claim["kind"];

/** A question of the result form, by the end of its key (`form.q.<key>`). */
export type QuestionKey = KeyAfter<"form.q.">;

/** The questions of a form for `entry`, by key, in order. */
export function questionKeys(entry: Entry): QuestionKey[] {
  return entry === "winner"
    ? ["round", "table", "reporter", "winner"]
    : ["round", "table", "reporter", "myScore", "theirScore", "myArmy", "theirArmy"];
}

/** A question's title (what the responses tab's header says). */
export function questionTitle(key: QuestionKey, lang: Lang): string {
  return t(lang, `form.q.${key}`);
}

export interface ResultForm {
  id: string;
  /** The link players open (printed as a QR code at the venue). */
  url: string;
}

/** A form made half-way: FormApp.create succeeded, a later step failed (`error`, Apps Script's). */
export class HalfMadeForm extends Error {
  constructor(
    readonly id: string,
    readonly error: unknown,
  ) {
    super("half-made form");
  }
}

/**
 * Creates the event's result form, in its language, linked to this spreadsheet (Sheets adds the
 * responses tab). The choices are left empty until the first round: updateResultChoices. A step
 * that fails after FormApp.create throws HalfMadeForm with the new form's id, so that the form is
 * kept and finished (finishResultForm) rather than left behind.
 */
export function createResultForm(
  ss: Spreadsheet,
  eventName: string,
  lang: Lang,
  entry: Entry,
  armyMax: number | null = null,
  made?: (id: string) => void,
  /** The event's live page ("" when off): the confirmation sends the player there. */
  page = "",
): ResultForm {
  const form = FormApp.create(t(lang, "form.title", { name: eventName }));
  const id = form.getId();
  try {
    // linked at once: a press stopped from here on (a time-out runs no catch) leaves a form that the
    // next press finds by its responses tab (form-claim.ts), even when its id could not be stored
    form.setDestination(FormApp.DestinationType.SPREADSHEET, ss.getId());
    made?.(id);
    return finishResultForm(ss, form, lang, entry, armyMax, true, page);
  } catch (e) {
    throw new HalfMadeForm(id, e);
  }
}

/**
 * Gives a form made by createResultForm what it lacks: its texts, its questions (those already
 * there kept, by title), its link to this spreadsheet (once: a second link would add a second
 * responses tab; `linked` when just made), published. Done again on a form made half-way, it
 * finishes it.
 */
export function finishResultForm(
  ss: Spreadsheet,
  form: GoogleAppsScript.Forms.Form,
  lang: Lang,
  entry: Entry,
  armyMax: number | null = null,
  linked = false,
  /** The event's live page ("" when off): the confirmation sends the player there. */
  page = "",
): ResultForm {
  form.setDescription(t(lang, entry === "winner" ? "form.help.winner" : "form.help.scores"));
  form.setConfirmationMessage(confirmationText(lang, page));
  const isList = (key: string) =>
    key === "round" || key === "table" || key === "reporter" || key === "winner";
  const have = questionsByTitle(
    form,
    questionKeys(entry).map((key) => ({ title: questionTitle(key, lang), list: isList(key) })),
  );
  for (const key of questionKeys(entry)) {
    const title = questionTitle(key, lang);
    const item = have.get(title);
    if (isList(key)) (item ? item.asListItem() : form.addListItem().setTitle(title)).setRequired(true);
    else
      (item ? item.asTextItem() : form.addTextItem().setTitle(title))
        .setRequired(key === "myScore" || key === "theirScore")
        .setValidation(numberRule(lang, key, armyMax));
  }
  const id = form.getId();
  if (!linked && !findResponsesSheet(ss, id))
    form.setDestination(FormApp.DestinationType.SPREADSHEET, ss.getId());
  // a form a script makes is unpublished and takes no response until published
  form.setPublished(true);
  return { id, url: form.getPublishedUrl() };
}

/**
 * A form's questions by title, before a finish adds those missing (`wanted`, in the form's order).
 * A question a stopped press added before giving it its title is the first one missing: it is given
 * that title (the responses tab's column it got when added is headed with it, nothing left blank
 * there nor on the phones); one of another type is taken away. Shared with the league's lineup form.
 */
export function questionsByTitle(
  form: GoogleAppsScript.Forms.Form,
  wanted: { title: string; list: boolean }[],
): Map<string, GoogleAppsScript.Forms.Item> {
  const have = new Map(form.getItems().map((item) => [item.getTitle(), item]));
  const untitled = have.get("");
  if (untitled) {
    have.delete("");
    const next = wanted.find((q) => !have.has(q.title));
    const type = next?.list ? FormApp.ItemType.LIST : FormApp.ItemType.TEXT;
    if (next && untitled.getType() === type) have.set(next.title, untitled.setTitle(next.title));
    else form.deleteItem(untitled);
  }
  return have;
}

/**
 * The validation of a score or army-points question: a whole number from 0, refused on the phone
 * otherwise ("10 VP", "7.5", "-1"), with the reason under the question; the army points also at most
 * the event's list size (`armyMax`, 300 in Dust Tactics). One rule, a pattern: a Forms question
 * holds one validation rule, and neither "whole number" (negatives pass) nor "number between 0 and
 * 300" (decimals pass) alone says it.
 */
function numberRule(lang: Lang, key: string, armyMax: number | null): GoogleAppsScript.Forms.TextValidation {
  const army = armyMax !== null && (key === "myArmy" || key === "theirArmy");
  return FormApp.createTextValidation()
    .setHelpText(army ? t(lang, "form.armyPoints", { max: armyMax }) : t(lang, "form.wholeNumber"))
    .requireTextMatchesPattern(army ? wholeNumberUpTo(armyMax) : WHOLE_NUMBER)
    .build();
}

/** A whole number from 0, spaces around allowed (what readResultReports reads as one). */
export const WHOLE_NUMBER = "^\\s*[0-9]+\\s*$";

/**
 * A whole number from 0 to `max` as a pattern (leading zeros and spaces around allowed, as
 * WHOLE_NUMBER): the numbers with fewer digits than `max`, then those with as many, digit by digit.
 */
export function wholeNumberUpTo(max: number): string {
  const digits = String(Math.max(0, Math.floor(max)));
  const n = digits.length;
  const ways: string[] = n > 1 ? [`[0-9]{1,${n - 1}}`] : [];
  for (let i = 0; i < n; i++) {
    const d = Number(digits[i]);
    const low = i === 0 && n > 1 ? 1 : 0;
    if (d > low) {
      const range = d - 1 === low ? `${low}` : `[${low}-${d - 1}]`;
      ways.push(`${digits.slice(0, i)}${range}${n - i - 1 > 0 ? `[0-9]{${n - i - 1}}` : ""}`);
    }
  }
  ways.push(digits);
  return `^\\s*0*(${ways.join("|")})\\s*$`;
}

/**
 * What Apps Script says of a form that is really gone: deleted (in the trash, then emptied) or never
 * found ("No item with the given ID could be found, or you do not have permission to access it.").
 * Any other error (a Forms outage, a quota) is temporary: the form is still there.
 */
const GONE = /no item with the given id|not found|does not exist|in the trash|trashed/i;

/** An Apps Script error's message (its errors may come from another realm: no instanceof Error). */
export function errorText(e: unknown): string {
  const message = (e as { message?: unknown } | null)?.message;
  return typeof message === "string" ? message : String(e);
}

/** Our error for an Apps Script error of the form `id`: `form.deleted`, or the temporary `form.unavailable`. */
export function formError(e: unknown): ArbitreError {
  if (e instanceof ArbitreError) return e;
  const message = errorText(e);
  return GONE.test(message)
    ? new ArbitreError("form.deleted", {}, {}, {}, "formDeleted")
    : new ArbitreError("form.unavailable", { error: message }, {}, {}, "formUnavailable");
}

/**
 * The form of `id`; `form.deleted` when the organiser deleted it (Apps Script cannot find it), and
 * `form.unavailable` for any other error (Google Forms not answering): temporary, nothing changed.
 */
/**
 * What a player reads after sending a report: the live page's link when the page is on (it shows
 * the standings as soon as the organiser applies the reports), else when the Public tab changes.
 */
export function confirmationText(lang: Lang, page: string): string {
  return page === "" ? t(lang, "form.thanks") : t(lang, "form.thanksLive", { url: page });
}

/** The form's confirmation set again (the live page switched on or off, or given a new link). */
export function setConfirmation(id: string, lang: Lang, page: string): void {
  try {
    FormApp.openById(id).setConfirmationMessage(confirmationText(lang, page));
  } catch (e) {
    throw formError(e);
  }
}

export function openResultForm(id: string): GoogleAppsScript.Forms.Form {
  try {
    return FormApp.openById(id);
  } catch (e) {
    throw formError(e);
  }
}

/**
 * Whether the form of `id` records the respondent's Google address (Form.setCollectEmail): on, Forms
 * asks each player to sign in and the responses tab gets an address column (readResultReports).
 */
export function setCollectsEmail(id: string, on: boolean): void {
  openResultForm(id).setCollectEmail(on);
}

/**
 * The choices of the round being played: its number, its tables, its players (reporters and
 * winners). One call per list question.
 */
export function updateResultChoices(
  id: string,
  lang: Lang,
  entry: Entry,
  round: { number: number; tables: ReportedTable[] },
  armyMax: number | null = null,
): void {
  const form = openResultForm(id);
  if (entry === "scores" && armyMax !== null) setArmyRules(form, lang, armyMax);
  const players = [...new Set(round.tables.flatMap((x) => [x.a, x.b]))].sort((a, b) => a.localeCompare(b));
  const choices: Record<string, string[]> = {
    round: [String(round.number)],
    table: round.tables.map((x) => tableChoice(lang, x.table, x.a, x.b)),
    reporter: players,
    winner: players,
  };
  setListChoices(
    form,
    new Map(questionKeys(entry).flatMap((k) => (choices[k] ? [[questionTitle(k, lang), choices[k]!]] : []))),
    lang,
  );
}

/**
 * The army-points questions' validation set again (a form made before the list size was checked on
 * the phone gets it with the next round's choices): one call per army-points question.
 */
function setArmyRules(form: GoogleAppsScript.Forms.Form, lang: Lang, armyMax: number): void {
  const titles = new Map((["myArmy", "theirArmy"] as const).map((k) => [questionTitle(k, lang), k]));
  for (const item of form.getItems(FormApp.ItemType.TEXT)) {
    const key = titles.get(item.getTitle());
    if (key) item.asTextItem().setValidation(numberRule(lang, key, armyMax));
  }
}

/**
 * Sets the choices of a form's list questions, by title: one call per list question named in
 * `byTitle` (the others left as they are). Shared by the result form and the league's lineup form.
 * Forms refuses an empty list of choices: an empty one gets the single choice "nothing to choose
 * yet" (form.noChoice), which no report can be read from.
 */
export function setListChoices(
  form: GoogleAppsScript.Forms.Form,
  byTitle: Map<string, string[]>,
  lang: Lang,
): void {
  for (const item of form.getItems(FormApp.ItemType.LIST)) {
    const choices = byTitle.get(item.getTitle());
    if (choices) item.asListItem().setChoiceValues(choices.length > 0 ? choices : [t(lang, "form.noChoice")]);
  }
}

/**
 * The form closed while the top cut is played (reports are not taken there: each player gives the
 * result to the organiser), with what a phone opening it reads; open again when the top cut is
 * taken back. Two calls to close, one to open.
 */
export function closeForTopCut(id: string, lang: Lang, closed: boolean): void {
  const form = openResultForm(id);
  if (closed) form.setCustomClosedFormMessage(t(lang, "form.closed.topCut"));
  form.setAcceptingResponses(!closed);
}

/**
 * A form replaced by a new one (Remake the form): closed, saying so to a phone that opens it. Two
 * calls.
 */
export function closeReplacedForm(id: string, lang: Lang): void {
  const form = openResultForm(id);
  form.setCustomClosedFormMessage(t(lang, "form.closed.replaced"));
  form.setAcceptingResponses(false);
}

/** Whether the form of `id` still opens (false: deleted by the organiser; a temporary error throws). */
export function formOpens(id: string): boolean {
  try {
    openResultForm(id);
    return true;
  } catch (e) {
    if (e instanceof ArbitreError && e.code === "formDeleted") return false;
    throw e;
  }
}

/**
 * The responses tab of the form `id`: the tab whose linked form (Sheet.getFormUrl) is that one,
 * looked for first under the name it had (`hint`), then among every tab (renamed by the
 * organiser); null when no tab is linked to it (the form deleted, or unlinked).
 */
export function findResponsesSheet(ss: Spreadsheet, id: string, hint?: string): Sheet | null {
  const linked = (sheet: Sheet | null): boolean => (sheet?.getFormUrl() ?? "").includes(`/d/${id}/`);
  const named = hint === undefined ? null : ss.getSheetByName(hint);
  if (named && linked(named)) return named;
  for (const sheet of ss.getSheets()) if (sheet !== named && linked(sheet)) return sheet;
  return null;
}

const blank = (v: unknown): boolean =>
  v === null || v === undefined || (typeof v === "string" && v.trim() === "");

/** A cell's value as the organiser sees it, for a message (a long text cut). */
function shown(v: unknown): string {
  const text = String(v).trim();
  return text.length > 40 ? `${text.slice(0, 39)}…` : text;
}

/**
 * The longest table choice a phone shows uncut: Google Forms' list on a phone 360 pixels wide
 * cuts « Table 2 — Jean-Baptiste de la Fontaine-Sa… » after about 40 characters, fewer when they are
 * wide letters: « T3 · É. Quéméner / M.-C. Vasseur-Dela… » (38) overflowed the field by 4 pixels.
 */
export const TABLE_CHOICE_MAX = 37;

/**
 * The table choice's text, short enough for a phone (TABLE_CHOICE_MAX) and naming both players:
 * « T3 · Anne Roux / Bea Carter »; given names cut to their initials when it is too long
 * (« T2 · J.-B. de la Fontaine / B. Carter »), then the given names left out (« T3 · Quéméner /
 * Vasseur-Delacroix »), and then the longer name cut with « … » so that both still show.
 */
export function tableChoice(lang: Lang, table: number, a: string, b: string): string {
  const label = (x: string, y: string) => t(lang, "form.tableChoice", { table, a: x, b: y });
  const full = label(a, b);
  if ([...full].length <= TABLE_CHOICE_MAX) return full;
  const sa = initialled(a);
  const sb = initialled(b);
  const short = label(sa, sb);
  if ([...short].length <= TABLE_CHOICE_MAX) return short;
  // still too long: the initials go, so that what is left of each name is its surname
  const fa = family(a);
  const fb = family(b);
  const bare = label(fa, fb);
  if ([...bare].length <= TABLE_CHOICE_MAX) return bare;
  const room = TABLE_CHOICE_MAX - [...label("", "")].length;
  const la = [...fa].length;
  const lb = [...fb].length;
  const half = Math.floor(room / 2);
  const ka = lb <= half ? room - lb : la <= half ? la : room - half;
  return label(cut(fa, ka), cut(fb, room - Math.min(ka, la)));
}

/** « Jean-Baptiste de la Fontaine » → « de la Fontaine »: the name without its given name. */
function family(name: string): string {
  const words = name.trim().split(/\s+/);
  return words.length < 2 ? name.trim() : words.slice(1).join(" ");
}

/** « Jean-Baptiste de la Fontaine » → « J.-B. de la Fontaine »: the given name to its initials. */
function initialled(name: string): string {
  const words = name.trim().split(/\s+/);
  if (words.length < 2) return name.trim();
  const first = words[0]!
    .split("-")
    .map((part) => (part === "" ? "" : `${[...part][0]}.`))
    .join("-");
  return [first, ...words.slice(1)].join(" ");
}

/** `text` cut to `size` characters, « … » included. */
function cut(text: string, size: number): string {
  const chars = [...text];
  return chars.length <= size
    ? text
    : `${chars
        .slice(0, Math.max(1, size - 1))
        .join("")
        .trimEnd()}…`;
}

/**
 * The table of a response: the choice's text (tableChoice, its number read after the words before
 * it), the longer choice an older version offered (« Table 3 — Anne Roux contre Bea Carter »), or a
 * bare number (a response sent before the choices named the players, or a form made by an older
 * version); null when none.
 */
export function tableNumber(v: unknown, lang: Lang): number | null {
  if (typeof v === "number") return Number.isInteger(v) && v >= 0 ? v : null;
  const text = String(v ?? "").trim();
  if (/^[0-9]+$/.test(text)) return Number(text);
  for (const key of ["form.tableChoice", "form.tableChoice.before"] as const) {
    const head = t(lang, key, { table: 0, a: "", b: "" }).split("0")[0]!;
    const m = text.startsWith(head) ? /^([0-9]+)(\s|$)/.exec(text.slice(head.length)) : null;
    if (m) return Number(m[1]);
  }
  return null;
}

/**
 * The column Sheets adds to the responses tab when the form collects respondents' addresses
 * (setCollectsEmail): headed in the form owner's language (« Adresse e-mail », "Email Address"), so
 * found as the header, other than the timestamp and the questions, that names an e-mail; -1 when none.
 */
function emailColumn(header: string[], lang: Lang, entry: Entry): number {
  const questions = new Set(questionKeys(entry).map((k) => questionTitle(k, lang)));
  return header.findIndex((h, c) => c > 0 && !questions.has(h) && EMAIL_HEADER.test(h));
}

const EMAIL_HEADER = /e-?mail|courriel|correo/i;

/**
 * The responses tab (values as read, its header in row 1) into reports, one per response. A
 * response whose cells cannot be read is a problem with its row; a missing question column is a
 * problem of the tab (it was edited by hand). `tables`: the tables the reports may name, to turn a
 * reporter's "my score / their score" into A and B.
 */
export function readResultReports(
  values: unknown[][],
  tab: string,
  lang: Lang,
  entry: Entry,
  tables: ReportedTable[],
): { reports: ResultReport[]; problems: ArbitreError[] } {
  const problems: ArbitreError[] = [];
  const header = (values[0] ?? []).map((v) => String(v ?? "").trim());
  const col = new Map<string, number>();
  for (const key of questionKeys(entry)) {
    const c = header.indexOf(questionTitle(key, lang));
    if (c < 0)
      problems.push(
        new ArbitreError(
          "form.missingColumn",
          { column: questionTitle(key, lang), tab },
          {},
          {},
          "formColumnMissing",
        ),
      );
    else col.set(key, c);
  }
  if (problems.length > 0) return { reports: [], problems };
  const emailCol = emailColumn(header, lang, entry);
  const byTable = new Map(tables.map((x) => [`${x.round}:${x.table}`, x]));
  const reports: ResultReport[] = [];
  for (let r = 1; r < values.length; r++) {
    const row = values[r] ?? [];
    if (row.every(blank)) continue;
    const cell = (key: string) => row[col.get(key)!];
    // an unreadable cell, named with its column and what it holds (a text cell is blank)
    const unreadable = (column: string, v: unknown, expected: MessageKey = "form.expect.whole") =>
      problems.push(
        blank(v)
          ? new ArbitreError("form.badResponse.blank", { column }, { tab, row: r + 1 })
          : new ArbitreError(
              "form.badResponse",
              { column, value: shown(v), expected: t(lang, expected) },
              { tab, row: r + 1 },
            ),
      );
    const whole = (key: string): number | null => {
      const v = cell(key);
      const n = typeof v === "number" ? v : Number(String(v ?? "").trim());
      return !blank(v) && Number.isInteger(n) && n >= 0 ? n : null;
    };
    // read in the form's order; the first unreadable cell is said
    const at = row[0];
    // a Date of whichever realm made it (the responses tab's timestamp)
    const when = Object.prototype.toString.call(at) === "[object Date]" ? (at as Date).getTime() : Number.NaN;
    if (Number.isNaN(when)) {
      unreadable(header[0] ?? "", at, "form.expect.date");
      continue;
    }
    const round = whole("round");
    if (round === null) {
      unreadable(questionTitle("round", lang), cell("round"), "form.expect.whole");
      continue;
    }
    const table = tableNumber(cell("table"), lang);
    if (table === null) {
      unreadable(questionTitle("table", lang), cell("table"), "form.expect.table");
      continue;
    }
    const reporter = String(cell("reporter") ?? "").trim();
    if (reporter === "") {
      unreadable(questionTitle("reporter", lang), cell("reporter"));
      continue;
    }
    let claim: Claim;
    if (entry === "winner") {
      const winner = String(cell("winner") ?? "").trim();
      if (winner === "") {
        unreadable(questionTitle("winner", lang), cell("winner"));
        continue;
      }
      claim = { kind: "winner", winner };
    } else {
      const score = (key: string): number | null => {
        const n = whole(key);
        return n !== null && isScore(n) ? n : null;
      };
      const mine = score("myScore");
      const theirs = score("theirScore");
      if (mine === null || theirs === null) {
        const key = mine === null ? "myScore" : "theirScore";
        unreadable(questionTitle(key, lang), cell(key), "form.expect.score");
        continue;
      }
      // army points are optional: a blank answer is "not reported" (null), never 0
      const army = (key: string): number | null | undefined =>
        blank(cell(key)) ? null : (whole(key) ?? undefined);
      const myArmy = army("myArmy");
      const theirArmy = army("theirArmy");
      if (myArmy === undefined || theirArmy === undefined) {
        const key = myArmy === undefined ? "myArmy" : "theirArmy";
        unreadable(questionTitle(key, lang), cell(key), "form.expect.whole");
        continue;
      }
      // the reporter's side of the table: player B reports B's score first
      const x = byTable.get(`${round}:${table}`);
      const isB = x !== undefined && nameKey(x.b) === nameKey(reporter);
      claim = isB
        ? { kind: "scores", scoreA: theirs, scoreB: mine, armyA: theirArmy, armyB: myArmy }
        : { kind: "scores", scoreA: mine, scoreB: theirs, armyA: myArmy, armyB: theirArmy };
    }
    const email = emailCol < 0 ? "" : String(row[emailCol] ?? "").trim();
    reports.push({
      id: `${when}:${nameKey(reporter)}:${r + 1}`,
      row: r + 1,
      at: when,
      round,
      table,
      reporter,
      claim,
      ...(email === "" ? {} : { email }),
    });
  }
  return { reports, problems };
}
