/**
 * The sidebar's buttons against their actions, for any kind: a button is disabled exactly when its
 * action, called anyway, is refused; then the refusal is the button's reason, word for word (or,
 * for a list of problems, the list whose first one the button names), and nothing is written (tabs, validations, the event store). An enabled button's action is done, on a
 * fresh copy of the same state (each action changes what the next one would find).
 */
import { expect } from "vitest";
import type { LoadedBundle } from "../../tools/standin/index";

// biome-ignore lint/suspicious/noExplicitAny: answers are plain JSON from the bundle.
type Json = any;

export interface Subject {
  b: LoadedBundle;
  call(name: string, ...args: unknown[]): Json;
}

/** A button's action: the server function and its request. */
export type Actions = Record<string, [string, unknown]>;

export interface Button {
  enabled: boolean;
  reason: string;
}

/** Every tab's cells (values, formulas, validations) and the event store. */
export function snapshot(b: LoadedBundle): string {
  const sheets = b.standin.book.sheets.map((s) => ({
    name: s.name,
    maxRows: s.maxRows,
    rows: s.rows.map((row) => row?.map((c) => (c ? { v: c.value, f: c.formula, d: c.validation } : null))),
  }));
  // a rule's range (a value in a range) said by its A1 notation
  const ranges = (_k: string, v: unknown) =>
    v !== null && typeof v === "object" && "getA1Notation" in v
      ? (v as { getA1Notation(): string }).getA1Notation()
      : v;
  return JSON.stringify({ sheets, props: [...b.standin.properties.document.data.entries()] }, ranges);
}

/** Renames a tab by hand (as an organiser would), so that the event no longer finds it. */
export function renameTab(s: Subject, tab: string, to = `${tab} (ancien)`): void {
  const sheet = s.b.standin.spreadsheet.getSheetByName(tab);
  if (!sheet) throw new Error(`no tab ${tab}`);
  sheet.setName(to);
}

/**
 * Checks every action of `actions` in the state `make()` builds (a new one for each action done),
 * and answers the buttons as the sidebar showed them.
 */
export function buttonsAgree(make: () => Subject, actions: Actions): Record<string, Button> {
  const s = make();
  const state = s.call("arbitreGetState");
  const out: Record<string, Button> = {};
  for (const [id, [fn, req]] of Object.entries(actions)) {
    const button = state.actions[id] as Button | undefined;
    expect(button, `button ${id}`).toBeDefined();
    out[id] = { enabled: button!.enabled, reason: button!.reason };
    if (button!.enabled) {
      const r = make().call(fn, req);
      expect(r.ok, `${id} is enabled but refused: ${r.error}`).toBe(true);
      continue;
    }
    expect(button!.reason, `${id} is disabled without a reason`).not.toBe("");
    const before = snapshot(s.b);
    const r = s.call(fn, req);
    expect(r.ok, `${id} is disabled (${button!.reason}) but was done`).toBe(false);
    if (r.error !== button!.reason) {
      // a list of problems: the button says the first one ("fix this first: …"), the action lists them all
      const first = (/^[^:]*:\s(.*)$/s.exec(button!.reason)?.[1] ?? button!.reason).replace(
        / \((?:et|and) \d+ (?:autre|more).*\)$/,
        "",
      );
      expect(r.error, `${id}: the action's refusal is the button's reason`).toContain(`• ${first}`);
    }
    expect(snapshot(s.b) === before, `${id} refused but wrote`).toBe(true);
  }
  return out;
}
