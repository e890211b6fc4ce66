/**
 * The stand-in's Forms refuse what Apps Script documents as refused (tools/standin/REFERENCE.md): an empty
 * list of choices, an empty title, and responses to a form that is not published (a form a script makes is
 * unpublished until setPublished(true) or FormApp.create(title, true)).
 */
import { describe, expect, it } from "vitest";
import { createStandin, type Standin } from "../index";

type FormApp = GoogleAppsScript.Forms.FormApp & {
  create(title: string, isPublished?: boolean): GoogleAppsScript.Forms.Form;
};

function book(): { s: Standin; FormApp: FormApp } {
  const s = createStandin({ locale: "en_US", sheets: [{ name: "Rounds" }] });
  return { s, FormApp: s.globals.FormApp as FormApp };
}

describe("the stand-in refuses what Forms refuses", () => {
  it("ListItem and MultipleChoiceItem: setChoiceValues([]) and setChoices([]) throw, nothing changed", () => {
    const { FormApp } = book();
    const form = FormApp.create("Results");
    const list = form.addListItem().setChoiceValues(["1", "2"]);
    const multiple = form.addMultipleChoiceItem().setChoiceValues(["A"]);
    expect(() => list.setChoiceValues([])).toThrow("Invalid data updating form.");
    expect(() => list.setChoices([])).toThrow("Invalid data updating form.");
    expect(() => multiple.setChoiceValues([])).toThrow("Invalid data updating form.");
    expect(() => multiple.setChoices([])).toThrow("Invalid data updating form.");
    expect(list.getChoices().map((c) => c.getValue())).toEqual(["1", "2"]);
    expect(multiple.getChoices().map((c) => c.getValue())).toEqual(["A"]);
  });

  it("FormApp.create refuses an empty title", () => {
    const { FormApp } = book();
    expect(() => FormApp.create("")).toThrow("Invalid argument: title");
  });

  it("a form a script makes is unpublished and takes no response until published", () => {
    const { s, FormApp } = book();
    const form = FormApp.create("Results");
    form.addTextItem().setTitle("Name");
    form.setDestination(FormApp.DestinationType.SPREADSHEET, s.spreadsheet.getId());
    expect(form.isPublished()).toBe(false);
    expect(form.isAcceptingResponses()).toBe(false);
    expect(s.forms()[0]).toMatchObject({ published: false, acceptingResponses: false });
    expect(() => s.submitForm(form.getId(), { Name: "Alice" })).toThrow(/is not published/);
    form.setPublished(true);
    expect(form.isAcceptingResponses()).toBe(true);
    s.submitForm(form.getId(), { Name: "Alice" });
    expect(form.getResponses()).toHaveLength(1);
    // unpublished again: no response taken, whatever setAcceptingResponses said
    form.setPublished(false);
    form.setAcceptingResponses(true);
    expect(form.isAcceptingResponses()).toBe(false);
    expect(() => s.submitForm(form.getId(), { Name: "Bruno" })).toThrow(/is not published/);
    // FormApp.create(title, true) makes it published
    expect(FormApp.create("Lineups", true).isPublished()).toBe(true);
  });
});
