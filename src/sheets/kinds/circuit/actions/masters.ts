/**
 * The Masters final (RULES §5). Prepare Masters: the 16 players of a year's year-end ranking
 * (withdrawals ticked in the Masters tab skipped: the 17th, 18th… come in), their 15 matches on
 * tables 1–8 in the seed's order, written to the Masters tab in one write (results already typed
 * are kept where the pairing stays; losing some is asked first). Update Masters: the standings from
 * the results typed, with the whole tie-break chain and "play-off" on a tie for first place.
 */
import type { EventRequest, MastersRequest } from "../../../../contract/index";
import { type MastersPairing, mastersField, mastersPairings } from "../../../../engine/circuit/masters-final";
import { circuitRanking } from "../../../../engine/circuit/ranking";
import { ArbitreError } from "../../../../engine/core/errors";
import { nameKey } from "../../../../engine/core/names";
import { t } from "../../../../i18n/index";
import {
  checkTabNameFree,
  columnLetter,
  fingerprint,
  type Row,
  type Sheet,
  sheetOf,
  today,
} from "../../../gateway/index";
import { NeedConfirm, requireEvent } from "../../kind";
import type { CircuitEvent } from "../config";
import { type Ctx, type Done, fitsJournaled, journal, writeRole } from "../context";
import { canPrepareMasters, canUpdateMasters } from "../guard";
import {
  candidateCount,
  FIELD,
  GAME,
  GAMES_COL,
  locatedStandings,
  MASTERS_FIRST_ROW,
  MASTERS_WIDTH,
  mastersInputLook,
  mastersRows,
  matchSheetRows,
  readMasters,
  SHEET_WIDTHS,
  STANDINGS_COL,
  STANDINGS_WIDTH,
} from "../masters";
import { readCircuit } from "../read";
import { fitWidth, headLook } from "../schema";

export function prepareMasters(ctx: Ctx, req: MastersRequest): Done {
  const ev = requireEvent(ctx, req);
  const year = req?.year;
  if (typeof year !== "number" || !Number.isInteger(year)) throw new ArbitreError("circuit.finalYear", {});
  const read = readCircuit(ctx.ss, ev, today(ctx.ss));
  const refused = canPrepareMasters(ev, read, ctx.lang, year);
  if (refused) throw refused;
  // the guard checked this ranking: a year with tournaments, 16 players once the withdrawals are out
  const ranking = circuitRanking(read.circuit(), { asOf: `${year}-12-31`, final: true });
  const sheet = sheetOf(ctx.ss, ev.tabs.masters);
  const raw = read.raw(ev.tabs.masters);
  const before = readMasters(raw.values, ev.tabs.masters, ev.lang, ev.masters?.year ?? null);
  // withdrawals ticked for another year's Masters do not carry over
  const sameYear = ev.masters?.year === year;
  const withdrawn = sameYear ? before.withdrawn : new Set<string>();
  const field = mastersField(
    ranking,
    ranking.rows.filter((r) => withdrawn.has(nameKey(r.player))).map((r) => r.player),
  );
  const pairings = mastersPairings(field);
  const typed = ev.masters?.year === year ? before.typed : new Map();
  // results typed are kept where the same two players stay at the same match and table
  const stays = new Set(pairings.map((p) => `${p.match}:${p.table}:${nameKey(p.a)}:${nameKey(p.b)}`));
  const lost = [...before.typed].filter(
    ([at, g]) =>
      g.cells.some((v) => v !== "" && v !== false) &&
      (ev.masters?.year !== year || !stays.has(`${at}:${nameKey(g.a)}:${nameKey(g.b)}`)),
  );
  if (lost.length > 0 && req.confirm !== true)
    throw new NeedConfirm(
      t(ctx.lang, "masters.confirm.reset", { count: lost.length, tab: ev.tabs.masters }),
      [],
    );
  // the match sheets' tab (a circuit created before it existed gets it now)
  checkTabNameFree(ctx.ss, ev.tabs.matchSheets);
  fitsJournaled(ctx, ev, "prepareMasters", ["masters", "matchSheets"]);
  let sheetsTab = ctx.ss.getSheetByName(ev.tabs.matchSheets);
  if (!sheetsTab) {
    sheetsTab = ctx.ss.insertSheet(ev.tabs.matchSheets);
    sheetsTab.protect().setWarningOnly(true).setDescription(t(ev.lang, "circuit.protect.written"));
  }
  journal(ctx, ev, read, "prepareMasters", ["masters", "matchSheets"]);
  const rows = mastersRows(year, ranking, field, withdrawn, pairings, typed, null, ev.lang);
  const v = raw.values;
  writeRole(ev, sheet, "masters", rows, { rows: v.length, cols: Math.max(0, ...v.map((r) => r.length)) });
  read.wrote(ev.tabs.masters, rows);
  // the title and the three blocks' headers bold and frozen, the name columns fitted to the names
  headLook(sheet, [1, MASTERS_FIRST_ROW - 1], MASTERS_FIRST_ROW - 1, MASTERS_WIDTH);
  const names = field.players.map((p) => p.player);
  const listed = candidateCount(ranking, field);
  const fitted = fitWidth([...names, ...ranking.rows.slice(0, listed).map((r) => r.player)], 160);
  // the number columns narrow (their headers still read), so that the three blocks fit a screen
  sheet.setColumnWidths(1, MASTERS_WIDTH, 64);
  sheet.setColumnWidth(FIELD.seed + 1, 96);
  sheet.setColumnWidth(FIELD.annual + 1, 96);
  sheet.setColumnWidths(FIELD.width + 1, 1, 24);
  sheet.setColumnWidths(STANDINGS_COL, 1, 24);
  sheet.setColumnWidth(STANDINGS_COL + STANDINGS_WIDTH, 96);
  for (const col of [FIELD.player, GAMES_COL + GAME.a, GAMES_COL + GAME.b, STANDINGS_COL + 1])
    sheet.setColumnWidth(col + 1, fitted);
  // a header wider than its column (« Coups A », « Confrontations », « Tête de série ») is not cut
  const nameCols = [FIELD.player, GAMES_COL + GAME.a, GAMES_COL + GAME.b, STANDINGS_COL + 1];
  (rows[MASTERS_FIRST_ROW - 2] ?? []).forEach((h, c) => {
    const wide = c === FIELD.seed || c === FIELD.annual || c === STANDINGS_COL + STANDINGS_WIDTH - 1;
    const w = fitWidth([h], 0);
    if (!nameCols.includes(c) && w > (wide ? 96 : 64)) sheet.setColumnWidth(c + 1, w);
  });
  mastersInputLook(
    sheet,
    listed,
    pairings.map((p) => p.match),
    ev.lang,
  );
  writeMatchSheets(ev, sheetsTab, year, pairings, read.raw(ev.tabs.matchSheets).values);
  ev.masters = { year };
  const tied =
    field.tiedOut.length > 0
      ? ` ${t(ctx.lang, "masters.msg.tiedOut", { names: field.tiedOut.join(", ") })}`
      : "";
  // prepared again after a withdrawal: who withdrew, and who came in since the last field
  const out = ranking.rows.filter((r) => withdrawn.has(nameKey(r.player))).map((r) => r.player);
  const had = new Set(before.field.players.map((p) => nameKey(p.player)));
  const cameIn = sameYear && had.size > 0 ? names.filter((n) => !had.has(nameKey(n))) : [];
  const changes =
    out.length > 0
      ? ` ${t(ctx.lang, "masters.msg.withdrawn", { out: out.join(", "), in: cameIn.length > 0 ? cameIn.join(", ") : "—" })}`
      : "";
  return {
    message: t(ctx.lang, "masters.msg.prepared", { year, tab: ev.tabs.masters }) + changes + tied,
    event: ev,
    read,
  };
}

export function updateMasters(ctx: Ctx, req: EventRequest): Done {
  const ev = requireEvent(ctx, req);
  // the whole circuit read (as the sidebar's answer needs it), the Masters tab once
  const read = readCircuit(ctx.ss, ev, today(ctx.ss));
  // the Masters tab's problems (every one named) and impossible games: refused by the guard
  const refused = canUpdateMasters(ev, read, ctx.lang);
  if (refused || !ev.masters) throw refused;
  const sheet = sheetOf(ctx.ss, ev.tabs.masters);
  const raw = read.raw(ev.tabs.masters);
  const m = readMasters(raw.values, ev.tabs.masters, ev.lang, ev.masters.year);
  const standings = locatedStandings(m, ev.tabs.masters, ev.lang);
  journal(ctx, ev, read, "updateMasters", ["masters"]);
  // the standings block only: the rest of the tab (what the organiser typed) is not written
  const block: Row[] = standings.map((s) => [
    s.rank,
    `'${s.player}`,
    s.points,
    s.wins,
    s.draws,
    s.losses,
    s.tops,
    s.conceded,
    s.taken,
    s.headToHead,
    s.playoff ? t(ev.lang, "masters.playoff") : "",
  ]);
  // the whole block cleared down to the tab's last row: a row inserted above it has pushed the old
  // standings down, and their last rows would be left below the new ones (a player listed twice)
  const height = Math.max(block.length, raw.values.length - (MASTERS_FIRST_ROW - 1));
  while (block.length < height) block.push(new Array(STANDINGS_WIDTH).fill(""));
  sheet.getRange(MASTERS_FIRST_ROW, STANDINGS_COL + 1, block.length, STANDINGS_WIDTH).setValues(block);
  // the tab as it is now, for the answer and for Undo (which asks first if it changes again)
  read.wrote(ev.tabs.masters, block, { row: MASTERS_FIRST_ROW - 1, col: STANDINGS_COL });
  if (ev.undo) ev.undo.after = { masters: fingerprint(raw.values, raw.formulas) };
  const playoff = standings.filter((s) => s.playoff).map((s) => s.player);
  return {
    message:
      t(ctx.lang, "masters.msg.updated", { done: m.done, total: 120, tab: ev.tabs.masters }) +
      (playoff.length > 1 ? ` ${t(ctx.lang, "masters.msg.playoff", { names: playoff.join(", ") })}` : ""),
    event: ev,
    read,
  };
}

/** The match sheets' tab: one block per match, titles and headers bold, the columns fitted. */
function writeMatchSheets(
  ev: CircuitEvent,
  sheet: Sheet,
  year: number,
  pairings: MastersPairing[],
  previous: unknown[][],
): void {
  const { rows, bold } = matchSheetRows(ev.name, year, pairings, ev.tabs.masters, ev.lang);
  writeRole(ev, sheet, "matchSheets", rows, {
    rows: previous.length,
    cols: Math.max(0, ...previous.map((r) => r.length)),
  });
  const width = SHEET_WIDTHS.length;
  sheet.getRange(1, 1, Math.max(1, sheet.getMaxRows()), width).setFontWeight("normal");
  const last = columnLetter(width);
  sheet.getRangeList(bold.map((r) => `A${r}:${last}${r}`)).setFontWeight("bold");
  sheet.setColumnWidths(1, width, 64);
  SHEET_WIDTHS.forEach((w, i) => {
    sheet.setColumnWidth(i + 1, w);
  });
  const names = pairings.flatMap((p) => [p.a, p.b]);
  sheet.setColumnWidth(3, fitWidth(names, SHEET_WIDTHS[2]!));
  sheet.setColumnWidth(5, fitWidth(names, SHEET_WIDTHS[4]!));
}
