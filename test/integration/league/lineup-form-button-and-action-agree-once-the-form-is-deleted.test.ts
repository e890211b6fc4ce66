/**
 * The lineup form's button and its action answer from one guard: with the league's form deleted in
 * Drive, the button and the action agree (disabled ⇔ refused, with the same reason) before the
 * sidebar's refresh finds it deleted, and once it has, both make a new form.
 */
import { describe, expect, it } from "vitest";
import { type Actions, buttonsAgree, type Subject } from "../buttons-agree";
import { newLeague, ok } from "./helpers";

const ACTIONS: Actions = { lineupForm: ["arbitreLineupForm", { eventId: "e1" }] };

/** A league with its lineup form made, then deleted in Drive; `refreshed`: the sidebar refreshed since. */
function deleted(refreshed: boolean): () => Subject {
  return () => {
    const l = newLeague();
    ok(l.call("arbitreLineupForm", { eventId: "e1" }));
    l.b.standin.deleteForm(l.b.standin.forms().at(-1)!.id);
    if (refreshed) ok(l.call("arbitreApplyReports", { eventId: "e1" }));
    return l;
  };
}

describe("the lineup form's button and action", () => {
  it("agree while the form is deleted and not yet found so: both refuse, naming the form", () => {
    const buttons = buttonsAgree(deleted(false), ACTIONS);
    expect(buttons.lineupForm!.enabled).toBe(false);
    expect(buttons.lineupForm!.reason).toContain("https://");
  });

  it("agree once the refresh found it deleted: both make a new form", () => {
    const buttons = buttonsAgree(deleted(true), ACTIONS);
    expect(buttons.lineupForm).toEqual({ enabled: true, reason: "" });
  });
});
