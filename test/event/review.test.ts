/** Review findings: each test fails on the defect it names and passes once fixed. */
import { describe, expect, it } from "vitest";
import { type Event, enterResults, type Json, newEvent, snapshot } from "./helpers";

function deleteTab(ev: Event, tab: string): void {
  const ss = ev.b.standin.spreadsheet;
  ss.deleteSheet(ss.getSheetByName(tab)!);
}

describe("a generated tab deleted by hand: the action refuses before writing anything", () => {
  const cases: [string, string, (ev: Event) => Json][] = [
    [
      "Generate, Pairings deleted",
      "Appariements",
      (ev) => ev.call("arbitreGenerateRound", { expectedRound: 2 }),
    ],
    [
      "Generate, Match slips deleted",
      "Fiches de match",
      (ev) => ev.call("arbitreGenerateRound", { expectedRound: 2 }),
    ],
    [
      "Generate, Standings deleted",
      "Classement",
      (ev) => ev.call("arbitreGenerateRound", { expectedRound: 2 }),
    ],
    [
      "Undo round, Pairings deleted",
      "Appariements",
      (ev) => ev.call("arbitreUndoLastRound", { round: 1, confirm: true }),
    ],
    [
      "Undo round, Standings deleted",
      "Classement",
      (ev) => ev.call("arbitreUndoLastRound", { round: 1, confirm: true }),
    ],
    [
      "Undo last action (generate), Slips deleted",
      "Fiches de match",
      (ev) => ev.call("arbitreUndoLastAction", { confirm: true }),
    ],
  ];
  for (const [label, tab, act] of cases) {
    it(label, () => {
      const ev = newEvent({ system: "confrerie", players: 8 });
      expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
      enterResults(ev);
      deleteTab(ev, tab);
      const before = snapshot(ev.b);
      const r = act(ev);
      expect(r.ok).toBe(false);
      expect(r.error).toContain(tab);
      expect(snapshot(ev.b)).toBe(before);
    });
  }
  it("Top cut stage, Pairings deleted", () => {
    const ev = newEvent({ system: "confrerie", players: 8, topCut: 4 });
    for (let r = 1; r <= 3; r++) {
      expect(ev.call("arbitreGenerateRound", { expectedRound: r }).ok).toBe(true);
      enterResults(ev);
    }
    deleteTab(ev, "Appariements");
    const before = snapshot(ev.b);
    const r = ev.call("arbitreTopCut", { expectedStage: 1 });
    expect(r.ok).toBe(false);
    expect(r.error).toContain("Appariements");
    expect(snapshot(ev.b)).toBe(before);
  });
});

describe("a date that does not exist is refused (V8's Date.parse rolls 2025-02-30 over to March)", () => {
  for (const date of ["2025-02-30", "2025-02-29", "2025-04-31"]) {
    it(`arbitreUpdateEvent refuses ${date} and changes nothing`, () => {
      const ev = newEvent({ system: "confrerie", players: 4 });
      const before = snapshot(ev.b);
      const r = ev.call("arbitreUpdateEvent", { eventId: ev.state().event.id, date });
      expect(r.ok).toBe(false);
      expect(r.error).toMatch(new RegExp(`réglage date invalide : « ${date} »`));
      expect(snapshot(ev.b)).toBe(before);
    });
  }
  it("a real 29 February is accepted", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    const r = ev.call("arbitreUpdateEvent", { eventId: ev.state().event.id, date: "2028-02-29" });
    expect(r.ok, r.error).toBe(true);
    expect(r.state.event.date).toBe("2028-02-29");
  });
});

describe("names that Sheets would parse as a number, boolean or date stay text in every tab Arbitre writes", () => {
  it("1984, 007, TRUE, 12/03, 14:30: round generated, closed, published, the event still reads", () => {
    const ev = newEvent({ system: "confrerie", players: 6, topCut: 2 });
    const odd = ["1984", "007", "TRUE", "12/03", "14:30", "'Tom"];
    // typed with a leading apostrophe, as an organiser would to keep them text
    ev.b.standin.write(
      "Joueurs!A2:A7",
      odd.map((n) => [`'${n}`]),
    );
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(g.ok, g.error).toBe(true);
    const names = (ev.b.standin.values("Rondes!C2:D4") as unknown[][]).flat();
    expect(names.every((v) => typeof v === "string")).toBe(true);
    expect(names.sort()).toEqual([...odd].sort());
    const st = ev.state();
    expect(st.messages.filter((m: Json) => m.level === "error")).toEqual([]);
    expect(st.players.map((p: Json) => p.name).sort()).toEqual([...odd].sort());
    const byName = (ev.b.standin.values("Appariements!A3:C8") as unknown[][]).flatMap((r) => [r[0], r[2]]);
    expect(byName.every((v) => typeof v === "string")).toBe(true);
    // the organiser decides every game (names written by Close round / read back by every action)
    const c = ev.call("arbitreCloseRound", { round: 1, confirm: true });
    expect(c.ok, c.error).toBe(true);
    const p = ev.call("arbitrePublish", {});
    expect(p.ok, p.error).toBe(true);
    const pub = (ev.b.standin.values("Public!A5:G10") as unknown[][]).flat();
    for (const n of odd) expect(pub).toContain(n);
    for (let r = 2; r <= 3; r++) {
      const next = ev.call("arbitreGenerateRound", { expectedRound: r });
      expect(next.ok, next.error).toBe(true);
      expect(ev.call("arbitreCloseRound", { round: r, confirm: true }).ok).toBe(true);
    }
    const top = ev.call("arbitreTopCut", { expectedStage: 1 });
    expect(top.ok, top.error).toBe(true);
    expect(ev.state().messages.filter((m: Json) => m.level === "error")).toEqual([]);
  });
});

describe("the document lock is released on every exception path", () => {
  it("a corrupt event index (an unexpected exception while loading the events) does not leave the lock held", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    ev.b.standin.properties.document.data.set("arbitre.index", '{"current":"e1","ids":5,"next":2}');
    expect(() => ev.call("arbitreGenerateRound", { expectedRound: 1 })).toThrow();
    expect(ev.b.standin.locks.document.holder).toBe(null);
  });
});
