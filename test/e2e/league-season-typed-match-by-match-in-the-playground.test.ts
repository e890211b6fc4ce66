/**
 * A league matchday typed the way organisers type it, in chromium through the real build (French
 * spreadsheet): four teams, Generate calendar, the scenarios drawn, the lineups of the first date's
 * two first legs typed cell by cell and checked (one team fields a single player: a forfeit), then
 * the results typed in *Parties* one table at a time with *Mettre à jour classement et Elo* between
 * tables. The standings say provisional while a match is incomplete (standings tab, sidebar, Public
 * tab) and count it once complete; a result is then corrected in *Parties* and counted as corrected.
 *
 * Screenshots (git-ignored): test-artifacts/league-typed-standings.png, league-typed-ladder.png,
 * league-typed-elo-chart.png, league-typed-public.png, league-typed-sidebar.png,
 * league-typed-provisional.png, league-typed-public-provisional.png.
 */
import type { Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { chromiumAvailable, type Harness, selectSheet } from "./harness";
import { FIRST, TEAMS, teamsAndRosters } from "./league-helpers";
import {
  act,
  gridWhen,
  noticeText,
  refresh,
  serverState,
  shoot,
  startEventHarness,
  text,
  typeRows,
} from "./sidebar-helpers";

const STANDINGS = "Classement ligue";
const GAMES = "Parties";

const club = (team: string): string => TEAMS.find((t) => t[0] === team)![1]!;
const players = (team: string, n = 4): string[] => FIRST.slice(0, n).map((f) => `${f} ${club(team)}`);

describe.skipIf(!chromiumAvailable())(
  "a league matchday typed match by match in the playground (fr_FR)",
  () => {
    let h: Harness;
    let frame: Frame;
    let dialogs: string[] = [];
    // the first date's two first legs, as the sidebar lists them
    let m1: { id: number; home: string; away: string };
    let m3: { id: number; home: string; away: string };

    /** The sheet rows (1-based) of a tab whose column A is `match` (and B `team`, for the lineups). */
    function rowsOf(tab: string, match: number, team?: string): number[] {
      const values = h.playground.bundle().standin.values(`${tab}!A1:C60`) as unknown[][];
      const out: number[] = [];
      values.forEach((r, i) => {
        if (Number(r[0]) === match && (team === undefined || r[1] === team)) out.push(i + 1);
      });
      return out;
    }

    /**
     * The standings tab as the grid shows it, and a team's [league points, matches played]
     * (TEAM_STANDINGS' columns: rank, team, points, head-to-head, Sonneborn-Berger, games won, played).
     */
    async function standings(): Promise<{ grid: string[][]; of: (team: string) => [string, string] }> {
      await selectSheet(h.page, STANDINGS);
      const grid = await gridWhen(h.page, STANDINGS, 10, 7, (g) => g[0]![0] !== "");
      const header = grid[0]!;
      const teamCol = header.indexOf("Équipe");
      return {
        grid,
        of: (team) => {
          const row = grid.find((r) => r[teamCol] === team);
          if (!row) throw new Error(`${team} not in ${JSON.stringify(grid)}`);
          return [row[teamCol + 1]!, row[teamCol + 5]!];
        },
      };
    }

    /** Types one table's two results in Parties, then Update standings. */
    async function typeTable(row: number, home: string, away: string): Promise<void> {
      await typeRows(h.page, GAMES, row, [[null, null, null, null, home, away]]);
      await refresh(frame);
      await act(frame, "updateLeague");
    }

    beforeAll(async () => {
      ({ h, frame, dialogs } = await startEventHarness("Ligue du Morbihan", {
        system: "league-kow",
        name: "Inter-clubs du Morbihan",
        date: "2027-01-10",
      }));
    });

    afterAll(async () => {
      await h?.close();
    });

    it("teams typed, rosters pasted, Generate calendar, the first date's scenarios drawn", async () => {
      await teamsAndRosters(h, frame);
      await act(frame, "generateCalendar");
      await act(frame, "drawScenarios");
      const matches = serverState(h).league.next.matches;
      m1 = matches[0];
      m3 = matches[2];
      expect([m1.id, m3.id]).toEqual([1, 3]);
    });

    it("lineups typed cell by cell: a team that fields one player is recorded as a forfeit", async () => {
      // match 1: both teams at full strength
      for (const team of [m1.home, m1.away]) {
        const rows = rowsOf("Compositions", m1.id, team);
        expect(rows).toHaveLength(4);
        await typeRows(
          h.page,
          "Compositions",
          rows[0]!,
          players(team).map((p) => [null, null, null, p]),
        );
      }
      // match 3: the home team at full strength, the away team with a single player
      const home3 = rowsOf("Compositions", m3.id, m3.home);
      await typeRows(
        h.page,
        "Compositions",
        home3[0]!,
        players(m3.home).map((p) => [null, null, null, p]),
      );
      const away3 = rowsOf("Compositions", m3.id, m3.away);
      await typeRows(h.page, "Compositions", away3[0]!, [[null, null, null, players(m3.away, 1)[0]!]]);
      await refresh(frame);
      await act(frame, "checkLineups");
      const notice = await noticeText(frame);
      expect(notice).toMatch(/4 compositions acceptées/);
      expect(notice).toContain(
        `Moins de 2 joueurs pour ${m3.away}\u00a0: le match est perdu par forfait (0 point de ligue).`,
      );
      // the forfeit team's empty tables 2–4 are written: Victoire for the home team, Forfait for it
      const g3 = rowsOf(GAMES, m3.id);
      expect(g3).toHaveLength(4);
      const games = await gridWhen(h.page, GAMES, g3[3]!, 8, (g) => g[g3[3]! - 1]![5] === "Forfait");
      for (const row of g3.slice(1)) expect(games[row - 1]!.slice(4, 6)).toEqual(["Victoire", "Forfait"]);
      expect(games[g3[0]! - 1]!.slice(4, 8)).toEqual(["", "", players(m3.home)[0], players(m3.away, 1)[0]]);
    });

    it("results one table at a time, Update in between: provisional until the fourth table, then counted", async () => {
      const g1 = rowsOf(GAMES, m1.id);
      // table 1: the home team wins; the match has 1 result of 4, nothing counted yet
      await typeTable(g1[0]!, "Victoire", "Défaite");
      let s = await standings();
      expect(s.of(m1.home)).toEqual(["0", "0"]);
      expect(s.grid.flat().join(" ")).toMatch(
        new RegExp(`Classement provisoire\u00a0: .*le match ${m1.id} a 1 résultat sur 4`),
      );
      // table 2 drawn, table 3 lost by the home team
      await typeTable(g1[1]!, "Nul", "Nul");
      await typeTable(g1[2]!, "Défaite", "Victoire");
      s = await standings();
      expect(s.of(m1.home)).toEqual(["0", "0"]);
      expect(s.grid.flat().join(" ")).toMatch(new RegExp(`le match ${m1.id} a 3 résultats sur 4`));
      const note = new RegExp(`Classement provisoire\u00a0: .*le match ${m1.id} a 3 résultats sur 4`);
      expect(await text(frame, "#messages")).toMatch(note);
      await shoot(h, "league-typed-provisional", "page");
      // published mid-evening, the Public tab says it too, in bold under the ranking
      await act(frame, "publish");
      const pub = await gridWhen(h.page, "Public ligue", 60, 7, (g) => g.flat().some((c) => note.test(c)));
      // the match in progress (its first leg): a count of results on the line under its two teams, not a score
      const match = pub.findIndex(
        (r, i) => r[1] === m1.home && r[2] === m1.away && /Aller/.test(pub[i + 2]?.[1] ?? ""),
      );
      expect(pub[match + 1]?.[1]).toBe("3/4 résultats");
      // the note in the names' column (B), bold
      const row = pub.findIndex((r) => note.test(r[1]!));
      expect(
        await h.page
          .locator(`#grid td[data-cell="B${row + 1}"]`)
          .evaluate((td) => Number(getComputedStyle(td).fontWeight)),
      ).toBeGreaterThanOrEqual(600);
      await shoot(h, "league-typed-public-provisional", "page");
      // table 4 drawn: 3+2+1+2 = 8 against 1+2+3+2 = 8, a drawn match, 2 league points each
      await typeTable(g1[3]!, "Nul", "Nul");
      s = await standings();
      expect(s.of(m1.home)).toEqual(["2", "1"]);
      expect(s.of(m1.away)).toEqual(["2", "1"]);
      expect(s.grid.flat().join(" ")).not.toMatch(new RegExp(`le match ${m1.id} a`));
    });

    it("the forfeit match: its one played table typed, the forfeit team scores 0 league points", async () => {
      const g3 = rowsOf(GAMES, m3.id);
      // the single player of the forfeit team wins his table: the match is still lost by forfeit
      await typeTable(g3[0]!, "Défaite", "Victoire");
      const s = await standings();
      expect(s.of(m3.home)).toEqual(["3", "1"]);
      expect(s.of(m3.away)).toEqual(["0", "1"]);
      expect(s.grid.flat().join(" ")).not.toMatch(/Classement provisoire/);
    });

    it("a result corrected in Parties, then Update: the corrected result is counted", async () => {
      const g1 = rowsOf(GAMES, m1.id);
      // the fourth table was in fact won by the home team: 9–7, 3 league points against 1
      await typeRows(h.page, GAMES, g1[3]!, [[null, null, null, null, "Victoire", "Défaite"]]);
      await refresh(frame);
      expect(serverState(h).messages).toEqual([]);
      await act(frame, "updateLeague");
      const s = await standings();
      expect(s.of(m1.home)).toEqual(["3", "1"]);
      expect(s.of(m1.away)).toEqual(["1", "1"]);
      expect(await text(frame, "#league-standings-body tr")).toMatch(/1/);
      await shoot(h, "league-typed-standings", "page");
      await shoot(h, "league-typed-sidebar", "sidebar");
    });

    it("the ladder, the Elo chart and the Public tab, as a captain reads them", async () => {
      await selectSheet(h.page, "Classement Elo");
      const ladder = await gridWhen(h.page, "Classement Elo", 14, 6, (g) => g[1]![1] !== "");
      // every player who played a table is on the ladder (4 + 4 at match 1, 4 + 1 at match 3)
      const names = ladder.slice(1).map((r) => r[1]);
      for (const p of [...players(m1.home), ...players(m1.away), ...players(m3.away, 1)])
        expect(names).toContain(p);
      await shoot(h, "league-typed-ladder", "page");
      await h.page.setViewportSize({ width: 1900, height: 860 });
      await h.page.waitForSelector("svg");
      await shoot(h, "league-typed-elo-chart", "page");
      await h.page.setViewportSize({ width: 1400, height: 860 });
      await act(frame, "publish");
      const pub = await gridWhen(
        h.page,
        "Public ligue",
        30,
        7,
        // the standings written again (each team with its figures on the lines under it)
        (g) =>
          g[0]![0] === "Inter-clubs du Morbihan" && !g.flat().some((c) => /Classement provisoire/.test(c)),
      );
      const header = pub.findIndex((r) => r[0] === "Rang");
      expect(pub[header]!.slice(0, 3)).toEqual(["Rang", "Équipe", "Points"]);
      const points = (team: string) => pub.slice(header + 1).find((r) => r[1] === team)?.[2];
      expect([points(m1.home), points(m1.away), points(m3.home), points(m3.away)]).toEqual([
        "3",
        "1",
        "3",
        "0",
      ]);
      expect(pub.flat().join(" ")).not.toMatch(/Classement provisoire/);
      await shoot(h, "league-typed-public", "page");
      expect(dialogs).toEqual([]);
    });
  },
);
