/**
 * A Dust Tactics event (English) with its result form and round 1 paired, and a phone sending the
 * form for its first table: the shared start of the Dust report tests.
 */
import { expect } from "vitest";
import { type Event, type Json, newEvent } from "../event/helpers";
import { tableChoice } from "./table-choice";

export interface DustTable {
  ev: Event;
  t1: Json;
  /** `who` sends their score and their opponent's, `ms` from now; army points only when given ("" blank). */
  send: (who: string, mine: number, theirs: number, ms: number, army?: [string, string]) => void;
}

export function dustTable(): DustTable {
  const ev = newEvent({ system: "dust", players: 8, locale: "en_US" });
  expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
  const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 });
  const t1: Json = g.state.progress.tables.find((x: Json) => x.b !== "")!;
  const send: DustTable["send"] = (who, mine, theirs, ms, army = ["", ""]) => {
    ev.b.standin.submitForm(
      ev.b.standin.forms().at(-1)!.id,
      {
        Round: "1",
        Table: tableChoice(ev.b.standin, t1.table),
        "Your name": who,
        "Your score": String(mine),
        "Your opponent's score": String(theirs),
        ...(army[0] === "" ? {} : { "Your army points left": army[0] }),
        ...(army[1] === "" ? {} : { "Your opponent's army points left": army[1] }),
      },
      { at: new Date(Date.now() + ms) },
    );
  };
  return { ev, t1, send };
}
