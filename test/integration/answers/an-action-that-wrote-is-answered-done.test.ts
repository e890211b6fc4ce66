/**
 * An answer tells the truth. In a circuit whose Masters tab was renamed after the Masters was
 * prepared, Check and compute writes the Ranking tab and saves its undo: it is answered "done"
 * (the missing tab said next to it, never as a refusal), and the next Undo takes back that very
 * action. Publish in that state is refused and writes nothing at all, hidden undo tab included.
 */
import { describe, expect, it } from "vitest";
import type { LoadedBundle } from "../../../tools/standin/index";
import { circuit2025, type Json } from "../circuit/year-2025";
import { snapshot } from "../event/helpers";

function preparedThenRenamed(): { b: LoadedBundle; call: (n: string, ...a: unknown[]) => Json } {
  const { b, call, tabs } = circuit2025();
  const done = (x: Json) => expect(x.ok, x.error).toBe(true);
  done(call("arbitreComputeCircuit", { final: true, year: 2025 }));
  done(call("arbitrePrepareMasters", { year: 2025 }));
  b.standin.runtime.silently(() =>
    b.standin.spreadsheet.getSheetByName(tabs.masters!)!.setName("Masters finale"),
  );
  return { b, call };
}

describe("an action that wrote is answered done", () => {
  it("Check and compute with the Masters tab renamed: done, the missing tab said, and Undo takes back the compute", () => {
    const { b, call } = preparedThenRenamed();
    const before = snapshot(b);
    const r = call("arbitreComputeCircuit", { asOf: "", final: false });
    expect(r.ok, r.error).toBe(true);
    expect(r.message).toMatch(/Classement/);
    // it did write (the Ranking tab and the undo record)
    expect(snapshot(b)).not.toBe(before);
    const texts = (r.state.messages as { level: string; text: string }[]).map((m) => m.text);
    expect(texts.some((x) => /l'onglet «\u00a0Masters\u00a0» est introuvable/.test(x))).toBe(true);
    expect(r.state.lastAction.label).toBe(call("arbitreGetState").lastAction.label);
    expect(r.state.lastAction.undoLabel).toMatch(/Vérifier et calculer/);
  });

  it("Publish in that state is refused and writes nothing, hidden undo tab and settings included", () => {
    const { b, call } = preparedThenRenamed();
    const before = snapshot(b);
    const r = call("arbitrePublish", {});
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/l'onglet «\u00a0Masters\u00a0» est introuvable/);
    expect(snapshot(b)).toBe(before);
  });
});
