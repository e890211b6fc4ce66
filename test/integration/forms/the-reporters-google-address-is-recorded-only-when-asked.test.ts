/**
 * The Swiss event's setting « Enregistrer l'adresse Google de qui signale » (reporterEmail), through
 * the bundle: off by default, the result form asks no sign-in and the Source column names no address;
 * on, the form collects the players' Google addresses (a phone not signed in cannot send it), the
 * Source column shows them, and the Public tab, which players read, shows none.
 */
import { describe, expect, it } from "vitest";
import { type Event, type Json, newEvent } from "../event/helpers";
import { tableChoice } from "./table-choice";

const formOf = (ev: Event) => ev.b.standin.forms().at(-1)!;
const apply = (ev: Event): Json => ev.call("arbitreApplyReports", { eventId: "e1" });

function winner(ev: Event, table: number, who: string, won: string, email?: string, ms = 0): void {
  ev.b.standin.submitForm(
    formOf(ev).id,
    { Ronde: "1", Table: tableChoice(ev.b.standin, table), "Votre nom": who, Vainqueur: won },
    { at: new Date(Date.now() + ms), ...(email ? { email } : {}) },
  );
}

const games = (st: Json): Json[] => st.progress.tables.filter((x: Json) => x.b !== "");
const sourceOf = (ev: Event, row: number): unknown => ev.b.standin.values(`'Rondes'!L${row}`)[0]![0];
/** The Source column's width (L, the 12th), in pixels. */
const sourceWidth = (ev: Event): number =>
  ev.b.standin.book.sheets.find((s) => s.name === "Rondes")!.columnWidths.get(12) ?? 100;

/** An event with its setting as given, its form, and round 1 paired. */
function started(reporterEmail?: boolean): { ev: Event; st: Json } {
  const ev = newEvent({ system: "confrerie", players: 8 });
  if (reporterEmail !== undefined) {
    const u = ev.call("arbitreUpdateEvent", { eventId: "e1", reporterEmail });
    expect(u.ok).toBe(true);
    expect(u.state.event.reporterEmail).toBe(reporterEmail);
  }
  expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
  const g = ev.call("arbitreGenerateRound", { eventId: "e1", expectedRound: 1 });
  expect(g.ok).toBe(true);
  return { ev, st: g.state };
}

describe("the reporter's Google address", () => {
  it("is off by default: no sign-in asked, no address in the Source column", () => {
    const { ev, st } = started();
    expect(st.event.reporterEmail).toBe(false);
    expect(formOf(ev).collectEmail).toBe(false);
    expect(sourceWidth(ev)).toBe(260);
    const t1 = games(st)[0]!;
    // a phone not signed in sends it; an address the form does not collect is not recorded
    winner(ev, t1.table, t1.a, t1.a);
    winner(ev, t1.table, t1.b, t1.a, "bea@example.org", 1000);
    expect(apply(ev).ok).toBe(true);
    expect(sourceOf(ev, t1.row)).toBe(`Formulaire\u00a0: ${t1.a}, Oui`);
  });

  it("on: a phone not signed in cannot send the form; the Source shows both addresses, the Public tab none", () => {
    const { ev, st } = started(true);
    expect(formOf(ev).collectEmail).toBe(true);
    // wide enough for two addresses and the result
    expect(sourceWidth(ev)).toBe(460);
    const [t1, t2] = games(st) as [Json, Json];
    expect(() => winner(ev, t1.table, t1.a, t1.a)).toThrow(/sign in/);
    winner(ev, t1.table, t1.a, t1.a, "anne@example.org");
    winner(ev, t1.table, t1.b, t1.a, "bea@example.org", 1000);
    winner(ev, t2.table, t2.a, t2.b, "carl@example.org");
    const r = apply(ev);
    expect(r.ok).toBe(true);
    expect(sourceOf(ev, t1.row)).toBe(`Formulaire (anne@example.org, bea@example.org)\u00a0: ${t1.a}, Oui`);
    expect(sourceOf(ev, t2.row)).toBe(
      `Formulaire (carl@example.org)\u00a0: ${t2.b} — signalé par ${t2.a}\u00a0: vainqueur ${t2.b}, attend ${t2.b}`,
    );
    // read back as the reports' own: applying again changes nothing
    const again = apply(ev);
    expect(again.message).toBe("Signalements\u00a0: rien de nouveau.");
    expect(sourceOf(ev, t1.row)).toBe(`Formulaire (anne@example.org, bea@example.org)\u00a0: ${t1.a}, Oui`);
    // the Public tab (what players read) names no address
    const p = ev.call("arbitrePublish", { expectedPublish: r.state.event.published + 1 });
    expect(p.ok).toBe(true);
    const pub = JSON.stringify(ev.b.standin.values(`'${p.state.event.tabs.public}'!A1:Z60`));
    expect(pub).not.toContain("@");
  });
});
