import { describe, expect, it } from "vitest";
import { newEvent } from "./helpers";

describe("the document lock is released on every exception path", () => {
  it("a corrupt event index (refused while loading the events) does not leave the lock held", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    ev.b.standin.properties.document.data.set("arbitre.index", '{"current":"e1","ids":5,"next":2}');
    const r = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/arbitre\.index/);
    expect(ev.b.standin.locks.document.holder).toBe(null);
  });
});
