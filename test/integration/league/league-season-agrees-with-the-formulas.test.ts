/**
 * A whole 4-team season played through the sidebar (every date: draw, first-leg lineups, results,
 * return-leg lineups, results), with forfeits; then the League standings tab is what
 * TEAM_STANDINGS gives over the Games tab's first six columns, and the Elo ladder is what
 * ELO_RATINGS gives over the same games, round by round (each leg of each date is one round).
 * In French and in English.
 */
import { describe, expect, it } from "vitest";
import type { Json } from "./helpers";
import { type League, newLeague, playerName, typeLineup, typeResult } from "./helpers";

function ok(r: Json): Json {
  expect(r.ok, r.error).toBe(true);
  return r;
}

/** A seeded choice of results: each table's home result code, from a small LCG. */
function* codes(seed: number, lang: "fr" | "en"): Generator<[string, string]> {
  let s = seed;
  const [w, d, l] = lang === "fr" ? ["V", "N", "D"] : ["W", "D", "L"];
  const pairs: [string, string][] = [
    [w, l],
    [d, d],
    [l, w],
  ];
  for (;;) {
    s = (s * 1103515245 + 12345) % 2147483648;
    yield pairs[s % 3]!;
  }
}

function playSeason(l: League, lang: "fr" | "en"): void {
  const gen = codes(7, lang);
  const calendar = l
    .values(l.tabs.calendar!)
    .slice(1)
    .filter((r) => typeof r[0] === "number");
  const dates = Math.max(...calendar.map((r) => Number(r[1])));
  for (let d = 1; d <= dates; d++) {
    ok(l.call("arbitreDrawScenarios", {}));
    const matches = calendar
      .filter((r) => r[1] === d)
      .map((r) => ({ id: Number(r[0]), home: String(r[4]), away: String(r[5]) }));
    for (const leg of [0, 1]) {
      const ms = matches.filter((_, i) => i % 2 === leg);
      for (const m of ms) {
        // the second leg: other players on table 4 (player 5), and one team fields 3 on date 2
        const home = [1, 2, 3, leg === 1 ? 5 : 4].map((i) => playerName(m.home, i));
        const away = [1, 2, 3, 4].map((i) => playerName(m.away, i));
        if (d === 2 && leg === 0) away[3] = "";
        typeLineup(l, m.id, m.home, home);
        typeLineup(l, m.id, m.away, away);
      }
      ok(l.call("arbitreCheckLineups", {}));
      for (const m of ms)
        for (let table = 1; table <= 4; table++) {
          const games = l.values(l.tabs.games!);
          const row = games.find((r) => r[0] === m.id && r[3] === table)!;
          if (row[4] !== "" || row[5] !== "") continue; // a forfeit already written at acceptance
          const [h, a] = gen.next().value as [string, string];
          typeResult(l, m.id, table, h, a);
        }
    }
  }
}

for (const [locale, lang] of [
  ["fr_FR", "fr"],
  ["en_GB", "en"],
] as const) {
  describe(`a whole season (${lang})`, () => {
    it("League standings = TEAM_STANDINGS over the Games tab; Elo ladder = ELO_RATINGS over its games", () => {
      const l = newLeague({ locale });
      ok(l.call("arbitreGenerateCalendar", {}));
      playSeason(l, lang);
      const s = l.state();
      expect(s.messages).toEqual([]);
      expect(s.league.matches).toEqual({ played: 12, total: 12 });
      ok(l.call("arbitreUpdateLeague", {}));
      // TEAM_STANDINGS over the Games tab's first six columns, in a scratch tab
      const games = l.values(l.tabs.games!).filter((r, i) => i > 0 && typeof r[0] === "number");
      l.b.standin.seedSheet({ name: "Check", rows: [[""]] });
      l.b.standin.write("Check!A1", [[`=TEAM_STANDINGS('${l.tabs.games}'!A2:F${games.length + 1})`]]);
      const formula = l.b.standin.values("Check!A1:G5") as unknown[][];
      const tab = l
        .values(l.tabs.standings!)
        .slice(0, 5)
        .map((r) => r.slice(0, 7));
      expect(tab).toEqual(formula);
      // ELO_RATINGS over the rated games: round = (date, leg) in calendar order; no forfeit
      const legOf = new Map<number, number>();
      for (const r of l.values(l.tabs.calendar!).slice(1))
        if (typeof r[0] === "number") legOf.set(r[0], Number(r[1]) * 2 + (Number(r[0]) % 2 === 1 ? 0 : 1));
      const score = (c: string) => (c === "V" || c === "W" ? 1 : c === (lang === "fr" ? "N" : "D") ? 0.5 : 0);
      const rated = games
        .filter((r) => r[6] !== "" && r[7] !== "" && r[4] !== "F" && r[5] !== "F")
        .map((r) => [legOf.get(Number(r[0]))!, r[6], r[7], score(String(r[4]))]);
      // date 2, first legs: the away team fields 3 players (table 4 is a forfeit, not a rated game)
      expect(rated.length).toBe(48 - 2);
      l.b.standin.write("Check!J1", rated);
      l.b.standin.write("Check!P1", [[`=ELO_RATINGS(J1:M${rated.length})`]]);
      const elo = l.b.standin.values("Check!P1:R40") as unknown[][];
      const fromFormula = new Map(
        elo
          .slice(1)
          .filter((r) => r[0] !== "")
          .map((r) => [String(r[0]), Number(r[1])]),
      );
      const ladder = l
        .values(l.tabs.ladder!)
        .slice(1)
        .filter((r) => typeof r[3] === "number");
      expect(ladder.length).toBe(fromFormula.size);
      for (const r of ladder) expect([r[1], r[3]]).toEqual([r[1], fromFormula.get(String(r[1]))]);
      // ELO_DELTA: the first game's change for both players at 2000
      const first = rated.find((r) => r[0] === Math.min(...rated.map((x) => Number(x[0]))))!;
      l.b.standin.write("Check!T1", [[`=ELO_DELTA(2000, 2000, ${first[3]})`]]);
      const delta = Number((l.b.standin.values("Check!T1:T1") as unknown[][])[0]![0]);
      const history = l.values(l.tabs.history!);
      const col = history[0]!.indexOf(first[1]);
      expect(history[1]![col]).toBe(2000);
      expect(Number(history[2]![col]) - 2000).toBe(delta);
      // the chart over the history: the ladder's top 10 after each of the 6 rounds
      const chart = l.b.standin.charts(l.tabs.ladder!)[0]!;
      expect(chart.series.rows.length).toBe(7); // the start, then 6 rounds
      expect(chart.series.header.length).toBe(11);
    });
  });
}
