/** A season circuit in the stand-in whose 2025 ranking is known: three tournaments, player i always i-th. */
import { expect } from "vitest";
import { type LoadedBundle, loadBundle } from "../../../tools/standin/index";

// biome-ignore lint/suspicious/noExplicitAny: answers are plain JSON from the bundle.
export type Json = any;

export const PLAYERS = Array.from({ length: 30 }, (_, i) => `Joueur ${String(i + 1).padStart(2, "0")}`);

/** Three 2025 tournaments where player i always finishes i-th: the year-end ranking is 1..n. */
export interface Circuit2025 {
  b: LoadedBundle;
  call: (n: string, ...a: unknown[]) => Json;
  tabs: Record<string, string>;
}

export function circuit2025(n = 20, locale = "fr_FR"): Circuit2025 {
  const b = loadBundle("build/Code.js", { locale });
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
    ids.flatMap((id) => PLAYERS.slice(0, n).map((p, i) => [id, p, i + 1, ""])),
  );
  return { b, call, tabs };
}

/** A new circuit in the stand-in with these Tournaments and Results rows pasted. */
export function circuitWith(
  tournaments: unknown[][],
  results: unknown[][],
  date = "2026-01-01",
): Circuit2025 {
  const b = loadBundle("build/Code.js", { locale: "fr_FR" });
  const call = (name: string, ...args: unknown[]) => b.call(name, ...args) as Json;
  const r = call("arbitreCreateEvent", { system: "circuit-masters", name: "Masters", date });
  expect(r.ok, r.error).toBe(true);
  const tabs = r.state.circuit.tabs as Record<string, string>;
  b.standin.write(`'${tabs.tournaments}'!A2`, tournaments);
  b.standin.write(`'${tabs.results}'!A2`, results);
  return { b, call, tabs };
}
