/**
 * The captains' lineup form of a team league (arbitreLineupForm) through the bundle: made
 * in the league's language with its open matches, its teams and its rostered players; a captain's
 * response applied at refresh (arbitreApplyReports) lands in the Lineups tab and Check lineups
 * accepts it; a response breaking a rule is refused by Check lineups with its message; a lineup the
 * organiser typed is never overwritten (the response said as ignored); applying twice changes nothing.
 */
import { describe, expect, it } from "vitest";
import {
  type Json,
  type League,
  lineupRow,
  newLeague,
  ok,
  playerName,
  refused,
  typeLineup,
} from "../league/helpers";

const forms = (l: League) => l.b.standin.forms();
const apply = (l: League): Json => ok(l.call("arbitreApplyReports", { eventId: "e1" }));
const four = (team: string) => [1, 2, 3, 4].map((i) => playerName(team, i));

/** A league with its lineup form, its calendar and the first date drawn (match 1: Les Loups – Les Ours). */
function ready(): League {
  const l = newLeague();
  ok(l.call("arbitreLineupForm", { eventId: "e1" }));
  ok(l.call("arbitreGenerateCalendar", {}));
  ok(l.call("arbitreDrawScenarios", {}));
  return l;
}

const ARMIES = ["Herd", "Ratkin", "Twilight Kin", "Sylvan Kin"];

/** A captain sends a lineup for match 1, `ms` later than now. */
function send(l: League, team: string, players: string[], ms = 0, captain = "Capitaine"): void {
  const answers: Record<string, string> = {
    Match: "1 — Les Loups – Les Ours",
    Équipe: team,
    Capitaine: captain,
  };
  players.forEach((p, i) => {
    answers[`Joueur ${i + 1}`] = p;
    // the army played at this match: one of the Factions tab's
    answers[`Armée ${i + 1}`] = ARMIES[i]!;
  });
  l.b.standin.submitForm(forms(l).at(-1)!.id, answers, { at: new Date(Date.now() + ms) });
}

const lineupCells = (l: League, team: string) =>
  [1, 2, 3, 4].map((n) => l.values(l.tabs.lineups!)[lineupRow(l, 1, team, n) - 1]!.slice(3, 6));

describe("the captains' lineup form of a team league", () => {
  it("made in French with the open matches, the teams and every rostered player; kept to the calendar", () => {
    const l = newLeague({ name: "Inter-clubs 2027" });
    const r = ok(l.call("arbitreLineupForm", { eventId: "e1" }));
    expect(r.message).toMatch(/^Formulaire de compositions créé/);
    const f = forms(l)[0]!;
    expect(f.title).toBe("Inter-clubs 2027 — compositions");
    expect(f.items.map((i) => [i.type, i.title])).toEqual([
      ["LIST", "Match"],
      ["LIST", "Équipe"],
      ["TEXT", "Capitaine"],
      ...[1, 2, 3, 4].flatMap((n) => [
        ["LIST", `Joueur ${n}`],
        // the Factions tab's factions
        ["LIST", `Armée ${n}`],
      ]),
    ]);
    expect(r.state.form).toEqual({ url: f.publishedUrl });
    expect(refused(l, "arbitreLineupForm", { eventId: "e1" })).toBe(
      `cette ligue a déjà son formulaire de compositions\u00a0: ${f.publishedUrl}`,
    );
    // the calendar: the matches offered, one call per list question (match, team, 4 players, 4 armies)
    l.b.standin.counter.reset();
    const g = ok(l.call("arbitreGenerateCalendar", {}));
    expect(l.b.standin.counter.counts()["ListItem.setChoiceValues"]).toBe(10);
    const choices = forms(l)[0]!.items.map((i) => i.choices ?? null);
    expect(choices[0]).toHaveLength(g.state.league.matches.total);
    expect(choices[0]![0]).toBe("1 — Les Loups – Les Ours");
    expect(choices[1]).toEqual(["Les Loups", "Les Aigles", "Les Renards", "Les Ours"]);
    expect(choices[3]).toHaveLength(20);
    expect(choices[3]).toContain("Loups 1");
  });

  it("a captain's lineup lands in the Lineups tab and Check lineups accepts it; applying twice changes nothing", () => {
    const l = ready();
    send(l, "Les Ours", ["Ours 5", "Ours 5", "Ours 5", "Ours 5"], 0);
    send(l, "Les Ours", four("Les Ours"), 1000, "Ours 1"); // the latest counts
    const a = apply(l);
    expect(a.message).toMatch(/^1 composition reçue par le formulaire/);
    expect(lineupCells(l, "Les Ours")[0]).toEqual(["Ours 1", "Herd", "Formulaire\u00a0: Ours 1"]);
    // again: nothing written, nothing said
    l.b.standin.counter.reset();
    const again = apply(l);
    expect(again.message).toBe("");
    expect(l.b.standin.counter.counts()["Range.setValues"] ?? 0).toBe(0);
    expect(again.state.actions.checkLineups.enabled).toBe(true);
    typeLineup(l, 1, "Les Loups", four("Les Loups"));
    expect(ok(l.call("arbitreCheckLineups", {})).message).toMatch(/^2 composition/);
    expect(lineupCells(l, "Les Ours")[1]![2]).toBe("Acceptée");
    // accepted: applying changes nothing, match 1 no longer offered
    expect(apply(l).message).toBe("");
    expect(forms(l).at(-1)!.items[0]!.choices).not.toContain("1 — Les Loups – Les Ours");
  });

  it("a lineup breaking a rule is refused by Check lineups with its message, the other one accepted", () => {
    const l = ready();
    send(l, "Les Ours", ["Ours 1", "Ours 2", "Ours 3", "Loups 4"]);
    apply(l);
    typeLineup(l, 1, "Les Loups", four("Les Loups"));
    const error = String(ok(l.call("arbitreCheckLineups", {})).message);
    expect(error).toMatch(/^1 composition acceptée/);
    expect(error).toContain(
      `ligne ${lineupRow(l, 1, "Les Ours", 4)}, colonne Joueur (match 1, Les Ours, table 4)`,
    );
    expect(error).toContain(
      "Loups 4 figure dans l'effectif de «\u00a0Les Loups\u00a0», pas de «\u00a0Les Ours\u00a0»\u00a0: un joueur ne joue que pour une équipe",
    );
  });

  it("an organiser's typed lineup is never overwritten: the response is said as ignored", () => {
    const l = ready();
    typeLineup(l, 1, "Les Ours", ["Ours 2", "Ours 3", "Ours 4", "Ours 5"]);
    send(l, "Les Ours", four("Les Ours"));
    const a = apply(l);
    expect(a.message).toBe("");
    expect(lineupCells(l, "Les Ours").map((c) => c[0])).toEqual(["Ours 2", "Ours 3", "Ours 4", "Ours 5"]);
    expect(a.state.messages).toContainEqual({
      level: "warning",
      text: expect.stringMatching(
        /ligne 2 \(match 1, Les Ours\), ignorée\u00a0: composition déjà saisie par l'organisateur/,
      ),
    });
    // the organiser edits a lineup the form wrote: it is theirs now, a new response does not replace it
    send(l, "Les Loups", four("Les Loups"));
    apply(l);
    l.b.standin.write(`'${l.tabs.lineups}'!D${lineupRow(l, 1, "Les Loups", 1)}`, [["Loups 5"]]);
    send(l, "Les Loups", ["Loups 2", "Loups 3", "Loups 4", "Loups 5"], 1000);
    apply(l);
    expect(lineupCells(l, "Les Loups").map((c) => c[0])).toEqual([
      "Loups 5",
      "Loups 2",
      "Loups 3",
      "Loups 4",
    ]);
  });
});
