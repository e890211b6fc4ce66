/**
 * Bad cells and rows in the Games and Calendar tabs once the season runs: a result code out of place
 * (pasted past the dropdown, which refuses it when typed), results that do not go together, a
 * half-entered table, a Games row pasted twice (over another row or below the tab), a Calendar row
 * deleted or cleared. Each is named with its tab, row and column, in French and in English; the
 * actions that depend on the tab are refused with that message, as their buttons say, and no tab is
 * written.
 */
import { describe, expect, it } from "vitest";
import { gamesRow, type League, newLeague, ok, playerName, refused, typeLineup, typeResult } from "./helpers";

const four = (team: string) => [1, 2, 3, 4].map((i) => playerName(team, i));
/** The sidebar's errors (a match half entered also brings the "provisional" warning). */
const texts = (l: League): string[] =>
  l
    .state()
    .messages.filter((m: { level: string }) => m.level === "error")
    .map((m: { text: string }) => m.text);

/** Calendar, first date drawn, match 1 (Les Loups – Les Ours) lineups accepted. */
function ready(locale?: string): League {
  const l = newLeague(locale ? { locale } : {});
  ok(l.call("arbitreGenerateCalendar", {}));
  ok(l.call("arbitreDrawScenarios", {}));
  typeLineup(l, 1, "Les Loups", four("Les Loups"));
  typeLineup(l, 1, "Les Ours", four("Les Ours"));
  ok(l.call("arbitreCheckLineups", {}));
  return l;
}

/** The actions that read the Games tab are refused with `message`, their buttons saying it too. */
function blocked(l: League, message: string): void {
  const s = l.state();
  for (const id of ["updateLeague", "publish", "drawScenarios"]) {
    expect(s.actions[id].enabled, id).toBe(false);
    expect(s.actions[id].reason, id).toBe(message);
  }
  expect(refused(l, "arbitreUpdateLeague")).toBe(message);
  expect(refused(l, "arbitrePublish", { expectedPublish: 1 })).toBe(message);
  expect(refused(l, "arbitreDrawScenarios")).toBe(message);
}

describe("bad results and rows are named and nothing is written", () => {
  it("a result code out of place: pasted, it is named; typed, the dropdown refuses it", () => {
    const l = ready();
    const row = gamesRow(l, 1, 1);
    const cell = `'${l.tabs.games}'!E${row}`;
    const typed = l.b.standin.type(cell, "X");
    expect(typed).toEqual({
      ok: false,
      message: "Victoire, Nul, Défaite, ou Forfait (aucun joueur de l'équipe à cette table)",
    });
    expect(l.b.standin.type(`'${l.tabs.games}'!F${row}`, 3).ok).toBe(false);
    expect(l.values(l.tabs.games!)[row - 1]!.slice(4, 6)).toEqual(["", ""]);
    expect(l.b.standin.type(cell, "victoire").ok).toBe(true);
    // a paste goes past the dropdown
    l.b.standin.write(cell, [["X", 3]]);
    const x = `onglet «\u00a0Parties\u00a0», ligne ${row}, colonne Résultat 1\u00a0: «\u00a0X\u00a0» n'est pas un résultat (Victoire, Nul, Défaite, Forfait)`;
    expect(texts(l)).toEqual([
      x,
      `onglet «\u00a0Parties\u00a0», ligne ${row}, colonne Résultat 2\u00a0: «\u00a03\u00a0» n'est pas un résultat (Victoire, Nul, Défaite, Forfait)`,
    ]);
    blocked(l, x);
  });

  it("in English", () => {
    const l = ready("en_GB");
    const row = gamesRow(l, 1, 2);
    expect(l.b.standin.type(`'${l.tabs.games}'!E${row}`, "X")).toEqual({
      ok: false,
      message: "Win, Draw, Loss, or Forfeit (no player of the team at this table)",
    });
    l.b.standin.write(`'${l.tabs.games}'!E${row}`, [["W", "X"]]);
    blocked(l, `tab 'Games', row ${row}, column Result 2: 'X' is not a result (Win, Draw, Loss, Forfeit)`);
  });

  it("results that do not go together, and a half-entered table", () => {
    const l = ready();
    typeResult(l, 1, 1, "V", "V");
    const apart = `onglet «\u00a0Parties\u00a0», ligne ${gamesRow(l, 1, 1)}, colonne Résultat 1\u00a0: table 1 du match 1\u00a0: «\u00a0V\u00a0» et «\u00a0V\u00a0» ne vont pas ensemble`;
    expect(texts(l)).toEqual([apart]);
    blocked(l, apart);
    typeResult(l, 1, 1, "V", "D");
    typeResult(l, 1, 2, "N", "");
    const half = `onglet «\u00a0Parties\u00a0», ligne ${gamesRow(l, 1, 2)}, colonne Résultat 2\u00a0: table 2 du match 1\u00a0: saisissez les deux résultats`;
    expect(texts(l)).toEqual([half]);
    blocked(l, half);
    typeResult(l, 1, 2, "N", "N");
    expect(texts(l)).toEqual([]);
    ok(l.call("arbitreUpdateLeague", {}));
  });

  it("a Games row pasted twice: below the tab, or over another table's row", () => {
    const l = ready();
    typeResult(l, 1, 2, "N", "N");
    const games = l.values(l.tabs.games!);
    const two = gamesRow(l, 1, 2);
    const copy = games[two - 1]!.slice(0, 14);
    const below = games.filter((r) => r[0] !== "").length + 3;
    l.b.standin.write(`'${l.tabs.games}'!A${below}`, [copy]);
    const twice = (row: number) =>
      `onglet «\u00a0Parties\u00a0», ligne ${row}, colonne Match\u00a0: la table 2 du match 1 est déjà saisie à la ligne ${two}\u00a0: supprimez l'une des deux`;
    expect(texts(l)).toEqual([twice(below)]);
    blocked(l, twice(below));
    // pasted over table 3: the copy and the lost table are both named
    l.b.standin.write(`'${l.tabs.games}'!A${below}`, [copy.map(() => "")]);
    const three = gamesRow(l, 1, 3);
    l.b.standin.write(`'${l.tabs.games}'!A${three}`, [copy]);
    expect(texts(l)).toEqual([
      twice(three),
      `onglet «\u00a0Parties\u00a0», ligne ${three}, colonne Match\u00a0: la ligne de la table 3 du match 1 (Les Loups – Les Ours) manque ici\u00a0: annulez sa suppression (Ctrl+Z) ou retapez-la`,
    ]);
    blocked(l, twice(three));
    // restored: nothing to say
    l.b.standin.write(`'${l.tabs.games}'!A${three}`, [games[three - 1]!.slice(0, 14)]);
    expect(texts(l)).toEqual([]);
  });

  it("a Games row deleted by hand", () => {
    const l = ready("en_GB");
    const row = gamesRow(l, 2, 4);
    l.b.standin.spreadsheet.getSheetByName(l.tabs.games!)!.deleteRow(row);
    blocked(
      l,
      `tab 'Games', row ${row}, column Match: the row of table 4 of match 2 (Les Loups – Les Ours) is missing here: undo its deletion (Ctrl+Z) or type it again`,
    );
  });

  it("a Calendar row deleted by hand, or its cells cleared", () => {
    const l = ready();
    const calendar = l.values(l.tabs.calendar!);
    expect(calendar[3]!.slice(0, 1).concat(calendar[3]!.slice(4, 6))).toEqual([
      3,
      "Les Aigles",
      "Les Renards",
    ]);
    const missing =
      "onglet «\u00a0Calendrier\u00a0», ligne 4, colonne Match\u00a0: la ligne du match 3 (Les Aigles – Les Renards) manque ici\u00a0: annulez sa suppression (Ctrl+Z) ou retapez-la";
    l.b.standin.spreadsheet.getSheetByName(l.tabs.calendar!)!.deleteRow(4);
    expect(texts(l)).toEqual([missing]);
    blocked(l, missing);
    expect(l.state().actions.checkLineups.reason).toBe(missing);
    // typed again (here: pasted back) it is fine; cleared, it is the same message
    l.b.standin.spreadsheet.getSheetByName(l.tabs.calendar!)!.insertRowBefore(4);
    l.b.standin.write(`'${l.tabs.calendar}'!A4`, [calendar[3]!.slice(0, 8)]);
    expect(texts(l)).toEqual([]);
    l.b.standin.write(`'${l.tabs.calendar}'!A4`, [new Array(8).fill("")]);
    expect(texts(l)).toEqual([missing]);
  });
});
