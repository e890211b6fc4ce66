import { describe, expect, it } from "vitest";
import { enterResults, newEvent } from "./helpers";

describe("lists of tables: singular and plural", () => {
  function disputed(locale: string, tables: number[]): string[] {
    const ev = newEvent({ system: "confrerie", players: 8, locale });
    const st = ev.call("arbitreGenerateRound", { expectedRound: 1 }).state;
    const no = locale === "fr_FR" ? "Contesté" : "Disputed";
    const tab = st.event.tabs.rounds;
    for (const g of st.progress.tables)
      if (tables.includes(g.table)) ev.b.standin.write(`'${tab}'!H${g.row}`, [[`'${g.a}`, no]]);
    return ev
      .state()
      .messages.map((m: { text: string }) => m.text)
      .filter((x: string) => /contest|disput/i.test(x));
  }
  it("disputed results", () => {
    expect(disputed("fr_FR", [3])).toEqual(["Résultat contesté\u00a0: table 3."]);
    expect(disputed("fr_FR", [1, 3])).toEqual(["Résultats contestés\u00a0: tables 1, 3."]);
    expect(disputed("en_GB", [3])).toEqual(["Disputed result: table 3."]);
    expect(disputed("en_GB", [1, 3])).toEqual(["Disputed results: tables 1, 3."]);
  });
  it("missing results, generated tables, deleted rows, double losses edited since the close", () => {
    const two = newEvent({ system: "confrerie", players: 2 });
    expect(two.call("arbitreGenerateRound", { expectedRound: 1 }).message).toBe(
      "Ronde 1 générée\u00a0: 1 table.",
    );
    const ev = newEvent({ system: "confrerie", players: 8 });
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    enterResults(ev, { skipTables: [3] });
    expect(ev.state().actions.generateRound.reason).toBe("1 résultat manque\u00a0: table 3");
    // close with tables 3 and 4 missing, then table 4's double loss changed by hand
    ev.b.standin.write("Rondes!H5", [[""]]);
    const st = ev.state();
    expect(st.actions.generateRound.reason).toBe("2 résultats manquent\u00a0: tables 3, 4");
    expect(ev.call("arbitreCloseRound", { round: 1, confirm: true }).ok).toBe(true);
    const row4 = st.progress.tables.find((g: { table: number }) => g.table === 4);
    ev.b.standin.write(`Rondes!J${row4.row}`, [[`'${row4.a}`]]);
    const ask = ev.call("arbitreUndoLastAction", {});
    expect(ask.confirm.question).toMatch(
      /^1 des doubles défaites .* a été modifiée depuis \(table 4\)\u00a0: elle reste/,
    );
  });
});
