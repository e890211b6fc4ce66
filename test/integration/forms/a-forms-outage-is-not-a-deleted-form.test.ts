/**
 * Google Forms not answering is not a deleted form: only a form Apps Script cannot find is
 * "deleted". Any other error is said as temporary and changes nothing; the lists a round could not
 * set are set again at the next reading (through the bundle, the stand-in's formsOutage).
 */
import { describe, expect, it } from "vitest";
import { type Json, newEvent } from "../event/helpers";

const OUTAGE = "We're sorry, a server error occurred. Please wait a bit and try again.";

describe("a Forms outage is not a deleted form", () => {
  it("a round paired during an outage: the form kept, said, its lists set once Forms answers", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
    const form = ev.b.standin.forms().at(-1)!;
    ev.b.standin.formsOutage(OUTAGE);
    const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 });
    expect(g.ok).toBe(true);
    expect(g.state.form).toEqual({ url: form.publishedUrl });
    const warnings = g.state.messages.filter((m: Json) => m.level === "warning").map((m: Json) => m.text);
    expect(warnings.join("\n")).not.toMatch(/n'existe plus/);
    expect(warnings).toContain(
      "Google Forms ne répondait pas\u00a0: les listes du formulaire de résultats ne sont pas encore à la ronde en cours. Arbitre réessaie à chaque actualisation.",
    );
    // pressing Create during the outage: refused as temporary, no second form
    const again = ev.call("arbitreResultForm", { eventId: "e1" });
    expect(again.ok).toBe(false);
    expect(again.error).toMatch(/^Google Forms ne répond pas pour l'instant/);
    expect(ev.b.standin.forms()).toHaveLength(1);
    // a refresh during the outage: still the same form, said again
    const during = ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(during.state.form).toEqual({ url: form.publishedUrl });
    // Forms answers again: the next refresh sets the lists, the warning goes
    ev.b.standin.formsOutage(null);
    const after = ev.call("arbitreApplyReports", { eventId: "e1" });
    expect(after.state.messages.map((m: Json) => m.text).join("\n")).not.toMatch(/Google Forms/);
    const table = ev.b.standin
      .forms()
      .at(-1)!
      .items.find((i) => i.title === "Table")!;
    expect(table.choices).toHaveLength(4);
    expect(JSON.stringify(ev.state())).not.toMatch(/Google Forms ne répond/);
  });
});
