/**
 * The random run of the league, the circuit, Tarot and the players' reports (the Swiss run has its
 * own runner, runner.ts): one runner for every kind, each kind bringing its generator and its
 * recount (league.ts, circuit.ts, tarot.ts, reports.ts). After every step:
 *
 *  1. no internal error: every server call answers a well-formed answer (plain JSON, the state's
 *     shape, no programming error in a text meant for a person);
 *  2. a refusal writes nothing: after an action answered ok: false, and after every read, the
 *     whole spreadsheet — every cell's value, formula, number format and validation, every tab,
 *     every document property — is what it was, byte for byte;
 *  3. Undo restores: an action followed at once by Undo last action leaves every tab (but the undo
 *     journal's) as it was: values with their types (number, text, boolean; a date is a number
 *     with a date format), formulas, number formats, data validations (checkboxes, rules);
 *  4. what the organiser typed stays: a successful action leaves the kind's input cells (spec
 *     `inputs`) as they were, but for the cells the action is about (spec `mayWrite`);
 *  5. the computed tabs agree: right after the kind's compute action, its computed tab equals its
 *     custom function over the same input, and a recount written in the test from RULES (spec
 *     `check`);
 *  6. a stop and a press again end where a clean press ends: an action stopped at its Nth change (a
 *     quota or the time limit: the stand-in's failChangeAt), then the same request again, leaves
 *     the spreadsheet as the same action done once (checked on a replay of the world's steps;
 *     stops.ts, print.ts). Each function is swept, stopped at each of its changes in turn, once.
 *
 * The bundle's Math.random and Date.now are seeded, so a run is the same on every machine.
 */
import { createRng, type Rng, randomInt } from "../../../src/engine/core/random";
import type { LoadedBundle } from "../../../tools/standin/index";
import type { Json } from "./ops";
import {
  answerProblem,
  GARBLED,
  notJson,
  START,
  seededBundle,
  sortOrder,
  thrownDetail,
  timedInto,
} from "./runner";
import { type StopHow, stopHow, stopPoints, stopThenPressAgain, type UndoCheck } from "./stops";
import { AnswerTrail, bundlePath } from "./trail";

export type KindName = "league" | "circuit" | "tarot" | "reports";

export type KindInvariant =
  | "1 no internal error"
  | "2 a refusal writes nothing"
  | "3 Undo restores"
  | "4 what the organiser typed stays"
  | "5 computed tab = custom function = recount"
  | "6 a failure and a retry end as a clean run";

export class KindFailure extends Error {
  constructor(
    readonly invariant: KindInvariant,
    readonly detail: string,
  ) {
    super(`invariant ${invariant}: ${detail}`);
    this.name = "KindFailure";
  }
}

/** One step, as plain data (printable, replayable). */
export type KindOp = { dt?: number } & (
  | { op: "world"; kind: KindName; locale: string; seed: number; data: Json }
  | {
      op: "call";
      fn: string;
      req: Json;
      /** Answer yes when the action asks to confirm. */
      yes?: boolean;
      /** Then Undo last action at once, and check that every tab is back (invariant 3). */
      undo?: boolean;
      /** Also check on a replay: the action's change number 1 + failAt % changes fails, then a retry (invariant 6). */
      failAt?: number;
      /** Invariant 6 at each of the action's changes in turn (set by the runner when it sweeps this action). */
      sweep?: boolean;
      /** The organiser types this while the action runs, just before its first write (invariant 4). */
      typed?: { at: string; rows: unknown[][] };
    }
  | { op: "read"; fn: string; req?: Json }
  | { op: "type"; at: string; rows: unknown[][]; more?: { at: string; rows: unknown[][] }[]; what: string }
  | { op: "insertRow"; tab: string; before: number }
  | { op: "deleteRow"; tab: string; row: number }
  | { op: "sort"; tab: string; first: number; last: number; width: number; by: number; descending: boolean }
  | { op: "rename"; tab: string; to: string }
  | { op: "submit"; answers: Record<string, string> /** ms after the clock */; later?: number }
  | { op: "deleteForm" }
);

/** Seeded choices. */
export class Dice {
  constructor(readonly rng: Rng) {}
  int(n: number): number {
    return randomInt(this.rng, n);
  }
  chance(p: number): boolean {
    return this.rng() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  between(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }
  /** One of weighted choices (a null answer: the next try). */
  weighted<T>(choices: [number, () => T | null][]): T | null {
    const total = choices.reduce((s, [w]) => s + w, 0);
    for (let tries = 0; tries < 20; tries++) {
      let x = this.rng() * total;
      for (const [w, f] of choices) {
        x -= w;
        if (x < 0) {
          const out = f();
          if (out !== null) return out;
          break;
        }
      }
    }
    return null;
  }
}

/** What a kind brings to the run. */
export interface KindSpec {
  kind: KindName;
  /** A new spreadsheet's first step. */
  world(d: Dice): Extract<KindOp, { op: "world" }>;
  /** Creates the event and pastes the world's data (uncounted, as an organiser's paste). */
  setup(r: KindRunner, op: Extract<KindOp, { op: "world" }>): void;
  /** The next step, from the sidebar's last state and the tabs. */
  next(d: Dice, r: KindRunner): KindOp;
  /** The organiser's input cells: tab, columns (1-based, inclusive), from row 2. */
  inputs(r: KindRunner): { tab: string; from: number; to: number }[];
  /** Whether a successful `fn` may change this input cell (1-based row and column). */
  mayWrite?(fn: string, tab: string, row: number, col: number, r: KindRunner): boolean;
  /**
   * Columns (1-based, inclusive) that Undo of `fn` leaves as `fn` wrote them, as the kind's rules
   * say (docs/rules.md): invariant 3 does not compare them.
   */
  undoLeaves?(fn: string, r: KindRunner): { tab: string; from: number; to: number }[];
  /** The compute actions after which invariant 5 is checked. */
  computes: string[];
  /** Invariant 5: throws KindFailure("5 …") when a computed tab disagrees. */
  check(r: KindRunner, fn: string): void;
  /** Known product bugs the run avoids: their names (the generator reads `r.avoid`). */
}

/** Two tables equal cell by cell, numbers to 1e-9 (a cell's value and a function's may differ in the last bit). */
export function sameTable(a: unknown[][], b: unknown[][]): boolean {
  if (a.length !== b.length) return false;
  return a.every((row, i) => {
    const other = b[i]!;
    if (row.length !== other.length) return false;
    return row.every((x, j) => {
      const y = other[j];
      if (typeof x === "number" && typeof y === "number")
        return Math.abs(x - y) <= 1e-9 * Math.max(1, Math.abs(x));
      return x === y;
    });
  });
}

/** A new spreadsheet of a kind: French four times in five, else English; the bundle's own seed. */
export function worldOp(d: Dice, kind: KindName, data: Json): Extract<KindOp, { op: "world" }> {
  return { op: "world", kind, locale: d.chance(0.8) ? "fr_FR" : "en_GB", seed: d.int(2 ** 31), data };
}

/** A tab's values A1:… (uncounted), `width` columns, down to its last row. */
export function tabRows(r: KindRunner, tab: string, width: number): unknown[][] {
  const s = r.b.standin.book.sheetByName(tab);
  if (!s) return [];
  return r.b.standin.values(`${q(tab)}!A1:${col(width - 1)}${Math.max(1, s.lastRow())}`) as unknown[][];
}

/** A tab's name now, by role (memo.tabs at creation; renamed by the run for a while: its other name). */
export function tabNow(r: KindRunner, role: string): string {
  return r.memo.renamed?.[role]?.to ?? r.memo.tabs[role];
}

/** One of these tabs renamed for a while (one at a time; renameBack puts it back). */
export function renameAway(d: Dice, r: KindRunner, roles: string[]): KindOp | null {
  r.memo.renamed ??= {};
  if (Object.keys(r.memo.renamed).length > 0) return null;
  const role = d.pick(roles);
  const from = r.memo.tabs[role] as string | undefined;
  if (!from || !r.b.standin.book.sheetByName(from)) return null;
  r.memo.renamed[role] = { to: `${from} (2)` };
  return { op: "rename", tab: from, to: `${from} (2)` };
}

/** A sidebar action; Undo at once and a failure half-way with these chances (or as `extra` says). */
export function callOp(
  d: Dice,
  fn: string,
  req: Json,
  chances: { undo: number; fail: number },
  extra: Partial<Extract<KindOp, { op: "call" }>> = {},
): KindOp {
  return {
    op: "call",
    fn,
    req,
    ...(d.chance(chances.undo) ? { undo: true } : {}),
    ...(d.chance(chances.fail) ? { failAt: d.int(1000) } : {}),
    ...extra,
  };
}

/**
 * The steps every kind shares, weighted: a renamed tab put back, Publish and Undo with the
 * request the sidebar sends (now and then a stale one), a refresh.
 */
export function commonSteps(
  d: Dice,
  r: KindRunner,
  chances: { undo: number; fail: number },
): [number, () => KindOp | null][] {
  const st = r.state;
  const id = st?.event?.id ?? "e1";
  const renamed = r.memo.renamed as Record<string, { to: string }> | undefined;
  return [
    [
      renamed && Object.keys(renamed).length > 0 ? 20 : 0,
      () => {
        const [role, x] = Object.entries(renamed!)[0]!;
        delete renamed![role];
        return { op: "rename", tab: x.to, to: r.memo.tabs[role] };
      },
    ],
    [
      3,
      () =>
        callOp(
          d,
          "arbitrePublish",
          {
            eventId: id,
            expectedPublish: (st?.event?.published ?? 0) + (d.chance(0.85) ? 1 : 0),
          },
          chances,
        ),
    ],
    [
      st?.lastAction ? 4 : 0.5,
      () => ({
        op: "call",
        fn: "arbitreUndoLastAction",
        req: d.chance(0.85) ? r.undoRequest() : { eventId: id, at: 1 },
        yes: d.chance(0.6),
      }),
    ],
    [1, () => ({ op: "read", fn: "arbitreGetState" })],
  ];
}

export { col, q } from "./print";

import { canonical, col, forUndo, JOURNAL, type Print, printDiff, q, tabPrint } from "./print";

/** The CI runs sweep an action only among the first steps of a spreadsheet (a replay per change). */
const EARLY = 12;

/** The CI runs stop a swept action at this many of its changes at most, spread from the first to the last. */
const CI_STOPS = 16;

function stateProblem(s: Json): string | null {
  if (s === null || typeof s !== "object") return "state is not an object";
  if (typeof s.version !== "string") return "state.version is not a string";
  if (s.lang !== "fr" && s.lang !== "en") return `state.lang is ${s.lang}`;
  if (!Array.isArray(s.events) || !Array.isArray(s.messages)) return "state.events/messages missing";
  for (const m of s.messages) {
    if (typeof m?.text !== "string" || !["info", "warning", "error"].includes(m.level))
      return `bad message ${JSON.stringify(m)}`;
    if (GARBLED.test(m.text)) return `message text leaks a programming error: ${m.text}`;
  }
  for (const [id, a] of Object.entries((s.actions ?? {}) as Record<string, Json>)) {
    if (!a || typeof a.enabled !== "boolean" || typeof a.reason !== "string" || typeof a.label !== "string")
      return `state.actions.${id} malformed`;
    if (!a.enabled && a.reason === "") return `state.actions.${id} disabled without a reason`;
    if (GARBLED.test(a.reason) || GARBLED.test(a.label))
      return `state.actions.${id} text leaks a programming error: ${a.label} / ${a.reason}`;
  }
  return notJson(s, "state");
}

export interface KindRunnerOptions {
  /** Known bugs the run avoids (KNOWN_BUGS of the kind's test file). */
  avoid?: ReadonlySet<string>;
  /** A replay: no invariant checked, no failure injected (invariant 6's clean run). */
  quiet?: boolean;
  /** Records or compares every answer and the workbook after every step (trail.ts). */
  trail?: AnswerTrail | null;
  /**
   * Which successful actions invariant 6 stops at each of their changes in turn: the first of each
   * function in the run ("run", the CI runs), in each spreadsheet ("world", the longer runs), or
   * none but those marked `sweep` (a replay).
   */
  sweep?: "run" | "world" | "none";
}

export class KindRunner {
  b!: LoadedBundle;
  now = START;
  /** The last state the sidebar got. */
  state: Json = null;
  /** The current world's steps (replayed for invariant 6). */
  log: KindOp[] = [];
  worldSteps = 0;
  readonly stats = new Map<string, number>();
  readonly avoid: ReadonlySet<string>;
  /** The last action refused (its function), null after a successful one: the generator reacts. */
  lastRefused: string | null = null;
  /** Scratch memory of the kind's generator (renamed tabs, forms…), reset with each world. */
  memo: Record<string, Json> = {};

  constructor(
    readonly spec: KindSpec,
    private readonly opts: KindRunnerOptions = {},
  ) {
    this.avoid = opts.avoid ?? new Set();
  }

  count(key: string, n = 1): void {
    this.stats.set(key, (this.stats.get(key) ?? 0) + n);
  }

  /** Milliseconds spent per part of the work (ARBITRE_RANDOM_DEBUG=1 lists them). */
  readonly time = new Map<string, number>();
  timed<T>(key: string, f: () => T): T {
    return timedInto(this.time, key, f);
  }

  apply(op: KindOp): void {
    if (op.op === "world") this.log = [];
    this.log.push(op);
    // an action takes a second at least: two actions never share a time (Undo's double-click guard)
    if (op.dt || op.op === "call") this.advance((op.dt ?? 0) + (op.op === "call" ? 1000 : 0));
    this.worldSteps++;
    switch (op.op) {
      case "world":
        this.newWorld(op);
        break;
      case "call":
        this.action(op);
        break;
      case "read":
        this.read(op.fn, op.req);
        break;
      case "submit":
        this.b.standin.submitForm(this.formId()!, op.answers, { at: new Date(this.now + (op.later ?? 0)) });
        this.count("reports sent from phones");
        this.edited();
        break;
      case "deleteForm":
        this.b.standin.deleteForm(this.formId()!);
        this.count("forms deleted in Drive");
        this.edited();
        break;
      default:
        this.perform(op);
        this.edited();
    }
    this.remember();
    if (this.opts.trail) {
      const p = this.print();
      this.opts.trail.book(p.tabs, p.props);
    }
    this.b.counter.reset();
    this.b.standin.logs.length = 0;
    this.b.standin.toasts.length = 0;
  }

  /** The organiser's input cells as typed (spec.inputs), when the sidebar last showed no error. */
  private lastGood: { tab: string; from: number; to: number; rows: unknown[][] }[] = [];

  /** Whether the sidebar shows an error (a cell to fix). */
  get broken(): boolean {
    return (this.state?.messages ?? []).some((m: Json) => m.level === "error");
  }

  private remember(): void {
    if (this.broken || this.opts.quiet) return;
    this.lastGood = this.spec.inputs(this).flatMap(({ tab, from, to }) => {
      const s = this.b.standin.book.sheetByName(tab);
      if (!s) return [];
      const rows: unknown[][] = [];
      for (let r = 2; r <= Math.max(2, s.lastRow()); r++) {
        const line: unknown[] = [];
        for (let c = from; c <= to; c++) {
          const cell = s.cell(r, c);
          const v = cell?.formula ?? cell?.value ?? "";
          line.push(typeof v === "string" && v !== "" && cell?.formula === undefined ? `'${v}` : v);
        }
        rows.push(line);
      }
      return [{ tab, from, to, rows }];
    });
  }

  /**
   * The organiser puts back the input cells as they were when the sidebar last showed no error
   * (what Ctrl+Z or version history does), rows left over blanked; null when nothing to put back.
   */
  repair(): KindOp | null {
    const cells: { at: string; rows: unknown[][] }[] = [];
    for (const g of this.lastGood) {
      const s = this.b.standin.book.sheetByName(g.tab);
      if (!s) continue;
      const rows = [...g.rows];
      while (rows.length < s.lastRow() - 1) rows.push(new Array(g.to - g.from + 1).fill(""));
      cells.push({ at: `${q(g.tab)}!${col(g.from - 1)}2`, rows });
    }
    if (cells.length === 0) return null;
    return {
      op: "type",
      ...cells[0]!,
      more: cells.slice(1),
      what: "input tabs put back as they last read fine",
    };
  }

  /** The newest form of the spreadsheet that is not deleted, or null. */
  formId(): string | null {
    const live = this.b.standin.forms().filter((f) => !f.deleted);
    return live.at(-1)?.id ?? null;
  }

  private advance(ms: number): void {
    this.now += ms;
    this.b?.standin.clock.set(new Date(this.now));
  }

  private newWorld(op: Extract<KindOp, { op: "world" }>): void {
    this.now = START;
    this.memo = {};
    if (this.opts.sweep === "world") this.swept.clear();
    this.b = this.timed("loadBundle", () => seededBundle(bundlePath(), op.locale, op.seed, () => this.now));
    this.worldSteps = 0;
    this.spec.setup(this, op);
    this.read("arbitreGetState", undefined, false);
    this.count(`worlds ${op.locale}`);
  }

  /** A hand edit, as the organiser makes it in the tab. */
  private perform(op: Extract<KindOp, { op: "type" | "insertRow" | "deleteRow" | "sort" | "rename" }>): void {
    const ss = this.b.standin.spreadsheet;
    const sheet = (tab: string) => {
      const s = ss.getSheetByName(tab);
      if (!s) throw new Error(`test: no tab ${tab}`);
      return s;
    };
    switch (op.op) {
      case "type":
        for (const m of [{ at: op.at, rows: op.rows }, ...(op.more ?? [])])
          this.b.standin.write(m.at, m.rows);
        break;
      case "insertRow":
        sheet(op.tab).insertRowBefore(op.before);
        break;
      case "deleteRow":
        sheet(op.tab).deleteRow(op.row);
        break;
      case "rename":
        sheet(op.tab).setName(op.to);
        break;
      case "sort": {
        // Data ▸ Sort range: values (and formulas, moved) by one column, blanks last
        const model = this.b.standin.book.sheetByName(op.tab)!;
        const shown = this.b.standin.values(`${q(op.tab)}!A${op.first}:${col(op.width - 1)}${op.last}`);
        const raw: unknown[][] = [];
        for (let r = op.first; r <= op.last; r++) {
          const line: unknown[] = [];
          for (let c = 1; c <= op.width; c++) {
            const cell = model.cell(r, c);
            line.push(
              cell?.formula ??
                (typeof cell?.value === "string" && cell.value !== ""
                  ? `'${cell.value}`
                  : (cell?.value ?? "")),
            );
          }
          raw.push(line);
        }
        this.b.standin.write(
          `${q(op.tab)}!A${op.first}`,
          sortOrder(shown, op.by, op.descending).map((from) => raw[from]!),
        );
        break;
      }
    }
  }

  /** After a hand edit the sidebar refreshes: its state must cope with whatever was typed. */
  private edited(): void {
    this.read("arbitreGetState", undefined, false);
  }

  invoke(fn: string, req?: unknown): Json {
    let a: Json;
    try {
      a = this.timed(fn, () => (req === undefined ? this.b.call(fn) : this.b.call(fn, req)));
    } catch (e) {
      throw new KindFailure("1 no internal error", thrownDetail(fn, e));
    }
    this.opts.trail?.answer(fn, req, a);
    if (!this.opts.quiet) {
      const bad = answerProblem(fn, a, stateProblem);
      if (bad) throw new KindFailure("1 no internal error", `${fn}: ${bad}`);
    }
    return a;
  }

  private read(fn: string, req?: Json, check = true): void {
    const before = check && !this.opts.quiet ? this.print() : null;
    const a = this.invoke(fn, req);
    if (before) this.unchanged(before, `${fn} is a read and wrote`);
    if (fn === "arbitreGetState") this.state = a;
    this.count(fn);
  }

  /** The whole spreadsheet as invariants 2, 3 and 6 compare it. */
  print(): Print {
    return this.timed("print", () => {
      const tabs = new Map<string, string>();
      for (const s of this.b.standin.book.sheets) tabs.set(s.name, tabPrint(s));
      return { tabs, props: new Map(this.b.standin.properties.document.data) };
    });
  }

  private unchanged(before: Print, what: string): void {
    const diff = printDiff(before, this.print());
    if (diff.length > 0)
      throw new KindFailure("2 a refusal writes nothing", `${what}\n    ${diff.join("\n    ")}`);
  }

  /** The organiser's input cells (spec.inputs), raw: "tab|row|col" → value or formula. */
  private inputCells(): Map<string, string> {
    const out = new Map<string, string>();
    for (const { tab, from, to } of this.spec.inputs(this)) {
      const s = this.b.standin.book.sheetByName(tab);
      if (!s) continue;
      for (let r = 2; r <= s.lastRow(); r++)
        for (let c = from; c <= to; c++) {
          const cell = s.cell(r, c);
          const v = canonical(cell?.formula) ?? cell?.value;
          if (v !== undefined && v !== "")
            out.set(`${tab}|${r}|${c}`, JSON.stringify([v, cell?.format ?? null]));
        }
    }
    return out;
  }

  private checkInputs(fn: string, before: Map<string, string>): void {
    const after = this.inputCells();
    for (const k of new Set([...before.keys(), ...after.keys()])) {
      if (before.get(k) === after.get(k)) continue;
      const [tab, row, c] = k.split("|") as [string, string, string];
      if (this.spec.mayWrite?.(fn, tab, Number(row), Number(c), this)) continue;
      throw new KindFailure(
        "4 what the organiser typed stays",
        `${fn} changed «\u00a0${tab}\u00a0»!${col(Number(c) - 1)}${row}: ${before.get(k) ?? "(blank)"} → ${after.get(k) ?? "(blank)"}`,
      );
    }
  }

  /** The request the sidebar's Undo button sends now. */
  undoRequest(): Json {
    const at = this.state?.lastAction?.at;
    return { eventId: this.state?.event?.id, ...(typeof at === "number" ? { at } : {}) };
  }

  private action(op: Extract<KindOp, { op: "call" }>): void {
    if (op.typed) {
      const t = op.typed;
      this.b.standin.runtime.interruptAt(1, () => this.b.standin.write(t.at, t.rows));
    }
    if (this.opts.quiet) {
      // the same calls as below, without the checks
      const lastBefore = this.state?.lastAction?.at;
      let a = this.invoke(op.fn, op.req);
      if (!a.ok && a.confirm && op.yes) a = this.invoke(op.fn, { ...op.req, confirm: true });
      this.state = a.state;
      if (this.typedAfter(op)) this.state = this.invoke("arbitreGetState", op.req?.eventId);
      const undoable = a.state?.lastAction && a.state.lastAction.at !== lastBefore;
      if (a.ok && op.undo && undoable) {
        let u = this.invoke("arbitreUndoLastAction", this.undoRequest());
        if (!u.ok && u.confirm)
          u = this.invoke("arbitreUndoLastAction", { ...this.undoRequest(), confirm: true });
        this.state = u.state;
      }
      return;
    }
    const before = this.print();
    const lastBefore = this.state?.lastAction?.at;
    const inputs = this.inputCells();
    const changes0 = this.b.counter.calls.filter((c) => c.change).length;
    let req = op.req;
    let a = this.invoke(op.fn, req);
    if (op.typed && !this.b.standin.runtime.pendingInterruption) this.checkTyped(op.fn, op.typed, inputs);
    if (!a.ok) {
      this.unchanged(before, `${op.fn} refused (${a.confirm ? "asks to confirm" : "error"}): ${a.error}`);
      this.count(`${op.fn} ${a.confirm ? "asks" : "refused"}`);
      if (process.env.ARBITRE_RANDOM_DEBUG)
        this.count(
          `  why: ${op.fn} ${String(a.error)
            .replace(/\d+/g, "N")
            .replace(/«\u00a0[^»]*\u00a0»/g, "«…»")
            .slice(0, 260)}`,
        );
      if (a.confirm && op.yes) {
        req = { ...op.req, confirm: true };
        a = this.invoke(op.fn, req);
        if (!a.ok) {
          this.unchanged(before, `${op.fn} confirmed, refused: ${a.error}`);
          this.count(`${op.fn} refused`);
        }
      }
    }
    this.state = a.state;
    this.lastRefused = a.ok ? null : op.fn;
    if (this.typedAfter(op)) {
      this.noteTyped(op.typed!, inputs);
      this.state = this.invoke("arbitreGetState", req?.eventId);
    }
    if (!a.ok) return;
    this.count(`${op.fn} ok`);
    if (op.fn !== "arbitreUndoLastAction") this.checkInputs(op.fn, inputs);
    if (this.spec.computes.includes(op.fn)) {
      this.timed("check 5", () => this.spec.check(this, op.fn));
      this.count(`checked 5 after ${op.fn}`);
    }
    const changes = this.b.counter.calls.filter((c) => c.change).length - changes0;
    // after a stop and a press again, Undo gives back what was there before the first press (as
    // invariant 3 compares it), for an action Undo takes back
    const undo: Omit<UndoCheck, "print"> | undefined =
      op.fn !== "arbitreUndoLastAction" && this.state?.lastAction && this.state.lastAction.at !== lastBefore
        ? { before, keep: this.undoKeep(op.fn) }
        : undefined;
    // each kind of action once (per run, or per spreadsheet in the long runs) stopped at each of its
    // changes in turn; besides, one stop at a random change per spreadsheet (each costs a replay)
    if (changes > 0 && (op.sweep || this.sweeps(op.fn))) {
      op.sweep = true;
      this.count(`changes of ${op.fn} each stopped, pressed again`);
      for (const n of stopPoints(changes, this.opts.sweep === "world" ? changes : CI_STOPS)) {
        const how = stopHow(n, this.sweepsDone);
        this.timed("check 6", () => this.failAndRetry(op, req, n, how, undo));
      }
      this.sweepsDone++;
    } else if (op.failAt !== undefined && changes > 0 && !this.memo.failed) {
      this.memo.failed = true;
      this.timed("check 6", () => this.failAndRetry(op, req, 1 + (op.failAt! % changes), "quota", undo));
    }
    if (op.undo) this.undoBack(op.fn, before, lastBefore);
  }

  /** Actions swept so far: their function names (per run; per spreadsheet with `sweep: "world"`). */
  private readonly swept = new Set<string>();
  /** Sweeps done (each write alternates a quota and a time-out, shifted by one at each sweep). */
  private sweepsDone = 0;

  /** Whether this successful action is the one of its kind to stop at each of its changes. */
  private sweeps(fn: string): boolean {
    if (this.opts.quiet || this.opts.sweep === "none" || this.swept.has(fn)) return false;
    // only early in a spreadsheet, where each stop's replay is short
    if (this.worldSteps > EARLY) return false;
    this.swept.add(fn);
    return true;
  }

  /** The organiser's typing of `op.typed`, when the action wrote nothing: done after it. */
  private typedAfter(op: Extract<KindOp, { op: "call" }>): boolean {
    if (!op.typed || !this.b.standin.runtime.pendingInterruption) return false;
    this.b.standin.runtime.interruptAt(null);
    this.b.standin.write(op.typed.at, op.typed.rows);
    return true;
  }

  /**
   * Invariant 4 for what the organiser typed while the action ran: it is still there after the
   * action (not overwritten with what the action read before); then it counts as typed before.
   */
  private checkTyped(
    fn: string,
    typed: { at: string; rows: unknown[][] },
    inputs: Map<string, string>,
  ): void {
    const now = this.b.standin.probe(typed.at);
    const want = typed.rows[0]![0];
    const held = now.formula !== "" ? now.formula : now.value;
    if (held !== want)
      throw new KindFailure(
        "4 what the organiser typed stays",
        `${fn}: the organiser typed ${JSON.stringify(want)} at ${typed.at} while it ran (after its read, before its first write); the cell now holds ${JSON.stringify(held)}`,
      );
    this.count(`typed while ${fn} ran, kept`);
    this.noteTyped(typed, inputs);
  }

  /** What the organiser typed is now one of the input cells as they were before the action. */
  private noteTyped(typed: { at: string; rows: unknown[][] }, inputs: Map<string, string>): void {
    const m = /^'((?:[^']|'')*)'!([A-Z]+)(\d+)$/.exec(typed.at)!;
    const c = m[2]!.split("").reduce((x, ch) => x * 26 + ch.charCodeAt(0) - 64, 0);
    const k = `${m[1]!.replace(/''/g, "'")}|${m[3]}|${c}`;
    const cell = this.b.standin.book.sheetByName(m[1]!.replace(/''/g, "'"))?.cell(Number(m[3]), c);
    const v = canonical(cell?.formula) ?? cell?.value;
    if (v === undefined || v === "") inputs.delete(k);
    else inputs.set(k, JSON.stringify([v, cell?.format ?? null]));
  }

  /**
   * Invariant 3: Undo last action, now, gives back every tab (the journal's aside) as it was
   * before `fn`: values with their types, formulas, number formats and data validation rules (a
   * checkbox or a rule the action laid, or one it found, is back as it was).
   */
  private undoBack(fn: string, before: Print, lastBefore: unknown): void {
    const last = this.state?.lastAction;
    if (!last || last.at === lastBefore) {
      this.count(`${fn} is not undoable`);
      return;
    }
    let u = this.invoke("arbitreUndoLastAction", this.undoRequest());
    if (!u.ok && u.confirm)
      u = this.invoke("arbitreUndoLastAction", { ...this.undoRequest(), confirm: true });
    this.state = u.state;
    if (!u.ok) {
      // an action that cannot be undone (Undo says why) is fine; one that can is checked below
      this.count(`undo after ${fn} refused`);
      return;
    }
    this.count(`undo after ${fn} ok`);
    const keep = this.undoKeep(fn);
    const diff = printDiff(keep(before), keep(this.print()), 6, false);
    if (diff.length > 0)
      throw new KindFailure("3 Undo restores", `Undo right after ${fn} left:\n    ${diff.join("\n    ")}`);
  }

  /** What invariant 3 compares of a spreadsheet, Undo right after `fn` (now). */
  private undoKeep(fn: string): (p: Print) => Print {
    const leaves = this.spec.undoLeaves?.(fn, this) ?? [];
    return (p: Print): Print => ({
      tabs: new Map(
        [...p.tabs]
          .filter(([k]) => !JOURNAL.test(k))
          .map(
            ([k, v]) =>
              [
                k,
                forUndo(
                  v,
                  leaves.filter((x) => x.tab === k),
                ),
              ] as const,
          ),
      ),
      props: new Map(),
    });
  }

  /**
   * Invariant 6: the world's steps replayed on a fresh runner up to this action, the action's write
   * number `n` made to fail, then the same request again: every tab (the journal's copies aside)
   * as this runner has them after the action done once.
   */
  private failAndRetry(
    op: Extract<KindOp, { op: "call" }>,
    req: Json,
    n: number,
    how: StopHow,
    undo?: Omit<UndoCheck, "print">,
  ): void {
    const twin = new KindRunner(this.spec, { avoid: this.avoid, quiet: true });
    for (const s of this.log.slice(0, -1)) twin.apply(s);
    twin.advance((op.dt ?? 0) + 1000);
    const invoke = (fn: string, r?: Json): Json => {
      const a = twin.invoke(fn, r);
      twin.state = fn === "arbitreGetState" ? a : a.state;
      return a;
    };
    const verdict = stopThenPressAgain(
      this.b,
      twin.b,
      invoke,
      op.fn,
      req,
      n,
      how,
      undo && { ...undo, print: () => twin.print() },
    );
    this.count(`stops at a change of ${op.fn}, pressed again`);
    if (verdict.undone) this.count(`stops at a change of ${op.fn}, pressed again, undone as before`);
    if (verdict.counted) this.count(verdict.counted);
    if (verdict.problem) throw new KindFailure("6 a failure and a retry end as a clean run", verdict.problem);
  }
}

export interface KindRunReport {
  steps: number;
  worlds: number;
  stats: Map<string, number>;
}

export class KindRunFailure extends Error {
  constructor(
    message: string,
    readonly ops: KindOp[],
  ) {
    super(message);
    this.name = "KindRunFailure";
  }
}

function describeOp(op: KindOp): string {
  const s = JSON.stringify(op);
  return s.length > 300 ? `${s.slice(0, 280)}…` : s;
}

/** `steps` steps from `seed`: a new world every `worldSteps` (± half) steps. */
export function kindRun(
  spec: KindSpec,
  o: {
    seed: number;
    steps: number;
    worldSteps: number;
    avoid?: ReadonlySet<string>;
    record?: KindOp[];
    sweep?: KindRunnerOptions["sweep"];
  },
): KindRunReport {
  const d = new Dice(createRng(o.seed));
  const trail = AnswerTrail.of(`${spec.kind}-${o.seed}-${o.steps}`);
  const runner = new KindRunner(spec, { avoid: o.avoid, trail, sweep: o.sweep ?? "run" });
  const recent: string[] = [];
  let worlds = 0;
  let budget = 0;
  for (let n = 1; n <= o.steps; n++) {
    const fresh = worlds === 0 || runner.worldSteps >= budget;
    const fix = !fresh && runner.broken && d.chance(0.3) ? runner.repair() : null;
    const op = fresh ? spec.world(d) : (fix ?? spec.next(d, runner));
    if (fresh) {
      worlds++;
      budget = Math.ceil(o.worldSteps / 2) + d.int(o.worldSteps);
    } else if (op.op !== "world" && d.chance(0.4) && op.op !== "submit") op.dt = d.between(1, 600) * 1000;
    o.record?.push(op);
    recent.push(`${n}: ${describeOp(op)}`);
    if (recent.length > 11) recent.shift();
    try {
      runner.apply(op);
    } catch (e) {
      const inv = e instanceof KindFailure ? e.invariant : "test or stand-in error";
      const detail = e instanceof KindFailure ? e.detail : String((e as Error)?.stack ?? e);
      throw new KindRunFailure(
        [
          `Random run (${spec.kind}) failed — invariant ${inv}`,
          `  seed ${o.seed}, step ${n} of ${o.steps} (step ${runner.worldSteps} of spreadsheet #${worlds})`,
          `  ${detail}`,
          "  the steps before (the last one failed):",
          ...recent.map((l) => `    ${l}`),
        ].join("\n"),
        [...runner.log],
      );
    }
  }
  trail?.close();
  if (process.env.ARBITRE_RANDOM_DEBUG)
    for (const [k, ms] of runner.time) runner.stats.set(`ms ${k}`, Math.round(ms));
  return { steps: o.steps, worlds, stats: runner.stats };
}

/** Replays a failure's steps (a "world" step first) on a fresh runner: the failure, or null. */
export function kindReplay(spec: KindSpec, ops: KindOp[], avoid?: ReadonlySet<string>): Error | null {
  const runner = new KindRunner(spec, { avoid, sweep: "none" });
  try {
    for (const op of ops) runner.apply(op);
  } catch (e) {
    return e as Error;
  }
  return null;
}
