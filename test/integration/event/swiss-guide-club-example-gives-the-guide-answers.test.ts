/**
 * The Swiss guides' club example (docs/guide/fr/swiss.md, docs/guide/en/swiss.md, « Protéger les
 * clubs… » / "Protecting clubs…"): its 16 players from 4 clubs are read from the guide's table,
 * typed into the Players tab of an event made by the bundle in the guide's locale, and the rounds
 * give what the guide says — no two clubmates in round 1 whatever the draw, exactly 2 tables of
 * Lyon players when 10 of the 16 come from Lyon, each saying why, and the near-duplicate question
 * word for word.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { seededBundle } from "../random-run/runner";
import type { Json } from "./helpers";

/** The rows of the guide's example table (between its guide-example markers): [name, club]. */
function guideTable(path: string): [string, string][] {
  const text = readFileSync(path, "utf8");
  const start = text.indexOf("<!-- guide-example: clubs -->");
  const end = text.indexOf("<!-- /guide-example -->", start);
  expect(start).toBeGreaterThan(0);
  const rows = text
    .slice(start, end)
    .split("\n")
    .filter((l) => l.startsWith("| ") && !l.startsWith("|---"))
    .slice(1)
    .map((l) => l.split("|").map((c) => c.trim()))
    .map((c) => [c[1]!, c[2]!] as [string, string]);
  expect(rows.length).toBe(16);
  return rows;
}

const key = (club: string): string =>
  club
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s/g, "");

const GUIDES = [
  { guide: "docs/guide/fr/swiss.md", locale: "fr_FR", players: "Joueurs", both: "du même club (" },
  { guide: "docs/guide/en/swiss.md", locale: "en_US", players: "Players", both: "of the same club (" },
];

function open(locale: string, seed: number, players: string, rows: [string, string][]) {
  const b = seededBundle("build/Code.js", locale, seed, () => Date.UTC(2025, 10, 14, 9));
  const call = (name: string, ...args: unknown[]) => b.call(name, ...args) as Json;
  const r = call("arbitreCreateEvent", {
    system: "confrerie",
    name: "Open",
    date: "2025-11-14",
    topCut: 0,
    protectClubs: "every",
  });
  expect(r.ok, r.error).toBe(true);
  b.standin.write(`'${players}'!A2`, rows);
  return call;
}

describe.each(GUIDES)("the club example of $guide", ({ guide, locale, players, both }) => {
  const rows = guideTable(guide);
  const club = new Map(rows.map(([n, c]) => [n, key(c)]));

  it("4 clubs of 4 (spelt in several ways): no table of clubmates in round 1, whatever the draw", () => {
    expect(new Set(club.values()).size).toBe(4);
    for (let seed = 1; seed <= 6; seed++) {
      const call = open(locale, seed, players, rows);
      const g = call("arbitreGenerateRound", { expectedRound: 1 });
      expect(g.ok, g.error).toBe(true);
      expect(g.state.progress.tables.length).toBe(8);
      for (const t of g.state.progress.tables)
        expect(club.get(t.a), `${t.a} v ${t.b}`).not.toBe(club.get(t.b));
    }
  });

  it("10 of the 16 from Lyon: exactly 2 tables of Lyon players, each saying why", () => {
    const lyon = rows.map(([n, c], i) => [n, i < 10 ? "Cercle de Lyon" : c] as [string, string]);
    for (let seed = 1; seed <= 3; seed++) {
      const call = open(locale, seed, players, lyon);
      const g = call("arbitreGenerateRound", { expectedRound: 1 });
      expect(g.ok, g.error).toBe(true);
      const mates = g.state.progress.tables.filter((t: Json) =>
        [t.a, t.b].every((n: string) => lyon.findIndex(([x]) => x === n) < 10),
      );
      expect(mates.length).toBe(2);
      for (const t of mates) expect(t.why).toContain(`${both}Cercle de Lyon)`);
    }
  });

  it("a near-duplicate spelling asks the question the guide quotes", () => {
    const near = rows.map(([n, c], i) => [n, i === 3 ? "Cercle Lyon" : c] as [string, string]);
    const call = open(locale, 1, players, near);
    const ask = call("arbitreGenerateRound", { expectedRound: 1 });
    expect(ask.ok).toBe(false);
    const flat = readFileSync(guide, "utf8").replace(/\s+/g, " ");
    expect(flat).toContain(ask.confirm.question.replace(/\s+/g, " "));
  });
});
