/**
 * The sidebar ⇄ server contract is checked by the compiler: a call with a wrong function name or a
 * wrong request shape does not compile (`npm run typecheck` fails if any @ts-expect-error below
 * stops being an error). The test also runs the well-typed calls through a fake google.script.run.
 */
import { describe, expect, it } from "vitest";
import type { Args, ServerApi } from "../../../src/contract/index";
import { call } from "../../../src/ui/rpc";

// What the server table must satisfy (src/addon/server.ts declares SERVER with this type).
type Table = { [K in keyof ServerApi]: (...args: Args<K>) => ServerApi[K]["result"] };
const shapeOnly = {} as Table;

function typeChecks(): void {
  call("arbitreGenerateRound", { expectedRound: 2 });
  call("arbitreGetState");
  call("arbitreGetState", "e1");
  // @ts-expect-error a misspelt field
  call("arbitreGenerateRound", { expectedRond: 2 });
  // @ts-expect-error a field of the wrong type
  call("arbitreCloseRound", { round: "3" });
  // @ts-expect-error a missing request
  call("arbitreDropPlayer");
  // @ts-expect-error an unknown server function
  call("arbitreGenerateRounds", { expectedRound: 2 });
  // @ts-expect-error a timer command that does not exist
  call("arbitreTimer", { action: "stop" });
  // @ts-expect-error the server side: an implementation answering the wrong shape
  shapeOnly.arbitreExplainRank = () => ({ ok: true });
}

describe("typed server calls", () => {
  it("a well-typed call reaches google.script.run with its arguments", async () => {
    const seen: unknown[] = [];
    const run = {
      withSuccessHandler(ok: (v: unknown) => void) {
        return {
          withFailureHandler() {
            return {
              arbitreGenerateRound: (req: unknown) => {
                seen.push(req);
                ok({ ok: true });
              },
            };
          },
        };
      },
    };
    (globalThis as { window?: unknown }).window = { google: { script: { run } } };
    await expect(call("arbitreGenerateRound", { expectedRound: 2 })).resolves.toEqual({ ok: true });
    expect(seen).toEqual([{ expectedRound: 2 }]);
    expect(typeof typeChecks).toBe("function");
  });
});
