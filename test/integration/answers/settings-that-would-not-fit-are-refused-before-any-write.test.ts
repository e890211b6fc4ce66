/**
 * A document property holds 9 KB and a document's properties 500 KB in all (Apps Script quotas).
 * An action whose event config would not fit, or that would take the store past its total, is
 * refused with a clear message before its first write: every tab and every property unchanged,
 * byte for byte. One action of each kind, the result form, and New event.
 */
import { describe, expect, it } from "vitest";
import type { LoadedBundle } from "../../../tools/standin/index";
import { circuit2025 } from "../circuit/year-2025";
import { type Json, newEvent, snapshot } from "../event/helpers";
import { tableChoice } from "../forms/table-choice";
import { newLeague } from "../league/helpers";
import { newClub } from "../tarot/club";

const VALUE_LIMIT = 9 * 1024;
const STORE_LIMIT = 500 * 1024;

function bytes(s: string): number {
  return Buffer.byteLength(s);
}

/** The event's stored config made to hold `left` bytes fewer than a property allows. */
function fillConfig(b: LoadedBundle, left: number): void {
  const data = b.standin.properties.document.data;
  const key = [...data.keys()].find((k) => k.startsWith("arbitre.event."))!;
  const config = JSON.parse(data.get(key)!) as Record<string, unknown>;
  config.note = "";
  const room = VALUE_LIMIT - left - bytes(key) - bytes(JSON.stringify(config));
  config.note = "x".repeat(room);
  data.set(key, JSON.stringify(config));
  expect(bytes(key) + bytes(data.get(key)!)).toBe(VALUE_LIMIT - left);
}

/** Other document properties, until the store holds `left` bytes fewer than its total. */
function fillStore(b: LoadedBundle, left: number): void {
  const data = b.standin.properties.document.data;
  const size = () => [...data].reduce((n, [k, v]) => n + bytes(k) + bytes(v), 0);
  for (let i = 0; size() < STORE_LIMIT - left - 9000; i++) data.set(`other.${i}`, "y".repeat(8000));
  const key = "other.last";
  data.set(key, "");
  data.set(key, "z".repeat(STORE_LIMIT - left - size()));
  expect(size()).toBe(STORE_LIMIT - left);
}

function refusedUnchanged(b: LoadedBundle, run: () => Json, message: RegExp): void {
  const before = snapshot(b);
  const r = run();
  expect(r.ok, "the action should be refused").toBe(false);
  expect(r.error).toMatch(message);
  expect(snapshot(b)).toBe(before);
}

const TOO_LARGE =
  /Ko de réglages pour l'événement, au-delà des 9 Ko que Google Sheets permet\u00a0: rien n'a été modifié/;
const STORE_FULL =
  /au-delà des 500 Ko que Google Sheets permet pour l'ensemble des événements\u00a0: rien n'a été modifié/;

describe("an event config that would not fit in its property is refused before any write", () => {
  it("Swiss: Generate round", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    fillConfig(ev.b, 60);
    refusedUnchanged(ev.b, () => ev.call("arbitreGenerateRound", { expectedRound: 1 }), TOO_LARGE);
  });

  it("Swiss: Create the result form", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    ev.call("arbitreGenerateRound", { expectedRound: 1 });
    fillConfig(ev.b, 60);
    refusedUnchanged(ev.b, () => ev.call("arbitreResultForm", {}), TOO_LARGE);
    expect(ev.b.standin.forms()).toHaveLength(0);
  });

  it("Swiss: Apply reports, once the responses tab is renamed (its new name is kept)", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    expect(ev.call("arbitreResultForm", {}).ok).toBe(true);
    const g = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    const table = g.state.progress.tables.find((x: Json) => x.b !== "");
    const form = ev.b.standin.forms().at(-1)!;
    ev.b.standin.submitForm(form.id, {
      Ronde: "1",
      Table: tableChoice(ev.b.standin, table.table),
      "Votre nom": table.a,
      Vainqueur: table.a,
    });
    ev.b.standin.runtime.silently(() =>
      ev.b.standin.spreadsheet
        .getSheetByName(form.destination!.sheet!)!
        .setName(`Réponses ${"r".repeat(90)}`),
    );
    fillConfig(ev.b, 60);
    refusedUnchanged(ev.b, () => ev.call("arbitreApplyReports", {}), TOO_LARGE);
  });

  it("team league: Generate calendar", () => {
    const l = newLeague();
    fillConfig(l.b, 60);
    refusedUnchanged(l.b, () => l.call("arbitreGenerateCalendar", {}), TOO_LARGE);
  });

  it("season circuit: Check and compute", () => {
    const c = circuit2025(4);
    fillConfig(c.b, 60);
    refusedUnchanged(c.b, () => c.call("arbitreComputeCircuit", {}), TOO_LARGE);
  });

  it("Tarot duplicate: Check and compute", () => {
    const c = newClub({ players: 8, tournaments: 2, deals: 4, first: "2026-01-05" });
    fillConfig(c.b, 60);
    refusedUnchanged(c.b, () => c.call("arbitreComputeTarot", {}), TOO_LARGE);
  });
});

describe("a store near its 500 KB is refused before any write", () => {
  it("season circuit: Check and compute", () => {
    const c = circuit2025(4);
    fillStore(c.b, 200);
    refusedUnchanged(c.b, () => c.call("arbitreComputeCircuit", {}), STORE_FULL);
  });

  it("New event", () => {
    const ev = newEvent({ system: "confrerie", players: 4 });
    fillStore(ev.b, 1500);
    refusedUnchanged(
      ev.b,
      () =>
        ev.call("arbitreCreateEvent", {
          system: "tarot-duplicate",
          name: "Tarot",
          date: "2026-01-05",
          another: true,
        }),
      STORE_FULL,
    );
  });
});
