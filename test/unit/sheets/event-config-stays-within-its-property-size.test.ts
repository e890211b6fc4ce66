/** An event's config fits its 9 KB property value: compact Close round records, a size check before writing. */
import { describe, expect, it } from "vitest";
import { ArbitreError } from "../../../src/engine/core/errors";
import { localise } from "../../../src/i18n/render";
import type { SavedTab } from "../../../src/sheets/gateway/journal";
import { assertFits, MAX_EVENT_BYTES } from "../../../src/sheets/gateway/store";
import { savedAtMost } from "../../../src/sheets/kinds/kind";
import { closedCount, fromRanges, toRanges } from "../../../src/sheets/kinds/swiss/labels";

describe("Close round's undo record keeps its tables as ranges", () => {
  it("round-trips any set of tables, in order, without duplicates", () => {
    expect(toRanges([5, 1, 2, 3, 9, 10, 3])).toBe("1-3,5,9-10");
    expect(fromRanges("1-3,5,9-10")).toEqual([1, 2, 3, 5, 9, 10]);
    expect(toRanges([])).toBe("");
    expect(fromRanges("")).toEqual([]);
    const tables = Array.from({ length: 1100 }, (_, i) => i + 1).filter((x) => x % 7 !== 0);
    expect(fromRanges(toRanges(tables))).toEqual(tables);
  });
  it("2,200 players with every game missing: a few bytes, where a list took 10 KB", () => {
    const all = Array.from({ length: 1100 }, (_, i) => i + 1);
    expect(toRanges(all)).toBe("1-1100");
  });
  it("counts the games closed by a record of any version", () => {
    const base = { kind: "closeRound" as const, at: 0, round: 1 };
    expect(closedCount({ ...base, count: 3, ranges: "1-3" })).toBe(3);
    expect(closedCount({ ...base, rows: [2, 3], tables: [1, 2] })).toBe(2);
    expect(closedCount({ ...base, rows: [2] })).toBe(1);
  });
});

describe("an event whose config would not fit is refused before anything is written", () => {
  const event = (name: string) => ({
    v: 2,
    id: "e1",
    kind: "swiss",
    system: "confrerie",
    name,
    date: "",
    suffix: "",
  });
  it("passes a normal config and refuses one over the limit, saying so in words", () => {
    expect(() => assertFits(event("Tournoi de Noël"))).not.toThrow();
    let error: unknown = null;
    try {
      assertFits(event("é".repeat(MAX_EVENT_BYTES)));
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ArbitreError);
    expect(localise(error as ArbitreError, "fr")).toMatch(
      /^cette action demanderait d'enregistrer 18 Ko de réglages pour l'événement, au-delà des 9 Ko que Google Sheets permet\u00a0: rien n'a été modifié$/,
    );
  });
});

describe("the undo record checked before a copy is at least as big as the one saved", () => {
  it("with every mark a saved block may carry: formats, automatic, no formula, its look kept", () => {
    const largest: SavedTab<"ranking"> = {
      role: "ranking",
      rows: 9999999,
      cols: 99999,
      col: 99999,
      formats: true,
      automatic: true,
      formulas: false,
      look: "plain",
      lookRows: 9999999,
    };
    const bound = JSON.stringify(savedAtMost(["ranking"])[0]).length;
    expect(bound).toBeGreaterThanOrEqual(JSON.stringify(largest).length);
    expect(bound).toBeGreaterThanOrEqual(JSON.stringify({ ...largest, look: "kept" }).length);
  });
});
