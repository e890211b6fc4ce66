/**
 * The largest Swiss event (1,024 players, round 2 with its standings and reasons) fits the live
 * page's snapshot whole: one cache value (under 100 KB) and chunks under 9 KB in the script
 * properties, well under their 500 KB. When the script's properties are nearly full (other events'
 * pages), the page keeps the round and the first rows of the standings, and says how many there are.
 */
import { describe, expect, it } from "vitest";
import type { LiveAnswer, LiveLinkView } from "../../../src/contract/index";
import { enterResults, newEvent } from "../event/helpers";

const FIRST = [
  "Léa",
  "Hugo",
  "Chloé",
  "Louis",
  "Inès",
  "Gabriel",
  "Manon",
  "Arthur",
  "Jade",
  "Raphaël",
  "Zoé",
  "Nathan",
];
const SYLLABLES = [
  "ber",
  "tin",
  "ro",
  "mar",
  "lan",
  "du",
  "che",
  "vil",
  "gau",
  "pré",
  "sou",
  "del",
  "fon",
  "ri",
  "nard",
];

/** Players with names and clubs as varied as a real field's (seeded): the snapshot compresses as it would. */
function realNames(ev: ReturnType<typeof newEvent>, n: number): void {
  let seed = 7;
  const next = (k: number) => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return seed % k;
  };
  const rows: string[][] = [];
  for (let i = 0; i < n; i++) {
    const last = Array.from({ length: 2 + next(2) }, () => SYLLABLES[next(SYLLABLES.length)]).join("");
    const name = `${FIRST[next(FIRST.length)]} ${last.charAt(0).toUpperCase()}${last.slice(1)} ${i}`;
    rows.push([name, `Club ${SYLLABLES[next(SYLLABLES.length)]}${SYLLABLES[next(SYLLABLES.length)]}`]);
  }
  ev.b.standin.write("Joueurs!A2", rows);
}

describe("the live page's snapshot", () => {
  it("holds 1,024 players whole: pairings with their reasons and the standings with their tie-breaks", () => {
    const ev = newEvent({ system: "confrerie", players: 1024 });
    realNames(ev, 1024);
    ev.b.standin.webApp.url = "https://script.google.com/macros/s/x/exec";
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    enterResults(ev);
    expect(ev.call("arbitreGenerateRound", { expectedRound: 2 }).ok).toBe(true);
    const link = ev.call("arbitreLiveLink", { op: "on" }) as LiveLinkView;
    expect(link.message).not.toMatch(/premiers|first/);
    const props = ev.b.standin.properties.script.data;
    const total = [...props].reduce((n, [k, v]) => n + k.length + v.length, 0);
    const chunks = [...props].filter(([k]) => /^live\..*\.\d+$/.test(k));
    for (const [k, v] of chunks) expect(k.length + v.length).toBeLessThan(9 * 1024);
    expect(link.bytes).toBeLessThan(100 * 1024);
    expect(total).toBeLessThan(120 * 1024);
    const token = new globalThis.URL(link.url).searchParams.get("t")!;
    const a = ev.b.callFromPage("arbitreLiveData", token) as LiveAnswer;
    if (!a.ok || a.data.kind !== "swiss") throw new Error("no Swiss data");
    expect(a.data.pairings).toHaveLength(512);
    expect(a.data.pairings.every((p) => p[3] !== "")).toBe(true);
    expect(a.data.standings.rows).toHaveLength(1024);
    expect(a.data.standings.total).toBeUndefined();
    console.log(
      `1,024 Swiss players, round 2: snapshot ${link.bytes} characters, ${chunks.length} chunks, ${total} bytes of script properties`,
    );
  });

  it("with the script's properties nearly full, keeps the round and the first standings, and says how many in all", () => {
    const ev = newEvent({ system: "confrerie", players: 600 });
    realNames(ev, 600);
    ev.b.standin.webApp.url = "https://script.google.com/macros/s/x/exec";
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    // other pages fill the store: 502 KB of it, 7 KB left
    for (let i = 0; i < 57; i++) ev.b.standin.properties.script.data.set(`live.other.${i}`, "x".repeat(8800));
    const link = ev.call("arbitreLiveLink", { op: "on" }) as LiveLinkView;
    expect(link.on).toBe(true);
    expect(link.message).toMatch(/montre les \d+ premiers du classement sur 600/);
    const token = new globalThis.URL(link.url).searchParams.get("t")!;
    const a = ev.b.callFromPage("arbitreLiveData", token) as LiveAnswer;
    if (!a.ok || a.data.kind !== "swiss") throw new Error("no Swiss data");
    expect(a.data.pairings).toHaveLength(300);
    expect(a.data.standings.total).toBe(600);
    expect(a.data.standings.rows.length).toBeLessThan(600);
  });
});
