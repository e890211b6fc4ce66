/**
 * The sidebar ⇄ server contract is checked by the compiler: a call with a wrong function name or a
 * wrong request shape does not compile (`npm run typecheck` fails if any @ts-expect-error below
 * stops being an error): `typeChecks` is read by the compiler only, never run. The test runs a
 * well-typed call through a fake google.script.run, and puts the global `window` back after.
 */
import { describe, expect, it } from "vitest";
import type { Args, ServerApi } from "../../../src/contract/index";
import { act, call } from "../../../src/ui/rpc";

// What the server table must satisfy (src/addon/server.ts declares SERVER with this type).
type Table = { [K in keyof ServerApi]: (...args: Args<K>) => ServerApi[K]["result"] };
const shapeOnly = {} as Table;

// checked by `tsc`, never run (its ill-typed calls would reach the fake server)
function typeChecks(): void {
  act("generateRound", { expectedRound: 2 });
  call("arbitreGetState");
  call("arbitreGetState", "e1");
  // @ts-expect-error a misspelt field
  act("generateRound", { expectedRond: 2 });
  // @ts-expect-error a field of the wrong type
  act("closeRound", { round: "3" });
  // @ts-expect-error a missing request
  act("dropPlayer");
  // @ts-expect-error an unknown action
  act("generateRounds", { expectedRound: 2 });
  // @ts-expect-error a timer command that does not exist
  act("timer", { action: "stop" });
  // @ts-expect-error one action's request for another (the circuit's asOf is not a Tarot player)
  act("tarotChart", { asOf: "", final: true });
  // @ts-expect-error an action is no server function of its own any more
  call("arbitreGenerateRound", { expectedRound: 2 });
  // @ts-expect-error the server side: an implementation answering the wrong shape
  shapeOnly.arbitreExplainRank = () => ({ ok: true });
}

void typeChecks;

describe("typed server calls", () => {
  it("a well-typed call reaches google.script.run with its arguments", async () => {
    const seen: unknown[] = [];
    const run = {
      withSuccessHandler(ok: (v: unknown) => void) {
        return {
          withFailureHandler() {
            return {
              arbitreAct: (action: unknown, req: unknown) => {
                seen.push(action, req);
                ok({ ok: true });
              },
            };
          },
        };
      },
    };
    const saved = (globalThis as { window?: unknown }).window;
    (globalThis as { window?: unknown }).window = { google: { script: { run } } };
    try {
      await expect(act("generateRound", { expectedRound: 2 })).resolves.toEqual({ ok: true });
      expect(seen).toEqual(["generateRound", { expectedRound: 2 }]);
    } finally {
      delete (globalThis as { window?: unknown }).window;
      if (saved !== undefined) (globalThis as { window?: unknown }).window = saved;
    }
  });
});
