/** The team league's texts in the sidebar (src/ui/kinds/league/format.ts). */
import { describe, expect, it } from "vitest";
import type { LeagueMatchView, LeagueView } from "../../../src/contract/views";
import { counted } from "../../../src/ui/format";
import {
  ladderTop,
  leagueDateLine,
  leagueHint,
  leagueMatchText,
  leagueStatusLine,
} from "../../../src/ui/kinds/league/format";

function league(over: Partial<LeagueView> = {}): LeagueView {
  return {
    tabs: {
      teams: "Équipes",
      roster: "Effectifs",
      calendar: "Calendrier",
      scenarios: "Scénarios",
      lineups: "Compositions",
      games: "Parties",
      matches: "Matchs",
      standings: "Classement",
      ladder: "Échelle",
      history: "Historique",
      public: "Public",
    },
    teams: 6,
    dates: 0,
    matches: { played: 0, total: 0 },
    drawn: 0,
    lineups: 0,
    next: null,
    standings: [],
    ladder: [],
    ...over,
  };
}

const match: LeagueMatchView = {
  id: 3,
  home: "Les Dragons",
  away: "La Horde",
  leg: "Aller",
  status: "Scénarios à tirer",
  played: false,
  row: 12,
};

describe("counted", () => {
  it("French puts 0 and 1 in the singular, English only 1", () => {
    const teams = (lang: "fr" | "en", n: number) =>
      counted(lang, "ui.league.teams.one", "ui.league.teams.other", n);
    expect(teams("fr", 0)).toBe("0 équipe");
    expect(teams("fr", 1)).toBe("1 équipe");
    expect(teams("fr", 2)).toBe("2 équipes");
    expect(teams("en", 0)).toBe("0 teams");
    expect(teams("en", 1)).toBe("1 team");
  });
});

describe("leagueStatusLine", () => {
  it("before the calendar: the teams and a calendar still to generate", () => {
    expect(leagueStatusLine("fr", league())).toBe("6 équipes · calendrier à générer");
    expect(leagueStatusLine("en", league({ teams: 1 }))).toBe("1 team · no calendar yet");
  });

  it("with a calendar: teams, dates and matches played", () => {
    const l = league({ dates: 10, matches: { played: 3, total: 30 } });
    expect(leagueStatusLine("fr", l)).toBe("6 équipes · calendrier\u00a0: 10 journées · 3/30 matchs joués");
    expect(leagueStatusLine("en", l)).toBe("6 teams · calendar: 10 matchdays · 3/30 matches played");
  });

  it("in English, no match at all is plural", () => {
    const none = league({ teams: 2, dates: 2, matches: { played: 0, total: 0 } });
    expect(leagueStatusLine("en", none)).toBe("2 teams · calendar: 2 matchdays · 0/0 matches played");
  });

  it("one date and one match in all are singular", () => {
    const l = league({ teams: 2, dates: 1, matches: { played: 0, total: 1 } });
    expect(leagueStatusLine("fr", l)).toBe("2 équipes · calendrier\u00a0: 1 journée · 0/1 match joué");
  });
});

describe("leagueHint", () => {
  it("before the calendar names the Teams and Roster tabs as the workbook spells them", () => {
    expect(leagueHint("fr", league())).toBe(
      "Saisissez les équipes dans l'onglet «\u00a0Équipes\u00a0» et leurs joueurs dans l'onglet «\u00a0Effectifs\u00a0», puis générez le calendrier.",
    );
    const en = league();
    en.tabs = { ...en.tabs, teams: "Teams 2", roster: "Roster 2" };
    expect(leagueHint("en", en)).toContain("'Teams 2' tab");
    expect(leagueHint("en", en)).toContain("'Roster 2' tab");
  });

  it("says when every match is played, and nothing while the league runs", () => {
    expect(leagueHint("fr", league({ dates: 10, matches: { played: 30, total: 30 } }))).toBe(
      "Tous les matchs du calendrier sont joués.",
    );
    const running = league({
      dates: 10,
      matches: { played: 3, total: 30 },
      next: { date: 2, day: "", matches: [match], rest: "" },
    });
    expect(leagueHint("fr", running)).toBe("");
  });
});

describe("leagueDateLine", () => {
  it("gives the date's number and its day in words, or the number alone", () => {
    const next = { date: 3, day: "2025-11-15", matches: [], rest: "" };
    expect(leagueDateLine("fr", next)).toBe("Journée 3 · 15 novembre 2025");
    expect(leagueDateLine("en", next)).toBe("Matchday 3 · 15 November 2025");
    expect(leagueDateLine("fr", { ...next, day: "" })).toBe("Journée 3");
    // its matches moved to two days: both
    const two = { ...next, days: ["2025-11-15", "2025-11-22"] };
    expect(leagueDateLine("fr", two)).toBe("Journée 3 · 15 novembre 2025 + 22 novembre 2025");
    expect(leagueDateLine("en", two)).toBe("Matchday 3 · 15 November 2025 + 22 November 2025");
  });
});

describe("leagueMatchText", () => {
  it("match number · home – away (leg): the server's status", () => {
    expect(leagueMatchText("fr", match)).toBe(
      `Match ${match.id} · Les Dragons – La Horde (Aller)\u00a0: Scénarios à tirer`,
    );
    expect(leagueMatchText("en", { ...match, leg: "Return", status: "9–6" })).toBe(
      `Match ${match.id} · Les Dragons – La Horde (Return): 9–6`,
    );
  });
});

describe("ladderTop", () => {
  it("keeps the five best ranks, best first", () => {
    const ladder = [7, 1, 3, 2, 6, 4, 5].map((rank) => ({ rank, name: `P${rank}`, rating: 1500, games: 3 }));
    expect(ladderTop(ladder).map((e) => e.rank)).toEqual([1, 2, 3, 4, 5]);
    expect(ladderTop([])).toEqual([]);
  });
});
