/**
 * A Swiss event's result form through the bundle (arbitreResultForm): made
 * with the event's title and questions, linked to the spreadsheet, its choices the current round's
 * (set again at each Generate and when a round is taken back, one call per list question), refused
 * while it still opens, made again when the organiser deleted it; a deleted form does not stop a
 * round, the sidebar warns instead. Dust's form asks for the scores.
 */
import { describe, expect, it } from "vitest";
import { type Event, enterResults, type Json, newEvent } from "../event/helpers";

const forms = (ev: Event) => ev.b.standin.forms();
const choices = (ev: Event, n = forms(ev).length - 1) =>
  forms(ev)[n]!.items.map((i) => [i.title, i.choices ?? null]);

/** The round's tables and seated players (the bye has nothing to report), as the form offers them. */
function expected(st: Json): [string, string[] | null][] {
  const games = st.progress.tables.filter((x: Json) => x.b !== "");
  const players = games.flatMap((x: Json) => [x.a, x.b]).sort((a: string, b: string) => a.localeCompare(b));
  return [
    ["Ronde", [String(st.progress.round)]],
    ["Table", games.map((x: Json) => `T${x.table} · ${x.a} / ${x.b}`)],
    ["Votre nom", players],
    ["Vainqueur", players],
  ];
}

describe("a Swiss event's result form", () => {
  it("La Confrérie, 9 players: made for round 1, kept to round 2 in one call per question, refused twice", () => {
    const ev = newEvent({ system: "confrerie", players: 9, name: "Confrérie de Rodez" });
    expect(ev.state().form).toBeNull();
    expect(ev.state().actions.resultForm).toMatchObject({
      enabled: true,
      label: "Créer le formulaire de résultats",
    });
    expect(ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 }).ok).toBe(true);
    const r = ev.call("arbitreResultForm", { eventId: "e1" });
    expect(r.ok).toBe(true);
    expect(r.message).toMatch(/^Formulaire de résultats créé/);
    const [f] = forms(ev);
    expect(forms(ev)).toHaveLength(1);
    expect(f!.title).toBe("Confrérie de Rodez — résultats");
    expect(r.state.form).toEqual({ url: f!.publishedUrl });
    expect(r.state.actions.resultForm.enabled).toBe(false);
    // round 1: 4 tables and a bye; the bye's player is not offered
    expect(choices(ev)).toEqual(expected(r.state));
    expect(choices(ev)[2]![1]).toHaveLength(8);
    // the responses tab is in the spreadsheet, linked to the form
    const tab = f!.destination!.sheet!;
    expect(ev.b.standin.book.sheetByName(tab)).toBeTruthy();
    expect(ev.b.standin.values(`'${tab}'!A1:E1`)[0]).toEqual([
      "Horodateur",
      "Ronde",
      "Table",
      "Votre nom",
      "Vainqueur",
    ]);
    // a second form while this one opens: refused, its link given
    const again = ev.call("arbitreResultForm", { eventId: "e1" });
    expect(again.ok).toBe(false);
    expect(again.error).toBe(`cet événement a déjà son formulaire de résultats\u00a0: ${f!.publishedUrl}`);
    expect(forms(ev)).toHaveLength(1);
    // round 2: the choices follow, one setChoiceValues per list question
    enterResults(ev);
    ev.b.standin.counter.reset();
    const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 2 });
    expect(g.ok).toBe(true);
    expect(ev.b.standin.counter.counts()["ListItem.setChoiceValues"]).toBe(4);
    expect(choices(ev)).toEqual(expected(g.state));
    // taking round 2 back: the choices are round 1's again
    const u = ev.call("arbitreUndoLastAction", { eventId: "e1", at: g.state.lastAction.at });
    expect(u.ok).toBe(true);
    expect(choices(ev)).toEqual(expected(u.state));
    expect(choices(ev)[0]).toEqual(["Ronde", ["1"]]);
  });

  it("a form made before round 1 gets its choices when round 1 is paired", () => {
    const ev = newEvent({ system: "confrerie", players: 6 });
    expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
    expect(choices(ev).map(([, c]) => c)).toEqual([[], [], [], []]);
    const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 });
    expect(choices(ev)).toEqual(expected(g.state));
  });

  it("a deleted form: the round still generates, the sidebar warns, creating again makes a new form", () => {
    const ev = newEvent({ system: "confrerie", players: 9 });
    ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 });
    ev.call("arbitreResultForm", { eventId: "e1" });
    const old = forms(ev)[0]!;
    ev.b.standin.deleteForm(old.id);
    enterResults(ev);
    const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 2 });
    expect(g.ok).toBe(true);
    expect(g.message).toMatch(/^Ronde 2 générée/);
    expect(g.state.form).toBeNull();
    expect(g.state.messages).toContainEqual({
      level: "warning",
      text: expect.stringMatching(/^Le formulaire de résultats n'existe plus/),
    });
    expect(g.state.actions.resultForm).toMatchObject({ enabled: true, label: "Créer un nouveau formulaire" });
    // the warning stays on every refresh until a new form is made
    expect(ev.state().messages.map((m: Json) => m.level)).toContain("warning");
    const r = ev.call("arbitreResultForm", { eventId: "e1" });
    expect(r.ok).toBe(true);
    expect(r.message).toMatch(/^Nouveau formulaire de résultats créé/);
    expect(forms(ev)).toHaveLength(2);
    const made = forms(ev)[1]!;
    expect(made.id).not.toBe(old.id);
    expect(r.state.form).toEqual({ url: made.publishedUrl });
    expect(r.state.messages.filter((m: Json) => m.level === "warning")).toEqual([]);
    expect(choices(ev)).toEqual(expected(r.state));
  });

  it("a form deleted before a second form is asked for: creating again replaces it", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    ev.call("arbitreResultForm", { eventId: "e1" });
    ev.b.standin.deleteForm(forms(ev)[0]!.id);
    const r = ev.call("arbitreResultForm", { eventId: "e1" });
    expect(r.ok).toBe(true);
    expect(forms(ev)).toHaveLength(2);
    expect(r.state.form.url).toBe(forms(ev)[1]!.publishedUrl);
  });

  it("Dust Tactics, in English: the form asks for the scores and the army points left", () => {
    const ev = newEvent({ system: "dust", players: 8, locale: "en_US", name: "Dust night" });
    ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 });
    ev.b.standin.counter.reset();
    const r = ev.call("arbitreResultForm", { eventId: "e1" });
    expect(r.ok).toBe(true);
    const f = forms(ev)[0]!;
    expect(f.title).toBe("Dust night — results");
    expect(f.items.map((i) => [i.type, i.title, i.required])).toEqual([
      ["LIST", "Round", true],
      ["LIST", "Table", true],
      ["LIST", "Your name", true],
      ["TEXT", "Your score", true],
      ["TEXT", "Your opponent's score", true],
      ["TEXT", "Your army points left", false],
      ["TEXT", "Your opponent's army points left", false],
    ]);
    // three list questions, one call each
    expect(ev.b.standin.counter.counts()["ListItem.setChoiceValues"]).toBe(3);
    // the pairing in the choice itself, in the event's language
    expect(f.items[1]!.choices).toHaveLength(4);
    for (const [i, c] of f.items[1]!.choices!.entries())
      expect(c).toMatch(new RegExp(`^T${i + 1} · .+ / .+$`));
  });
});
