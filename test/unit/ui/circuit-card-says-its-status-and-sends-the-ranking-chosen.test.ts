/** The season circuit's texts and its "Ranking to show" choice (src/ui/kinds/circuit/format.ts). */
import { describe, expect, it } from "vitest";
import type { CircuitView } from "../../../src/contract/views";
import { isIsoDate } from "../../../src/ui/format";
import {
  choiceFromShown,
  choiceProblemText,
  circuitHint,
  circuitRequest,
  circuitStatusLine,
  rankChange,
} from "../../../src/ui/kinds/circuit/format";

function circuit(over: Partial<CircuitView> = {}): CircuitView {
  return {
    tabs: {
      tournaments: "Tournois",
      results: "Résultats",
      ranking: "Classement",
      seeds: "Têtes de série",
      history: "Historique",
      masters: "Masters",
      matchSheets: "Feuilles du Masters",
      public: "Public",
    },
    tournaments: 0,
    results: 0,
    lastDay: "",
    shown: null,
    years: [],
    top: [],
    mastersYear: null,
    ...over,
  };
}

const computed = circuit({
  tournaments: 12,
  results: 384,
  lastDay: "2025-04-12",
  years: [2024, 2025],
  shown: { asOf: "2025-04-12", final: false, year: 2025, label: "Classement au 12 avril 2025" },
});

describe("circuitStatusLine", () => {
  it("counts the tournaments and results and names the last tournament day once computed", () => {
    expect(circuitStatusLine("fr", computed)).toBe(
      "12 tournois · 384 résultats · dernier tournoi\u00a0: 12 avril 2025",
    );
    expect(circuitStatusLine("en", computed)).toBe(
      "12 tournaments · 384 results · last tournament: 12 April 2025",
    );
  });

  it("has no last day before the first compute, and speaks French and English plurals", () => {
    expect(circuitStatusLine("fr", circuit())).toBe("0 tournoi · 0 résultat");
    expect(circuitStatusLine("en", circuit())).toBe("0 tournaments · 0 results");
    expect(circuitStatusLine("en", circuit({ tournaments: 1, results: 1 }))).toBe("1 tournament · 1 result");
  });
});

describe("circuitHint", () => {
  it("before the first compute, names the Tournaments and Results tabs as the workbook does", () => {
    expect(circuitHint("fr", circuit())).toBe(
      "Listez les tournois dans l'onglet «\u00a0Tournois\u00a0» et collez leurs résultats dans l'onglet «\u00a0Résultats\u00a0», puis vérifiez et calculez le classement.",
    );
    const second = circuit({
      tabs: { ...circuit().tabs, tournaments: "Tournaments (2)", results: "Results (2)" },
    });
    expect(circuitHint("en", second)).toBe(
      "List the tournaments in the 'Tournaments (2)' tab and paste their results in the 'Results (2)' tab, then check and compute the ranking.",
    );
  });

  it("says nothing once a ranking is computed", () => {
    expect(circuitHint("fr", computed)).toBe("");
  });
});

describe("rankChange", () => {
  it("shows a climb as ▲, a fall as ▼, the same rank as = and a newcomer as new", () => {
    expect(rankChange("fr", 2)).toEqual({ text: "▲2", title: "Gagne 2 places" });
    expect(rankChange("fr", -1)).toEqual({ text: "▼1", title: "Perd 1 place" });
    expect(rankChange("fr", 0)).toEqual({ text: "=", title: "Même rang qu'au classement précédent" });
    expect(rankChange("fr", null)).toEqual({ text: "nouveau", title: "Absent du classement précédent" });
  });

  it("says it in English too", () => {
    expect(rankChange("en", 1)).toEqual({ text: "▲1", title: "Up 1 place" });
    expect(rankChange("en", -3)).toEqual({ text: "▼3", title: "Down 3 places" });
    expect(rankChange("en", null).text).toBe("new");
  });
});

describe("choiceFromShown: the control preset from the ranking the tab shows", () => {
  it("no ranking yet: the latest, with the last year ready for a year-end ranking", () => {
    expect(choiceFromShown(circuit())).toEqual({ mode: "latest", date: "", year: null });
    expect(choiceFromShown(circuit({ years: [2024, 2025] }))).toEqual({
      mode: "latest",
      date: "",
      year: 2025,
    });
  });

  it("the ranking after the last tournament is the latest", () => {
    expect(choiceFromShown(computed)).toEqual({ mode: "latest", date: "", year: 2025 });
  });

  it("a ranking at another date is that date", () => {
    const atDate = { ...computed, shown: { ...computed.shown!, asOf: "2024-12-01", year: 2024 } };
    expect(choiceFromShown(atDate)).toEqual({ mode: "date", date: "2024-12-01", year: 2024 });
  });

  it("a year-end ranking is that year", () => {
    const final = {
      ...computed,
      shown: { asOf: "", final: true, year: 2024, label: "Classement final 2024" },
    };
    expect(choiceFromShown(final)).toEqual({ mode: "final", date: "", year: 2024 });
  });

  it("a shown year no longer offered falls back to the last year", () => {
    const gone = { ...computed, shown: { asOf: "", final: true, year: 2019, label: "" } };
    expect(choiceFromShown(gone)).toEqual({ mode: "final", date: "", year: 2025 });
  });
});

describe("circuitRequest: what Check and compute sends", () => {
  it("the latest: asOf empty (an empty request would keep the ranking shown last)", () => {
    expect(circuitRequest("e1", { mode: "latest", date: "2025-01-01", year: 2024 })).toEqual({
      ok: true,
      req: { eventId: "e1", asOf: "" },
    });
    expect(circuitRequest(undefined, { mode: "latest", date: "", year: null })).toEqual({
      ok: true,
      req: { asOf: "" },
    });
  });

  it("at a date: asOf", () => {
    expect(circuitRequest("e1", { mode: "date", date: "2025-03-01", year: 2025 })).toEqual({
      ok: true,
      req: { eventId: "e1", asOf: "2025-03-01" },
    });
  });

  it("a year-end ranking: final and the year", () => {
    expect(circuitRequest("e1", { mode: "final", date: "2025-03-01", year: 2024 })).toEqual({
      ok: true,
      req: { eventId: "e1", final: true, year: 2024 },
    });
  });

  it("a date or a year still to choose is a problem, said in words", () => {
    expect(circuitRequest("e1", { mode: "date", date: "", year: 2025 })).toEqual({
      ok: false,
      problem: "date",
    });
    expect(circuitRequest("e1", { mode: "date", date: "2025-02-30", year: 2025 })).toEqual({
      ok: false,
      problem: "date",
    });
    expect(circuitRequest("e1", { mode: "final", date: "", year: null })).toEqual({
      ok: false,
      problem: "year",
    });
    expect(choiceProblemText("fr", "date")).toBe("Choisissez la date du classement.");
    expect(choiceProblemText("en", "year")).toBe("No year to choose: list the tournaments first.");
  });
});

describe("isIsoDate", () => {
  it("accepts real YYYY-MM-DD days only", () => {
    expect(isIsoDate("2024-02-29")).toBe(true);
    expect(isIsoDate("2025-02-29")).toBe(false);
    expect(isIsoDate("12/04/2025")).toBe(false);
    expect(isIsoDate("")).toBe(false);
  });
});
