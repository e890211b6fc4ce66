/**
 * The stand-in's Form.setCollectEmail (tools/standin/forms.ts): a form collecting addresses takes no
 * submission without the respondent's Google account (Forms asks to sign in), records it
 * (FormResponse.getRespondentEmail, "" on a form that does not collect), and its responses tab gets
 * the address column — after the timestamp when linked, at the right when turned on later.
 */
import { describe, expect, it } from "vitest";
import { createStandin } from "../index";

type PublishingForm = GoogleAppsScript.Forms.Form & {
  setPublished(enabled: boolean): GoogleAppsScript.Forms.Form;
};

function made(collectFirst: boolean, locale = "en_US") {
  const s = createStandin({ locale, timeZone: "Europe/Paris", sheets: [{ name: "Sheet1" }] });
  const FormApp = s.globals.FormApp as GoogleAppsScript.Forms.FormApp;
  const ss = (s.globals.SpreadsheetApp as GoogleAppsScript.Spreadsheet.SpreadsheetApp).getActiveSpreadsheet();
  const form = FormApp.create("Check") as PublishingForm;
  form.addTextItem().setTitle("Answer");
  form.setPublished(true);
  if (collectFirst) form.setCollectEmail(true);
  form.setDestination(FormApp.DestinationType.SPREADSHEET, ss.getId());
  if (!collectFirst) form.setCollectEmail(true);
  const tab = s.forms()[0]!.destination!.sheet!;
  return { s, form, tab };
}

describe("stand-in forms: collecting the respondent's address", () => {
  it("off (the default): any submission, no address recorded", () => {
    const s = createStandin({ locale: "en_US", timeZone: "Europe/Paris", sheets: [{ name: "Sheet1" }] });
    const form = (s.globals.FormApp as GoogleAppsScript.Forms.FormApp).create("Check") as PublishingForm;
    form.addTextItem().setTitle("Answer");
    form.setPublished(true);
    expect(form.collectsEmail()).toBe(false);
    s.submitForm(form.getId(), { Answer: "x" }, { email: "anne@example.org" });
    expect(form.getResponses()[0]!.getRespondentEmail()).toBe("");
  });

  it("on before linking: refused without a sign-in; the address after the timestamp", () => {
    const { s, form, tab } = made(true);
    expect(form.collectsEmail()).toBe(true);
    expect(() => s.submitForm(form.getId(), { Answer: "x" })).toThrow(/sign in/);
    s.submitForm(form.getId(), { Answer: "x" }, { email: "anne@example.org" });
    expect(form.getResponses()[0]!.getRespondentEmail()).toBe("anne@example.org");
    const rows = s.values(`'${tab}'!A1:C2`);
    expect(rows[0]).toEqual(["Timestamp", "Email Address", "Answer"]);
    expect(rows[1]!.slice(1)).toEqual(["anne@example.org", "x"]);
  });

  it("on after linking (French): the column at the right, kept when turned off", () => {
    const { s, form, tab } = made(false, "fr_FR");
    s.submitForm(form.getId(), { Answer: "x" }, { email: "anne@example.org" });
    form.setCollectEmail(false);
    s.submitForm(form.getId(), { Answer: "y" });
    const rows = s.values(`'${tab}'!A1:C3`);
    expect(rows[0]).toEqual(["Horodateur", "Answer", "Adresse e-mail"]);
    expect(rows.slice(1).map((r) => r.slice(1))).toEqual([
      ["x", "anne@example.org"],
      ["y", ""],
    ]);
  });
});
