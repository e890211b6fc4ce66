/**
 * Google Forms in the stand-in (tools/standin/forms.ts): the `FormApp` global in the script's realm, a form linked
 * to the spreadsheet gets its responses tab named and headed as Sheets does (fr and en), the tab follows the
 * questions (new, renamed, deleted, moved), choices are set in one call per item, a respondent's submission lands
 * as a row (timestamp and answers under their columns) or is refused, a deleted form cannot be opened and leaves
 * its tab, and every call is counted.
 */
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { createStandin, loadBundle, NO_SUCH_FORM, type Standin } from "../index";

type FormApp = GoogleAppsScript.Forms.FormApp;
type Form = GoogleAppsScript.Forms.Form;

function book(locale = "fr_FR"): { s: Standin; FormApp: FormApp } {
  const s = createStandin({
    locale,
    timeZone: "Europe/Paris",
    sheets: [{ name: "Rounds", rows: [["Round", "Table"]] }],
    now: new Date("2026-03-14T09:00:00Z"),
  });
  return { s, FormApp: s.globals.FormApp as FormApp };
}

/** The result form as the add-on would build it: round, table, winner, reporter. */
function resultForm(s: Standin, FormApp: FormApp): Form {
  const form = FormApp.create("Résultats — Confrérie");
  form.addListItem().setTitle("Ronde").setChoiceValues(["1", "2"]).setRequired(true);
  form.addListItem().setTitle("Table").setChoiceValues(["1", "2", "3"]).setRequired(true);
  form.addMultipleChoiceItem().setTitle("Vainqueur").setChoiceValues(["Alice", "Bruno", "Nul"]);
  form.addTextItem().setTitle("Votre nom").setRequired(true);
  form.setDestination(FormApp.DestinationType.SPREADSHEET, s.spreadsheet.getId());
  form.setPublished(true);
  return form;
}

describe("stand-in forms: linking a form to the spreadsheet", () => {
  it("creates « Réponses au formulaire 1 » first in a French spreadsheet, header Horodateur then the questions, row 1 frozen", () => {
    const { s, FormApp } = book("fr_FR");
    const form = resultForm(s, FormApp);
    const tab = s.spreadsheet.getSheets()[0]!;
    expect(tab.getName()).toBe("Réponses au formulaire 1");
    expect(s.values("'Réponses au formulaire 1'!A1:E1")).toEqual([
      ["Horodateur", "Ronde", "Table", "Vainqueur", "Votre nom"],
    ]);
    expect(tab.getFrozenRows()).toBe(1);
    expect(tab.getFormUrl()).toBe(`https://docs.google.com/forms/d/${form.getId()}/viewform`);
    expect(s.spreadsheet.getSheetByName("Rounds")!.getFormUrl()).toBeNull();
    expect(form.getDestinationId()).toBe(s.spreadsheet.getId());
    expect(String(form.getDestinationType())).toBe("SPREADSHEET");
    expect(s.forms()[0]!.destination).toEqual({
      spreadsheetId: s.spreadsheet.getId(),
      sheet: "Réponses au formulaire 1",
    });
  });

  it("creates « Form Responses 1 » in English, then « Form Responses 2 » for a second form", () => {
    const { s, FormApp } = book("en_US");
    resultForm(s, FormApp);
    const lineups = FormApp.create("Lineups");
    lineups.addTextItem().setTitle("Match");
    lineups.setDestination(FormApp.DestinationType.SPREADSHEET, s.spreadsheet.getId());
    expect(s.spreadsheet.getSheets().map((t) => t.getName())).toEqual([
      "Form Responses 2",
      "Form Responses 1",
      "Rounds",
    ]);
    expect(s.values("'Form Responses 1'!A1")).toEqual([["Timestamp"]]);
    expect(s.values("'Form Responses 2'!A1:B1")).toEqual([["Timestamp", "Match"]]);
    // linking again to the same spreadsheet changes nothing
    lineups.setDestination(FormApp.DestinationType.SPREADSHEET, s.spreadsheet.getId());
    expect(s.spreadsheet.getNumSheets()).toBe(3);
  });

  it("refuses another spreadsheet's id; removeDestination leaves the tab, unlinked", () => {
    const { s, FormApp } = book();
    const form = resultForm(s, FormApp);
    expect(() => FormApp.create("x").setDestination(FormApp.DestinationType.SPREADSHEET, "other-id")).toThrow(
      /active spreadsheet/,
    );
    form.removeDestination();
    expect(() => form.getDestinationId()).toThrow("This form currently has no response destination.");
    const tab = s.spreadsheet.getSheetByName("Réponses au formulaire 1")!;
    expect(tab.getFormUrl()).toBeNull();
    expect(s.spreadsheet.getFormUrl()).toBeNull();
  });
});

describe("stand-in forms: questions and the responses tab's columns", () => {
  it("a new question gets a new column at the right, a renamed one its header renamed, a deleted or moved one keeps its column", () => {
    const { s, FormApp } = book();
    const form = resultForm(s, FormApp);
    form.addScaleItem().setTitle("Fair-play").setBounds(1, 5);
    form.getItems(FormApp.ItemType.TEXT)[0]!.setTitle("Nom du rapporteur");
    const [round] = form.getItems(FormApp.ItemType.LIST);
    form.deleteItem(round!);
    form.moveItem(0, 2);
    expect(form.getItems().map((i) => i.getTitle())).toEqual([
      "Vainqueur",
      "Nom du rapporteur",
      "Table",
      "Fair-play",
    ]);
    expect(s.values("'Réponses au formulaire 1'!A1:F1")).toEqual([
      ["Horodateur", "Ronde", "Table", "Vainqueur", "Nom du rapporteur", "Fair-play"],
    ]);
    s.submitForm(form.getId(), { Table: "2", "Nom du rapporteur": "Alice", "Fair-play": "4" });
    expect(s.values("'Réponses au formulaire 1'!B2:F2")).toEqual([["", 2, "", "Alice", 4]]);
  });

  it("items: ids, types, typed views, choices read back, conversions to another type refused", () => {
    const { s, FormApp } = book();
    const form = resultForm(s, FormApp);
    const items = form.getItems();
    expect(items.map((i) => String(i.getType()))).toEqual(["LIST", "LIST", "MULTIPLE_CHOICE", "TEXT"]);
    const table = form.getItemById(items[1]!.getId())!.asListItem();
    expect(table.getChoices().map((c) => c.getValue())).toEqual(["1", "2", "3"]);
    table.setChoices([table.createChoice("4"), table.createChoice("5")]);
    expect(s.forms()[0]!.items[1]).toMatchObject({ title: "Table", required: true, choices: ["4", "5"] });
    expect(() => items[3]!.asListItem()).toThrow("Invalid conversion for item type: TEXT.");
    expect(() => table.setChoiceValues(["1", "1"])).toThrow("Invalid data updating form.");
    expect(form.getItemById(12345)).toBeNull();
    form.addSectionHeaderItem().setTitle("Section");
    expect(s.values("'Réponses au formulaire 1'!F1")).toEqual([[""]]); // a section header is no question
  });
});

describe("stand-in forms: a respondent submits", () => {
  it("lands a row: the timestamp a date-time in the spreadsheet's zone, each answer under its question", () => {
    const { s, FormApp } = book();
    const form = resultForm(s, FormApp);
    const at = new Date("2026-03-14T15:04:05Z");
    const id = s.submitForm(
      form.getId(),
      { Ronde: "1", Table: "3", Vainqueur: "Bruno", "Votre nom": "Bruno" },
      { at },
    );
    s.submitForm(form.getId(), { Ronde: "1", Table: "3", "Votre nom": "Alice" });
    const tab = "'Réponses au formulaire 1'";
    expect(s.probe(`${tab}!A2`).display).toBe("14/03/2026 16:04:05");
    expect(s.probe(`${tab}!A2`).value).toEqual(at);
    expect(s.values(`${tab}!B2:E3`)).toEqual([
      [1, 3, "Bruno", "Bruno"],
      [1, 3, "", "Alice"],
    ]);
    // no time given: the stand-in clock's now (its start, and the few milliseconds it ran on since)
    const sent = (s.probe(`${tab}!A3`).value as Date).getTime() - Date.parse("2026-03-14T09:00:00Z");
    expect(sent).toBeGreaterThanOrEqual(0);
    expect(sent).toBeLessThan(5_000);

    const responses = form.getResponses();
    expect(responses.map((r) => r.getId())).toEqual([id, expect.any(String)]);
    expect(responses[0]!.getTimestamp()).toEqual(at);
    expect(
      form
        .getResponse(id)
        .getItemResponses()
        .map((r) => [r.getItem().getTitle(), r.getResponse()]),
    ).toEqual([
      ["Ronde", "1"],
      ["Table", "3"],
      ["Vainqueur", "Bruno"],
      ["Votre nom", "Bruno"],
    ]);
    expect(responses[1]!.getItemResponses()).toHaveLength(3); // an unanswered question has no ItemResponse
    form.deleteAllResponses();
    expect(form.getResponses()).toEqual([]);
    expect(s.values(`${tab}!E3`)).toEqual([["Alice"]]); // the tab keeps its rows
  });

  it("lands in English m/d/yyyy h:mm:ss, after the last row even when rows were added by hand", () => {
    const { s, FormApp } = book("en_US");
    const form = resultForm(s, FormApp);
    s.write("'Form Responses 1'!A2:E3", [
      ["", "", "", "", "typed by hand"],
      ["", "", "", "", "again"],
    ]);
    s.submitForm(
      form.getId(),
      { Ronde: "2", Table: "1", "Votre nom": "Chloé" },
      { at: new Date("2026-03-14T20:30:00Z") },
    );
    expect(s.displayValues("'Form Responses 1'!A4:E4")).toEqual([
      ["3/14/2026 21:30:00", "2", "1", "", "Chloé"],
    ]);
  });

  it("refuses an answer not among the current choices, a missing required answer, an unknown question, a closed form", () => {
    const { s, FormApp } = book();
    const form = resultForm(s, FormApp);
    const base = { Ronde: "1", Table: "1", "Votre nom": "Alice" };
    form.getItems()[1]!.asListItem().setChoiceValues(["1", "2"]);
    expect(() => s.submitForm(form.getId(), { ...base, Table: "3" })).toThrow(
      /"3" is not one of the choices of "Table"/,
    );
    expect(() => s.submitForm(form.getId(), { Ronde: "1", Table: "1" })).toThrow(/"Votre nom" is required/);
    expect(() => s.submitForm(form.getId(), { ...base, Score: "3-1" })).toThrow(/no question "Score"/);
    form.setAcceptingResponses(false);
    expect(form.isAcceptingResponses()).toBe(false);
    expect(() => s.submitForm(form.getId(), base)).toThrow(/not accepting responses/);
    expect(s.values("'Réponses au formulaire 1'!A2")).toEqual([[""]]);
    expect(form.getResponses()).toHaveLength(0);
  });

  it("an answer typed as a formula lands as text", () => {
    const { s, FormApp } = book();
    const form = resultForm(s, FormApp);
    s.submitForm(form.getId(), { Ronde: "1", Table: "1", "Votre nom": "=1+1" });
    expect(s.probe("'Réponses au formulaire 1'!E2")).toMatchObject({ value: "=1+1", formula: "" });
  });

  it("linking a form that already has responses writes them all into the new tab", () => {
    const { s, FormApp } = book();
    const form = resultForm(s, FormApp);
    s.submitForm(form.getId(), { Ronde: "1", Table: "1", "Votre nom": "Alice" });
    form.removeDestination();
    form.setDestination(FormApp.DestinationType.SPREADSHEET, s.spreadsheet.getId());
    expect(s.values("'Réponses au formulaire 2'!A1:E2")[1]!.slice(1)).toEqual([1, 1, "", "Alice"]);
  });
});

describe("stand-in forms: the organiser deletes the form", () => {
  it("openById then fails with Apps Script's message; the tab stays, unlinked; a phone can no longer submit", () => {
    const { s, FormApp } = book();
    const form = resultForm(s, FormApp);
    const id = form.getId();
    expect(FormApp.openById(id).getTitle()).toBe("Résultats — Confrérie");
    expect(FormApp.openByUrl(form.getEditUrl()).getId()).toBe(id);
    s.deleteForm(id);
    expect(() => FormApp.openById(id)).toThrow(NO_SUCH_FORM);
    expect(() => FormApp.openById("never-existed")).toThrow(NO_SUCH_FORM);
    expect(() => form.getTitle()).toThrow(NO_SUCH_FORM);
    expect(s.spreadsheet.getSheetByName("Réponses au formulaire 1")!.getFormUrl()).toBeNull();
    expect(s.forms()[0]).toMatchObject({ id, deleted: true, destination: null });
    expect(() => s.submitForm(id, { Ronde: "1", Table: "1", "Votre nom": "A" })).toThrow(/was deleted/);
  });
});

describe("stand-in forms: counting", () => {
  it("counts every call by service, and setChoiceValues once per item for a round's update", () => {
    const { s, FormApp } = book();
    const id = resultForm(s, FormApp).getId();
    s.counter.reset();
    const again = FormApp.openById(id);
    for (const item of again.getItems(FormApp.ItemType.LIST))
      item.asListItem().setChoiceValues(["1", "2", "3", "4"]);
    expect(s.counter.counts()).toEqual({
      "FormApp.openById": 1,
      "Form.getItems": 1,
      "Item.asListItem": 2,
      "ListItem.setChoiceValues": 2,
    });
    // the test API is not counted
    s.submitForm(id, { Ronde: "1", Table: "4", "Votre nom": "A" });
    s.forms();
    expect(s.counter.count("Form.*")).toBe(1);
  });

  it("a custom function may not use FormApp", () => {
    const { s, FormApp } = book();
    expect(() => s.runtime.asCustomFunction(() => FormApp.create("x"))).toThrow(
      /You do not have permission to call FormApp.create/,
    );
  });
});

describe("stand-in forms: from a script in the bundle", () => {
  it("FormApp is a global of the script's realm, with its enums, and null active form", () => {
    const b = loadBundle("build/Code.js", { locale: "en_US", sheets: [{ name: "Rounds" }] });
    const out = vm.runInContext(
      `(function () {
        var ss = SpreadsheetApp.getActive();
        var form = FormApp.create("Results");
        var table = form.addListItem().setTitle("Table").setChoiceValues(["1", "2"]).setRequired(true);
        form.setDestination(FormApp.DestinationType.SPREADSHEET, ss.getId());
        form.setPublished(true);
        var tab = ss.getSheets().filter(function (s) { return s.getFormUrl() !== null; })[0];
        return {
          active: FormApp.getActiveForm(),
          type: String(table.getType()) === String(FormApp.ItemType.LIST),
          isArray: Array.isArray(form.getItems()),
          id: form.getId(),
          tab: tab.getName(),
          published: form.getPublishedUrl(),
        };
      })()`,
      b.context,
    );
    expect(out.active).toBeNull();
    expect(out.type).toBe(true);
    expect(out.isArray).toBe(true);
    expect(out.tab).toBe("Form Responses 1");
    expect(out.published).toMatch(/^https:\/\/docs\.google\.com\/forms\/d\/e\/[\w-]+\/viewform$/);
    expect(out.published).not.toContain(out.id);
    b.standin.submitForm(out.id, { Table: "2" });
    const read = vm.runInContext(
      `FormApp.openById(${JSON.stringify(out.id)}).getResponses().map(function (r) {
        return r.getItemResponses()[0].getResponse();
      })`,
      b.context,
    );
    expect(read).toEqual(["2"]);
    expect(b.counter.count("FormApp.create")).toBe(1);
    expect(() => vm.runInContext(`FormApp.openById("gone")`, b.context)).toThrow(NO_SUCH_FORM);
  });
});
