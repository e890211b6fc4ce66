/** The Tarot duplicate's texts and its "Dashboard" choice (src/ui/kinds/tarot/format.ts). */
import { describe, expect, it } from "vitest";
import {
  decimalText,
  keepTogether,
  monthTitle,
  tarotChartRequest,
  tarotChoiceFromShown,
  tarotHint,
  tarotMonthLine,
  tarotProblemText,
  tarotRequest,
  tarotStatusLine,
  tarotSummary,
  wholeText,
} from "../../../src/ui/kinds/tarot/format";
import { LEA, PAUL, type TarotPlayerView, tarotView } from "../../fixtures/tarot-view";

/** Intl's French grouping: a narrow no-break space. */
const NNBSP = "\u202f";

const tarot = tarotView;
type Player = TarotPlayerView;

const computed = tarot({
  tournaments: 3,
  deals: 1704,
  lastDay: "2026-03-12",
  players: ["Léa Martin", "Paul Roux"],
  shown: { asOf: "", label: "Tableau de bord au 12 mars 2026", player: "Léa Martin" },
  player: LEA,
});

describe("numbers", () => {
  it("one decimal with the French comma, the English point; null is a dash", () => {
    expect(decimalText("fr", 87.5)).toBe("87,5");
    expect(decimalText("en", 87.5)).toBe("87.5");
    expect(decimalText("fr", 3)).toBe("3,0");
    expect(decimalText("en", 92.349)).toBe("92.3");
    expect(decimalText("fr", -4.25)).toBe("-4,3");
    expect(decimalText("fr", null)).toBe("—");
    expect(decimalText("en", Number.NaN)).toBe("—");
  });

  it("counts are grouped as each language does", () => {
    expect(wholeText("fr", 1704)).toBe(`1${NNBSP}704`);
    expect(wholeText("en", 1704)).toBe("1,704");
    expect(wholeText("fr", 12)).toBe("12");
  });

  it("a month in words, capitalised, in the sidebar's language; anything else as given", () => {
    expect(monthTitle("fr", "2026-03")).toBe("Mars 2026");
    expect(monthTitle("en", "2026-03")).toBe("March 2026");
    expect(monthTitle("fr", "2026-08")).toBe("Août 2026");
    expect(monthTitle("fr", "2026-13")).toBe("2026-13");
    expect(monthTitle("en", "mars")).toBe("mars");
  });
});

describe("tarotStatusLine", () => {
  it("counts the tournaments and deals and names the last tournament day once computed", () => {
    expect(tarotStatusLine("fr", computed)).toBe(
      `3 tournois · 1${NNBSP}704 lignes de donnes · dernier tournoi\u00a0: 12 mars 2026`,
    );
    expect(tarotStatusLine("en", computed)).toBe(
      "3 tournaments · 1,704 deal rows · last tournament: 12 March 2026",
    );
  });

  it("has no last day before the first compute, and speaks French and English plurals", () => {
    expect(tarotStatusLine("fr", tarot())).toBe("0 tournoi · 0 ligne de donnes");
    expect(tarotStatusLine("en", tarot())).toBe("0 tournaments · 0 deal rows");
    expect(tarotStatusLine("en", tarot({ tournaments: 1, deals: 1 }))).toBe("1 tournament · 1 deal row");
    expect(tarotStatusLine("fr", tarot({ tournaments: 2, deals: 48 }))).toBe(
      "2 tournois · 48 lignes de donnes",
    );
  });
});

describe("tarotHint", () => {
  it("before the first compute, names the Deals tab as the workbook does", () => {
    expect(tarotHint("fr", tarot())).toBe(
      "Collez les donnes dans l'onglet «\u00a0Donnes\u00a0» (une ligne par participant et par donne, le bot compris), puis «\u00a0Vérifier et calculer\u00a0».",
    );
    const second = tarot({ tabs: { ...tarot().tabs, deals: "Deals (2)" } });
    expect(tarotHint("en", second)).toBe(
      "Paste the deals in the 'Deals (2)' tab (one row per participant and deal, the bot included), then 'Check and compute'.",
    );
  });

  it("says nothing once a dashboard is shown, nor after a compute when the tab is refused (its problems are shown)", () => {
    expect(tarotHint("fr", computed)).toBe("");
    expect(tarotHint("fr", tarot({ lastDay: "2026-01-14" }))).toBe("");
  });
});

describe("tarotSummary", () => {
  it("the current %, provisional, both sides with their cumuls and the month's indices", () => {
    expect(tarotSummary("fr", LEA)).toEqual([
      "% actuel\u00a0: 87,5 (provisoire)",
      "Attaque 92,3 (12 cumuls) · Défense 85,9 (20 cumuls)",
      "Mars 2026\u00a0: indice attaque 14,2 · défense 13,8\u202f; victoire attaque 3,0 · défense 2,4 (4 tournois, 1 victoire)",
    ]);
    expect(tarotSummary("en", LEA)).toEqual([
      "Current %: 87.5 (provisional)",
      "Attack 92.3 (12 cumuls) · Defence 85.9 (20 cumuls)",
      "March 2026: index attack 14.2 · defence 13.8; victory attack 3.0 · defence 2.4 (4 tournaments, 1 win)",
    ]);
  });

  it("not provisional, no average yet, singular counts, no tournament this month", () => {
    const early: Player = { ...PAUL, provisional: false };
    expect(tarotSummary("fr", early)).toEqual([
      "% actuel\u00a0: —",
      "Attaque — (0 cumul) · Défense 71,0 (1 cumul)",
      "Aucun tournoi ce mois-ci.",
    ]);
    expect(tarotSummary("en", early)).toEqual([
      "Current %: —",
      "Attack — (0 cumuls) · Defence 71.0 (1 cumul)",
      "No tournament this month.",
    ]);
  });

  it("no player chosen: no line", () => {
    expect(tarotSummary("fr", null)).toEqual([]);
  });

  it("the month's tournaments and wins in the singular and plural", () => {
    const month = { ...LEA.month!, tournaments: 1, wins: 0 };
    expect(tarotMonthLine("fr", month)).toMatch(/\(1 tournoi, 0 victoire\)$/);
    expect(tarotMonthLine("en", month)).toMatch(/\(1 tournament, 0 wins\)$/);
    expect(tarotMonthLine("fr", { ...month, tournaments: 5, wins: 2 })).toMatch(
      /\(5 tournois, 2 victoires\)$/,
    );
  });
});

describe("the dashboard choice", () => {
  it("is preset from the dashboard shown: the latest, or the date when it is not the last day", () => {
    expect(tarotChoiceFromShown(tarot())).toEqual({ mode: "latest", date: "", player: "" });
    expect(tarotChoiceFromShown(computed)).toEqual({ mode: "latest", date: "", player: "Léa Martin" });
    const atLast = tarot({ ...computed, shown: { ...computed.shown!, asOf: "2026-03-12" } });
    expect(tarotChoiceFromShown(atLast).mode).toBe("latest");
    const earlier = tarot({
      ...computed,
      shown: { ...computed.shown!, asOf: "2026-02-01", player: "Paul Roux" },
    });
    expect(tarotChoiceFromShown(earlier)).toEqual({ mode: "date", date: "2026-02-01", player: "Paul Roux" });
    const gone = tarot({ ...computed, shown: { ...computed.shown!, player: "Zoé" } });
    expect(tarotChoiceFromShown(gone).player).toBe("");
  });

  it('builds the Check and compute request: latest as asOf "", a date, with the chart\'s player', () => {
    expect(tarotRequest("t1", { mode: "latest", date: "2026-01-02", player: "Léa Martin" })).toEqual({
      ok: true,
      req: { eventId: "t1", asOf: "", player: "Léa Martin" },
    });
    expect(tarotRequest("t1", { mode: "date", date: "2026-02-01", player: "Paul Roux" })).toEqual({
      ok: true,
      req: { eventId: "t1", asOf: "2026-02-01", player: "Paul Roux" },
    });
    expect(tarotRequest(undefined, { mode: "latest", date: "", player: "" })).toEqual({
      ok: true,
      req: { asOf: "" },
    });
  });

  it("a date still to choose holds the button, with its reason", () => {
    expect(tarotRequest("t1", { mode: "date", date: "", player: "Léa Martin" })).toEqual({
      ok: false,
      problem: "date",
    });
    expect(tarotRequest("t1", { mode: "date", date: "2026-02-30", player: "" }).ok).toBe(false);
    expect(tarotProblemText("fr", "date")).toBe("Choisissez la date du tableau de bord.");
    expect(tarotProblemText("en", "date")).toBe("Choose the date of the dashboard.");
  });

  it("the chart request names the event and the player only", () => {
    expect(tarotChartRequest("t1", "Paul Roux")).toEqual({ eventId: "t1", player: "Paul Roux" });
    expect(tarotChartRequest(undefined, "Paul Roux")).toEqual({ player: "Paul Roux" });
  });
});

describe("keepTogether", () => {
  it("no line break before a number, a dash, a colon or between a number and its word", () => {
    const nb = "\u00a0";
    expect(
      keepTogether(
        "Mars 2026\u00a0: indice attaque 14,2 · défense 13,8\u202f; victoire (4 tournois, 1 victoire)",
      ),
    ).toBe(
      `Mars${nb}2026${nb}: indice attaque${nb}14,2 · défense${nb}13,8\u202f; victoire (4${nb}tournois,${nb}1${nb}victoire)`,
    );
    expect(keepTogether("% actuel\u00a0: —")).toBe(`% actuel${nb}:${nb}—`);
    expect(keepTogether("last tournament: 12 March 2026")).toBe(`last tournament:${nb}12${nb}March${nb}2026`);
  });
});
