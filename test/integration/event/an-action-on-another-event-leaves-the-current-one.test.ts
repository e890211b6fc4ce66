/**
 * An action on an event other than the current one (a sidebar still showing it while another
 * window selected another event): the answer shows the event acted upon, and the current event
 * stays the one Select event chose. Only Select event and New event change the current event; the
 * state's event list always marks it.
 */
import { describe, expect, it } from "vitest";
import { type Json, newEvent } from "./helpers";

function twoEvents() {
  const ev = newEvent({ system: "confrerie", players: 6, name: "Open" });
  const a = ev.state().event.id as string;
  const created = ev.call("arbitreCreateEvent", {
    system: "dust",
    name: "Ligue",
    date: "2025-11-15",
    another: true,
  });
  expect(created.ok, created.error).toBe(true);
  const b = created.state.event.id as string;
  // New event makes the new event current
  expect(currentOf(created.state)).toBe(b);
  ev.b.standin.write(`'${created.state.event.tabs.players}'!A2:D5`, [
    ["Ada", "", "", 300],
    ["Ben", "", "", 280],
    ["Cléo", "", "", 290],
    ["Dan", "", "", 300],
  ]);
  // another window selects the first event again
  const sel = ev.call("arbitreSelectEvent", { eventId: a });
  expect(sel.ok, sel.error).toBe(true);
  expect(sel.state.event.id).toBe(a);
  expect(currentOf(sel.state)).toBe(a);
  return { ev, a, b };
}

function currentOf(st: Json): string {
  const marked = st.events.filter((e: Json) => e.current).map((e: Json) => e.id);
  expect(marked).toHaveLength(1);
  return marked[0];
}

describe("an action on an event that is not the current one", () => {
  it("arbitreUpdateEvent: the answer shows the event changed; the current event does not change", () => {
    const { ev, a, b } = twoEvents();
    const r = ev.call("arbitreUpdateEvent", { eventId: b, roundMinutes: 45, name: "Ligue d'hiver" });
    expect(r.ok, r.error).toBe(true);
    expect(r.state.event).toMatchObject({ id: b, name: "Ligue d'hiver", roundMinutes: 45 });
    expect(currentOf(r.state)).toBe(a);
    expect(r.state.events.find((e: Json) => e.id === b).name).toBe("Ligue d'hiver");
    // a sidebar opened now shows the current event; the one showing the other event keeps it
    expect(ev.call("arbitreGetState").event.id).toBe(a);
    const other = ev.call("arbitreGetState", b);
    expect(other.event).toMatchObject({ id: b, roundMinutes: 45 });
    expect(currentOf(other)).toBe(a);
  });

  it("arbitreGenerateRound and a refusal: the same, and the first event's tabs are untouched", () => {
    const { ev, a, b } = twoEvents();
    const first = ev.b.standin.values("Rondes!A1:K20");
    const g = ev.call("arbitreGenerateRound", { eventId: b, expectedRound: 1 });
    expect(g.ok, g.error).toBe(true);
    expect(g.state.event.id).toBe(b);
    expect(g.state.progress.round).toBe(1);
    expect(currentOf(g.state)).toBe(a);
    expect(ev.b.standin.values("Rondes!A1:K20")).toEqual(first);
    expect(ev.b.standin.values("'Rondes — Ligue'!C2")).toEqual([[expect.any(String)]]);
    const again = ev.call("arbitreGenerateRound", { eventId: b, expectedRound: 1 });
    expect(again.ok).toBe(false);
    expect(again.state.event.id).toBe(b);
    expect(currentOf(again.state)).toBe(a);
    const st = ev.call("arbitreGetState");
    expect(st.event.id).toBe(a);
    expect(st.progress.round).toBe(0);
  });

  it("Select event makes it current, and only then does a request without an eventId act on it", () => {
    const { ev, a, b } = twoEvents();
    expect(ev.call("arbitreUpdateEvent", { roundMinutes: 50 }).state.event).toMatchObject({
      id: a,
      roundMinutes: 50,
    });
    const sel = ev.call("arbitreSelectEvent", { eventId: b });
    expect(sel.state.event.id).toBe(b);
    expect(currentOf(sel.state)).toBe(b);
    const r = ev.call("arbitreUpdateEvent", { roundMinutes: 55 });
    expect(r.state.event).toMatchObject({ id: b, roundMinutes: 55 });
    expect(ev.call("arbitreGetState", a).event.roundMinutes).toBe(50);
  });
});
