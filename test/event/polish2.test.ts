/**
 * Second polish pass: every text of the generated tabs comes from the catalogue in the event's
 * language, undo of the final ranking, Top cut column widths, the results helper.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { StandingRow } from "../../src/engine/standings/standings";
import { matchSlips, pairingsByName, publicTab, standingsTable } from "../../src/sheets/kinds/swiss/tabs";
import { type Event, enterResults, newEvent, snapshot } from "./helpers";

describe("tabs.ts: no hard-coded French or English text", () => {
  it("its string literals are catalogue keys, codes or punctuation only", () => {
    const source = readFileSync("src/sheets/event/tabs.ts", "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/\/\/.*$/gm, "");
    const literals = [...source.matchAll(/"([^"\\]*)"|`([^`\\]*)`/g)].map((m) => m[1] ?? m[2] ?? "");
    const wordy = literals.filter(
      (s) =>
        /\p{L}{2,}/u.test(s) &&
        !/^(?:event|public)\.[\w.]+$/.test(s) && // catalogue keys
        !/^\.\.?\//.test(s) && // imports
        s !== "dust", // system id
    );
    expect(wordy).toEqual([]);
  });

  const games = [
    { round: 1, table: 1, a: "Alice", b: "Bob", row: 2 },
    { round: 1, table: 2, a: "Chloé", b: "", row: 3 },
    // biome-ignore lint/suspicious/noExplicitAny: minimal GameRow stand-ins for the pure builders.
  ] as any[];
  const standing = (playoff: boolean) =>
    ({
      rank: 1,
      key: "alice",
      name: "Alice",
      points: 3,
      record: 3,
      wins: 1,
      draws: 0,
      losses: 0,
      doubleLosses: 0,
      omw: 0.5,
      sos: 2,
      armyRemaining: 120,
      playoff,
    }) as unknown as StandingRow;

  it("the texts are the same as before, in both languages", () => {
    expect(pairingsByName(games, "fr", "T")[1]).toEqual(["Joueur", "Table", "Adversaire"]);
    expect(pairingsByName(games, "en", "T")[1]).toEqual(["Player", "Table", "Opponent"]);
    const fr = matchSlips(games, "confrerie", "fr", "Open", "Ronde 1");
    expect(fr.slice(0, 5)).toEqual([
      ["'Open — Ronde 1 — Table 1", "", "", ""],
      ["Joueur A", "'Alice", "Joueur B", "'Bob"],
      ["Résultat", "☐ V   ☐ D", "Résultat", "☐ V   ☐ D"],
      ["", "", "", ""],
      ["Signature", "", "Signature", ""],
    ]);
    const en = matchSlips(games, "dust", "en", "Open", "Round 1");
    expect(en.slice(0, 5)).toEqual([
      ["'Open — Round 1 — Table 1", "", "", ""],
      ["Player A", "'Alice", "Player B", "'Bob"],
      ["Score", "", "Score", ""],
      ["AP left", "", "AP left", ""],
      ["Signature", "", "Signature", ""],
    ]);
    expect(matchSlips([], "dust", "fr", "Open", "Ronde 1")).toEqual([["'Open — Ronde 1", "", "", ""]]);
    const clubs = new Map([["alice", "Club"]]);
    expect(standingsTable([standing(true)], "dust", "fr", clubs)).toEqual([
      ["Rang", "Joueur", "Club", "Points", "V", "N", "D", "Puissance rencontrée", "PA restants", "Barrage"],
      [1, "'Alice", "'Club", 3, 1, 0, 0, 2, 120, "Barrage requis"],
    ]);
    expect(standingsTable([standing(true)], "dust", "en", clubs)).toEqual([
      ["Rank", "Player", "Club", "Points", "W", "D", "L", "Strength of schedule", "AP left", "Play-off"],
      [1, "'Alice", "'Club", 3, 1, 0, 0, 2, 120, "Play-off required"],
    ]);
    expect(standingsTable([standing(false)], "confrerie", "fr", clubs)[0]).toEqual([
      "Rang",
      "Joueur",
      "Club",
      "Bilan",
      "V",
      "D",
      "Doubles défaites",
      "OMW %",
    ]);
    expect(standingsTable([standing(false)], "confrerie", "en", clubs)[0]).toEqual([
      "Rank",
      "Player",
      "Club",
      "Record",
      "W",
      "L",
      "Double losses",
      "OMW %",
    ]);
    for (const [lang, head] of [
      ["fr", ["Table", "Joueur A", "Joueur B"]],
      ["en", ["Table", "Player A", "Player B"]],
    ] as const) {
      const grid = publicTab({
        lang,
        eventName: "Open",
        roundLabel: "R",
        endLabel: "",
        games,
        standings: [["x"]],
        standingsTitle: "S",
        eventLang: lang,
      });
      expect(grid[4]!.slice(0, 3)).toEqual(head);
    }
  });

  it("an English event in a French spreadsheet: slips, pairings and Public headers stay English", () => {
    const ev = newEvent({ system: "dust", players: 4, locale: "en_GB" });
    ev.b.standin.book.locale = "fr_FR";
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    expect(ev.b.standin.values("Pairings!A2:C2")[0]).toEqual(["Player", "Table", "Opponent"]);
    const slip = ev.b.standin.values("'Match slips'!A1:D6").map((r) => r[0]);
    expect(slip[0]).toMatch(/^Open — Round 1 of \d+ — Table 1$/);
    expect(slip.slice(1)).toEqual(["Player A", "Score", "AP left", "Signature", ""]);
    expect(ev.call("arbitrePublish", {}).ok).toBe(true);
    const pub = ev.b.standin.values("Public!A1:Z6").flat().map(String);
    expect(pub).toEqual(
      expect.arrayContaining(["Player A", "Rank", "Strength of schedule", "AP left", "Play-off"]),
    );
    expect(pub).not.toContain("Joueur A");
  });
});

describe("Undo last round on a finished top cut: the final ranking goes without a question", () => {
  function finished(locale?: string): Event {
    const ev = newEvent({ system: "confrerie", players: 4, topCut: 2, locale });
    ev.call("arbitreUpdateEvent", { rounds: 1 });
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    enterResults(ev);
    expect(ev.call("arbitreTopCut", { expectedStage: 1 }).ok).toBe(true);
    enterResults(ev);
    const f = ev.call("arbitreTopCut", { expectedStage: 2 });
    expect(f.ok, f.error).toBe(true);
    expect(f.state.progress.phase).toBe("finished");
    return ev;
  }

  it("nothing is lost (bracket and results stay), so no confirmation, in French and in English", () => {
    for (const [locale, tab, done] of [
      ["fr_FR", "Phase finale", "Classement final retiré ; annulez encore pour retirer la finale."],
      ["en_GB", "Top cut", "Final ranking removed; undo again to remove the final."],
    ] as const) {
      const ev = finished(locale);
      const results = ev.b.standin.values(`'${tab}'!A2:J2`);
      const r = ev.call("arbitreUndoLastRound", { round: 1, what: "ranking" });
      expect(r.ok, r.error).toBe(true);
      expect(r.confirm).toBeUndefined();
      expect(r.message).toBe(done);
      expect(r.state.progress.phase).toBe("topcut");
      expect(
        ev.b.standin
          .values(`'${tab}'!L1:M4`)
          .flat()
          .every((v) => v === ""),
      ).toBe(true);
      expect(ev.b.standin.values(`'${tab}'!A2:J2`)).toEqual(results);
      // the final itself, with its result typed: still asked, about its own entries
      const stage = ev.call("arbitreUndoLastRound", { round: 1, what: "stage" });
      expect(stage.ok).toBe(false);
      expect(stage.confirm.question).toMatch(
        locale === "fr_FR" ? /« Finale » a déjà des saisies/ : /'Final' already has entries/,
      );
    }
  });

  it("the final's entries cleared by hand: still no '0 parties…' question", () => {
    const ev = finished();
    const row = ev.state().progress.tables[0].row;
    ev.b.standin.write(`'Phase finale'!H${row}`, [["", ""]]);
    const r = ev.call("arbitreUndoLastRound", { round: 1, what: "ranking" });
    expect(r.ok, r.error).toBe(true);
    expect(r.confirm).toBeUndefined();
    expect(r.message).not.toMatch(/^0 /);
    // and the next undo (the final, no entries now) goes through without a question either
    const before = snapshot(ev.b);
    const stage = ev.call("arbitreUndoLastRound", { round: 1, what: "stage" });
    expect(stage.ok, stage.error).toBe(true);
    expect(snapshot(ev.b)).not.toBe(before);
    expect(stage.state.progress.topCut.stage).toBe(0);
  });
});

describe("Top cut tab: the final ranking's columns L/M get widths fitting their localised headers", () => {
  it("set at creation (no extra call when the ranking is written), in French and in English", () => {
    for (const [locale, tab] of [
      ["fr_FR", "Phase finale"],
      ["en_GB", "Top cut"],
    ] as const) {
      const ev = newEvent({ system: "confrerie", players: 4, topCut: 2, locale });
      const sheet = ev.b.standin.book.sheets.find((s) => s.name === tab)!;
      const l = sheet.columnWidths.get(12);
      const m = sheet.columnWidths.get(13);
      expect(l, `${tab} L`).toBeDefined();
      expect(m, `${tab} M`).toBeDefined();
      ev.call("arbitreUpdateEvent", { rounds: 1 });
      ev.call("arbitreGenerateRound", { expectedRound: 1 });
      enterResults(ev);
      ev.call("arbitreTopCut", { expectedStage: 1 });
      enterResults(ev);
      ev.b.counter.calls.length = 0;
      expect(ev.call("arbitreTopCut", { expectedStage: 2 }).ok).toBe(true);
      expect(ev.b.counter.calls.filter((c) => /ColumnWidth/.test(c.key))).toEqual([]);
      const [[title], [rank, player]] = ev.b.standin.values(`'${tab}'!L1:M2`) as string[][];
      const fits = (text: string) => text.length * 8 + 16;
      expect(l!).toBeGreaterThanOrEqual(fits(rank!));
      expect(m!).toBeGreaterThanOrEqual(Math.max(fits(player!), 170)); // names, as in the bracket
      expect(l! + m!).toBeGreaterThanOrEqual(fits(title!)); // the title spills into the empty M1
    }
  });
});

describe("test helper enterResults: the event's words, not the sidebar's language", () => {
  it("English event, spreadsheet now French (and the reverse): every result typed counts", () => {
    for (const [created, now, tab] of [
      ["en_GB", "fr_FR", "Rounds"],
      ["fr_FR", "en_US", "Rondes"],
    ] as const) {
      const ev = newEvent({ system: "confrerie", players: 6, locale: created });
      ev.b.standin.book.locale = now;
      ev.call("arbitreGenerateRound", { expectedRound: 1 });
      enterResults(ev);
      const st = ev.state();
      expect(st.messages.filter((m: { level: string }) => m.level === "error")).toEqual([]);
      expect(st.progress.results).toEqual({ done: 3, total: 3 });
      const row = st.progress.tables[0].row;
      expect(ev.b.standin.values(`'${tab}'!I${row}`)[0]).toEqual([created === "en_GB" ? "Yes" : "Oui"]);
    }
  });
});
