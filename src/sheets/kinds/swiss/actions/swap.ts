/**
 * Swap two players of the current Swiss round by hand, before any of its results is entered
 * (the organiser's correction: two friends who came together, a wrong draw, a late table). A
 * rematch or a second bye is asked first, then reported in the round: the reasons column of each
 * changed table says it was changed by hand and why that matters, and the round counts it.
 * Undo last action swaps them back.
 */

import type { SwapPlayersRequest } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import { nameKey } from "../../../../engine/core/names";
import { canSwap, enforce } from "../../../../engine/swiss/event";
import { type PastGame, type Seat, type SwapOutcome, swapPlayers } from "../../../../engine/swiss/swap";
import { explain, t } from "../../../../i18n/index";
import { saveEvent, sheetOf } from "../../../gateway/index";
import { NeedConfirm, requireEvent } from "../../kind";
import type { StoredEvent } from "../config";
import { type Ctx, type Done, type PairingSheets, pairingSheets, writePairingTabs } from "../context";
import { factsOf } from "../facts";
import { type GameRow, gamesOfRound, readSnapshot } from "../read/index";
import { asText, roundsLayout } from "../schema";
import { seatsBeingWritten } from "../writing";
import { copyPairingTabs, pairingCopyAtMost } from "./pairing-copy";
import { keepFormChoices } from "./result-form";

export function swapPlayersAction(ctx: Ctx, req: SwapPlayersRequest): Done {
  const ev = requireEvent(ctx, req);
  const lang = ctx.lang;
  for (const field of ["a", "b"] as const)
    if (typeof req?.[field] !== "string" || req[field].trim() === "")
      throw new ArbitreError("event.badRequest", { field });
  const snap = readSnapshot(ctx.ss, ev);
  const round = ev.swiss.length;
  const games = gamesOfRound(snap.swiss, round);
  // pressed again after a stop half-way: its config is saved already, its cells are written again
  const again = seatsBeingWritten(ev);
  if (again?.by === "swap" && ev.undo?.kind === "swapPlayers" && samePair(req, ev.undo)) {
    writeMarked(ctx, ev, games, again);
    keepFormChoices(ev, snap);
    return {
      message: swapped(lang, ev.undo.a, ev.undo.b, round, again.warned === true),
      event: ev,
      read: snap,
    };
  }
  enforce(canSwap(factsOf(ev, snap), req.round ?? null));
  const past: PastGame[] = snap.swiss
    .filter((g) => g.round < round)
    .map((g) => ({ round: g.round, a: g.a, b: g.b === "" ? null : g.b }));
  const seats = seatsOf(games);
  // the pairs to avoid as their tab holds them (a wrong row there stops Generate round, not a swap)
  const avoid = snap.avoid !== undefined && "pairs" in snap.avoid ? snap.avoid.pairs : [];
  const outcome = swapPlayers(seats, past, req.a, req.b, avoid);
  const warned = outcome.rematches.length + outcome.avoided.length + outcome.repeatByes.length > 0;
  if (warned && req.confirm !== true)
    throw new NeedConfirm(t(lang, "event.confirm.swap"), warnings(lang, outcome));
  const meta = ev.swiss[round - 1]!;
  ev.undo = {
    kind: "swapPlayers",
    at: Date.now(),
    round,
    a: outcome.players[0],
    b: outcome.players[1],
    prevWhy: outcome.changed.map((i) => ({ table: games[i]!.table, why: games[i]!.why })),
    prevRematches: meta.rematches ?? 0,
  };
  meta.rematches = (meta.rematches ?? 0) + outcome.rematches.length;
  meta.swaps = (meta.swaps ?? 0) + 1;
  const why = new Map<number, string>();
  for (const [i, e] of outcome.reasons) why.set(i, explain(e, ev.lang));
  const changed = [...outcome.changed];
  // the cells a stopped press had marked (read as they will be) are written with this swap's
  for (const m of again?.rows ?? []) {
    const i = games.findIndex((g) => g.row === m.row);
    if (i >= 0 && !changed.includes(i)) {
      changed.push(i);
      why.set(i, games[i]!.why);
    }
  }
  // the Pairings and Match slips tabs as they are, for Undo: the config's size with the copy at its
  // largest and the cells marked checked first (a press again after a stop keeps the first copy)
  const largest: StoredEvent = {
    ...ev,
    undo: { ...ev.undo, pairings: pairingCopyAtMost() },
    seating: seatingOf(ev, "swap", games, outcome.tables, changed, why, warned),
  };
  ctx.fits(largest);
  ev.undo.pairings = copyPairingTabs(ctx, ev, "swapPlayers", pairingSheets(ctx, ev));
  // saved with the config as it ends, before the first write: a press again after a stop finishes
  // the swap instead of swapping back (writing.ts)
  markSeats(ctx, ev, "swap", games, outcome.tables, changed, why, warned);
  writeSeats(ctx, ev, games, outcome.tables, changed, why);
  // the result form's table choices name the pairing: set again (a deleted form: a warning)
  keepFormChoices(ev, snap);
  return { message: swapped(lang, ev.undo.a, ev.undo.b, round, warned), event: ev, read: snap };
}

/** The request names the two players of the swap recorded (in either order). */
function samePair(req: SwapPlayersRequest, u: { a: string; b: string }): boolean {
  const asked = [nameKey(req.a), nameKey(req.b)].sort().join("\n");
  return asked === [nameKey(u.a), nameKey(u.b)].sort().join("\n");
}

function swapped(lang: Ctx["lang"], a: string, b: string, round: number, warned: boolean): string {
  return t(lang, warned ? "event.msg.swappedWarned" : "event.msg.swapped", { a, b, round });
}

/**
 * Saves the config with the name cells about to be written (`ev.seating`, writing.ts), checked
 * first; the config in memory goes on without them (the action's own save drops the marker).
 */
export function markSeats(
  ctx: Ctx,
  ev: StoredEvent,
  by: "swap" | "undo",
  games: GameRow[],
  tables: Seat[],
  changed: number[],
  why: Map<number, string>,
  warned = false,
): void {
  ev.seating = seatingOf(ev, by, games, tables, changed, why, warned);
  ctx.fits(ev);
  saveEvent(ev);
  delete ev.seating;
}

/** The marker of the name cells about to be written (writing.ts). */
function seatingOf(
  ev: StoredEvent,
  by: "swap" | "undo",
  games: GameRow[],
  tables: Seat[],
  changed: number[],
  why: Map<number, string>,
  warned: boolean,
): NonNullable<StoredEvent["seating"]> {
  const seating: NonNullable<StoredEvent["seating"]> = {
    by,
    round: ev.swiss.length,
    rows: changed.map((i) => ({
      row: games[i]!.row,
      a: tables[i]!.a,
      b: tables[i]!.b,
      why: why.get(i) ?? "",
    })),
  };
  if (warned) seating.warned = true;
  return seating;
}

/** Writes the name cells a stopped press had marked (read already as they will be) and the pairing tabs. */
export function writeMarked(
  ctx: Ctx,
  ev: StoredEvent,
  games: GameRow[],
  w: NonNullable<StoredEvent["seating"]>,
  pairingsBack?: (sheets: PairingSheets) => void,
): void {
  const tables = seatsOf(games);
  const changed: number[] = [];
  const why = new Map<number, string>();
  for (const s of w.rows) {
    const i = games.findIndex((g) => g.row === s.row);
    if (i < 0) continue;
    changed.push(i);
    tables[i] = { a: s.a, b: s.b };
    why.set(i, s.why);
  }
  delete ev.seating;
  ctx.fits(ev);
  writeSeats(ctx, ev, games, tables, changed, why, pairingsBack);
}

/** A round's games as the engine's seats (a bye row: b null). */
export function seatsOf(games: GameRow[]): Seat[] {
  return games.map((g) => ({ a: g.a, b: g.b === "" ? null : g.b }));
}

/** The confirmation's details: each rematch and second bye the swap would make. */
function warnings(lang: Ctx["lang"], o: SwapOutcome): string[] {
  return [
    ...o.rematches.map((r) =>
      t(lang, "event.confirm.swapRematch", { a: r.a, b: r.b, rounds: r.rounds.join(", ") }),
    ),
    ...o.avoided.map((p) => t(lang, "event.confirm.swapAvoided", { a: p.a, b: p.b })),
    ...o.repeatByes.map((b) =>
      t(lang, "event.confirm.swapBye", { name: b.name, rounds: b.rounds.join(", ") }),
    ),
  ];
}

/**
 * Writes the changed tables: their name cells and their reason; then the Pairings and Match slips tabs. Every tab is looked up
 * before the first write. Used by the swap and by its undo.
 */
export function writeSeats(
  ctx: Ctx,
  ev: StoredEvent,
  games: GameRow[],
  tables: Seat[],
  changed: number[],
  why: Map<number, string>,
  /** Writes the Pairings and Match slips tabs back as they were (Undo); default: for `games`. */
  pairingsBack?: (sheets: PairingSheets) => void,
): void {
  const layout = roundsLayout(ev.system);
  const sheet = sheetOf(ctx.ss, ev.tabs.rounds);
  const tabsOut = pairingSheets(ctx, ev);
  const withWhy = ev.reasons === true;
  for (const i of changed) {
    const g = games[i]!;
    const seat = tables[i]!;
    // the names only (a bye row keeps its bye word); the winner and decision rules read the row's
    // own player cells, so they need no rewrite
    if (seat.b === null) sheet.getRange(g.row, layout.a + 1).setValue(asText(seat.a));
    else sheet.getRange(g.row, layout.a + 1, 1, 2).setValues([[asText(seat.a), asText(seat.b)]]);
    if (withWhy) sheet.getRange(g.row, layout.width + 1).setValue(asText(why.get(i) ?? ""));
    g.a = seat.a;
    if (seat.b !== null) g.b = seat.b;
    g.why = why.get(i) ?? "";
  }
  // `games` are the snapshot's own rows: the snapshot handed back shows the new tables
  if (pairingsBack) pairingsBack(tabsOut);
  else writePairingTabs(ev, games, tabsOut);
}
