import { describe, expect, it } from "vitest";
import { type Event, enterResults, newEvent, snapshot } from "./helpers";

describe("Undo last round on a finished top cut: the final ranking goes without a question", () => {
  function finished(locale?: string): Event {
    const ev = newEvent({ system: "confrerie", players: 4, topCut: 2, locale });
    ev.call("arbitreUpdateEvent", { rounds: 1 });
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    enterResults(ev);
    expect(ev.call("arbitreTopCut", { expectedStage: 1 }).ok).toBe(true);
    enterResults(ev);
    const f = ev.call("arbitreTopCut", { expectedStage: 2 });
    expect(f.ok, f.error).toBe(true);
    expect(f.state.progress.phase).toBe("finished");
    return ev;
  }

  it("nothing is lost (bracket and results stay), so no confirmation, in French and in English", () => {
    for (const [locale, tab, done] of [
      ["fr_FR", "Phase finale", "Classement final retiré\u202f; annulez encore pour retirer la finale."],
      ["en_GB", "Top cut", "Final ranking removed; undo again to remove the final."],
    ] as const) {
      const ev = finished(locale);
      const results = ev.b.standin.values(`'${tab}'!A2:J2`);
      const r = ev.call("arbitreUndoLastRound", { round: 1, what: "ranking" });
      expect(r.ok, r.error).toBe(true);
      expect(r.confirm).toBeUndefined();
      expect(r.message).toBe(done);
      expect(r.state.progress.phase).toBe("topcut");
      expect(
        ev.b.standin
          .values(`'${tab}'!L1:M4`)
          .flat()
          .every((v) => v === ""),
      ).toBe(true);
      expect(ev.b.standin.values(`'${tab}'!A2:J2`)).toEqual(results);
      // the final itself, with its result typed: still asked, about its own entries
      const stage = ev.call("arbitreUndoLastRound", { round: 1, what: "stage" });
      expect(stage.ok).toBe(false);
      expect(stage.confirm.question).toMatch(
        locale === "fr_FR" ? /«\u00a0Finale\u00a0» a déjà des saisies/ : /'Final' already has entries/,
      );
    }
  });

  it("the final's entries cleared by hand: still no '0 parties…' question", () => {
    const ev = finished();
    const row = ev.state().progress.tables[0].row;
    ev.b.standin.write(`'Phase finale'!H${row}`, [["", ""]]);
    const r = ev.call("arbitreUndoLastRound", { round: 1, what: "ranking" });
    expect(r.ok, r.error).toBe(true);
    expect(r.confirm).toBeUndefined();
    expect(r.message).not.toMatch(/^0 /);
    // and the next undo (the final, no entries now) goes through without a question either
    const before = snapshot(ev.b);
    const stage = ev.call("arbitreUndoLastRound", { round: 1, what: "stage" });
    expect(stage.ok, stage.error).toBe(true);
    expect(snapshot(ev.b)).not.toBe(before);
    expect(stage.state.progress.topCut.stage).toBe(0);
  });
});
