/** Generate round: pairs the next Swiss round and appends it to the Rounds tab (RULES §1–2). */

import type { GenerateRoundRequest } from "../../../../contract/index";
import { canGenerate, enforce } from "../../../../engine/swiss/event";
import {
  type PairingEntrant,
  type PairingGame,
  type PairingInput,
  pairNextRoundDetailed,
} from "../../../../engine/swiss/pairing";
import { explain, t } from "../../../../i18n/index";
import { saveEvent, sheetOf } from "../../../gateway/index";
import { requireEvent } from "../../kind";
import type { StoredEvent } from "../config";
import { type Ctx, type Done, pairingSheets, writePairingTabs } from "../context";
import { factsOf } from "../facts";
import { code, gamesOfRound, readSnapshot } from "../read/index";
import { appendGames, newGameRows } from "../rows";
import { roundsLayout, standingsFormula } from "../schema";
import { nameWidth } from "../tabs";
import { roundBeingWritten } from "../writing";
import { askFirst } from "./generate-questions";
import { roundCopy, roundCopyAtMost } from "./pairing-copy";
import { keepFormChoices } from "./result-form";

/** A round's seed (kept in its config, to pair it again) is drawn among the integers 0 … 2³¹ − 2. */
const SEEDS = 2 ** 31 - 1;

export function generateRound(ctx: Ctx, req: GenerateRoundRequest): Done {
  const ev = requireEvent(ctx, req);
  const lang = ctx.lang;
  const snap = readSnapshot(ctx.ss, ev);
  const facts = factsOf(ev, snap);
  enforce(canGenerate(facts, req?.expectedRound ?? null));
  const round = ev.swiss.length + 1;
  const planned = facts.planned;
  // a round stopped half-way (writing.ts) is paired again with its seed and written from its first row
  const again = roundBeingWritten(ev);
  const seed = again?.seed ?? Math.floor(Math.random() * SEEDS);
  const rounds: PairingGame[][] = [];
  for (let r = 1; r < round; r++) {
    rounds.push(
      gamesOfRound(snap.swiss, r).map((g) => {
        const x: PairingGame = {
          a: g.a,
          b: g.b === "" ? null : g.b,
          scoreA: g.b === "" ? "" : code(g.outcomeA),
          scoreB: g.b === "" ? "" : code(g.outcomeB),
        };
        if (g.armyA !== null) x.armyA = g.armyA;
        if (g.armyB !== null) x.armyB = g.armyB;
        return x;
      }),
    );
  }
  const protect = ev.protectClubs ?? "off";
  const entrants = snap.players.map((p) => {
    const e: PairingEntrant = { id: p.name };
    if (p.rating !== null) e.rating = p.rating;
    if (p.dropped) e.dropped = true;
    if (protect !== "off") e.club = p.club;
    return e;
  });
  const input: PairingInput = { system: ev.system, seed, entrants, rounds };
  // club protection and pairs to avoid (RULES §1 Decision): only when set, so the input is as before
  if (protect !== "off") input.protectClubs = protect;
  if (snap.avoid !== undefined && "error" in snap.avoid) throw snap.avoid.error;
  if (snap.avoid !== undefined && snap.avoid.pairs.length > 0) input.avoid = snap.avoid.pairs;
  const result = pairNextRoundDetailed(input);
  const prevRounds = ev.rounds;
  if (result.ended) {
    ev.undo = { kind: "generateRound", at: Date.now(), round: ev.swiss.length, prevRounds, ended: true };
    ev.endedEarly = true;
    ev.rounds = ev.swiss.length;
    ctx.fits(ev);
    return { message: t(lang, "event.msg.endedEarly"), event: ev, read: snap };
  }
  askFirst(lang, req, result, protect === "every" || (protect === "round1" && round === 1) ? snap : null);
  // each table's reason, in the event's language (written beside the table and on the Pairings tab)
  const pairs = result.tables.map((x) => ({ a: x.a, b: x.b, why: explain(x.explanation, ev.lang) }));
  if (result.bye)
    pairs.push({
      a: result.bye,
      b: "",
      why: result.byeExplanation ? explain(result.byeExplanation, ev.lang) : "",
    });
  const layout = roundsLayout(ev.system);
  const startRow = again ? Math.min(again.row, snap.roundsHeight + 1) : snap.roundsHeight + 1;
  const built = newGameRows(ev, layout, startRow, round, pairs, true, ev.reasons === true);
  // writes: Rounds (values + validations), Pairings, Match slips, Standings formula; every tab
  // looked up first, so that a deleted one is refused before anything is written
  const roundsSheet = sheetOf(ctx.ss, ev.tabs.rounds);
  const tabsOut = pairingSheets(ctx, ev);
  const standingsSheet = sheetOf(ctx.ss, ev.tabs.standings);
  // the config's size with the copy of the Pairings and Match slips tabs in the marker and in the
  // undo record, at their largest
  const most = roundCopyAtMost();
  const largest: StoredEvent = {
    ...ev,
    writing: { round, row: startRow, seed, copy: most },
    undo: { kind: "generateRound", at: Date.now(), round, prevRounds, pairings: most },
  };
  ctx.fits(largest);
  // those tabs as they are, for Undo (a press again keeps the first press's copy)
  const copy = roundCopy(ctx, ev, again?.copy, tabsOut);
  // saved before the first write, so that a service failure from here on leaves the round to write again
  ev.writing = { round, row: startRow, seed, copy };
  ctx.fits(ev);
  saveEvent(ev);
  delete ev.writing;
  appendGames(roundsSheet, startRow, built);
  // rows the stopped attempt wrote below this round's (a player dropped since): cleared
  const end = startRow + built.values.length - 1;
  if (again && snap.roundsHeight > end)
    roundsSheet
      .getRange(end + 1, 1, snap.roundsHeight - end, built.values[0]!.length)
      .clear()
      .clearDataValidations();
  snap.swiss.push(...built.games);
  snap.roundsHeight = startRow + built.values.length - 1;
  if (ev.rounds === 0) ev.rounds = planned;
  ev.swiss.push({
    games: pairs.filter((p) => p.b !== "").length,
    byes: pairs.length - pairs.filter((p) => p.b !== "").length,
    seed,
    rematches: result.rematches,
    // the result form's reports of this round count from now on (actions/apply-reports.ts)
    pairedAt: Date.now(),
  });
  ev.timer = { endsAt: null, pausedRemaining: null };
  ev.undo = {
    kind: "generateRound",
    at: Date.now(),
    round,
    prevRounds,
    pairings: { tabs: copy.tabs, prevWritten: copy.prevWritten },
  };
  writePairingTabs(ev, built.games, tabsOut);
  standingsSheet.getRange(1, 1).setFormula(standingsFormula(ev.system, ev.tabs.rounds, ev.rounds));
  // names are known now: the player columns of Rounds and Standings as wide as the longest one
  const px = nameWidth(
    snap.players.map((p) => p.name),
    170,
  );
  roundsSheet.setColumnWidths(layout.a + 1, 2, px);
  standingsSheet.setColumnWidth(2, Math.max(px, 200));
  // the result form asks for this round's tables and players (a deleted form: a warning, not a refusal)
  keepFormChoices(ev, snap);
  return {
    message: t(lang, ev.swiss[round - 1]!.games === 1 ? "event.msg.generatedOne" : "event.msg.generated", {
      round,
      tables: ev.swiss[round - 1]!.games,
    }),
    event: ev,
    read: snap,
  };
}
