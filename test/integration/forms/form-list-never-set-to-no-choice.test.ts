/**
 * Forms refuses an empty list of choices (ListItem.setChoiceValues "throws an exception if the given array
 * is empty"): setListChoices, which keeps the result form's and the lineup form's lists, gives an empty list
 * the single choice « aucun choix pour l'instant » / "nothing to choose yet", and leaves the others as asked.
 */
import { describe, expect, it } from "vitest";
import { setListChoices } from "../../../src/sheets/forms/results-form";
import { createStandin, installGlobals } from "../../../tools/standin/index";

describe("a form's list is never set to no choice", () => {
  it("an empty list gets one choice saying there is nothing to choose yet, in the event's language", () => {
    const s = createStandin({ locale: "fr_FR" });
    const restore = installGlobals(s);
    try {
      const form = FormApp.create("Open — résultats");
      form.addListItem().setTitle("Table").setChoiceValues(["1", "2"]);
      form.addListItem().setTitle("Votre nom").setChoiceValues(["Alice"]);
      setListChoices(
        form,
        new Map([
          ["Table", []],
          ["Votre nom", ["Bruno", "Chloé"]],
        ]),
        "fr",
      );
      expect(s.forms()[0]!.items.map((i) => i.choices)).toEqual([
        ["aucun choix pour l'instant"],
        ["Bruno", "Chloé"],
      ]);
      setListChoices(form, new Map([["Table", []]]), "en");
      expect(s.forms()[0]!.items[0]!.choices).toEqual(["nothing to choose yet"]);
    } finally {
      restore();
    }
  });
});
