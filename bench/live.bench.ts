/**
 * The live page's data call at the largest Swiss event: 1,024 players, round 2 generated, the page
 * switched on. arbitreLiveData as the page calls it (a web-app run in the stand-in): a cache hit
 * (one cache read, the snapshot decoded), then a miss (the cache emptied: one read of the script
 * properties, the snapshot joined and put back). Also the time Publish spends storing the snapshot,
 * and the snapshot's size.
 */

import { ensureBuilt } from "../test/fixtures/build";
import { newFederation } from "../test/integration/circuit/federation";
import { newLeague } from "../test/integration/league/helpers";
import { newClub } from "../test/integration/tarot/club";
import { type LoadedBundle, loadBundle } from "../tools/standin/index";
import { type BenchLine, type BenchReport, timeMs } from "./lib";

const URL_OF_APP = "https://script.google.com/macros/s/x/exec";

/** The page's data call on a bundle whose event's page is on: cache hit, then miss, and the snapshot's size. */
function dataCall(
  label: string,
  b: LoadedBundle,
  call: (name: string, ...args: unknown[]) => unknown,
): BenchLine[] {
  b.standin.webApp.url = URL_OF_APP;
  // biome-ignore lint/suspicious/noExplicitAny: plain JSON answers.
  const link = call("arbitreLiveLink", { op: "on" }) as any;
  if (!link.on) throw new Error(`${label}: ${link.message}`);
  const token = new URL(link.url).searchParams.get("t");
  const data = () => {
    if (!(b.callFromPage("arbitreLiveData", token) as { ok: boolean }).ok) throw new Error("no snapshot");
  };
  const hit = timeMs(data, 9);
  const miss = timeMs(() => {
    b.standin.caches.script.data.clear();
    data();
  }, 9);
  return [
    { label: `${label}: page data call, cache hit`, value: hit.median, unit: "ms", target: 200 },
    { label: `${label}: page data call, cache miss`, value: miss.median, unit: "ms", target: 200 },
    { label: `${label}: snapshot`, value: link.bytes / 1024, unit: "KB", target: 100 },
  ];
}

/** A 16-team league, the federation's circuit, the Tarot club's two years. */
function otherKinds(): BenchLine[] {
  // a 16-team season: 240 matches on the calendar, scenarios drawn
  const l = newLeague({ teams: 16, players: 5 });
  l.call("arbitreGenerateCalendar", {});
  l.call("arbitreDrawScenarios", {});
  const lines = dataCall("league, 16 teams", l.b, l.call);
  const f = newFederation({ seasons: 10, tournaments: 40, players: 120, pool: 1200, absent: 3 });
  f.call("arbitreComputeCircuit", { final: true, year: f.lastYear });
  lines.push(...dataCall("circuit, 47,880 results", f.b, f.call));
  const c = newClub({ players: 40, tournaments: 104, deals: 24, first: "2025-01-08", attendance: 0.6 });
  c.call("arbitreComputeTarot", {});
  lines.push(...dataCall("Tarot club, two years", c.b, c.call));
  return lines;
}

const PLAYERS = 1024;
const FIRST = ["Léa", "Hugo", "Chloé", "Louis", "Inès", "Gabriel", "Manon", "Arthur", "Jade", "Raphaël"];
const SYLLABLES = ["ber", "tin", "ro", "mar", "lan", "du", "che", "vil", "gau", "pré", "sou", "del", "fon"];

export async function run(): Promise<BenchReport> {
  ensureBuilt();
  const b = loadBundle("build/Code.js", {
    locale: "fr_FR",
    webAppUrl: "https://script.google.com/macros/s/x/exec",
  });
  // biome-ignore lint/suspicious/noExplicitAny: plain JSON answers.
  const call = (name: string, ...args: unknown[]) => b.call(name, ...args) as any;
  const created = call("arbitreCreateEvent", { system: "confrerie", name: "Bench", date: "2025-11-14" });
  if (!created.ok) throw new Error(created.error);
  // names and clubs as varied as a real field's: the snapshot compresses as it would
  const rows: unknown[][] = [];
  for (let i = 1; i <= PLAYERS; i++) {
    const s = (k: number) => SYLLABLES[(i * k + (i >> k)) % SYLLABLES.length];
    rows.push([
      `${FIRST[i % FIRST.length]} ${s(3)}${s(5)}${s(7)} ${i}`,
      `Club ${s(11)}${s(13)}`,
      1200 + (i % 900),
    ]);
  }
  b.standin.write("Joueurs!A2", rows);
  if (!call("arbitreGenerateRound", { expectedRound: 1 }).ok) throw new Error("generate");
  const link = call("arbitreLiveLink", { op: "on" });
  const token = new URL(link.url).searchParams.get("t");
  const data = () => {
    const a = b.callFromPage("arbitreLiveData", token) as { ok: boolean };
    if (!a.ok) throw new Error("no snapshot");
  };
  const hit = timeMs(data, 9);
  const miss = timeMs(() => {
    b.standin.caches.script.data.clear();
    data();
  }, 9);
  const publish = timeMs(() => {
    b.standin.caches.script.data.clear();
    const r = call("arbitrePublish", {});
    if (!r.ok) throw new Error(r.error);
  }, 3);
  const page = timeMs(() => b.webGet(`t=${token}`), 5);
  return {
    title: `Live page: ${PLAYERS.toLocaleString("en")} Swiss players, a league, the federation's circuit, the Tarot club (stand-in)`,
    lines: [
      { label: "page data call, cache hit", value: hit.median, unit: "ms", target: 200 },
      {
        label: "page data call, cache miss (script properties read once)",
        value: miss.median,
        unit: "ms",
        target: 200,
      },
      { label: "doGet (the page with its first data)", value: page.median, unit: "ms", target: 300 },
      { label: "Publish, snapshot stored again included", value: publish.median, unit: "ms" },
      { label: "snapshot (gzip + base64)", value: link.bytes / 1024, unit: "KB", target: 100 },
      ...otherKinds(),
    ],
    notes: [
      "A refresh is one cache read; 100 phones every 60 s make 1.7 calls a second, each well under a second.",
    ],
  };
}
