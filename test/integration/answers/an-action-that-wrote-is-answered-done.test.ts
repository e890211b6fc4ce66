/**
 * An answer tells the truth. In a circuit whose Masters tab was renamed after the Masters was
 * prepared, Check and compute writes the Ranking tab and saves its undo: it is answered "done"
 * (the missing tab said next to it, never as a refusal), and the next Undo takes back that very
 * action. Publish in that state is refused and writes nothing at all, hidden undo tab included.
 */
import { describe, expect, it } from "vitest";
import { type LoadedBundle, loadBundle } from "../../../tools/standin/index";
import { snapshot } from "../event/helpers";

// biome-ignore lint/suspicious/noExplicitAny: answers are plain JSON from the bundle.
type Json = any;

const PLAYERS = Array.from({ length: 20 }, (_, i) => `Joueur ${String(i + 1).padStart(2, "0")}`);

function preparedThenRenamed(): { b: LoadedBundle; call: (n: string, ...a: unknown[]) => Json } {
  const b = loadBundle("build/Code.js", { locale: "fr_FR" });
  const call = (name: string, ...args: unknown[]) => b.call(name, ...args) as Json;
  const r = call("arbitreCreateEvent", { system: "circuit-masters", name: "Grand Sud", date: "2025-01-01" });
  expect(r.ok, r.error).toBe(true);
  const tabs = r.state.circuit.tabs as Record<string, string>;
  const ids = ["T1", "T2", "T3"];
  b.standin.write(
    `'${tabs.tournaments}'!A2`,
    ids.map((id, i) => [id, `Club ${i + 1}`, `2025-0${i + 3}-10`, "duplicate"]),
  );
  b.standin.write(
    `'${tabs.results}'!A2`,
    ids.flatMap((id) => PLAYERS.map((p, i) => [id, p, i + 1, ""])),
  );
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
    expect(texts.some((x) => /l'onglet « Masters » est introuvable/.test(x))).toBe(true);
    expect(r.state.lastAction.label).toBe(call("arbitreGetState").lastAction.label);
    expect(r.state.lastAction.undoLabel).toMatch(/Vérifier et calculer/);
  });

  it("Publish in that state is refused and writes nothing, hidden undo tab and settings included", () => {
    const { b, call } = preparedThenRenamed();
    const before = snapshot(b);
    const r = call("arbitrePublish", {});
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(/l'onglet « Masters » est introuvable/);
    expect(snapshot(b)).toBe(before);
  });
});
