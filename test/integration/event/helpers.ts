/** Helpers for the event tests: a bundle in the stand-in, players, results typed as players would. */

import { type LoadedBundle, loadBundle } from "../../../tools/standin/index";

// biome-ignore lint/suspicious/noExplicitAny: answers are plain JSON from the bundle.
export type Json = any;

export interface Event {
  b: LoadedBundle;
  call(name: string, ...args: unknown[]): Json;
  state(): Json;
}

export function newEvent(opts: {
  system: "confrerie" | "dust";
  players: number;
  locale?: string;
  topCut?: 0 | 2 | 4 | 8;
  name?: string;
  timeZone?: string;
}): Event {
  const b = loadBundle("build/Code.js", {
    locale: opts.locale ?? "fr_FR",
    ...(opts.timeZone ? { timeZone: opts.timeZone } : {}),
  });
  const call = (name: string, ...args: unknown[]) => b.call(name, ...args) as Json;
  const r = call("arbitreCreateEvent", {
    system: opts.system,
    name: opts.name ?? "Open",
    date: "2025-11-14",
    topCut: opts.topCut ?? 0,
  });
  if (!r.ok) throw new Error(r.error);
  const tab = r.state.event.tabs.players;
  // Nom, Club, Classement, then (Dust Tactics) Points d'armée: the Players columns of the system
  const rows: unknown[][] = [];
  for (let i = 1; i <= opts.players; i++) {
    const row: unknown[] = [`Joueur ${String(i).padStart(4, "0")}`, `Club ${i % 7}`, 1500 + i];
    if (opts.system === "dust") row.push(250 + (i % 50));
    rows.push(row);
  }
  if (rows.length > 0) b.standin.write(`'${tab}'!A2`, rows);
  return { b, call, state: () => call("arbitreGetState") };
}

/** The Players tab's Status column ("Statut"): D for La Confrérie, E after Dust's army points. */
export function statusColumn(system: "confrerie" | "dust"): string {
  return system === "dust" ? "E" : "D";
}

/** Every cell, validation, protection and property of the spreadsheet, as a string. */
export function snapshot(b: LoadedBundle): string {
  const book = b.standin.book;
  const sheets = book.sheets.map((s) => ({
    name: s.name,
    maxRows: s.maxRows,
    rows: s.rows.map((row) => row?.map((c) => (c ? { v: c.value, f: c.formula, d: c.validation } : null))),
  }));
  // a rule's range (requireValueInRange) as its tab and A1 notation: the range object refers back to the book
  const ranges = (_k: string, v: unknown) =>
    v !== null && typeof v === "object" && "getA1Notation" in v && "getSheet" in v
      ? `${(v as { getSheet(): { getName(): string } }).getSheet().getName()}!${(v as { getA1Notation(): string }).getA1Notation()}`
      : v;
  return JSON.stringify({ sheets, props: [...b.standin.properties.document.data.entries()] }, ranges);
}

/** Every tab's cells (values, formulas, validations), empty cells as "" — document properties left out. */
export function tabs(ev: Event, only?: string[]): string {
  const out: { name: string; rows: string[][] }[] = [];
  for (const sheet of ev.b.standin.book.sheets) {
    if (sheet.name.startsWith("Arbitre —") || (only && !only.includes(sheet.name))) continue;
    const rows: string[][] = [];
    for (let r = 0; r < sheet.rows.length; r++) {
      const src = sheet.rows[r] ?? [];
      const row: string[] = [];
      for (let c = 0; c < src.length; c++) {
        const cell = src[c];
        const empty =
          !cell ||
          ((cell.value === "" || cell.value === undefined || cell.value === null) &&
            !cell.formula &&
            !cell.validation);
        row.push(empty ? "" : JSON.stringify([cell.value, cell.formula, cell.validation]));
      }
      while (row.length > 0 && row[row.length - 1] === "") row.pop();
      rows.push(row);
    }
    while (rows.length > 0 && rows[rows.length - 1]!.length === 0) rows.pop();
    out.push({ name: sheet.name, rows });
  }
  return JSON.stringify(out);
}

/**
 * Enters the results of the current round's games as the players would (uncounted writes): the
 * winner (the lower-numbered name, or `pick`) reports and the loser confirms (Confrérie); both
 * scores and army points left (Dust). Words in the event's language, whatever the locale now.
 */
export function enterResults(
  ev: Event,
  opts: { skipTables?: number[]; pick?: (a: string, b: string) => "a" | "b" | "draw" } = {},
): void {
  const st = ev.state();
  const tabs = st.event.tabs;
  const inTop = st.progress.phase === "topcut";
  const tab = inTop ? tabs.topCut : tabs.rounds;
  const dust = st.event.system === "dust" && !inTop;
  // the event's words (fixed at creation), not the sidebar's language of the moment
  const yes = st.event.codes.win === "V" ? "Oui" : "Yes";
  for (const g of st.progress.tables) {
    if (g.b === "" || opts.skipTables?.includes(g.table)) continue;
    const who = opts.pick ? opts.pick(g.a, g.b) : g.a < g.b ? "a" : "b";
    if (dust) {
      const [sa, sb] = who === "a" ? [3, 1] : who === "b" ? [1, 3] : [2, 2];
      ev.b.standin.write(`'${tab}'!G${g.row}`, [[100 + (g.table % 50), 90]]);
      ev.b.standin.write(`'${tab}'!J${g.row}`, [[sa, sb]]);
    } else {
      const winner = who === "b" ? g.b : g.a;
      ev.b.standin.write(`'${tab}'!H${g.row}`, [[/^[=+\-@]/.test(winner) ? `'${winner}` : winner, yes]]);
    }
  }
}
