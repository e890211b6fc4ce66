import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { StandingRow } from "../../../src/engine/standings/standings";
import { matchSlips, pairingsByName, publicTab, standingsTable } from "../../../src/sheets/kinds/swiss/tabs";
import { enterResults, newEvent } from "./helpers";

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
    const pub = ev.b.standin.values("Public!A1:Z60").flat().map(String);
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
    const fin = ev.b.standin.values("Public!A1:Z60").flat().map(String);
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
    expect(p.message).toBe("Onglet «\u00a0Public\u00a0» mis à jour.");
    const fin = ev.b.standin.values("Public!A1:Z60").flat().map(String);
    expect(fin).toEqual(expect.arrayContaining(["Final ranking", "Rank", "Player", "Club"]));
    expect(ev.b.standin.book.sheets.map((s) => s.name)).toContain("Arbitre — undo");
  });
});

describe("tabs.ts: no hard-coded French or English text", () => {
  it("its string literals are catalogue keys, codes or punctuation only", () => {
    const source = readFileSync("src/sheets/kinds/swiss/tabs.ts", "utf8")
      .replace(/\/\*[\s\S]*?\*\//g, "")
      .replace(/\/\/.*$/gm, "");
    const literals = [...source.matchAll(/"([^"\\]*)"|`([^`\\]*)`/g)].map((m) => m[1] ?? m[2] ?? "");
    const wordy = literals.filter(
      (s) =>
        /\p{L}{2,}/u.test(s) &&
        !/^(?:event|public)\.[\w.]+$/.test(s) && // catalogue keys
        !/^\.\.?\//.test(s) && // imports
        s !== "scores", // the system descriptor's entry kind
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
      const { rows: grid } = publicTab({
        lang,
        eventName: "Open",
        dateLine: "D",
        state: "R",
        endLabel: "",
        games,
        standings: [["x"]],
        standingsTitle: "S",
        eventLang: lang,
      });
      // the event's four lines, a blank line, the block's title, then its header
      expect(grid[6]!.slice(0, 3)).toEqual(head);
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
    const pub = ev.b.standin.values("Public!A1:Z60").flat().map(String);
    expect(pub).toEqual(expect.arrayContaining(["Player A", "Rank"]));
    // the tie-breaks under each player, after their English headers (the play-off flag, a text of
    // its own, only when one is needed: « Play-off required »)
    expect(pub.join("\n")).toMatch(/Strength of schedule \d+/);
    expect(pub.join("\n")).not.toMatch(/Puissance|Barrage/);
    expect(pub).not.toContain("Joueur A");
  });
});
