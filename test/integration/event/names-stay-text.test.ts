import { describe, expect, it } from "vitest";
import { type Json, newEvent } from "./helpers";

describe("names that Sheets would parse as a number, boolean or date stay text in every tab Arbitre writes", () => {
  it("1984, 007, TRUE, 12/03, 14:30: round generated, closed, published, the event still reads", () => {
    const ev = newEvent({ system: "confrerie", players: 6, topCut: 2 });
    const odd = ["1984", "007", "TRUE", "12/03", "14:30", "'Tom"];
    // typed with a leading apostrophe, as an organiser would to keep them text
    ev.b.standin.write(
      "Joueurs!A2:A7",
      odd.map((n) => [`'${n}`]),
    );
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(g.ok, g.error).toBe(true);
    const names = (ev.b.standin.values("Rondes!C2:D4") as unknown[][]).flat();
    expect(names.every((v) => typeof v === "string")).toBe(true);
    expect(names.sort()).toEqual([...odd].sort());
    const st = ev.state();
    expect(st.messages.filter((m: Json) => m.level === "error")).toEqual([]);
    expect(st.players.map((p: Json) => p.name).sort()).toEqual([...odd].sort());
    const byName = (ev.b.standin.values("Appariements!A3:C8") as unknown[][]).flatMap((r) => [r[0], r[2]]);
    expect(byName.every((v) => typeof v === "string")).toBe(true);
    // the organiser decides every game (names written by Close round / read back by every action)
    const c = ev.call("arbitreCloseRound", { round: 1, confirm: true });
    expect(c.ok, c.error).toBe(true);
    const p = ev.call("arbitrePublish", {});
    expect(p.ok, p.error).toBe(true);
    const pub = (ev.b.standin.values("Public!A5:G10") as unknown[][]).flat();
    for (const n of odd) expect(pub).toContain(n);
    for (let r = 2; r <= 3; r++) {
      const next = ev.call("arbitreGenerateRound", { expectedRound: r });
      expect(next.ok, next.error).toBe(true);
      expect(ev.call("arbitreCloseRound", { round: r, confirm: true }).ok).toBe(true);
    }
    const top = ev.call("arbitreTopCut", { expectedStage: 1 });
    expect(top.ok, top.error).toBe(true);
    expect(ev.state().messages.filter((m: Json) => m.level === "error")).toEqual([]);
  });
});
