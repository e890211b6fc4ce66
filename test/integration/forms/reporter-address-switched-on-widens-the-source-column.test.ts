/**
 * The reporter's address switched on (Update event) once the result form exists widens the Rounds
 * tab's Source column to 460 px, as creating the form with the setting on does, so that
 * « Formulaire (anne@example.org) : … » reads whole; a column the organiser made wider stays as it
 * is, and switching the setting off narrows nothing. Through the bundle.
 */
import { describe, expect, it } from "vitest";
import { newEvent } from "../event/helpers";

/** The Rounds tab's Source column of La Confrérie (after the reasons column): L. */
const SOURCE = 12;

function withForm() {
  const ev = newEvent({ system: "confrerie", players: 4 });
  expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
  const rounds = ev.b.standin.spreadsheet.getSheetByName("Rondes")!;
  expect(rounds.getRange(1, SOURCE).getValue()).toBe("Source");
  return { ev, width: () => rounds.getColumnWidth(SOURCE), rounds };
}

describe("the reporter's address switched on after the form exists", () => {
  it("widens the Source column to 460 px; switched off, it stays", () => {
    const { ev, width } = withForm();
    expect(width()).toBe(260);
    expect(ev.call("arbitreUpdateEvent", { eventId: "e1", reporterEmail: true }).ok).toBe(true);
    expect(width()).toBe(460);
    expect(ev.call("arbitreUpdateEvent", { eventId: "e1", reporterEmail: false }).ok).toBe(true);
    expect(width()).toBe(460);
  });

  it("never narrows a Source column the organiser made wider", () => {
    const { ev, width, rounds } = withForm();
    rounds.setColumnWidth(SOURCE, 600);
    expect(ev.call("arbitreUpdateEvent", { eventId: "e1", reporterEmail: true }).ok).toBe(true);
    expect(width()).toBe(600);
  });
});
