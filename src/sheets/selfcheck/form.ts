/**
 * The self-check's form step, run only when the user ticks it (it leaves a form in their Drive):
 * create the form unpublished, publish it explicitly, link it to this spreadsheet, submit a response
 * from the script, read it back from the form and from its responses tab, and say the form's state
 * (published, accepting responses, sign-in required: phones may be refused). Afterwards the form is
 * unlinked and unpublished and its responses tab deleted; the form itself stays (Arbitre may not
 * delete Drive files): the notes give its link.
 */
import { type Lang, t } from "../../i18n/index";
import type { Sheet, Spreadsheet } from "../gateway/index";
import { expectSame, StepFailure } from "./check";

/** FormApp's publishing calls, newer than @types/google-apps-script (FormApp reference: create, Form). */
interface Publishing {
  create(title: string, isPublished: boolean): GoogleAppsScript.Forms.Form;
}
type PublishedForm = GoogleAppsScript.Forms.Form & {
  setPublished(enabled: boolean): GoogleAppsScript.Forms.Form;
  isPublished(): boolean;
};

/** How long to wait for the response to land in its tab (Forms writes it there on its own). */
const LAND_TRIES = 10;
const LAND_WAIT_MS = 500;

/** What the form step leaves for the clean-up and the notes, filled as soon as each exists. */
export interface FormLeftovers {
  /** The form's edit link (the form stays in the user's Drive). */
  editUrl: string | null;
  /** Its responses tab, which the clean-up step deletes. */
  tab: Sheet | null;
}

/** Runs the form step; answers its detail or throws. The form is unlinked and unpublished afterwards. */
export function formStep(ss: Spreadsheet, lang: Lang, left: FormLeftovers): string {
  const form = (FormApp as unknown as Publishing).create(
    t(lang, "selfcheck.form.title"),
    false,
  ) as PublishedForm;
  left.editUrl = form.getEditUrl();
  try {
    expectSame(lang, t(lang, "selfcheck.what.publishedAtCreation"), false, form.isPublished());
    form.setPublished(true);
    expectSame(lang, "isPublished()", true, form.isPublished());
    const question = t(lang, "selfcheck.form.question");
    const item = form.addTextItem().setTitle(question).setRequired(true);
    const before = new Set(ss.getSheets().map((s) => s.getSheetId()));
    form.setDestination(FormApp.DestinationType.SPREADSHEET, ss.getId());
    const tab = waitFor(() =>
      ss.getSheets().find((s) => !before.has(s.getSheetId()) && s.getFormUrl() !== null),
    );
    left.tab = tab;
    if (!tab)
      throw new StepFailure(t(lang, "selfcheck.missing", { what: t(lang, "selfcheck.what.responsesTab") }));
    const answer = t(lang, "selfcheck.form.answer");
    form.createResponse().withItemResponse(item.createResponse(answer)).submit();
    const responses = form.getResponses();
    expectSame(lang, t(lang, "selfcheck.what.responses"), 1, responses.length);
    expectSame(
      lang,
      t(lang, "selfcheck.what.formAnswer"),
      answer,
      responses[0]!.getItemResponses()[0]?.getResponse(),
    );
    const landed = readLanded(tab, question);
    expectSame(lang, t(lang, "selfcheck.what.tabAnswer", { tab: tab.getName() }), answer, landed);
    return t(lang, "selfcheck.ok.form", { tab: tab.getName(), state: formState(form, lang) });
  } finally {
    tidy(form);
  }
}

/**
 * The test form as Forms gives it, before it is unpublished: published, accepting responses, and
 * whether respondents must sign in to an account of the owner's Workspace domain (phones without one
 * are refused: then what to change so that anyone with the link can answer). `requiresLogin` may fail
 * for an account outside Google Workspace: said unknown.
 */
function formState(form: PublishedForm, lang: Lang): string {
  const word = (b: boolean) => t(lang, b ? "selfcheck.form.yes" : "selfcheck.form.no");
  let signIn: boolean | null = null;
  try {
    signIn = form.requiresLogin();
  } catch (_e) {
    signIn = null;
  }
  const state = t(lang, "selfcheck.form.state", {
    published: word(form.isPublished()),
    accepting: word(form.isAcceptingResponses()),
    signIn: signIn === null ? t(lang, "selfcheck.form.unknown") : word(signIn),
  });
  return signIn === true ? state + t(lang, "selfcheck.form.signInHelp") : state;
}

/** What `look` finds, trying again for a few seconds (Forms writes to the spreadsheet on its own); else null. */
function waitFor<T>(look: () => T | undefined): T | null {
  for (let i = 0; i < LAND_TRIES; i++) {
    SpreadsheetApp.flush();
    const found = look();
    if (found !== undefined) return found;
    Utilities.sleep(LAND_WAIT_MS);
  }
  return null;
}

/** The answer under `question` in the responses tab's last row, once a response has landed. */
function readLanded(tab: Sheet, question: string): unknown {
  const landed = waitFor(() => {
    const rows = tab.getDataRange().getValues();
    const col = (rows[0] ?? []).indexOf(question);
    return rows.length > 1 && col >= 0 ? rows[rows.length - 1]![col] : undefined;
  });
  return landed;
}

/**
 * Unlinks the form (its tab can then be deleted) and unpublishes it (it takes no more responses);
 * each part tried on its own. The clean-up step deletes the tab and says what could not be done.
 */
function tidy(form: PublishedForm): void {
  for (const attempt of [() => form.removeDestination(), () => form.setPublished(false)]) {
    try {
      attempt();
    } catch (_e) {
      // the notes give the form's link whatever happened here
    }
  }
}
