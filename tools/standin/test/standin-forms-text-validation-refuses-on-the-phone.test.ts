/**
 * The stand-in's text validation (FormApp.createTextValidation, TextItem.setValidation): a respondent's answer
 * that breaks it is refused as the phone refuses it (submitForm, and a script's FormResponse.submit through
 * createResponse), with the validation's help text; a builder holds one rule and needs one.
 */
import { describe, expect, it } from "vitest";
import { createStandin } from "../index";

type FormApp = GoogleAppsScript.Forms.FormApp & {
  create(title: string, isPublished?: boolean): GoogleAppsScript.Forms.Form;
};

function scoreForm() {
  const s = createStandin({ locale: "en_US", sheets: [{ name: "Rounds" }] });
  const FormApp = s.globals.FormApp as FormApp;
  const form = FormApp.create("Results", true);
  const score = form
    .addTextItem()
    .setTitle("Score")
    .setValidation(
      FormApp.createTextValidation()
        .setHelpText("A whole number")
        .requireTextMatchesPattern("[0-9]+")
        .build(),
    );
  return { s, FormApp, form, score };
}

describe("the stand-in's text validation", () => {
  it("a phone's answer that breaks the validation is refused with its help text; a kept one lands", () => {
    const { s, form } = scoreForm();
    for (const bad of ["10 VP", "7.5", "-1", "x7"])
      expect(() => s.submitForm(form.getId(), { Score: bad })).toThrow(
        /breaks the validation.*A whole number/,
      );
    s.submitForm(form.getId(), { Score: "10" });
    expect(form.getResponses().map((r) => r.getItemResponses()[0]!.getResponse())).toEqual(["10"]);
    expect(s.forms()[0]!.items[0]!.validation).toMatchObject({ kind: "pattern", helpText: "A whole number" });
  });

  it("requireWholeNumber, requireNumberGreaterThanOrEqualTo and requireNumberBetween read numbers", () => {
    const { s, FormApp, form } = scoreForm();
    const v = FormApp.createTextValidation();
    form.addTextItem().setTitle("Whole").setValidation(v.requireWholeNumber().build());
    form
      .addTextItem()
      .setTitle("AtLeast")
      .setValidation(FormApp.createTextValidation().requireNumberGreaterThanOrEqualTo(0).build());
    form
      .addTextItem()
      .setTitle("Between")
      .setValidation(FormApp.createTextValidation().requireNumberBetween(1, 3).build());
    const id = form.getId();
    expect(() => s.submitForm(id, { Whole: "2.5" })).toThrow(/breaks the validation of "Whole"/);
    expect(() => s.submitForm(id, { AtLeast: "-1" })).toThrow(/breaks the validation of "AtLeast"/);
    expect(() => s.submitForm(id, { Between: "4" })).toThrow(/breaks the validation of "Between"/);
    expect(() => s.submitForm(id, { AtLeast: "two" })).toThrow(/breaks the validation of "AtLeast"/);
    s.submitForm(id, { Whole: "-2", AtLeast: "2.5", Between: "3" });
    expect(form.getResponses()).toHaveLength(1);
  });

  it("a script's response is refused the same way (createResponse)", () => {
    const { score } = scoreForm();
    expect(() => score.createResponse("10 VP")).toThrow(/Invalid response submitted to item "Score"/);
    expect(score.createResponse("10").getResponse()).toBe("10");
  });

  it("a builder holds one rule and needs one; setValidation takes a built validation only", () => {
    const { FormApp, score } = scoreForm();
    expect(() =>
      FormApp.createTextValidation().requireWholeNumber().requireNumberGreaterThanOrEqualTo(0),
    ).toThrow(/one rule/);
    expect(() => FormApp.createTextValidation().setHelpText("x").build()).toThrow(/needs a rule/);
    expect(() => FormApp.createTextValidation().requireTextMatchesPattern("(")).toThrow(
      "Invalid argument: pattern",
    );
    expect(() => score.setValidation({} as GoogleAppsScript.Forms.TextValidation)).toThrow(
      "Invalid argument: validation",
    );
    score.clearValidation();
  });
});
