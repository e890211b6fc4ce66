/**
 * A lone report: one player of a table reported through the result form and the opponent has not
 * confirmed. It is no result (the winner reports, the loser confirms), so Close round makes the
 * table a double loss; before, its question names each lone report (« Table 3 : Anne a signalé
 * 3–1, Bea n'a pas confirmé ») so that the organiser can type the result or a decision first, and
 * after, the table's source keeps it (« Organisateur (signalement de Anne non confirmé : 3–1) »,
 * written by Apply reports).
 */

import { nameKey } from "../../../../engine/core/names";
import {
  type Claim,
  type ReportedTable,
  type ResultReport,
  reconcileReports,
} from "../../../../engine/reports/swiss";
import { swissSystem } from "../../../../engine/swiss/systems/index";
import { findResponsesSheet, readResultReports } from "../../../forms/index";
import { readGrid, type Spreadsheet } from "../../../gateway/index";
import type { StoredEvent } from "../config";
import type { GameRow, Snapshot } from "../read/index";
import { playersLayout, roundsLayout, sourceColumn } from "../schema";
import { text, waitingOf } from "./report-cells";

/** The tables (byes left out) as the reports' reading takes them, none the organiser's. */
function reportedTables(
  round: number,
  games: GameRow[],
  limit: (name: string) => number | null = () => null,
): ReportedTable[] {
  return games
    .filter((g) => g.b !== "")
    .map((g) => ({
      round,
      table: g.table,
      a: g.a,
      b: g.b,
      organiser: false,
      maxArmy: { a: limit(g.a), b: limit(g.b) },
    }));
}

/**
 * The most army points left a player may report (RULES §1, §2): their own list in the Players
 * tab, or the system's largest list when they have none; null: no limit (La Confrérie).
 */
export function armyLimit(ev: StoredEvent, snap: Snapshot): (name: string) => number | null {
  const max = playersLayout(ev).maxArmyPoints;
  const lists = new Map(snap.players.map((p) => [p.key, p.armyPoints]));
  return (name) => lists.get(nameKey(name)) ?? max;
}

export interface LoneReport {
  reporter: string;
  /** The opponent, who has not confirmed. */
  other: string;
  claim: Claim;
}

/**
 * The tables among `games` (of the open round `round`) whose reports come from one player only, by
 * table: the reports reconciled as for Apply reports, as if no table were the organiser's.
 */
export function loneReports(
  ev: StoredEvent,
  limit: (name: string) => number | null,
  round: number,
  games: GameRow[],
  reports: ResultReport[],
): Map<number, LoneReport> {
  const out = new Map<number, LoneReport>();
  const real = games.filter((g) => g.b !== "");
  if (real.length === 0 || reports.length === 0) return out;
  const at = ev.swiss[round - 1]?.pairedAt;
  const outcome = reconcileReports(
    reports,
    {
      tables: reportedTables(round, real, limit),
      closed: ev.swiss.map((_, i) => i + 1).filter((r) => r < round),
      // Sheets keeps the timestamp to the second: a report of the pairing's second counts
      pairedAt: at === undefined ? {} : { [round]: Math.floor(at / 1000) * 1000 },
      dropped: [],
    },
    swissSystem(ev.system).entry,
  );
  for (const o of outcome.tables) {
    if (o.state !== "one") continue;
    const g = real.find((x) => x.table === o.table)!;
    const r = o.reports[0]!;
    out.set(o.table, {
      reporter: r.reporter,
      other: nameKey(r.reporter) === nameKey(g.a) ? g.b : g.a,
      claim: r.claim,
    });
  }
  return out;
}

/**
 * The result form's reports of the open round's `games`, read from its responses tab (one read);
 * none when the event has no form or its tab cannot be found (Apply reports says why).
 */
export function formReports(
  ss: Spreadsheet,
  ev: StoredEvent,
  round: number,
  games: GameRow[],
): ResultReport[] {
  const form = ev.form;
  if (!form || form.gone === true || form.unfinished === true) return [];
  const sheet = findResponsesSheet(ss, form.id, form.tab);
  if (!sheet) return [];
  const tables = reportedTables(round, games);
  const values = readGrid(sheet, false).values;
  return readResultReports(values, sheet.getName(), ev.lang, swissSystem(ev.system).entry, tables).reports;
}

/**
 * A report waiting for its opponent whose response is gone (the form deleted and made again, a
 * response row deleted by hand): kept from the table's Source cell (« signalé par Anne : 7–2,
 * attend Bea », its army points aside) as its reporter's report sent when the round was paired
 * (`at`), until they send another. Results are never lost because their reports are.
 */
export function keptWaiting(
  ev: StoredEvent,
  tables: { g: GameRow; source: string }[],
  read: ResultReport[],
  at: number,
): ResultReport[] {
  const round = ev.swiss.length;
  const out: ResultReport[] = [];
  for (const { g, source } of tables) {
    const w = waitingOf(ev.lang, source, g);
    if (!w) continue;
    const still = (r: ResultReport) =>
      r.round === round && r.table === g.table && nameKey(r.reporter) === nameKey(w.reporter);
    if (read.some(still)) continue;
    out.push({
      id: `source:${g.table}`,
      row: 0,
      at,
      round,
      table: g.table,
      reporter: w.reporter,
      claim: w.claim,
    });
  }
  return out;
}

/** The Source cell of each of `games` as the snapshot read the Rounds tab ("" when blank). */
export function sourcesOf(
  ev: StoredEvent,
  snap: Snapshot,
  games: GameRow[],
): { g: GameRow; source: string }[] {
  const src = sourceColumn(roundsLayout(ev.system), ev.reasons === true);
  return games.map((g) => ({ g, source: text(snap.roundsGrid?.values[g.row - 1]?.[src]) }));
}
