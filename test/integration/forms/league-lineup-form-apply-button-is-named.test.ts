/**
 * The lineup form's card in the sidebar: its apply button is named in words ("Appliquer les
 * compositions reçues") and enabled, not a greyed button showing the action's raw name.
 */
import { describe, expect, it } from "vitest";
import { newLeague, ok } from "../league/helpers";

describe("the lineup form's apply button", () => {
  it("is named and enabled once the form exists, absent before", () => {
    const l = newLeague();
    expect(l.state().actions.applyReports).toBeUndefined();
    ok(l.call("arbitreLineupForm", { eventId: "e1" }));
    expect(l.state().actions.applyReports).toEqual({
      enabled: true,
      reason: "",
      label: "Appliquer les compositions reçues",
    });
    const en = newLeague({ locale: "en_GB" });
    ok(en.call("arbitreLineupForm", { eventId: "e1" }));
    expect(en.state().actions.applyReports.label).toBe("Apply the lineups received");
  });
});
