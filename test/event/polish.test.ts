/**
 * Polish found by a review and a newcomer's walkthrough: labels, plurals, formats, guards.
 */
import { describe, expect, it } from "vitest";
import { type Event, enterResults, newEvent, snapshot } from "./helpers";

function play(ev: Event, rounds: number): void {
  for (let r = 1; r <= rounds; r++) {
    const g = ev.call("arbitreGenerateRound", { expectedRound: r });
    expect(g.ok, g.error).toBe(true);
    enterResults(ev);
  }
}

describe("buttons", () => {
  it("no round started: the disabled Close button has no round number", () => {
    const fr = newEvent({ system: "confrerie", players: 4 }).state();
    expect(fr.actions.closeRound).toMatchObject({ enabled: false, label: "Clore la ronde" });
    const en = newEvent({ system: "dust", players: 4, locale: "en_GB" }).state();
    expect(en.actions.closeRound).toMatchObject({ enabled: false, label: "Close round" });
  });

  it("once the event is over, Start timer and Drop player are disabled with the reason", () => {
    const cases: [string, () => Event][] = [
      [
        "Swiss done, no top cut",
        () => {
          const ev = newEvent({ system: "confrerie", players: 4 });
          ev.call("arbitreUpdateEvent", { rounds: 1 });
          play(ev, 1);
          return ev;
        },
      ],
      [
        "top cut finished",
        () => {
          const ev = newEvent({ system: "confrerie", players: 4, topCut: 2 });
          ev.call("arbitreUpdateEvent", { rounds: 1 });
          play(ev, 1);
          expect(ev.call("arbitreTopCut", { expectedStage: 1 }).ok).toBe(true);
          enterResults(ev);
          const f = ev.call("arbitreTopCut", { expectedStage: 2 });
          expect(f.ok, f.error).toBe(true);
          return ev;
        },
      ],
      [
        "Dust ended early",
        () => {
          const ev = newEvent({ system: "dust", players: 4 });
          play(ev, 2);
          expect(ev.state().progress.endedEarly).toBe(true);
          return ev;
        },
      ],
    ];
    for (const [label, make] of cases) {
      const ev = make();
      const st = ev.state();
      expect(st.progress.phase, label).toBe("finished");
      expect(st.actions.timerStart, label).toMatchObject({
        enabled: false,
        reason: "l'événement est terminé",
      });
      expect(st.actions.dropPlayer, label).toMatchObject({
        enabled: false,
        reason: "l'événement est terminé",
      });
      // pressed anyway (stale sidebar): refused, nothing written
      const before = snapshot(ev.b);
      const r = ev.call("arbitreDropPlayer", { name: "Joueur 0001" });
      expect(r.ok, label).toBe(false);
      expect(r.error).toBe("l'événement est terminé");
      expect(snapshot(ev.b)).toBe(before);
    }
    // before the end both work
    const ev = newEvent({ system: "confrerie", players: 4 });
    play(ev, 1);
    const st = ev.state();
    expect(st.actions.timerStart.enabled).toBe(true);
    expect(st.actions.dropPlayer.enabled).toBe(true);
  });
});

describe("lists of tables: singular and plural", () => {
  function disputed(locale: string, tables: number[]): string[] {
    const ev = newEvent({ system: "confrerie", players: 8, locale });
    const st = ev.call("arbitreGenerateRound", { expectedRound: 1 }).state;
    const no = locale === "fr_FR" ? "Contesté" : "Disputed";
    const tab = st.event.tabs.rounds;
    for (const g of st.progress.tables)
      if (tables.includes(g.table)) ev.b.standin.write(`'${tab}'!H${g.row}`, [[`'${g.a}`, no]]);
    return ev
      .state()
      .messages.map((m: { text: string }) => m.text)
      .filter((x: string) => /contest|disput/i.test(x));
  }
  it("disputed results", () => {
    expect(disputed("fr_FR", [3])).toEqual(["Résultat contesté : table 3."]);
    expect(disputed("fr_FR", [1, 3])).toEqual(["Résultats contestés : tables 1, 3."]);
    expect(disputed("en_GB", [3])).toEqual(["Disputed result: table 3."]);
    expect(disputed("en_GB", [1, 3])).toEqual(["Disputed results: tables 1, 3."]);
  });
  it("missing results, generated tables, deleted rows, double losses edited since the close", () => {
    const two = newEvent({ system: "confrerie", players: 2 });
    expect(two.call("arbitreGenerateRound", { expectedRound: 1 }).message).toBe("Ronde 1 générée : 1 table.");
    const ev = newEvent({ system: "confrerie", players: 8 });
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    enterResults(ev, { skipTables: [3] });
    expect(ev.state().actions.generateRound.reason).toBe("1 résultat manque : table 3");
    // close with tables 3 and 4 missing, then table 4's double loss changed by hand
    ev.b.standin.write("Rondes!H5", [[""]]);
    const st = ev.state();
    expect(st.actions.generateRound.reason).toBe("2 résultats manquent : tables 3, 4");
    expect(ev.call("arbitreCloseRound", { round: 1, confirm: true }).ok).toBe(true);
    const row4 = st.progress.tables.find((g: { table: number }) => g.table === 4);
    ev.b.standin.write(`Rondes!J${row4.row}`, [[`'${row4.a}`]]);
    const ask = ev.call("arbitreUndoLastAction", {});
    expect(ask.confirm.question).toMatch(
      /^1 des doubles défaites .* a été modifiée depuis \(table 4\) : elle reste/,
    );
  });
});

describe("undo messages name the round", () => {
  it("« Ronde 2 » annulée / 'Round 2' undone; the confirmation too", () => {
    for (const [locale, asked, done] of [
      ["fr_FR", /^1 partie de « Ronde 2 » a déjà des saisies/, "« Ronde 2 » annulée."],
      ["en_GB", /^1 game of 'Round 2' already has entries/, "'Round 2' undone."],
    ] as const) {
      const ev = newEvent({ system: "confrerie", players: 8, locale });
      play(ev, 1);
      ev.call("arbitreGenerateRound", { expectedRound: 2 });
      enterResults(ev, { skipTables: [2, 3, 4] });
      const ask = ev.call("arbitreUndoLastRound", { round: 2 });
      expect(ask.confirm.question).toMatch(asked);
      const r = ev.call("arbitreUndoLastRound", { round: 2, confirm: true });
      expect(r.ok, r.error).toBe(true);
      expect(r.message).toBe(done);
    }
  });
});

describe("tabs laid out at creation", () => {
  it("Standings: OMW shown 0.000, counts and points as integers", () => {
    const ev = newEvent({ system: "confrerie", players: 7 });
    play(ev, 2);
    const head = ev.b.standin.values("Classement!A1:G1")[0]!;
    expect(head[6]).toMatch(/OMW/);
    const shown = ev.b.standin.displayValues("Classement!A2:G8");
    const raw = ev.b.standin.values("Classement!A2:G8");
    for (let i = 0; i < shown.length; i++) {
      expect(shown[i]![6]).toMatch(/^[01],\d{3}$/);
      expect(Number(shown[i]![6]!.replace(",", "."))).toBeCloseTo(Number(raw[i]![6]), 3);
      expect(shown[i]![2]).toMatch(/^\d+$/);
      expect(shown[i]![5]).toMatch(/^-?\d+$/);
    }
    const dust = newEvent({ system: "dust", players: 6, locale: "en_GB" });
    play(dust, 1);
    expect(dust.b.standin.probe("Standings!D3").numberFormat).toBe("0");
    expect(dust.b.standin.probe("Standings!C3").display).toMatch(/^\d+$/);
  });
  it("Rounds and Players: every header fits its column (French, the longest)", () => {
    for (const system of ["confrerie", "dust"] as const) {
      const ev = newEvent({ system, players: 2 });
      for (const name of ["Rondes", "Joueurs", "Phase finale"]) {
        const sheet = ev.b.standin.book.sheets.find((s) => s.name === name)!;
        const head = ev.b.standin.values(`'${name}'!A1:M1`)[0]!.filter((h) => h !== "");
        head.forEach((h, i) => {
          const width = sheet.columnWidths.get(i + 1) ?? 100;
          expect(width, `${name} ${h}`).toBeGreaterThanOrEqual(String(h).length * 8 + 16);
        });
      }
    }
  });
});

describe("undo guard: the request says what it undoes", () => {
  it("a repeated confirmed 'Undo: Final ranking' does not also take back the final", () => {
    const ev = newEvent({ system: "confrerie", players: 4, topCut: 2 });
    ev.call("arbitreUpdateEvent", { rounds: 1 });
    play(ev, 1);
    expect(ev.call("arbitreTopCut", { expectedStage: 1 }).ok).toBe(true);
    enterResults(ev);
    expect(ev.call("arbitreTopCut", { expectedStage: 2 }).ok).toBe(true);
    const req = { round: 1, what: "ranking", confirm: true };
    const first = ev.call("arbitreUndoLastRound", req);
    expect(first.ok, first.error).toBe(true);
    expect(first.state.progress.phase).toBe("topcut");
    const before = snapshot(ev.b);
    const again = ev.call("arbitreUndoLastRound", req);
    expect(again.ok).toBe(false);
    expect(again.error).toMatch(/une autre action a eu lieu depuis .* rien n'a été modifié/);
    expect(snapshot(ev.b)).toBe(before);
    expect(again.state.progress.topCut.stage).toBe(1);
    // the stage itself, asked for as such
    const stage = ev.call("arbitreUndoLastRound", { round: 1, what: "stage", confirm: true });
    expect(stage.ok, stage.error).toBe(true);
    expect(stage.state.progress.topCut.stage).toBe(0);
    // a Swiss round asked for as a stage: refused too
    expect(ev.call("arbitreUndoLastRound", { round: 1, what: "stage", confirm: true }).ok).toBe(false);
  });
});

describe("what is written into tabs speaks the event's language, whatever the locale of the moment", () => {
  it("French event, spreadsheet switched to en_US: pairings, final ranking and Public stay French", () => {
    const ev = newEvent({ system: "confrerie", players: 4, topCut: 2 });
    ev.call("arbitreUpdateEvent", { rounds: 1 });
    ev.b.standin.book.locale = "en_US";
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(g.message).toBe("Round 1 generated: 2 tables."); // the sidebar follows the locale
    expect(ev.b.standin.values("Appariements!A1")[0]![0]).toBe("Appariements par nom — Ronde 1 sur 1");
    enterResults(ev);
    ev.call("arbitrePublish", {});
    const pub = ev.b.standin.values("Public!A1:Z6").flat().map(String);
    expect(pub).toContain("Classement");
    expect(pub).toContain("Appariements par table");
    expect(pub).not.toContain("Standings");
    expect(ev.call("arbitreTopCut", { expectedStage: 1 }).ok).toBe(true);
    enterResults(ev);
    const f = ev.call("arbitreTopCut", { expectedStage: 2 });
    expect(f.ok, f.error).toBe(true);
    expect(ev.b.standin.values("'Phase finale'!L1:M2")).toEqual([
      ["Classement final", ""],
      ["Rang", "Joueur"],
    ]);
    ev.call("arbitrePublish", {});
    const fin = ev.b.standin.values("Public!A1:Z6").flat().map(String);
    expect(fin).toContain("Classement final");
    expect(fin).toEqual(expect.arrayContaining(["Rang", "Joueur", "Club"]));
    expect(fin).not.toContain("Rank");
    expect(ev.b.standin.book.sheets.map((s) => s.name)).toContain("Arbitre — annulation");
  });
  it("English event, spreadsheet switched to fr_FR: the same in English", () => {
    const ev = newEvent({ system: "confrerie", players: 4, topCut: 2, locale: "en_GB" });
    ev.call("arbitreUpdateEvent", { rounds: 1 });
    ev.b.standin.book.locale = "fr_FR";
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(ev.b.standin.values("Pairings!A1")[0]![0]).toBe("Pairings by name — Round 1 of 1");
    enterResults(ev);
    expect(ev.call("arbitreTopCut", { expectedStage: 1 }).ok).toBe(true);
    enterResults(ev);
    expect(ev.call("arbitreTopCut", { expectedStage: 2 }).ok).toBe(true);
    expect(ev.b.standin.values("'Top cut'!L1:M2")).toEqual([
      ["Final ranking", ""],
      ["Rank", "Player"],
    ]);
    const p = ev.call("arbitrePublish", {});
    expect(p.message).toBe("Onglet « Public » mis à jour.");
    const fin = ev.b.standin.values("Public!A1:Z6").flat().map(String);
    expect(fin).toEqual(expect.arrayContaining(["Final ranking", "Rank", "Player", "Club"]));
    expect(ev.b.standin.book.sheets.map((s) => s.name)).toContain("Arbitre — undo");
  });
});

describe("undo of Close round finds its games by round and table", () => {
  it("a row inserted above: the double losses are taken back where the games now are", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    play(ev, 1);
    ev.call("arbitreGenerateRound", { expectedRound: 2 });
    enterResults(ev, { skipTables: [2, 4] });
    const close = ev.call("arbitreCloseRound", { round: 2, confirm: true });
    expect(close.ok, close.error).toBe(true);
    const rows = close.state.progress.tables.map((g: { row: number }) => g.row);
    // the organiser inserts a note row above round 2 (inside the tab, before its games)
    const sheet = ev.b.standin.spreadsheet.getSheetByName("Rondes")!;
    sheet.insertRowBefore(Math.min(...rows));
    const st = ev.state();
    expect(st.messages.filter((m: { level: string }) => m.level === "error")).toEqual([]);
    const moved = st.progress.tables.map((g: { row: number }) => g.row);
    expect(moved).toEqual(rows.map((r: number) => r + 1));
    const u = ev.call("arbitreUndoLastAction", { at: st.lastAction.at });
    expect(u.ok, u.error).toBe(true);
    const after = u.state.progress.tables;
    const byTable = new Map(after.map((g: { table: number; status: string }) => [g.table, g.status]));
    expect(byTable.get(2)).toBe("pending");
    expect(byTable.get(4)).toBe("pending");
    expect(byTable.get(1)).toBe("confirmed");
    expect(byTable.get(3)).toBe("confirmed");
    // the decision column: empty for every game of round 2 (nothing written on the wrong rows)
    const j = ev.b.standin.values(`Rondes!J${Math.min(...moved)}:J${Math.max(...moved)}`).flat();
    expect(j.every((v) => v === "")).toBe(true);
  });
});

describe("Close round writes only the span of the games it changes", () => {
  it("one setValues on the decision column, from the first to the last missing game", () => {
    const ev = newEvent({ system: "confrerie", players: 12 });
    play(ev, 1);
    const st = ev.call("arbitreGenerateRound", { expectedRound: 2 }).state;
    enterResults(ev, { skipTables: [3, 4] });
    const row = (table: number) => st.progress.tables.find((g: { table: number }) => g.table === table).row;
    ev.b.counter.calls.length = 0;
    const r = ev.call("arbitreCloseRound", { round: 2, confirm: true });
    expect(r.ok, r.error).toBe(true);
    const writes = ev.b.counter.calls.filter((c) => c.key === "Range.setValues");
    expect(writes.map((c) => c.range)).toEqual([`J${row(3)}:J${row(4)}`]);
    expect(ev.b.standin.values(`Rondes!J${row(1)}:J${row(6)}`).flat()).toEqual([
      "",
      "",
      "Double défaite",
      "Double défaite",
      "",
      "",
    ]);
  });
});
