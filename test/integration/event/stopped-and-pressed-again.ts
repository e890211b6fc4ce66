/**
 * An action stopped at each of its changes in turn (the stand-in's failChangeAt: a quota or the time
 * limit), then pressed again as the organiser would: what the spreadsheet becomes, to compare with
 * the same action pressed once. The undo record (its time) is left out of the comparison.
 */
import vm from "node:vm";
import { expect } from "vitest";
import { createRng } from "../../../src/engine/core/random";
import { sameDraws } from "../random-run/print";
import type { Event, Json } from "./helpers";

/** A spreadsheet with the bundle: a Swiss event, a league, a circuit, a Tarot club. */
export type Book = Pick<Event, "b" | "call">;

/** The bundle's Math.random seeded and its clock stopped (from now on): each setup is the same. */
export function seeded<B extends Book>(ev: B, seed = 7): B {
  const ctx = ev.b.context as Record<string, unknown>;
  ctx.__testRandom = createRng(seed);
  const now = Date.parse("2025-11-14T10:00:00Z");
  ctx.__testNow = () => now;
  vm.runInContext(
    "Math.random = function () { return __testRandom(); }; Date.now = function () { return __testNow(); };",
    ev.b.context,
  );
  return ev;
}

/** A rule's range (requireValueInRange) as its tab and A1 notation: the range object refers back to the book. */
function ranges(_k: string, v: unknown): unknown {
  return v !== null && typeof v === "object" && "getA1Notation" in v && "getSheet" in v
    ? `${(v as { getSheet(): { getName(): string } }).getSheet().getName()}!${(v as { getA1Notation(): string }).getA1Notation()}`
    : v;
}

/**
 * Every tab's cells (values, formulas, number formats, validations; the undo journal's tabs left
 * out), the tabs' order and the document properties, the event's undo record left out.
 */
export function endState(ev: Book): string {
  const sheets = ev.b.standin.book.sheets
    .filter((s) => !s.name.startsWith("Arbitre —"))
    .map((s) => ({
      name: s.name,
      rows: s.rows.map((row) =>
        row?.map((c) => (c ? { v: c.value, f: c.formula, n: c.format, d: c.validation } : null)),
      ),
    }));
  const props = [...ev.b.standin.properties.document.data.entries()].map(([k, v]) => {
    try {
      const parsed = JSON.parse(String(v)) as Record<string, unknown>;
      if (parsed && typeof parsed === "object" && "undo" in parsed) delete parsed.undo;
      return [k, JSON.stringify(parsed)];
    } catch {
      return [k, v];
    }
  });
  return JSON.stringify({ sheets, props }, ranges);
}

export interface PressedAgain {
  /** The call where the press stopped ("Range.setValues"). */
  at: string;
  /** The press again's answer (after a question, when it asked one). */
  again: Json;
  /** The question the press again asked, or "". */
  asked: string;
  state: string;
}

/**
 * `setup()` builds the event up to the action; the action `fn(req)` is stopped at its change `n`
 * (`how`), the state read as the sidebar does, and the action pressed again; null when the action
 * makes fewer than `n` changes.
 */
export function stopThenPressAgain(
  setup: () => Book,
  fn: string,
  req: Json,
  n: number,
  how: "quota" | "timeout",
): PressedAgain | null {
  return stopThenPressAgainOn(setup(), fn, req, n, how);
}

/**
 * stopThenPressAgain on a spreadsheet already set up (left as the press again leaves it); with
 * `rewind`, the press again draws what the stopped press drew (the bundle seeded: the same pairing).
 */
function stopThenPressAgainOn(
  ev: Book,
  fn: string,
  req: Json,
  n: number,
  how: "quota" | "timeout",
  rewind = false,
): PressedAgain | null {
  ev.b.standin.runtime.failChangeAt(n, how);
  let first: Json = null;
  const rewound = rewind ? sameDraws(ev.b) : () => {};
  try {
    first = ev.call(fn, req);
  } catch (e) {
    expect(String((e as Error).message)).toMatch(/^(Service \w+ failed|Exceeded maximum execution time)/);
  }
  rewound();
  const pending = ev.b.standin.runtime.pendingStop;
  const at = ev.b.standin.runtime.stoppedAt ?? "?";
  ev.b.standin.runtime.failChangeAt(null);
  if (pending !== null) return null;
  expect(first?.ok ?? false, `${fn} stopped at its change ${n}`).toBe(false);
  const read = ev.call("arbitreGetState");
  expect(read.error, `${fn} stopped at its change ${n}: the state reads`).toBeUndefined();
  let again = ev.call(fn, req);
  const asked = !again.ok && again.confirm ? String(again.error) : "";
  if (asked) again = ev.call(fn, { ...req, confirm: true });
  return { at, again, asked, state: endState(ev) };
}

/** The action stopped at each of its changes, a quota then the time limit: each press again as a clean press. */
export function expectEveryStopEndsClean(setup: () => Book, fn: string, req: Json): number {
  const clean = setup();
  const once = clean.call(fn, req);
  expect(once.ok, String(once.error)).toBe(true);
  return everyStopEndsAs(setup, fn, req, endState(clean), false);
}

/**
 * The action stopped at its change 1, 2, … (a quota, then the time limit) on a spreadsheet set up
 * anew each time and pressed again: it asks nothing and ends as `want`; `then` checks more on that
 * spreadsheet. Returns the number of changes of a clean press. `rewind`: as stopThenPressAgainOn.
 */
function everyStopEndsAs(
  setup: () => Book,
  fn: string,
  req: Json,
  want: string,
  rewind: boolean,
  then?: (ev: Book, where: string) => void,
): number {
  let n = 1;
  for (; ; n++) {
    let made = false;
    for (const how of ["quota", "timeout"] as const) {
      const ev = setup();
      const r = stopThenPressAgainOn(ev, fn, req, n, how, rewind);
      if (!r) continue;
      made = true;
      const where = `${fn} stopped at its change ${n} (${how}, ${r.at})`;
      expect(r.again.error, where).toBeUndefined();
      expect(r.asked, where).toBe("");
      expect(r.state, where).toBe(want);
      then?.(ev, where);
    }
    if (!made) break;
  }
  return n - 1;
}

/** What Undo last action does right after: its answer (done, or the question it asks) and the spreadsheet after it. */
export interface UndoneAfter {
  /** The sidebar's last action before Undo (its label). */
  last: string;
  /** Done, or the question Undo asks (then answered yes). */
  answer: string;
  state: string;
}

/** Undo last action pressed as the sidebar does (the record's time), a question answered yes. */
export function undoAfter(ev: Book): UndoneAfter {
  const st = ev.call("arbitreGetState");
  const at = st?.lastAction?.at;
  const req = typeof at === "number" ? { at } : {};
  let r = ev.call("arbitreUndoLastAction", req);
  const answer = r.ok ? "done" : r.confirm ? `asks: ${r.error}` : `refused: ${r.error}`;
  if (!r.ok && r.confirm) r = ev.call("arbitreUndoLastAction", { ...req, confirm: true });
  return { last: String(st?.lastAction?.label ?? ""), answer, state: endState(ev) };
}

/**
 * The action stopped at each of its changes (a quota then the time limit), pressed again, then
 * undone: the press again as a clean press, and Undo after it as Undo after a clean press (the
 * same last action, the same question or none, the spreadsheet it gives back). Returns the number
 * of changes of a clean press.
 */
export function expectEveryStopEndsCleanAndUndoesAsClean(setup: () => Book, fn: string, req: Json): number {
  const clean = setup();
  const once = clean.call(fn, req);
  expect(once.ok, String(once.error)).toBe(true);
  const want = endState(clean);
  const undone = undoAfter(clean);
  return everyStopEndsAs(setup, fn, req, want, true, (ev, where) => {
    const u = undoAfter(ev);
    expect({ last: u.last, answer: u.answer }, `${where}, then undone`).toEqual({
      last: undone.last,
      answer: undone.answer,
    });
    expect(u.state, `${where}, then undone`).toBe(undone.state);
  });
}
