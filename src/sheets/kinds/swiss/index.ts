/**
 * The Swiss kind (La Confrérie, Dust Tactics): its actions, one module each in actions/, and how
 * its state is read and shown. Registered in src/sheets/kinds/index.ts.
 *
 * Its files (one line each, test/unit/sheets/kind-index-header-lists-every-file-of-its-folder.test.ts
 * checks that the list is the folder's):
 * - index.ts — SWISS, its EventKind: the actions by name, create, defaults, read, state, explain.
 * - config.ts — StoredEvent, the stored config: system and settings, each round's seed and rows,
 *   the top-cut seeds, the timer, the sizes last written, the undo record.
 * - settings.ts — the settings, checked the same way at creation and on update.
 * - schema.ts — tab layouts (pure): every header, dropdown word, formula and block of values written.
 * - input-rules.ts — what each input column of the game rows takes (pure): the cells' validation rules.
 * - read/index.ts — readSnapshot: Players, Rounds and Top cut read once per action into a Snapshot,
 *   and what derives from it (standings, early end, the games of a round).
 * - read/players.ts — parsePlayers: the Players tab, every problem located.
 * - read/rounds.ts — parseRounds: the Rounds and Top cut tabs (one layout), in named steps.
 * - read/cells.ts — the Swiss cell helpers: numbers, names typed as numbers, quoting, headers.
 * - read/avoid.ts — parseAvoid: the pairs-to-avoid tab, every problem located.
 * - read/avoid-tab.ts — readAvoid: that tab read with the others; a problem kept for Generate round.
 * - avoid-schema.ts — the pairs-to-avoid tab's name and headers.
 * - rows.ts — the rows of a new round or stage and their validation rules, appended in one write.
 * - facts.ts — the guards' facts (src/engine/swiss/event.ts) from the config and the tabs.
 * - bracket.ts — the top cut as read from its tab: the engine's state, the bracket, the final ranking.
 * - tabs.ts — contents of the generated tabs (pure): pairings, match slips, Public, the padding.
 * - tab-specs.ts — the tabs as New event makes them, as data (headers, widths, rules, warnings).
 * - labels.ts — the words of an event: system, stage, status, round and last-action labels, refusals.
 * - context.ts — what every action gets and gives back; the Pairings, Match slips and undo writes.
 * - writing.ts — an action stopped half-way: the marker Generate round, Undo or a swap saves first, read and cleared.
 * - ladder.ts — swissRatedRounds: the event's games for the workbook's Elo ladder.
 * - view.ts — the sidebar's EventState: progress, timer and its three buttons, messages.
 * - buttons.ts — SWISS_BUTTONS: each action's button from the guard its action uses.
 * - published.ts — what the event publishes: swissPublished (the Public tab) and swissLive (the
 *   live page: the round, its timer, pairings, standings, the top cut, the form's link).
 * - actions/create.ts — New event: the config and the tabs.
 * - actions/defaults.ts — the New-event dialog's defaults: systems, date, rounds, top cuts.
 * - actions/update.ts — change the settings: name, date, rounds, round length, top cut, club
 *   protection; make the pairs-to-avoid tab.
 * - actions/generate.ts — Generate round: pairs the next round and appends it to Rounds.
 * - actions/generate-questions.ts — what Generate round asks first: rematches, pairs to avoid, club spellings.
 * - actions/swap.ts — swap two players of the current round by hand (a rematch or bye asked first).
 * - actions/close.ts — Close round: games without a counted result become double losses.
 * - actions/drop.ts — drop a player, or reinstate them.
 * - actions/timer.ts — the round timer: start, pause, reset.
 * - actions/top-cut.ts — Top cut: the next stage of the bracket, or the final ranking.
 * - actions/publish.ts — Publish: the Public tab.
 * - actions/undo-action.ts — Undo last action: each kind of record (StoredEvent.undo), its way back.
 * - actions/undo-round.ts — Undo last round: the last round, top-cut stage or final ranking.
 * - actions/pairing-copy.ts — the Pairings and Match slips tabs copied before Generate round, Top
 *   cut or Swap players rewrites them, put back as they were by its Undo.
 * - actions/result-form.ts — Create the result form, and its choices kept to the round played.
 * - actions/remake-form.ts — Remake the form: a broken form replaced by a new one, asked first, undoable.
 * - actions/apply-reports.ts — Apply reports: the players' form reports written into Rounds.
 * - actions/report-cells.ts — the cells a table's reports make: written cells, source, note, claims.
 * - actions/report-rows.ts — the open round's tables as Rounds holds them; an Apply stopped half-way.
 * - actions/lone-reports.ts — the tables one player alone reported, named by Close round's question.
 */
import { SWISS_SYSTEM_IDS } from "../../../engine/swiss/systems/index";
import { explainRank, t } from "../../../i18n/index";
import { defineKind } from "../kind";
import { applyReports } from "./actions/apply-reports";
import { closeRound } from "./actions/close";
import { createEvent } from "./actions/create";
import { newEventDefaults } from "./actions/defaults";
import { dropPlayer } from "./actions/drop";
import { generateRound } from "./actions/generate";
import { publish } from "./actions/publish";
import { remakeForm } from "./actions/remake-form";
import { resultForm } from "./actions/result-form";
import { swapPlayersAction } from "./actions/swap";
import { timer } from "./actions/timer";
import { topCut } from "./actions/top-cut";
import { undoSwiss } from "./actions/undo-action";
import { undoLastRound } from "./actions/undo-round";
import { updateEvent } from "./actions/update";
import { SWISS_BUTTONS } from "./buttons";
import { swissQrTabs } from "./context";
import { swissRatedRounds } from "./ladder";
import { swissLive } from "./published";
import { earlyEnd, readSnapshot, standingsOf, swissOver } from "./read/index";
import { buildState } from "./view";

export const SWISS = defineKind({
  id: "swiss",
  systems: SWISS_SYSTEM_IDS,
  // the buttons in the sidebar's order (the timer's three: view.ts)
  actions: {
    updateEvent,
    timer,
    publish: { run: publish, button: SWISS_BUTTONS.publish },
    generateRound: { run: generateRound, button: SWISS_BUTTONS.generateRound },
    closeRound: { run: closeRound, button: SWISS_BUTTONS.closeRound },
    dropPlayer: { run: dropPlayer, button: SWISS_BUTTONS.dropPlayer },
    swapPlayers: { run: swapPlayersAction, button: SWISS_BUTTONS.swapPlayers },
    topCut: { run: topCut, button: SWISS_BUTTONS.topCut },
    undoLastRound: { run: undoLastRound, button: SWISS_BUTTONS.undoLastRound },
    resultForm: { run: resultForm, button: SWISS_BUTTONS.resultForm },
    applyReports: { run: applyReports, button: SWISS_BUTTONS.applyReports },
    remakeForm: { run: remakeForm, button: SWISS_BUTTONS.remakeForm },
  },
  create: createEvent,
  defaults: newEventDefaults,
  read: readSnapshot,
  state: (ctx, ev, read, error) => buildState(ctx.version, ctx.lang, ctx.ss, ctx.all, ev, read, error),
  live: swissLive,
  qrTabs: swissQrTabs,
  undo: undoSwiss,
  ratedRounds: swissRatedRounds,
  explain: (ctx, ev, read, name) => {
    const rows = standingsOf(ev, read, swissOver(ev, read, earlyEnd(ev, read)));
    const text = explainRank(rows, name, ctx.lang);
    if (text === "") return { ok: false, text: t(ctx.lang, "event.unknownPlayer", { name }) };
    return { ok: true, text };
  },
});
