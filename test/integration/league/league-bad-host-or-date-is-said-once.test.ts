/**
 * A Calendar row with a host that is neither of its teams, or a date that is not one, is said once,
 * on its row: not also as the match's row "missing".
 */
import { describe, expect, it } from "vitest";
import { newLeague, ok } from "./helpers";

describe("a bad Calendar cell is said once", () => {
  it("a bad host, then a bad date: one message each, on the match's row", () => {
    const l = newLeague();
    ok(l.call("arbitreGenerateCalendar", {}));
    const texts = () => (l.state().messages as { text: string }[]).map((m) => m.text);
    l.b.standin.write(`'${l.tabs.calendar}'!G4`, [["Zorglub"]]);
    const host = texts();
    expect(host).toHaveLength(1);
    expect(host[0]).toMatch(
      /^onglet «\u00a0Calendrier\u00a0», ligne 4, colonne Hôte \(lieu\)\u00a0: l'hôte «\u00a0Zorglub\u00a0» n'est ni/,
    );
    l.b.standin.write(`'${l.tabs.calendar}'!G4`, [[""]]);
    l.b.standin.write(`'${l.tabs.calendar}'!C4`, [["bientôt"]]);
    const date = texts();
    expect(date).toHaveLength(1);
    expect(date[0]).toMatch(/^onglet «\u00a0Calendrier\u00a0», ligne 4, colonne Date\u00a0: /);
  });
});
