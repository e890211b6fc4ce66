/**
 * An error the code treats apart carries a code (ErrorCode), and the code branches on it, never on
 * the message key's text: two messages of one case share its code, the code survives `locate`, and
 * an error only said has none.
 */
import { describe, expect, it } from "vitest";
import type { CircuitInput, Result } from "../../../src/engine/circuit/types";
import { circuitProblems } from "../../../src/engine/circuit/validate";
import { ArbitreError } from "../../../src/engine/core/errors";
import { TWO_SEASONS } from "./circuit/fixtures/two-seasons";

const res = (tournament: string, player: string, place: number): Result => ({
  tournament,
  player,
  place,
  duplicatePlace: null,
});
const withResults = (results: Result[]): CircuitInput => ({ ...TWO_SEASONS, results });

describe("an error's code", () => {
  it("is the same for the two messages of a result naming a tournament that is not there", () => {
    const once = circuitProblems(withResults([res("CAR23", "Anne", 1), res("NOPE", "Bruno", 1)]));
    const twice = circuitProblems(
      withResults([res("CAR23", "Anne", 1), res("NOPE", "Bruno", 1), res("NOPE", "Chloé", 2)]),
    );
    expect(once.map((e) => [e.key, e.code])).toEqual([["circuit.unknownTournament", "unknownTournament"]]);
    expect(twice.map((e) => [e.key, e.code])).toEqual([
      ["circuit.unknownTournamentRows", "unknownTournament"],
    ]);
  });

  it("stays when the error is located, and is null for an error only said", () => {
    const e = new ArbitreError("form.deleted", {}, {}, {}, "formDeleted");
    expect(e.locate({ tab: "Réponses", row: 3 }).code).toBe("formDeleted");
    expect(new ArbitreError("circuit.badPlace", { value: "x" }).code).toBeNull();
  });
});
