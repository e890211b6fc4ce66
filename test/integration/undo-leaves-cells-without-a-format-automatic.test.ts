/**
 * A cell that had no number format before an action has none after its Undo: Undo gives it Sheets'
 * automatic format back ("General" written, read as « 0.############### »), not the custom pattern
 * « 0.############### », under which a percentage or a date typed later would show as a bare number.
 */
import { describe, expect, it } from "vitest";
import type { LoadedBundle } from "../../tools/standin/index";
import { newFederation } from "./circuit/federation";
import { newLeague } from "./league/helpers";
import { newClub } from "./tarot/club";

// biome-ignore lint/suspicious/noExplicitAny: answers are plain JSON from the bundle.
type Json = any;

/**
 * The visible tabs' cells with a number format of their own (uncounted, the stand-in's model), but
 * those of `skip` (the Tarot's Deals tab, whose computed columns Undo leaves as they are).
 */
function formatted(b: LoadedBundle, skip: string[]): string[] {
  const out: string[] = [];
  for (const sheet of b.standin.book.sheets)
    if (!sheet.hidden && !skip.includes(sheet.name))
      sheet.rows.forEach((row, r) => {
        row?.forEach((cell, c) => {
          if (cell?.format !== undefined) out.push(`${sheet.name}!R${r + 1}C${c + 1} ${cell.format}`);
        });
      });
  return out;
}

function undone(
  x: { b: LoadedBundle; call(n: string, ...a: unknown[]): Json },
  action: string,
  skip: string[] = [],
): void {
  const before = formatted(x.b, skip);
  const r = x.call(action, {});
  expect(r.ok, r.error).toBe(true);
  const u = x.call("arbitreUndoLastAction", { confirm: true });
  expect(u.ok, u.error).toBe(true);
  expect({ action, formatted: formatted(x.b, skip) }).toEqual({ action, formatted: before });
}

describe("Undo gives cells without a format the automatic format back", () => {
  it("league Generate calendar and Update; a percentage typed afterwards shows as one", () => {
    const l = newLeague();
    undone(l, "arbitreGenerateCalendar");
    expect(l.call("arbitreGenerateCalendar", {}).ok).toBe(true);
    undone(l, "arbitreUpdateLeague");
    // a cell of the Calendar's block put back by Undo, typed in by the organiser
    l.b.standin.type(`'${l.tabs.calendar}'!B2`, "12,5 %");
    expect(l.b.standin.probe(`'${l.tabs.calendar}'!B2`).display).toBe("12,50%");
  });

  it("circuit Check and compute and Publish", () => {
    const f = newFederation({ seasons: 1, tournaments: 3, players: 12, pool: 30 });
    undone(f, "arbitreComputeCircuit");
    expect(f.call("arbitreComputeCircuit", {}).ok).toBe(true);
    undone(f, "arbitrePublish");
  });

  it("Tarot Check and compute and Publish", () => {
    const c = newClub({ players: 6, tournaments: 2, deals: 4, first: "2026-01-07" });
    undone(c, "arbitreComputeTarot", [c.tabs.deals!]);
    expect(c.call("arbitreComputeTarot", {}).ok).toBe(true);
    undone(c, "arbitrePublish", [c.tabs.deals!]);
  });
});
