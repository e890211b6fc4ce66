/**
 * A league's live page: what Publish makes public, from the same data as its Public tab: the team
 * standings with the provisional note while a match is incomplete, the calendar with every score,
 * the next matchday (its matches, dates and hosts), the teams for a team's own view, and the Elo
 * ladder's top 20. Nothing more: no roster, no lineup.
 */
import { describe, expect, it } from "vitest";
import type { LeagueLive, LiveAnswer, LiveLinkView } from "../../../src/contract/index";
import { firstMatchWonAtHome, ok } from "../league/helpers";

describe("a league's live page", () => {
  it("shows the standings, the calendar with its scores, the next matchday and the teams, as published", () => {
    const { l, home, away } = firstMatchWonAtHome();
    l.b.standin.webApp.url = "https://script.google.com/macros/s/x/exec";
    ok(l.call("arbitreUpdateLeague", {}));
    const link = l.call("arbitreLiveLink", { op: "on" }) as LiveLinkView;
    expect(link.on).toBe(true);
    ok(l.call("arbitrePublish", {}));
    const token = new globalThis.URL(link.url).searchParams.get("t")!;
    const a = l.b.callFromPage("arbitreLiveData", token) as LiveAnswer;
    if (!a.ok || a.data.kind !== "league") throw new Error("no league data");
    const d: LeagueLive = a.data;
    expect(d.name).toBe("Inter-clubs");
    expect(d.stamp).toMatch(/^Mis à jour le \d\d\/\d\d\/\d{4}$/);
    expect(d.teams).toHaveLength(4);
    expect(d.standings.head[1]).toBe("Équipe");
    expect(d.standings.rows[0]![1]).toBe(home);
    // no match is half-played: the ranking is not provisional
    expect(d.provisional).toBe("");
    const first = d.calendar.rows.find(([, h, , w]) => h === home && w === away)!;
    expect(first[2]).toMatch(/^\d+–\d+/);
    expect(d.next).toBe(1);
    // the Public tab says the same: the standings' first team and the match's score
    const pub = l.values(l.tabs.public!).flat().map(String);
    expect(pub).toContain(first[2]);
    expect(pub).toContain(home);
    const json = JSON.stringify(d);
    for (const hidden of ["@", "/edit", l.b.standin.book.id]) expect(json).not.toContain(hidden);
  });
});
