/**
 * A season circuit run from the sidebar through the real bundle: the hand-worked two seasons of
 * test/unit/engine/circuit/fixtures/two-seasons.ts pasted into Tournaments and Results, then Check
 * and compute: the Ranking tab (latest, at a date, the year-end ranking) gives the numbers
 * MASTERS_RANKING gives over the same tabs, the dropped results are greyed, the seeds and the
 * history are written; bad rows are listed with their tab, row and column and nothing is written;
 * Publish and Undo.
 */
import { describe, expect, it } from "vitest";
import { type LoadedBundle, loadBundle } from "../../../tools/standin/index";
import { RESULTS, TOURNAMENTS } from "../../unit/engine/circuit/fixtures/two-seasons";

// biome-ignore lint/suspicious/noExplicitAny: answers are plain JSON from the bundle.
type Json = any;

interface Circuit {
  b: LoadedBundle;
  call(name: string, ...args: unknown[]): Json;
  tabs: Record<string, string>;
  values(tab: string): unknown[][];
}

function newCircuit(locale = "fr_FR"): Circuit {
  const b = loadBundle("build/Code.js", { locale });
  const call = (name: string, ...args: unknown[]) => b.call(name, ...args) as Json;
  const r = call("arbitreCreateEvent", {
    system: "circuit-masters",
    name: "Masters Grand Sud",
    date: "2023-01-01",
  });
  expect(r.ok, r.error).toBe(true);
  const tabs = r.state.circuit.tabs as Record<string, string>;
  const fr = locale.startsWith("fr");
  b.standin.write(
    `'${tabs.tournaments}'!A2`,
    TOURNAMENTS.map((x) => [
      x.id,
      x.series,
      x.date,
      x.format === "pool" ? (fr ? "poules" : "pool") : "duplicate",
    ]),
  );
  b.standin.write(
    `'${tabs.results}'!A2`,
    RESULTS.map((x) => [x.tournament, x.player, x.place, x.duplicatePlace ?? ""]),
  );
  return { b, call, tabs, values: (tab) => b.standin.values(`'${tab}'!A1:Z200`) as unknown[][] };
}

function ok(r: Json): Json {
  expect(r.ok, r.error).toBe(true);
  return r;
}

/** The Ranking tab's players: [rank, player, played, total, change, ...points]. */
function rankingTab(c: Circuit): unknown[][] {
  const rows = c.values(c.tabs.ranking!);
  return rows.slice(3).filter((r) => typeof r[0] === "number");
}

describe("Check and compute", () => {
  it("the latest ranking: the hand-worked figures, greyed dropped results, seeds and history", () => {
    const c = newCircuit();
    const r = ok(c.call("arbitreComputeCircuit", {}));
    expect(r.state.circuit.shown.label).toBe("Classement après le dernier tournoi (12/05/2024)");
    const rows = rankingTab(c);
    expect(rows.map((x) => [x[0], x[1], x[2], x[3], x[4]])).toEqual([
      [1, "Anne", 2, 1130, 2],
      [2, "Chloé", 2, 1070, 0],
      [3, "Émile", 4, 1045, 1],
      [4, "David", 2, 1025, -3],
      [5, "Bruno", 1, 610, 0],
      [6, "Fanny", 1, 465, "nouveau"],
    ]);
    // the change of rank reads +2, −3, = (a number format: the numbers stay MASTERS_RANKING's)
    const shown = c.b.standin.displayValues(`'${c.tabs.ranking}'!E4:E9`) as string[][];
    expect(shown.map((x) => x[0])).toEqual(["+2", "=", "+1", "−3", "=", "nouveau"]);
    // the dropped results are flagged beside, hidden, for the grey conditional format
    const rules = c.b.standin.book.sheetByName(c.tabs.ranking!)!.conditionalRules;
    expect(rules.length).toBe(1);
    expect(rules[0]!.fontColor).toBe("#9aa0a6");
    // the seeds after the last day first, and every player's rank after each day
    const seeds = c.values(c.tabs.seeds!);
    expect(seeds[1]!.slice(0, 3)).toEqual(["12/05/2024", 1, "Anne"]);
    const history = c.values(c.tabs.history!);
    expect(history[0]!.slice(0, 2)).toEqual(["Joueur", "05/03/2023"]);
    expect(r.state.circuit.top[0]).toEqual({ rank: 1, player: "Anne", total: 1130, played: 2, change: 2 });
  });

  it("equals MASTERS_RANKING over the same tabs: latest, at a date, and the year-end ranking", () => {
    const c = newCircuit();
    c.b.standin.seedSheet({ name: "Check", rows: [[""]] });
    const ranges = `'${c.tabs.tournaments}'!A2:D8, '${c.tabs.results}'!A2:D30`;
    for (const [req, args] of [
      [{}, ""],
      [{ asOf: "2023-12-31" }, ', "2023-12-31"'],
      [{ final: true, year: 2024 }, ', "2024-12-31", TRUE'],
    ] as const) {
      ok(c.call("arbitreComputeCircuit", req));
      c.b.standin.write("Check!A1", [[`=MASTERS_RANKING(${ranges}${args})`]]);
      const formula = (c.b.standin.values("Check!A2:E20") as unknown[][]).filter((x) => x[0] !== "");
      expect(rankingTab(c).map((x) => x.slice(0, 5))).toEqual(formula);
    }
  });

  it("the year-end ranking: fewer tournaments first on equal points", () => {
    const c = newCircuit("en_GB");
    const r = ok(c.call("arbitreComputeCircuit", { final: true, year: 2024 }));
    expect(r.state.circuit.shown.label).toBe("Year-end ranking 2024");
    expect(
      rankingTab(c)
        .slice(0, 2)
        .map((x) => [x[0], x[1], x[2], x[3]]),
    ).toEqual([
      [1, "Bruno", 1, 610],
      [2, "Anne", 2, 610],
    ]);
  });
});

describe("bad input: every problem named with its tab, row and column; nothing computed", () => {
  it("a place twice, a gap, a spelling, a future date, an unknown tournament, a duplicate place in an all-duplicate", () => {
    const c = newCircuit();
    const before = JSON.stringify(c.values(c.tabs.ranking!));
    const n = RESULTS.length + 2;
    c.b.standin.write(`'${c.tabs.results}'!A${n}`, [
      ["CAR23", "Jean-Luc Martin", 4, ""],
      ["CAR23", "Jean Luc MARTIN", 4, ""],
      ["XYZ", "Zoé", 1, ""],
      ["ALB23", "Hugo", 6, 2],
    ]);
    c.b.standin.write(`'${c.tabs.tournaments}'!A9`, [["FUT", "Futur", "2099-01-01", "duplicate"]]);
    c.b.standin.write(`'${c.tabs.results}'!B${n + 4}`, [["Yves", 1, ""]]);
    const r = c.call("arbitreComputeCircuit", {});
    expect(r.ok).toBe(false);
    const text = r.error as string;
    expect(text).toMatch(/problèmes dans les tournois et résultats, rien n'a été calculé/);
    expect(text).toMatch(
      /onglet «\u00a0Tournois\u00a0», ligne 9, colonne Date\u00a0: le tournoi «\u00a0FUT\u00a0» est daté du 01\/01\/2099, après aujourd'hui \(\d\d\/\d\d\/\d{4}\)/,
    );
    expect(text).toContain(`ligne ${n + 4}, colonne Tournoi\u00a0: le tournoi manque`);
    expect(text).toMatch(
      /onglet «\u00a0Résultats\u00a0», ligne \d+, colonne Joueur\u00a0: .*Jean-Luc Martin/,
    );
    expect(text).toMatch(/XYZ/);
    expect(text).toMatch(/colonne Place au duplicate/);
    expect(JSON.stringify(c.values(c.tabs.ranking!))).toBe(before);
    expect(r.state.actions.computeCircuit.enabled).toBe(false);
  });
});

describe("Publish and Undo", () => {
  it("a result added since Check and compute: Publish is refused (button and action) until computed again", () => {
    const c = newCircuit();
    ok(c.call("arbitreComputeCircuit", {}));
    // one more player in the last tournament, at the next place
    const last = RESULTS[RESULTS.length - 1]!;
    const same = RESULTS.filter((x) => x.tournament === last.tournament);
    const next = (k: "place" | "duplicatePlace") => Math.max(...same.map((x) => x[k] ?? 0)) + 1;
    c.b.standin.write(`'${c.tabs.results}'!A${RESULTS.length + 2}`, [
      [
        last.tournament,
        "Zacharie",
        next("place"),
        last.duplicatePlace === null ? "" : next("duplicatePlace"),
      ],
    ]);
    const st = c.call("arbitreGetState");
    expect(st.messages).toEqual([]);
    expect(st.actions.publish.enabled).toBe(false);
    const why = /ont changé depuis le dernier calcul\u00a0: relancez «\u00a0Vérifier et calculer\u00a0»/;
    expect(st.actions.publish.reason).toMatch(why);
    const r = c.call("arbitrePublish", {});
    expect(r.ok).toBe(false);
    expect(r.error).toMatch(why);
    ok(c.call("arbitreComputeCircuit", {}));
    ok(c.call("arbitrePublish", {}));
    expect(c.values(c.tabs.public!).some((row) => row[1] === "Zacharie")).toBe(true);
  });

  it("the Public tab shows the ranking; undo of Publish puts it back; undo asks when a tab was changed since", () => {
    const c = newCircuit();
    ok(c.call("arbitreComputeCircuit", {}));
    ok(c.call("arbitrePublish", { expectedPublish: 1 }));
    expect(c.values(c.tabs.public!)[0]![0]).toBe("Masters Grand Sud");
    expect(c.values(c.tabs.public!)[5]!.slice(0, 2)).toEqual([1, "Anne"]);
    // for a phone: three columns (rank, player, total), the tournaments played and the change of
    // rank on the line under each player, 340 px in all
    const pub = c.values(c.tabs.public!);
    expect(pub[4]!.filter((v) => v !== "")).toEqual(["Rang", "Joueur", "Total"]);
    expect(pub[6]![1]).toMatch(/^Tournois joués \d+ · Évolution (?:[+−]\d+|=|nouveau)$/);
    expect(pub.flatMap((r) => r.slice(3)).filter((v) => v !== "")).toEqual([]);
    const sheet = c.b.standin.spreadsheet.getSheetByName(c.tabs.public!)!;
    expect([1, 2, 3].reduce((sum, col) => sum + sheet.getColumnWidth(col), 0)).toBeLessThanOrEqual(340);
    let s = c.call("arbitreGetState");
    ok(c.call("arbitreUndoLastAction", { at: s.lastAction.at }));
    expect(c.values(c.tabs.public!)[5]?.[0] ?? "").toBe("");
    ok(c.call("arbitreComputeCircuit", { asOf: "2023-12-31" }));
    c.b.standin.write(`'${c.tabs.ranking}'!B5`, [["edited"]]);
    s = c.call("arbitreGetState");
    const asked = c.call("arbitreUndoLastAction", { at: s.lastAction.at });
    expect(asked.ok).toBe(false);
    expect(asked.confirm.question).toMatch(/«\u00a0Classement circuit\u00a0» a été modifié/);
    ok(c.call("arbitreUndoLastAction", { at: s.lastAction.at, confirm: true }));
    expect(rankingTab(c)[0]!.slice(0, 2)).toEqual([1, "Anne"]);
  });
});
