/**
 * The stand-in's Utilities as Apps Script documents them (tools/standin/REFERENCE.md): sleep takes at most
 * 300000 milliseconds ("The maximum allowed value is 300000 (or 5 minutes)"), and a refused sleep does not move
 * the clock (which otherwise only runs on with the host's time: a second at most here).
 */
import { describe, expect, it } from "vitest";
import { createStandin } from "../index";

describe("the stand-in's Utilities", () => {
  it("sleep refuses more than 300000 milliseconds, the clock left where it was", () => {
    const s = createStandin();
    const { Utilities } = s.globals as { Utilities: GoogleAppsScript.Utilities.Utilities };
    const start = s.clock.now().getTime();
    const moved = () => s.clock.now().getTime() - start - 300000;
    Utilities.sleep(300000);
    expect(moved()).toBeGreaterThanOrEqual(0);
    expect(moved()).toBeLessThan(1000);
    expect(() => Utilities.sleep(300001)).toThrow(/300000/);
    expect(moved()).toBeLessThan(1000);
  });
});
