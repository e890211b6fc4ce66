/**
 * A kind's `state` answers its own kind's state: `defineKind` takes the kind's id as a type, and the
 * contract's `StateOf<K>` is the state of that kind only. A league whose state function answered a
 * Tarot state would not type-check (npm run typecheck fails if the @ts-expect-error lines compiled).
 */
import { describe, expect, it } from "vitest";
import type { LeagueState, StateOf, TarotState } from "../../../src/contract/index";
import type { EventKind, Undoable } from "../../../src/sheets/kinds/kind";

type LeagueStateFn = EventKind<Undoable<{ at: number }>, null, "league">["state"];

describe("a kind's state", () => {
  it("is typed by the kind's id", () => {
    const tarot = { kind: "tarot" } as TarotState;
    const league = { kind: "league" } as LeagueState;
    const ok: ReturnType<LeagueStateFn> = league;
    // @ts-expect-error a league's state function cannot answer a Tarot state
    const wrong: ReturnType<LeagueStateFn> = tarot;
    // @ts-expect-error StateOf<"swiss"> is no league state
    const swiss: StateOf<"swiss"> = league;
    expect([ok.kind, wrong.kind, swiss.kind]).toEqual(["league", "tarot", "league"]);
  });
});
