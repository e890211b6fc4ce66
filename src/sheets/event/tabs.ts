/**
 * Contents of the generated tabs (pure 2-D arrays): pairings by name, match slips, the Public tab,
 * and the padding that lets a smaller rewrite clear what a bigger one left, in the same write.
 */
import { foldWord } from "../../engine/names";
import type { StandingRow } from "../../engine/standings";
import { t } from "../../i18n/index";
import type { Lang, SystemId } from "./api-types";
import { asText, type EventLang, WORDS } from "./layout";
import type { GameRow } from "./model";

export type Row = (string | number)[];

/** Pads `rows` to `height` rows and every row to `width` cells with "". */
export function pad(rows: Row[], height: number, width: number): Row[] {
  const out: Row[] = [];
  const h = Math.max(rows.length, height, 1);
  for (let r = 0; r < h; r++) {
    const src = rows[r] ?? [];
    const row: Row = [];
    for (let c = 0; c < width; c++) row.push(src[c] ?? "");
    out.push(row);
  }
  return out;
}

function byName(a: string, b: string): number {
  const fa = foldWord(a);
  const fb = foldWord(b);
  return fa < fb ? -1 : fa > fb ? 1 : 0;
}

/** "Pairings by name": every player of the round → table and opponent, alphabetical. */
export function pairingsByName(games: GameRow[], lang: EventLang, title: string): Row[] {
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
  const head = lang === "fr" ? ["Joueur", "Table", "Adversaire"] : ["Player", "Table", "Opponent"];
  return [[title, "", ""], head, ...rows];
}

export const PAIRINGS_WIDTH = 3;
export const SLIP_WIDTH = 4;
export const SLIP_HEIGHT = 6;

/** One printable slip per table (byes have none): names, round, table, result boxes, signatures. */
export function matchSlips(
  games: GameRow[],
  system: SystemId,
  lang: EventLang,
  eventName: string,
  roundLabel: string,
): Row[] {
  const fr = lang === "fr";
  const w = WORDS[lang];
  const rows: Row[] = [];
  for (const g of games) {
    if (g.b === "") continue;
    rows.push([`${asText(eventName)} — ${roundLabel} — Table ${g.table}`, "", "", ""]);
    rows.push([fr ? "Joueur A" : "Player A", asText(g.a), fr ? "Joueur B" : "Player B", asText(g.b)]);
    if (system === "dust") {
      rows.push(["Score", "", "Score", ""]);
      rows.push([fr ? "PA restants" : "AP left", "", fr ? "PA restants" : "AP left", ""]);
    } else {
      const boxes = `☐ ${w.win}   ☐ ${w.loss}`;
      rows.push([fr ? "Résultat" : "Result", boxes, fr ? "Résultat" : "Result", boxes]);
      rows.push(["", "", "", ""]);
    }
    rows.push(["Signature", "", "Signature", ""]);
    rows.push(["", "", "", ""]);
  }
  if (rows.length === 0) rows.push([`${asText(eventName)} — ${roundLabel}`, "", "", ""]);
  return rows;
}

/** Standings columns shown in the Public tab (every tie-break of the system). */
export function standingsTable(
  rows: StandingRow[],
  system: SystemId,
  lang: Lang,
  clubs: Map<string, string>,
): Row[] {
  const fr = lang === "fr";
  if (system === "dust") {
    const head = fr
      ? ["Rang", "Joueur", "Club", "Points", "V", "N", "D", "Puissance rencontrée", "PA restants", "Barrage"]
      : ["Rank", "Player", "Club", "Points", "W", "D", "L", "Strength of schedule", "AP left", "Play-off"];
    return [
      head,
      ...rows.map((r) => [
        r.rank,
        asText(r.name),
        asText(clubs.get(r.key) ?? ""),
        r.points ?? 0,
        r.wins,
        r.draws,
        r.losses,
        r.sos ?? 0,
        r.armyRemaining ?? "",
        r.playoff ? (fr ? "Barrage requis" : "Play-off required") : "",
      ]),
    ];
  }
  const head = fr
    ? ["Rang", "Joueur", "Club", "Bilan", "V", "D", "Doubles défaites", "OMW %"]
    : ["Rank", "Player", "Club", "Record", "W", "L", "Double losses", "OMW %"];
  return [
    head,
    ...rows.map((r) => [
      r.rank,
      asText(r.name),
      asText(clubs.get(r.key) ?? ""),
      r.record ?? 0,
      r.wins,
      r.losses,
      r.doubleLosses,
      Math.round((r.omw ?? 0) * 1000) / 10,
    ]),
  ];
}

/**
 * The Public tab: title and round end time on top, then side by side: pairings by table,
 * pairings by name, standings (or the final ranking). Every string is text-safe (asText).
 */
export function publicTab(p: {
  lang: Lang;
  eventName: string;
  roundLabel: string;
  endLabel: string;
  games: GameRow[];
  standings: Row[];
  standingsTitle: string;
  eventLang: EventLang;
}): Row[] {
  const { lang } = p;
  const fr = lang === "fr";
  const byTable: Row[] = [
    [fr ? "Table" : "Table", fr ? "Joueur A" : "Player A", fr ? "Joueur B" : "Player B"],
  ];
  for (const g of p.games)
    byTable.push([
      g.b === "" ? "—" : g.table,
      asText(g.a),
      g.b === "" ? WORDS[p.eventLang].bye : asText(g.b),
    ]);
  const byName = pairingsByName(p.games, p.eventLang, "").slice(1);
  const blocks: { title: string; rows: Row[]; width: number }[] = [
    { title: t(lang, "public.byTable"), rows: byTable, width: 3 },
    { title: t(lang, "public.byName"), rows: byName, width: 3 },
    { title: p.standingsTitle, rows: p.standings, width: Math.max(1, ...p.standings.map((r) => r.length)) },
  ];
  const width = blocks.reduce((s, b) => s + b.width + 1, 0);
  const height = Math.max(...blocks.map((b) => b.rows.length)) + 4;
  const grid: Row[] = [];
  for (let r = 0; r < height; r++) grid.push(new Array(width).fill(""));
  grid[0]![0] = asText(p.eventName);
  grid[0]![3] = p.roundLabel;
  grid[1]![0] = t(lang, "public.roundEnds");
  grid[1]![3] = p.endLabel;
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
