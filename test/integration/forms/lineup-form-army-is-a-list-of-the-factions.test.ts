/**
 * The lineup form's army questions offer the league's factions (the Factions tab, in its order, then
 * each army with an allied contingent the roster holds) as a list; a league without a Factions
 * list (its tab deleted, or a league made before it) gets free-text army questions (Forms refuses a
 * list without choices). A response is read the same either way: the army lands in the Lineups
 * tab's Army column.
 */
import { describe, expect, it } from "vitest";
import { fourOf, type League, lineupRow, newLeague, ok } from "../league/helpers";

const forms = (l: League) => l.b.standin.forms();
const armyItems = (l: League) =>
  forms(l)
    .at(-1)!
    .items.filter((i) => /^Armée \d$/.test(i.title));

function send(l: League, armies: string[]): void {
  const answers: Record<string, string> = {
    Match: "1 — Les Loups – Les Ours",
    Équipe: "Les Ours",
    Capitaine: "Ours 1",
  };
  fourOf("Les Ours").forEach((p, i) => {
    answers[`Joueur ${i + 1}`] = p;
    if (armies[i]) answers[`Armée ${i + 1}`] = armies[i]!;
  });
  l.b.standin.submitForm(forms(l).at(-1)!.id, answers);
}

const armyCells = (l: League) =>
  [1, 2, 3, 4].map((n) => l.values(l.tabs.lineups!)[lineupRow(l, 1, "Les Ours", n) - 1]![4]);

describe("the lineup form's army questions", () => {
  it("a list of the Factions tab's factions, then the roster's armies with an ally; the answer lands in Lineups", () => {
    const l = newLeague();
    const factions = l
      .values(l.tabs.factions!)
      .slice(1)
      .map((r) => String(r[0]))
      .filter((x) => x !== "");
    // Ours 2 plays with an allied contingent
    const row = l.values(l.tabs.roster!).findIndex((r) => r[0] === "Ours 2");
    const faction = String(l.values(l.tabs.roster!)[row]![3]);
    l.b.standin.write(`'${l.tabs.roster}'!E${row + 1}`, [["Ratkin"]]);
    ok(l.call("arbitreLineupForm", { eventId: "e1" }));
    ok(l.call("arbitreGenerateCalendar", {}));
    ok(l.call("arbitreDrawScenarios", {}));
    const items = armyItems(l);
    expect(items.map((i) => i.type)).toEqual(["LIST", "LIST", "LIST", "LIST"]);
    expect(items[0]!.choices).toEqual([...factions, `${faction} + Ratkin`]);
    send(l, ["Herd", `${faction} + Ratkin`, "", "Elves"]);
    ok(l.call("arbitreApplyReports", { eventId: "e1" }));
    expect(armyCells(l)).toEqual(["Herd", `${faction} + Ratkin`, "", "Elves"]);
  });

  it("free text in a league without a Factions list (the tab deleted); the typed army lands in Lineups", () => {
    const l = newLeague();
    const ss = l.b.standin.spreadsheet;
    ss.deleteSheet(ss.getSheetByName(l.tabs.factions!)!);
    ok(l.call("arbitreLineupForm", { eventId: "e1" }));
    ok(l.call("arbitreGenerateCalendar", {}));
    ok(l.call("arbitreDrawScenarios", {}));
    expect(armyItems(l).map((i) => i.type)).toEqual(["TEXT", "TEXT", "TEXT", "TEXT"]);
    send(l, ["Herd", "", "", "Elfes maison"]);
    ok(l.call("arbitreApplyReports", { eventId: "e1" }));
    expect(armyCells(l)).toEqual(["Herd", "", "", "Elfes maison"]);
  });
});
