/**
 * Undo of Top cut, of Generate round and of Swap players puts back the Pairings and Match slips tabs
 * exactly as they were before the action (values with their types, number formats), not written again from the
 * event as it is now: the rounds planned changed since the last round was paired, its title read
 * « Ronde 2 sur 4 » and reads so again after Undo, never « sur 7 »; what the organiser typed or
 * formatted there comes back too.
 */
import { describe, expect, it } from "vitest";
import { type Event, enterResults, type Json, newEvent } from "./helpers";

/** The values and number formats of a tab, trailing blanks left out. */
function cells(ev: Event, name: string): string {
  const sheet = ev.b.standin.book.sheets.find((s) => s.name === name)!;
  const lines: string[] = [];
  for (const src of sheet.rows) {
    const row = (src ?? []).map((c) => {
      if (!c) return "";
      const v: unknown = c.value;
      const blank = v === "" || v === null || v === undefined;
      if (blank && !c.format) return "";
      return JSON.stringify([v instanceof Date ? v.getTime() : v, c.formula ?? "", c.format ?? ""]);
    });
    while (row.length > 0 && row[row.length - 1] === "") row.pop();
    lines.push(row.join("|"));
  }
  while (lines.length > 0 && lines[lines.length - 1] === "") lines.pop();
  return lines.join("\n");
}

function pairingTabs(ev: Event): { pairings: string; slips: string } {
  const t = ev.state().event.tabs;
  return { pairings: cells(ev, t.pairings), slips: cells(ev, t.slips) };
}

/** Two Swiss rounds of four planned, then seven planned: the titles written still say four. */
function twoRoundsThenSeven(ev: Event): void {
  expect(ev.call("arbitreUpdateEvent", { rounds: 4 }).ok).toBe(true);
  for (const round of [1, 2]) {
    const g = ev.call("arbitreGenerateRound", { expectedRound: round });
    expect(g.ok, g.error).toBe(true);
    enterResults(ev);
  }
  const r = ev.call("arbitreUpdateEvent", { rounds: 7 });
  expect(r.ok, r.error).toBe(true);
}

/** The organiser's own touches: a note typed as a date, a number formatted as a percentage. */
function touch(ev: Event): void {
  const t = ev.state().event.tabs;
  ev.b.standin.write(`'${t.pairings}'!J2`, [["2026-03-14"]]);
  ev.b.standin.write(`'${t.slips}'!F3`, [[0.25]]);
  ev.b.standin.book.sheetByName(t.slips)!.cell(3, 6)!.format = "0.0%";
}

function undoLast(ev: Event): Json {
  return ev.call("arbitreUndoLastAction", { at: ev.state().lastAction.at, confirm: true });
}

describe("Undo puts the Pairings and Match slips tabs back as they were", () => {
  it("Top cut: the titles of the last Swiss round as they read, « sur 4 »", () => {
    const ev = newEvent({ system: "confrerie", players: 8, topCut: 4 });
    twoRoundsThenSeven(ev);
    expect(ev.call("arbitreUpdateEvent", { rounds: 2 }).ok).toBe(true);
    touch(ev);
    const before = pairingTabs(ev);
    expect(before.pairings).toMatch(/Ronde 2 sur 4/);
    const top = ev.call("arbitreTopCut", { expectedStage: 1 });
    expect(top.ok, top.error).toBe(true);
    const r = undoLast(ev);
    expect(r.ok, r.error).toBe(true);
    expect(pairingTabs(ev)).toEqual(before);
  });

  it("Generate round: the titles of the round before as they read, « sur 4 »", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    twoRoundsThenSeven(ev);
    touch(ev);
    const before = pairingTabs(ev);
    expect(before.pairings).toMatch(/Ronde 2 sur 4/);
    const g = ev.call("arbitreGenerateRound", { expectedRound: 3 });
    expect(g.ok, g.error).toBe(true);
    const r = undoLast(ev);
    expect(r.ok, r.error).toBe(true);
    expect(pairingTabs(ev)).toEqual(before);
  });
});

describe("Undo of Swap players puts the Pairings and Match slips tabs back as they were", () => {
  it("the rounds planned changed since the swap: the titles read « sur 4 » again", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    expect(ev.call("arbitreUpdateEvent", { rounds: 4 }).ok).toBe(true);
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    touch(ev);
    const before = pairingTabs(ev);
    expect(before.pairings).toMatch(/Ronde 1 sur 4/);
    const tables = ev.state().progress.tables as Json[];
    const [t1, t2] = [tables.find((x) => x.table === 1)!, tables.find((x) => x.table === 2)!];
    const s = ev.call("arbitreSwapPlayers", { round: 1, a: t1.b, b: t2.a, confirm: true });
    expect(s.ok, s.error).toBe(true);
    expect(ev.call("arbitreUpdateEvent", { rounds: 7 }).ok).toBe(true);
    const r = undoLast(ev);
    expect(r.ok, r.error).toBe(true);
    expect(pairingTabs(ev)).toEqual(before);
  });
});

/** The undo record as an older version saved it: no copy of the Pairings and Match slips tabs. */
function olderRecord(ev: Event): void {
  const store = ev.b.standin.properties.document.data;
  const key = [...store.keys()].find((k) => (store.get(k) ?? "").includes('"pairings":{"tabs"'))!;
  const config = JSON.parse(store.get(key)!);
  expect(config.undo.pairings).toBeDefined();
  delete config.undo.pairings;
  store.set(key, JSON.stringify(config));
}

describe("Undo of an older record without the copy", () => {
  it("Generate round: the round taken back, the tabs written again for the round before", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    enterResults(ev);
    const before = pairingTabs(ev);
    expect(ev.call("arbitreGenerateRound", { expectedRound: 2 }).ok).toBe(true);
    olderRecord(ev);
    const r = undoLast(ev);
    expect(r.ok, r.error).toBe(true);
    expect(r.state.progress.round).toBe(1);
    expect(pairingTabs(ev)).toEqual(before);
  });

  it("Swap players: the swap taken back, the tabs written again for the round", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    const before = pairingTabs(ev);
    const tables = ev.state().progress.tables as Json[];
    const [t1, t2] = [tables.find((x) => x.table === 1)!, tables.find((x) => x.table === 2)!];
    expect(ev.call("arbitreSwapPlayers", { round: 1, a: t1.b, b: t2.a, confirm: true }).ok).toBe(true);
    olderRecord(ev);
    const r = undoLast(ev);
    expect(r.ok, r.error).toBe(true);
    expect(pairingTabs(ev)).toEqual(before);
  });

  it("Top cut: the stage taken back, the tabs written again for the last Swiss round", () => {
    const ev = newEvent({ system: "confrerie", players: 8, topCut: 4 });
    expect(ev.call("arbitreUpdateEvent", { rounds: 2 }).ok).toBe(true);
    for (const round of [1, 2]) {
      expect(ev.call("arbitreGenerateRound", { expectedRound: round }).ok).toBe(true);
      enterResults(ev);
    }
    const before = pairingTabs(ev);
    expect(ev.call("arbitreTopCut", { expectedStage: 1 }).ok).toBe(true);
    olderRecord(ev);
    const r = undoLast(ev);
    expect(r.ok, r.error).toBe(true);
    expect(r.state.progress.phase).not.toBe("topcut");
    expect(pairingTabs(ev)).toEqual(before);
  });
});
