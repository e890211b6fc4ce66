/**
 * An event's configuration in the sidebar's state is its own kind's: a Swiss event carries its
 * rounds, round length, top cut, result codes and tabs by Swiss role; a league, a circuit or a
 * Tarot duplicate carries none of them, not even empty (its tabs are in its own view). The types
 * say the same: a league's state has no `rounds` to read, so the sidebar cannot read one.
 */
import { describe, expect, it } from "vitest";
import type { EventState, LeagueState, SwissState } from "../../../src/contract/index";
import { loadBundle } from "../../../tools/standin/index";

const SWISS_SETTINGS = ["rounds", "roundMinutes", "topCut", "tabs", "codes", "resultWords"];

function created(system: string, name: string): EventState {
  const b = loadBundle("build/Code.js", { locale: "fr_FR" });
  const r = b.call("arbitreCreateEvent", { system, name, date: "2027-01-10" }) as {
    ok: boolean;
    state: EventState;
  };
  if (!r.ok) throw new Error(`test: ${system} could not be created`);
  return r.state;
}

describe("only a Swiss event carries Swiss settings", () => {
  it("a Swiss event's configuration has its rounds, codes and tabs", () => {
    const st = created("confrerie", "Open");
    expect(st.kind).toBe("swiss");
    expect(Object.keys(st.event ?? {})).toEqual(expect.arrayContaining(SWISS_SETTINGS));
  });

  for (const [system, kind] of [
    ["league-kow", "league"],
    ["circuit-masters", "circuit"],
    ["tarot-duplicate", "tarot"],
  ] as const) {
    it(`a ${kind}'s configuration has none of them`, () => {
      const st = created(system, "Saison");
      expect(st.kind).toBe(kind);
      expect(Object.keys(st.event ?? {})).toEqual([
        "id",
        "kind",
        "name",
        "system",
        "systemLabel",
        "date",
        "published",
      ]);
    });
  }

  it("the types let a Swiss state's rounds be read, never a league's", () => {
    const read = (st: SwissState | LeagueState): number | undefined => {
      if (st.kind === "swiss") return st.event.rounds;
      // @ts-expect-error a league's event has no Swiss rounds (npm run typecheck fails if it had)
      return st.event.rounds;
    };
    const league = created("league-kow", "Saison") as LeagueState;
    expect(read(league)).toBeUndefined();
  });
});
