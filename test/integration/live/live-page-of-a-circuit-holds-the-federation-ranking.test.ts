/**
 * A circuit's live page: the ranking as last computed and published, each player's results with the
 * ones that count, the seeds; the federation's circuit (10 seasons, 47,880 results, a year-end
 * ranking of about 1,100 players) fits its snapshot whole, well under the cache's 100 KB.
 */
import { describe, expect, it } from "vitest";
import type { CircuitLive, LiveAnswer, LiveLinkView } from "../../../src/contract/index";
import { newFederation } from "../circuit/federation";

function pageOf(f: ReturnType<typeof newFederation>): { data: CircuitLive; bytes: number } {
  f.b.standin.webApp.url = "https://script.google.com/macros/s/x/exec";
  const link = f.call("arbitreLiveLink", { op: "on" }) as LiveLinkView;
  expect(link.on, link.message).toBe(true);
  expect(f.call("arbitrePublish", {}).ok).toBe(true);
  const token = new globalThis.URL(link.url).searchParams.get("t")!;
  const a = f.b.callFromPage("arbitreLiveData", token) as LiveAnswer;
  if (!a.ok || a.data.kind !== "circuit") throw new Error("no circuit data");
  const again = f.call("arbitreLiveLink", { op: "get" }) as LiveLinkView;
  return { data: a.data, bytes: again.bytes };
}

describe("a circuit's live page", () => {
  it("shows the ranking, each player's results with the ones that count, and the seeds", () => {
    const f = newFederation({ seasons: 1, tournaments: 8, players: 20, pool: 60 });
    expect(f.call("arbitreComputeCircuit", {}).ok).toBe(true);
    const { data } = pageOf(f);
    expect(data.ranking.rows.length).toBeGreaterThan(20);
    expect(data.ranking.head.slice(0, 4)).toEqual(["Rang", "Joueur", "Tournois joués", "Total"]);
    expect(data.results).toHaveLength(data.ranking.rows.length);
    const first = data.results[0]!;
    expect(first.length).toBeGreaterThan(0);
    // the counted points add up to the total
    const counted = first.filter(([, , c]) => c === 1).reduce((s, [, p]) => s + p, 0);
    expect(counted).toBe(data.ranking.rows[0]![3]);
    expect(data.seeds.rows.length).toBeGreaterThan(0);
    expect(data.tournaments.length).toBe(8);
  });

  it("holds the federation's year-end ranking (about 1,100 players) and every player's results whole", () => {
    const f = newFederation({ seasons: 10, tournaments: 40, players: 120, pool: 1200, absent: 3 });
    expect(f.results).toBeGreaterThan(47_000);
    // the year-end ranking of the last season
    expect(f.call("arbitreComputeCircuit", { final: true, year: f.lastYear }).ok).toBe(true);
    const { data, bytes } = pageOf(f);
    expect(data.ranking.rows.length).toBeGreaterThan(1000);
    expect(bytes).toBeLessThan(100 * 1024);
    console.log(
      `circuit, ${f.results} results: ranking of ${data.ranking.rows.length} players, snapshot ${bytes} characters`,
    );
  }, 120_000);
});
