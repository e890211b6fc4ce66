/**
 * What the report tests share (through the bundle): an 8-player event in English with its result
 * form and round 1 paired, the players' answers sent at a given offset in time, Apply reports, and the
 * form deleted and made again from the sidebar.
 */
import { expect } from "vitest";
import { type Event, type Json, newEvent } from "../event/helpers";
import { tableChoice } from "./table-choice";

export const formOf = (ev: Event) => ev.b.standin.forms().at(-1)!;
export const apply = (ev: Event): Json => ev.call("arbitreApplyReports", { eventId: "e1" });
export const send = (ev: Event, answers: Record<string, string>, ms: number) =>
  ev.b.standin.submitForm(formOf(ev).id, answers, { at: new Date(Date.now() + ms) });

/** The event with its form, round 1 paired; `t1` its first table with two players. */
export function started(system: "confrerie" | "dust"): { ev: Event; t1: Json } {
  const ev = newEvent({ system, players: 8, locale: "en_US" });
  expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
  const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 });
  expect(g.ok).toBe(true);
  return { ev, t1: g.state.progress.tables.find((x: Json) => x.b !== "")! };
}

/** A Dust player's report of table `t1`: the two scores, and the army points left when given. */
export function dust(
  ev: Event,
  t1: Json,
  who: string,
  mine: number,
  theirs: number,
  army: [string, string] | null,
  ms: number,
): void {
  send(
    ev,
    {
      Round: "1",
      Table: tableChoice(ev.b.standin, t1.table),
      "Your name": who,
      "Your score": String(mine),
      "Your opponent's score": String(theirs),
      ...(army === null
        ? {}
        : { "Your army points left": army[0], "Your opponent's army points left": army[1] }),
    },
    ms,
  );
}

/** A Confrérie player's report of table `t1`: its winner. */
export const winner = (ev: Event, t1: Json, who: string, won: string, ms: number) =>
  send(ev, { Round: "1", Table: tableChoice(ev.b.standin, t1.table), "Your name": who, Winner: won }, ms);

/** The form deleted, its reports applied, then made again from the sidebar. */
export function formMadeAgain(ev: Event): void {
  ev.b.standin.deleteForm(formOf(ev).id);
  apply(ev);
  expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
}

/** The sidebar's messages' texts. */
export const texts = (st: Json): string[] => st.messages.map((m: Json) => m.text);
