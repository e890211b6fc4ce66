/**
 * The stand-in's form publishing and script-made responses (tools/standin/forms.ts), which the
 * self-check relies on: FormApp.create(title, isPublished), Form.setPublished / isPublished (an
 * unpublished form accepts no response), Form.createResponse → withItemResponse(item.createResponse(…))
 * → submit, landing in the responses tab as a phone's response does; and the conditional format rule's
 * getBooleanCondition (tools/standin/spreadsheet.ts).
 */
import { describe, expect, it } from "vitest";
import { createStandin, type Standin } from "../index";

type FormApp = GoogleAppsScript.Forms.FormApp;
type PublishingForm = GoogleAppsScript.Forms.Form & {
  setPublished(enabled: boolean): GoogleAppsScript.Forms.Form;
  isPublished(): boolean;
};

function book(): { s: Standin; FormApp: FormApp & { create(t: string, p?: boolean): PublishingForm } } {
  const s = createStandin({ locale: "en_US", timeZone: "Europe/Paris", sheets: [{ name: "Sheet1" }] });
  return { s, FormApp: s.globals.FormApp as FormApp & { create(t: string, p?: boolean): PublishingForm } };
}

describe("stand-in forms: publishing", () => {
  it("create(title, false) and create(title) are unpublished and accept nothing until setPublished(true)", () => {
    const { s, FormApp } = book();
    const form = FormApp.create("Check", false);
    expect(form.isPublished()).toBe(false);
    expect(form.isAcceptingResponses()).toBe(false);
    const item = form.addTextItem().setTitle("Answer");
    expect(() => form.createResponse().withItemResponse(item.createResponse("x")).submit()).toThrow(
      /not published/,
    );
    expect(() => s.submitForm(form.getId(), { Answer: "x" })).toThrow(/not published/);
    form.setPublished(true);
    expect(form.isPublished()).toBe(true);
    expect(form.isAcceptingResponses()).toBe(true);
    expect((FormApp.create("Other") as PublishingForm).isPublished()).toBe(false);
    expect(() => FormApp.create("Bad", "yes" as unknown as boolean)).toThrow(/method signature/);
    expect(s.forms().map((f) => [f.title, f.published])).toEqual([
      ["Check", true],
      ["Other", false],
    ]);
  });
});

describe("stand-in forms: a response made by the script", () => {
  it("lands in the responses tab, and reads back from the form", () => {
    const { s, FormApp } = book();
    const form = FormApp.create("Check", true);
    const text = form.addTextItem().setTitle("Answer").setRequired(true);
    const list = form.addListItem().setTitle("Pick");
    list.setChoiceValues(["A", "B"]);
    form.setDestination(FormApp.DestinationType.SPREADSHEET, s.spreadsheet.getId());
    const sent = form
      .createResponse()
      .withItemResponse(list.createResponse("B"))
      .withItemResponse(text.createResponse("hello"))
      .submit();
    expect(sent.getId()).toMatch(/^2_/);
    const read = form.getResponses();
    expect(read).toHaveLength(1);
    expect(read[0]!.getItemResponses().map((r) => [r.getItem().getTitle(), r.getResponse()])).toEqual([
      ["Answer", "hello"],
      ["Pick", "B"],
    ]);
    expect(s.values("'Form Responses 1'!B1:C2")).toEqual([
      ["Answer", "Pick"],
      ["hello", "B"],
    ]);
    expect(s.counter.count("FormResponse.submit")).toBe(1);
  });

  it("refuses a choice the item lacks, a required question left out, a second submit, and getId before submit", () => {
    const { FormApp } = book();
    const form = FormApp.create("Check", true);
    const text = form.addTextItem().setTitle("Answer").setRequired(true);
    const list = form.addListItem().setTitle("Pick");
    list.setChoiceValues(["A", "B"]);
    expect(() => list.createResponse("C")).toThrow(/not one of its choices/);
    const draft = form.createResponse().withItemResponse(list.createResponse("A"));
    expect(() => draft.getId()).toThrow(/submit\(\) first/);
    expect(() => draft.submit()).toThrow(/"Answer" is required/);
    draft.withItemResponse(text.createResponse("ok")).submit();
    expect(() => draft.submit()).toThrow(/already submitted/);
  });
});

describe("stand-in conditional formats: getBooleanCondition", () => {
  it("gives the rule's criteria, formula and background", () => {
    const { s } = book();
    const SpreadsheetApp = s.globals.SpreadsheetApp as GoogleAppsScript.Spreadsheet.SpreadsheetApp;
    const sheet = s.spreadsheet.getSheets()[0]!;
    const rule = SpreadsheetApp.newConditionalFormatRule()
      .whenFormulaSatisfied('=$A1="x"')
      .setBackground("#f4cccc")
      .setRanges([sheet.getRange("A1:A3")])
      .build();
    sheet.setConditionalFormatRules([rule]);
    const c = sheet.getConditionalFormatRules()[0]!.getBooleanCondition()!;
    expect(String(c.getCriteriaType())).toBe("CUSTOM_FORMULA");
    expect(c.getCriteriaValues()).toEqual(['=$A1="x"']);
    expect(c.getBackground()).toBe("#f4cccc");
    expect(c.getItalic()).toBeNull();
  });
});
