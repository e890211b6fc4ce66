/**
 * The live page's data call at the largest Swiss event: 1,024 players, round 2 generated, the page
 * switched on. arbitreLiveData as the page calls it (a web-app run in the stand-in): a cache hit
 * (one cache read, the snapshot decoded), then a miss (the cache emptied: one read of the script
 * properties, the snapshot joined and put back). Also the time Publish spends storing the snapshot,
 * and the snapshot's size.
 */
import { ensureBuilt } from "../test/fixtures/build";
import { loadBundle } from "../tools/standin/index";
import { type BenchReport, timeMs } from "./lib";

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
    title: `Live page at ${PLAYERS.toLocaleString("en")} Swiss players (stand-in)`,
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
    ],
    notes: [
      "A refresh is one cache read; 100 phones every 60 s make 1.7 calls a second, each well under a second.",
    ],
  };
}
