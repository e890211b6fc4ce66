/**
 * A Swiss event created with "Count in the workbook's Elo ladder" feeds the league's ladder: its
 * rounds are rated in date order with the league's, with the same arithmetic (RULES §4). An event
 * created without the checkbox does not.
 */
import { describe, expect, it } from "vitest";
import { newLeague } from "./helpers";

describe("Swiss events on the Elo ladder", () => {
  it("the checked event's games are rated; the unchecked event's are not", () => {
    const l = newLeague();
    expect(l.call("arbitreGenerateCalendar", {}).ok).toBe(true);
    const mk = (name: string, ladder: boolean) => {
      const r = l.call("arbitreCreateEvent", {
        system: "confrerie",
        name,
        date: "2026-12-05",
        another: true,
        ladder,
      });
      expect(r.ok, r.error).toBe(true);
      return r.state.event;
    };
    const rated = mk("Open de décembre", true);
    const unrated = mk("Amical", false);
    for (const [ev, prefix] of [
      [rated, "Swiss"],
      [unrated, "Friendly"],
    ] as const) {
      l.b.standin.write(`'${ev.tabs.players}'!A2`, [
        [`${prefix} A`, "C1", 1500],
        [`${prefix} B`, "C2", 1500],
      ]);
      const g = l.call("arbitreGenerateRound", { eventId: ev.id, expectedRound: 1 });
      expect(g.ok, g.error).toBe(true);
      const t = g.state.progress.tables[0];
      // the winner column (H) and the loser's confirmation (I) of the Rounds tab
      l.b.standin.write(`'${ev.tabs.rounds}'!H${t.row}`, [[t.a, "Oui"]]);
      expect(l.call("arbitreGetState", ev.id).progress.results.done).toBe(1);
    }
    const league = l
      .call("arbitreGetState")
      .events.find((e: { system: string }) => e.system === "league-kow");
    const up = l.call("arbitreUpdateLeague", { eventId: league.id });
    expect(up.ok, up.error).toBe(true);
    const ladder = l
      .values(l.tabs.ladder!)
      .slice(1)
      .filter((r) => typeof r[3] === "number");
    const names = ladder.map((r) => r[1]);
    expect(names).toContain("Swiss A");
    expect(names).toContain("Swiss B");
    expect(names.some((n) => String(n).startsWith("Friendly"))).toBe(false);
    // 2000 vs 2000, K 50: the winner +25, the loser −25
    expect(ladder.map((r) => r[3]).sort()).toEqual([1975, 2025]);
    const history = l.values(l.tabs.history!);
    expect(String(history[1]![0])).toBe("Départ");
    expect(String(history[2]![0])).toMatch(/Open de décembre — ronde 1/);
  });
});
