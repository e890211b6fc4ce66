/**
 * Invariant 6 of every random run (kinds.ts and the Swiss run's runner.ts): an action stopped at one
 * of its changes (the stand-in's failChangeAt: a quota, or Apps Script's time limit), then pressed
 * again, ends as the same action done once: every tab's cells, formats, validations and charts, the
 * tabs' order, the stored settings (print.ts says what is left out of them); and Undo then gives
 * back the spreadsheet as it was before the first press.
 */
import type { LoadedBundle } from "../../../tools/standin/index";
import type { Json } from "./ops";
import {
  JOURNAL,
  KNOWN_STOP_GAPS,
  type Print,
  printDiff,
  sameDraws,
  settings,
  tabPrint,
  withoutStale,
} from "./print";

export type StopHow = "quota" | "timeout";

/** What went wrong, or null; `gap` when it is one of KNOWN_STOP_GAPS; `survey` under ARBITRE_RANDOM_STOPS=count. */
export interface StopVerdict {
  problem: string | null;
  /** A key to count under instead of failing. */
  counted: string | null;
  /** Undo was pressed after the press again and gave back the spreadsheet as before the first press. */
  undone?: true;
}

/** The workbook as invariant 6 compares it (the undo journal's tabs aside). */
function stopPrint(b: LoadedBundle, caught: boolean): Print {
  const tabs = new Map<string, string>();
  for (const s of b.standin.book.sheets) if (!JOURNAL.test(s.name)) tabs.set(s.name, tabPrint(s));
  const props = settings(new Map(b.standin.properties.document.data), b.standin.forms());
  return {
    tabs,
    props: new Map([...props].map(([k, v]) => [k, caught ? withoutStale(v) : v])),
  };
}

/**
 * Undo after the press again (the kinds' runs, for an action Undo can take back): the spreadsheet
 * as it was before the first press, compared as invariant 3 compares a clean press and its Undo.
 */
export interface UndoCheck {
  /** The spreadsheet before the action (the clean runner's: the same world). */
  before: Print;
  /** What invariant 3 compares of a spreadsheet. */
  keep: (p: Print) => Print;
  /** The twin's spreadsheet now. */
  print: () => Print;
}

/** Undo pressed on the twin after the press again: what differs from before the first press, or null. */
function undoneAsBefore(
  invoke: (fn: string, req?: Json) => Json,
  req: Json,
  again: Json,
  u: UndoCheck,
): string | null {
  const at = again?.state?.lastAction?.at;
  const request = {
    eventId: req?.eventId ?? again?.state?.event?.id,
    ...(typeof at === "number" ? { at } : {}),
  };
  const undone = invoke("arbitreUndoLastAction", request);
  if (!undone.ok)
    return undone.confirm
      ? `Undo asks what it does not ask right after a clean press: ${undone.error}`
      : `Undo was refused: ${undone.error}`;
  const diff = printDiff(u.keep(u.before), u.keep(u.print()), 6, false);
  return diff.length > 0
    ? `Undo does not give back the spreadsheet as it was before the first press (before → after Undo):\n    ${diff.join("\n    ")}`
    : null;
}

/**
 * On `twin` (the world replayed up to the action): the action stopped at its change `n`, the state
 * reloaded as the sidebar does, pressed again (unless it caught the stop and answered ok; a question
 * a clean press does not ask is answered yes and said); then compared with `clean`, the runner that
 * did the action once; with `undo`, Undo is then pressed on the twin and must give back the
 * spreadsheet as it was before the first press. `invoke` calls the twin's server as its runner does
 * (with its checks).
 */
export function stopThenPressAgain(
  clean: LoadedBundle,
  twin: LoadedBundle,
  invoke: (fn: string, req?: Json) => Json,
  fn: string,
  req: Json,
  n: number,
  how: StopHow,
  undo?: UndoCheck,
): StopVerdict {
  twin.standin.runtime.failChangeAt(n, how);
  let threw = "";
  let first: Json = null;
  const rewind = sameDraws(twin);
  try {
    first = twin.call(fn, req);
  } catch (e) {
    threw = String((e as Error)?.message);
  }
  rewind();
  const pending = twin.standin.runtime.pendingStop;
  const at = twin.standin.runtime.stoppedAt ?? "?";
  twin.standin.runtime.failChangeAt(null);
  if (pending !== null)
    throw new Error(`test: the replay of ${fn} made fewer than ${n} changes (${threw || "no throw"})`);
  if (threw !== "" && !/^(Service \w+ failed|Exceeded maximum execution time)/.test(threw))
    return {
      problem: `${fn} stopped at its change ${n} (${how}) threw something else: ${threw}`,
      counted: null,
    };
  invoke("arbitreGetState", req?.eventId);
  // an action that caught the stop itself answered ok (Google Forms not answering: the lists it
  // did not set are marked to be set again at the next refresh, the form's `stale`; a form made
  // half-way, to finish): the organiser presses again all the same, and a refusal then (done
  // already) is fine
  const caught = first?.ok === true;
  let again = invoke(fn, req);
  const asked = !again.ok && Boolean(again.confirm);
  const question = asked ? String(again.error) : "";
  if (asked) again = invoke(fn, { ...req, confirm: true });
  if (caught && !again.ok) again = first;
  const diff = printDiff(stopPrint(clean, caught), stopPrint(twin, caught), 6, true, true);
  const stop = `${fn}: stopped at its change ${n}, ${at} (${how === "quota" ? "a quota" : "the time limit"})`;
  if (again.ok && diff.length === 0 && !asked) {
    // the press again kept what was there before the first press for Undo
    const undone = undo ? undoneAsBefore(invoke, req, again, undo) : null;
    if (undone === null)
      return undo ? { problem: null, counted: null, undone: true } : { problem: null, counted: null };
    if (process.env.ARBITRE_RANDOM_STOPS === "count")
      return {
        problem: null,
        counted: `found: ${fn} (${how} at ${at}): undo: ${undone.replace(/\d+/g, "N").slice(0, 160)}`,
      };
    return { problem: `${stop}, pressed again, then undone: ${undone}`, counted: null };
  }
  const seen = { fn, at, diff, refused: again.ok ? null : String(again.error), asked };
  if (process.env.ARBITRE_RANDOM_STOPS === "count") {
    const what = asked
      ? `asks: ${question.slice(0, 100)}`
      : again.ok
        ? diff[0]!.replace(/\d+/g, "N").slice(0, 160)
        : `refused: ${String(again.error).slice(0, 120)}`;
    return { problem: null, counted: `found: ${fn} (${how} at ${at}): ${what}` };
  }
  const gap = KNOWN_STOP_GAPS.find(([, f]) => f(seen))?.[0];
  if (gap) return { problem: null, counted: `known gap: ${gap}` };
  if (asked)
    return {
      problem: `${stop}, the press again asks what a clean press does not: ${question}`,
      counted: null,
    };
  return {
    problem:
      `${stop}, the press again ${again.ok ? "succeeded" : `was refused: ${again.error}`}` +
      (diff.length > 0
        ? `; the spreadsheet differs from a clean press (clean → stopped and pressed again):\n    ${diff.join("\n    ")}`
        : ""),
    counted: null,
  };
}

/**
 * The changes a sweep stops at: every one, or at most `max` spread evenly from the first to the
 * last (the CI runs: a replay per change).
 */
export function stopPoints(changes: number, max: number): number[] {
  if (changes <= max) return Array.from({ length: changes }, (_, i) => i + 1);
  const out = new Set<number>();
  for (let i = 0; i < max; i++) out.add(1 + Math.round((i * (changes - 1)) / (max - 1)));
  return [...out];
}

/** The quota and the time limit alternate from one change to the next, shifted by one at each sweep. */
export function stopHow(n: number, sweeps: number): StopHow {
  return (n + sweeps) % 2 === 0 ? "quota" : "timeout";
}
