/**
 * Every lock-taking action has one entry point, arbitreAct(action, req); the tests' shorthand
 * `call("arbitreSelectEvent", req)` (tools/standin/loader.ts actionShorthand) runs it as
 * arbitreAct("selectEvent", req), and a function the bundle does declare is called as itself.
 */
import { describe, expect, it } from "vitest";
import { actionShorthand, loadBundle } from "../../tools/standin/index";

describe("one action endpoint", () => {
  it("the bundle declares arbitreAct and no function per action; the shorthand reaches the action", () => {
    const b = loadBundle("build/Code.js", { locale: "fr_FR", sheets: [{ name: "Feuille 1" }] });
    expect(b.hasFunction("arbitreAct")).toBe(true);
    expect(b.hasFunction("arbitreSelectEvent")).toBe(false);
    const direct = b.call("arbitreAct", "selectEvent", { eventId: "nope" }) as { ok: boolean; error: string };
    const short = b.call("arbitreSelectEvent", { eventId: "nope" }) as { ok: boolean; error: string };
    expect(direct.ok).toBe(false);
    expect(short).toEqual(direct);
    // a function of its own is not an action
    expect((b.call("arbitreGetState") as { event: unknown }).event).toBeNull();
    expect(actionShorthand({ arbitreAct: () => 0, arbitreGetState: () => 0 }, "arbitreGetState")).toBeNull();
    expect(actionShorthand({ arbitreAct: () => 0 }, "arbitreComputeCircuit")).toBe("computeCircuit");
    expect(actionShorthand({}, "arbitreComputeCircuit")).toBeNull();
  });
});
