/**
 * Google Forms: the `FormApp` global, Form, its items (Item and the typed views ListItem, MultipleChoiceItem,
 * TextItem, ParagraphTextItem, ScaleItem, SectionHeaderItem), Choice, FormResponse and ItemResponse, typed
 * against @types/google-apps-script like the rest of the stand-in. Every call from script code is counted
 * (services "FormApp", "Form", "Item", "ListItem", … "Choice", "FormResponse", "ItemResponse").
 *
 * The forms live in this stand-in's Drive (FormStore): a form linked to the spreadsheet (setDestination) gets
 * its responses tab, which follows the form's questions the way Sheets does, and a response submitted by a
 * respondent (FormStore.submit, the test API's submitForm) lands there as a new row. Nothing here is drawn.
 */
import { names } from "./charts";
import { asGas, type StandinContext } from "./context";
import type { SheetModel } from "./model";
import { type Runtime, ScriptException } from "./runtime";
import { addSheet } from "./spreadsheet";
import { interpretInput } from "./values";

type GForm = GoogleAppsScript.Forms.Form;
type GItem = GoogleAppsScript.Forms.Item;
type GListItem = GoogleAppsScript.Forms.ListItem;
type GMultipleChoiceItem = GoogleAppsScript.Forms.MultipleChoiceItem;
type GTextItem = GoogleAppsScript.Forms.TextItem;
type GParagraphTextItem = GoogleAppsScript.Forms.ParagraphTextItem;
type GScaleItem = GoogleAppsScript.Forms.ScaleItem;
type GSectionHeaderItem = GoogleAppsScript.Forms.SectionHeaderItem;
type GChoice = GoogleAppsScript.Forms.Choice;
type GFormResponse = GoogleAppsScript.Forms.FormResponse;
type GItemResponse = GoogleAppsScript.Forms.ItemResponse;
type GItemType = GoogleAppsScript.Forms.ItemType;
type GDestinationType = GoogleAppsScript.Forms.DestinationType;
type GTextValidation = GoogleAppsScript.Forms.TextValidation;
type GTextValidationBuilder = GoogleAppsScript.Forms.TextValidationBuilder;

function fail(message: string): never {
  throw new ScriptException(message);
}

/**
 * What FormApp.openById says for a form that was deleted or never existed
 * (https://developers.google.com/apps-script/reference/forms/form-app#openById(String)): the message Apps
 * Script gives for a Drive file id it cannot open (documented wording for DriveApp/FormApp, and what scripts
 * observe).
 */
export const NO_SUCH_FORM =
  "No item with the given ID could be found, or you do not have permission to access it.";

/** Apps Script's enums, as strings (what the script compares and passes back). */
export const ItemTypeEnum = names(
  "CHECKBOX",
  "CHECKBOX_GRID",
  "DATE",
  "DATETIME",
  "DURATION",
  "GRID",
  "IMAGE",
  "LIST",
  "MULTIPLE_CHOICE",
  "PAGE_BREAK",
  "PARAGRAPH_TEXT",
  "SCALE",
  "SECTION_HEADER",
  "TEXT",
  "TIME",
  "VIDEO",
  "FILE_UPLOAD",
);
export const DestinationTypeEnum = names("SPREADSHEET");
export const AlignmentEnum = names("LEFT", "CENTER", "RIGHT");
export const FeedbackTypeEnum = names("CORRECT", "INCORRECT", "GENERAL");
export const PageNavigationTypeEnum = names("CONTINUE", "GO_TO_PAGE", "RESTART", "SUBMIT");

/** The item types the stand-in can add (Form.add…Item). */
export type ItemTypeName =
  | "LIST"
  | "MULTIPLE_CHOICE"
  | "TEXT"
  | "PARAGRAPH_TEXT"
  | "SCALE"
  | "SECTION_HEADER";

// ------------------------------------------------------------------------------------------------------------
// Model (not instrumented)

export interface FormItemModel {
  /** Unique in this stand-in's Drive, a large integer as in Apps Script. */
  readonly id: number;
  readonly type: ItemTypeName;
  title: string;
  helpText: string;
  required: boolean;
  /** LIST and MULTIPLE_CHOICE: the choice values, in order. */
  choices: string[];
  /** MULTIPLE_CHOICE with showOtherOption(true): any text is accepted besides the choices. */
  otherOption: boolean;
  /** SCALE: setBounds (Forms' defaults 1–5). */
  bounds: { lower: number; upper: number };
  labels: { lower: string; upper: string };
  /** TEXT: TextItem.setValidation's rule (null: any text). */
  validation: TextRule | null;
}

/**
 * A text question's validation: one rule, as Forms' "Response validation" holds one per question, and what the
 * respondent reads when the answer breaks it (setHelpText).
 */
export interface TextRule {
  readonly kind: "number" | "wholeNumber" | "numberAtLeast" | "numberBetween" | "pattern";
  readonly a?: number;
  readonly b?: number;
  readonly pattern?: string;
  readonly helpText: string;
}

/** Whether `value` (a respondent's text) keeps `rule`. Numbers as Forms reads them: decimal, a dot. */
export function keepsRule(rule: TextRule, value: string): boolean {
  const text = value.trim();
  const n = /^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) ? Number(text) : Number.NaN;
  switch (rule.kind) {
    case "number":
      return !Number.isNaN(n);
    case "wholeNumber":
      return Number.isInteger(n);
    case "numberAtLeast":
      return !Number.isNaN(n) && n >= rule.a!;
    case "numberBetween":
      return !Number.isNaN(n) && n >= rule.a! && n <= rule.b!;
    case "pattern":
      return new RegExp(`^(?:${rule.pattern})$`).test(value);
  }
}

export interface FormResponseModel {
  readonly id: string;
  readonly timestamp: Date;
  /** Answered questions only, in the form's item order at submission; a deleted item keeps its snapshot. */
  readonly answers: { item: FormItemModel; value: string }[];
  /** The respondent's Google address when the form collected it (Form.setCollectEmail), "" otherwise. */
  readonly email: string;
}

/** The responses tab a form writes to: the sheet, and the column of each question it has had. */
export interface FormDestination {
  spreadsheetId: string;
  sheet: SheetModel;
  /** Item id → 1-based column (a deleted question keeps its column). */
  columns: Map<number, number>;
  /** The respondents' addresses' column, once the form collected them while linked (it then keeps it). */
  emailColumn?: number;
}

export interface FormModel {
  readonly id: string;
  /** The id in the published URL (…/forms/d/e/<publishedId>/viewform): not the form's id, as in Forms. */
  readonly publishedId: string;
  title: string;
  description: string;
  confirmationMessage: string;
  /** What a respondent reads when the form is not accepting responses ("" : Forms' default). */
  closedMessage: string;
  collectEmail: boolean;
  limitOneResponsePerUser: boolean;
  acceptingResponses: boolean;
  /** Published (visible to respondents). A form a script makes is unpublished until setPublished(true). */
  published: boolean;
  items: FormItemModel[];
  responses: FormResponseModel[];
  destination: FormDestination | null;
  /** Deleted in Drive by its owner (the test API's deleteForm): openById then fails. */
  deleted: boolean;
  /**
   * Respondents must sign in to an account of the owner's Google Workspace domain (Form.requiresLogin;
   * the domain's default for new forms: the stand-in's `formsRequireSignIn`). A phone not signed in is refused.
   */
  requiresLogin: boolean;
}

const isQuestion = (item: FormItemModel): boolean => item.type !== "SECTION_HEADER";

/** The responses tab's first header, as Sheets writes it in the spreadsheet's language. */
function timestampHeader(locale: string): string {
  return locale.toLowerCase().startsWith("fr") ? "Horodateur" : "Timestamp";
}

/** The header of the respondents' addresses' column, in the spreadsheet's language (stand-in reading). */
function emailHeader(locale: string): string {
  return locale.toLowerCase().startsWith("fr") ? "Adresse e-mail" : "Email Address";
}

/** "Form Responses 1", "Réponses au formulaire 1": the name Sheets gives a new responses tab. */
function responsesTabName(locale: string, n: number): string {
  return locale.toLowerCase().startsWith("fr") ? `Réponses au formulaire ${n}` : `Form Responses ${n}`;
}

/** Test access: a form as it stands (uncounted). */
export interface FormRecord {
  id: string;
  title: string;
  description: string;
  /** What a respondent reads once the form is sent (Form.setConfirmationMessage). */
  confirmationMessage: string;
  /** What a respondent reads while the form is not accepting responses (Form.setCustomClosedFormMessage; "": Forms' default). */
  closedMessage: string;
  publishedUrl: string;
  editUrl: string;
  /** Published and accepting responses: what a respondent can submit to. */
  acceptingResponses: boolean;
  published: boolean;
  deleted: boolean;
  /** Restricted to the users of the owner's Workspace domain (Form.requiresLogin): a submission needs one. */
  requiresLogin: boolean;
  /** Collects respondents' Google addresses (Form.setCollectEmail): a submission needs one. */
  collectEmail: boolean;
  /** The responses tab's current name (null when that tab was deleted), or null when the form is not linked. */
  destination: { spreadsheetId: string; sheet: string | null } | null;
  items: {
    id: number;
    type: ItemTypeName;
    title: string;
    helpText: string;
    required: boolean;
    /** LIST and MULTIPLE_CHOICE only. */
    choices?: string[];
    /** TEXT with a validation only. */
    validation?: TextRule;
  }[];
  responses: number;
}

export interface SubmitOptions {
  /** When the respondent submitted (default: the stand-in clock's now). */
  at?: Date;
  /**
   * The respondent's Google account, signed in on the phone. A form that collects addresses
   * (setCollectEmail(true)) refuses a submission without one (Forms asks the player to sign in); a form
   * that does not collect them records none.
   */
  email?: string;
}

/** This stand-in's Drive, as far as forms go. */
export class FormStore {
  readonly forms: FormModel[] = [];
  private nextForm = 0;
  private nextItem = 0;
  private nextResponse = 0;
  private readonly seed = Math.random().toString(36).slice(2, 8);

  /**
   * A Google Forms outage (the test API's formsOutage): while set, every FormApp and form call fails with
   * this message, once `outageGrace` more calls have succeeded (a quota error half-way through making a
   * form).
   */
  outage: string | null = null;
  outageGrace = 0;

  /**
   * New forms require respondents to sign in to an account of the owner's domain: a Google Workspace
   * domain whose forms are restricted to its users (the stand-in's `formsRequireSignIn` option).
   */
  domainSignIn = false;

  constructor(private readonly ctx: StandinContext) {}

  /** Fails with the outage's message while there is one (not yet for the calls of its grace). */
  down(): void {
    if (this.outage === null) return;
    if (this.outageGrace > 0) {
      this.outageGrace--;
      return;
    }
    fail(this.outage);
  }

  create(title: string, published: boolean): FormModel {
    this.down();
    const n = ++this.nextForm;
    const tail = `${this.seed}${n.toString(36)}`;
    const form: FormModel = {
      // 44 characters like a Drive id; distinct per stand-in and form
      id: `1Frm${tail}`.padEnd(44, "x"),
      publishedId: `1FAIpQLS${tail}`.padEnd(56, "q"),
      title,
      description: "",
      confirmationMessage: "",
      closedMessage: "",
      collectEmail: false,
      limitOneResponsePerUser: false,
      acceptingResponses: true,
      published,
      items: [],
      responses: [],
      destination: null,
      deleted: false,
      requiresLogin: this.domainSignIn,
    };
    this.forms.push(form);
    return form;
  }

  /** The live form with this id, or Apps Script's error. */
  open(id: string): FormModel {
    this.down();
    const form = this.forms.find((f) => f.id === String(id) && !f.deleted);
    if (!form) fail(NO_SUCH_FORM);
    return form;
  }

  newItem(type: ItemTypeName): FormItemModel {
    this.nextItem++;
    return {
      id: 1_000_000_000 + this.nextItem * 7_919,
      type,
      title: "",
      helpText: "",
      required: false,
      choices: [],
      otherOption: false,
      bounds: { lower: 1, upper: 5 },
      labels: { lower: "", upper: "" },
      validation: null,
    };
  }

  /** The form's destination, dropped when its tab was deleted from the spreadsheet (stand-in rule). */
  destination(form: FormModel): FormDestination | null {
    const d = form.destination;
    if (d && !this.ctx.book.sheets.includes(d.sheet)) form.destination = null;
    return form.destination;
  }

  /**
   * Form.setDestination(SPREADSHEET, id). As Sheets does: a new tab "Form Responses N" ("Réponses au
   * formulaire N" in French) is inserted first in the spreadsheet — N the first number whose name is free
   * (stand-in reading of Sheets' numbering) — with the header row "Timestamp" ("Horodateur") then each
   * question's title in the form's order, the first row frozen, and every response the form already holds.
   * Linking again to the spreadsheet it already writes to changes nothing.
   */
  link(form: FormModel, spreadsheetId: string): void {
    const book = this.ctx.book;
    if (spreadsheetId !== book.id)
      fail(
        `Stand-in: a form's destination can only be the active spreadsheet (id ${book.id}), not ${spreadsheetId}.`,
      );
    if (this.destination(form)) return;
    let n = 1;
    while (book.sheetNamedAnyCase(responsesTabName(book.locale, n))) n++;
    const sheet = addSheet(this.ctx, responsesTabName(book.locale, n), 0);
    sheet.frozenRows = 1;
    sheet.formId = form.id;
    const dest: FormDestination = { spreadsheetId, sheet, columns: new Map() };
    form.destination = dest;
    this.writeCells(sheet, 1, [[1, timestampHeader(book.locale)]]);
    this.syncEmailColumn(form);
    for (const item of form.items) this.syncHeader(form, item);
    for (const r of form.responses) this.land(form, r);
  }

  unlink(form: FormModel): void {
    const d = this.destination(form);
    if (d && d.sheet.formId === form.id) d.sheet.formId = null;
    form.destination = null;
  }

  /**
   * A linked form that collects addresses gets their column (stand-in reading of Sheets): right after the
   * timestamp when linked, right of everything when collecting starts later. Collecting stopped, the column
   * stays, like a deleted question's.
   */
  syncEmailColumn(form: FormModel): void {
    const d = this.destination(form);
    if (!d || !form.collectEmail || d.emailColumn !== undefined) return;
    d.emailColumn = Math.max(1, d.sheet.lastColumn(), ...d.columns.values()) + 1;
    this.writeCells(d.sheet, 1, [[d.emailColumn, emailHeader(this.ctx.book.locale)]]);
  }

  /**
   * After a question is added or renamed: its column in the responses tab. A new question gets a new column
   * right of everything in the tab (stand-in reading: Sheets adds it at the right); a renamed one has its header
   * renamed; a deleted one keeps its column and header.
   */
  syncHeader(form: FormModel, item: FormItemModel): void {
    const d = this.destination(form);
    if (!d || !isQuestion(item) || !form.items.includes(item)) return;
    let col = d.columns.get(item.id);
    if (col === undefined) {
      col = Math.max(1, d.sheet.lastColumn(), ...d.columns.values()) + 1;
      d.columns.set(item.id, col);
    }
    this.writeCells(d.sheet, 1, [[col, item.title]]);
  }

  /**
   * A respondent's submission, the way a phone sends it: each answer is keyed by its question's title; required
   * questions must be answered; a list or multiple-choice answer must be one of the current choices (or any text
   * when the "Other" option is on); a scale answer a whole number within its bounds. Refused with a test error
   * saying why. Accepted, it is stored in the form and lands in the responses tab.
   */
  submit(formId: string, answers: Record<string, string>, opts: SubmitOptions = {}): FormResponseModel {
    const form = this.forms.find((f) => f.id === formId);
    if (!form) throw new Error(`Stand-in: no form with id ${formId}.`);
    if (form.deleted)
      throw new Error(`Stand-in: the form "${form.title}" was deleted; it takes no response.`);
    if (!form.published)
      throw new Error(`Stand-in: the form "${form.title}" is not published; it takes no response.`);
    if (!form.acceptingResponses)
      throw new Error(`Stand-in: the form "${form.title}" is not accepting responses.`);
    if (form.requiresLogin && !(opts.email ?? "").trim())
      throw new Error(
        `Stand-in: the form "${form.title}" is restricted to the users of its owner's domain: the phone asks to sign in to such an account first (pass { email }).`,
      );
    if (form.collectEmail && !(opts.email ?? "").trim())
      throw new Error(
        `Stand-in: the form "${form.title}" collects the respondent's Google address: the phone asks to sign in first (pass { email }).`,
      );
    const questions = form.items.filter(isQuestion);
    for (const title of Object.keys(answers)) {
      const matching = questions.filter((q) => q.title === title);
      if (matching.length === 0)
        throw new Error(
          `Stand-in: the form "${form.title}" has no question "${title}" (its questions: ${questions.map((q) => JSON.stringify(q.title)).join(", ")}).`,
        );
      if (matching.length > 1)
        throw new Error(
          `Stand-in: the form "${form.title}" has ${matching.length} questions titled "${title}".`,
        );
    }
    const given: { item: FormItemModel; value: string }[] = [];
    for (const q of questions) {
      const raw = answers[q.title];
      const value = raw === undefined || raw === null ? "" : String(raw);
      if (value.trim() === "") {
        if (q.required) throw new Error(`Stand-in: the question "${q.title}" is required.`);
        continue;
      }
      if ((q.type === "LIST" || q.type === "MULTIPLE_CHOICE") && !q.choices.includes(value) && !q.otherOption)
        throw new Error(
          `Stand-in: "${value}" is not one of the choices of "${q.title}" (${q.choices.map((c) => JSON.stringify(c)).join(", ")}).`,
        );
      if (q.type === "SCALE") {
        const v = Number(value);
        if (!Number.isInteger(v) || v < q.bounds.lower || v > q.bounds.upper)
          throw new Error(
            `Stand-in: "${value}" is not on the scale of "${q.title}" (${q.bounds.lower}–${q.bounds.upper}).`,
          );
      }
      // the phone refuses an answer that breaks the question's validation, showing its help text
      if (q.validation && !keepsRule(q.validation, value))
        throw new Error(
          `Stand-in: "${value}" breaks the validation of "${q.title}" (the phone says: ${JSON.stringify(q.validation.helpText)}).`,
        );
      given.push({ item: q, value });
    }
    return this.accept(form, given, opts);
  }

  /** A response already checked: kept in the form, and landed in its responses tab. */
  accept(
    form: FormModel,
    given: { item: FormItemModel; value: string }[],
    opts: SubmitOptions = {},
  ): FormResponseModel {
    const response: FormResponseModel = {
      id: `2_ABaOnu${this.seed}${(++this.nextResponse).toString(36)}`,
      timestamp: new Date((opts.at ?? this.ctx.now()).getTime()),
      answers: given,
      email: form.collectEmail ? (opts.email ?? "").trim() : "",
    };
    form.responses.push(response);
    this.land(form, response);
    return response;
  }

  /**
   * A response as Sheets writes it: a new row after the last row holding anything in the tab, the timestamp a
   * date-time in the spreadsheet's time zone (dd/mm/yyyy hh:mm:ss in French, m/d/yyyy h:mm:ss in US English),
   * each answer under its question's column, read as typed input (numbers become numbers) but never as a formula.
   */
  private land(form: FormModel, response: FormResponseModel): void {
    const d = this.destination(form);
    if (!d) return;
    const row = d.sheet.lastRow() + 1;
    const cells: [number, unknown][] = [[1, response.timestamp]];
    if (d.emailColumn !== undefined && response.email !== "") cells.push([d.emailColumn, response.email]);
    for (const a of response.answers) {
      const col = d.columns.get(a.item.id);
      if (col !== undefined) cells.push([col, a.value]);
    }
    this.writeCells(d.sheet, row, cells);
  }

  /** Writes one row's cells (column, value) as Sheets would, growing the tab when needed. */
  private writeCells(sheet: SheetModel, row: number, cells: [number, unknown][]): void {
    const { book, engine } = this.ctx;
    if (row > sheet.maxRows) sheet.maxRows = row;
    let min = Number.POSITIVE_INFINITY;
    let max = 0;
    for (const [col, v] of cells) {
      if (col > sheet.maxColumns) sheet.maxColumns = col;
      min = Math.min(min, col);
      max = Math.max(max, col);
      const cell = sheet.ensureCell(row, col);
      delete cell.formula;
      const text = typeof v === "string";
      const parsed = interpretInput(v, book.locale, book.timeZone, cell.format, this.ctx.now);
      if (parsed.kind === "empty") delete cell.value;
      else if (parsed.kind === "formula" || (text && v.startsWith("'"))) cell.value = v as string;
      else {
        cell.value = parsed.value;
        if (parsed.numberFormat && !cell.format) cell.format = parsed.numberFormat;
      }
    }
    if (max) engine.cellsChanged(sheet, row, min, 1, max - min + 1);
  }

  /** The owner deleted the form in Drive: it cannot be opened any more; its tab stays, unlinked. */
  delete(formId: string): void {
    const form = this.forms.find((f) => f.id === formId);
    if (!form) throw new Error(`Stand-in: no form with id ${formId}.`);
    this.unlink(form);
    form.deleted = true;
  }

  record(form: FormModel): FormRecord {
    const d = this.destination(form);
    return {
      id: form.id,
      title: form.title,
      description: form.description,
      confirmationMessage: form.confirmationMessage,
      closedMessage: form.closedMessage,
      publishedUrl: publishedUrl(form),
      editUrl: editUrl(form),
      acceptingResponses: form.published && form.acceptingResponses,
      published: form.published,
      requiresLogin: form.requiresLogin,
      deleted: form.deleted,
      collectEmail: form.collectEmail,
      destination: d ? { spreadsheetId: d.spreadsheetId, sheet: d.sheet.name } : null,
      items: form.items.map((i) => ({
        id: i.id,
        type: i.type,
        title: i.title,
        helpText: i.helpText,
        required: i.required,
        ...(i.type === "LIST" || i.type === "MULTIPLE_CHOICE" ? { choices: [...i.choices] } : {}),
        ...(i.validation ? { validation: { ...i.validation } } : {}),
      })),
      responses: form.responses.length,
    };
  }
}

const publishedUrl = (form: FormModel): string =>
  `https://docs.google.com/forms/d/e/${form.publishedId}/viewform`;
const editUrl = (form: FormModel): string => `https://docs.google.com/forms/d/${form.id}/edit`;
/** What Sheet.getFormUrl() / Spreadsheet.getFormUrl() return for the form writing to a tab. */
export const linkedFormUrl = (formId: string): string => `https://docs.google.com/forms/d/${formId}/viewform`;

// ------------------------------------------------------------------------------------------------------------
// FormApp

type FormAppApi = Pick<
  GoogleAppsScript.Forms.FormApp,
  | "Alignment"
  | "DestinationType"
  | "FeedbackType"
  | "ItemType"
  | "PageNavigationType"
  | "create"
  | "openById"
  | "openByUrl"
  | "getActiveForm"
  | "getUi"
  | "createTextValidation"
>;

export class StandinFormApp implements FormAppApi {
  readonly Alignment = AlignmentEnum as unknown as typeof GoogleAppsScript.Forms.Alignment;
  readonly DestinationType = DestinationTypeEnum as unknown as typeof GoogleAppsScript.Forms.DestinationType;
  readonly FeedbackType = FeedbackTypeEnum as unknown as typeof GoogleAppsScript.Forms.FeedbackType;
  readonly ItemType = ItemTypeEnum as unknown as typeof GoogleAppsScript.Forms.ItemType;
  readonly PageNavigationType =
    PageNavigationTypeEnum as unknown as typeof GoogleAppsScript.Forms.PageNavigationType;
  constructor(
    private readonly ctx: StandinContext,
    private readonly store: FormStore,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, { service: "FormApp" });
  }
  /**
   * FormApp.create(title) / create(title, isPublished): "Throws an exception if the given title is null or
   * empty" (https://developers.google.com/apps-script/reference/forms/form-app#create(String)). Forms made by a
   * script are unpublished unless `isPublished` is true, and take no response until published
   * (https://developers.google.com/workspace/forms/api/guides/api-changes-to-google-forms).
   */
  create(title: string, isPublished?: boolean): GForm {
    if (isPublished !== undefined && typeof isPublished !== "boolean")
      fail("The parameters (String,String) don't match the method signature for FormApp.create.");
    if (title === null || title === undefined || String(title) === "") fail("Invalid argument: title");
    return formApi(this.ctx, this.store, this.store.create(String(title), isPublished === true));
  }
  openById(id: string): GForm {
    return formApi(this.ctx, this.store, this.store.open(id));
  }
  /** The edit URL or …/forms/d/<id>/viewform (what Sheet.getFormUrl gives); the published …/d/e/… URL names
   * another id and is not a form's id, so it fails as in Apps Script. */
  openByUrl(url: string): GForm {
    const m = /\/forms\/d\/([A-Za-z0-9_-]{20,})(?:\/|$)/.exec(String(url));
    if (!m || m[1] === "e") fail(NO_SUCH_FORM);
    return formApi(this.ctx, this.store, this.store.open(m[1]!));
  }
  /** A builder of a text question's validation (TextItem.setValidation). */
  createTextValidation(): GTextValidationBuilder {
    return asGas<GTextValidationBuilder>(new StandinTextValidationBuilder(this.ctx));
  }
  /** A script bound to a spreadsheet has no active form. */
  getActiveForm(): GForm {
    return null as unknown as GForm;
  }
  getUi(): GoogleAppsScript.Base.Ui {
    fail("Cannot call FormApp.getUi() from this context.");
  }
}

function formApi(ctx: StandinContext, store: FormStore, form: FormModel): GForm {
  return asGas<GForm>(new StandinForm(ctx, store, form));
}

// ------------------------------------------------------------------------------------------------------------
// Form

type FormApi = Pick<
  GForm,
  | "getId"
  | "getTitle"
  | "setTitle"
  | "getDescription"
  | "setDescription"
  | "getPublishedUrl"
  | "getEditUrl"
  | "getSummaryUrl"
  | "shortenFormUrl"
  | "setDestination"
  | "getDestinationId"
  | "getDestinationType"
  | "removeDestination"
  | "setCollectEmail"
  | "collectsEmail"
  | "setLimitOneResponsePerUser"
  | "hasLimitOneResponsePerUser"
  | "setAcceptingResponses"
  | "isAcceptingResponses"
  | "setPublished"
  | "isPublished"
  | "requiresLogin"
  | "setConfirmationMessage"
  | "getConfirmationMessage"
  | "setCustomClosedFormMessage"
  | "getCustomClosedFormMessage"
  | "addListItem"
  | "addMultipleChoiceItem"
  | "addTextItem"
  | "addParagraphTextItem"
  | "addScaleItem"
  | "addSectionHeaderItem"
  | "getItems"
  | "getItemById"
  | "deleteItem"
  | "moveItem"
  | "getResponses"
  | "getResponse"
  | "deleteAllResponses"
  | "createResponse"
>;

export class StandinForm implements FormApi {
  constructor(
    private readonly ctx: StandinContext,
    private readonly store: FormStore,
    readonly form: FormModel,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, { service: "Form" });
  }
  private self(): GForm {
    return asGas<GForm>(this);
  }
  /** A form deleted while the script holds it fails like openById (stand-in rule). */
  private alive(): FormModel {
    this.store.down();
    if (this.form.deleted) fail(NO_SUCH_FORM);
    return this.form;
  }
  private add<T>(type: ItemTypeName): T {
    const form = this.alive();
    const item = this.store.newItem(type);
    form.items.push(item);
    this.store.syncHeader(form, item);
    return itemView<T>(this.ctx, this.store, form, item, viewOf(type));
  }
  private itemOf(item: GItem | number, method: string): FormItemModel {
    const form = this.alive();
    if (typeof item === "number") {
      const found = form.items[item];
      if (!Number.isInteger(item) || !found) fail(`Invalid argument: index (${item}) in Form.${method}.`);
      return found;
    }
    const model = (item as unknown as ItemView<unknown> | null)?.item;
    if (!model || !form.items.includes(model))
      fail(`The item is not in the form "${form.title}" (Form.${method}).`);
    return model;
  }

  getId(): string {
    return this.alive().id;
  }
  getTitle(): string {
    return this.alive().title;
  }
  setTitle(title: string): GForm {
    this.alive().title = String(title);
    return this.self();
  }
  getDescription(): string {
    return this.alive().description;
  }
  setDescription(description: string): GForm {
    this.alive().description = String(description);
    return this.self();
  }
  getPublishedUrl(): string {
    return publishedUrl(this.alive());
  }
  getEditUrl(): string {
    return editUrl(this.alive());
  }
  getSummaryUrl(): string {
    return `https://docs.google.com/forms/d/${this.alive().id}/viewanalytics`;
  }
  /** A short forms.gle link, stable for a given URL. */
  shortenFormUrl(url: string): string {
    this.alive();
    let h = 0;
    for (const ch of String(url)) h = (h * 31 + (ch.codePointAt(0) ?? 0)) >>> 0;
    return `https://forms.gle/${h.toString(36).padStart(7, "0")}`;
  }
  setDestination(type: GDestinationType, id: string): GForm {
    if (String(type) !== "SPREADSHEET") fail("Invalid argument: type");
    this.store.link(this.alive(), String(id));
    return this.self();
  }
  /** Apps Script fails on a form with no destination (wording from scripts' reports). */
  getDestinationId(): string {
    const d = this.store.destination(this.alive());
    if (!d) fail("This form currently has no response destination.");
    return d.spreadsheetId;
  }
  getDestinationType(): GDestinationType {
    const d = this.store.destination(this.alive());
    if (!d) fail("This form currently has no response destination.");
    return "SPREADSHEET" as unknown as GDestinationType;
  }
  /** Unlinks: the responses tab stays in the spreadsheet, no longer linked (as in Sheets). */
  removeDestination(): GForm {
    this.store.unlink(this.alive());
    return this.self();
  }
  setCollectEmail(collect: boolean): GForm {
    const form = this.alive();
    form.collectEmail = !!collect;
    this.store.syncEmailColumn(form);
    return this.self();
  }
  collectsEmail(): boolean {
    return this.alive().collectEmail;
  }
  setLimitOneResponsePerUser(enabled: boolean): GForm {
    this.alive().limitOneResponsePerUser = !!enabled;
    return this.self();
  }
  hasLimitOneResponsePerUser(): boolean {
    return this.alive().limitOneResponsePerUser;
  }
  setAcceptingResponses(enabled: boolean): GForm {
    this.alive().acceptingResponses = !!enabled;
    return this.self();
  }
  /** An unpublished form accepts no response: "If is_published is set to false, this field is forced to false"
   * (https://developers.google.com/workspace/forms/api/reference/rest/v1/forms#PublishState). */
  isAcceptingResponses(): boolean {
    const form = this.alive();
    return form.published && form.acceptingResponses;
  }
  /** Publishing "also enables accepting responses" (https://developers.google.com/workspace/forms/api/guides/publish-form). */
  setPublished(enabled: boolean): GForm {
    const form = this.alive();
    form.published = !!enabled;
    if (form.published) form.acceptingResponses = true;
    return this.self();
  }
  isPublished(): boolean {
    return this.alive().published;
  }
  /** Whether respondents must sign in to an account of the owner's Workspace domain (FormStore.domainSignIn). */
  requiresLogin(): boolean {
    return this.alive().requiresLogin;
  }
  /** A new response to fill (withItemResponse) and submit, as a respondent would. */
  createResponse(): GFormResponse {
    return asGas<GFormResponse>(new StandinFormResponse(this.ctx, this.store, this.alive(), null));
  }
  setConfirmationMessage(message: string): GForm {
    this.alive().confirmationMessage = String(message);
    return this.self();
  }
  getConfirmationMessage(): string {
    return this.alive().confirmationMessage;
  }
  /** What the form says to a respondent while it is not accepting responses (Forms' default when never set). */
  setCustomClosedFormMessage(message: string): GForm {
    this.alive().closedMessage = String(message);
    return this.self();
  }
  getCustomClosedFormMessage(): string {
    return this.alive().closedMessage;
  }
  addListItem(): GListItem {
    return this.add("LIST");
  }
  addMultipleChoiceItem(): GMultipleChoiceItem {
    return this.add("MULTIPLE_CHOICE");
  }
  addTextItem(): GTextItem {
    return this.add("TEXT");
  }
  addParagraphTextItem(): GParagraphTextItem {
    return this.add("PARAGRAPH_TEXT");
  }
  addScaleItem(): GScaleItem {
    return this.add("SCALE");
  }
  addSectionHeaderItem(): GSectionHeaderItem {
    return this.add("SECTION_HEADER");
  }
  getItems(itemType?: GItemType): GItem[] {
    const form = this.alive();
    const type = itemType === undefined ? undefined : String(itemType);
    if (type !== undefined && !(type in ItemTypeEnum)) fail("Invalid argument: itemType");
    return form.items
      .filter((i) => type === undefined || i.type === type)
      .map((i) => itemView<GItem>(this.ctx, this.store, form, i, "Item"));
  }
  getItemById(id: number): GItem {
    const form = this.alive();
    const item = form.items.find((i) => i.id === Number(id));
    return (item ? itemView<GItem>(this.ctx, this.store, form, item, "Item") : null) as GItem;
  }
  /** The item leaves the form; its column in the responses tab stays (as in Sheets). */
  deleteItem(item: GItem | number): void {
    const model = this.itemOf(item, "deleteItem");
    const form = this.alive();
    form.items.splice(form.items.indexOf(model), 1);
  }
  /** Moves an item; the responses tab's columns do not move (as in Sheets). */
  moveItem(from: GItem | number, toIndex: number): GItem {
    const model = this.itemOf(from, "moveItem");
    const form = this.alive();
    if (!Number.isInteger(toIndex) || toIndex < 0 || toIndex >= form.items.length)
      fail(`Invalid argument: toIndex (${toIndex}).`);
    form.items.splice(form.items.indexOf(model), 1);
    form.items.splice(toIndex, 0, model);
    return itemView<GItem>(this.ctx, this.store, form, model, "Item");
  }
  getResponses(timestamp?: GoogleAppsScript.Base.Date): GFormResponse[] {
    const form = this.alive();
    const from = timestamp === undefined ? Number.NEGATIVE_INFINITY : new Date(timestamp as Date).getTime();
    return form.responses
      .filter((r) => r.timestamp.getTime() >= from)
      .map((r) => asGas<GFormResponse>(new StandinFormResponse(this.ctx, this.store, form, r)));
  }
  getResponse(responseId: string): GFormResponse {
    const form = this.alive();
    const r = form.responses.find((x) => x.id === String(responseId));
    if (!r) fail(`Invalid argument: responseId (no response ${responseId} in this form).`);
    return asGas<GFormResponse>(new StandinFormResponse(this.ctx, this.store, form, r));
  }
  /** The form forgets its responses; the rows already in the responses tab stay (as in Sheets). */
  deleteAllResponses(): GForm {
    this.alive().responses = [];
    return this.self();
  }
}

// ------------------------------------------------------------------------------------------------------------
// Items: one model, several views (Item from getItems, ListItem from addListItem or asListItem…), each counted
// under its own service name.

type ViewName =
  | "Item"
  | "ListItem"
  | "MultipleChoiceItem"
  | "TextItem"
  | "ParagraphTextItem"
  | "ScaleItem"
  | "SectionHeaderItem";

const VIEW_OF: Record<ItemTypeName, ViewName> = {
  LIST: "ListItem",
  MULTIPLE_CHOICE: "MultipleChoiceItem",
  TEXT: "TextItem",
  PARAGRAPH_TEXT: "ParagraphTextItem",
  SCALE: "ScaleItem",
  SECTION_HEADER: "SectionHeaderItem",
};
const viewOf = (type: ItemTypeName): ViewName => VIEW_OF[type];

function itemView<T>(
  ctx: StandinContext,
  store: FormStore,
  form: FormModel,
  item: FormItemModel,
  view: ViewName,
): T {
  const View = {
    Item: StandinItem,
    ListItem: StandinListItem,
    MultipleChoiceItem: StandinMultipleChoiceItem,
    TextItem: StandinTextItem,
    ParagraphTextItem: StandinParagraphTextItem,
    ScaleItem: StandinScaleItem,
    SectionHeaderItem: StandinSectionHeaderItem,
  }[view];
  return asGas<T>(new View(ctx, store, form, item));
}

/**
 * What every item view has; T is the view's Apps Script type (what its setters return). Each view class names
 * its service (the counter's key) in a static `service`.
 */
abstract class ItemView<T> {
  constructor(
    protected readonly ctx: StandinContext,
    protected readonly store: FormStore,
    protected readonly form: FormModel,
    readonly item: FormItemModel,
  ) {
    const { service } = new.target as unknown as { service: ViewName };
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, { service });
  }
  protected self(): T {
    return asGas<T>(this);
  }
  protected alive(): FormItemModel {
    this.store.down();
    if (this.form.deleted) fail(NO_SUCH_FORM);
    return this.item;
  }
  getId(): number {
    return this.item.id;
  }
  getIndex(): number {
    return this.form.items.indexOf(this.alive());
  }
  getTitle(): string {
    return this.alive().title;
  }
  /** Renaming a question renames its column in the responses tab (as Sheets does). */
  setTitle(title: string): T {
    this.alive().title = String(title);
    this.store.syncHeader(this.form, this.item);
    return this.self();
  }
  getHelpText(): string {
    return this.alive().helpText;
  }
  setHelpText(text: string): T {
    this.alive().helpText = String(text);
    return this.self();
  }
  getType(): GItemType {
    return this.alive().type as unknown as GItemType;
  }
}

/** Questions: required or not, and an answer the script makes (createResponse). */
abstract class QuestionView<T> extends ItemView<T> {
  isRequired(): boolean {
    return this.alive().required;
  }
  /**
   * An answer to this question, for FormResponse.withItemResponse. Checked as the reference documents for
   * ListItem, MultipleChoiceItem and ScaleItem.createResponse (the wording is the stand-in's, Forms' not
   * known): a list or multiple-choice answer among the choices (or "Other" on), a scale answer a whole
   * number within the bounds.
   */
  createResponse(response: unknown): GItemResponse {
    const item = this.alive();
    const value = String(response ?? "");
    if (
      (item.type === "LIST" || item.type === "MULTIPLE_CHOICE") &&
      !item.choices.includes(value) &&
      !item.otherOption
    )
      fail(`Invalid response submitted to item "${item.title}": "${value}" is not one of its choices.`);
    if (item.type === "SCALE") {
      const v = Number(response);
      if (!Number.isInteger(v) || v < item.bounds.lower || v > item.bounds.upper)
        fail(`Invalid response submitted to item "${item.title}": ${value} is not on its scale.`);
    }
    if (item.validation && !keepsRule(item.validation, value))
      fail(`Invalid response submitted to item "${item.title}": ${item.validation.helpText}`);
    return asGas<GItemResponse>(new StandinItemResponse(this.ctx, this.store, this.form, item, value));
  }
  setRequired(enabled: boolean): T {
    this.alive().required = !!enabled;
    return this.self();
  }
}

/** List and multiple-choice questions: their choices. */
abstract class ChoiceView<T> extends QuestionView<T> {
  createChoice(value: string): GChoice {
    return asGas<GChoice>(new StandinChoice(this.ctx.runtime, String(value)));
  }
  getChoices(): GChoice[] {
    return this.alive().choices.map((v) => asGas<GChoice>(new StandinChoice(this.ctx.runtime, v)));
  }
  /**
   * Replaces the choices. "Throws an exception if the given array is empty"
   * (https://developers.google.com/apps-script/reference/forms/list-item#setChoiceValues(String),
   * …/multiple-choice-item#setChoiceValues(String), and setChoices(Choice) on both pages); Forms also refuses
   * a blank or a repeated choice. Apps Script says "Invalid data updating form." for each, as scripts report.
   */
  setChoiceValues(values: string[]): T {
    if (!Array.isArray(values)) fail("Invalid argument: values");
    this.alive().choices = checkChoices(values.map((v) => String(v)));
    return this.self();
  }
  setChoices(choices: GChoice[]): T {
    if (!Array.isArray(choices)) fail("Invalid argument: choices");
    const values = choices.map((c) => {
      const value = (c as unknown as StandinChoice | null)?.value;
      if (typeof value !== "string") fail("Invalid argument: choices");
      return value;
    });
    this.alive().choices = checkChoices(values);
    return this.self();
  }
}

function checkChoices(values: string[]): string[] {
  if (values.length === 0) fail("Invalid data updating form.");
  const seen = new Set<string>();
  for (const v of values) {
    if (v === "" || seen.has(v)) fail("Invalid data updating form.");
    seen.add(v);
  }
  return values;
}

type LayoutKeys = "getId" | "getIndex" | "getTitle" | "setTitle" | "getHelpText" | "setHelpText" | "getType";
type QuestionKeys = LayoutKeys | "isRequired" | "setRequired";

type ItemApi = Pick<
  GItem,
  | LayoutKeys
  | "asListItem"
  | "asMultipleChoiceItem"
  | "asTextItem"
  | "asParagraphTextItem"
  | "asScaleItem"
  | "asSectionHeaderItem"
>;

/** An item as getItems / getItemById / moveItem return it: as…Item() gives the typed view. */
export class StandinItem extends ItemView<GItem> implements ItemApi {
  static readonly service: ViewName = "Item";
  /** "Throws a scripting exception if the ItemType was not already" the one asked
   * (https://developers.google.com/apps-script/reference/forms/item#asListItem()), with Apps Script's message. */
  private as<V>(type: ItemTypeName): V {
    if (this.alive().type !== type) fail(`Invalid conversion for item type: ${this.item.type}.`);
    return itemView<V>(this.ctx, this.store, this.form, this.item, viewOf(type));
  }
  asListItem(): GListItem {
    return this.as("LIST");
  }
  asMultipleChoiceItem(): GMultipleChoiceItem {
    return this.as("MULTIPLE_CHOICE");
  }
  asTextItem(): GTextItem {
    return this.as("TEXT");
  }
  asParagraphTextItem(): GParagraphTextItem {
    return this.as("PARAGRAPH_TEXT");
  }
  asScaleItem(): GScaleItem {
    return this.as("SCALE");
  }
  asSectionHeaderItem(): GSectionHeaderItem {
    return this.as("SECTION_HEADER");
  }
}

type ChoiceItemKeys = QuestionKeys | "createChoice" | "getChoices" | "setChoiceValues" | "setChoices";

export class StandinListItem extends ChoiceView<GListItem> implements Pick<GListItem, ChoiceItemKeys> {
  static readonly service: ViewName = "ListItem";
}

export class StandinMultipleChoiceItem
  extends ChoiceView<GMultipleChoiceItem>
  implements Pick<GMultipleChoiceItem, ChoiceItemKeys | "showOtherOption" | "hasOtherOption">
{
  static readonly service: ViewName = "MultipleChoiceItem";
  showOtherOption(enabled: boolean): GMultipleChoiceItem {
    this.alive().otherOption = !!enabled;
    return this.self();
  }
  hasOtherOption(): boolean {
    return this.alive().otherOption;
  }
}

export class StandinTextItem
  extends QuestionView<GTextItem>
  implements Pick<GTextItem, QuestionKeys | "setValidation" | "clearValidation">
{
  static readonly service: ViewName = "TextItem";
  /** A validation made by FormApp.createTextValidation()…build(); anything else is refused. */
  setValidation(validation: GTextValidation): GTextItem {
    const rule = (validation as unknown as StandinTextValidation | null)?.rule;
    if (!rule) fail("Invalid argument: validation");
    this.alive().validation = rule;
    return this.self();
  }
  clearValidation(): GTextItem {
    this.alive().validation = null;
    return this.self();
  }
}

export class StandinParagraphTextItem
  extends QuestionView<GParagraphTextItem>
  implements Pick<GParagraphTextItem, QuestionKeys>
{
  static readonly service: ViewName = "ParagraphTextItem";
}

export class StandinScaleItem
  extends QuestionView<GScaleItem>
  implements
    Pick<
      GScaleItem,
      | QuestionKeys
      | "setBounds"
      | "getLowerBound"
      | "getUpperBound"
      | "setLabels"
      | "getLeftLabel"
      | "getRightLabel"
    >
{
  static readonly service: ViewName = "ScaleItem";
  /** Forms' scales run from 0 or 1 up to 3…10. */
  setBounds(lower: number, upper: number): GScaleItem {
    if ((lower !== 0 && lower !== 1) || !Number.isInteger(upper) || upper < 3 || upper > 10)
      fail("Invalid data updating form.");
    this.alive().bounds = { lower, upper };
    return this.self();
  }
  getLowerBound(): number {
    return this.alive().bounds.lower;
  }
  getUpperBound(): number {
    return this.alive().bounds.upper;
  }
  setLabels(lower: string, upper: string): GScaleItem {
    this.alive().labels = { lower: String(lower), upper: String(upper) };
    return this.self();
  }
  getLeftLabel(): string {
    return this.alive().labels.lower;
  }
  getRightLabel(): string {
    return this.alive().labels.upper;
  }
}

export class StandinSectionHeaderItem
  extends ItemView<GSectionHeaderItem>
  implements Pick<GSectionHeaderItem, LayoutKeys>
{
  static readonly service: ViewName = "SectionHeaderItem";
}

// ------------------------------------------------------------------------------------------------------------
// Choice, FormResponse, ItemResponse

export class StandinChoice implements Pick<GChoice, "getValue" | "isCorrectAnswer"> {
  constructor(
    runtime: Runtime,
    readonly value: string,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return runtime.instrument(this, { service: "Choice" });
  }
  getValue(): string {
    return this.value;
  }
  isCorrectAnswer(): boolean {
    return false;
  }
}

/**
 * A response: one the form holds, or one the script is filling (Form.createResponse, `response` null until
 * submit). A draft answers getItemResponses with what it was given; getId and getTimestamp need a submitted one.
 */
export class StandinFormResponse
  implements
    Pick<
      GFormResponse,
      | "getId"
      | "getTimestamp"
      | "getRespondentEmail"
      | "getItemResponses"
      | "getResponseForItem"
      | "withItemResponse"
      | "submit"
    >
{
  /** A draft's answers, by item (a second answer to the same question replaces the first, as in Forms). */
  private readonly draft: { item: FormItemModel; value: string }[] = [];
  constructor(
    private readonly ctx: StandinContext,
    private readonly store: FormStore,
    private readonly form: FormModel,
    private response: FormResponseModel | null,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, { service: "FormResponse" });
  }
  private submitted(method: string): FormResponseModel {
    if (!this.response)
      fail(`Stand-in: FormResponse.${method} needs a submitted response (call submit() first).`);
    return this.response;
  }
  private answers(): { item: FormItemModel; value: string }[] {
    return this.response ? this.response.answers : this.draft;
  }
  getId(): string {
    return this.submitted("getId").id;
  }
  getTimestamp(): GoogleAppsScript.Base.Date {
    return new Date(this.submitted("getTimestamp").timestamp.getTime());
  }
  /** The address the form collected from the respondent; "" when it did not collect addresses. */
  getRespondentEmail(): string {
    return this.submitted("getRespondentEmail").email;
  }
  /** Adds an answer made by an item's createResponse (a draft only: a submitted response is not edited here). */
  withItemResponse(response: GItemResponse): GFormResponse {
    if (this.response) fail("Stand-in: FormResponse.withItemResponse on a response already submitted.");
    const r = response as unknown as StandinItemResponse | null;
    if (!r || typeof r.value !== "string" || !r.item) fail("Invalid argument: response");
    const { item, value } = r;
    if (!this.form.items.includes(item)) fail(`The item is not in the form "${this.form.title}".`);
    const i = this.draft.findIndex((a) => a.item === item);
    if (i >= 0) this.draft.splice(i, 1);
    this.draft.push({ item, value });
    return asGas<GFormResponse>(this);
  }
  /**
   * Submits the draft, as a respondent would: the form must be live, published and accepting responses, and
   * every required question answered (stand-in rules: the same as the phone's, StandinApi.submitForm; the
   * reference does not say a script's submit is refused there, the stand-in takes the stricter reading). The
   * answers are kept in the form's order and land in the responses tab.
   */
  submit(): GFormResponse {
    if (this.response) fail("Stand-in: this response was already submitted.");
    if (this.form.deleted) fail(NO_SUCH_FORM);
    if (!this.form.published)
      fail(`Stand-in: the form "${this.form.title}" is not published; it takes no response.`);
    if (!this.form.acceptingResponses)
      fail(`Stand-in: the form "${this.form.title}" is not accepting responses.`);
    for (const q of this.form.items)
      if (isQuestion(q) && q.required && !this.draft.some((a) => a.item === q))
        fail(`Stand-in: the question "${q.title}" is required.`);
    const ordered = this.form.items.flatMap((q) => this.draft.filter((a) => a.item === q));
    this.response = this.store.accept(this.form, ordered);
    return asGas<GFormResponse>(this);
  }
  /** The answered questions only (an unanswered one has no ItemResponse), in the form's order. */
  getItemResponses(): GItemResponse[] {
    return this.answers().map((a) =>
      asGas<GItemResponse>(new StandinItemResponse(this.ctx, this.store, this.form, a.item, a.value)),
    );
  }
  /** Null when that question was not answered. */
  getResponseForItem(item: GItem): GItemResponse {
    const model = (item as unknown as ItemView<unknown> | null)?.item;
    const a = this.answers().find((x) => x.item === model);
    return (a
      ? new StandinItemResponse(this.ctx, this.store, this.form, a.item, a.value)
      : null) as unknown as GItemResponse;
  }
}

export class StandinItemResponse implements Pick<GItemResponse, "getItem" | "getResponse"> {
  constructor(
    private readonly ctx: StandinContext,
    private readonly store: FormStore,
    private readonly form: FormModel,
    /** Read by FormResponse.withItemResponse (a field, so not counted as a call). */
    readonly item: FormItemModel,
    readonly value: string,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, { service: "ItemResponse" });
  }
  getItem(): GItem {
    return itemView<GItem>(this.ctx, this.store, this.form, this.item, "Item");
  }

  /** The answer as text: a list, multiple-choice, text or scale answer is one string. */
  getResponse(): string {
    return this.value;
  }
}

// ------------------------------------------------------------------------------------------------------------
// TextValidationBuilder, TextValidation

/**
 * FormApp.createTextValidation(): one rule (a question's "Response validation" in Forms holds one; a second
 * require… on the same builder is refused, stand-in rule: which one Forms would keep is not documented), its
 * help text (what the phone shows under a refused answer), then build().
 * https://developers.google.com/apps-script/reference/forms/text-validation-builder
 */
export class StandinTextValidationBuilder
  implements
    Pick<
      GTextValidationBuilder,
      | "requireNumber"
      | "requireWholeNumber"
      | "requireNumberGreaterThanOrEqualTo"
      | "requireNumberBetween"
      | "requireTextMatchesPattern"
      | "setHelpText"
      | "build"
    >
{
  private rule: Omit<TextRule, "helpText"> | null = null;
  private helpText = "";
  constructor(private readonly ctx: StandinContext) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, { service: "TextValidationBuilder" });
  }
  private require(rule: Omit<TextRule, "helpText">): GTextValidationBuilder {
    if (this.rule)
      fail("Stand-in: a text validation holds one rule (Forms' response validation has one per question).");
    this.rule = rule;
    return asGas<GTextValidationBuilder>(this);
  }
  private number(v: unknown, name: string): number {
    if (typeof v !== "number" || !Number.isFinite(v)) fail(`Invalid argument: ${name}`);
    return v;
  }
  requireNumber(): GTextValidationBuilder {
    return this.require({ kind: "number" });
  }
  requireWholeNumber(): GTextValidationBuilder {
    return this.require({ kind: "wholeNumber" });
  }
  requireNumberGreaterThanOrEqualTo(number: number): GTextValidationBuilder {
    return this.require({ kind: "numberAtLeast", a: this.number(number, "number") });
  }
  requireNumberBetween(start: number, end: number): GTextValidationBuilder {
    return this.require({
      kind: "numberBetween",
      a: this.number(start, "start"),
      b: this.number(end, "end"),
    });
  }
  /** The whole answer must match `pattern` (Forms' "Regular expression ▸ Matches"). */
  requireTextMatchesPattern(pattern: string): GTextValidationBuilder {
    try {
      new RegExp(String(pattern));
    } catch {
      fail("Invalid argument: pattern");
    }
    return this.require({ kind: "pattern", pattern: String(pattern) });
  }
  setHelpText(text: string): GTextValidationBuilder {
    this.helpText = String(text);
    return asGas<GTextValidationBuilder>(this);
  }
  /** A validation with no rule is refused (stand-in rule: it would check nothing). */
  build(): GTextValidation {
    if (!this.rule) fail("Stand-in: a text validation needs a rule (require…) before build().");
    return asGas<GTextValidation>(
      new StandinTextValidation(this.ctx, { ...this.rule, helpText: this.helpText }),
    );
  }
}

export class StandinTextValidation {
  constructor(
    ctx: StandinContext,
    /** Read by TextItem.setValidation (a field, not counted as a call). */
    readonly rule: TextRule,
  ) {
    // biome-ignore lint/correctness/noConstructorReturn: every stand-in object is returned through its counting proxy.
    return ctx.runtime.instrument(this, { service: "TextValidation" });
  }
}
