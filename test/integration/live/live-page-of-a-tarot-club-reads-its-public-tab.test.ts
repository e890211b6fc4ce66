/**
 * A Tarot club's live page: the last tournament and the month's indices as the Public tab tells
 * them (the page and the tab are written from the same tables), and each player's indices month by
 * month for the chart; the club's two years fit its snapshot whole.
 */
import { describe, expect, it } from "vitest";
import type { LiveAnswer, LiveLinkView, TarotLive } from "../../../src/contract/index";
import { newClub } from "../tarot/club";

function pageOf(c: ReturnType<typeof newClub>): { data: TarotLive; bytes: number } {
  c.b.standin.webApp.url = "https://script.google.com/macros/s/x/exec";
  const link = c.call("arbitreLiveLink", { op: "on" }) as LiveLinkView;
  expect(c.call("arbitrePublish", {}).ok).toBe(true);
  const token = new globalThis.URL(link.url).searchParams.get("t")!;
  const a = c.b.callFromPage("arbitreLiveData", token) as LiveAnswer;
  if (!a.ok || a.data.kind !== "tarot") throw new Error("no Tarot data");
  return { data: a.data, bytes: (c.call("arbitreLiveLink", { op: "get" }) as LiveLinkView).bytes };
}

describe("a Tarot club's live page", () => {
  it("shows the last tournament and the month's indices as the Public tab does, and each player's months", () => {
    const c = newClub({ players: 6, tournaments: 8, deals: 24, first: "2026-01-07" });
    expect(c.call("arbitreComputeTarot", {}).ok).toBe(true);
    const { data } = pageOf(c);
    const pub = c.b.standin.values(`'${c.tabs.public}'!A1:I60`) as unknown[][];
    expect(data.last!.title).toBe(pub[3]![0]);
    // six players and the bot
    expect(data.last!.rows).toHaveLength(7);
    // the tab for a phone: rank, player, matchpoints, the win on the line under the winner
    expect(data.last!.rows[0]!.slice(0, 3)).toEqual(pub[5]!.slice(0, 3));
    const winner = data.last!.rows.findIndex((r) => r[3] === "Victoire");
    const tab = pub.slice(5).filter((r) => typeof r[0] === "number");
    expect(tab[winner]!.slice(0, 3)).toEqual(data.last!.rows[winner]!.slice(0, 3));
    const head = pub.findIndex((r) => r[0] === "Rang" && r[2] === "% actuel");
    expect(data.month.head).toEqual([
      "Rang",
      "Joueur",
      "Tournois du mois",
      "Victoires du mois",
      "Indice attaque",
      "Indice défense",
      "Victoire attaque",
      "Victoire défense",
      "% actuel",
    ]);
    // the page's first row: rank, player, the month's six figures, the current %, as the tab's lines
    const first = data.month.rows[0]!;
    expect([first[0], first[1], first[8]]).toEqual(pub[head + 1]!.slice(0, 3));
    expect(first.slice(2, 8)).toEqual(pub.slice(head + 2, head + 8).map((r) => r[2]));
    expect(data.months.length).toBeGreaterThanOrEqual(2);
    expect(data.series).toHaveLength(6);
    for (const [, points] of data.series)
      expect(points.every(([m]) => m >= 0 && m < data.months.length)).toBe(true);
  });

  it("holds the club's two years whole", () => {
    const c = newClub({ players: 40, tournaments: 104, deals: 24, first: "2025-01-08", attendance: 0.6 });
    expect(c.call("arbitreComputeTarot", {}).ok).toBe(true);
    const { data, bytes } = pageOf(c);
    expect(data.months.length).toBeGreaterThanOrEqual(24);
    expect(bytes).toBeLessThan(100 * 1024);
    console.log(
      `Tarot club, two years: ${data.series.length} players, ${data.months.length} months, snapshot ${bytes} characters`,
    );
  }, 120_000);
});
