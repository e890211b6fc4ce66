/**
 * Publish lays the Public tab out for a phone (three narrow columns); Undo of Publish puts back the
 * columns' widths as they were, with the cells, in every kind. Pressed again after Undo, Publish lays
 * them out again.
 */
import { describe, expect, it } from "vitest";
import { newFederation } from "./circuit/federation";
import { newEvent } from "./event/helpers";
import { newLeague } from "./league/helpers";
import { newClub } from "./tarot/club";

// biome-ignore lint/suspicious/noExplicitAny: answers are plain JSON from the bundle.
type Json = any;
type Run = {
  b: { standin: { spreadsheet: GoogleAppsScript.Spreadsheet.Spreadsheet } };
  call(name: string, ...args: unknown[]): Json;
};

const OWN = [111, 222, 99];

/** The widths of the Public tab's first three columns. */
function widths(x: Run): number[] {
  const tab = x.b.standin.spreadsheet.getSheets().find((s) => /^Public/.test(s.getName()))!;
  return [1, 2, 3].map((c) => tab.getColumnWidth(c));
}

function publishedThenUndone(x: Run): void {
  const tab = x.b.standin.spreadsheet.getSheets().find((s) => /^Public/.test(s.getName()))!;
  OWN.forEach((px, c) => {
    tab.setColumnWidth(c + 1, px);
  });
  const done = x.call("arbitrePublish", {});
  expect(done.ok, done.error).toBe(true);
  const phone = widths(x);
  expect(phone).not.toEqual(OWN);
  const undone = x.call("arbitreUndoLastAction", { confirm: true });
  expect(undone.ok, undone.error).toBe(true);
  expect(widths(x)).toEqual(OWN);
  expect(x.call("arbitrePublish", {}).ok).toBe(true);
  expect(widths(x)).toEqual(phone);
}

describe("Undo of Publish puts back the Public tab's column widths", () => {
  it("Swiss", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    publishedThenUndone(ev);
  });

  it("team league", () => {
    const l = newLeague();
    expect(l.call("arbitreGenerateCalendar", {}).ok).toBe(true);
    expect(l.call("arbitreDrawScenarios", {}).ok).toBe(true);
    expect(l.call("arbitreUpdateLeague", {}).ok).toBe(true);
    publishedThenUndone(l);
  });

  it("season circuit", () => {
    const f = newFederation({ seasons: 1, tournaments: 5, players: 20, pool: 60 });
    expect(f.call("arbitreComputeCircuit", {}).ok).toBe(true);
    publishedThenUndone(f);
  });

  it("Tarot duplicate", () => {
    const c = newClub({ players: 12, tournaments: 4, deals: 6, first: "2026-01-07", attendance: 0.5 });
    expect(c.call("arbitreComputeTarot", {}).ok).toBe(true);
    publishedThenUndone(c);
  });
});
