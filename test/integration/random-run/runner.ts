/**
 * Runs the steps of a random run (ops.ts) against the real bundle in the stand-in and checks the
 * invariants after every step:
 *
 *  1. no internal error: every server call returns a well-formed answer (an exception thrown by
 *     the server, a malformed answer or state, or an error text that leaks a programming error is a
 *     failure: bad input must become { ok: false, error });
 *  2. a refusal writes nothing: when an action answers ok: false (and is not then confirmed), and
 *     after every read (arbitreGetState, arbitreExplainRank), the whole spreadsheet — every cell,
 *     validation and document property — is what it was before;
 *  3. the Standings tab agrees with the server: (a) every game of the current round (or top-cut
 *     stage) that the server counts (state.progress: confirmed or decided) shows its result in the
 *     tab's result cells, and no other does; (b) the spilled STANDINGS formula of each event's
 *     Standings tab lists the entrants the server ranks, in the server's order, with the same
 *     ranks and records. The server's standings are computed exactly as the server computes them
 *     (src/sheets/kinds/swiss/read/index.ts: readSnapshot, then standingsOf — the code behind
 *     arbitreExplainRank and the Public tab), and checked against the Public tab itself after
 *     every successful Publish;
 *  4. an enabled button works: when the sidebar shows a button enabled and the step presses it
 *     (the request it sends), the action is not refused (a confirmation question is fine). A
 *     button that stays enabled while its action is refused leaves the organiser stuck;
 *  5. an action leaves the players' entries alone: the cells players type into (winner,
 *     confirmation, decision, scores, army points, dispute) of the Rounds and Top cut tabs keep
 *     what they held, but for the cells the action is about — Close round: the decision of the
 *     games it reports missing; undoing a round (or stage): that round's rows. Appended rows are
 *     new.
 *
 * The bundle's own randomness (Math.random: the pairing seed) and clock (Date.now) are replaced
 * in its context by seeded ones, so a run is the same on every machine.
 */
import vm from "node:vm";
import { ArbitreError } from "../../../src/engine/core/errors";
import { nameKey } from "../../../src/engine/core/names";
import { createRng } from "../../../src/engine/core/random";
import type { StandingRow } from "../../../src/engine/standings/standings";
import type { StoredEvent } from "../../../src/sheets/kinds/swiss/config";
import { readSnapshot, standingsOf } from "../../../src/sheets/kinds/swiss/read/index";
import { type LoadedBundle, loadBundle } from "../../../tools/standin/index";
import { snapshot } from "../event/helpers";
import type { ActionFn, Edit, Json, Op, ReadFn } from "./ops";
import { forUndo, JOURNAL, type Print as StopPrint, tabPrint } from "./print";
import { type StopHow, stopHow, stopPoints, stopThenPressAgain, type UndoCheck } from "./stops";
import { type AnswerTrail, bundlePath } from "./trail";

/** 2025-11-14 09:00 in Paris: every world starts on the same morning. */
export const START = Date.UTC(2025, 10, 14, 8, 0, 0);

export type Invariant =
  | "1 no internal error"
  | "2 a refusal writes nothing"
  | "3 Standings tab = server"
  | "4 an enabled button works"
  | "5 an action leaves the players' entries alone"
  | "6 a stop and a press again end as a clean press";

export class InvariantFailure extends Error {
  constructor(
    readonly invariant: Invariant,
    readonly detail: string,
  ) {
    super(`invariant ${invariant}: ${detail}`);
    this.name = "InvariantFailure";
  }
}

const ACTION_IDS = [
  "generateRound",
  "closeRound",
  "timerStart",
  "timerPause",
  "timerReset",
  "dropPlayer",
  "topCut",
  "undoLastRound",
  "publish",
];

/** Text that only a programming error puts into a message meant for a person. */
export const GARBLED = /\bundefined\b|\bnull\b|\[object |\bNaN\b|TypeError|ReferenceError|RangeError|\{\w+\}/;

function q(tab: string): string {
  return `'${tab.replace(/'/g, "''")}'`;
}

/** Plain JSON only (what google.script.run can carry): no Date, function, NaN or undefined in arrays. */
export function notJson(v: unknown, path: string): string | null {
  if (v === null || typeof v === "string" || typeof v === "boolean") return null;
  if (typeof v === "number") return Number.isFinite(v) ? null : `${path} is ${v}`;
  if (typeof v === "undefined") return `${path} is undefined`;
  if (typeof v !== "object") return `${path} is a ${typeof v}`;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) {
      const bad = notJson(v[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  if (Object.prototype.toString.call(v) !== "[object Object]") return `${path} is not a plain object`;
  for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
    if (x === undefined) continue; // dropped by the JSON the sidebar receives
    const bad = notJson(x, `${path}.${k}`);
    if (bad) return bad;
  }
  return null;
}

function stateProblem(s: Json): string | null {
  if (s === null || typeof s !== "object") return "state is not an object";
  if (typeof s.version !== "string") return "state.version is not a string";
  if (s.lang !== "fr" && s.lang !== "en") return `state.lang is ${s.lang}`;
  if (!Array.isArray(s.events)) return "state.events is not an array";
  if (!Array.isArray(s.players) || !Array.isArray(s.messages)) return "state.players/messages missing";
  for (const m of s.messages) {
    if (typeof m?.text !== "string" || !["info", "warning", "error"].includes(m.level))
      return `bad message ${JSON.stringify(m)}`;
    if (GARBLED.test(m.text)) return `message text leaks a programming error: ${m.text}`;
  }
  if (s.event !== null) {
    if (typeof s.event !== "object" || typeof s.event.id !== "string") return "state.event malformed";
    for (const id of ACTION_IDS) {
      const a = s.actions?.[id];
      if (!a || typeof a.enabled !== "boolean" || typeof a.reason !== "string" || typeof a.label !== "string")
        return `state.actions.${id} missing or malformed`;
      if (!a.enabled && a.reason === "") return `state.actions.${id} disabled without a reason`;
      if (GARBLED.test(a.reason) || GARBLED.test(a.label))
        return `state.actions.${id} text leaks a programming error: ${a.label} / ${a.reason}`;
    }
    if (s.progress !== null) {
      const p = s.progress;
      if (!Array.isArray(p.tables) || typeof p.results?.done !== "number") return "state.progress malformed";
    }
  }
  return notJson(s, "state");
}

/** What is wrong with a server answer (null: well-formed); `state` checks the state it carries. */
export function answerProblem(
  fn: string,
  a: Json,
  state: (s: Json) => string | null = stateProblem,
): string | null {
  if (a === null || typeof a !== "object") return `${fn} answered ${String(a)}`;
  if (fn === "arbitreGetState") return state(a);
  if (fn === "arbitreExplainRank") {
    if (typeof a.ok !== "boolean" || typeof a.text !== "string") return "explain answer malformed";
    if (a.text === "") return "explain answered an empty text";
    if (GARBLED.test(a.text)) return `explain text leaks a programming error: ${a.text}`;
    return notJson(a, "answer");
  }
  if (typeof a.ok !== "boolean") return "answer.ok is not a boolean";
  if (a.ok && typeof a.message !== "string") return "ok answer without a message";
  if (!a.ok) {
    if (typeof a.error !== "string" || a.error === "") return "refusal without an error text";
    if (GARBLED.test(a.error)) return `error text leaks a programming error: ${a.error}`;
    if (
      a.confirm !== undefined &&
      (typeof a.confirm?.question !== "string" || !Array.isArray(a.confirm?.details))
    )
      return "confirm malformed";
  }
  return state(a.state);
}

/**
 * The bundle loaded in a new stand-in whose Math.random is seeded with `seed` and whose Date.now
 * (and the stand-in's clock, at the start) reads `clock`: the same run on every machine.
 */
export function seededBundle(path: string, locale: string, seed: number, clock: () => number): LoadedBundle {
  const b = loadBundle(path, { locale, now: new Date(clock()) });
  const ctx = b.context as Record<string, unknown>;
  ctx.__testRandom = createRng(seed);
  ctx.__testNow = clock;
  vm.runInContext(
    "Math.random = function () { return __testRandom(); }; Date.now = function () { return __testNow(); };",
    b.context,
  );
  return b;
}

/** Runs `f`, adding the milliseconds it took to `time` under `key`. */
export function timedInto<T>(time: Map<string, number>, key: string, f: () => T): T {
  const t = performance.now();
  try {
    return f();
  } finally {
    time.set(key, (time.get(key) ?? 0) + performance.now() - t);
  }
}

/** What an exception a server function threw says, for the report. */
export function thrownDetail(fn: string, e: unknown): string {
  const err = e as Error;
  return `${fn} threw ${err?.name}: ${err?.message}\n    ${String(err?.stack ?? "")
    .split("\n")
    .slice(1, 6)
    .join("\n    ")}`;
}

/** Row indexes in the order Data ▸ Sort range puts them, by one column of what the rows show. */
export function sortOrder(shown: unknown[][], by: number, desc: boolean): number[] {
  const order = shown.map((_, i) => i);
  order.sort((i, j) => {
    const [ka, va] = sortKey(shown[i]![by - 1]);
    const [kb, vb] = sortKey(shown[j]![by - 1]);
    if (ka !== kb) return ka === 9 ? 1 : kb === 9 ? -1 : desc ? kb - ka : ka - kb;
    if (va === vb) return i - j;
    const less = va < vb ? -1 : 1;
    return desc ? -less : less;
  });
  return order;
}

/** Where two snapshots differ (first few cells / properties), for the report. */
export function snapshotDiff(before: string, after: string, max = 6): string {
  const a = JSON.parse(before);
  const b = JSON.parse(after);
  const out: string[] = [];
  const names = new Set<string>([...a.sheets.map((s: Json) => s.name), ...b.sheets.map((s: Json) => s.name)]);
  for (const name of names) {
    const sa = a.sheets.find((s: Json) => s.name === name);
    const sb = b.sheets.find((s: Json) => s.name === name);
    if (!sa || !sb) {
      out.push(`tab «\u00a0${name}\u00a0» ${sa ? "deleted" : "added"}`);
      continue;
    }
    if (sa.maxRows !== sb.maxRows) out.push(`tab «\u00a0${name}\u00a0»: ${sa.maxRows} → ${sb.maxRows} rows`);
    const rows = Math.max(sa.rows.length, sb.rows.length);
    for (let r = 0; r < rows && out.length < max; r++) {
      const ra = sa.rows[r] ?? [];
      const rb = sb.rows[r] ?? [];
      for (let c = 0; c < Math.max(ra.length, rb.length) && out.length < max; c++) {
        const x = JSON.stringify(ra[c] ?? null);
        const y = JSON.stringify(rb[c] ?? null);
        if (x !== y) {
          const col = String.fromCharCode(65 + (c % 26));
          out.push(
            `«\u00a0${name}\u00a0»!${c >= 26 ? "A" : ""}${col}${r + 1}: ${x.slice(0, 120)} → ${y.slice(0, 120)}`,
          );
        }
      }
    }
  }
  const pa = new Map<string, string>(a.props);
  const pb = new Map<string, string>(b.props);
  for (const k of new Set([...pa.keys(), ...pb.keys()])) {
    if (out.length >= max) break;
    if (pa.get(k) !== pb.get(k))
      out.push(`property ${k}: ${String(pa.get(k)).slice(0, 200)} → ${String(pb.get(k)).slice(0, 200)}`);
  }
  return out.join("\n    ");
}

/**
 * What snapshot(b) of ../event/helpers.ts holds — every tab's name, size and row layout, every
 * cell's value, formula and validation, every document property — as one hash per tab and a copy
 * of the properties, without building the string (a spreadsheet with two events is a megabyte of
 * JSON, 15 ms a snapshot). Equal prints ⇔ equal snapshots, but for a 2^-32 hash collision.
 */
interface Print {
  tabs: Map<string, number>;
  props: Map<string, string>;
  /** snapshot(b) itself, when the runner cross-checks. */
  json: string | null;
}

const validationHashes = new WeakMap<object, number>();

function hashText(h: number, s: string): number {
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h;
}

function hashValue(h: number, v: unknown): number {
  if (v === undefined) return Math.imul(h ^ 1, 16777619);
  if (typeof v === "string") return hashText(Math.imul(h ^ 2, 16777619), v);
  if (typeof v === "number" || typeof v === "boolean") return hashText(Math.imul(h ^ 3, 16777619), String(v));
  if (v instanceof Date) return hashText(Math.imul(h ^ 4, 16777619), String(v.getTime()));
  if (typeof v === "object" && v !== null) {
    // a validation: by content, computed once per object
    let x = validationHashes.get(v);
    if (x === undefined) {
      x = hashText(2166136261, JSON.stringify(v));
      validationHashes.set(v, x);
    }
    return Math.imul(h ^ x, 16777619);
  }
  return hashText(Math.imul(h ^ 5, 16777619), String(v));
}

function hashTab(s: LoadedBundle["standin"]["book"]["sheets"][number]): number {
  let h = Math.imul(2166136261 ^ s.maxRows, 16777619);
  h = Math.imul(h ^ s.rows.length, 16777619);
  for (let r = 0; r < s.rows.length; r++) {
    const row = s.rows[r];
    if (!row) {
      h = Math.imul(h ^ 0x5bd1e995, 16777619);
      continue;
    }
    h = Math.imul(h ^ (row.length + 7), 16777619);
    for (let c = 0; c < row.length; c++) {
      const cell = row[c];
      if (!cell) continue;
      h = Math.imul(h ^ (r * 4099 + c + 1), 16777619);
      h = hashValue(h, cell.value);
      h = hashValue(h, cell.formula);
      h = hashValue(h, cell.validation);
    }
  }
  return h;
}

/** What differs between two prints: tabs added, removed or changed, properties changed. */
function printChanges(a: Print, b: Print): string[] {
  const out: string[] = [];
  for (const [name, h] of a.tabs) {
    if (!b.tabs.has(name)) out.push(`tab «\u00a0${name}\u00a0» deleted`);
    else if (b.tabs.get(name) !== h) out.push(`tab «\u00a0${name}\u00a0» changed`);
  }
  for (const name of b.tabs.keys()) if (!a.tabs.has(name)) out.push(`tab «\u00a0${name}\u00a0» added`);
  if ([...a.tabs.keys()].join("\n") !== [...b.tabs.keys()].join("\n") && out.length === 0)
    out.push("tabs reordered");
  for (const k of new Set([...a.props.keys(), ...b.props.keys()]))
    if (a.props.get(k) !== b.props.get(k))
      out.push(
        `property ${k}: ${String(a.props.get(k)).slice(0, 300)} → ${String(b.props.get(k)).slice(0, 300)}`,
      );
  return out;
}

function blank(v: unknown): boolean {
  return v === "" || v === null || v === undefined;
}

/** Sheets' sort order: numbers, then text (case-insensitive), then booleans; blanks always last. */
function sortKey(v: unknown): [number, number | string] {
  if (blank(v)) return [9, ""];
  if (typeof v === "number") return [0, v];
  if (typeof v === "boolean") return [2, v ? 1 : 0];
  if (v instanceof Date) return [0, v.getTime()];
  return [1, String(v).toLowerCase()];
}

/** A formula moved from row `from` to row `to`: relative row references move with it (outside strings). */
export function moveFormula(formula: string, from: number, to: number): string {
  const delta = to - from;
  if (delta === 0) return formula;
  return formula
    .split('"')
    .map((part, i) =>
      i % 2 === 1
        ? part
        : part.replace(/(\$?)([A-Z]{1,3})(\$?)(\d+)(?![\d(A-Za-z_])/g, (m, d1, col, d2, row) =>
            d2 === "$" ? m : `${d1}${col}${d2}${Number(row) + delta}`,
          ),
    )
    .join('"');
}

/** Input columns (0-based) players type into, per layout. */
const WINNER_INPUTS = [7, 8, 9];
const SCORES_INPUTS = [6, 7, 9, 10, 11, 12];

interface EntryTab {
  tab: string;
  event: string;
  role: "rounds" | "topCut";
  inputs: number[];
  decision: number;
  /** Raw cells A..M of rows 1..last. */
  rows: unknown[][];
}

/** Whether `req` is what the sidebar's button sends now (its round, stage or publication number). */
function sidebarSends(button: string, req: Json, st: Json): boolean {
  const p = st?.progress;
  // the sidebar names the event it shows (an omitted eventId is the current event, which the
  // state's event list marks; after an action on another event, the state shows that one)
  if (!p || !st.event || req?.eventId !== st.event.id) return false;
  const stage = p.topCut?.stage ?? 0;
  const current = stage > 0 ? stage : p.round;
  switch (button) {
    case "generateRound":
      return req?.expectedRound === p.round + 1 && req?.confirm === undefined;
    case "closeRound":
    case "undoLastRound":
      return req?.round === current && req?.confirm === undefined;
    case "topCut":
      return req?.expectedStage === stage + 1;
    case "publish":
      return req?.expectedPublish === (st.event.published ?? 0) + 1;
    case "timerStart":
    case "timerPause":
    case "timerReset":
      return req?.action === { timerStart: "start", timerPause: "pause", timerReset: "reset" }[button];
    default:
      return false;
  }
}

export interface RunnerOptions {
  /** ARBITRE_BUNDLE, or build/Code.js, by default. */
  bundle?: string;
  /** Also take snapshot(b) of ../event/helpers.ts and check that the fast print agrees with it. */
  crossCheck?: boolean;
  /** Refusals of an enabled button that are known bugs: counted under their name, not failed. */
  tolerate?: Map<string, (error: string, stateBefore: Json) => boolean>;
  /** Records or compares every answer and the workbook after every step (trail.ts). */
  trail?: AnswerTrail | null;
  /** A replay for invariant 6: the calls only, no invariant checked. */
  quiet?: boolean;
  /**
   * Which successful actions invariant 6 stops at each of their changes in turn: the first of each
   * function early in a spreadsheet ("run", the CI run), the first of each in every spreadsheet
   * ("world", longer runs), or only the steps marked `sweep` ("none", a replay).
   */
  sweep?: "run" | "world" | "none";
}

/**
 * Invariant 6 sweeps an action only among the first steps of a spreadsheet (a replay of the steps
 * before it per change: a Swiss spreadsheet lasts hundreds of steps).
 */
const EARLY = Number(process.env.ARBITRE_RANDOM_EARLY ?? 20);

/** The CI run stops a swept action at this many of its changes at most, spread from the first to the last. */
const CI_STOPS = 4;

export class Runner {
  b!: LoadedBundle;
  /** The clock of the bundle and the stand-in, epoch ms. */
  now = START;
  /** The last state the sidebar got. */
  state: Json = null;
  /** Steps since the current world began. */
  worldSteps = 0;
  /** Consecutive steps where the current event's tabs could not be read. */
  unreadable = 0;
  /** Counters for the report (what the run reached). */
  readonly stats = new Map<string, number>();
  private dirty = true;
  /** Successful actions so far (a hand edit can be undone with Ctrl+Z only while none happened since). */
  okActions = 0;
  /** The current spreadsheet's steps (replayed for invariant 6). */
  log: Op[] = [];
  /** Functions swept so far (per run, or per spreadsheet), and the number of sweeps. */
  private readonly swept = new Set<string>();
  private sweepsDone = 0;
  /** The request of the last action as finally sent (with confirm: true when confirmed). */
  private lastReq: Json = null;

  constructor(private readonly opts: RunnerOptions = {}) {}

  count(key: string, n = 1): void {
    this.stats.set(key, (this.stats.get(key) ?? 0) + n);
  }

  /** Milliseconds spent per part of the work (for tuning the default number of steps). */
  readonly time = new Map<string, number>();
  private timed<T>(key: string, f: () => T): T {
    return timedInto(this.time, key, f);
  }

  /** Executes one step and checks the invariants; throws InvariantFailure. */
  apply(op: Op): void {
    if (op.op === "world") {
      this.log = [];
      if (this.opts.sweep === "world") this.swept.clear();
    }
    this.log.push(op);
    if (op.dt) this.advance(op.dt);
    this.worldSteps++;
    switch (op.op) {
      case "world":
        this.newWorld(op);
        break;
      case "call": {
        const changes0 = this.b.counter.calls.filter((c) => c.change).length;
        const a = this.action(op.fn, op.req, op.yes === true, op.button);
        const changes = this.b.counter.calls.filter((c) => c.change).length - changes0;
        if (a.ok && changes > 0 && (op.sweep || this.sweeps(op.fn))) {
          op.sweep = true;
          this.count(`changes of ${op.fn} each stopped, pressed again`);
          const points = stopPoints(changes, this.opts.sweep === "world" ? changes : CI_STOPS);
          this.count(`changes stopped`, points.length);
          for (const n of points)
            this.timed("check 6", () =>
              this.stopAndPressAgain(op, this.lastReq, n, stopHow(n, this.sweepsDone)),
            );
          this.sweepsDone++;
        }
        break;
      }
      case "read":
        this.read(op.fn, op.req);
        break;
      case "type":
      case "insertRow":
      case "deleteRow":
      case "sort":
        this.timed("edits", () => this.perform(op));
        this.edited();
        break;
      case "ctrlZ":
        this.timed("edits", () => {
          for (const e of op.undo) this.perform(e);
        });
        this.edited();
        break;
    }
    if (this.opts.quiet) {
      this.b.counter.reset();
      return;
    }
    this.timed("check 3a", () => this.checkProgress());
    if (this.dirty) this.timed("check 3b", () => this.checkStandings());
    this.dirty = false;
    if (this.opts.trail) {
      const p = this.print();
      this.opts.trail.book(p.tabs, p.props);
    }
    const phase = this.state?.progress?.phase;
    if (phase) this.count(`steps in phase ${phase}`);
    const bad = this.state?.event !== null && this.state?.progress === null;
    if (bad) this.count("steps with unreadable tabs");
    if (bad && process.env.ARBITRE_RANDOM_DEBUG) {
      const m = this.state.messages.find((x: Json) => x.level === "error")?.text ?? "?";
      this.count(
        `unreadable: ${m
          .replace(/\d+/g, "N")
          .replace(/«\u00a0[^»]*\u00a0»/g, "«…»")
          .slice(0, 110)}`,
      );
    }
    this.unreadable = bad ? this.unreadable + 1 : 0;
    // the stand-in keeps a record of every call: keep memory flat over 40,000 steps
    this.b.counter.reset();
    this.b.standin.logs.length = 0;
    this.b.standin.toasts.length = 0;
  }

  /** Whether this successful action is the one of its function to stop at each of its changes. */
  private sweeps(fn: string): boolean {
    const mode = this.opts.sweep ?? "none";
    if (this.opts.quiet || mode === "none" || this.swept.has(fn)) return false;
    if (this.worldSteps > EARLY) return false;
    this.swept.add(fn);
    return true;
  }

  /**
   * Invariant 6: the spreadsheet's steps replayed on a quiet runner up to this action, the action
   * stopped at its change `n`, pressed again: the spreadsheet as this runner has it.
   */
  private stopAndPressAgain(op: Extract<Op, { op: "call" }>, req: Json, n: number, how: StopHow): void {
    const twin = new Runner({ bundle: this.opts.bundle, quiet: true });
    for (const s of this.log.slice(0, -1)) twin.apply(s);
    if (op.dt) twin.advance(op.dt);
    const invoke = (fn: string, r?: Json): Json => {
      const a = twin.invoke(fn, r);
      twin.state = fn === "arbitreGetState" ? a : a.state;
      return a;
    };
    // Publish, Generate round and Top cut (which keep a copy of the tabs they rewrite for Undo),
    // Close round, Drop a player and Swap players: after the press again, Undo gives back the tabs
    // as they were before the first press, when the clean press is the last action Undo takes back
    // (not so when it found nothing to do)
    const lastBefore = (twin.b.call("arbitreGetState", req?.eventId) as Json)?.lastAction?.at;
    const last = this.state?.lastAction;
    const undoable = UNDONE_AFTER_A_STOP.has(op.fn) && last && last.at !== lastBefore;
    const undo = undoable ? undoAsBefore(twin.b) : undefined;
    const verdict = stopThenPressAgain(this.b, twin.b, invoke, op.fn, req, n, how, undo);
    this.count(`stops at a change of ${op.fn}, pressed again`);
    if (verdict.undone) this.count(`stops at a change of ${op.fn}, pressed again, undone as before`);
    if (verdict.counted) this.count(verdict.counted);
    if (verdict.problem)
      throw new InvariantFailure("6 a stop and a press again end as a clean press", verdict.problem);
  }

  /** A hand edit, as the person does it in the tab. */
  private perform(op: Edit): void {
    switch (op.op) {
      case "type":
        for (const m of [{ at: op.at, rows: op.rows }, ...(op.more ?? [])]) {
          if (op.plain) {
            const bang = m.at.lastIndexOf("!");
            const tab = m.at.slice(1, bang - 1).replace(/''/g, "'");
            const width = Math.max(...m.rows.map((x) => x.length));
            this.sheet(tab)
              .getRange(m.at.slice(bang + 1))
              .offset(0, 0, m.rows.length, width)
              .setNumberFormat("General");
          }
          this.b.standin.write(m.at, m.rows);
        }
        break;
      case "insertRow":
        this.sheet(op.tab).insertRowBefore(op.before);
        break;
      case "deleteRow":
        this.sheet(op.tab).deleteRow(op.row);
        break;
      case "sort":
        this.sort(op.tab, op.first, op.last, op.width, op.by, op.descending);
        break;
    }
  }

  private advance(ms: number): void {
    this.now += ms;
    this.b?.standin.clock.set(new Date(this.now));
  }

  private sheet(tab: string): GoogleAppsScript.Spreadsheet.Sheet {
    const s = this.b.standin.spreadsheet.getSheetByName(tab);
    if (!s) throw new Error(`test: no tab ${tab}`);
    return s;
  }

  private newWorld(op: Extract<Op, { op: "world" }>): void {
    this.now = START;
    this.b = this.timed("loadBundle", () =>
      seededBundle(this.opts.bundle ?? bundlePath(), op.locale, op.seed, () => this.now),
    );
    this.worldSteps = 0;
    this.unreadable = 0;
    const r = this.action("arbitreCreateEvent", {
      system: op.system,
      name: "Open",
      date: "2025-11-14",
      topCut: op.topCut,
    });
    if (!r.ok) throw new Error(`test: the event could not be created: ${r.error}`);
    if (op.players.length > 0) {
      this.b.standin.write(`${q(r.state.event.tabs.players)}!A2`, op.players);
      this.edited();
    }
    this.count(`worlds ${op.system}`);
  }

  private invoke(fn: string, req: unknown): Json {
    let a: Json;
    try {
      a = this.timed(fn, () => (req === undefined ? this.b.call(fn) : this.b.call(fn, req)));
    } catch (e) {
      throw new InvariantFailure("1 no internal error", thrownDetail(fn, e));
    }
    this.opts.trail?.answer(fn, req, a);
    const bad = answerProblem(fn, a);
    if (bad) throw new InvariantFailure("1 no internal error", `${fn}: ${bad}`);
    return a;
  }

  private unchanged(before: Print, what: string): void {
    const after = this.timed("snapshot", () => this.print());
    const changes = printChanges(before, after);
    if (before.json !== null && changes.length > 0 !== (before.json !== after.json))
      throw new Error(
        `test: the print and snapshot(b) disagree (${what}): ${changes.join("; ") || "print unchanged"}`,
      );
    if (changes.length > 0)
      throw new InvariantFailure(
        "2 a refusal writes nothing",
        `${what}\n    ${
          before.json !== null && after.json !== null
            ? snapshotDiff(before.json, after.json)
            : changes.join("\n    ")
        }`,
      );
  }

  /** The whole spreadsheet, hashed: equal for two runs that did the same. */
  fingerprint(): string {
    const p = this.print();
    return JSON.stringify([[...p.tabs], [...p.props]]);
  }

  /** What invariant 2 compares (with snapshot(b) itself when cross-checking). */
  private print(): Print {
    const tabs = new Map<string, number>();
    for (const s of this.b.standin.book.sheets) tabs.set(s.name, hashTab(s));
    return {
      tabs,
      props: new Map(this.b.standin.properties.document.data),
      json: this.opts.crossCheck ? snapshot(this.b) : null,
    };
  }

  /** The Rounds and Top cut tabs of every event, as typed (invariant 5). */
  private entries(): EntryTab[] {
    const out: EntryTab[] = [];
    for (const ev of this.storedEvents()) {
      for (const role of ["rounds", "topCut"] as const) {
        const tab = ev.tabs[role];
        const sheet = this.b.standin.book.sheetByName(tab);
        if (!sheet) continue;
        const scores = ev.system === "dust" && role === "rounds";
        const rows: unknown[][] = [];
        const last = sheet.lastRow();
        for (let r = 1; r <= last; r++) {
          const line: unknown[] = [];
          for (let c = 1; c <= 13; c++) {
            const cell = sheet.cell(r, c);
            line.push(cell?.formula ?? cell?.value ?? "");
          }
          rows.push(line);
        }
        out.push({
          tab,
          event: ev.id,
          role,
          inputs: scores ? SCORES_INPUTS : WINNER_INPUTS,
          decision: scores ? 12 : 9,
          rows,
        });
      }
    }
    return out;
  }

  /** Invariant 5, after a successful action. */
  private checkEntries(fn: ActionFn, req: Json, before: EntryTab[], stateBefore: Json): void {
    const after = new Map(this.entries().map((e) => [e.tab, e]));
    const target: string | undefined = req?.eventId ?? stateBefore?.events?.find((e: Json) => e.current)?.id;
    const known = stateBefore?.event?.id === target ? stateBefore : null;
    const stage = known?.progress?.topCut?.stage ?? 0;
    const activeRole = stage > 0 ? "topCut" : "rounds";
    const current = stage > 0 ? stage : known?.progress?.round;
    const missingRows = new Set<number>(
      (known?.progress?.tables ?? [])
        .filter((g: Json) => g.b !== "" && g.status !== "confirmed" && g.status !== "decided")
        .map((g: Json) => g.row as number),
    );
    for (const b of before) {
      const a = after.get(b.tab);
      for (let r = 1; r < b.rows.length; r++) {
        const was = b.rows[r]!;
        const now = a?.rows[r] ?? new Array(13).fill("");
        for (const c of b.inputs) {
          const x = was[c];
          const y = now[c];
          if (x === y || (x instanceof Date && y instanceof Date && x.getTime() === y.getTime())) continue;
          const mine = b.event === target && b.role === activeRole && known !== null && was[0] === current;
          if (mine && (fn === "arbitreUndoLastRound" || fn === "arbitreUndoLastAction")) continue;
          if (mine && fn === "arbitreCloseRound" && c === b.decision && missingRows.has(r + 1)) continue;
          throw new InvariantFailure(
            "5 an action leaves the players' entries alone",
            `${fn} changed «\u00a0${b.tab}\u00a0»!${String.fromCharCode(65 + c)}${r + 1} (round ${JSON.stringify(was[0])}, ` +
              `table ${JSON.stringify(was[1])}, ${JSON.stringify(was[2])} – ${JSON.stringify(was[3])}): ` +
              `${JSON.stringify(x)} → ${JSON.stringify(y)}`,
          );
        }
      }
    }
  }

  /** An action as the sidebar calls it; a confirmation question is answered as the op says. */
  action(fn: ActionFn, req: Json, yes = false, button?: string): Json {
    if (this.opts.quiet) {
      let a = this.invoke(fn, req);
      this.lastReq = req;
      if (!a.ok && a.confirm && yes) {
        this.lastReq = { ...req, confirm: true };
        a = this.invoke(fn, this.lastReq);
      }
      this.state = a.state;
      return a;
    }
    const before = this.timed("snapshot", () => this.print());
    const entries = this.b ? this.timed("check 5", () => this.entries()) : [];
    const stateBefore = this.state;
    // invariant 5 needs the state of the event the request acts on: without an eventId, the
    // spreadsheet's current event, which may not be the one the sidebar last showed
    const target: string | undefined = req?.eventId ?? stateBefore?.events?.find((e: Json) => e.current)?.id;
    const targetBefore =
      this.b && target !== undefined && stateBefore?.event?.id !== target
        ? (this.b.call("arbitreGetState", target) as Json)
        : stateBefore;
    const enabled =
      button !== undefined &&
      this.state?.actions?.[button]?.enabled === true &&
      sidebarSends(button, req, this.state);
    const label = enabled ? this.state.actions[button!].label : "";
    let a = this.invoke(fn, req);
    if (enabled && !a.ok && !a.confirm) this.buttonRefused(button!, label, a.error);
    if (!a.ok) {
      this.unchanged(before, `${fn} refused (${a.confirm ? "asks to confirm" : "error"}): ${a.error}`);
      this.count(`${fn} ${a.confirm ? "asks" : "refused"}`);
      if (a.confirm && yes) {
        req = { ...req, confirm: true };
        a = this.invoke(fn, req);
        if (enabled && !a.ok) this.buttonRefused(button!, label, a.error);
        if (!a.ok) {
          this.unchanged(before, `${fn} confirmed, refused: ${a.error}`);
          this.count(`${fn} refused`);
        }
      }
    }
    if (a.ok) {
      this.timed("check 5", () => this.checkEntries(fn, req, entries, targetBefore));
      this.okActions++;
      this.count(`${fn} ok`);
      // the Standings tabs and what the server ranks change only with the rounds and the players
      if (!["arbitreTimer", "arbitrePublish", "arbitreSelectEvent", "arbitreUpdateEvent"].includes(fn))
        this.dirty = true;
      if (fn === "arbitrePublish") this.checkPublic(a.state);
    }
    this.state = a.state;
    this.lastReq = req;
    return a;
  }

  private buttonRefused(button: string, label: string, error: string): void {
    for (const [bug, known] of this.opts.tolerate ?? [])
      if (known(error, this.state)) {
        this.count(`tolerated (known bug ${bug})`);
        return;
      }
    throw new InvariantFailure(
      "4 an enabled button works",
      `the button «\u00a0${label}\u00a0» (${button}) is enabled, its action is refused: ${error}`,
    );
  }

  private read(fn: ReadFn, req: Json, checkWrites = true): void {
    const before = checkWrites && !this.opts.quiet ? this.timed("snapshot", () => this.print()) : null;
    const a = this.invoke(fn, req);
    if (before) this.unchanged(before, `${fn} is a read and wrote`);
    if (fn === "arbitreGetState") this.state = a;
    this.count(`${fn}`);
  }

  /**
   * After a hand edit: the sidebar refreshes (arbitreGetState must cope with whatever was typed).
   * That a read writes nothing is checked by the steps that are reads (not here: it costs two
   * snapshots).
   */
  private edited(): void {
    this.dirty = true;
    this.read("arbitreGetState", undefined, false);
  }

  // ── Sorting a tab as Data ▸ Sort range does ────────────────────────────────────────────────────

  private sort(tab: string, first: number, last: number, width: number, by: number, desc: boolean): void {
    const model = this.b.standin.book.sheetByName(tab);
    if (!model || last < first) return;
    const shown = this.b.standin.values(`${q(tab)}!A${first}:${String.fromCharCode(64 + width)}${last}`);
    const raw: unknown[][] = [];
    for (let r = first; r <= last; r++) {
      const line: unknown[] = [];
      for (let c = 1; c <= width; c++) {
        const cell = model.cell(r, c);
        if (cell?.formula !== undefined) line.push({ formula: cell.formula });
        else line.push(cell?.value ?? "");
      }
      raw.push(line);
    }
    const rows = sortOrder(shown, by, desc).map((from, to) =>
      raw[from]!.map((v) => {
        if (v !== null && typeof v === "object" && "formula" in (v as object))
          return moveFormula((v as { formula: string }).formula, first + from, first + to);
        if (typeof v === "string") return v === "" ? "" : `'${v}`;
        return v;
      }),
    );
    this.b.standin.write(`${q(tab)}!A${first}`, rows);
  }

  // ── Invariant 3 ────────────────────────────────────────────────────────────────────────────────

  /** 3a: the current round's counted games (server) = games whose result cells are filled (tab). */
  private checkProgress(): void {
    const st = this.state;
    const p = st?.progress;
    if (!st?.event || !p) return;
    const inTop = p.topCut !== null && p.topCut.stage > 0;
    const tab = inTop ? st.event.tabs.topCut : st.event.tabs.rounds;
    const counted = new Set(["confirmed", "decided"]);
    let done = 0;
    for (const g of p.tables) {
      if (g.b === "") continue;
      const [ra, rb] = this.b.standin.values(`${q(tab)}!E${g.row}:F${g.row}`)[0]!;
      const server = counted.has(g.status);
      if (server) done++;
      const shown = !blank(ra) && !blank(rb);
      if (server !== shown)
        throw new InvariantFailure(
          "3 Standings tab = server",
          `table ${g.table} («\u00a0${tab}\u00a0» row ${g.row}, ${g.a} – ${g.b}): the server says ${g.status} ` +
            `(${server ? "counts" : "does not count"}), the tab's result cells E:F show ` +
            `${JSON.stringify([ra, rb])} (${shown ? "counts" : "does not count"})`,
        );
    }
    if (done !== p.results.done)
      throw new InvariantFailure(
        "3 Standings tab = server",
        `progress.results.done = ${p.results.done} but ${done} tables are confirmed or decided`,
      );
  }

  private storedEvents(): StoredEvent[] {
    const data = this.b.standin.properties.document.data;
    const index = data.get("arbitre.index");
    if (!index) return [];
    const ids: string[] = JSON.parse(index).ids ?? [];
    return ids.map((id) => JSON.parse(data.get(`arbitre.event.${id}`) ?? "null")).filter(Boolean);
  }

  /** The server's standings of an event (null when its tabs cannot be read: nothing to compare). */
  private serverStandings(ev: StoredEvent): StandingRow[] | null {
    try {
      return standingsOf(ev, readSnapshot(this.b.standin.spreadsheet, ev));
    } catch (e) {
      if (e instanceof ArbitreError) return null;
      throw new InvariantFailure(
        "1 no internal error",
        `reading the tabs of «\u00a0${ev.name}\u00a0» throws ${(e as Error).name}: ${(e as Error).message}`,
      );
    }
  }

  /** The Standings tab as the STANDINGS formula spills it. */
  private standingsTab(ev: StoredEvent, size: number): { rows: Json[][]; error?: string } {
    const tab = ev.tabs.standings;
    if (!this.b.standin.book.sheetByName(tab)) return { rows: [], error: `no tab «\u00a0${tab}\u00a0»` };
    const width = ev.system === "dust" ? 6 : 7;
    const rows = this.b.standin.values(`${q(tab)}!A1:${String.fromCharCode(64 + width)}${size + 3}`);
    const head = this.b.standin.probe(`${q(tab)}!A1`);
    if (head.error !== undefined || (typeof head.value === "string" && head.value.startsWith("#")))
      return { rows: [], error: `${head.value}: ${head.error ?? ""}` };
    const out: Json[][] = [];
    for (const r of rows.slice(1)) {
      if (blank(r[1])) break;
      out.push(r);
    }
    return { rows: out };
  }

  /** 3b: every event's Standings tab = the server's standings. */
  checkStandings(): void {
    for (const ev of this.storedEvents()) {
      const server = this.serverStandings(ev);
      if (server === null) continue;
      const tab = this.standingsTab(ev, server.length);
      const where = `«\u00a0${ev.tabs.standings}\u00a0»`;
      const fail = (msg: string): never => {
        throw new InvariantFailure("3 Standings tab = server", `${where}: ${msg}`);
      };
      if (tab.error !== undefined)
        fail(`shows an error where the server ranks ${server.length} entrants: ${tab.error}`);
      const byKey = new Map(server.map((s) => [s.key, s]));
      const listed = tab.rows.map((r) => nameKey(String(r[1])));
      const inTab = new Set(listed);
      for (const [i, k] of listed.entries())
        if (!byKey.has(k))
          fail(`row ${i + 2} lists ${JSON.stringify(tab.rows[i]![1])}, whom the server does not rank`);
      for (const s of server)
        if (s.rounds > 0 && !inTab.has(s.key))
          fail(
            `the server ranks ${s.name} ${s.rank} (${s.rounds} rounds played), the tab does not list them`,
          );
      // entrants without a game are listed by the server only (registered, nothing on the Rounds tab)
      const ranked = server.filter((s) => inTab.has(s.key));
      const norm = (ranks: number[]): number[] => {
        const out: number[] = [];
        ranks.forEach((r, i) => {
          out.push(i > 0 && r === ranks[i - 1] ? out[i - 1]! : i + 1);
        });
        return out;
      };
      const serverRanks = norm(ranked.map((s) => s.rank));
      const tabRanks = norm(tab.rows.map((r) => Number(r[0])));
      const line = (s: StandingRow): string =>
        ev.system === "dust"
          ? `${s.name}: ${s.points ?? 0} pts, SoS ${s.sos ?? 0}, AP ${s.armyRemaining ?? ""}`
          : `${s.name}: ${s.wins}-${s.losses}, DD ${s.doubleLosses}, OMW ${s.omw?.toFixed(3)}`;
      const serverList = () => ranked.map((s, i) => `${serverRanks[i]}. ${line(s)}`).join("; ");
      const tabList = () => tab.rows.map((r) => r.slice(0, 6).join(" ")).join("; ");
      for (let i = 0; i < ranked.length; i++) {
        const s = ranked[i]!;
        const r = tab.rows[i]!;
        const diff: string[] = [];
        if (s.key !== listed[i]) diff.push(`order: the server has ${s.name}, the tab ${r[1]}`);
        else {
          if (serverRanks[i] !== tabRanks[i]) diff.push(`rank ${serverRanks[i]} ≠ ${tabRanks[i]}`);
          if (ev.system === "dust") {
            if ((s.points ?? 0) !== r[2]) diff.push(`points ${s.points} ≠ ${r[2]}`);
            if (Math.abs((s.sos ?? 0) - Number(r[3])) > 1e-9) diff.push(`SoS ${s.sos} ≠ ${r[3]}`);
            if ((s.armyRemaining ?? "") !== r[4]) diff.push(`army points ${s.armyRemaining} ≠ ${r[4]}`);
          } else {
            if (s.wins !== r[2] || s.losses !== r[3] || s.doubleLosses !== r[4])
              diff.push(`record ${s.wins}-${s.losses} DD ${s.doubleLosses} ≠ ${r[2]}-${r[3]} DD ${r[4]}`);
            if (Math.abs((s.omw ?? 0) - Number(r[6])) > 1e-9) diff.push(`OMW ${s.omw} ≠ ${r[6]}`);
          }
        }
        if (diff.length > 0)
          fail(
            `row ${i + 2} (${r[1]}): ${diff.join(", ")}\n    server: ${serverList()}\n    tab:    ${tabList()}`,
          );
      }
    }
  }

  /** After a Publish: its Public tab ranks as the server's standings (the oracle of 3b) do. */
  private checkPublic(state: Json): void {
    const ev = this.storedEvents().find((e) => e.id === state?.event?.id);
    if (!ev || ev.finished) return; // a finished event publishes the final ranking (top cut first)
    const server = this.serverStandings(ev);
    if (server === null) return;
    // the standings are the last block (the pairings blocks come first while a round is played, and
    // are left out otherwise), the blocks one under the other, a blank row between two: its title,
    // its header, then each entrant (rank in A, name in B) with its tie-break lines (A blank)
    const grid = this.b.standin.values(`${q(ev.tabs.public)}!A1:C${60 + server.length * 8}`);
    const filled = (r: unknown[]) => r.some((v) => !blank(v));
    let end = grid.length - 1;
    while (end >= 0 && !filled(grid[end]!)) end--;
    let start = end;
    while (start >= 0 && filled(grid[start]!)) start--;
    const shown = grid
      .slice(start + 3, end + 1)
      .filter((r) => !blank(r[0]))
      .map((r) => [r[0], r[1]]);
    const expected = server.map((s) => [s.rank, s.name]);
    if (JSON.stringify(shown) !== JSON.stringify(expected))
      throw new InvariantFailure(
        "3 Standings tab = server",
        `the Public tab's standings ${JSON.stringify(shown)} are not the server's ${JSON.stringify(expected)}`,
      );
  }
}

/** The Swiss actions invariant 6 undoes after the press again (stops.ts UndoCheck). */
const UNDONE_AFTER_A_STOP = new Set([
  "arbitrePublish",
  "arbitreCloseRound",
  "arbitreDropPlayer",
  "arbitreGenerateRound",
  "arbitreTopCut",
  "arbitreSwapPlayers",
]);

/** Every tab of a workbook, as invariant 6 prints it. */
function workbookPrint(b: LoadedBundle): StopPrint {
  const tabs = new Map<string, string>();
  for (const s of b.standin.book.sheets) tabs.set(s.name, tabPrint(s));
  return { tabs, props: new Map() };
}

/**
 * The Swiss run's Undo check after a stop and a press again (stops.ts): every tab but the undo
 * tab, now (before the first press) and after Undo, its cells' values, formulas and number formats
 * (the rows a Publish added to its tab stay after Undo, as after a clean Publish and its Undo).
 */
function undoAsBefore(b: LoadedBundle): UndoCheck {
  const keep = (p: StopPrint): StopPrint => ({
    tabs: new Map(
      [...p.tabs]
        .filter(([k]) => !JOURNAL.test(k))
        .map(([k, v]) => [k, JSON.stringify([0, (JSON.parse(forUndo(v)) as unknown[])[1]])] as const),
    ),
    props: new Map(),
  });
  return { before: workbookPrint(b), keep, print: () => workbookPrint(b) };
}
