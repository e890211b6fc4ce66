/**
 * The players' reports' random run (random-run/reports.ts, invariants in random-run/kinds.ts): a
 * La Confrérie event and its result form; rounds, reports from phones (agreeing, alone, opposite
 * in the same second), Apply reports with a failure half-way or a decision typed while it runs,
 * forms deleted and made again, response rows deleted and sorted, Close round, Undo; after every
 * step the six invariants of kinds.ts. The CI run is bounded; random-run/suite.ts says how to run a
 * longer one.
 */
import { describe, expect, it } from "vitest";
import { newEvent } from "./event/helpers";
import { tableChoice } from "./forms/table-choice";
import { reports } from "./random-run/reports";
import { kindSuite } from "./random-run/suite";

/**
 * Product bugs known and being fixed elsewhere: the run leaves out the steps that trigger them.
 * Each is reproduced below by a test expected to fail until it is fixed; then remove it here.
 */
const KNOWN_BUGS: Record<string, string> = {};

kindSuite(reports, {
  seed: 20261204,
  steps: 180,
  worldSteps: 60,
  knownBugs: KNOWN_BUGS,
  reached: [
    "arbitreApplyReports ok",
    "checked 5 after arbitreApplyReports",
    "arbitreGenerateRound ok",
    "reports sent from phones",
    "forms deleted in Drive",
  ],
});

describe("bugs the reports run found, reproduced (a known bug's test fails until it is fixed)", () => {
  it("result-form-failed-half-way-leaves-a-second-form (fixed: the form's id is saved before the first write): Result form stopped at its 1st write by a service failure, then asked again, leaves one form and one responses tab", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    ev.b.standin.runtime.failWriteAt(1);
    expect(() => ev.call("arbitreResultForm", { eventId: "e1" })).toThrow(/^Service Spreadsheets failed/);
    // the form kept, said unfinished; the next press finishes it
    expect(ev.state().actions.resultForm).toMatchObject({ enabled: true, label: "Terminer le formulaire" });
    const done = ev.call("arbitreResultForm", { eventId: "e1" });
    expect(done.ok).toBe(true);
    expect(ev.b.standin.forms().filter((f) => !f.deleted).length).toBe(1);
    expect(done.state.form).toEqual({ url: ev.b.standin.forms()[0]!.publishedUrl });
    expect(ev.b.standin.values("'Rondes'!L1:L1")).toEqual([["Source"]]);
    expect(ev.b.standin.book.sheets.filter((s) => s.name.startsWith("Réponses au formulaire")).length).toBe(
      1,
    );
  });

  it("apply-reports-overwrites-a-decision-typed-meanwhile (fixed: only the changed cells are written): a decision typed while Apply reports runs stays", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
    const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 }).state.progress.tables[0];
    const form = ev.b.standin.forms().at(-1)!;
    ev.b.standin.submitForm(
      form.id,
      { Ronde: "1", Table: tableChoice(ev.b.standin, 1), "Votre nom": g.a, Vainqueur: g.a },
      { at: new Date(Date.now() + 60_000) },
    );
    // the organiser decides table 1 (a double loss) while its player's report is being written
    ev.b.standin.runtime.interruptAt(1, () => ev.b.standin.write("'Rondes'!J2", [["Double défaite"]]));
    expect(ev.call("arbitreApplyReports", { eventId: "e1" }).ok).toBe(true);
    expect(ev.b.standin.runtime.pendingInterruption).toBe(false);
    expect(ev.b.standin.values("'Rondes'!J2:J2")).toEqual([["Double défaite"]]);
  });

  it("generate-round-failed-half-way-is-refused-after (fixed: the round is saved as being written before the first write): Generate round stopped at its 5th write by a service failure can be done again", () => {
    const ev = newEvent({ system: "confrerie", players: 7 });
    ev.b.standin.runtime.failWriteAt(5);
    expect(() => ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 })).toThrow(
      /^Service Spreadsheets failed/,
    );
    const again = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 });
    expect(again.error).toBeUndefined();
    expect(again.ok).toBe(true);
  });

  it("undo-round-1-leaves-round-0-titles: Undo of Generate round 1 puts back the Pairings and Match slips tabs as they were", () => {
    const ev = newEvent({ system: "confrerie", players: 6 });
    const st = ev.state();
    const titles = () =>
      [st.event.tabs.pairings, st.event.tabs.slips].map((t) => ev.b.standin.values(`'${t}'!A1:A1`)[0]![0]);
    const before = titles();
    expect(before).toEqual(["Aucune ronde générée pour l'instant.", "Aucune ronde générée pour l'instant."]);
    expect(ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 }).ok).toBe(true);
    expect(ev.call("arbitreUndoLastAction", { eventId: "e1" }).ok).toBe(true);
    expect(titles()).toEqual(before);
  });
});
