/**
 * A team league run by an organiser in the playground, end to end in chromium through the real
 * build (French spreadsheet): four teams and their rosters, Generate calendar, the draw of the first
 * date's scenarios, two lineups typed in the grid (one refused with its row, then fixed), the four
 * results of the first match, the standings, the Elo ladder and its chart, publish.
 *
 * Screenshots (git-ignored): test-artifacts/league-sidebar-calendar.png, league-lineup-refused.png,
 * league-sidebar-standings.png, league-elo-ladder.png, league-public.png, league-match-sheets.png.
 */
import type { Frame } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cellText, chromiumAvailable, type Harness, selectSheet } from "./harness";
import { FIRST, TEAMS, teamsAndRosters } from "./league-helpers";
import { readsWholeOnAPhone } from "./phone-helpers";
import {
  act,
  alertText,
  button,
  gridWhen,
  idle,
  noticeText,
  refresh,
  serverState,
  shoot,
  startEventHarness,
  text,
  typeRows,
} from "./sidebar-helpers";

describe.skipIf(!chromiumAvailable())("a team league in the playground (fr_FR)", () => {
  let h: Harness;
  let frame: Frame;
  let dialogs: string[] = [];

  beforeAll(async () => {
    ({ h, frame, dialogs } = await startEventHarness("Ligue de Bretagne", {
      system: "league-kow",
      name: "Inter-clubs de Bretagne",
      date: "2027-01-10",
    }));
  });

  afterAll(async () => {
    await h?.close();
  });

  it("teams and rosters, then Generate calendar: 3 dates, the first date's matches in the sidebar", async () => {
    expect(await button(frame, "generateCalendar")).toMatchObject({ enabled: false });
    await teamsAndRosters(h, frame);
    await act(frame, "generateCalendar");
    expect(await noticeText(frame)).toMatch(/Calendrier généré\u00a0: 3 journées, 12 matchs/);
    expect(await text(frame, "#league-date")).toMatch(/Journée 1/);
    expect(await frame.locator("#league-matches li").count()).toBe(4);
    await act(frame, "drawScenarios");
    expect(await noticeText(frame)).toMatch(/Scénarios de la journée 1 tirés pour 4 match/);
    await shoot(h, "league-sidebar-calendar", "sidebar");
  });

  it("a lineup with a player of another team is refused with its row; fixed, both lineups are accepted", async () => {
    const st = serverState(h);
    const m = st.league.next.matches[0];
    const home = TEAMS.find((t) => t[0] === m.home)!;
    const away = TEAMS.find((t) => t[0] === m.away)!;
    const players = (club: string) => FIRST.slice(0, 4).map((f) => `${f} ${club}`);
    // rows 2–5: the first match's home team, tables 1–4; rows 6–9: the away team
    const wrong = [...players(home[1]!).slice(0, 3), `Anne ${away[1]}`];
    await typeRows(
      h.page,
      "Compositions",
      2,
      wrong.map((p) => [null, null, null, p]),
    );
    await refresh(frame);
    await frame.locator("#btn-checkLineups").click();
    await idle(frame);
    const alert = await alertText(frame);
    expect(alert).toMatch(/problèmes? dans les compositions, rien n'a été écrit/);
    expect(alert).toMatch(
      /onglet «\u00a0Compositions\u00a0», ligne 5, colonne Joueur \(match 1, .*, table 4\)\u00a0: Anne .* figure dans l'effectif de «\u00a0.*\u00a0», pas de «\u00a0.*\u00a0»/,
    );
    await shoot(h, "league-lineup-refused", "page");
    expect(await cellText(h.page, "G2", "Parties")).toBe("");
    await typeRows(h.page, "Compositions", 5, [[null, null, null, `Denis ${home[1]}`]]);
    // each lineup is accepted on its own: the other team's typed once the first is fixed
    await typeRows(
      h.page,
      "Compositions",
      6,
      players(away[1]!).map((p) => [null, null, null, p]),
    );
    await refresh(frame);
    await act(frame, "checkLineups");
    expect(await noticeText(frame)).toMatch(/2 compositions acceptées/);
    await gridWhen(h.page, "Parties", 3, 14, (g) => g[1]![6] === `Anne ${home[1]}`);
  });

  it("the first match's four results: standings, the Elo ladder and its chart, then publish", async () => {
    // won, drawn, lost, won: 3+2+1+3 = 9 against 1+2+3+1 = 7
    await typeRows(h.page, "Parties", 2, [
      [null, null, null, null, "Victoire", "Défaite"],
      [null, null, null, null, "Nul", "Nul"],
      [null, null, null, null, "Défaite", "Victoire"],
      [null, null, null, null, "Victoire", "Défaite"],
    ]);
    await refresh(frame);
    expect(serverState(h).messages).toEqual([]);
    await act(frame, "updateLeague");
    expect(await text(frame, "#league-standings-body tr")).toMatch(/1.*Les .*3/);
    expect(await frame.locator("#league-ladder-body tr").count()).toBeGreaterThan(0);
    await shoot(h, "league-sidebar-standings", "sidebar");
    expect(await text(frame, "#league-matches li")).toMatch(/: 9–7$/);
    // the ladder and its chart beside it, in a window wide enough for both and the sidebar
    await h.page.setViewportSize({ width: 1900, height: 860 });
    await selectSheet(h.page, "Classement Elo");
    await h.page.waitForSelector("svg");
    await shoot(h, "league-elo-ladder", "page");
    await h.page.setViewportSize({ width: 1400, height: 860 });
    await selectSheet(h.page, "Feuilles de match");
    await shoot(h, "league-match-sheets", "page");
    await act(frame, "publish");
    const pub = await gridWhen(h.page, "Public ligue", 6, 7, (g) => g[0]![0] === "Inter-clubs de Bretagne");
    expect(pub[4]!.slice(0, 3)).toEqual(["Rang", "Équipe", "Points"]);
    await shoot(h, "league-public", "page");
    // a club member's phone (390 px): no text past the screen's width, no name cut
    await readsWholeOnAPhone(h, "Public ligue", [0, 700, 1400], "public-tab-league-phone");
    expect(dialogs).toEqual([]);
  });
});
