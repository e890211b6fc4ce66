/**
 * Google Forms not answering while a league action changes the matches: the action has written its
 * tabs, so it is answered done; the lineup form is kept (not marked deleted), the sidebar says its
 * lists are not up to date yet, and the next refresh sets them once Forms answers again.
 */
import { describe, expect, it } from "vitest";
import { type Json, newLeague, ok } from "../league/helpers";

const OUTAGE = "We're sorry, a server error occurred. Please wait a bit and try again.";
const STALE =
  "Google Forms ne répondait pas\u00a0: les listes du formulaire de compositions ne sont pas encore à jour. Arbitre réessaie à chaque actualisation.";

describe("a Forms outage during a league action", () => {
  it("Generate calendar stays done, the form kept and said stale, its match list set at the next refresh", () => {
    const l = newLeague();
    ok(l.call("arbitreLineupForm", { eventId: "e1" }));
    const form = () => l.b.standin.forms().at(-1)!;
    const matches = () => form().items.find((i) => i.title === "Match")?.choices ?? [];
    expect(matches()).toHaveLength(1); // « aucun match ouvert pour l'instant »
    l.b.standin.formsOutage(OUTAGE);
    const g = l.call("arbitreGenerateCalendar", {});
    expect(g.ok, g.error).toBe(true);
    const warnings = g.state.messages.map((m: Json) => m.text);
    expect(warnings).toContain(STALE);
    expect(warnings.join("\n")).not.toMatch(/n'existe plus/);
    expect(matches()).toHaveLength(1);
    // Forms answers again: the refresh sets the open matches, the warning goes
    l.b.standin.formsOutage(null);
    const after = ok(l.call("arbitreApplyReports", { eventId: "e1" }));
    expect(after.state.messages.map((m: Json) => m.text)).not.toContain(STALE);
    expect(matches().length).toBeGreaterThan(1);
  });
});
