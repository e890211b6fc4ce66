/**
 * Swapping two players of the current round by hand, from the sidebar (arbitreSwapPlayers): before
 * any result of the round, a rematch or second bye asked first and noted in the round, the Rounds,
 * Pairings and Match slips tabs rewritten, and Undo last action swapping them back.
 */
import { describe, expect, it } from "vitest";
import { enterResults, type Json, newEvent, tabs } from "./helpers";

const names = (st: Json) => st.progress.tables.map((t: Json) => [t.a, t.b]);

describe("swapping two players by hand", () => {
  it("rewrites both tables and their reason; the winner's cell takes the new opponents;, the Pairings tab; undo puts everything back", () => {
    const ev = newEvent({ system: "confrerie", players: 6 });
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    const before = ev.state();
    expect(before.actions.swapPlayers).toMatchObject({ enabled: true, label: "Échanger" });
    const print = tabs(ev);
    const [t1, t2] = before.progress.tables;
    const r = ev.call("arbitreSwapPlayers", { eventId: "e1", round: 1, a: t1.b, b: t2.a });
    expect(r.ok).toBe(true);
    expect(r.message).toBe(`${t1.b} et ${t2.a} ont échangé leur place (ronde 1)`);
    const after = r.state.progress.tables;
    expect([after[0].a, after[0].b, after[1].a, after[1].b]).toEqual([t1.a, t2.a, t1.b, t2.b]);
    // the Rounds tab: names, reason, and the winner's dropdown now offers the new opponents
    expect(ev.b.standin.values(`Rondes!C${t1.row}:D${t1.row}`)[0]).toEqual([t1.a, t2.a]);
    expect(ev.b.standin.values(`Rondes!K${t1.row}`)[0]![0]).toBe(
      "Table modifiée à la main par l'organisateur.",
    );
    // the winner's cell takes the new opponent and refuses the old one (its rule reads the row)
    expect(ev.b.standin.validate(`Rondes!H${t1.row}`, t2.a)).toBeNull();
    expect(ev.b.standin.validate(`Rondes!H${t1.row}`, t1.b)).not.toBeNull();
    // the Pairings tab by table
    const pairings = ev.b.standin.values("Appariements!F3:G3")[0];
    expect(pairings).toEqual([t1.a, t2.a]);
    // undo: every tab as before
    expect(r.state.lastAction.label).toBe(`Échanger ${t1.b} et ${t2.a}`);
    const u = ev.call("arbitreUndoLastAction", { eventId: "e1", at: r.state.lastAction.at });
    expect(u.ok).toBe(true);
    expect(names(u.state)).toEqual(names(before));
    expect(tabs(ev)).toBe(print);
  });

  it("a rematch is asked first, then noted in the round's reasons and counted", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    const r1 = ev.state().progress.tables;
    enterResults(ev);
    ev.call("arbitreGenerateRound", { expectedRound: 2 });
    const r2 = ev.state().progress.tables;
    // put round 1's first two opponents together again
    const [x, y] = [r1[0].a, r1[0].b];
    const xTable = r2.find((t: Json) => t.a === x || t.b === x);
    const yOpponent = xTable.a === x ? xTable.b : xTable.a;
    const ask = ev.call("arbitreSwapPlayers", { eventId: "e1", round: 2, a: yOpponent, b: y });
    expect(ask.ok).toBe(false);
    expect(ask.confirm.question).toMatch(/^Cet échange crée ce que l'appariement évite/);
    expect(ask.confirm.details).toContain(
      `${xTable.a === x ? x : y} et ${xTable.a === x ? y : x} se sont déjà rencontrés (ronde 1)`,
    );
    expect(names(ev.state())).toEqual(names({ progress: { tables: r2 } }));
    const ok = ev.call("arbitreSwapPlayers", { eventId: "e1", round: 2, a: yOpponent, b: y, confirm: true });
    expect(ok.ok).toBe(true);
    const again = ok.state.progress.tables.find((t: Json) => t.a === x || t.b === x);
    expect(again.why).toBe(
      "Table modifiée à la main par l'organisateur\u00a0: revanche (déjà rencontrés en ronde 1).",
    );
  });

  it("is refused once a result of the round is entered, and the button says why", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    const [t1, t2] = ev.state().progress.tables;
    ev.b.standin.write(`Rondes!H${t1.row}`, [[t1.a]]);
    const st = ev.state();
    expect(st.actions.swapPlayers).toMatchObject({
      enabled: false,
      reason:
        "des résultats de la ronde 1 sont déjà saisis\u00a0: les tables ne peuvent plus changer (effacez-les d'abord)",
    });
    const print = tabs(ev);
    const r = ev.call("arbitreSwapPlayers", { eventId: "e1", round: 1, a: t1.a, b: t2.a });
    expect(r.ok).toBe(false);
    expect(r.error).toBe(st.actions.swapPlayers.reason);
    expect(tabs(ev)).toBe(print);
  });

  it("Dust: the bye changes hands, and a second bye is asked first", () => {
    const ev = newEvent({ system: "dust", players: 5, locale: "en_US" });
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    const st = ev.state();
    const bye = st.progress.tables.find((t: Json) => t.b === "");
    const other = st.progress.tables.find((t: Json) => t.b !== "");
    const r = ev.call("arbitreSwapPlayers", { eventId: "e1", round: 1, a: bye.a, b: other.b });
    expect(r.ok).toBe(true);
    const newBye = r.state.progress.tables.find((t: Json) => t.b === "");
    expect(newBye.a).toBe(other.b);
    expect(newBye.why).toBe(`Bye given to ${other.b} by hand by the organiser.`);
    // round 2: giving the bye back to the player who had it is asked first
    enterResults(ev);
    ev.call("arbitreGenerateRound", { expectedRound: 2 });
    const holder = ev.state().progress.tables.find((t: Json) => t.b === "").a;
    expect(holder).not.toBe(newBye.a);
    const ask = ev.call("arbitreSwapPlayers", { eventId: "e1", round: 2, a: holder, b: newBye.a });
    expect(ask.ok).toBe(false);
    expect(ask.confirm.details).toEqual([`${newBye.a} has already had a bye (round 1)`]);
    const ok = ev.call("arbitreSwapPlayers", {
      eventId: "e1",
      round: 2,
      a: holder,
      b: newBye.a,
      confirm: true,
    });
    expect(ok.state.progress.tables.find((t: Json) => t.b === "").why).toBe(
      `Bye given to ${newBye.a} by hand by the organiser; ${newBye.a} already had the bye in round 1.`,
    );
  });
});
