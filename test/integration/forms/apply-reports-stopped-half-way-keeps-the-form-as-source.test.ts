/**
 * Apply reports stopped half-way (a quota, a time-out) and pressed again ends as one clean press:
 * every table written from the reports keeps « Formulaire : … » as its source, so later reports and
 * corrections from the players still update it. A stop between the result cells and their source
 * cells left cells that the source did not describe, which the next press took for the organiser's.
 */
import { describe, expect, it } from "vitest";
import { newEvent } from "../event/helpers";
import { tableChoice } from "./table-choice";

/** A La Confrérie event of 8 players, its form, round 1 paired and both players of every table reporting. */
function reported() {
  const ev = newEvent({ system: "confrerie", players: 8 });
  expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
  const tables = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 }).state.progress.tables;
  const form = ev.b.standin.forms().at(-1)!;
  const start = Date.now() + 60_000;
  for (const [i, g] of tables.entries()) {
    const choice = tableChoice(ev.b.standin, g.table);
    ev.b.standin.submitForm(
      form.id,
      { Ronde: "1", Table: choice, "Votre nom": g.a, Vainqueur: g.a },
      { at: new Date(start + 2000 * i) },
    );
    ev.b.standin.submitForm(
      form.id,
      { Ronde: "1", Table: choice, "Votre nom": g.b, Vainqueur: g.a },
      { at: new Date(start + 2000 * i + 1000) },
    );
  }
  return { ev, tables: tables as { table: number; a: string; b: string }[] };
}

const sources = (ev: ReturnType<typeof newEvent>) =>
  ev.b.standin.values("'Rondes'!H2:L5").map((r) => [r[0], r[1], r[4]]);

/** Every table as a clean press writes it: the winner both players reported, « Oui », and the form as source. */
function expectWrittenFromTheForm(ev: ReturnType<typeof newEvent>, tables: { a: string }[]): void {
  expect(sources(ev)).toEqual(tables.map((g) => [g.a, "Oui", `Formulaire\u00a0: ${g.a}, Oui`]));
}

describe("Apply reports stopped half-way, pressed again", () => {
  it("a clean press writes every table from the form", () => {
    const { ev, tables } = reported();
    expect(ev.call("arbitreApplyReports", { eventId: "e1" }).ok).toBe(true);
    expectWrittenFromTheForm(ev, tables);
  });

  for (const how of ["quota", "timeout"] as const)
    for (const n of [1, 2, 3])
      it(`stopped at its change ${n} (${how}), then pressed again: every table as a clean press writes it, its source the form`, () => {
        const { ev, tables } = reported();
        ev.b.standin.runtime.failChangeAt(n, how);
        expect(() => ev.call("arbitreApplyReports", { eventId: "e1" })).toThrow(
          how === "quota" ? /^Service \w+ failed/ : /^Exceeded maximum execution time/,
        );
        ev.b.standin.runtime.failChangeAt(null);
        expect(ev.call("arbitreApplyReports", { eventId: "e1" }).ok).toBe(true);
        expectWrittenFromTheForm(ev, tables);
      });
});
