/**
 * A phone cuts a list choice after about 40 characters: « Table 2 — Jean-Baptiste de la
 * Fontaine-Sa… » hid the opponent. The table choice is short enough to show whole (« T2 · A / B »),
 * the given names cut to their initials when needed, then the longer name cut, so that both names
 * always show; a response with the older label or a bare table number still reads.
 */
import { describe, expect, it } from "vitest";
import { TABLE_CHOICE_MAX, tableChoice, tableNumber } from "../../../src/sheets/forms/index";

const LONG = "Jean-Baptiste de la Fontaine-Sainte-Croix";

describe("the table choice on a phone", () => {
  it("shows the table and both names within what a phone shows", () => {
    expect(tableChoice("fr", 3, "Anne Roux", "Bea Carter")).toBe("T3 · Anne Roux / Bea Carter");
    expect(tableChoice("en", 3, "Anne Roux", "Bea Carter")).toBe("T3 · Anne Roux / Bea Carter");
    expect(tableChoice("fr", 2, "Jean-Baptiste de la Fontaine", "Bea Carter")).toBe(
      "T2 · J.-B. de la Fontaine / B. Carter",
    );
    const cut = tableChoice("fr", 2, LONG, "Bea Carter");
    expect(cut).toMatch(/^T2 · de la Fontaine.*… \/ Carter$/);
    const both = tableChoice("fr", 12, LONG, "Marie-Christine Vasseur-Delacroix");
    expect(both).toMatch(/^T12 · de la Fonta.*… \/ Vasseur-.*…$/);
    for (const c of [cut, both, tableChoice("fr", 140, LONG, LONG), tableChoice("en", 9, "Ab", LONG)])
      expect([...c].length, c).toBeLessThanOrEqual(TABLE_CHOICE_MAX);
  });

  it("keeps wide letters within a phone's field: at most 37 characters, the surnames whole when they fit", () => {
    // « T3 · É. Quéméner / M.-C. Vasseur-Dela… » (38 characters) measured 296 pixels in a 292-pixel field
    const wide = tableChoice("fr", 3, "Élodie Quéméner", "Marie-Christine Vasseur-Delacroix");
    expect(wide).toBe("T3 · Quéméner / Vasseur-Delacroix");
    expect([...wide].length, wide).toBeLessThanOrEqual(37);
  });

  it("reads back the choice, the older label and a bare number", () => {
    expect(tableNumber(tableChoice("fr", 2, LONG, "Bea Carter"), "fr")).toBe(2);
    expect(tableNumber(tableChoice("en", 14, "Anne", "Bea"), "en")).toBe(14);
    expect(tableNumber("Table 3 — Anne Roux contre Bea Carter", "fr")).toBe(3);
    expect(tableNumber("Table 11 — Anne vs Bea", "en")).toBe(11);
    expect(tableNumber("7", "fr")).toBe(7);
    expect(tableNumber(7, "fr")).toBe(7);
    expect(tableNumber("Tx · Anne / Bea", "fr")).toBeNull();
  });
});
