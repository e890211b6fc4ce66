/**
 * In a `node:vm` context every global name the script looks up goes through the context's interceptor,
 * a thousand times slower than in Apps Script: a big action spent most of its time looking up `Math` and
 * `Array`. The stand-in hands the bundle the context's built-ins once, at load (tools/standin/loader.ts
 * LOCAL_BUILTINS): an action looks none of them up on the global object, and still sees a test's
 * Math.random replaced after load.
 */
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { newFederation } from "./circuit/federation";

describe("the bundle in the stand-in", () => {
  it("looks Math, Array, Object, String and Date up once, at load, not at every use", () => {
    const f = newFederation({ seasons: 1, tournaments: 5, players: 20, pool: 60 });
    const ctx = f.b.context as Record<string, unknown>;
    const lookups: Record<string, number> = {};
    for (const name of ["Math", "Array", "Object", "String", "Date"]) {
      const real = vm.runInContext(name, f.b.context);
      lookups[name] = 0;
      Object.defineProperty(ctx, name, {
        configurable: true,
        get: () => {
          lookups[name]!++;
          return real;
        },
      });
    }
    const r = f.call("arbitreComputeCircuit", {});
    expect(r.ok).toBe(true);
    expect(lookups).toEqual({ Math: 0, Array: 0, Object: 0, String: 0, Date: 0 });
  });

  it("still sees Math.random replaced after load", () => {
    const f = newFederation({ seasons: 1, tournaments: 5, players: 20, pool: 60 });
    vm.runInContext("Math.random = function () { return 0.25; };", f.b.context);
    expect(f.b.context.ArbitreApp).toBeDefined();
    const random = vm.runInContext("(function () { return Math.random(); })()", f.b.context);
    expect(random).toBe(0.25);
  });
});
