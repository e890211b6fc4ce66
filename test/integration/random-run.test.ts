/**
 * A reproducible random run against the real bundle (build/Code.js in the stand-in): thousands of
 * steps chosen at random by a seeded generator — the sidebar's actions with right and stale
 * requests, results typed as players type them (odd case, accents, the wrong column), rows
 * inserted, deleted and sorted, players renamed and added late, garbage — over several
 * spreadsheets, with these invariants checked after every step (random-run/runner.ts):
 *   1. no internal error (the server answers every call with a well-formed answer);
 *   2. a refusal writes nothing (the whole spreadsheet is unchanged);
 *   3. the Standings tab agrees with the server's standings;
 *   4. an enabled button works (its action, with the request the sidebar sends, is not refused);
 *   5. an action leaves the players' entries alone (but for the cells it is about).
 *   6. a stop and a press again end as a clean press (random-run/stops.ts): each action, the first
 *      time it succeeds early in a spreadsheet, is stopped at its changes in turn (a quota, the
 *      time limit) on a replay, pressed again, and compared with this run.
 *
 *   npx vitest run test/integration/random-run.test.ts                     the CI run
 *   ARBITRE_RANDOM_STEPS=40000 npx vitest run test/integration/random-run.test.ts   the long run
 *   ARBITRE_RANDOM_SEED=7 …        another seed (a failure prints its seed and step: replay with both)
 *   ARBITRE_RANDOM_AVOID=none …    also the steps that trigger the known bugs below (or a list)
 *   ARBITRE_RANDOM_SHRINK=1 …      on failure, look for the shortest failing step list (minutes)
 *   ARBITRE_RANDOM_REPLAY=test-artifacts/random-run-failure.json …   replay a failure's steps
 *   ARBITRE_RANDOM_DEBUG=1 …       also count why the tabs were unreadable and what repairs failed
 *   ARBITRE_RANDOM_KINDS=league …  only the kinds named (swiss: this file; the others: random-run-<kind>.test.ts)
 *
 * A failure prints the seed, the step number, the step and the ten before it, and writes the steps
 * of the failing spreadsheet (shortest list found, with ARBITRE_RANDOM_SHRINK) to
 * test-artifacts/random-run-failure.json.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { KnownBug } from "./random-run/generate";
import type { Json, Op } from "./random-run/ops";
import { RunFailure, randomRun, replay, shrink, tolerated } from "./random-run/run";
import { InvariantFailure, Runner } from "./random-run/runner";
import { sweepMode } from "./random-run/suite";

/**
 * Product bugs known and being fixed elsewhere: the run leaves out the steps that trigger them so
 * that it can explore everything else. Each is reproduced below; when its reproduction stops
 * failing, the bug is fixed: remove it from this list so that the run explores it again.
 */
const KNOWN_BUGS: Record<KnownBug, string> = {};

const SEED = Number(process.env.ARBITRE_RANDOM_SEED ?? 20251114);
const STEPS = Number(process.env.ARBITRE_RANDOM_STEPS ?? 3000);
const AVOID_ENV = process.env.ARBITRE_RANDOM_AVOID;
const AVOID = new Set<KnownBug>(
  AVOID_ENV === undefined
    ? (Object.keys(KNOWN_BUGS) as KnownBug[])
    : (AVOID_ENV.split(",")
        .map((s) => s.trim())
        .filter((s) => s !== "" && s !== "none") as KnownBug[]),
);
for (const bug of AVOID)
  if (!(bug in KNOWN_BUGS))
    throw new Error(`ARBITRE_RANDOM_AVOID: unknown bug ${bug} (${Object.keys(KNOWN_BUGS)})`);

const FAILURE_FILE = "test-artifacts/random-run-failure.json";

/** Runs, and on failure throws the report (the failing spreadsheet's steps saved for a replay). */
function run(seed: number, steps: number) {
  try {
    // the CI run stops each kind of action at each of its changes once; a longer run, once per spreadsheet
    return randomRun({ seed, steps, avoid: AVOID, sweep: sweepMode(steps > 3000 ? "world" : "run") });
  } catch (e) {
    if (!(e instanceof RunFailure)) throw e;
    let ops = e.ops;
    let message = e.message;
    if (process.env.ARBITRE_RANDOM_SHRINK) {
      ops = shrink(e.ops, e.invariant, { avoid: AVOID });
      message += `\n  shortest failing step list found: ${ops.length} steps`;
    }
    mkdirSync("test-artifacts", { recursive: true });
    writeFileSync(FAILURE_FILE, `${JSON.stringify(ops, null, 1)}\n`);
    message += `\n  the ${ops.length} steps of this spreadsheet are in ${FAILURE_FILE}: ARBITRE_RANDOM_REPLAY=${FAILURE_FILE} replays them`;
    throw new Error(message);
  }
}

/** ARBITRE_RANDOM_KINDS=league,tarot… (random-run/suite.ts) leaves this Swiss run out unless it names swiss. */
const SWISS_ON =
  process.env.ARBITRE_RANDOM_KINDS === undefined ||
  process.env.ARBITRE_RANDOM_KINDS.split(",")
    .map((s) => s.trim())
    .includes("swiss");

describe.runIf(SWISS_ON)("random run against the bundle", () => {
  it.runIf(process.env.ARBITRE_RANDOM_REPLAY !== undefined)("replays the steps of a failure", () => {
    const ops = JSON.parse(readFileSync(process.env.ARBITRE_RANDOM_REPLAY!, "utf8")) as Op[];
    const e = replay(ops, undefined, AVOID);
    if (e) throw e;
  });

  it.skipIf(process.env.ARBITRE_RANDOM_REPLAY !== undefined)(
    `${STEPS} random steps from seed ${SEED} keep the invariants (known bugs avoided: ${[...AVOID].join(", ") || "none"})`,
    () => {
      const report = run(SEED, STEPS);
      const n = (k: string) => report.stats.get(k) ?? 0;
      // what the run reached, so that a generator change that stops reaching it is noticed
      if (STEPS >= 2000) {
        expect(report.worlds).toBeGreaterThanOrEqual(4);
        for (const k of [
          "arbitreGenerateRound ok",
          "arbitreGenerateRound refused",
          "arbitreCloseRound ok",
          "arbitreCloseRound asks",
          "arbitreDropPlayer ok",
          "arbitreSwapPlayers ok",
          "arbitreSwapPlayers refused",
          "arbitreUndoLastRound ok",
          "arbitreUndoLastAction ok",
          "arbitrePublish ok",
          "arbitrePublish refused",
          "arbitreTimer ok",
          "arbitreUpdateEvent ok",
          "arbitreCreateEvent ok",
          "arbitreTopCut ok",
        ])
          expect(n(k), k).toBeGreaterThan(0);
      }
      console.log(
        `random run: seed ${SEED}, ${report.steps} steps, ${report.worlds} spreadsheets\n  ${[
          ...report.stats.entries(),
        ]
          .sort()
          .map(([k, v]) => `${k}: ${v}`)
          .join("\n  ")}`,
      );
    },
    // wall time: the stop sweeps on a shared 2-core machine take minutes
    Math.max(300_000, STEPS * 150),
  );

  // its own name (not "random steps"): npm run same-answers replays the runs without clubs only
  it.skipIf(process.env.ARBITRE_RANDOM_REPLAY !== undefined)(
    `club protection switched on and off mid-event and pairs to avoid edited: ${Math.min(STEPS, 1500)} random actions from seed ${SEED + 33} keep the invariants`,
    () => {
      const report = randomRun({ seed: SEED + 33, steps: Math.min(STEPS, 1500), avoid: AVOID, clubs: true });
      const n = (k: string) => report.stats.get(k) ?? 0;
      console.log(
        `random run with clubs: ${[...report.stats.entries()]
          .sort()
          .map(([k, v]) => `${k}: ${v}`)
          .join(", ")}`,
      );
      // what the CI run reaches (another seed may not ask anything)
      if (STEPS >= 1500 && process.env.ARBITRE_RANDOM_SEED === undefined) {
        for (const k of [
          "arbitreUpdateEvent ok",
          "arbitreUpdateEvent refused",
          "arbitreGenerateRound ok",
          "arbitreGenerateRound refused",
          "arbitreGenerateRound asks",
        ])
          expect(n(k), k).toBeGreaterThan(0);
      }
    },
    Math.max(120_000, STEPS * 60),
  );

  it("is reproducible: the same seed gives the same steps and the same spreadsheet", () => {
    const a = new Runner({ tolerate: tolerated(AVOID) });
    const b = new Runner({ tolerate: tolerated(AVOID) });
    const ops = (r: Runner): Op[] => {
      const out: Op[] = [];
      const report = randomRunWith(r, 1234, 100, out);
      expect(report).toBe(100);
      return out;
    };
    const first = ops(a);
    const second = ops(b);
    expect(JSON.stringify(second)).toBe(JSON.stringify(first));
    expect(a.fingerprint()).toBe(b.fingerprint());
  }, 120_000);

  it("the fast comparison used for invariant 2 agrees with snapshot(b) of the event helpers", () => {
    const r = new Runner({ crossCheck: true, tolerate: tolerated(AVOID) });
    expect(randomRunWith(r, 99, 100, [])).toBe(100);
  }, 120_000);
});

/** The first `steps` steps of seed `seed` on a given runner (to compare two runs or cross-check). */
function randomRunWith(runner: Runner, seed: number, steps: number, out: Op[]): number {
  return randomRun({ seed, steps, avoid: AVOID, runner, record: out }).steps;
}

/** Runs `steps` on a fresh runner; the invariant failure they cause, or null. */
function failureOf(steps: (r: Runner) => void): InvariantFailure | null {
  const r = new Runner();
  try {
    steps(r);
  } catch (e) {
    if (e instanceof InvariantFailure) return e;
    throw e;
  }
  return null;
}

const world = (system: "confrerie" | "dust", players: number, topCut: 0 | 2 | 4 | 8 = 0): Op => ({
  op: "world",
  system,
  locale: "fr_FR",
  topCut,
  seed: 1,
  // Nom, Club, Classement, and Points d'armée in Dust Tactics
  players: Array.from({ length: players }, (_, i) => [
    `Joueur ${String(i + 1).padStart(4, "0")}`,
    `Club ${i % 5}`,
    1500 + i,
    ...(system === "dust" ? [200] : []),
  ]),
});

/** Every game of the current round or stage won by player A, reported and confirmed in one step. */
function results(r: Runner, tab: string): void {
  const games = r.state.progress.tables.filter((g: Json) => g.b !== "");
  const cells = games.map((g: Json) => ({ at: `'${tab}'!H${g.row}`, rows: [[g.a, "Oui"]] }));
  r.apply({ op: "type", ...cells[0], more: cells.slice(1), what: "results" });
}

describe("bugs the run found, fixed: their steps keep every invariant", () => {
  it("a 9,000-character name is refused where it was typed, before anything is written", () => {
    let runner: Runner | null = null;
    const e = failureOf((r) => {
      runner = r;
      r.apply(world("confrerie", 4));
      r.apply({ op: "type", at: "'Joueurs'!A2", rows: [["x".repeat(9000)]], what: "a 9,000-character name" });
      r.apply({ op: "call", fn: "arbitreDropPlayer", req: { name: "x".repeat(9000) } });
    });
    expect(e).toBeNull();
    const answer = runner!.b.call("arbitreDropPlayer", { name: "x".repeat(9000) }) as Json;
    expect(answer.ok).toBe(false);
    expect(answer.error).toMatch(
      /onglet «\u00a0Joueurs\u00a0», ligne 2, colonne A \(Nom\)\u00a0: nom de 9000 caractères \(«\u00a0x{30}…\u00a0»\)\u00a0: 100 au plus/,
    );
  });

  it('values typed with extra spaces ("Oui ", " Joueur 0003 ") count the same for the server and the Standings tab', () => {
    const e = failureOf((r) => {
      r.apply(world("confrerie", 4));
      r.apply({ op: "call", fn: "arbitreGenerateRound", req: { expectedRound: 1 } });
      const g = r.state.progress.tables[0];
      r.apply({
        op: "type",
        at: `'Rondes'!H${g.row}`,
        rows: [[` ${g.a} `, "Oui"]],
        what: "winner with spaces",
      });
    });
    expect(e).toBeNull();
  });

  it("a row inserted above the games, then a sort, keeps every game in the Standings tab", () => {
    const e = failureOf((r) => {
      r.apply(world("confrerie", 4));
      r.apply({ op: "call", fn: "arbitreGenerateRound", req: { expectedRound: 1 } });
      const [g1, g2] = r.state.progress.tables;
      r.apply({
        op: "type",
        at: `'Rondes'!H${g1.row}`,
        rows: [[g1.a, "Oui"]],
        more: [{ at: `'Rondes'!H${g2.row}`, rows: [[g2.a, "Oui"]] }],
        what: "results",
      });
      r.apply({ op: "insertRow", tab: "Rondes", before: 2 });
      r.apply({ op: "sort", tab: "Rondes", first: 2, last: 4, width: 10, by: 2, descending: false });
    });
    expect(e).toBeNull();
  });

  it("a finalist renamed after the top cut started: the button says what happened, not a refused action", () => {
    let reason = "";
    let enabled = true;
    const e = failureOf((r) => {
      r.apply(world("confrerie", 4, 2));
      for (let round = 1; round <= 3; round++) {
        r.apply({ op: "call", fn: "arbitreGenerateRound", req: { expectedRound: round } });
        results(r, "Rondes");
      }
      r.apply({ op: "call", fn: "arbitreTopCut", req: { expectedStage: 1 } });
      // Edit ▸ Find and replace: the finalist's name, in every tab
      const name = r.state.progress.tables[0].a;
      const cells: { at: string; rows: unknown[][] }[] = [];
      for (const tab of ["Joueurs", "Rondes", "Phase finale"])
        r.b.standin.book.sheetByName(tab)!.rows.forEach((row, i) => {
          row?.forEach((c, j) => {
            if (c?.value === name)
              cells.push({ at: `'${tab}'!${String.fromCharCode(65 + j)}${i + 1}`, rows: [["Zoé"]] });
          });
        });
      r.apply({ op: "type", ...cells[0]!, more: cells.slice(1), what: "find and replace" });
      results(r, "Phase finale");
      ({ enabled, reason } = r.state.actions.topCut);
      r.apply({
        op: "call",
        fn: "arbitreTopCut",
        req: { eventId: "e1", expectedStage: 2 },
        button: "topCut",
      });
    });
    expect(e).toBeNull();
    expect(enabled).toBe(false);
    expect(reason).toMatch(
      /fait partie de la phase finale mais n'est plus dans l'onglet «\u00a0Joueurs\u00a0»/,
    );
  });

  it("a formula over a computed result cell (E/F), or a value in a result cell of a row without a game: the Standings tab agrees with the server", () => {
    const formula = failureOf((r) => {
      r.apply(world("confrerie", 6));
      r.apply({ op: "call", fn: "arbitreGenerateRound", req: { expectedRound: 1 } });
      r.apply({ op: "type", at: "'Rondes'!E2", rows: [["=1+1"]], what: "a formula over Result A" });
    });
    expect(formula).toBeNull();
    const stray = failureOf((r) => {
      r.apply(world("confrerie", 6));
      r.apply({ op: "call", fn: "arbitreGenerateRound", req: { expectedRound: 1 } });
      r.apply({ op: "insertRow", tab: "Rondes", before: 3 });
      r.apply({ op: "type", at: "'Rondes'!F3", rows: [["x"]], what: "a stray value in a blank row" });
    });
    expect(stray).toBeNull();
  });

  it("a result of an earlier round or top-cut stage cleared or changed after the next one: the button is disabled and says why", () => {
    const swiss = failureOf((r) => {
      r.apply(world("confrerie", 4));
      r.apply({ op: "call", fn: "arbitreGenerateRound", req: { expectedRound: 1 } });
      results(r, "Rondes");
      r.apply({ op: "call", fn: "arbitreGenerateRound", req: { expectedRound: 2 } });
      results(r, "Rondes");
      r.apply({ op: "type", at: "'Rondes'!H2", rows: [["", ""]], what: "a round-1 result cleared" });
      r.apply({
        op: "call",
        fn: "arbitreGenerateRound",
        req: { eventId: "e1", expectedRound: 3 },
        button: "generateRound",
      });
    });
    expect(swiss).toBeNull();
    const top = failureOf((r) => {
      r.apply(world("confrerie", 4, 4));
      for (let round = 1; round <= 3; round++) {
        r.apply({ op: "call", fn: "arbitreGenerateRound", req: { expectedRound: round } });
        results(r, "Rondes");
      }
      r.apply({ op: "call", fn: "arbitreTopCut", req: { expectedStage: 1 } });
      results(r, "Phase finale");
      r.apply({ op: "call", fn: "arbitreTopCut", req: { expectedStage: 2 } });
      results(r, "Phase finale");
      // the semi-final at row 3 changes winner after the final was generated
      const semi = r.b.standin.values("'Phase finale'!C3:D3")[0]!;
      r.apply({
        op: "type",
        at: "'Phase finale'!H3",
        rows: [[semi[1], "Oui"]],
        what: "a semi-final result changed",
      });
      r.apply({
        op: "call",
        fn: "arbitreTopCut",
        req: { eventId: "e1", expectedStage: 3 },
        button: "topCut",
      });
    });
    expect(top).toBeNull();
  });

  it("the final's result cleared after the final ranking: Publish is disabled and says why", () => {
    let reason = "";
    const e = failureOf((r) => {
      r.apply(world("confrerie", 4, 2));
      for (let round = 1; round <= 3; round++) {
        r.apply({ op: "call", fn: "arbitreGenerateRound", req: { expectedRound: round } });
        results(r, "Rondes");
      }
      r.apply({ op: "call", fn: "arbitreTopCut", req: { expectedStage: 1 } });
      results(r, "Phase finale");
      r.apply({ op: "call", fn: "arbitreTopCut", req: { expectedStage: 2 } });
      r.apply({ op: "type", at: "'Phase finale'!H2", rows: [["", ""]], what: "the final's result cleared" });
      reason = r.state.actions.publish.reason;
      r.apply({
        op: "call",
        fn: "arbitrePublish",
        req: { eventId: "e1", expectedPublish: 1 },
        button: "publish",
      });
    });
    expect(e).toBeNull();
    expect(reason).toMatch(
      /^onglet «\u00a0Phase finale\u00a0», ligne 2\u00a0: il manque le résultat de Joueur \d+ – Joueur \d+$/,
    );
  });

  it('fewer active players than the top cut size: "Start the top N" is disabled and says why', () => {
    const e = failureOf((r) => {
      r.apply(world("confrerie", 2, 4));
      r.apply({ op: "call", fn: "arbitreGenerateRound", req: { expectedRound: 1 } });
      r.apply({ op: "call", fn: "arbitreCloseRound", req: { round: 1, confirm: true } });
      r.apply({
        op: "call",
        fn: "arbitreTopCut",
        req: { eventId: "e1", expectedStage: 1 },
        button: "topCut",
      });
    });
    expect(e).toBeNull();
  });

  it("Close round writes only the missing decisions (a decision typed as a formula, =C3, stays a formula)", () => {
    const e = failureOf((r) => {
      r.apply(world("confrerie", 6));
      r.apply({ op: "call", fn: "arbitreGenerateRound", req: { expectedRound: 1 } });
      // tables 1 and 3 have no result; table 2's decision is typed as a formula naming player A
      r.apply({ op: "type", at: "'Rondes'!J3", rows: [["=C3"]], what: "a decision typed as a formula" });
      r.apply({ op: "call", fn: "arbitreCloseRound", req: { eventId: "e1", round: 1, confirm: true } });
    });
    expect(e).toBeNull();
  });
});
