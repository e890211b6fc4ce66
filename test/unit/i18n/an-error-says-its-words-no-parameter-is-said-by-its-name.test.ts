/**
 * A word the engine names by its message key (an outcome) travels in the error's `words` and is said
 * in the user's language where the error is said (src/i18n/render.ts, localise); `t` says no
 * parameter by the look of its name (a name ending in "Key" is a parameter like any other).
 */
import { describe, expect, it } from "vitest";
import { ArbitreError } from "../../../src/engine/core/errors";
import { localise, t } from "../../../src/i18n/index";

describe("the words of an error", () => {
  it("an error's words are said in the user's language", () => {
    const e = new ArbitreError(
      "league.badResult",
      {},
      {},
      { homeKey: "outcome.win", awayKey: "outcome.win" },
    );
    expect(localise(e, "fr")).toBe(t("fr", "league.badResult", { homeKey: "victoire", awayKey: "victoire" }));
    expect(localise(e, "en")).toBe(t("en", "league.badResult", { homeKey: "win", awayKey: "win" }));
    // kept when the error is located further
    expect(localise(e.locate({ row: 3 }), "en")).toContain("win at home");
  });

  it("a parameter whose name ends in Key is not translated by its name", () => {
    expect(t("en", "league.badResult", { homeKey: "outcome.win", awayKey: "outcome.loss" })).toContain(
      "outcome.win at home",
    );
  });
});
