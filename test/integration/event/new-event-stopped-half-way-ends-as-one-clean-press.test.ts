/**
 * New event stopped half-way (a quota or Apps Script's time limit) at any of its changes, then
 * pressed again: the spreadsheet ends as one clean press leaves it. Its tabs are made again from
 * nothing rather than a second set « … (2) » beside the first; the tabs the stopped press half made
 * (validations, formats, protections unfinished) do not stay. The same for the first event of a
 * spreadsheet and for another one, for every kind.
 */
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { createRng } from "../../../src/engine/core/random";
import { type LoadedBundle, loadBundle } from "../../../tools/standin/index";
import { tabPrint } from "../random-run/print";

const NOW = Date.parse("2027-01-10T10:00:00Z");

/** A bundle whose random draws and clock are fixed: a press again draws what a clean press draws. */
function bundle(): LoadedBundle {
  const b = loadBundle("build/Code.js", { locale: "fr_FR", now: new Date(NOW) });
  const ctx = b.context as Record<string, unknown>;
  ctx.__testRandom = createRng(7);
  ctx.__testNow = () => NOW;
  vm.runInContext(
    "Math.random = function () { return __testRandom(); }; Date.now = function () { return __testNow(); };",
    b.context,
  );
  return b;
}

function rewind(b: LoadedBundle): void {
  (b.context as Record<string, unknown>).__testRandom = createRng(7);
}

/**
 * Every tab in order (its cells as the random runs compare them: values, formulas, number formats,
 * validations; and its widths, frozen rows, hidden or not, row colours), the protections, the named
 * ranges and the document properties.
 */
function print(b: LoadedBundle): string {
  const book = b.standin.book;
  const tabs = book.sheets.map((s) => ({
    name: s.name,
    hidden: s.hidden,
    frozen: [s.frozenRows, s.frozenColumns],
    widths: [...s.columnWidths.entries()],
    cells: tabPrint(s),
    rules: s.conditionalRules.length,
  }));
  // as the spreadsheet lists them: a deleted tab's protections are gone with it
  const protections = book.protections
    .filter((p) => !p.removed && book.sheets.includes(p.sheet))
    .map((p) => JSON.stringify(p, (k, v) => (k === "sheet" ? undefined : v)));
  return JSON.stringify({
    tabs,
    protections,
    named: [...book.namedRanges.keys()].sort(),
    props: [...b.standin.properties.document.data.entries()],
  });
}

const KINDS = [
  { system: "confrerie", name: "Open" },
  { system: "league-kow", name: "Inter-clubs" },
  { system: "tarot-duplicate", name: "Tarot du jeudi" },
  { system: "circuit-masters", name: "Masters 2027" },
];

/** A spreadsheet with nothing yet, or with a Swiss event already (`another`). */
function start(another: boolean): LoadedBundle {
  const b = bundle();
  if (another) {
    const r = b.call("arbitreCreateEvent", { system: "dust", name: "Ligue", date: "2027-01-03" }) as {
      ok: boolean;
    };
    if (!r.ok) throw new Error("test: the first event could not be created");
  }
  rewind(b);
  return b;
}

describe("New event stopped half-way and pressed again ends as one clean press", () => {
  for (const another of [false, true])
    for (const kind of KINDS)
      it(`${kind.system}${another ? ", another event" : ""}: stopped at each change, by a quota or the time limit`, () => {
        const req = { system: kind.system, name: kind.name, date: "2027-01-10", another };
        const clean = start(another);
        const changes0 = clean.counter.calls.filter((c) => c.change).length;
        expect((clean.call("arbitreCreateEvent", req) as { ok: boolean }).ok).toBe(true);
        const changes = clean.counter.calls.filter((c) => c.change).length - changes0;
        const want = print(clean);
        expect(changes).toBeGreaterThan(5);
        const stops = [...new Set([1, 2, 3, Math.floor(changes / 2), changes - 1, changes])];
        for (const n of stops)
          for (const how of ["quota", "timeout"] as const) {
            const b = start(another);
            b.standin.runtime.failChangeAt(n, how);
            let threw = "";
            try {
              b.call("arbitreCreateEvent", req);
            } catch (e) {
              threw = String((e as Error).message);
            }
            const at = b.standin.runtime.stoppedAt;
            b.standin.runtime.failChangeAt(null);
            expect(threw, `change ${n} (${how})`).toMatch(
              /^(Service \w+ failed|Exceeded maximum execution time)/,
            );
            b.call("arbitreGetState");
            rewind(b);
            const again = b.call("arbitreCreateEvent", req) as { ok: boolean; error?: string };
            expect(again.ok, `change ${n} (${how}, ${at}): ${again.error}`).toBe(true);
            expect(print(b), `change ${n} (${how}, ${at})`).toBe(want);
          }
      });
});
