/**
 * Result form (Swiss) and Lineup form (league) stopped once the form exists in Drive but before its
 * id is stored (a time-out at the storing itself, or at any later change of the league's form): the
 * next press finds the form the stopped press made by the tab of this spreadsheet it is linked to,
 * and finishes it. One form in Drive, one responses tab, as a clean press.
 */
import { describe, expect, it } from "vitest";
import type { LoadedBundle } from "../../../tools/standin/index";
import { newEvent } from "../event/helpers";
import { newLeague } from "../league/helpers";

interface World {
  b: LoadedBundle;
  call(name: string, ...args: unknown[]): { ok: boolean; [k: string]: unknown };
}

const responsesTabs = (w: World) =>
  w.b.standin.book.sheets.filter((s) => /^(Réponses au formulaire|Form Responses)/.test(s.name)).length;

/** The changes of `fn` where a stop leaves a form made in Drive, each with where and how it stopped. */
function stopsAfterTheForm(
  make: () => World,
  fn: string,
  how: "quota" | "timeout",
): { n: number; at: string; w: World }[] {
  const out: { n: number; at: string; w: World }[] = [];
  for (let n = 1; n < 40; n++) {
    const w = make();
    w.b.standin.runtime.failChangeAt(n, how);
    let threw = false;
    try {
      w.call(fn, { eventId: "e1" });
    } catch {
      threw = true;
    }
    const pending = w.b.standin.runtime.pendingStop;
    const at = w.b.standin.runtime.stoppedAt ?? "?";
    w.b.standin.runtime.failChangeAt(null);
    if (pending !== null) break;
    if (threw && w.b.standin.forms().length === 1) out.push({ n, at, w });
  }
  return out;
}

describe("Result form stopped at the time limit as it stores the new form's id", () => {
  it("pressed again: the form made is finished, no second form", () => {
    const stops = stopsAfterTheForm(
      () => newEvent({ system: "confrerie", players: 4 }),
      "arbitreResultForm",
      "timeout",
    ).filter((s) => /^Properties\./.test(s.at));
    expect(stops.length).toBeGreaterThan(0);
    for (const { w, at } of stops) {
      const done = w.call("arbitreResultForm", { eventId: "e1" });
      expect(done.ok, at).toBe(true);
      expect(w.b.standin.forms().length, at).toBe(1);
      expect(responsesTabs(w), at).toBe(1);
      expect((done.state as { form: unknown }).form).toEqual({ url: w.b.standin.forms()[0]!.publishedUrl });
    }
  });
});

describe("Lineup form stopped once its form is made", () => {
  for (const how of ["quota", "timeout"] as const)
    it(`stopped (${how}) at each change after the form is made and linked: pressed again, one form, one responses tab`, () => {
      const stops = stopsAfterTheForm(() => newLeague(), "arbitreLineupForm", how).filter(
        // the time limit at the link itself: the form is left unlinked and cannot be found (said)
        (s) => !(how === "timeout" && s.at === "Form.setDestination"),
      );
      expect(stops.length).toBeGreaterThan(3);
      for (const { w, at } of stops) {
        const done = w.call("arbitreLineupForm", { eventId: "e1" });
        expect(done.ok, at).toBe(true);
        expect(w.b.standin.forms().length, at).toBe(1);
        expect(responsesTabs(w), at).toBe(1);
        const f = w.b.standin.forms()[0]!;
        expect(f.published, at).toBe(true);
        expect(f.items.filter((i) => i.title === "").length, at).toBe(0);
        expect(f.items.length, at).toBe(11);
      }
    });
});

describe("a form stopped by the time limit between its making and its link cannot be found", () => {
  const cases: [string, () => World, string, RegExp][] = [
    [
      "Result form",
      () => newEvent({ system: "confrerie", players: 4 }),
      "arbitreResultForm",
      /formulaire vide «\u00a0Open — résultats\u00a0» dans votre Google Drive/,
    ],
    [
      "Lineup form",
      () => newLeague(),
      "arbitreLineupForm",
      /formulaire vide «\u00a0.+\u00a0» dans votre Google Drive/,
    ],
  ];
  for (const [name, make, fn, said] of cases)
    it(`${name}: the press again makes the form and says that an empty one may be left in Drive`, () => {
      const stop = stopsAfterTheForm(make, fn, "timeout").find((s) => s.at === "Form.setDestination");
      expect(stop).toBeDefined();
      const w = stop!.w;
      const done = w.call(fn, { eventId: "e1" });
      expect(done.ok).toBe(true);
      expect(String(done.message)).toMatch(said);
      expect(responsesTabs(w)).toBe(1);
      // the first one, linked to nothing, stays in Drive
      expect(w.b.standin.forms().length).toBe(2);
      // a clean press says nothing of it
      const clean = make().call(fn, { eventId: "e1" });
      expect(String(clean.message)).not.toMatch(/Google Drive/);
    });
});
