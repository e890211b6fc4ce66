/**
 * The headers of the Masters tab and of the Tarot Tournaments tab are not cut: each column is at
 * least as wide as its header needs (about 7.5 px a character, bold, and a margin). Through the
 * real bundle.
 */
import { describe, expect, it } from "vitest";
import type { LoadedBundle } from "../../tools/standin/index";
import { circuit2025, type Json } from "./circuit/year-2025";
import { newClub } from "./tarot/club";

const needs = (h: unknown) => Math.ceil(String(h).length * 7.5 + 16);

function cut(b: LoadedBundle, tab: string, headerRow: number): string[] {
  const sheet = b.standin.spreadsheet.getSheetByName(tab)!;
  const head = (b.standin.values(`'${tab}'!A${headerRow}:AB${headerRow}`) as unknown[][])[0]!;
  return head
    .map((h, c) => ({ h: String(h), w: sheet.getColumnWidth(c + 1) }))
    .filter((x) => x.h !== "" && x.w < needs(x.h))
    .map((x) => `${x.h} (${x.w} px)`);
}

describe("headers not cut", () => {
  it("the Masters tab: « Coups A », « Coups concédés », « Confrontations », « Tête de série »", () => {
    const c = circuit2025();
    expect((c.call("arbitreComputeCircuit", { final: true, year: 2025 }) as Json).ok).toBe(true);
    expect((c.call("arbitrePrepareMasters", { year: 2025 }) as Json).ok).toBe(true);
    expect(cut(c.b, c.tabs.masters!, 4)).toEqual([]);
  });

  it("the Tarot Tournaments tab: « Donnes attaque », « Donnes défense »", () => {
    const c = newClub({ players: 4, tournaments: 1, deals: 8, first: "2026-01-07" });
    expect(c.call("arbitreComputeTarot", {}).ok).toBe(true);
    const head = (c.b.standin.values(`'${c.tabs.tournaments}'!A1:J3`) as unknown[][]).findIndex(
      (r) => r[0] === "Tournoi",
    );
    expect(head).toBeGreaterThanOrEqual(0);
    expect(cut(c.b, c.tabs.tournaments!, head + 1)).toEqual([]);
  });
});
