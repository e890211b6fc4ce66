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
import { type MessageKey, NBSP, numberText, t } from "../../../i18n/index";
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
 * The Public tab is read on phones (File ▸ Share ▸ Publish to the web): three narrow columns
 * (table or rank, a name, a name or a club), 340 px in all, and its blocks one under the other; a
 * name longer than its column wraps onto a second line (never cut).
 */
export const PUBLIC_WIDTHS = [50, 145, 145];
/** Rows frozen at the top of the Public tab: the event's name, its state, the round's end, the date. */
export const PUBLIC_HEADER_ROWS = 4;
/** The cell (row, column, 1-based) of the round's end time, which the timer rewrites alone. */
export const PUBLIC_END_CELL = [3, 3] as const;
/** Where the end time was when the Public tab's blocks stood side by side (a tab published before). */
export const WIDE_PUBLIC_END_CELL = [2, 4] as const;
/**
 * Characters of a tie-break line under the player's name: about the name's and the club's columns
 * (it runs on over the empty club cell; Google Sheets wraps it in the name's column).
 */
const TIE_BREAK_LINE = 40;

/** "12 avril 2025" / "12 April 2025" from "2025-04-12" (as typed when it does not parse). */
export function longDate(lang: Lang, iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return iso;
  const month = Number(m[2]) - 1;
  const name = t(lang, "public.date.months").split(",")[month] ?? "";
  return t(lang, "public.date.long", { day: Number(m[3]), month: name, year: m[1]! });
}

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

/**
 * A standings row's tie-breaks as short lines under the player ("Bilan 3 · V 3 · D 0"): each value
 * after its column's header, a percentage after its number, a text (« Barrage requis ») alone.
 */
export function tieBreakLines(head: Row, row: Row, lang: Lang): string[] {
  const parts: string[] = [];
  head.slice(3).forEach((h, i) => {
    const v = row[i + 3];
    if (v === undefined || v === "") return;
    const label = String(h);
    // a text (« Barrage requis ») alone, a number after its header
    if (String(v) === v) parts.push(v.replace(/^'/, ""));
    else if (label.endsWith(" %"))
      parts.push([label.slice(0, -2), [numberText(Number(v), lang), "%"].join(NBSP)].join(" "));
    else parts.push([label, numberText(Number(v), lang)].join(" "));
  });
  const lines: string[] = [];
  for (const part of parts) {
    const last = lines[lines.length - 1];
    if (last !== undefined && last.length + 3 + part.length <= TIE_BREAK_LINE)
      lines[lines.length - 1] = [last, part].join(" · ");
    else lines.push(part);
  }
  return lines;
}

/**
 * The Public tab, for a phone: the event's name, its state, the round's end and the date on top,
 * then one block under the other: pairings by table, pairings by name (table first), the standings
 * (rank, player, club, and the tie-breaks on the lines under the player). Three columns; every
 * string is text-safe (asText). `bold`: the rows in bold (0-based).
 */
export function publicTab(p: {
  lang: Lang;
  eventName: string;
  /** "12 avril 2025 · La Confrérie (rondes suisses)". */
  dateLine: string;
  /** Where the event stands: "Ronde 2 sur 4", "Événement terminé — vainqueur : Léa"… */
  state: string;
  /** The round's end time ("" when not running); null when no round is played. */
  endLabel: string | null;
  games: PairedGame[];
  standings: Row[];
  standingsTitle: string;
  eventLang: EventLang;
}): { rows: Row[]; bold: number[] } {
  const { lang } = p;
  const rows: Row[] = [
    [asText(p.eventName), "", ""],
    [asText(p.state), "", ""],
    p.endLabel === null ? ["", "", ""] : [t(lang, "public.roundEnds"), "", p.endLabel],
    [asText(p.dateLine), "", ""],
  ];
  const bold = [0];
  const block = (title: string, head: Row, body: Row[]) => {
    rows.push(["", "", ""], [title, "", ""]);
    bold.push(rows.length - 1);
    rows.push(head);
    bold.push(rows.length - 1);
    for (const r of body) rows.push(r);
  };
  // no round in play (registration, event over): no pairings blocks, the standings come first
  if (p.games.length > 0) {
    block(
      t(lang, "public.byTable"),
      [t(lang, "event.col.table"), t(lang, "event.col.playerA"), t(lang, "event.col.playerB")],
      p.games.map((g) => [
        g.b === "" ? "—" : g.table,
        asText(g.a),
        g.b === "" ? WORDS[p.eventLang].bye : asText(g.b),
      ]),
    );
    const [, head, ...byName] = pairingsByName(p.games, p.eventLang, "");
    block(
      t(lang, "public.byName"),
      [head![1]!, head![0]!, head![2]!],
      byName.map(([name, table, opponent]) => [table!, name!, opponent!]),
    );
  }
  const [head = [], ...entrants] = p.standings;
  const body: Row[] = [];
  for (const r of entrants) {
    body.push([r[0] ?? "", r[1] ?? "", r[2] ?? ""]);
    for (const line of tieBreakLines(head, r, lang)) body.push(["", line, ""]);
  }
  block(p.standingsTitle, [head[0] ?? "", head[1] ?? "", head[2] ?? ""], body);
  return { rows, bold };
}
