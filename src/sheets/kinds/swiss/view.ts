/**
 * What the sidebar shows of a Swiss event (EventState): progress, timer, buttons, messages. Built
 * from the config and the tabs as read (no second read). Each button asks the same guard as its
 * action (src/engine/swiss/event.ts).
 */

import type {
  ActionAvailability,
  ActionId,
  LastActionView,
  Progress,
  SwissState,
  TableView,
  TimerView,
  UiMessage,
} from "../../../contract/index";
import { nameKey } from "../../../engine/core/names";
import { flagPlayoffs } from "../../../engine/standings/standings";
import { canTime, eventOver, phaseOf, type SwissFacts } from "../../../engine/swiss/event";
import { swissSystem } from "../../../engine/swiss/systems/index";
import { type Lang, t } from "../../../i18n/index";
import { withoutEmails } from "../../forms/index";
import { eventSummaries, type Spreadsheet, type Store, timeLabel } from "../../gateway/index";
import { noteOfSource, waitingOf } from "./actions/report-cells";
import { bracketView, topCutResult } from "./bracket";
import { availability, undoRoundLabel } from "./buttons";
import type { StoredEvent } from "./config";
import { factsOf } from "./facts";
import { lastActionKind, lastActionLabel, stageLabel, statusLabel, systemLabel } from "./labels";
import {
  earlyEnd,
  gamesOfRound,
  missingOf,
  plannedRounds,
  playoffGroups,
  type Snapshot,
  standingsOf,
  swissOver,
} from "./read/index";
import { roundsLayout, sourceColumn, WORDS } from "./schema";
import { roundBeingWritten } from "./writing";

export function timerView(ss: Spreadsheet, ev: StoredEvent, now: number): TimerView {
  const durationMs = ev.roundMinutes * 60000;
  const { endsAt, pausedRemaining } = ev.timer;
  let state: TimerView["state"] = "idle";
  if (endsAt !== null) state = endsAt <= now ? "expired" : "running";
  else if (pausedRemaining !== null) state = "paused";
  return { state, endsAt, pausedRemaining, durationMs, serverNow: now, endsAtLabel: timeLabel(ss, endsAt) };
}

function buildProgress(lang: Lang, ev: StoredEvent, snap: Snapshot, facts: SwissFacts): Progress {
  const early = facts.early;
  const inTop = ev.topCutStages.length > 0;
  const round = ev.swiss.length;
  const current = inTop ? gamesOfRound(snap.top, ev.topCutStages.length) : gamesOfRound(snap.swiss, round);
  const missing = missingOf(current);
  const real = current.filter((g) => g.b !== "");
  const planned = facts.planned;
  const phase = phaseOf(facts);
  const tables: TableView[] = current.map((g) => ({
    table: g.table,
    a: g.a,
    b: g.b,
    row: g.row,
    status: g.status,
    statusLabel: statusLabel(ev, g.status),
    why: g.why,
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
    ...(!inTop && round > 0 && typeof ev.swiss[round - 1]?.seed === "number"
      ? { draw: ev.swiss[round - 1]!.seed }
      : {}),
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

/**
 * The timer's three buttons (one action, `timer`: its guard with the timer shown); the other
 * buttons are declared with their actions (buttons.ts, SWISS_BUTTONS).
 */
function timerButtons(
  lang: Lang,
  facts: SwissFacts | null,
  timer: TimerView,
): Partial<Record<ActionId, ActionAvailability>> {
  // the timer works whatever the tabs hold; a finished event has no round to time
  const over = facts !== null && eventOver(facts);
  const publicMissing = facts?.publicMissing ?? null;
  return {
    timerStart: availability(
      lang,
      t(lang, timer.state === "paused" ? "event.btn.timerResume" : "event.btn.timerStart"),
      canTime(timer.state, "start", over, publicMissing),
    ),
    timerPause: availability(
      lang,
      t(lang, "event.btn.timerPause"),
      canTime(timer.state, "pause", over, publicMissing),
    ),
    timerReset: availability(
      lang,
      t(lang, "event.btn.timerReset"),
      canTime(timer.state, "reset", over, publicMissing),
    ),
  };
}

/**
 * What the open Swiss round's Source cells say of its tables' reports (in the event's language), by
 * table: a disputed table's claims, and a Dust Tactics report waiting for the opponent — the same
 * messages after any action.
 */
function notesOf(
  ev: StoredEvent,
  snap: Snapshot,
  disputed: number[],
): { claims: Map<number, string>; waiting: Map<number, string> } {
  const claims = new Map<number, string>();
  const waiting = new Map<number, string>();
  const grid = snap.roundsGrid;
  if (!ev.form || !grid || ev.topCutStages.length > 0) return { claims, waiting };
  const layout = roundsLayout(ev.system);
  const src = sourceColumn(layout, ev.reasons === true);
  for (const g of gamesOfRound(snap.swiss, ev.swiss.length)) {
    if (g.b === "") continue;
    const raw = grid.values[g.row - 1]?.[src];
    const cell = raw === null || raw === undefined ? "" : String(raw).trim();
    if (disputed.includes(g.table)) {
      const note = noteOfSource(ev.lang, cell);
      if (note !== "") claims.set(g.table, note);
    } else if (layout.kind === "scores" && g.status === "pending" && waitingOf(ev.lang, cell, g)) {
      waiting.set(
        g.table,
        withoutEmails(ev.lang, cell).slice(t(ev.lang, "form.source", { written: "" }).length),
      );
    }
  }
  return { claims, waiting };
}

export function buildState(
  version: string,
  lang: Lang,
  ss: Spreadsheet,
  all: Store<StoredEvent>,
  ev: StoredEvent,
  snap: Snapshot | null,
  error: string | null,
): SwissState {
  const events = eventSummaries(all);
  const messages: UiMessage[] = [];
  if (error !== null) messages.push({ level: "error", text: error });
  const now = Date.now();
  const timer = timerView(ss, ev, now);
  const w = WORDS[ev.lang];
  // systems that end early or flag play-offs (Dust): the standings once, for both
  const system = swissSystem(ev.system);
  const rows = snap && (system.endsWithOneUndefeated || system.playoffs) ? standingsOf(ev, snap) : null;
  const early = snap ? earlyEnd(ev, snap, rows ?? undefined) : null;
  // the play-off flag in the final standings only (RULES §2)
  if (rows && snap) flagPlayoffs(rows, swissOver(ev, snap, early));
  const facts = snap ? factsOf(ev, snap, early) : null;
  const progress = snap && facts ? buildProgress(lang, ev, snap, facts) : null;
  if (early !== null && early.winner !== "") {
    messages.push({
      level: "info",
      text: t(lang, ev.topCut === 0 ? "event.msg.earlyEnd" : "event.msg.earlyEndTopCut", {
        name: early.winner,
        round: ev.swiss.length,
      }),
    });
  }
  // once the top cut has seeded its players, their Swiss ties no longer matter (the bracket places
  // them): only ties among the others, who keep their Swiss rank, still call for a play-off
  const seeded = new Set(ev.topCutSeeds.map(nameKey));
  const playoffs = (rows ? playoffGroups(rows) : [])
    .map((g) => ({ ...g, names: g.names.filter((n) => !seeded.has(nameKey(n))) }))
    .filter((g) => g.names.length > 1);
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
  // a missing army-points value is named as missing, not taken as a tie (RULES §2)
  const missingArmy = (rows ?? []).filter((r) => r.armyMissing === true && !seeded.has(r.key));
  if (missingArmy.length > 0)
    messages.push({
      level: "warning",
      text: t(lang, missingArmy.length === 1 ? "event.msg.armyMissingOne" : "event.msg.armyMissing", {
        names: missingArmy.map((r) => r.name).join(", "),
        tab: ev.tabs.rounds,
      }),
    });
  // a dispute written from reports is said with its claims, as its source cell keeps them
  const notes = snap && progress ? notesOf(ev, snap, progress.disputedTables) : null;
  const claims = notes?.claims ?? new Map<number, string>();
  const disputed = progress ? progress.disputedTables.filter((x) => !claims.has(x)) : [];
  if (disputed.length > 0) {
    messages.push({
      level: "warning",
      text: t(lang, disputed.length === 1 ? "event.msg.disputedOne" : "event.msg.disputed", {
        tables: disputed.join(", "),
      }),
    });
  }
  for (const [table, note] of claims)
    messages.push({ level: "warning", text: t(lang, "form.msg.claims", { table, claims: note }) });
  for (const [table, note] of notes?.waiting ?? [])
    messages.push({ level: "info", text: t(lang, "form.msg.waiting", { table, note }) });
  const half = roundBeingWritten(ev);
  if (half)
    messages.push({ level: "warning", text: t(lang, "event.msg.roundHalfWritten", { round: half.round }) });
  if (ev.form?.gone === true) messages.push({ level: "warning", text: t(lang, "form.msg.gone") });
  else if (ev.form?.unfinished === true)
    messages.push({ level: "warning", text: t(lang, "form.msg.unfinished") });
  else if (ev.form?.stale === true) messages.push({ level: "warning", text: t(lang, "form.msg.stale") });
  if (snap?.messages) messages.push(...snap.messages);
  const actions = timerButtons(lang, facts, timer);
  return {
    kind: "swiss",
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
      reporterEmail: ev.reporterEmail === true,
      // absent when off, as in events before club protection existed
      ...(ev.protectClubs ? { protectClubs: ev.protectClubs } : {}),
      ...(ev.avoidTab ? { avoidTab: ev.avoidTab } : {}),
      tabs: ev.tabs,
      codes: { win: w.win, draw: w.drawCode, loss: w.loss },
      resultWords: { win: w.result.win, draw: w.result.draw, loss: w.result.loss },
      published: ev.published ?? 0,
    },
    progress,
    timer,
    actions,
    players: snap
      ? snap.players.map((p) => ({ name: p.name, club: p.club, dropped: p.dropped, row: p.row }))
      : [],
    messages,
    publishHelp: t(lang, "event.publishHelp", { tab: ev.tabs.public }),
    undo: ev.topCutStages.length > 0 || ev.swiss.length > 0 ? { label: undoRoundLabel(lang, ev) } : null,
    lastAction: lastActionView(lang, ev, error),
    playoffs,
    form: ev.form && ev.form.gone !== true && ev.form.unfinished !== true ? { url: ev.form.url } : null,
  };
}

export function lastActionView(lang: Lang, ev: StoredEvent, error: string | null): LastActionView | null {
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
