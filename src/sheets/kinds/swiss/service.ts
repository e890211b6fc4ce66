/**
 * Server side of the sidebar API (see src/addon/server.ts for the function list and
 * api-types.ts for the shapes).
 *
 * Every action: document lock → config → read each tab it needs once (values + formulas of Players
 * and Rounds: 2 reads each) → validate everything → compute → write each tab once (values in one
 * setValues; validations in one setDataValidations) → save the config → answer the new state built
 * from what was read and written (no second read).
 */

import { ArbitreError, localise } from "../../../engine/core/errors";
import { topCut as engineTopCut, type PairingGame, pairNextRound } from "../../../engine/index";
import { nameKey } from "../../../engine/core/names";
import type { EntrantRecord, Game } from "../../../engine/core/records";
import { buildRecords } from "../../../engine/core/records";
import { swissRounds } from "../../../engine/swiss/rounds";
import { computeStandings, explainRank as engineExplain, type StandingRow } from "../../../engine/standings/standings";
import { type Lang, t } from "../../../i18n/index";
import { currentLang } from "../../locale";
import type {
  ActionAvailability,
  ActionId,
  ActionResult,
  CloseRoundRequest,
  CreateEventRequest,
  DropPlayerRequest,
  EventRequest,
  EventState,
  ExplainRequest,
  ExplainResult,
  GenerateRoundRequest,
  LastActionKind,
  LastActionView,
  NewEventDefaults,
  PlayoffGroup,
  Progress,
  SelectEventRequest,
  SystemId,
  TableView,
  TimerRequest,
  TimerView,
  TopCutRequest,
  TopCutResultView,
  TopCutSize,
  TopCutStageView,
  UiMessage,
  UndoActionRequest,
  UndoRequest,
  UndoTarget,
  UpdateEventRequest,
} from "../../../contract/views";
import {
  cloneEvent,
  type EventIndex,
  loadAll,
  type StoredEvent,
  saveEvent,
  saveIndex,
  type UndoRecord,
} from "../../gateway/store";
import {
  asText,
  colLetter,
  DUST_MAX_AP,
  type EventLang,
  finalRankingWidths,
  fitWidths,
  PLAYER_COLS,
  PLAYER_WIDTH,
  PLAYER_WIDTHS,
  playerHeaders,
  type RoundsLayout,
  roundsHeaders,
  roundsLayout,
  roundsWidths,
  rowFormulas,
  standingsFormats,
  standingsFormula,
  TAB_ROLES,
  tabNames,
  WINNER_LAYOUT,
  WORDS,
} from "./schema";
import { type GameRow, type Grid, type PlayerRow, parsePlayers, parseRounds } from "./model";
import {
  matchSlips,
  PAIRINGS_WIDTH,
  pad,
  pairingsByName,
  publicTab,
  type Row,
  SLIP_WIDTH,
  standingsTable,
} from "./tabs";

export type ActionName =
  | "createEvent"
  | "updateEvent"
  | "selectEvent"
  | "generateRound"
  | "closeRound"
  | "timer"
  | "dropPlayer"
  | "topCut"
  | "undoLastRound"
  | "undoLastAction"
  | "publish";

type Sheet = GoogleAppsScript.Spreadsheet.Sheet;
type Spreadsheet = GoogleAppsScript.Spreadsheet.Spreadsheet;

/** Thrown by an action that needs the organiser's go-ahead (answered as { ok: false, confirm }). */
class NeedConfirm extends Error {
  constructor(
    readonly question: string,
    readonly details: string[],
  ) {
    super(question);
  }
}

const LOCK_WAIT_MS = 5000;

const DEFAULT_MINUTES: Record<SystemId, number> = { confrerie: 50, dust: 60 };
const TOP_CUTS: TopCutSize[] = [0, 2, 4, 8];

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────

interface Snapshot {
  players: PlayerRow[];
  swiss: GameRow[];
  top: GameRow[];
  /** Data-range heights read (header included), to append after them. */
  roundsHeight: number;
  topHeight: number;
}

function sheetOf(ss: Spreadsheet, name: string): Sheet {
  const sheet = ss.getSheetByName(name);
  if (!sheet) throw new ArbitreError("event.tabMissing", { tab: name }, {});
  return sheet;
}

function readGrid(sheet: Sheet, formulas: boolean): { values: Grid; formulas: Grid | null } {
  const range = sheet.getDataRange();
  const values = range.getValues() as Grid;
  return { values, formulas: formulas ? (range.getFormulas() as Grid) : null };
}

function playersOf(snapshotPlayers: PlayerRow[]): Map<string, PlayerRow> {
  const m = new Map<string, PlayerRow>();
  for (const p of snapshotPlayers) m.set(p.key, p);
  return m;
}

/** Reads Players, Rounds and (once started) Top cut: each tab once (values + formulas). */
function readSnapshot(ss: Spreadsheet, ev: StoredEvent): Snapshot {
  const p = readGrid(sheetOf(ss, ev.tabs.players), true);
  const r = readGrid(sheetOf(ss, ev.tabs.rounds), true);
  const players = parsePlayers(ev.tabs.players, p.values, p.formulas, ev.system, ev.lang);
  const map = playersOf(players);
  const swiss = parseRounds(
    {
      tab: ev.tabs.rounds,
      layout: roundsLayout(ev.system),
      lang: ev.lang,
      players: map,
      expectedRows: ev.swiss,
      topCut: false,
    },
    r.values,
    r.formulas,
  );
  let top: GameRow[] = [];
  let topHeight = 1;
  if (ev.topCutStages.length > 0) {
    const tc = readGrid(sheetOf(ss, ev.tabs.topCut), true);
    top = parseRounds(
      {
        tab: ev.tabs.topCut,
        layout: WINNER_LAYOUT,
        lang: ev.lang,
        players: map,
        expectedRows: ev.topCutStages,
        topCut: true,
      },
      tc.values.map((row) => row.slice(0, WINNER_LAYOUT.width)),
      tc.formulas ? tc.formulas.map((row) => row.slice(0, WINNER_LAYOUT.width)) : null,
    );
    topHeight = lastUsedRow(tc.values, WINNER_LAYOUT.width);
  }
  return { players, swiss, top, roundsHeight: r.values.length, topHeight };
}

function lastUsedRow(values: Grid, width: number): number {
  for (let r = values.length - 1; r >= 1; r--) {
    const row = values[r] ?? [];
    for (let c = 0; c < width; c++)
      if (row[c] !== "" && row[c] !== null && row[c] !== undefined) return r + 1;
  }
  return 1;
}

// ── Derived facts ───────────────────────────────────────────────────────────────────────────────

function plannedRounds(ev: StoredEvent, snap: Snapshot | null): number {
  if (ev.rounds > 0) return ev.rounds;
  const n = snap ? snap.players.filter((p) => !p.dropped).length : 0;
  return swissRounds(n, ev.system);
}

/**
 * Dust (RULES §2): the event ends early when, at the start of a round, exactly one entrant is
 * undefeated. "At the start of a round" = the last Swiss round has every result and more rounds
 * were planned: the only undefeated entrant's name, else null. (Also true when an older version
 * recorded the early end at Generate: ev.endedEarly.)
 */
function earlyEnd(ev: StoredEvent, snap: Snapshot, rows?: StandingRow[]): { winner: string } | null {
  if (ev.system !== "dust" || ev.topCutStages.length > 0) return ev.endedEarly ? { winner: "" } : null;
  const round = ev.swiss.length;
  if (round === 0) return null;
  if (missingOf(gamesOfRound(snap.swiss, round)).length > 0) return null;
  const standing = rows ?? standingsOf(ev, snap);
  const undefeated = standing.filter((r) => r.rounds > 0 && r.losses === 0);
  if (undefeated.length === 1 && (ev.endedEarly || round < plannedRounds(ev, snap)))
    return { winner: undefeated[0]!.name };
  return ev.endedEarly ? { winner: "" } : null;
}

/** Dust: groups of entrants still tied after every tie-break (who have played), best rank first. */
function playoffGroups(rows: StandingRow[]): PlayoffGroup[] {
  const groups = new Map<number, string[]>();
  for (const r of rows) {
    if (!r.playoff || r.rounds === 0) continue;
    const g = groups.get(r.rank) ?? [];
    g.push(r.name);
    groups.set(r.rank, g);
  }
  return [...groups]
    .filter(([, names]) => names.length > 1)
    .map(([rank, names]) => ({ rank, names }))
    .sort((a, b) => a.rank - b.rank);
}

/**
 * The event is over: the final ranking is written, or (no top cut) the last Swiss round — or the
 * round after which Dust ended early — has every result.
 */
function eventOver(ev: StoredEvent, snap: Snapshot, early: { winner: string } | null): boolean {
  if (ev.finished) return true;
  if (ev.topCut !== 0 || ev.topCutStages.length > 0) return false;
  const round = ev.swiss.length;
  if (round === 0 || !(round >= plannedRounds(ev, snap) || early !== null)) return false;
  return missingOf(gamesOfRound(snap.swiss, round)).length === 0;
}

function gamesOfRound(games: GameRow[], round: number): GameRow[] {
  return games.filter((g) => g.round === round);
}

function missingOf(games: GameRow[]): GameRow[] {
  return games.filter((g) => g.b !== "" && g.outcomeA === null);
}

function recordsOf(snap: Snapshot): { records: Map<string, EntrantRecord>; names: Map<string, string> } {
  const names = new Map<string, string>();
  for (const p of snap.players) names.set(p.key, p.name);
  const games: Game[] = [];
  for (const g of snap.swiss) {
    if (g.outcomeA === null) continue;
    const game: Game = {
      round: g.round,
      row: g.row,
      a: nameKey(g.a),
      b: g.b === "" ? null : nameKey(g.b),
      outcomeA: g.outcomeA,
      outcomeB: g.b === "" ? null : g.outcomeB,
      doubleLoss: g.doubleLoss,
    };
    if (g.armyA !== null) game.armyA = g.armyA;
    if (g.armyB !== null) game.armyB = g.armyB;
    games.push(game);
  }
  return { records: buildRecords(games, names), names };
}

function standingsOf(ev: StoredEvent, snap: Snapshot): StandingRow[] {
  const { records } = recordsOf(snap);
  return computeStandings(ev.system, records, { extra: snap.players.map((p) => p.name) });
}

/** Engine codes independent of the language: V win, L loss, N draw, F forfeit. */
function code(o: string | null): string {
  return o === "win" ? "V" : o === "draw" ? "N" : o === "forfeit" ? "F" : o === "loss" ? "L" : "";
}

function tablesList(games: GameRow[]): string {
  return games
    .map((g) => g.table)
    .sort((a, b) => a - b)
    .join(", ");
}

// ── Spreadsheet helpers ─────────────────────────────────────────────────────────────────────────

function ensureRows(sheet: Sheet, lastRow: number): void {
  const max = sheet.getMaxRows();
  if (lastRow > max) sheet.insertRowsAfter(max, lastRow - max);
}

function ensureColumns(sheet: Sheet, lastCol: number): void {
  const max = sheet.getMaxColumns();
  if (lastCol > max) sheet.insertColumnsAfter(max, lastCol - max);
}

/** Writes `rows` at the top-left of a tab padded to the previous height: one setValues. */
function writeBlock(sheet: Sheet, rows: Row[], previousHeight: number, width: number): number {
  const grid = pad(rows, previousHeight, width);
  ensureRows(sheet, grid.length);
  ensureColumns(sheet, width);
  sheet.getRange(1, 1, grid.length, width).setValues(grid);
  return rows.length;
}

function timeLabel(ss: Spreadsheet, ms: number | null): string {
  if (ms === null) return "";
  try {
    return Utilities.formatDate(new Date(ms), ss.getSpreadsheetTimeZone(), "HH:mm");
  } catch (_e) {
    const d = new Date(ms);
    return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
  }
}

function systemLabel(lang: Lang, system: SystemId): string {
  return t(lang, `event.system.${system}`);
}

function stageLabel(lang: Lang, size: number, stage: number): string {
  if (stage < 1) return "";
  const remaining = size / 2 ** (stage - 1);
  if (remaining <= 2) return t(lang, "event.stage.final");
  if (remaining <= 4) return t(lang, "event.stage.semi");
  return t(lang, "event.stage.quarter");
}

// ── State ───────────────────────────────────────────────────────────────────────────────────────

function timerView(ss: Spreadsheet, ev: StoredEvent, now: number): TimerView {
  const durationMs = ev.roundMinutes * 60000;
  const { endsAt, pausedRemaining } = ev.timer;
  let state: TimerView["state"] = "idle";
  if (endsAt !== null) state = endsAt <= now ? "expired" : "running";
  else if (pausedRemaining !== null) state = "paused";
  return { state, endsAt, pausedRemaining, durationMs, serverNow: now, endsAtLabel: timeLabel(ss, endsAt) };
}

function statusLabel(ev: StoredEvent, s: GameRow["status"]): string {
  return WORDS[ev.lang].status[s];
}

/** The top-cut stages generated so far, as read (no engine check: a result typed wrong still shows). */
function bracketView(lang: Lang, ev: StoredEvent, snap: Snapshot): TopCutStageView[] {
  const seedOf = new Map<string, number>();
  ev.topCutSeeds.forEach((name, i) => {
    if (!seedOf.has(nameKey(name))) seedOf.set(nameKey(name), i + 1);
  });
  const seed = (name: string) => seedOf.get(nameKey(name)) ?? 0;
  const out: TopCutStageView[] = [];
  for (let s = 1; s <= ev.topCutStages.length; s++) {
    const games = gamesOfRound(snap.top, s).sort((x, y) => x.table - y.table);
    out.push({
      stage: s,
      label: stageLabel(lang, ev.topCut, s),
      games: games.map((g) => ({
        table: g.table,
        a: g.a,
        b: g.b,
        seedA: seed(g.a),
        seedB: seed(g.b),
        winner: g.outcomeA === "win" ? g.a : g.outcomeB === "win" ? g.b : "",
        status: g.status,
        statusLabel: statusLabel(ev, g.status),
        row: g.row,
      })),
    });
  }
  return out;
}

/**
 * A finished cut: its winner and places 1..size (the engine's ranking from the seeds and the
 * stages as read; the rest of the field keeps its Swiss rank). null when the stages no longer
 * make a valid bracket (tabs edited by hand since: the sidebar reports that elsewhere).
 */
function topCutResult(lang: Lang, ev: StoredEvent, snap: Snapshot): TopCutResultView | null {
  if (!ev.finished || ev.topCut === 0 || ev.topCutSeeds.length < ev.topCut) return null;
  const stages = [];
  for (let s = 1; s <= ev.topCutStages.length; s++) {
    stages.push(
      gamesOfRound(snap.top, s)
        .sort((x, y) => x.table - y.table)
        .map((g) => ({ a: g.a, b: g.b, scoreA: code(g.outcomeA), scoreB: code(g.outcomeB) })),
    );
  }
  let state: ReturnType<typeof engineTopCut>;
  try {
    // the seeds alone: places 1..size do not depend on the rest of the standings
    state = engineTopCut({ size: ev.topCut, ranking: ev.topCutSeeds.slice(0, ev.topCut), stages });
  } catch (e) {
    if (e instanceof ArbitreError) return null;
    throw e;
  }
  if (!state.finished || state.champion === null) return null;
  const reached = (place: number): string =>
    t(
      lang,
      place === 1
        ? "event.topCut.place.winner"
        : place === 2
          ? "event.topCut.place.finalist"
          : place <= 4
            ? "event.topCut.place.semi"
            : "event.topCut.place.quarter",
    );
  return {
    winner: state.champion,
    ranking: state.ranking
      .filter((p) => p.place <= ev.topCut)
      .map((p) => ({ place: p.place, name: p.id, swiss: p.swiss, label: reached(p.place) })),
  };
}

function buildProgress(
  lang: Lang,
  ev: StoredEvent,
  snap: Snapshot,
  early: { winner: string } | null,
): Progress {
  const inTop = ev.topCutStages.length > 0;
  const round = ev.swiss.length;
  const current = inTop ? gamesOfRound(snap.top, ev.topCutStages.length) : gamesOfRound(snap.swiss, round);
  const missing = missingOf(current);
  const real = current.filter((g) => g.b !== "");
  const planned = plannedRounds(ev, snap);
  const swissDone =
    (round >= planned || early !== null) &&
    round > 0 &&
    missingOf(gamesOfRound(snap.swiss, round)).length === 0;
  let phase: Progress["phase"] = "registration";
  if (ev.finished) phase = "finished";
  else if (inTop) phase = "topcut";
  else if (swissDone && ev.topCut === 0) phase = "finished";
  else if (round > 0) phase = "swiss";
  const tables: TableView[] = current.map((g) => ({
    table: g.table,
    a: g.a,
    b: g.b,
    row: g.row,
    status: g.status,
    statusLabel: statusLabel(ev, g.status),
  }));
  const progress: Progress = {
    phase,
    round,
    rounds: early !== null && !inTop ? Math.min(planned, Math.max(round, 1)) : planned,
    roundClosed: (round > 0 || inTop) && missing.length === 0,
    results: { done: real.length - missing.length, total: real.length },
    missingTables: missing.map((g) => g.table).sort((a, b) => a - b),
    disputedTables: current
      .filter((g) => g.status === "disputed")
      .map((g) => g.table)
      .sort((a, b) => a - b),
    tables,
    players: {
      active: snap.players.filter((p) => !p.dropped).length,
      dropped: snap.players.filter((p) => p.dropped).length,
      total: snap.players.length,
    },
    endedEarly: early !== null,
    topCut:
      ev.topCut === 0
        ? null
        : {
            size: ev.topCut,
            stage: ev.topCutStages.length,
            stages: Math.log2(ev.topCut),
            stageLabel: stageLabel(lang, ev.topCut, ev.topCutStages.length),
            bracket: bracketView(lang, ev, snap),
          },
  };
  if (progress.topCut) {
    const result = topCutResult(lang, ev, snap);
    if (result !== null) progress.topCut.result = result;
  }
  if (early !== null && early.winner !== "") progress.earlyWinner = early.winner;
  return progress;
}

function missingReason(lang: Lang, missing: GameRow[]): string {
  return t(lang, missing.length === 1 ? "event.why.oneMissing" : "event.why.missing", {
    count: missing.length,
    tables: tablesList(missing),
  });
}

/** "1 result missing on table 3" / "2 results missing on tables 3, 7", as a refusal. */
function missingError(missing: GameRow[]): ArbitreError {
  return new ArbitreError(missing.length === 1 ? "event.why.oneMissing" : "event.why.missing", {
    count: missing.length,
    tables: tablesList(missing),
  });
}

function availability(
  lang: Lang,
  ev: StoredEvent,
  snap: Snapshot | null,
  error: string | null,
  timer: TimerView,
  early: { winner: string } | null,
) {
  const out: Partial<Record<ActionId, ActionAvailability>> = {};
  const no = (label: string, reason: string): ActionAvailability => ({ enabled: false, reason, label });
  const yes = (label: string): ActionAvailability => ({ enabled: true, reason: "", label });
  const round = ev.swiss.length;
  const stage = ev.topCutStages.length;
  const inTop = stage > 0;
  // timer works whatever the tabs hold
  out.timerStart =
    timer.state === "running"
      ? no(t(lang, "event.btn.timerStart"), t(lang, "event.why.timerRunning"))
      : yes(t(lang, timer.state === "paused" ? "event.btn.timerResume" : "event.btn.timerStart"));
  out.timerPause =
    timer.state === "running"
      ? yes(t(lang, "event.btn.timerPause"))
      : no(t(lang, "event.btn.timerPause"), t(lang, "event.why.timerNotRunning"));
  out.timerReset =
    timer.state === "idle"
      ? no(t(lang, "event.btn.timerReset"), t(lang, "event.why.timerIdle"))
      : yes(t(lang, "event.btn.timerReset"));
  out.publish = yes(t(lang, "event.btn.publish"));
  const genLabel = t(lang, "event.btn.generate", { round: round + 1 });
  if (error !== null || snap === null) {
    const reason = error ?? "";
    out.generateRound = no(genLabel, reason);
    out.closeRound = no(t(lang, "event.btn.close"), reason);
    out.dropPlayer = no(t(lang, "event.btn.drop"), reason);
    out.topCut = no(t(lang, "event.btn.topCut"), reason);
    out.undoLastRound = no(t(lang, "event.btn.undo"), reason);
    out.publish = no(t(lang, "event.btn.publish"), reason);
    return out;
  }
  const planned = plannedRounds(ev, snap);
  const active = snap.players.filter((p) => !p.dropped).length;
  const currentSwiss = gamesOfRound(snap.swiss, round);
  const swissMissing = missingOf(currentSwiss);
  // generate
  if (ev.finished || inTop) out.generateRound = no(genLabel, t(lang, "event.why.swissOver"));
  else if (early !== null)
    out.generateRound = no(
      genLabel,
      early.winner === ""
        ? t(lang, "event.why.endedEarly")
        : t(lang, "event.why.endedEarlyWinner", { name: early.winner }),
    );
  else if (round >= planned && round > 0)
    out.generateRound = no(genLabel, t(lang, "event.why.allRounds", { rounds: planned }));
  else if (active < 2)
    out.generateRound = no(genLabel, t(lang, "event.why.fewPlayers", { tab: ev.tabs.players }));
  else if (swissMissing.length > 0) out.generateRound = no(genLabel, missingReason(lang, swissMissing));
  else out.generateRound = yes(genLabel);
  // close
  const closeLabel =
    inTop || round === 0 ? t(lang, "event.btn.close") : t(lang, "event.btn.closeRound", { round });
  if (ev.finished) out.closeRound = no(closeLabel, t(lang, "event.why.finished"));
  else if (inTop) out.closeRound = no(closeLabel, t(lang, "event.why.topCutNoDouble"));
  else if (round === 0) out.closeRound = no(closeLabel, t(lang, "event.why.noRound"));
  else if (swissMissing.length === 0) out.closeRound = no(closeLabel, t(lang, "event.why.allIn"));
  else out.closeRound = yes(closeLabel);
  // drop
  const over = eventOver(ev, snap, early);
  out.dropPlayer = over
    ? no(t(lang, "event.btn.drop"), t(lang, "event.why.finished"))
    : active > 0
      ? yes(t(lang, "event.btn.drop"))
      : no(t(lang, "event.btn.drop"), t(lang, "event.why.noActive"));
  // a finished event has no round to time
  if (over && timer.state !== "running")
    out.timerStart = no(t(lang, "event.btn.timerStart"), t(lang, "event.why.finished"));
  // top cut
  const tcLabel =
    ev.topCut === 0
      ? t(lang, "event.btn.topCut")
      : stage === 0
        ? t(lang, "event.btn.topCutStart", { size: ev.topCut })
        : stage >= Math.log2(ev.topCut)
          ? t(lang, "event.btn.finalRanking")
          : t(lang, "event.btn.topCutNext", { stage: stageLabel(lang, ev.topCut, stage + 1) });
  if (ev.topCut === 0) out.topCut = no(tcLabel, t(lang, "event.why.noTopCut"));
  else if (ev.finished) out.topCut = no(tcLabel, t(lang, "event.why.finished"));
  else if (!inTop && !(round > 0 && (round >= planned || early !== null)))
    out.topCut = no(tcLabel, t(lang, "event.why.swissNotOver", { round, rounds: planned }));
  else if (!inTop && swissMissing.length > 0) out.topCut = no(tcLabel, missingReason(lang, swissMissing));
  else if (inTop) {
    const m = missingOf(gamesOfRound(snap.top, stage));
    out.topCut = m.length > 0 ? no(tcLabel, missingReason(lang, m)) : yes(tcLabel);
  } else out.topCut = yes(tcLabel);
  // undo
  // once the cut is over, undoing takes back the final ranking first (removeLastRound)
  if (inTop && ev.finished)
    out.undoLastRound = yes(t(lang, "event.btn.undoStage", { stage: t(lang, "event.last.finalRanking") }));
  else if (inTop)
    out.undoLastRound = yes(t(lang, "event.btn.undoStage", { stage: stageLabel(lang, ev.topCut, stage) }));
  else if (round > 0) out.undoLastRound = yes(t(lang, "event.btn.undoRound", { round }));
  else out.undoLastRound = no(t(lang, "event.btn.undo"), t(lang, "event.why.noRound"));
  return out;
}

function buildState(
  version: string,
  lang: Lang,
  ss: Spreadsheet,
  all: { index: EventIndex; events: StoredEvent[] },
  ev: StoredEvent | null,
  snap: Snapshot | null,
  error: string | null,
): EventState {
  const events = all.events.map((e) => ({
    id: e.id,
    name: e.name,
    system: e.system,
    date: e.date,
    current: ev !== null && e.id === ev.id,
  }));
  const messages: UiMessage[] = [];
  if (error !== null) messages.push({ level: "error", text: error });
  if (ev === null) {
    return {
      version,
      lang,
      events,
      event: null,
      progress: null,
      timer: null,
      actions: {},
      players: [],
      messages,
      publishHelp: t(lang, "event.publishHelp", { tab: "Public" }),
      undo: null,
      lastAction: null,
      playoffs: [],
    };
  }
  const now = Date.now();
  const timer = timerView(ss, ev, now);
  const w = WORDS[ev.lang];
  // Dust: the standings once, for the early end and the play-off flag
  const dustRows = snap && ev.system === "dust" ? standingsOf(ev, snap) : null;
  const early = snap ? earlyEnd(ev, snap, dustRows ?? undefined) : null;
  const progress = snap ? buildProgress(lang, ev, snap, early) : null;
  if (early !== null && early.winner !== "") {
    messages.push({
      level: "info",
      text: t(lang, ev.topCut === 0 ? "event.msg.earlyEnd" : "event.msg.earlyEndTopCut", {
        name: early.winner,
        round: ev.swiss.length,
      }),
    });
  }
  const playoffs = dustRows ? playoffGroups(dustRows) : [];
  if (
    playoffs.length > 0 &&
    progress !== null &&
    progress.missingTables.length === 0 &&
    ev.swiss.length > 0
  ) {
    messages.push({
      level: "warning",
      text: t(lang, "event.msg.playoff", {
        groups: playoffs
          .map((g) => t(lang, "event.msg.playoffGroup", { rank: g.rank, names: g.names.join(", ") }))
          .join(" ; "),
      }),
    });
  }
  if (progress && progress.disputedTables.length > 0) {
    messages.push({
      level: "warning",
      text: t(lang, progress.disputedTables.length === 1 ? "event.msg.disputedOne" : "event.msg.disputed", {
        tables: progress.disputedTables.join(", "),
      }),
    });
  }
  const actions = availability(lang, ev, snap, error, timer, early);
  return {
    version,
    lang,
    events,
    event: {
      id: ev.id,
      name: ev.name,
      system: ev.system,
      systemLabel: systemLabel(lang, ev.system),
      date: ev.date,
      rounds: plannedRounds(ev, snap),
      roundMinutes: ev.roundMinutes,
      topCut: ev.topCut,
      tabs: ev.tabs,
      codes: { win: w.win, draw: w.drawCode, loss: w.loss },
      resultWords: { win: w.result.win, draw: w.result.draw, loss: w.result.loss },
    },
    progress,
    timer,
    actions,
    players: snap
      ? snap.players.map((p) => ({ name: p.name, club: p.club, dropped: p.dropped, row: p.row }))
      : [],
    messages,
    publishHelp: t(lang, "event.publishHelp", { tab: ev.tabs.public }),
    undo:
      ev.topCutStages.length > 0
        ? { label: actions.undoLastRound!.label }
        : ev.swiss.length > 0
          ? { label: actions.undoLastRound!.label }
          : null,
    lastAction: lastActionView(lang, ev, error),
    playoffs,
  };
}

/** The kind shown to the sidebar for an undo record. */
function lastActionKind(u: UndoRecord): LastActionKind {
  return u.kind === "dropPlayer" && !u.dropped ? "reinstatePlayer" : u.kind;
}

/** Localised label of an undo record ("Générer la ronde 3", "Retirer Léa"…). */
function lastActionLabel(lang: Lang, ev: StoredEvent, u: UndoRecord): string {
  switch (u.kind) {
    case "generateRound":
      return t(lang, "event.last.generate", { round: u.round });
    case "closeRound":
      return t(lang, u.rows.length === 1 ? "event.last.closeOne" : "event.last.close", {
        round: u.round,
        count: u.rows.length,
      });
    case "dropPlayer":
      return t(lang, u.dropped ? "event.last.drop" : "event.last.reinstate", { name: u.name });
    case "topCut":
      return u.final
        ? t(lang, "event.last.finalRanking")
        : t(lang, "event.last.topCut", { stage: stageLabel(lang, ev.topCut, u.stage) });
    case "publish":
      return t(lang, "event.last.publish", { tab: ev.tabs.public });
  }
}

function lastActionView(lang: Lang, ev: StoredEvent, error: string | null): LastActionView | null {
  const u = ev.undo;
  if (!u) return null;
  const label = lastActionLabel(lang, ev, u);
  return {
    kind: lastActionKind(u),
    label,
    undoLabel: t(lang, "event.btn.undoAction", { label }),
    at: u.at,
    enabled: error === null,
    reason: error ?? "",
  };
}

function pickEvent(all: { index: EventIndex; events: StoredEvent[] }, id?: string): StoredEvent | null {
  const wanted = id ?? all.index.current;
  return all.events.find((e) => e.id === wanted) ?? all.events[0] ?? null;
}

/** The sidebar's state; reads Players, Rounds and Top cut once each. Never throws for bad input. */
export function getState(version: string, eventId?: string): EventState {
  const lang = currentLang();
  const ss = SpreadsheetApp.getActive();
  const all = loadAll();
  const ev = pickEvent(all, typeof eventId === "string" && eventId !== "" ? eventId : undefined);
  if (!ev) return buildState(version, lang, ss, all, null, null, null);
  try {
    const snap = readSnapshot(ss, ev);
    return buildState(version, lang, ss, all, ev, snap, null);
  } catch (e) {
    if (e instanceof ArbitreError) return buildState(version, lang, ss, all, ev, null, localise(e, lang));
    throw e;
  }
}

// ── Actions ─────────────────────────────────────────────────────────────────────────────────────

interface Ctx {
  lang: Lang;
  ss: Spreadsheet;
  all: { index: EventIndex; events: StoredEvent[] };
  version: string;
}

interface Done {
  message: string;
  event: StoredEvent | null;
  snap: Snapshot | null;
}

function requireEvent(ctx: Ctx, req: EventRequest | undefined): StoredEvent {
  const ev = pickEvent(
    ctx.all,
    req && typeof req.eventId === "string" && req.eventId !== "" ? req.eventId : undefined,
  );
  if (!ev) throw new ArbitreError("event.none", {});
  return cloneEvent(ev);
}

function replaceEvent(ctx: Ctx, ev: StoredEvent): void {
  ctx.all.events = ctx.all.events.map((e) => (e.id === ev.id ? ev : e));
}

function roundLabel(lang: Lang, ev: StoredEvent): string {
  if (ev.topCutStages.length > 0) return stageLabel(lang, ev.topCut, ev.topCutStages.length);
  return t(lang, "event.roundOf", { round: ev.swiss.length, rounds: ev.rounds || ev.swiss.length });
}

/** The games shown in Pairings/Slips/Public: the current top-cut stage, else the last Swiss round. */
function currentGames(ev: StoredEvent, snap: Snapshot): GameRow[] {
  if (ev.topCutStages.length > 0) return gamesOfRound(snap.top, ev.topCutStages.length);
  return gamesOfRound(snap.swiss, ev.swiss.length);
}

/** The Pairings and Match slips tabs, looked up before an action writes anything (a deleted tab is refused). */
interface PairingSheets {
  pairings: Sheet;
  slips: Sheet;
}

function pairingSheets(ctx: Ctx, ev: StoredEvent): PairingSheets {
  return { pairings: sheetOf(ctx.ss, ev.tabs.pairings), slips: sheetOf(ctx.ss, ev.tabs.slips) };
}

/** Rewrites the Pairings and Match slips tabs (one write each) for the current games. */
function writePairingTabs(ev: StoredEvent, games: GameRow[], sheets: PairingSheets): void {
  // written into tabs: the event's language, not the locale of the moment
  const label = roundLabel(ev.lang, ev);
  const title = t(ev.lang, "event.pairingsTitle", { round: label });
  const pairings = games.length > 0 ? pairingsByName(games, ev.lang, title) : [[title, "", ""]];
  ev.written.pairings = writeBlock(sheets.pairings, pairings, ev.written.pairings, PAIRINGS_WIDTH);
  const slips = matchSlips(games, ev.system, ev.lang, ev.name, label);
  ev.written.slips = writeBlock(sheets.slips, slips, ev.written.slips, SLIP_WIDTH);
}

function newGameRows(
  ev: StoredEvent,
  layout: RoundsLayout,
  startRow: number,
  round: number,
  pairs: { a: string; b: string }[],
  allowDoubleLoss: boolean,
): {
  values: Row[];
  rules: (GoogleAppsScript.Spreadsheet.DataValidation | null)[][];
  games: GameRow[];
  firstRuleCol: number;
} {
  const w = WORDS[ev.lang];
  const values: Row[] = [];
  const rules: (GoogleAppsScript.Spreadsheet.DataValidation | null)[][] = [];
  const games: GameRow[] = [];
  const firstRuleCol = layout.kind === "winner" ? layout.declared : layout.armyA;
  const lastRuleCol = layout.kind === "winner" ? layout.decision : layout.decision;
  const list = (items: string[]) =>
    SpreadsheetApp.newDataValidation().requireValueInList(items, true).setAllowInvalid(false).build();
  const confirmRule = layout.kind === "winner" ? list([w.yes, w.disputed]) : list([w.disputed]);
  const armyRule =
    layout.kind === "scores"
      ? SpreadsheetApp.newDataValidation().requireNumberBetween(0, DUST_MAX_AP).setAllowInvalid(false).build()
      : null;
  const scoreRule =
    layout.kind === "scores"
      ? SpreadsheetApp.newDataValidation().requireNumberGreaterThanOrEqualTo(0).setAllowInvalid(false).build()
      : null;
  let table = 0;
  pairs.forEach((p, i) => {
    const row = startRow + i;
    const bye = p.b === "";
    const v: Row = new Array(layout.width).fill("");
    v[layout.round] = round;
    if (!bye) table++;
    v[layout.table] = bye ? "" : table;
    v[layout.a] = asText(p.a);
    v[layout.b] = bye ? w.bye : asText(p.b);
    const f = bye ? ['=""', '=""', `="${w.status.bye}"`] : rowFormulas(layout, ev.lang, row, allowDoubleLoss);
    v[layout.resA] = f[0]!;
    v[layout.resB] = f[1]!;
    v[layout.status] = f[2]!;
    values.push(v);
    const r: (GoogleAppsScript.Spreadsheet.DataValidation | null)[] = [];
    for (let c = firstRuleCol; c <= lastRuleCol; c++) {
      let rule: GoogleAppsScript.Spreadsheet.DataValidation | null = null;
      if (!bye) {
        if (c === layout.declared) rule = list([p.a, p.b]);
        else if (c === layout.confirm) rule = confirmRule;
        else if (c === layout.decision) {
          const choices = [p.a, p.b];
          if (layout.kind === "scores" && allowDoubleLoss) choices.push(w.draw);
          if (allowDoubleLoss) choices.push(w.doubleLoss);
          rule = list(choices);
        } else if (c === layout.armyA || c === layout.armyB) rule = armyRule;
        else if (c === layout.scoreA || c === layout.scoreB) rule = scoreRule;
      }
      r.push(rule);
    }
    rules.push(r);
    games.push({
      row,
      round,
      table: bye ? 0 : table,
      a: p.a,
      b: p.b,
      status: bye ? "bye" : "pending",
      outcomeA: bye ? "win" : null,
      outcomeB: null,
      doubleLoss: false,
      armyA: null,
      armyB: null,
      hasInput: false,
    });
  });
  return { values, rules, games, firstRuleCol };
}

/** Appends game rows to a Rounds-like tab: one setValues and one setDataValidations. */
function appendGames(
  sheet: Sheet,
  layout: RoundsLayout,
  startRow: number,
  built: ReturnType<typeof newGameRows>,
): void {
  const n = built.values.length;
  if (n === 0) return;
  ensureRows(sheet, startRow + n - 1);
  sheet.getRange(startRow, 1, n, layout.width).setValues(built.values);
  sheet.getRange(startRow, built.firstRuleCol + 1, n, built.rules[0]!.length).setDataValidations(built.rules);
}

function checkExpected(lang: Lang, expected: unknown, actual: number, key: string): void {
  if (typeof expected !== "number" || !Number.isInteger(expected)) {
    throw new ArbitreError("event.badRequest", { field: "expected" });
  }
  if (expected <= actual) throw new ArbitreError(key, { round: expected });
  if (expected !== actual + 1) throw new ArbitreError("event.stale", { round: actual + 1 });
  void lang;
}

function generateRound(ctx: Ctx, req: GenerateRoundRequest): Done {
  const ev = requireEvent(ctx, req);
  const lang = ctx.lang;
  if (ev.topCutStages.length > 0 || ev.finished) throw new ArbitreError("event.why.swissOver", {});
  checkExpected(lang, req?.expectedRound, ev.swiss.length, "event.alreadyGenerated");
  const snap = readSnapshot(ctx.ss, ev);
  const round = ev.swiss.length + 1;
  const planned = plannedRounds(ev, snap);
  const early = earlyEnd(ev, snap);
  if (early !== null) {
    throw early.winner === ""
      ? new ArbitreError("event.why.endedEarly", {})
      : new ArbitreError("event.why.endedEarlyWinner", { name: early.winner });
  }
  if (round > planned && ev.swiss.length > 0)
    throw new ArbitreError("event.why.allRounds", { rounds: planned });
  const active = snap.players.filter((p) => !p.dropped);
  if (active.length < 2) throw new ArbitreError("event.why.fewPlayers", { tab: ev.tabs.players });
  const missing = missingOf(gamesOfRound(snap.swiss, ev.swiss.length));
  if (missing.length > 0) throw missingError(missing);
  const seed = Math.floor(Math.random() * 2147483647);
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
  const entrants = snap.players.map((p) => {
    const e: { id: string; rating?: number; dropped?: boolean } = { id: p.name };
    if (p.rating !== null) e.rating = p.rating;
    if (p.dropped) e.dropped = true;
    return e;
  });
  const result = pairNextRound({ system: ev.system, seed, entrants, rounds });
  const prevRounds = ev.rounds;
  if (result.ended) {
    ev.undo = { kind: "generateRound", at: Date.now(), round: ev.swiss.length, prevRounds, ended: true };
    ev.endedEarly = true;
    ev.rounds = ev.swiss.length;
    return { message: t(lang, "event.msg.endedEarly"), event: ev, snap };
  }
  if (result.rematches > 0 && req.confirm !== true) {
    throw new NeedConfirm(t(lang, "event.confirm.rematches", { count: result.rematches }), []);
  }
  const pairs = result.tables.map((x: { a: string; b: string }) => ({ a: x.a, b: x.b }));
  if (result.bye) pairs.push({ a: result.bye, b: "" });
  const layout = roundsLayout(ev.system);
  const startRow = snap.roundsHeight + 1;
  const built = newGameRows(ev, layout, startRow, round, pairs, true);
  // writes: Rounds (values + validations), Pairings, Match slips, Standings formula; every tab
  // looked up first, so that a deleted one is refused before anything is written
  const roundsSheet = sheetOf(ctx.ss, ev.tabs.rounds);
  const tabsOut = pairingSheets(ctx, ev);
  const standingsSheet = sheetOf(ctx.ss, ev.tabs.standings);
  appendGames(roundsSheet, layout, startRow, built);
  snap.swiss.push(...built.games);
  snap.roundsHeight = startRow + built.values.length - 1;
  if (ev.rounds === 0) ev.rounds = planned;
  ev.swiss.push({
    games: pairs.filter((p) => p.b !== "").length,
    byes: pairs.length - pairs.filter((p) => p.b !== "").length,
    seed,
    rematches: result.rematches,
  });
  ev.timer = { endsAt: null, pausedRemaining: null };
  ev.undo = { kind: "generateRound", at: Date.now(), round, prevRounds };
  writePairingTabs(ev, built.games, tabsOut);
  standingsSheet.getRange(1, 1).setFormula(standingsFormula(ev.system, ev.tabs.rounds, snap.roundsHeight));
  return {
    message: t(lang, ev.swiss[round - 1]!.games === 1 ? "event.msg.generatedOne" : "event.msg.generated", {
      round,
      tables: ev.swiss[round - 1]!.games,
    }),
    event: ev,
    snap,
  };
}

function closeRound(ctx: Ctx, req: CloseRoundRequest): Done {
  const ev = requireEvent(ctx, req);
  const lang = ctx.lang;
  if (ev.topCutStages.length > 0) throw new ArbitreError("event.why.topCutNoDouble", {});
  const round = ev.swiss.length;
  if (round === 0) throw new ArbitreError("event.why.noRound", {});
  if (req?.round !== round) throw new ArbitreError("event.staleClose", { round });
  const snap = readSnapshot(ctx.ss, ev);
  const games = gamesOfRound(snap.swiss, round);
  const missing = missingOf(games);
  if (missing.length === 0) return { message: t(lang, "event.why.allIn"), event: ev, snap };
  if (req.confirm !== true) {
    throw new NeedConfirm(
      t(lang, missing.length === 1 ? "event.confirm.closeOne" : "event.confirm.close", {
        count: missing.length,
        round,
      }),
      missing.map((g) =>
        t(lang, "event.confirm.closeLine", {
          table: g.table,
          a: g.a,
          b: g.b,
          status: statusLabel(ev, g.status),
        }),
      ),
    );
  }
  const layout = roundsLayout(ev.system);
  // One write on the decision column spanning only the missing games' rows (not the whole round:
  // a decision typed elsewhere meanwhile is not overwritten); rows in between are written back
  // as read, missing games get "double loss".
  const first = Math.min(...missing.map((g) => g.row));
  const last = Math.max(...missing.map((g) => g.row));
  const byRow = new Map<number, GameRow>();
  for (const g of games) byRow.set(g.row, g);
  const w = WORDS[ev.lang];
  const column: Row[] = [];
  const isMissing = new Set(missing.map((g) => g.row));
  for (let r = first; r <= last; r++) {
    const g = byRow.get(r);
    column.push([g && isMissing.has(r) ? w.doubleLoss : g ? decisionText(g, w) : ""]);
  }
  sheetOf(ctx.ss, ev.tabs.rounds)
    .getRange(first, layout.decision + 1, column.length, 1)
    .setValues(column);
  for (const g of missing) {
    g.status = "decided";
    g.outcomeA = "loss";
    g.outcomeB = "loss";
    g.doubleLoss = true;
    g.decisionCell = w.doubleLoss;
  }
  ev.undo = {
    kind: "closeRound",
    at: Date.now(),
    round,
    rows: missing.map((g) => g.row),
    tables: missing.map((g) => g.table),
  };
  return { message: t(lang, "event.msg.closed", { round, count: missing.length }), event: ev, snap };
}

/** The decision cell of a game as read (written back unchanged, text-safe). */
function decisionText(g: GameRow, w: (typeof WORDS)["fr"]): string {
  if (g.decisionCell !== undefined) return asText(g.decisionCell);
  if (g.status !== "decided") return "";
  if (g.doubleLoss) return w.doubleLoss;
  if (g.outcomeA === "win") return asText(g.a);
  if (g.outcomeB === "win") return asText(g.b);
  return w.draw;
}

function timer(ctx: Ctx, req: TimerRequest): Done {
  const ev = requireEvent(ctx, req);
  const now = Date.now();
  const duration = ev.roundMinutes * 60000;
  const action = req?.action;
  let key: string;
  if (action === "start") {
    if (ev.timer.endsAt !== null && ev.timer.endsAt > now)
      throw new ArbitreError("event.why.timerRunning", {});
    const remaining = ev.timer.pausedRemaining ?? duration;
    ev.timer = { endsAt: now + remaining, pausedRemaining: null };
    key = "event.msg.timerStarted";
  } else if (action === "pause") {
    if (ev.timer.endsAt === null || ev.timer.endsAt <= now)
      throw new ArbitreError("event.why.timerNotRunning", {});
    ev.timer = { endsAt: null, pausedRemaining: ev.timer.endsAt - now };
    key = "event.msg.timerPaused";
  } else if (action === "reset") {
    ev.timer = { endsAt: null, pausedRemaining: null };
    key = "event.msg.timerReset";
  } else throw new ArbitreError("event.badRequest", { field: "action" });
  // the public view shows the end time of the round: one cell of the Public tab
  const label = timeLabel(ctx.ss, ev.timer.endsAt);
  sheetOf(ctx.ss, ev.tabs.public)
    .getRange(2, 4)
    .setValue(label === "" ? "" : `'${label}`);
  return { message: t(ctx.lang, key, { time: label }), event: ev, snap: null };
}

function dropPlayer(ctx: Ctx, req: DropPlayerRequest): Done {
  const ev = requireEvent(ctx, req);
  if (!req || typeof req.name !== "string" || req.name.trim() === "")
    throw new ArbitreError("event.badRequest", { field: "name" });
  const snap = readSnapshot(ctx.ss, ev);
  const p = snap.players.find((x) => x.key === nameKey(req.name));
  if (!p) throw new ArbitreError("event.unknownPlayer", { name: req.name }, { tab: ev.tabs.players });
  const drop = req.undrop !== true;
  if (drop && eventOver(ev, snap, earlyEnd(ev, snap))) throw new ArbitreError("event.why.finished", {});
  if (p.dropped === drop) {
    return {
      message: t(ctx.lang, drop ? "event.msg.alreadyDropped" : "event.msg.notDropped", { name: p.name }),
      event: ev,
      snap,
    };
  }
  const w = WORDS[ev.lang];
  sheetOf(ctx.ss, ev.tabs.players)
    .getRange(p.row, PLAYER_COLS.status + 1)
    .setValue(drop ? w.dropped : w.active);
  ev.undo = {
    kind: "dropPlayer",
    at: Date.now(),
    name: p.name,
    row: p.row,
    dropped: drop,
    prevText: p.statusText ?? "",
  };
  p.dropped = drop;
  p.statusText = drop ? w.dropped : w.active;
  return {
    message: t(ctx.lang, drop ? "event.msg.dropped" : "event.msg.undropped", { name: p.name }),
    event: ev,
    snap,
  };
}

/** The engine's view of the cut: the ranking (seeds first, then the Swiss order) and completed stages. */
function topCutState(ev: StoredEvent, snap: Snapshot, completed: number) {
  const seeds = new Set(ev.topCutSeeds.map(nameKey));
  const ranking = [
    ...ev.topCutSeeds,
    ...standingsOf(ev, snap)
      .filter((r) => !seeds.has(r.key))
      .map((r) => r.name),
  ];
  const stages = [];
  for (let s = 1; s <= completed; s++) {
    stages.push(
      gamesOfRound(snap.top, s)
        .sort((x, y) => x.table - y.table)
        .map((g) => ({ a: g.a, b: g.b, scoreA: code(g.outcomeA), scoreB: code(g.outcomeB) })),
    );
  }
  return engineTopCut({ size: ev.topCut, ranking, stages });
}

function topCut(ctx: Ctx, req: TopCutRequest): Done {
  const ev = requireEvent(ctx, req);
  const lang = ctx.lang;
  if (ev.topCut === 0) throw new ArbitreError("event.why.noTopCut", {});
  if (ev.finished) throw new ArbitreError("event.why.finished", {});
  const stage = ev.topCutStages.length;
  if (typeof req?.expectedStage !== "number")
    throw new ArbitreError("event.badRequest", { field: "expectedStage" });
  if (req.expectedStage <= stage) throw new ArbitreError("event.alreadyStage", {});
  if (req.expectedStage !== stage + 1) throw new ArbitreError("event.stale", { round: stage + 1 });
  const snap = readSnapshot(ctx.ss, ev);
  const planned = plannedRounds(ev, snap);
  const topSheet = sheetOf(ctx.ss, ev.tabs.topCut);
  if (stage === 0) {
    if (!(ev.swiss.length > 0 && (ev.swiss.length >= planned || earlyEnd(ev, snap) !== null))) {
      throw new ArbitreError("event.why.swissNotOver", { round: ev.swiss.length, rounds: planned });
    }
    const missing = missingOf(gamesOfRound(snap.swiss, ev.swiss.length));
    if (missing.length > 0) throw missingError(missing);
    const dropped = new Set(snap.players.filter((p) => p.dropped).map((p) => p.key));
    const standing = standingsOf(ev, snap).filter((r) => !dropped.has(r.key));
    if (standing.length < ev.topCut)
      throw new ArbitreError("event.topCutTooFew", { size: ev.topCut, count: standing.length });
    ev.topCutSeeds = standing.slice(0, ev.topCut).map((r) => r.name);
  } else {
    const missing = missingOf(gamesOfRound(snap.top, stage));
    if (missing.length > 0) throw missingError(missing);
  }
  const state = topCutState(ev, snap, stage);
  if (state.finished) {
    // final decided: write the final ranking beside the bracket
    // written into the tab: the event's language (fixed at creation), not the locale of the moment
    const rows: Row[] = [
      [t(ev.lang, "public.final"), ""],
      [t(ev.lang, "event.col.rank"), t(ev.lang, "event.col.player")],
    ];
    for (const r of state.ranking) rows.push([r.place, asText(r.id)]);
    const grid = pad(rows, ev.written.final, 2);
    ensureRows(topSheet, grid.length);
    ensureColumns(topSheet, WINNER_LAYOUT.width + 3);
    topSheet.getRange(1, WINNER_LAYOUT.width + 2, grid.length, 2).setValues(grid);
    ev.written.final = rows.length;
    ev.finished = true;
    ev.undo = { kind: "topCut", at: Date.now(), stage, final: true };
    return { message: t(lang, "event.msg.finalRanking", { name: state.champion ?? "" }), event: ev, snap };
  }
  const pairs = state.tables.map((x) => ({ a: x.a, b: x.b }));
  const startRow = Math.max(snap.topHeight, 1) + 1;
  const built = newGameRows(ev, WINNER_LAYOUT, startRow, stage + 1, pairs, false);
  const tabsOut = pairingSheets(ctx, ev);
  appendGames(topSheet, WINNER_LAYOUT, startRow, built);
  snap.top.push(...built.games);
  snap.topHeight = startRow + built.values.length - 1;
  ev.topCutStages.push({ games: pairs.length, byes: 0 });
  ev.timer = { endsAt: null, pausedRemaining: null };
  ev.undo = { kind: "topCut", at: Date.now(), stage: stage + 1, final: false };
  writePairingTabs(ev, built.games, tabsOut);
  return {
    message: t(lang, "event.msg.stage", { stage: stageLabel(lang, ev.topCut, stage + 1) }),
    event: ev,
    snap,
  };
}

/** Final ranking of a finished cut (engine order: cut first, then the Swiss order). */
export function finalRanking(ev: StoredEvent, snap: Snapshot): { rank: number; name: string }[] {
  return topCutState(ev, snap, ev.topCutStages.length).ranking.map((p) => ({ rank: p.place, name: p.id }));
}

function undoLastRound(ctx: Ctx, req: UndoRequest): Done {
  const ev = requireEvent(ctx, req);
  const inTop = ev.topCutStages.length > 0;
  const current = inTop ? ev.topCutStages.length : ev.swiss.length;
  if (current === 0) throw new ArbitreError("event.why.noRound", {});
  if (req?.round !== current) throw new ArbitreError("event.staleUndo", { round: current });
  const target: UndoTarget = inTop ? (ev.finished ? "ranking" : "stage") : "round";
  if (req.what !== undefined && req.what !== target) throw new ArbitreError("event.undo.stale", {});
  const snap = readSnapshot(ctx.ss, ev);
  const message = removeLastRound(ctx, ev, snap, req.confirm === true);
  // the last action's record no longer describes the tabs
  ev.undo = null;
  return { message, event: ev, snap };
}

/**
 * Removes the last Swiss round or top-cut stage (or, when the event is finished, the final
 * ranking first, without asking: nothing is lost). Asks first when results of the round or stage
 * removed were entered. Writes: the Rounds (or Top cut) tab once,
 * then Pairings, Match slips (and Standings for a Swiss round) once each.
 */
function removeLastRound(ctx: Ctx, ev: StoredEvent, snap: Snapshot, confirm: boolean): string {
  const lang = ctx.lang;
  const inTop = ev.topCutStages.length > 0;
  if (inTop && ev.finished) {
    // nothing is lost: the bracket and every result stay, and Top cut writes the same ranking
    // again, so no question (as Undo last action); asking about the final's entries, which are
    // kept, would mislead
    removeFinalRanking(ctx, ev);
    return t(lang, "event.msg.undoFinal");
  }
  const current = inTop ? ev.topCutStages.length : ev.swiss.length;
  const list = inTop ? snap.top : snap.swiss;
  const games = gamesOfRound(list, current);
  const entered = games.filter((g) => g.hasInput);
  if (entered.length > 0 && !confirm) {
    throw new NeedConfirm(
      t(lang, entered.length === 1 ? "event.confirm.undoOne" : "event.confirm.undo", {
        count: entered.length,
        round: inTop ? stageLabel(lang, ev.topCut, current) : t(lang, "event.roundName", { round: current }),
      }),
      entered.map((g) =>
        t(lang, "event.confirm.closeLine", {
          table: g.table,
          a: g.a,
          b: g.b,
          status: statusLabel(ev, g.status),
        }),
      ),
    );
  }
  const first = Math.min(...games.map((g) => g.row));
  const height = inTop ? snap.topHeight : snap.roundsHeight;
  const sheet = sheetOf(ctx.ss, inTop ? ev.tabs.topCut : ev.tabs.rounds);
  const width = inTop ? WINNER_LAYOUT.width : roundsLayout(ev.system).width;
  const tabsOut = pairingSheets(ctx, ev);
  const standingsSheet = inTop ? null : sheetOf(ctx.ss, ev.tabs.standings);
  // contents and the rows' dropdowns (a second write on the same range, as Generate wrote both)
  sheet
    .getRange(first, 1, height - first + 1, width)
    .clear()
    .clearDataValidations();
  if (inTop) {
    ev.topCutStages.pop();
    snap.top = snap.top.filter((g) => g.round !== current);
    snap.topHeight = first - 1;
    if (ev.topCutStages.length === 0) ev.topCutSeeds = [];
  } else {
    ev.swiss.pop();
    snap.swiss = snap.swiss.filter((g) => g.round !== current);
    snap.roundsHeight = first - 1;
    standingsSheet!.getRange(1, 1).setFormula(standingsFormula(ev.system, ev.tabs.rounds, snap.roundsHeight));
  }
  ev.endedEarly = false;
  ev.timer = { endsAt: null, pausedRemaining: null };
  writePairingTabs(ev, currentGames(ev, snap), tabsOut);
  return t(lang, "event.msg.undone", {
    round: inTop ? stageLabel(lang, ev.topCut, current) : t(lang, "event.roundName", { round: current }),
  });
}

/** Clears the final ranking beside the bracket (one write on the Top cut tab). */
function removeFinalRanking(ctx: Ctx, ev: StoredEvent): void {
  const grid = pad([], ev.written.final, 2);
  sheetOf(ctx.ss, ev.tabs.topCut)
    .getRange(1, WINNER_LAYOUT.width + 2, grid.length, 2)
    .setValues(grid);
  ev.written.final = 0;
  ev.finished = false;
}

// ── Undo last action ────────────────────────────────────────────────────────────────────────────

/** Name of an event's hidden undo tab (holds the previous Public tab). */
function undoTabName(ev: StoredEvent): string {
  const base = t(ev.lang, "event.undoTab");
  return ev.suffix === "" ? base : `${base} — ${ev.suffix}`;
}

/** The event's hidden undo tab, created (hidden) when missing. */
function undoSheet(ss: Spreadsheet, ev: StoredEvent, create: boolean): Sheet | null {
  const name = ev.undoTab ?? undoTabName(ev);
  let sheet = ss.getSheetByName(name);
  if (!sheet && create) {
    sheet = ss.insertSheet(name);
    sheet.hideSheet();
    ev.written.undo = 0;
    ev.written.undoCols = 0;
  }
  if (sheet) ev.undoTab = name;
  return sheet;
}

/** A value read from a tab, written back as the same value (text stays text, e.g. "=Eve", "14:35"). */
function sameValue(v: unknown): string | number | boolean {
  if (typeof v === "number" || typeof v === "boolean") return v;
  if (v instanceof Date) return Number.isNaN(v.getTime()) ? "" : v.toISOString();
  const text = v === null || v === undefined ? "" : String(v);
  return text === "" ? "" : `'${text}`;
}

function changedSince(lang: Lang, u: UndoRecord, ev: StoredEvent): ArbitreError {
  return new ArbitreError("event.undo.changed", { label: lastActionLabel(lang, ev, u) });
}

function undoLastAction(ctx: Ctx, req: UndoActionRequest): Done {
  const ev = requireEvent(ctx, req);
  const lang = ctx.lang;
  const u = ev.undo;
  if (!u) throw new ArbitreError("event.undo.nothing", {});
  if (req && typeof req.at === "number" && req.at !== u.at) throw new ArbitreError("event.undo.stale", {});
  const confirm = req?.confirm === true;
  const label = lastActionLabel(lang, ev, u);
  const snap = readSnapshot(ctx.ss, ev);
  switch (u.kind) {
    case "generateRound": {
      if (ev.topCutStages.length > 0 || ev.swiss.length !== u.round) throw changedSince(lang, u, ev);
      if (u.ended) ev.endedEarly = false;
      else removeLastRound(ctx, ev, snap, confirm);
      ev.rounds = u.prevRounds;
      break;
    }
    case "closeRound": {
      if (ev.topCutStages.length > 0 || ev.swiss.length !== u.round) throw changedSince(lang, u, ev);
      const w = WORDS[ev.lang];
      const games = gamesOfRound(snap.swiss, u.round);
      const byRow = new Map(games.map((g) => [g.row, g]));
      // the games closed, found by round + table (a row inserted or deleted above moves them);
      // records written before tables were kept: by row
      const byTable = new Map(games.filter((g) => g.table > 0).map((g) => [g.table, g]));
      const closed = u.tables ? u.tables.map((tb) => byTable.get(tb)) : u.rows.map((row) => byRow.get(row));
      const targets = new Set<number>();
      const edited: GameRow[] = [];
      for (const g of closed) {
        if (g && g.status === "decided" && g.doubleLoss && g.decisionCell !== undefined) targets.add(g.row);
        else if (g) edited.push(g);
      }
      if (targets.size === 0) throw new ArbitreError("event.undo.allEdited", { round: u.round });
      if (edited.length > 0 && !confirm) {
        throw new NeedConfirm(
          t(lang, edited.length === 1 ? "event.confirm.undoCloseOne" : "event.confirm.undoClose", {
            count: edited.length,
            round: u.round,
            tables: tablesList(edited),
          }),
          edited.map((g) =>
            t(lang, "event.confirm.closeLine", {
              table: g.table,
              a: g.a,
              b: g.b,
              status: statusLabel(ev, g.status),
            }),
          ),
        );
      }
      const first = Math.min(...targets);
      const last = Math.max(...targets);
      const column: Row[] = [];
      for (let r = first; r <= last; r++) {
        const g = byRow.get(r);
        column.push([targets.has(r) || !g ? "" : decisionText(g, w)]);
      }
      sheetOf(ctx.ss, ev.tabs.rounds)
        .getRange(first, roundsLayout(ev.system).decision + 1, column.length, 1)
        .setValues(column);
      for (const row of targets) {
        const g = byRow.get(row)!;
        const before = g.undecided ?? { status: "pending" as const, outcomeA: null, outcomeB: null };
        g.status = before.status;
        g.outcomeA = before.outcomeA;
        g.outcomeB = before.outcomeB;
        g.doubleLoss = false;
        g.decisionCell = "";
      }
      break;
    }
    case "dropPlayer": {
      const p = snap.players.find((x) => x.key === nameKey(u.name));
      if (!p || p.row !== u.row || p.dropped !== u.dropped) throw changedSince(lang, u, ev);
      sheetOf(ctx.ss, ev.tabs.players)
        .getRange(p.row, PLAYER_COLS.status + 1)
        .setValue(u.prevText === "" ? "" : asText(u.prevText));
      p.dropped = !u.dropped;
      p.statusText = u.prevText;
      break;
    }
    case "topCut": {
      if (u.final) {
        if (!ev.finished || ev.topCutStages.length !== u.stage) throw changedSince(lang, u, ev);
        removeFinalRanking(ctx, ev);
      } else {
        if (ev.finished || ev.topCutStages.length !== u.stage) throw changedSince(lang, u, ev);
        removeLastRound(ctx, ev, snap, confirm);
      }
      break;
    }
    case "publish": {
      const sheet = undoSheet(ctx.ss, ev, false);
      if (!sheet) throw new ArbitreError("event.tabMissing", { tab: undoTabName(ev) });
      const saved =
        u.rows > 0 && u.cols > 0 ? (sheet.getRange(1, 1, u.rows, u.cols).getValues() as unknown[][]) : [];
      const grid: Row[] = saved.map((row) => row.map((v) => sameValue(v) as string | number));
      const width = Math.max(u.cols, ev.written.publicCols, 1);
      const padded = pad(grid, ev.written.public, width);
      const pub = sheetOf(ctx.ss, ev.tabs.public);
      ensureRows(pub, padded.length);
      ensureColumns(pub, width);
      pub.getRange(1, 1, padded.length, width).setValues(padded);
      ev.written.public = u.prevWritten.public;
      ev.written.publicCols = u.prevWritten.publicCols;
      break;
    }
  }
  ev.undo = null;
  return { message: t(lang, "event.msg.undoneAction", { label }), event: ev, snap };
}

function publish(ctx: Ctx, req: EventRequest): Done {
  const ev = requireEvent(ctx, req);
  // the Public tab speaks the event's language (fixed at creation); the message, the sidebar's one
  const lang = ev.lang;
  const snap = readSnapshot(ctx.ss, ev);
  const clubs = new Map(snap.players.map((p) => [p.key, p.club]));
  let standings: Row[];
  let title: string;
  if (ev.finished) {
    standings = [[t(lang, "event.col.rank"), t(lang, "event.col.player"), t(lang, "event.col.club")]];
    for (const r of finalRanking(ev, snap))
      standings.push([r.rank, asText(r.name), asText(clubs.get(nameKey(r.name)) ?? "")]);
    title = t(lang, "public.final");
  } else {
    standings = standingsTable(standingsOf(ev, snap), ev.system, lang, clubs);
    title = t(lang, "public.standings");
  }
  const games = currentGames(ev, snap);
  const grid = publicTab({
    lang,
    eventName: ev.name,
    roundLabel: games.length > 0 ? roundLabel(lang, ev) : "",
    endLabel: ev.timer.endsAt === null ? "" : `'${timeLabel(ctx.ss, ev.timer.endsAt)}`,
    games,
    standings,
    standingsTitle: title,
    eventLang: ev.lang,
  });
  const width = Math.max(grid[0]!.length, ev.written.publicCols);
  const sheet = sheetOf(ctx.ss, ev.tabs.public);
  // undo: the previous Public tab (as read) goes to the hidden undo tab, in one write
  const previous = sheet.getDataRange().getValues() as unknown[][];
  const prevRows = previous.length;
  const prevCols = prevRows > 0 ? previous[0]!.length : 0;
  const store = undoSheet(ctx.ss, ev, true)!;
  const copyWidth = Math.max(prevCols, ev.written.undoCols ?? 0, 1);
  const copy = pad(
    previous.map((row) => row.map((v) => sameValue(v) as string | number)),
    ev.written.undo ?? 0,
    copyWidth,
  );
  ensureRows(store, copy.length);
  ensureColumns(store, copyWidth);
  store.getRange(1, 1, copy.length, copyWidth).setValues(copy);
  ev.written.undo = prevRows;
  ev.written.undoCols = prevCols;
  ev.undo = {
    kind: "publish",
    at: Date.now(),
    rows: prevRows,
    cols: prevCols,
    prevWritten: { public: ev.written.public, publicCols: ev.written.publicCols },
  };
  const padded = pad(grid, ev.written.public, width);
  ensureRows(sheet, padded.length);
  ensureColumns(sheet, width);
  sheet.getRange(1, 1, padded.length, width).setValues(padded);
  ev.written.public = grid.length;
  ev.written.publicCols = grid[0]!.length;
  return { message: t(ctx.lang, "event.msg.published", { tab: ev.tabs.public }), event: ev, snap };
}

// ── Creating and configuring events ─────────────────────────────────────────────────────────────

/** A calendar date "yyyy-MM-dd" that exists (Date.parse alone rolls 2025-02-30 over to 2 March). */
function validDate(s: unknown): s is string {
  if (typeof s !== "string" || !/^\d{4}-\d{2}-\d{2}$/.test(s)) return false;
  const ms = Date.parse(s); // date-only ISO strings are read as UTC
  return !Number.isNaN(ms) && new Date(ms).toISOString().slice(0, 10) === s;
}

function checkSettings(req: Partial<CreateEventRequest>): void {
  if (
    req.rounds !== undefined &&
    req.rounds !== null &&
    !(Number.isInteger(req.rounds) && req.rounds >= 0 && req.rounds <= 30)
  ) {
    throw new ArbitreError("event.badSetting", { field: "rounds", value: String(req.rounds) });
  }
  if (
    req.roundMinutes !== undefined &&
    req.roundMinutes !== null &&
    !(Number.isInteger(req.roundMinutes) && req.roundMinutes >= 1 && req.roundMinutes <= 600)
  ) {
    throw new ArbitreError("event.badSetting", { field: "roundMinutes", value: String(req.roundMinutes) });
  }
  if (req.topCut !== undefined && req.topCut !== null && !TOP_CUTS.includes(req.topCut)) {
    throw new ArbitreError("event.badSetting", { field: "topCut", value: String(req.topCut) });
  }
  if (req.date !== undefined && !validDate(req.date)) {
    throw new ArbitreError("event.badSetting", { field: "date", value: String(req.date) });
  }
  if (req.name !== undefined && (typeof req.name !== "string" || req.name.trim() === "")) {
    throw new ArbitreError("event.badSetting", { field: "name", value: String(req.name) });
  }
}

function today(ss: Spreadsheet): string {
  try {
    return Utilities.formatDate(new Date(), ss.getSpreadsheetTimeZone(), "yyyy-MM-dd");
  } catch (_e) {
    return new Date().toISOString().slice(0, 10);
  }
}

export function newEventDefaults(): NewEventDefaults {
  const lang = currentLang();
  const ss = SpreadsheetApp.getActive();
  const roundsTable: NewEventDefaults["roundsTable"] = [];
  for (const system of ["confrerie", "dust"] as SystemId[]) {
    let prev = -1;
    for (const n of [2, 8, 16, 32, 64, 128]) {
      const r = swissRounds(n, system);
      if (r !== prev) roundsTable.push({ system, upTo: n, rounds: r });
      prev = r;
    }
  }
  const labels: Record<string, string> = {};
  for (const f of [
    "title",
    "system",
    "name",
    "date",
    "rounds",
    "roundsAuto",
    "roundMinutes",
    "topCut",
    "topCutNone",
    "create",
    "cancel",
  ]) {
    labels[f] = t(lang, `event.dialog.${f}`);
  }
  return {
    lang,
    systems: (["confrerie", "dust"] as SystemId[]).map((id) => ({
      id,
      label: systemLabel(lang, id),
      roundMinutes: DEFAULT_MINUTES[id],
    })),
    date: today(ss),
    roundsTable,
    topCuts: TOP_CUTS,
    labels,
  };
}

function createEvent(ctx: Ctx, req: CreateEventRequest): Done {
  const lang = ctx.lang;
  if (!req || (req.system !== "confrerie" && req.system !== "dust")) {
    throw new ArbitreError("event.badSetting", { field: "system", value: String(req?.system) });
  }
  if (typeof req.name !== "string" || req.name.trim() === "")
    throw new ArbitreError("event.badSetting", { field: "name", value: "" });
  checkSettings(req);
  if (ctx.all.events.length > 0 && req.another !== true) {
    throw new NeedConfirm(
      t(lang, "event.confirm.another", { name: ctx.all.events[0]!.name }),
      ctx.all.events.map((e) => e.name),
    );
  }
  const ss = ctx.ss;
  const evLang: EventLang = lang;
  const name = req.name.trim().replace(/\s+/g, " ").slice(0, 60);
  const free = (suffix: string) => {
    const names = tabNames(evLang, suffix);
    return TAB_ROLES.every((r) => ss.getSheetByName(names[r]) === null);
  };
  let suffix =
    ctx.all.events.length === 0
      ? ""
      : name
          .replace(/[[\]*?:/\\']/g, " ")
          .slice(0, 40)
          .trim();
  if (!free(suffix)) {
    const base =
      suffix === ""
        ? name
            .replace(/[[\]*?:/\\']/g, " ")
            .slice(0, 40)
            .trim()
        : suffix;
    let n = 1;
    suffix = base;
    while (!free(suffix)) suffix = `${base} (${++n})`;
  }
  const index = ctx.all.index;
  const id = `e${index.next}`;
  const ev: StoredEvent = {
    v: 1,
    id,
    name,
    system: req.system,
    date: req.date && validDate(req.date) ? req.date : today(ss),
    rounds: req.rounds ?? 0,
    roundMinutes: req.roundMinutes ?? DEFAULT_MINUTES[req.system],
    topCut: req.topCut ?? 0,
    lang: evLang,
    suffix,
    rangePrefix: `Arbitre${index.next}`,
    tabs: tabNames(evLang, suffix),
    swiss: [],
    endedEarly: false,
    topCutSeeds: [],
    topCutStages: [],
    finished: false,
    timer: { endsAt: null, pausedRemaining: null },
    written: { pairings: 0, slips: 0, public: 0, publicCols: 0, final: 0 },
  };
  buildTabs(ss, ev);
  undoSheet(ss, ev, true);
  ss.setActiveSheet(ss.getSheetByName(ev.tabs.players)!);
  index.next++;
  index.ids.push(id);
  index.current = id;
  ctx.all.events.push(ev);
  saveEvent(ev, index);
  const snap: Snapshot = { players: [], swiss: [], top: [], roundsHeight: 1, topHeight: 1 };
  return { message: t(lang, "event.msg.created", { name, tab: ev.tabs.players }), event: ev, snap };
}

/** Creates and lays out the event's tabs (creation only: call counts here do not matter). */
function buildTabs(ss: Spreadsheet, ev: StoredEvent): void {
  const w = WORDS[ev.lang];
  const warn = t(ev.lang, "event.protect.computed");
  const header = (sheet: Sheet, headers: string[], widths: number[]) => {
    sheet
      .getRange(1, 1, 1, headers.length)
      .setValues([headers])
      .setFontWeight("bold")
      .setBackground("#e8eaed");
    sheet.setFrozenRows(1);
    widths.forEach((px, i) => {
      sheet.setColumnWidth(i + 1, px);
    });
  };
  // Players
  const players = ss.insertSheet(ev.tabs.players);
  const playerHead = playerHeaders(ev.lang);
  header(players, playerHead, fitWidths(playerHead, PLAYER_WIDTHS));
  const rows = players.getMaxRows() - 1;
  players
    .getRange(2, PLAYER_COLS.status + 1, rows, 1)
    .setDataValidation(
      SpreadsheetApp.newDataValidation()
        .requireValueInList([w.active, w.dropped], true)
        .setAllowInvalid(false)
        .build(),
    );
  const apRule =
    ev.system === "dust"
      ? SpreadsheetApp.newDataValidation().requireNumberBetween(0, DUST_MAX_AP).setAllowInvalid(false)
      : SpreadsheetApp.newDataValidation().requireNumberGreaterThanOrEqualTo(0).setAllowInvalid(false);
  players
    .getRange(2, PLAYER_COLS.armyPoints + 1, rows, 1)
    .setDataValidation(apRule.setHelpText(t(ev.lang, "event.help.armyPoints", { max: DUST_MAX_AP })).build());
  players
    .getRange(2, PLAYER_COLS.rating + 1, rows, 1)
    .setDataValidation(
      SpreadsheetApp.newDataValidation().requireNumberGreaterThanOrEqualTo(0).setAllowInvalid(false).build(),
    );
  ss.setNamedRange(`${ev.rangePrefix}_Players`, players.getRange(1, 1, players.getMaxRows(), PLAYER_WIDTH));
  // Rounds and Top cut
  const roundsLike = (name: string, layout: RoundsLayout, topCut: boolean) => {
    const sheet = ss.insertSheet(name);
    const head = roundsHeaders(layout, ev.lang, topCut);
    header(sheet, head, fitWidths(head, roundsWidths(layout)));
    ensureColumns(sheet, layout.width + (topCut ? 3 : 0));
    if (topCut) {
      // the final ranking's columns (L rank, M player), written beside the bracket at the end
      const widths = finalRankingWidths(
        t(ev.lang, "public.final"),
        t(ev.lang, "event.col.rank"),
        t(ev.lang, "event.col.player"),
      );
      widths.forEach((px, i) => {
        sheet.setColumnWidth(layout.width + 2 + i, px);
      });
    }
    const max = sheet.getMaxRows();
    const cols = [layout.resA, layout.resB, layout.status];
    for (const c of cols) {
      sheet
        .getRange(1, c + 1, max, 1)
        .protect()
        .setWarningOnly(true)
        .setDescription(warn);
    }
    sheet
      .getRange(1, 1, max, 4)
      .protect()
      .setWarningOnly(true)
      .setDescription(t(ev.lang, "event.protect.pairings"));
    const st = colLetter(layout.status);
    const all = sheet.getRange(2, 1, max - 1, layout.width);
    const rule = (text: string, color: string) =>
      SpreadsheetApp.newConditionalFormatRule()
        .whenFormulaSatisfied(`=$${st}2="${text}"`)
        .setBackground(color)
        .setRanges([all])
        .build();
    sheet.setConditionalFormatRules([
      rule(w.status.disputed, "#f4cccc"),
      rule(w.status.reported, "#fff2cc"),
      rule(w.status.decided, "#d9d2e9"),
    ]);
    ss.setNamedRange(
      `${ev.rangePrefix}_${topCut ? "TopCut" : "Rounds"}`,
      sheet.getRange(1, 1, max, layout.width),
    );
    return sheet;
  };
  roundsLike(ev.tabs.rounds, roundsLayout(ev.system), false);
  const pairings = ss.insertSheet(ev.tabs.pairings);
  pairings.getRange(1, 1).setValue(t(ev.lang, "event.pairingsEmpty"));
  pairings.setFrozenRows(2);
  [200, 60, 200].forEach((px, i) => {
    pairings.setColumnWidth(i + 1, px);
  });
  const slips = ss.insertSheet(ev.tabs.slips);
  slips.getRange(1, 1).setValue(t(ev.lang, "event.pairingsEmpty"));
  [120, 200, 120, 200].forEach((px, i) => {
    slips.setColumnWidth(i + 1, px);
  });
  const standings = ss.insertSheet(ev.tabs.standings);
  standings.getRange(1, 1).setFormula(standingsFormula(ev.system, ev.tabs.rounds, 1));
  standings.setFrozenRows(1);
  standings.getRange(1, 1, standings.getMaxRows(), 12).protect().setWarningOnly(true).setDescription(warn);
  // the spilled numbers: OMW 0.000 (not 0.4433333333), counts and points as integers (one call)
  const formats = standingsFormats(ev.system);
  standings
    .getRange(2, 3, standings.getMaxRows() - 1, formats.length)
    .setNumberFormats(Array.from({ length: standings.getMaxRows() - 1 }, () => formats));
  roundsLike(ev.tabs.topCut, WINNER_LAYOUT, true);
  const pub = ss.insertSheet(ev.tabs.public);
  pub.getRange(1, 1, 2, 1).setValues([[asText(ev.name)], [t(ev.lang, "public.roundEnds")]]);
  pub.protect().setWarningOnly(true).setDescription(t(ev.lang, "event.protect.public"));
  ss.setActiveSheet(players);
}

function updateEvent(ctx: Ctx, req: UpdateEventRequest): Done {
  const ev = requireEvent(ctx, req);
  checkSettings(req ?? {});
  const snap = readSnapshot(ctx.ss, ev);
  if (req.name !== undefined) ev.name = req.name.trim().replace(/\s+/g, " ").slice(0, 60);
  if (req.date !== undefined) ev.date = req.date;
  if (req.rounds !== undefined && req.rounds !== null) {
    if (req.rounds !== 0 && req.rounds < ev.swiss.length) {
      throw new ArbitreError("event.badSetting", { field: "rounds", value: String(req.rounds) });
    }
    ev.rounds = req.rounds;
  }
  if (req.roundMinutes !== undefined && req.roundMinutes !== null) ev.roundMinutes = req.roundMinutes;
  if (req.topCut !== undefined && req.topCut !== null) {
    if (ev.topCutStages.length > 0) throw new ArbitreError("event.topCutStarted", {});
    ev.topCut = req.topCut;
  }
  return { message: t(ctx.lang, "event.msg.updated"), event: ev, snap };
}

function selectEvent(ctx: Ctx, req: SelectEventRequest): Done {
  const ev = ctx.all.events.find((e) => e.id === req?.eventId);
  if (!ev) throw new ArbitreError("event.unknownEvent", { id: String(req?.eventId) });
  ctx.all.index.current = ev.id;
  saveIndex(ctx.all.index);
  const snap = readSnapshot(ctx.ss, ev);
  return { message: t(ctx.lang, "event.msg.selected", { name: ev.name }), event: null, snap };
}

// biome-ignore lint/suspicious/noExplicitAny: requests come from google.script.run as plain objects.
const ACTIONS: Record<ActionName, (ctx: Ctx, req: any) => Done> = {
  createEvent,
  updateEvent,
  selectEvent,
  generateRound,
  closeRound,
  timer,
  dropPlayer,
  topCut,
  undoLastRound,
  undoLastAction,
  publish,
};

/** Runs one action under the document lock; expected problems become { ok: false }. */
export function run(version: string, action: ActionName, req: unknown): ActionResult {
  const lang = currentLang();
  const ss = SpreadsheetApp.getActive();
  const lock = LockService.getDocumentLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) {
    return { ok: false, error: t(lang, "event.busy"), state: getState(version) };
  }
  let all: Ctx["all"] = { index: { current: null, ids: [], next: 1 }, events: [] };
  try {
    // inside the try: an exception while loading still releases the lock (finally)
    all = loadAll();
    const ctx: Ctx = { lang, ss, all, version };
    const done = ACTIONS[action](ctx, req);
    let current = pickEvent(ctx.all, (req as EventRequest | null)?.eventId);
    if (done.event) {
      if (action !== "createEvent") {
        saveEvent(done.event);
        replaceEvent(ctx, done.event);
      }
      current = done.event;
    } else if (action === "selectEvent") current = pickEvent(ctx.all);
    let snap = done.snap;
    let error: string | null = null;
    if (snap === null && current) {
      try {
        snap = readSnapshot(ss, current);
      } catch (inner) {
        if (!(inner instanceof ArbitreError)) throw inner;
        error = localise(inner, lang);
      }
    }
    return {
      ok: true,
      message: done.message,
      state: buildState(version, lang, ss, ctx.all, current, snap, error),
    };
  } catch (e) {
    if (e instanceof NeedConfirm || e instanceof ArbitreError) {
      const error = e instanceof NeedConfirm ? e.question : localise(e, lang);
      const current = pickEvent(all, (req as EventRequest | null)?.eventId);
      let state: EventState;
      try {
        state = current
          ? buildState(version, lang, ss, all, current, readSnapshot(ss, current), null)
          : buildState(version, lang, ss, all, null, null, null);
      } catch (inner) {
        if (!(inner instanceof ArbitreError)) throw inner;
        state = buildState(version, lang, ss, all, current, null, localise(inner, lang));
      }
      const out: ActionResult = { ok: false, error, state };
      if (e instanceof NeedConfirm) out.confirm = { question: e.question, details: e.details };
      return out;
    }
    throw e;
  } finally {
    lock.releaseLock();
  }
}

export function explainRank(req: ExplainRequest): ExplainResult {
  const lang = currentLang();
  const ss = SpreadsheetApp.getActive();
  const all = loadAll();
  const ev = pickEvent(all, req?.eventId);
  if (!ev) return { ok: false, text: t(lang, "event.none") };
  try {
    const snap = readSnapshot(ss, ev);
    const rows = standingsOf(ev, snap);
    const text = engineExplain(rows, typeof req?.name === "string" ? req.name : "", lang);
    if (text === "") return { ok: false, text: t(lang, "event.unknownPlayer", { name: String(req?.name) }) };
    return { ok: true, text };
  } catch (e) {
    if (e instanceof ArbitreError) return { ok: false, text: localise(e, lang) };
    throw e;
  }
}

export function showNewEventDialog(): void {
  const lang = currentLang();
  const html = HtmlService.createHtmlOutputFromFile("Sidebar")
    .append('<script>window.ARBITRE_VIEW = "new-event";</script>')
    .setWidth(460)
    .setHeight(600);
  SpreadsheetApp.getUi().showModalDialog(html, t(lang, "event.dialog.title"));
}
