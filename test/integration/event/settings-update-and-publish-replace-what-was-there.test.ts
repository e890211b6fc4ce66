/** arbitreUpdateEvent (settings changed or refused) and arbitrePublish (the Public tab's content). */
import { describe, expect, it } from "vitest";
import { type Event, enterResults, type Json, newEvent, snapshot } from "./helpers";
import { entrants, publicBlocks } from "./public-tab-blocks";

describe("arbitreUpdateEvent", () => {
  it("changes the number of rounds (default from the player count until set)", () => {
    const ev = newEvent({ system: "confrerie", players: 9 });
    expect(ev.state().event.rounds).toBe(4);
    const r = ev.call("arbitreUpdateEvent", { eventId: ev.state().event.id, rounds: 5 });
    expect(r.ok, r.error).toBe(true);
    expect(r.message).toBe("Réglages enregistrés.");
    expect(r.state.event.rounds).toBe(5);
    for (let round = 1; round <= 2; round++) {
      ev.call("arbitreGenerateRound", { expectedRound: round });
      enterResults(ev);
    }
    // down to the rounds already played: the Swiss is over
    const down = ev.call("arbitreUpdateEvent", { eventId: ev.state().event.id, rounds: 2 });
    expect(down.ok, down.error).toBe(true);
    expect(down.state.progress.phase).toBe("finished");
    expect(down.state.actions.generateRound.enabled).toBe(false);
    expect(down.state.actions.generateRound.reason).toBe("les 2 rondes ont été jouées");
    // back to automatic (0): from the player count again
    const auto = ev.call("arbitreUpdateEvent", { eventId: ev.state().event.id, rounds: 0 });
    expect(auto.state.event.rounds).toBe(4);
    expect(auto.state.actions.generateRound.enabled).toBe(true);
  });

  it("changes the round length (timer) and the top cut; the name and date", () => {
    const ev = newEvent({ system: "dust", players: 8, locale: "en_GB" });
    const id = ev.state().event.id;
    const r = ev.call("arbitreUpdateEvent", {
      eventId: id,
      roundMinutes: 30,
      topCut: 4,
      name: "  Winter   Open ",
      date: "2025-12-06",
    });
    expect(r.ok, r.error).toBe(true);
    expect(r.state.event).toMatchObject({
      name: "Winter Open",
      date: "2025-12-06",
      roundMinutes: 30,
      topCut: 4,
    });
    expect(r.state.timer.durationMs).toBe(30 * 60000);
    expect(r.state.progress.topCut).toMatchObject({ size: 4, stage: 0, stages: 2 });
    expect(r.state.actions.topCut.label).toBe("Start the top 4");
    expect(r.state.events[0].name).toBe("Winter Open");
    const t = ev.call("arbitreTimer", { action: "start" });
    const left = t.state.timer.endsAt - t.state.timer.serverNow;
    expect(left).toBeGreaterThan(30 * 60000 - 5000);
    expect(left).toBeLessThanOrEqual(30 * 60000);
    // no top cut any more
    const none = ev.call("arbitreUpdateEvent", { eventId: id, topCut: 0 });
    expect(none.state.progress.topCut).toBeNull();
    expect(none.state.actions.topCut.reason).toBe("this event has no top cut");
  });

  const refused: [string, object, RegExp][] = [
    [
      "rounds above 30",
      { rounds: 31 },
      /^nombre de rondes «\u00a031\u00a0» invalide\u00a0: attendu un nombre entier de 1 à 30/,
    ],
    ["negative rounds", { rounds: -1 }, /^nombre de rondes «\u00a0-1\u00a0» invalide/],
    ["fractional rounds", { rounds: 2.5 }, /^nombre de rondes «\u00a02,5\u00a0» invalide/],
    ["rounds as text", { rounds: "4" }, /^nombre de rondes «\u00a04\u00a0» invalide/],
    [
      "fewer rounds than played",
      { rounds: 1 },
      /^nombre de rondes «\u00a01\u00a0» trop petit\u00a0: 2 rondes sont déjà générées\u202f; choisissez au moins 2/,
    ],
    [
      "a round of 0 minutes",
      { roundMinutes: 0 },
      /^durée de ronde «\u00a00\u00a0» invalide\u00a0: attendu un nombre entier de minutes, de 1 à 600$/,
    ],
    ["a round of 601 minutes", { roundMinutes: 601 }, /^durée de ronde «\u00a0601\u00a0» invalide/],
    ["a top 3", { topCut: 3 }, /^top cut «\u00a03\u00a0» invalide\u00a0: attendu 0 \(aucun\), 2, 4 ou 8$/],
    ["a top 16", { topCut: 16 }, /^top cut «\u00a016\u00a0» invalide/],
    ["an empty name", { name: "  " }, /^le nom de l'événement est vide\u00a0: donnez-lui un nom$/],
    [
      "a date that does not exist",
      { date: "2025-13-45" },
      /^date «\u00a02025-13-45\u00a0» invalide\u00a0: attendu une date qui existe, au format AAAA-MM-JJ/,
    ],
    ["a date in another format", { date: "14/11/2025" }, /^date «\u00a014\/11\/2025\u00a0» invalide/],
  ];
  for (const [label, change, message] of refused) {
    it(`refuses ${label}, writes nothing`, () => {
      const ev = newEvent({ system: "confrerie", players: 6 });
      for (let round = 1; round <= 2; round++) {
        ev.call("arbitreGenerateRound", { expectedRound: round });
        enterResults(ev);
      }
      const before = snapshot(ev.b);
      const r = ev.call("arbitreUpdateEvent", { eventId: ev.state().event.id, ...change });
      expect(r.ok).toBe(false);
      expect(r.error).toMatch(message);
      expect(snapshot(ev.b)).toBe(before);
      expect(r.state.event.rounds).toBe(3);
    });
  }

  it("refuses to change the top cut once it has started; bad tabs refuse any change", () => {
    const ev = newEvent({ system: "confrerie", players: 4, topCut: 2 });
    for (let round = 1; round <= 3; round++) {
      ev.call("arbitreGenerateRound", { expectedRound: round });
      enterResults(ev);
    }
    expect(ev.call("arbitreTopCut", { expectedStage: 1 }).ok).toBe(true);
    const before = snapshot(ev.b);
    const r = ev.call("arbitreUpdateEvent", { eventId: ev.state().event.id, topCut: 4 });
    expect(r.ok).toBe(false);
    expect(r.error).toBe("le top cut a commencé\u00a0: sa taille ne peut plus changer");
    expect(snapshot(ev.b)).toBe(before);
    ev.b.standin.write("Joueurs!A1", [["Joueur"]]);
    const spoilt = snapshot(ev.b);
    const bad = ev.call("arbitreUpdateEvent", { eventId: ev.state().event.id, roundMinutes: 40 });
    expect(bad.ok).toBe(false);
    expect(bad.error).toMatch(
      /onglet «\u00a0Joueurs\u00a0», ligne 1, colonne A\u00a0: en-tête «\u00a0Joueur\u00a0» trouvé, «\u00a0Nom\u00a0» attendu/,
    );
    expect(snapshot(ev.b)).toBe(spoilt);
  });
});

/** The Public tab, as values; its blocks one under the other: by table, by name, standings. */
function publicTab(ev: Event): unknown[][] {
  return ev.b.standin.values("Public!A1:Z60");
}

/** A block of the Public tab: its header, then its rows. */
function block(grid: unknown[][], title: string): unknown[][] {
  const b = publicBlocks(grid).get(title);
  return b ? [b.head, ...b.rows] : [];
}

function nonBlank(grid: unknown[][]): [number, number][] {
  const out: [number, number][] = [];
  grid.forEach((row, r) => {
    row.forEach((v, c) => {
      if (v !== "") out.push([r, c]);
    });
  });
  return out;
}

describe("arbitrePublish", () => {
  it("names starting with =, +, -, @ stay text; pairings by table and by name; standings; round end time", () => {
    const ev = newEvent({ system: "confrerie", players: 4, name: "=Open+" });
    ev.b.standin.write("Joueurs!A6", [
      ["'=Eve", "'=Club"],
      ["'+Max", "'@Home"],
      ["'-Bob", ""],
      ["'@Zed", ""],
    ]);
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    enterResults(ev);
    const g = ev.call("arbitreGenerateRound", { expectedRound: 2 });
    const timer = ev.call("arbitreTimer", { action: "start" });
    const p = ev.call("arbitrePublish", {});
    expect(p.ok, p.error).toBe(true);
    expect(p.message).toBe("Onglet «\u00a0Public\u00a0» mis à jour.");
    const grid = publicTab(ev);
    // every cell is a value, never a formula
    for (const [r, c] of nonBlank(grid)) {
      const a1 = `Public!${String.fromCharCode(65 + c)}${r + 1}`;
      expect(ev.b.standin.probe(a1).formula, a1).toBe("");
    }
    expect(grid[0]![0]).toBe("=Open+");
    expect(grid[1]![0]).toBe("Ronde 2 sur 3");
    expect(grid[2]![0]).toBe("Fin de la ronde");
    expect(grid[2]![2]).toBe(timer.state.timer.endsAtLabel);
    expect([...publicBlocks(grid).keys()]).toEqual([
      "Appariements par table",
      "Appariements par nom",
      "Classement",
    ]);
    // by table: the round's games in table order, the bye last
    const byTable = block(grid, "Appariements par table");
    expect(byTable[0]).toEqual(["Table", "Joueur A", "Joueur B"]);
    const expected = g.state.progress.tables.map((t: Json) =>
      t.b === "" ? ["—", t.a, "EXEMPT"] : [t.table, t.a, t.b],
    );
    expect(byTable.slice(1)).toEqual(expected);
    // by name: every player once, alphabetical (accents and case folded), with table and opponent
    const byName = block(grid, "Appariements par nom").map(([table, name, opponent]) => [
      name,
      table,
      opponent,
    ]);
    expect(byName[0]).toEqual(["Joueur", "Table", "Adversaire"]);
    const names = byName.slice(1).map((r) => String(r[0]));
    expect(names).toHaveLength(8);
    expect(names).toEqual(expect.arrayContaining(["=Eve", "+Max", "-Bob", "@Zed"]));
    const fold = (s: string) =>
      s
        .normalize("NFD")
        .replace(/[\u0300-\u036f]/g, "")
        .toLowerCase();
    expect(names.map(fold)).toEqual([...names.map(fold)].sort());
    for (const row of byName.slice(1)) {
      const game = g.state.progress.tables.find((t: Json) => t.a === row[0] || t.b === row[0]);
      if (game.b === "") expect(row.slice(1)).toEqual(["—", "EXEMPT"]);
      else expect(row).toEqual([row[0], game.table, game.a === row[0] ? game.b : game.a]);
    }
    // standings: every tie-break (on the lines under the player), clubs as text
    const table = publicBlocks(grid).get("Classement")!;
    expect(table.head).toEqual(["Rang", "Joueur", "Club"]);
    const standings = entrants(table);
    expect(standings).toHaveLength(8);
    for (const s of standings)
      expect(s.tieBreaks).toMatch(/^Bilan -?\d+ · V \d+ · D \d+ · Doubles défaites \d+ · OMW [\d,]+\u00a0%$/);
    const eve = standings.find((r) => r.name === "=Eve")!;
    expect(eve.club).toBe("=Club");
    expect(standings.find((r) => r.name === "+Max")!.club).toBe("@Home");
    expect(standings.map((r) => r.rank)).toEqual(
      [...standings.map((r) => r.rank as number)].sort((a, b) => a - b),
    );
  });

  it("re-publishing replaces the previous content entirely, also when the new one is shorter or narrower", () => {
    const ev = newEvent({ system: "confrerie", players: 10 });
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    ev.call("arbitreTimer", { action: "start" });
    ev.call("arbitrePublish", {});
    const big = nonBlank(publicTab(ev));
    // back to registration with 4 players: no pairings, 4 standings rows, no end time
    ev.call("arbitreUndoLastRound", { round: 1, confirm: true });
    ev.b.standin.write(
      "Joueurs!A6",
      Array.from({ length: 6 }, () => ["", "", "", "", "", ""]),
    );
    const p = ev.call("arbitrePublish", {});
    expect(p.ok, p.error).toBe(true);
    const grid = publicTab(ev);
    const small = nonBlank(grid);
    expect(small.length).toBeLessThan(big.length);
    const lastRow = Math.max(...small.map(([r]) => r));
    // header row 7, then 4 players, each with its two tie-break lines (0-based 6 + 4 × 3)
    expect(lastRow).toBe(6 + 4 * 3);
    expect(grid[1]![0]).toBe("Inscriptions en cours");
    expect(grid[2]![2]).toBe("");
    // no round in play: the standings come first, no pairings block
    expect(grid[5]![0]).toBe("Classement");
    expect(grid[6]![1]).toBe("Joueur");
    // a narrower standings block (final ranking: 3 columns instead of 8)
    const top = newEvent({ system: "confrerie", players: 4, topCut: 2 });
    for (let round = 1; round <= 3; round++) {
      top.call("arbitreGenerateRound", { expectedRound: round });
      enterResults(top);
    }
    top.call("arbitrePublish", {});
    expect(entrants(publicBlocks(publicTab(top)).get("Classement")!)[0]!.tieBreaks).toMatch(/OMW/);
    top.call("arbitreTopCut", { expectedStage: 1 });
    enterResults(top);
    top.call("arbitreTopCut", { expectedStage: 2 });
    top.call("arbitrePublish", {});
    const final = publicTab(top);
    expect(final[5]![0]).toBe("Classement final");
    expect(final[6]!.slice(0, 4)).toEqual(["Rang", "Joueur", "Club", ""]);
    // no tie-break lines in the final ranking: a line per player, nothing of the longer standings remains
    expect(Math.max(...nonBlank(final).map(([r]) => r))).toBe(6 + 4);
    expect(Math.max(...nonBlank(final).map(([, c]) => c))).toBe(2);
  });
});
