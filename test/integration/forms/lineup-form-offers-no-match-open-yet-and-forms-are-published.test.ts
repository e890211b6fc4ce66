/**
 * Forms refuses an empty list of choices (ListItem.setChoiceValues "throws an exception if the given
 * array is empty"), and a form a script makes is unpublished until published. So the league's lineup
 * form made before the calendar offers one match choice saying none is open yet, a lineup sent on it
 * writes nothing; and both of Arbitre's forms are published when made, so that players can answer.
 */
import { describe, expect, it } from "vitest";
import { newEvent } from "../event/helpers";
import { type Json, type League, newLeague, ok, playerName } from "../league/helpers";

const forms = (l: League) => l.b.standin.forms();

describe("forms Arbitre makes", () => {
  it("the lineup form made before the calendar offers « aucun match ouvert pour l'instant »; a lineup sent on it writes nothing", () => {
    const l = newLeague();
    ok(l.call("arbitreLineupForm", { eventId: "e1" }));
    const f = forms(l)[0]!;
    expect(f.published).toBe(true);
    expect(f.acceptingResponses).toBe(true);
    expect(f.items[0]!.choices).toEqual(["aucun match ouvert pour l'instant"]);
    const before = l.values(l.tabs.lineups!);
    const answers: Record<string, string> = {
      Match: "aucun match ouvert pour l'instant",
      Équipe: "Les Loups",
      Capitaine: "Capitaine",
    };
    [1, 2, 3, 4].forEach((n) => {
      answers[`Joueur ${n}`] = playerName("Les Loups", n);
    });
    l.b.standin.submitForm(f.id, answers);
    const r: Json = ok(l.call("arbitreApplyReports", { eventId: "e1" }));
    expect(JSON.stringify(r)).not.toMatch(/Internal|interne/);
    expect(l.values(l.tabs.lineups!)).toEqual(before);
    // the calendar drawn, the matches replace it
    ok(l.call("arbitreGenerateCalendar", {}));
    expect(forms(l)[0]!.items[0]!.choices![0]).toBe("1 — Les Loups – Les Ours");
  });

  it("in English: « no match open yet »", () => {
    const l = newLeague({ locale: "en_US" });
    ok(l.call("arbitreLineupForm", { eventId: "e1" }));
    expect(forms(l)[0]!.items[0]!.choices).toEqual(["no match open yet"]);
  });

  it("a Swiss event's result form is published when made and takes a player's response", () => {
    const ev = newEvent({ system: "confrerie", players: 9 });
    expect(ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 }).ok).toBe(true);
    expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
    const f = ev.b.standin.forms()[0]!;
    expect(f.published).toBe(true);
    const table1 = f.items.find((i) => i.title === "Table")!.choices![0]!;
    const name = f.items.find((i) => i.title === "Votre nom")!.choices![0]!;
    ev.b.standin.submitForm(f.id, { Ronde: "1", Table: table1, "Votre nom": name, Vainqueur: name });
    expect(ev.b.standin.forms()[0]!.responses).toBe(1);
  });
});
