/**
 * The playground's server (playground/server.ts) holding the circuit bench's federation (47,880 results), without
 * a browser: the server started in-process on a free port, the tournaments and the results pasted through POST
 * /api/paste as the page sends a clipboard, then the requests the page and the sidebar make, each timed in CPU
 * (process.cpuUsage: the server runs in this process, so the machine's load does not count) and in wall time.
 *
 * Timed: the first window of the Results tab (GET /api/state, 120 rows × 40 columns, median of 5), its last
 * window, the sidebar's state (arbitreGetState through POST /run), Check and compute (arbitreAct computeCircuit),
 * the Ranking tab's first window after it, GET /api/modified after it.
 *
 * Target: a window of rows under 100 ms of CPU (a window probed each cell by an A1 string, which scanned every
 * row of the tab for its used size: about 200 ms for the Results tab). The bundle's own time (getState, Check and
 * compute) is the circuit bench's; it is printed here as the page waits for it.
 */

import { demoSpreadsheet } from "../playground/demo";
import { startPlayground } from "../playground/server";
import { ensureBuilt } from "../test/fixtures/build";
import { federationRows } from "../test/integration/circuit/federation";
import type { BenchLine, BenchReport } from "./lib";

const SIZE = { seasons: 10, tournaments: 40, players: 120, pool: 1200, absent: 3 };
/** Every action's result shown within 10 s, in the demo book as in an empty one. */
const ACTION_TARGET = 10_000;

/** A request to the server, its CPU and wall milliseconds and its answer. */
async function timed(url: string, body?: unknown): Promise<{ cpu: number; wall: number; text: string }> {
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  const res = await fetch(url, {
    // a fresh connection each time: an idle kept-alive one may be closed by the server under the request
    headers: { connection: "close", ...(body === undefined ? {} : { "content-type": "application/json" }) },
    ...(body === undefined ? {} : { method: "POST", body: JSON.stringify(body) }),
  });
  const text = await res.text();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(c0);
  if (!res.ok) throw new Error(`${url}: ${res.status} ${text.slice(0, 200)}`);
  return { cpu: (cpu.user + cpu.system) / 1000, wall, text };
}

/** Cells as the page sends a pasted block: text, dates as fr_FR shows them. */
function typed(rows: unknown[][]): string[][] {
  return rows.map((r) =>
    r.map((v) =>
      typeof v === "string" && /^\d{4}-\d{2}-\d{2}$/.test(v) ? v.split("-").reverse().join("/") : String(v),
    ),
  );
}

/** One book's season: the circuit made, its tabs pasted, then the page's and the sidebar's requests, timed. */
async function season(
  book: "empty" | "demo",
  rows: ReturnType<typeof federationRows>,
  lastYear: number,
): Promise<BenchLine[]> {
  const p = await startPlayground({
    port: 0,
    // the demo book holds formulas: the stand-in mirrors it in HyperFormula from the start
    demo:
      book === "demo"
        ? demoSpreadsheet("fr_FR")
        : {
            name: "Fédération",
            locale: "fr_FR",
            timeZone: "Europe/Paris",
            sheets: [{ name: "Feuille 1", rows: [] }],
          },
    log: () => {},
  });
  const lines: BenchLine[] = [];
  const prefix = book === "demo" ? "demo book" : "empty book";
  const line = (label: string, t: { cpu: number; wall: number }, target?: number): void => {
    lines.push({
      label: `${prefix}: ${label} (CPU)`,
      value: t.cpu,
      unit: "ms",
      ...(target ? { target } : {}),
      digits: 0,
    });
    lines.push({ label: `${prefix}: ${label} (wall)`, value: t.wall, unit: "ms", digits: 0 });
  };
  try {
    const b = p.bundle();
    const created = b.call("arbitreCreateEvent", {
      system: "circuit-masters",
      name: "Circuit fédéral",
      date: `${lastYear - SIZE.seasons + 1}-01-01`,
    }) as { ok: boolean; error?: string };
    if (!created.ok) throw new Error(created.error);
    const st = b.call("arbitreGetState") as {
      event: { id: string };
      circuit: { tabs: Record<string, string> };
    };
    const { tabs } = st.circuit;
    const eventId = st.event.id;
    const paste = async (sheet: string, cells: unknown[][]) =>
      timed(`${p.url}/api/paste`, { sheet, row: 2, col: 1, rows: typed(cells) });
    line("paste 400 tournaments", await paste(tabs.tournaments!, rows.tournaments));
    line(`paste ${rows.results.length} results`, await paste(tabs.results!, rows.results));
    const window = (sheet: string, from = 1) =>
      `${p.url}/api/state?sheet=${encodeURIComponent(sheet)}&from=${from}&rows=120&col=1&cols=40`;
    /** The median of 5 requests of a window (the first after a big action pays for a garbage collection). */
    const windowOf = async (sheet: string) => {
      const times: { cpu: number; wall: number }[] = [];
      for (let i = 0; i < 5; i++) times.push(await timed(window(sheet)));
      const median = (k: "cpu" | "wall") => times.map((t) => t[k]).sort((a, b) => a - b)[2]!;
      return { cpu: median("cpu"), wall: median("wall") };
    };
    line("Results tab, first window (median of 5)", await windowOf(tabs.results!), 100);
    line("Results tab, last window", await timed(window(tabs.results!, rows.results.length - 60)), 100);
    line(
      "sidebar state (arbitreGetState)",
      await timed(`${p.url}/run`, { name: "arbitreGetState", args: [eventId] }),
    );
    /** An action through POST /run, as the sidebar sends it; refused or failed stops the bench. */
    const act = async (label: string, action: string, req: Record<string, unknown>) => {
      const t = await timed(`${p.url}/run`, { name: "arbitreAct", args: [action, { eventId, ...req }] });
      const answer = JSON.parse(t.text) as { ok: boolean; value?: { ok: boolean; error?: string } };
      if (!answer.ok || !answer.value?.ok) throw new Error(`${label}: ${t.text.slice(0, 300)}`);
      // the page asks for the window in sight once the sidebar has answered: the action is shown then
      const shown = await timed(window(tabs.ranking!));
      line(label, t, ACTION_TARGET);
      line(
        `${label}, then the Ranking window`,
        { cpu: t.cpu + shown.cpu, wall: t.wall + shown.wall },
        ACTION_TARGET,
      );
    };
    await act("Check and compute, latest", "computeCircuit", { asOf: "" });
    line("Ranking tab, first window after it (median of 5)", await windowOf(tabs.ranking!), 100);
    await act("Check and compute at a past date", "computeCircuit", { asOf: `${lastYear - 4}-06-30` });
    await act("Undo", "undoLastAction", {});
    line("GET /api/modified after it", await timed(`${p.url}/api/modified`));
  } finally {
    await p.close();
  }
  return lines;
}

export async function run(): Promise<BenchReport> {
  ensureBuilt();
  const lastYear = new Date().getUTCFullYear() - 1;
  const rows = federationRows(SIZE, lastYear, "fr");
  const only = process.env.ARBITRE_BENCH_BOOK;
  const lines: BenchLine[] = [];
  for (const book of ["empty", "demo"] as const)
    if (!only || only === book) lines.push(...(await season(book, rows, lastYear)));
  return {
    title: `The playground's server holding a federation's circuit (${rows.results.length} results), in an empty book and in the demo book`,
    lines,
    notes: [
      "CPU: this process's (server and client); wall: with the machine's load",
      "getState and Check and compute are the bundle's time (see the circuit bench), plus HyperFormula's in the demo book",
      `an action's target: its answer and the Ranking window after it under ${ACTION_TARGET / 1000} s of CPU`,
    ],
  };
}
