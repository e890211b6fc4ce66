/**
 * The stand-in's `now` option is the bundle's clock too: `Date.now()` and `new Date()` in the bundle
 * read the stand-in's clock (which runs on from `now` as time passes, and moves on with
 * `Utilities.sleep` and `clock.advance`), so a test can play an event at a chosen date. A date the
 * bundle is handed (a cell's value) is still a `Date` there.
 */
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { loadBundle } from "../index";

const AT = Date.parse("2031-05-04T10:00:00Z");

describe("the bundle's clock", () => {
  it("Date.now() and new Date() in the bundle read the stand-in's clock", () => {
    const b = loadBundle("build/Code.js", { now: new Date(AT), locale: "fr_FR" });
    const read = () => vm.runInContext("[Date.now(), new Date().getTime(), typeof Date()]", b.context);
    const [now, made, called] = read() as [number, number, string];
    expect(now - AT).toBeGreaterThanOrEqual(0);
    expect(now - AT).toBeLessThan(60_000);
    expect(made - AT).toBeLessThan(60_000);
    expect(called).toBe("string");
    expect(Math.abs(b.standin.clock.now().getTime() - now)).toBeLessThan(60_000);
    // the clock moved on: the bundle follows
    b.standin.clock.advance(86_400_000);
    expect((read() as number[])[0]! - AT).toBeGreaterThanOrEqual(86_400_000);
    // dates stay dates: built in the bundle, or handed to it (a cell's value, an argument)
    vm.runInContext(
      "globalThis.__dayOf = function (d) { return d instanceof Date ? d.getTime() : -1; };",
      b.context,
    );
    expect(b.call("__dayOf", new Date(5))).toBe(5);
    expect(
      vm.runInContext("new Date(0) instanceof Date && new Date(2031, 0, 1).getFullYear()", b.context),
    ).toBe(2031);
  });

  it("an event played at the chosen date: Tarot's Public tab says that day", () => {
    const b = loadBundle("build/Code.js", { now: new Date(AT), locale: "fr_FR" });
    const r = b.call("arbitreCreateEvent", {
      system: "tarot-duplicate",
      name: "Club",
      date: "2031-05-04",
    }) as {
      ok: boolean;
      error?: string;
      state: { tarot: { tabs: Record<string, string> } };
    };
    expect(r.ok, r.error).toBe(true);
    const tabs = r.state.tarot.tabs;
    const rows: unknown[][] = [];
    for (let d = 1; d <= 4; d++)
      for (const p of ["Bot", "Anne", "Bruno", "Chloé"])
        rows.push(["T001", "2031-04-30", d, "défense", p, 10 * d, false]);
    b.standin.write(`'${tabs.deals}'!A2`, rows);
    for (const action of ["arbitreComputeTarot", "arbitrePublish"]) {
      const a = b.call(action, {}) as { ok: boolean; error?: string };
      expect(a.ok, a.error).toBe(true);
    }
    const shown = JSON.stringify(b.standin.values(`'${tabs.public}'!A1:I40`));
    expect(shown).toContain("Mis à jour le 04/05/2031");
  });
});
