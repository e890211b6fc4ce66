/**
 * Contents of the generated tabs (pure 2-D arrays): pairings by name, match slips, the Public tab,
 * and the padding that lets a smaller rewrite clear what a bigger one left, in the same write.
 *
 * Every text is the event's language (`EventLang`, fixed at creation) from src/i18n/event.ts, so
 * that what is written into the tabs does not change with the spreadsheet locale of the moment.
 */

import type { Lang, SwissSystemId } from "../../../contract/index";
import { foldWord } from "../../../engine/core/names";
import type { StandingRow, StandingsSystem } from "../../../engine/standings/standings";
import { swissSystem } from "../../../engine/swiss/systems/index";
import { type MessageKey, t } from "../../../i18n/index";
import { STANDINGS } from "../../functions/index";
import type { Row } from "../../gateway/index";
import type { GameRow, PairedGame } from "./read/index";
import { asText, type EventLang, fitWidths, WORDS } from "./schema";

export { pad, type Row } from "../../gateway/index";

function byName(a: string, b: string): number {
  const fa = foldWord(a);
  const fb = foldWord(b);
  return fa < fb ? -1 : fa > fb ? 1 : 0;
}

/**
 * The Pairings tab: the title, then every player by name → table and opponent (A–C), and beside
 * it the bye ("Exemption (bye) : Gaston Roux") and every table with its two players and why they
 * meet (E–H).
 */
export function pairingsTab(games: GameRow[], lang: EventLang, title: string): Row[] {
  const byName = pairingsByName(games, lang, title);
  const byes = games.filter((g) => g.b === "").map((g) => t(lang, "event.byeLine", { name: g.a }));
  const tables = games
    .filter((g) => g.b !== "")
    .sort((x, y) => x.table - y.table)
    .map((g): Row => [g.table, asText(g.a), asText(g.b), asText(g.why)]);
  const head = [
    t(lang, "event.col.table"),
    t(lang, "event.col.playerA"),
    t(lang, "event.col.playerB"),
    t(lang, "event.col.why"),
  ];
  const rows: Row[] = [];
  const height = Math.max(byName.length, tables.length + 2);
  for (let r = 0; r < height; r++) {
    const left = byName[r] ?? ["", "", ""];
    const right: Row =
      r === 0 ? [asText(byes.join(" · ")), "", "", ""] : r === 1 ? head : (tables[r - 2] ?? ["", "", "", ""]);
    rows.push([...left, "", ...right]);
  }
  return rows;
}

/** Column widths (px) of the Pairings tab (A–C by name, D a gap, E–H by table with the reason). */
export const PAIRINGS_WIDTHS = [200, 60, 200, 24, 60, 200, 200, 420];

/** "Pairings by name": every player of the round → table and opponent, alphabetical. */
export function pairingsByName(games: PairedGame[], lang: EventLang, title: string): Row[] {
  const w = WORDS[lang];
  const rows: Row[] = [];
  for (const g of games) {
    if (g.b === "") {
      rows.push([asText(g.a), "—", w.bye]);
      continue;
    }
    rows.push([asText(g.a), g.table, asText(g.b)]);
    rows.push([asText(g.b), g.table, asText(g.a)]);
  }
  rows.sort((x, y) => byName(String(x[0]).replace(/^'/, ""), String(y[0]).replace(/^'/, "")));
  const head = [t(lang, "event.col.player"), t(lang, "event.col.table"), t(lang, "event.col.opponent")];
  return [[title, "", ""], head, ...rows];
}

export const PAIRINGS_WIDTH = 8;
export const SLIP_WIDTH = 4;
export const SLIP_HEIGHT = 6;

/** One printable slip per table (byes have none): names, round, table, result boxes, signatures. */
export function matchSlips(
  games: GameRow[],
  system: SwissSystemId,
  lang: EventLang,
  eventName: string,
  roundLabel: string,
): Row[] {
  const w = WORDS[lang];
  const event = asText(eventName);
  const playerA = t(lang, "event.col.playerA");
  const playerB = t(lang, "event.col.playerB");
  const signature = t(lang, "event.slip.signature");
  const rows: Row[] = [];
  for (const g of games) {
    if (g.b === "") continue;
    rows.push([t(lang, "event.slip.title", { event, round: roundLabel, table: g.table }), "", "", ""]);
    rows.push([playerA, asText(g.a), playerB, asText(g.b)]);
    if (swissSystem(system).entry === "scores") {
      const score = t(lang, "event.slip.score");
      const left = t(lang, "event.col.armyLeft");
      rows.push([score, "", score, ""]);
      rows.push([left, "", left, ""]);
    } else {
      const boxes = t(lang, "event.slip.boxes", { win: w.win, loss: w.loss });
      const result = t(lang, "event.slip.result");
      rows.push([result, boxes, result, boxes]);
      rows.push(["", "", "", ""]);
    }
    rows.push([signature, "", signature, ""]);
    rows.push(["", "", "", ""]);
  }
  if (rows.length === 0)
    rows.push([t(lang, "event.slip.titleEmpty", { event, round: roundLabel }), "", "", ""]);
  return rows;
}

/** A column of the Public tab's standings: its header key and its cell for one entrant. */
interface StandingsColumn {
  head: MessageKey;
  cell(r: StandingRow, lang: Lang): string | number;
}

/**
 * The Public tab's standings columns after rank, player and club, by the standings the system
 * ranks by (every tie-break shown, in ranking order of importance).
 */
const PUBLIC_COLUMNS: Record<StandingsSystem, StandingsColumn[]> = {
  confrerie: [
    { head: "event.col.record", cell: (r) => r.record ?? 0 },
    { head: "event.col.wins", cell: (r) => r.wins },
    { head: "event.col.losses", cell: (r) => r.losses },
    { head: "event.col.doubleLosses", cell: (r) => r.doubleLosses },
    { head: "event.col.omw", cell: (r) => Math.round((r.omw ?? 0) * 1000) / 10 },
  ],
  dust: [
    { head: "event.col.points", cell: (r) => r.points ?? 0 },
    { head: "event.col.wins", cell: (r) => r.wins },
    { head: "event.col.draws", cell: (r) => r.draws },
    { head: "event.col.losses", cell: (r) => r.losses },
    { head: "event.col.sos", cell: (r) => r.sos ?? 0 },
    { head: "event.col.armyLeft", cell: (r) => r.armyRemaining ?? "" },
    {
      head: "event.col.playoff",
      cell: (r, lang) =>
        r.playoff ? t(lang, "event.playoffRequired") : r.armyMissing ? t(lang, "event.armyMissing") : "",
    },
  ],
  chess: [
    { head: "event.col.points", cell: (r) => r.points ?? 0 },
    { head: "event.col.sonneborn", cell: (r) => r.sonneborn ?? 0 },
  ],
};

/** Standings columns shown in the Public tab (every tie-break of the system). */
export function standingsTable(
  rows: StandingRow[],
  system: SwissSystemId,
  lang: Lang,
  clubs: Map<string, string>,
): Row[] {
  const columns = PUBLIC_COLUMNS[swissSystem(system).standings];
  const head = [
    t(lang, "event.col.rank"),
    t(lang, "event.col.player"),
    t(lang, "event.col.club"),
    ...columns.map((c) => t(lang, c.head)),
  ];
  return [
    head,
    ...rows.map((r) => [
      r.rank,
      asText(r.name),
      asText(clubs.get(r.key) ?? ""),
      ...columns.map((c) => c.cell(r, lang)),
    ]),
  ];
}

/**
 * The Public tab: title and round end time on top, then side by side: pairings by table,
 * pairings by name, standings (or the final ranking). Every string is text-safe (asText).
 */
/** The Public tab's rows in bold (0-based): the event's name, the block titles, the headers. */
export const PUBLIC_BOLD_ROWS = [0, 3, 4];
/** Rows frozen at the top of the Public tab: the event's name, state, date, block titles and headers. */
export const PUBLIC_HEADER_ROWS = 5;

/** "12 avril 2025" / "12 April 2025" from "2025-04-12" (as typed when it does not parse). */
export function longDate(lang: Lang, iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const month = Number(m[2]) - 1;
  const name = t(lang, "public.date.months").split(",")[month] ?? "";
  return t(lang, "public.date.long", { day: Number(m[3]), month: name, year: m[1]! });
}

/**
 * Column widths (px) that show every cell whole from row `fromRow` on (titles above overflow into
 * empty neighbours): about 7 px a character plus padding, between 40 and 360.
 */
/** Pixels a name needs in a 10 pt cell, never under `min` (200 px: most names). */
export function nameWidth(names: string[], min = 200): number {
  return Math.max(min, ...names.map((n) => Math.min(480, Math.ceil(n.length * 7.5) + 18)));
}

/**
 * Widths (px) of the Standings tab: each header of the STANDINGS formula whole (bold 10 pt), the
 * player column as wide as the longest name. The headers are the function's own, in `lang`.
 */
export function standingsTabWidths(system: SwissSystemId, lang: Lang, names: string[]): number[] {
  const head = STANDINGS(lang, [], system)[0]!.map(String);
  return fitWidths(head, [60]).map((px, i) => (i === 1 ? Math.max(px, nameWidth(names)) : px));
}

export function fitColumns(grid: Row[], fromRow: number): number[] {
  const width = Math.max(0, ...grid.map((r) => r.length));
  const out: number[] = new Array(width).fill(40);
  for (let r = fromRow; r < grid.length; r++) {
    grid[r]!.forEach((v, c) => {
      const text = String(v).replace(/^'/, "");
      out[c] = Math.max(out[c]!, Math.min(360, Math.ceil(text.length * 7.5) + 18));
    });
  }
  return out;
}

export function publicTab(p: {
  lang: Lang;
  eventName: string;
  /** "12 avril 2025 · La Confrérie (rondes suisses)". */
  dateLine: string;
  /** Where the event stands: "Ronde 2 sur 4", "Événement terminé — vainqueur : Léa"… */
  state: string;
  endLabel: string;
  games: PairedGame[];
  standings: Row[];
  standingsTitle: string;
  eventLang: EventLang;
}): Row[] {
  const { lang } = p;
  const byTable: Row[] = [
    [t(lang, "event.col.table"), t(lang, "event.col.playerA"), t(lang, "event.col.playerB")],
  ];
  for (const g of p.games)
    byTable.push([
      g.b === "" ? "—" : g.table,
      asText(g.a),
      g.b === "" ? WORDS[p.eventLang].bye : asText(g.b),
    ]);
  const byName = pairingsByName(p.games, p.eventLang, "").slice(1);
  // no round in play (registration, event over): no pairings blocks, the standings come first
  const blocks: { title: string; rows: Row[]; width: number }[] = [
    ...(p.games.length > 0
      ? [
          { title: t(lang, "public.byTable"), rows: byTable, width: 3 },
          { title: t(lang, "public.byName"), rows: byName, width: 3 },
        ]
      : []),
    { title: p.standingsTitle, rows: p.standings, width: Math.max(3, ...p.standings.map((r) => r.length)) },
  ];
  const width = blocks.reduce((s, b) => s + b.width + 1, 0);
  const height = Math.max(...blocks.map((b) => b.rows.length)) + 4;
  const grid: Row[] = [];
  for (let r = 0; r < height; r++) grid.push(new Array(width).fill(""));
  grid[0]![0] = asText(p.eventName);
  grid[0]![3] = asText(p.state);
  if (p.endLabel !== "") {
    grid[1]![0] = t(lang, "public.roundEnds");
    grid[1]![3] = p.endLabel;
  }
  grid[2]![0] = asText(p.dateLine);
  let col = 0;
  for (const b of blocks) {
    grid[3]![col] = b.title;
    b.rows.forEach((row, i) => {
      row.forEach((v, j) => {
        grid[4 + i]![col + j] = v;
      });
    });
    col += b.width + 1;
  }
  return grid;
}
