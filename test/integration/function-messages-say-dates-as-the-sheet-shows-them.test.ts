/**
 * A custom function's message says its dates as the spreadsheet shows them, in its language and
 * time zone: 12/05/2099 and today's day in French (not 2099-05-12, not an ISO instant), the day of a
 * date cell in the spreadsheet's zone (a date-time at 23:30 on 31/10 is 31/10).
 */
import { describe, expect, it } from "vitest";
import { loadBundle } from "../../tools/standin/index";

/** Today as the spreadsheet's zone has it, dd/mm/yyyy. */
function todayIn(timeZone: string): string {
  const p = Object.fromEntries(
    new Intl.DateTimeFormat("en-GB", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" })
      .formatToParts(new Date())
      .map((x) => [x.type, x.value]),
  );
  return `${p.day}/${p.month}/${p.year}`;
}

describe.each(["Europe/Paris", "America/Los_Angeles"])("in %s", (timeZone) => {
  /** A French spreadsheet in the zone: `rows` typed from Calc!Z1, then `formula` in A1; its error. */
  const errorOf = (formula: string, rows: unknown[][] = []): string => {
    const b = loadBundle("build/Code.js", {
      locale: "fr_FR",
      timeZone,
      sheets: [{ name: "Calc", rows: [[""]] }],
    });
    if (rows.length > 0) b.standin.write("Calc!Z1", rows);
    b.standin.write("Calc!A1", [[formula]]);
    return String(b.standin.probe("Calc!A1").error);
  };

  it("MASTERS_RANKING: « le tournoi … est daté du 12/05/2099, après aujourd'hui (dd/mm/yyyy) »", () => {
    const rows = [
      ["CAR24", "Carcassonne", "2024-03-03", "duplicate", "CAR24", "Anne", 1, ""],
      ["FUT", "Toulouse", "2099-05-12", "duplicate", "FUT", "Anne", 1, ""],
    ];
    expect(errorOf("=MASTERS_RANKING(Z1:AC2, AD1:AG2)", rows)).toBe(
      "MASTERS_RANKING\u00a0: argument tournaments, ligne 2, colonne date\u00a0: le tournoi «\u00a0FUT\u00a0» est daté du " +
        `12/05/2099, après aujourd'hui (${todayIn(timeZone)})\u00a0: saisissez ses résultats une fois joué`,
    );
  });

  it("TAROT_FORM: the dates out of order as the sheet shows them, a late evening its own day", () => {
    const rows = [
      ["31/10/2025 23:30", "attaque", 104],
      ["15/10/2025", "défense", 98],
    ];
    expect(errorOf("=TAROT_FORM(Z1:AB2)", rows)).toBe(
      "TAROT_FORM\u00a0: argument deals, ligne 2, colonne date\u00a0: les donnes ne sont pas dans l'ordre des dates\u00a0: 15/10/2025 après 31/10/2025",
    );
  });

  it("a date where a number is expected is quoted as the sheet shows it: « 31/12/2024 »", () => {
    expect(errorOf("=ELO_K(Z1)", [["31/12/2024"]])).toBe(
      "ELO_K\u00a0: nombre de parties «\u00a031/12/2024\u00a0» invalide (attendu\u00a0: entier positif ou nul)",
    );
  });

  it("a date typed as an entrant or a score is quoted as the sheet shows it (STANDINGS)", () => {
    const rows = [
      ["31/12/2024", "Bob", 1, 0],
      ["Anne", "Bob", "31/12/2024", 0],
    ];
    expect(errorOf("=STANDINGS(Z1:AC1)", rows)).toBe(
      "STANDINGS\u00a0: argument results, ligne 1, colonne A\u00a0: «\u00a031/12/2024\u00a0» n'est pas un nom de joueur ou d'équipe (attendu\u00a0: du texte)",
    );
    expect(errorOf("=STANDINGS(Z2:AC2)", rows)).toBe(
      "STANDINGS\u00a0: argument results, ligne 1, colonne score A\u00a0: scores «\u00a031/12/2024\u00a0» et «\u00a00\u00a0»\u00a0: deux nombres, ou deux codes (V, N, D, F), pas un mélange",
    );
  });
});
