/**
 * The players' reports applied to the Rounds tab (arbitreApplyReports) through the
 * bundle: both players of each table reporting from their phones confirm it and the standings
 * follow; a disagreement is Contesté until the organiser decides, and the decision stays; applying
 * again changes nothing and writes nothing; each bad input is said in the sidebar with its row;
 * Dust's scores; 500 responses in one read of each tab and two writes of the Rounds tab.
 */
import { describe, expect, it } from "vitest";
import { type Event, type Json, newEvent } from "../event/helpers";
import { tableChoice } from "./table-choice";

const formOf = (ev: Event) => ev.b.standin.forms().at(-1)!;
const apply = (ev: Event): Json => ev.call("arbitreApplyReports", { eventId: "e1" });

/** A phone sending the form now, or `ms` later (the order of a table's reports). */
function report(ev: Event, answers: Record<string, string>, ms = 0): void {
  ev.b.standin.submitForm(formOf(ev).id, answers, { at: new Date(Date.now() + ms) });
}

function winner(ev: Event, round: number, table: number, who: string, won: string, ms = 0): void {
  report(
    ev,
    { Ronde: String(round), Table: tableChoice(ev.b.standin, table), "Votre nom": who, Vainqueur: won },
    ms,
  );
}

/** An event with its form and round 1 paired. */
function started(system: "confrerie" | "dust", players: number, locale = "fr_FR"): { ev: Event; st: Json } {
  const ev = newEvent({ system, players, locale });
  expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
  const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 });
  expect(g.ok).toBe(true);
  return { ev, st: g.state };
}

const games = (st: Json): Json[] => st.progress.tables.filter((x: Json) => x.b !== "");
const rows = (ev: Event, a1: string) => ev.b.standin.values(`'Rondes'!${a1}`);
const messages = (st: Json, level?: string) =>
  st.messages.filter((m: Json) => level === undefined || m.level === level).map((m: Json) => m.text);

describe("the players' reports applied to the Rounds tab", () => {
  it("La Confrérie, 9 players: both players of each table report, every table confirmed, standings follow", () => {
    const { ev, st } = started("confrerie", 9);
    expect(rows(ev, "L1:L1")).toEqual([["Source"]]);
    for (const x of games(st)) {
      winner(ev, 1, x.table, x.a, x.a);
      winner(ev, 1, x.table, x.b, x.a);
    }
    const r = apply(ev);
    expect(r.ok).toBe(true);
    expect(r.message).toBe("Signalements appliqués à la ronde 1\u00a0: tables 1, 2, 3, 4.");
    expect(r.state.progress.results).toEqual({ done: 4, total: 4 });
    expect(games(r.state).map((x: Json) => x.status)).toEqual([
      "confirmed",
      "confirmed",
      "confirmed",
      "confirmed",
    ]);
    const first = games(st)[0]!;
    expect(rows(ev, `H${first.row}:L${first.row}`)[0]).toEqual([
      first.a,
      "Oui",
      "",
      first.why,
      `Formulaire\u00a0: ${first.a}, Oui`,
    ]);
    // the Standings tab's formula reads the Rounds tab: every A player has won
    const standings = ev.b.standin.values("'Classement'!B2:C10");
    const winners = new Set(games(st).map((x: Json) => x.a));
    for (const [name, wins] of standings) if (winners.has(name)) expect(wins).toBe(1);
    expect(r.state.actions.closeRound.enabled).toBe(false);
    expect(r.state.actions.generateRound.enabled).toBe(true);
  });

  it("one report is À confirmer; a disagreement is Contesté, the organiser's decision wins and later reports change nothing", () => {
    const { ev, st } = started("confrerie", 8);
    const [t1, t2] = games(st) as [Json, Json];
    winner(ev, 1, t1.table, t1.a, t1.a);
    winner(ev, 1, t2.table, t2.a, t2.a);
    winner(ev, 1, t2.table, t2.b, t2.b, 2000);
    const r = apply(ev);
    expect(r.state.progress.tables[0].status).toBe("reported");
    expect(rows(ev, `H${t1.row}:I${t1.row}`)[0]).toEqual([t1.a, ""]);
    expect(r.state.progress.tables[1].status).toBe("disputed");
    expect(rows(ev, `H${t2.row}:L${t2.row}`)[0]).toEqual([
      t2.a,
      "Contesté",
      "",
      t2.why,
      `Formulaire\u00a0: ${t2.a}, Contesté — ${t2.a}\u00a0: vainqueur ${t2.a}\u202f; ${t2.b}\u00a0: vainqueur ${t2.b}`,
    ]);
    expect(messages(r.state, "warning")).toContain(
      `Table ${t2.table} contestée\u00a0: ${t2.a}\u00a0: vainqueur ${t2.a}\u202f; ${t2.b}\u00a0: vainqueur ${t2.b}.`,
    );
    // the organiser decides for B
    ev.b.standin.write(`'Rondes'!J${t2.row}`, [[t2.b]]);
    const d = apply(ev);
    expect(d.state.progress.tables[1].status).toBe("decided");
    expect(rows(ev, `L${t2.row}`)[0]).toEqual(["Organisateur"]);
    // A insists, twice: the decision stays, each report said as the organiser's table
    winner(ev, 1, t2.table, t2.a, t2.a, 3000);
    const later = apply(ev);
    expect(rows(ev, `H${t2.row}:L${t2.row}`)[0]).toEqual([t2.a, "Contesté", t2.b, t2.why, "Organisateur"]);
    expect(later.state.progress.tables[1].status).toBe("decided");
    expect(messages(later.state, "info")).toContain(
      `«\u00a0Réponses au formulaire 1\u00a0», ligne 5 (${t2.a}, ronde 1, table ${t2.table})\u00a0: l'arbitre a saisi ou décidé ce résultat, le signalement n'y change rien`,
    );
    // the opponent confirms table 1: confirmed
    winner(ev, 1, t1.table, t1.b, t1.a, 4000);
    expect(apply(ev).state.progress.tables[0].status).toBe("confirmed");
  });

  it("exactly once: applying three times leaves the same tab and writes nothing more", () => {
    const { ev, st } = started("confrerie", 9);
    for (const x of games(st)) {
      winner(ev, 1, x.table, x.a, x.b);
      winner(ev, 1, x.table, x.b, x.b);
    }
    apply(ev);
    const tab = rows(ev, "A1:L20");
    for (let i = 0; i < 3; i++) {
      ev.b.standin.counter.reset();
      const r = apply(ev);
      expect(r.ok).toBe(true);
      expect(r.message).toBe("Signalements\u00a0: rien de nouveau.");
      expect(ev.b.standin.counter.count("Range.setValues")).toBe(0);
      expect(ev.b.standin.counter.count("Range.setValue")).toBe(0);
      expect(rows(ev, "A1:L20")).toEqual(tab);
    }
  });

  it("an organiser's own entry is theirs: reports never overwrite it", () => {
    const { ev, st } = started("confrerie", 8);
    const t1 = games(st)[0]!;
    ev.b.standin.write(`'Rondes'!H${t1.row}`, [[t1.b, "Oui"]]);
    winner(ev, 1, t1.table, t1.a, t1.a);
    winner(ev, 1, t1.table, t1.b, t1.a);
    const r = apply(ev);
    expect(rows(ev, `H${t1.row}:L${t1.row}`)[0]).toEqual([t1.b, "Oui", "", t1.why, "Organisateur"]);
    expect(r.state.progress.tables[0].status).toBe("confirmed");
    expect(messages(r.state, "info")).toHaveLength(2);
  });

  it("bad input: a closed round, the same response twice, a dropped player, after an undo, an edited header, a deleted form", async () => {
    const { ev, st } = started("confrerie", 9);
    const [t1, t2] = games(st) as [Json, Json];
    // the same response twice: counted once, said
    winner(ev, 1, t1.table, t1.a, t1.a);
    winner(ev, 1, t1.table, t1.a, t1.a);
    let r = apply(ev);
    expect(r.state.progress.tables[0].status).toBe("reported");
    expect(messages(r.state, "info")).toEqual([
      `«\u00a0Réponses au formulaire 1\u00a0», ligne 2 (${t1.a}, ronde 1, table ${t1.table})\u00a0: la même réponse envoyée deux fois, comptée une fois`,
    ]);
    // every table in, round 2 paired; a round-1 report sent after that: the round is over
    for (const x of games(st)) {
      if (x.table !== t1.table) winner(ev, 1, x.table, x.a, x.a);
      winner(ev, 1, x.table, x.b, x.a);
    }
    expect(apply(ev).state.progress.results).toEqual({ done: 4, total: 4 });
    const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 2 });
    expect(g.ok).toBe(true);
    // a phone that loaded the form during round 1 sends it now (a row as Forms writes it)
    const tab = formOf(ev).destination!.sheet!;
    const late = (row: unknown[]): number => {
      const next = ev.b.standin.book.sheetByName(tab)!.lastRow() + 1;
      ev.b.standin.write(`'${tab}'!A${next}`, [[new Date(Date.now() + 5000), ...row]]);
      return next;
    };
    const closedRow = late([1, t2.table, t2.b, t2.b]);
    r = apply(ev);
    expect(messages(r.state, "warning")).toEqual([
      `«\u00a0Réponses au formulaire 1\u00a0», ligne ${closedRow} (${t2.b}, ronde 1, table ${t2.table})\u00a0: la ronde 1 est terminée, ce signalement ne compte pas`,
    ]);
    // a player who dropped: the bye's player of round 2 drops; a stale phone still sends a report
    const round2 = games(g.state);
    const bye = g.state.progress.tables.find((x: Json) => x.b === "")!.a;
    expect(ev.call("arbitreDropPlayer", { eventId: "e1", name: bye }).ok).toBe(true);
    const next = late([2, 1, bye, bye]);
    r = apply(ev);
    expect(messages(r.state, "warning")).toContain(
      `«\u00a0Réponses au formulaire 1\u00a0», ligne ${next} (${bye}, ronde 2, table 1)\u00a0: ${bye} a abandonné avant cette ronde`,
    );
    // a report of round 2, then round 2 taken back and paired again: the report was about the old pairing
    const r2 = round2[0]!;
    winner(ev, 2, r2.table, r2.a, r2.a);
    const reportRow = ev.b.standin.book.sheetByName(tab)!.lastRow();
    const before = apply(ev);
    expect(before.state.progress.tables[0].status).toBe("reported");
    // Sheets keeps the timestamps to the second: the new pairing a second later
    await new Promise((done) => setTimeout(done, 1100));
    expect(ev.call("arbitreUndoLastRound", { eventId: "e1", round: 2, confirm: true }).ok).toBe(true);
    const again = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 2 });
    expect(again.ok).toBe(true);
    r = apply(ev);
    expect(messages(r.state, "warning")).toContain(
      `«\u00a0Réponses au formulaire 1\u00a0», ligne ${reportRow} (${r2.a}, ronde 2, table ${r2.table})\u00a0: envoyé avant l'appariement actuel de la ronde (ronde annulée puis générée à nouveau)\u00a0: à renvoyer`,
    );
    expect(games(r.state).every((x: Json) => x.status === "pending")).toBe(true);
    // the responses tab's header edited by hand: nothing applied, the column said
    ev.b.standin.write(`'${tab}'!D1`, [["Nom"]]);
    ev.b.standin.counter.reset();
    r = apply(ev);
    expect(r.ok).toBe(true);
    expect(ev.b.standin.counter.count("Range.setValues")).toBe(0);
    expect(messages(r.state, "error")).toEqual([
      `Signalements non appliqués\u00a0: la colonne «\u00a0Votre nom\u00a0» manque dans l'onglet «\u00a0${tab}\u00a0»\u00a0: remettez l'en-tête tel que le formulaire l'a écrit`,
    ]);
    ev.b.standin.write(`'${tab}'!D1`, [["Votre nom"]]);
    // the form deleted: a warning, nothing applied
    ev.b.standin.deleteForm(formOf(ev).id);
    r = apply(ev);
    expect(r.ok).toBe(true);
    expect(r.state.form).toBeNull();
    expect(messages(r.state, "warning")).toContainEqual(
      expect.stringMatching(/^Le formulaire de résultats n'existe plus/),
    );
  });

  it("Dust: one report waits, two agreeing write the scores and army points, two disagreeing are contested", () => {
    const { ev, st } = started("dust", 8, "en_US");
    const [t1, t2] = games(st) as [Json, Json];
    const send = (x: Json, who: string, mine: number, theirs: number, ms = 1000) =>
      report(
        ev,
        {
          Round: "1",
          Table: tableChoice(ev.b.standin, x.table),
          "Your name": who,
          "Your score": String(mine),
          "Your opponent's score": String(theirs),
          "Your army points left": who === x.a ? "120" : "40",
          "Your opponent's army points left": who === x.a ? "40" : "120",
        },
        ms,
      );
    send(t1, t1.a, 3, 1);
    let r = apply(ev);
    expect(r.message).toBe(`Round 1: Source column written for table ${t1.table}, no result changed.`);
    expect(r.state.progress.tables[0].status).toBe("pending");
    send(t1, t1.b, 1, 3);
    send(t2, t2.a, 3, 1);
    send(t2, t2.b, 3, 1);
    r = apply(ev);
    expect(r.message).toBe("Reports applied to round 1: tables 1, 2.");
    expect(ev.b.standin.values(`'Rounds'!G${t1.row}:O${t1.row}`)[0]).toEqual([
      120,
      40,
      "Confirmed",
      3,
      1,
      "",
      "",
      t1.why,
      "Form: 3–1, AP 120–40",
    ]);
    expect(r.state.progress.tables.slice(0, 2).map((x: Json) => x.status)).toEqual(["confirmed", "disputed"]);
    expect(ev.b.standin.values(`'Rounds'!L${t2.row}`)[0]).toEqual(["Disputed"]);
    ev.b.standin.counter.reset();
    apply(ev);
    expect(ev.b.standin.counter.count("Range.setValues")).toBe(0);
  });

  it("500 responses applied read each tab once and write the changed cells of the Rounds tab in two calls", () => {
    const { ev, st } = started("confrerie", 500);
    const tables = games(st);
    expect(tables).toHaveLength(250);
    for (const x of tables) {
      winner(ev, 1, x.table, x.a, x.a);
      winner(ev, 1, x.table, x.b, x.a);
    }
    ev.b.standin.counter.reset();
    const r = apply(ev);
    expect(r.ok).toBe(true);
    expect(r.state.progress.results).toEqual({ done: 250, total: 250 });
    // Players, Rounds and the responses tab: one read each; the Rounds tab: the changed cells only,
    // the winner and confirmation columns of the rows in one call, their source cells in another
    expect(ev.b.standin.counter.count("Range.getValues")).toBe(3);
    expect(ev.b.standin.counter.count("Range.setValues")).toBe(2);
    expect(ev.b.standin.counter.count("Range.setValue")).toBe(0);
  });
});
