/**
 * A Tarot duplicate through the sidebar (the real bundle in the stand-in): a club's tournaments
 * pasted into the Deals tab, then Check and compute. What the tabs show is checked against the
 * custom functions a club would type (TAROT_PERCENT, MATCHPOINTS, TAROT_FORM, DUPLICATE_INDEX) over
 * the same cells; every bad input of the issue is refused with its row and nothing is written; the
 * chart follows the player picked in one call; Publish and Undo.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { type Club, newClub } from "./club";

const SIZE = { players: 6, tournaments: 4, deals: 24, first: "2026-01-07" };

type Cell = string | number | boolean;

function ok<T>(r: T): T {
  const x = r as { ok?: boolean; error?: string };
  expect(x.ok, x.error).toBe(true);
  return r;
}

const grid = (c: Club, tab: string, a1: string) => c.b.standin.values(`'${tab}'!${a1}`) as Cell[][];

/** The Deals tab as computed: [tournament, date, deal, side, player, diff, unfinished, %, mp]. */
const dealsTab = (c: Club) => grid(c, c.tabs.deals!, `A2:I${c.rows.length + 1}`);

describe("Check and compute, checked against the custom functions", () => {
  let c: Club;
  let answer: {
    state: { tarot: { player: { name: string } }; actions: Record<string, { enabled: boolean }> };
  };
  beforeAll(() => {
    c = newClub(SIZE);
    answer = ok(c.call("arbitreComputeTarot", {}));
  });

  it("says what it checked and computed", () => {
    expect((answer as unknown as { message: string }).message).toBe(
      "4 tournois et 672 lignes de donnes vérifiés. Tableau de bord au 28/01/2026\u00a0: 6 joueurs (onglet «\u00a0Joueurs\u00a0»).",
    );
  });

  it("each deal's % equals TAROT_PERCENT of the player's and the bot's differentials", () => {
    const rows = dealsTab(c);
    // the bot's differential of each deal, beside every row of it, then TAROT_PERCENT over the column
    const bot = new Map<string, Cell>();
    for (const r of rows) if (r[4] === "Bot") bot.set(`${r[0]}:${r[2]}`, r[5]!);
    c.b.standin.seedSheet({
      name: "Calc",
      rows: rows.map((r) => [r[6] === true ? "" : r[5]!, bot.get(`${r[0]}:${r[2]}`)!]),
    });
    c.b.standin.write("Calc!C1", [[`=TAROT_PERCENT(A1:A${rows.length}, B1:B${rows.length})`]]);
    const fn = grid(c, "Calc", `C1:C${rows.length}`).map((r) => r[0]);
    expect(rows.map((r) => r[7])).toEqual(fn);
  });

  it("each deal's matchpoints equal MATCHPOINTS over its participants' % (an unfinished deal as text)", () => {
    const rows = dealsTab(c);
    const deals = new Map<string, number[]>();
    rows.forEach((r, i) => {
      const k = `${r[0]}:${r[2]}`;
      deals.set(k, [...(deals.get(k) ?? []), i]);
    });
    // one deal a row, its participants side by side; MATCHPOINTS beside, one formula a deal
    const calc: Cell[][] = [];
    const width = Math.max(...[...deals.values()].map((l) => l.length));
    const letter = String.fromCharCode(64 + width);
    for (const list of deals.values()) {
      const r = calc.length + 1;
      const line: Cell[] = list.map((i) => (rows[i]![6] === true ? "hors temps" : rows[i]![7]!));
      while (line.length < width) line.push("");
      calc.push([...line, `=MATCHPOINTS(A${r}:${letter}${r})`]);
    }
    c.b.standin.seedSheet({ name: "Calc", rows: calc });
    const out = grid(
      c,
      "Calc",
      `${String.fromCharCode(65 + width)}1:${String.fromCharCode(64 + 2 * width)}${calc.length}`,
    );
    const where: number[] = [];
    const fn: Cell[] = [];
    [...deals.values()].forEach((list, d) => {
      list.forEach((i, k) => {
        where.push(i);
        fn.push(out[d]![k]!);
      });
    });
    expect(where.map((i) => rows[i]![8])).toEqual(fn);
  });

  it("the Tournaments tab: each participant's matchpoints sum the Deals tab's, ranked, the winner marked", () => {
    const rows = dealsTab(c);
    const sums = new Map<string, number>();
    for (const r of rows) sums.set(`${r[0]}:${r[4]}`, (sums.get(`${r[0]}:${r[4]}`) ?? 0) + Number(r[8]));
    const tab = grid(c, c.tabs.tournaments!, "A1:J40");
    expect(tab[0]).toEqual([
      "Tournoi",
      "Date",
      "Rang",
      "Joueur",
      "Points de match",
      "PM attaque",
      "PM défense",
      "Donnes attaque",
      "Donnes défense",
      "Victoire",
    ]);
    const body = tab.slice(1).filter((r) => r[0] !== "");
    expect(body).toHaveLength(4 * 7);
    // the latest tournament first
    expect(body[0]!.slice(0, 2)).toEqual(["T004", "28/01/2026"]);
    for (const r of body) {
      expect(r[4]).toBe(sums.get(`${r[0]}:${r[3]}`));
      expect(Number(r[5]) + Number(r[6])).toBe(r[4]);
      expect(Number(r[7]) + Number(r[8])).toBe(24);
    }
    for (const id of ["T001", "T002", "T003", "T004"]) {
      const of = body.filter((r) => r[0] === id);
      const best = Math.max(...of.map((r) => Number(r[4])));
      expect(of.filter((r) => r[9] === "Victoire").map((r) => r[4])).toEqual(
        of.filter((r) => r[4] === best).map(() => best),
      );
      expect(of[0]![2]).toBe(1);
    }
  });

  it("the players' dashboard equals TAROT_FORM over each player's deals (date, side, %) and DUPLICATE_INDEX", () => {
    const rows = dealsTab(c);
    const dash = grid(c, c.tabs.players!, "A1:N12");
    expect(dash[0]![0]).toBe("Tableau de bord au 28/01/2026");
    const players = dash.slice(4).filter((r) => r[0] !== "");
    expect(players).toHaveLength(6);
    for (const [k, p] of players.entries()) {
      const form = `Form${k}`;
      const index = `Index${k}`;
      const mine = rows.filter((r) => r[4] === p[0]);
      c.b.standin.seedSheet({ name: form, rows: mine.map((r) => [r[1]!, r[3]!, r[7]!]) });
      c.b.standin.write(`${form}!E1`, [[`=TAROT_FORM(A1:C${mine.length}, "2026-01-28")`]]);
      expect(c.b.standin.probe(`${form}!E1`).error).toBeUndefined();
      const [attack, defence, current, na, nd, provisional] = grid(c, form, "E2:J2")[0]!;
      expect({ player: p[0], row: [p[2], p[3], p[4], p[5], p[6], p[7]] }).toEqual({
        player: p[0],
        row: [current, attack, na, defence, nd, provisional === true ? "provisoire" : ""],
      });
      expect(p[1]).toBe(mine.length);
      // the month's defence index: its 10 best tournament results (matchpoints in defence) ÷ 10
      const perTournament = new Map<string, number>();
      for (const r of mine)
        if (r[3] === "défense")
          perTournament.set(String(r[0]), (perTournament.get(String(r[0])) ?? 0) + Number(r[8]));
      c.b.standin.seedSheet({ name: index, rows: [...perTournament.values()].map((v) => [v]) });
      c.b.standin.write(`${index}!B1`, [[`=DUPLICATE_INDEX(A1:A${perTournament.size})`]]);
      expect(p[11]).toBeCloseTo(Number(grid(c, index, "B1")[0]![0]), 9);
    }
  });

  it("the chart: the cumuls of the player shown, the averages beside the 45 days' ones", () => {
    const name = answer.state.tarot.player.name;
    const data = grid(c, c.tabs.chart!, "A1:H40");
    expect(data[0]![0]).toBe(`Performance Simultané — ${name} au 28/01/2026`);
    expect(data[3]).toEqual([
      "N°",
      "Date",
      "Attaque",
      "Défense",
      "Plus de 45 jours",
      "20e résultat",
      "Moyenne attaque",
      "Moyenne défense",
    ]);
    const charts = c.b.standin.charts(c.tabs.chart!);
    expect(charts).toHaveLength(1);
  });
});

describe("the chart of the player picked", () => {
  it("is redrawn in one call, the choice kept for the next compute; an unknown player is refused", () => {
    const c = newClub(SIZE);
    ok(c.call("arbitreComputeTarot", {}));
    c.b.counter.reset();
    const r = ok(c.call("arbitreTarotChart", { player: "chloé" }));
    expect(r.message).toBe("Graphique de Chloé dessiné (onglet «\u00a0Graphique\u00a0»).");
    expect(r.state.tarot.shown.player).toBe("Chloé");
    expect(r.state.tarot.player.name).toBe("Chloé");
    expect(grid(c, c.tabs.chart!, "A1")[0]![0]).toBe("Performance Simultané — Chloé au 28/01/2026");
    const again = ok(c.call("arbitreComputeTarot", {}));
    expect(again.state.tarot.shown.player).toBe("Chloé");
    const bad = c.call("arbitreTarotChart", { player: "Zoé" });
    expect(bad.ok).toBe(false);
    expect(bad.error).toBe("«\u00a0Zoé\u00a0» n'est pas un joueur des donnes");
    // a deal changed since the last compute: the chart would disagree with the dashboard
    c.b.standin.write(`'${c.tabs.deals}'!F3`, [[77]]);
    const stale = c.call("arbitreTarotChart", { player: "Anne" });
    expect(stale.ok).toBe(false);
    expect(stale.error).toMatch(/les donnes ont changé depuis le dernier calcul/);
  });
});

describe("bad input: every problem named with its row, nothing written", () => {
  it("a deal twice, a side neither attack nor defence, a differential not a number, no bot row, dates out of order", () => {
    const c = newClub({ ...SIZE, tournaments: 2 });
    ok(c.call("arbitreComputeTarot", {}));
    const before = JSON.stringify(grid(c, c.tabs.players!, "A1:N12"));
    const n = c.rows.length + 2;
    c.b.standin.write(`'${c.tabs.deals}'!A${n}`, [
      // deal 1 of T002 again for Anne
      ["T002", "2026-01-14", 1, "défense", "Anne", 12, false],
      ["T003", "2026-01-21", 1, "nord", "Anne", 12, false],
      ["T003", "2026-01-21", 2, "attaque", "Anne", "douze", false],
      // Bruno's deal dated before his last one
      ["T004", "2026-01-02", 1, "attaque", "Bruno", 3, false],
      // a deal number that is not one, a date left blank
      ["T003", "2026-01-21", "1b", "attaque", "Chloé", 3, false],
      ["T003", "", 3, "attaque", "Chloé", 3, false],
    ]);
    const r = c.call("arbitreComputeTarot", {});
    expect(r.ok).toBe(false);
    const text = r.error as string;
    expect(text).toMatch(/^\d+ problèmes? dans les donnes, rien n'a été calculé\u00a0:/);
    expect(text).toContain(
      `onglet «\u00a0Donnes\u00a0», ligne ${n}, colonne Donne\u00a0: la donne 1 du tournoi «\u00a0T002\u00a0» est déjà saisie pour Anne ligne`,
    );
    expect(text).toContain(
      `ligne ${n + 1}, colonne Position\u00a0: position «\u00a0nord\u00a0» invalide (attendu\u00a0: attaque ou défense)`,
    );
    expect(text).toContain(
      `ligne ${n + 2}, colonne Différentiel\u00a0: différentiel «\u00a0douze\u00a0» invalide`,
    );
    expect(text).toContain(
      `ligne ${n + 3}, colonne Date\u00a0: les donnes de Bruno ne sont pas dans l'ordre des dates\u00a0: 02/01/2026 après 14/01/2026`,
    );
    expect(text).toContain(`ligne ${n + 4}, colonne Donne\u00a0: numéro de donne «\u00a01b\u00a0» invalide`);
    expect(text).toContain(`ligne ${n + 5}, colonne Date\u00a0: la date manque`);
    expect(JSON.stringify(grid(c, c.tabs.players!, "A1:N12"))).toBe(before);
    expect(r.state.actions.computeTarot.enabled).toBe(false);
    expect(r.state.actions.publish.enabled).toBe(false);
  });

  it("a tournament without its bot rows is refused: its % is computed against the bot", () => {
    const c = newClub({ ...SIZE, tournaments: 1 });
    const n = c.rows.length + 2;
    c.b.standin.write(`'${c.tabs.deals}'!A${n}`, [["T009", "2026-02-11", 1, "attaque", "Anne", 12, false]]);
    const r = c.call("arbitreComputeTarot", {});
    expect(r.ok).toBe(false);
    expect(r.error).toContain("«\u00a0T009\u00a0» n'a pas de ligne du bot");
  });
});

describe("Publish and Undo", () => {
  it("publishes the last tournament and the month's indices; refused when the deals changed since", () => {
    const c = newClub(SIZE);
    ok(c.call("arbitreComputeTarot", {}));
    ok(c.call("arbitrePublish", {}));
    const pub = grid(c, c.tabs.public!, "A1:H24");
    expect(pub[0]![0]).toBe("Simultané du club");
    expect(pub[3]![0]).toBe("Dernier tournoi\u00a0: T004 du 28/01/2026");
    expect(pub[4]!.slice(0, 4)).toEqual(["Rang", "Joueur", "Points de match", ""]);
    const month = pub.findIndex((r) => r[0] === "Indices de janvier 2026");
    expect(month).toBeGreaterThan(10);
    // for a phone: rank, player, current %; the month's figures on the lines under each player
    expect(pub[month + 1]!.slice(0, 4)).toEqual(["Rang", "Joueur", "% actuel", ""]);
    expect(pub[month + 2]![0]).toBe(1);
    expect(pub.slice(month + 3, month + 9).map((r) => r.slice(0, 2))).toEqual(
      [
        "Tournois du mois",
        "Victoires du mois",
        "Indice attaque",
        "Indice défense",
        "Victoire attaque",
        "Victoire défense",
      ].map((x) => ["", x]),
    );
    // a deal changed: publish refused until computed again
    c.b.standin.write(`'${c.tabs.deals}'!F3`, [[77]]);
    const st = c.call("arbitreGetState");
    expect(st.actions.publish.enabled).toBe(false);
    expect(st.actions.publish.reason).toMatch(/les donnes ont changé depuis le dernier calcul/);
    ok(c.call("arbitreComputeTarot", {}));
    expect(c.call("arbitreGetState").actions.publish.enabled).toBe(true);
    // the dashboard at a date: the last tournament of that date, with that month's indices
    ok(c.call("arbitreComputeTarot", { asOf: "2026-01-16" }));
    ok(c.call("arbitrePublish", {}));
    expect(grid(c, c.tabs.public!, "A4")[0]![0]).toBe("Dernier tournoi\u00a0: T002 du 14/01/2026");
  });

  it("undo of a compute puts the tabs back; asks first when one was changed since", () => {
    const c = newClub(SIZE);
    ok(c.call("arbitreComputeTarot", { asOf: "2026-01-14" }));
    const at14 = JSON.stringify(grid(c, c.tabs.players!, "A1:N12"));
    ok(c.call("arbitreComputeTarot", { asOf: "" }));
    expect(JSON.stringify(grid(c, c.tabs.players!, "A1:N12"))).not.toBe(at14);
    ok(c.call("arbitreUndoLastAction", {}));
    expect(JSON.stringify(grid(c, c.tabs.players!, "A1:N12"))).toBe(at14);
    expect(c.call("arbitreGetState").tarot.shown.asOf).toBe("2026-01-14");
    ok(c.call("arbitreComputeTarot", { asOf: "" }));
    c.b.standin.write(`'${c.tabs.players}'!A5`, [["edited"]]);
    const asked = c.call("arbitreUndoLastAction", {});
    expect(asked.ok).toBe(false);
    expect(asked.confirm.question).toMatch(/«\u00a0Joueurs\u00a0» a été modifié/);
  });
});
