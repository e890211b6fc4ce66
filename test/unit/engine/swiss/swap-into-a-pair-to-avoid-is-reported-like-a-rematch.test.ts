/** A hand swap that seats a pair to avoid together is reported as a rematch is (RULES §1 Decision). */
import { describe, expect, it } from "vitest";
import { swapPlayers } from "../../../../src/engine/swiss/swap";
import { explain } from "../../../../src/i18n/index";

describe("a swap into a pair to avoid", () => {
  const tables = [
    { a: "Anne", b: "Carl" },
    { a: "Bruno", b: "Denis" },
  ];

  it("is reported with the pair, and the table says so", () => {
    const out = swapPlayers(tables, [], "Carl", "bruno", [[" anne ", "BRUNO"]]);
    expect(out.tables[0]).toEqual({ a: "Anne", b: "Bruno" });
    expect(out.avoided).toEqual([{ a: "Anne", b: "Bruno" }]);
    expect(out.rematches).toEqual([]);
    expect(explain(out.reasons.get(0)!, "fr")).toBe(
      "Table modifiée à la main par l'organisateur\u00a0: une paire à éviter.",
    );
  });

  it("without pairs to avoid, nothing changes", () => {
    const out = swapPlayers(tables, [], "Carl", "Bruno");
    expect(out.avoided).toEqual([]);
    expect(out.reasons.get(0)!.key).toBe("swiss.swap.table");
  });
});
