/**
 * The event store (src/sheets/gateway/store.ts): versioned, brought up to date when read, and loud
 * when a value cannot be read: nothing is overwritten, and a second New event never replaces the first.
 */
import { describe, expect, it } from "vitest";
import { migrate, STORE_VERSION } from "../../../src/sheets/gateway/store";
import { newEvent, snapshot } from "./helpers";

describe("event store: versions", () => {
  it("migrate() brings a v1 Swiss event up to the current version (kind added, nothing else changed)", () => {
    const v1 = { v: 1, id: "e1", name: "Open", system: "dust", date: "2025-11-14", swiss: [{ games: 2 }] };
    const now = migrate(v1);
    expect(now).toEqual({ ...v1, v: STORE_VERSION, kind: "swiss" });
    expect(migrate(now as never)).toEqual(now); // idempotent
  });

  it("an event stored by the previous version (v1, index without a version) is read and can be played", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    const data = ev.b.standin.properties.document.data;
    const stored = JSON.parse(data.get("arbitre.event.e1")!);
    delete stored.kind;
    stored.v = 1;
    data.set("arbitre.event.e1", JSON.stringify(stored));
    data.set("arbitre.index", JSON.stringify({ current: "e1", ids: ["e1"], next: 2 }));
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(g.ok, g.error).toBe(true);
    const saved = JSON.parse(data.get("arbitre.event.e1")!);
    expect(saved).toMatchObject({ v: STORE_VERSION, kind: "swiss" });
  });
});

describe("event store: an unreadable value is an error that names it, and nothing is overwritten", () => {
  const cases: [string, (data: Map<string, string>) => void][] = [
    ["a corrupt index", (d) => d.set("arbitre.index", "{not json")],
    ["an index whose ids are not a list", (d) => d.set("arbitre.index", '{"current":"e1","ids":5,"next":2}')],
    ["a corrupt event", (d) => d.set("arbitre.event.e1", "{oops")],
    ["an event listed but missing", (d) => d.delete("arbitre.event.e1")],
    [
      "an index from a newer version",
      (d) => d.set("arbitre.index", '{"v":99,"current":"e1","ids":["e1"],"next":2}'),
    ],
  ];
  for (const [what, corrupt] of cases) {
    it(`${what}: the sidebar says so, and New event writes nothing`, () => {
      const ev = newEvent({ system: "confrerie", players: 4 });
      const data = ev.b.standin.properties.document.data;
      corrupt(data);
      const key =
        what.includes("event") && !what.includes("index") ? "arbitre\\.event\\.e1" : "arbitre\\.index";
      const st = ev.state();
      expect(st.messages.map((m: { text: string }) => m.text).join("\n")).toMatch(new RegExp(key));
      const before = snapshot(ev.b);
      const r = ev.call("arbitreCreateEvent", {
        system: "dust",
        name: "Second",
        date: "2025-11-15",
        another: true,
      });
      expect(r.ok).toBe(false);
      expect(r.error).toMatch(new RegExp(key));
      expect(r.error).toMatch(/rien n'a été modifié/);
      expect(snapshot(ev.b)).toBe(before);
    });
  }
});

describe("a second New event never overwrites the first", () => {
  it("two events: two configs, two sets of tabs, the first unchanged", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    const data = ev.b.standin.properties.document.data;
    const first = data.get("arbitre.event.e1");
    const r = ev.call("arbitreCreateEvent", {
      system: "dust",
      name: "Second",
      date: "2025-11-15",
      another: true,
    });
    expect(r.ok, r.error).toBe(true);
    expect(data.get("arbitre.event.e1")).toBe(first);
    expect(JSON.parse(data.get("arbitre.event.e2")!)).toMatchObject({
      id: "e2",
      name: "Second",
      system: "dust",
    });
    expect(JSON.parse(data.get("arbitre.index")!)).toMatchObject({ ids: ["e1", "e2"], current: "e2" });
    expect(r.state.events.map((e: { name: string }) => e.name)).toEqual(["Open", "Second"]);
  });
});
