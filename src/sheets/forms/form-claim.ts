/**
 * A form being made, said before FormApp.create: what lets a press again find the form a stopped
 * press made when its id could not be stored (Apps Script's time limit at the storing, or anywhere
 * before it: no catch runs). FormApp opens a form only by its id or link, and a script without the
 * Drive scope cannot list the forms in Drive; but a form linked to this spreadsheet names itself in
 * its responses tab (Sheet.getFormUrl). So a form is linked first (right after FormApp.create), and
 * the claim stored before it holds the forms then linked to the spreadsheet's tabs: a form linked
 * since, with the title the press gives, is the one the stopped press made.
 *
 * What cannot be known: a press stopped by the time limit between FormApp.create and the link
 * leaves a form linked to nothing, known to no one but Drive. The press again finds none, makes
 * the form and says that an empty form may be left in the organiser's Drive (`form.msg.leftInDrive`).
 */
import { ArbitreError } from "../../engine/core/errors";
import { type Lang, t } from "../../i18n/index";
import type { Spreadsheet } from "../gateway/index";
import { openResultForm } from "./results-form";

export interface FormClaim {
  /** The links of the forms linked to the spreadsheet's tabs when the claim was made (Sheet.getFormUrl). */
  linked: string[];
  /** The id of the form made, when a failure the script caught came before the link. */
  id?: string;
}

/** The links of the forms sending their responses to a tab of this spreadsheet, tab by tab. */
function linkedForms(ss: Spreadsheet): string[] {
  const out: string[] = [];
  for (const sheet of ss.getSheets()) {
    const url = sheet.getFormUrl();
    if (url) out.push(url);
  }
  return out;
}

/** The claim a press stores before making a form. */
export function claimForm(ss: Spreadsheet): FormClaim {
  return { linked: linkedForms(ss) };
}

/**
 * The form a press stopped after `claim` made: the one its id names, else a form linked to a tab
 * since the claim and titled `title`; null when none is found (none made, or made and stopped
 * before its link).
 */
export function claimedForm(
  ss: Spreadsheet,
  claim: FormClaim,
  title: string,
): GoogleAppsScript.Forms.Form | null {
  if (claim.id !== undefined) {
    try {
      return openResultForm(claim.id);
    } catch (e) {
      // deleted since: looked for by its tab as any other; Google Forms not answering is said
      if (!(e instanceof ArbitreError && e.code === "formDeleted")) throw e;
    }
  }
  const before = new Set(claim.linked);
  for (const url of linkedForms(ss)) {
    if (before.has(url)) continue;
    let form: GoogleAppsScript.Forms.Form;
    try {
      form = FormApp.openByUrl(url);
    } catch {
      continue;
    }
    if (form.getTitle() === title) return form;
  }
  return null;
}

/** Said after a form is made when a stopped press may have left one in Drive that could not be found. */
export function leftInDrive(lang: Lang, claim: FormClaim | undefined, title: string): string {
  return claim === undefined ? "" : ` ${t(lang, "form.msg.leftInDrive", { title })}`;
}
