/** Undo last action: takes back the action EventState.lastAction shows (its record: StoredEvent.undo). */
import type { UndoActionRequest } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import { nameKey } from "../../../../engine/core/names";
import { swapPlayers } from "../../../../engine/swiss/swap";
import { type Lang, t } from "../../../../i18n/index";
import {
  ensureColumns,
  ensureRows,
  pad,
  type Row,
  savedRows,
  sheetOf,
  typedCell,
  writeTyped,
} from "../../../gateway/index";
import type { StoredEvent, UndoRecord } from "../config";
import { type Ctx, type Done, NeedConfirm, requireEvent, undoSheet, undoTabName } from "../context";
import { confirmLines, fromRanges, lastActionLabel } from "../labels";
import { type GameRow, gamesOfRound, readSnapshot, type Snapshot, tablesList } from "../read/index";
import { asText, colLetter, playersLayout, roundsLayout } from "../schema";
import { seatsBeingWritten } from "../writing";
import { undoRemakeForm } from "./remake-form";
import { keepFormChoices } from "./result-form";
import { markSeats, seatsOf, writeMarked, writeSeats } from "./swap";
import { removeFinalRanking, removeLastRound } from "./undo-round";

export function changedSince(lang: Lang, u: UndoRecord, ev: StoredEvent): ArbitreError {
  return new ArbitreError("event.undo.changed", { label: lastActionLabel(lang, ev, u) });
}

export function undoLastAction(ctx: Ctx, req: UndoActionRequest): Done {
  const ev = requireEvent(ctx, req);
  const lang = ctx.lang;
  const u = ev.undo;
  if (!u) throw new ArbitreError("event.undo.nothing", {});
  if (req && typeof req.at === "number" && req.at !== u.at) throw new ArbitreError("event.undo.stale", {});
  const confirm = req?.confirm === true;
  const label = lastActionLabel(lang, ev, u);
  const snap = readSnapshot(ctx.ss, ev);
  // what Undo saves is this config without its undo record: it fits if this one does
  ctx.fits(ev);
  switch (u.kind) {
    case "generateRound": {
      if (ev.topCutStages.length > 0 || ev.swiss.length !== u.round) throw changedSince(lang, u, ev);
      if (u.ended) ev.endedEarly = false;
      else removeLastRound(ctx, ev, snap, confirm, u.prevRounds);
      ev.rounds = u.prevRounds;
      break;
    }
    case "closeRound":
      undoCloseRound(ctx, ev, u, snap, confirm);
      break;
    case "dropPlayer": {
      const p = snap.players.find((x) => x.key === nameKey(u.name));
      if (!p || p.row !== u.row) throw changedSince(lang, u, ev);
      // the status as before the drop (stopped before its write, its record saved ahead of it):
      // nothing to put back
      if (p.dropped !== u.dropped && (p.statusText ?? "") === u.prevText) break;
      if (p.dropped !== u.dropped) throw changedSince(lang, u, ev);
      sheetOf(ctx.ss, ev.tabs.players)
        .getRange(p.row, playersLayout(ev).status + 1)
        .setValue(u.prevText === "" ? "" : asText(u.prevText));
      p.dropped = !u.dropped;
      p.statusText = u.prevText;
      break;
    }
    case "topCut": {
      if (u.final) {
        if (!ev.finished || ev.topCutStages.length !== u.stage) throw changedSince(lang, u, ev);
        removeFinalRanking(ctx, ev);
      } else {
        if (ev.finished || ev.topCutStages.length !== u.stage) throw changedSince(lang, u, ev);
        removeLastRound(ctx, ev, snap, confirm);
      }
      break;
    }
    case "swapPlayers": {
      if (ev.topCutStages.length > 0 || ev.swiss.length !== u.round) throw changedSince(lang, u, ev);
      const games = gamesOfRound(snap.swiss, u.round);
      // a result entered since: the tables can no longer move under it
      if (games.some((g) => g.hasInput)) throw new ArbitreError("event.why.swapStarted", { round: u.round });
      // pressed again after a stop half-way (writing.ts): the cells it marked, read as they will be
      const again = seatsBeingWritten(ev);
      if (again?.by === "undo") writeMarked(ctx, ev, games, again);
      else {
        const outcome = swapPlayers(seatsOf(games), [], u.a, u.b);
        const why = new Map<number, string>();
        for (const i of outcome.changed)
          why.set(i, u.prevWhy.find((p) => p.table === games[i]!.table)?.why ?? games[i]!.why);
        markSeats(ctx, ev, "undo", games, outcome.tables, outcome.changed, why);
        writeSeats(ctx, ev, games, outcome.tables, outcome.changed, why);
      }
      keepFormChoices(ev, snap);
      const meta = ev.swiss[u.round - 1]!;
      meta.rematches = u.prevRematches;
      meta.swaps = Math.max(0, (meta.swaps ?? 1) - 1);
      break;
    }
    case "remakeForm": {
      if (ev.form?.id !== u.id) throw changedSince(lang, u, ev);
      undoRemakeForm(ctx, ev, u, snap);
      break;
    }
    case "publish": {
      const sheet = undoSheet(ctx.ss, ev, false);
      if (!sheet) throw new ArbitreError("event.tabMissing", { tab: undoTabName(ev) });
      const block = u.rows > 0 && u.cols > 0 ? sheet.getRange(1, 1, u.rows, u.cols) : null;
      const width = Math.max(u.cols, ev.written.publicCols, 1);
      const pub = sheetOf(ctx.ss, ev.tabs.public);
      if (u.formats) {
        // values with their types, formulas and number formats: the formats written first
        const saved = block
          ? {
              values: block.getValues() as unknown[][],
              formulas: block.getFormulas() as unknown[][],
              formats: block.getNumberFormats() as unknown[][],
            }
          : { values: [], formulas: [], formats: [] };
        const copy = savedRows(saved, { role: "public", rows: u.rows, cols: u.cols, col: 0, formats: true });
        writeTyped(pub, copy, ev.written.public, width);
      } else {
        const saved = block ? (block.getValues() as unknown[][]) : [];
        const grid: Row[] = saved.map((row) => row.map((v) => typedCell(v, "")));
        const padded = pad(grid, ev.written.public, width);
        ensureRows(pub, padded.length);
        ensureColumns(pub, width);
        pub.getRange(1, 1, padded.length, width).setValues(padded);
      }
      ev.written.public = u.prevWritten.public;
      ev.written.publicCols = u.prevWritten.publicCols;
      break;
    }
  }
  ev.undo = null;
  return { message: t(lang, "event.msg.undoneAction", { label }), event: ev, snap };
}

/** Undo of Close round: the double losses it wrote cleared (those changed since kept, asked first). */
function undoCloseRound(
  ctx: Ctx,
  ev: StoredEvent,
  u: Extract<UndoRecord, { kind: "closeRound" }>,
  snap: Snapshot,
  confirm: boolean,
): void {
  const lang = ctx.lang;
  if (ev.topCutStages.length > 0 || ev.swiss.length !== u.round) throw changedSince(lang, u, ev);
  const games = gamesOfRound(snap.swiss, u.round);
  const byRow = new Map(games.map((g) => [g.row, g]));
  // the games closed, found by round + table (a row inserted or deleted above moves them);
  // records written before tables were kept: by row
  const byTable = new Map(games.filter((g) => g.table > 0).map((g) => [g.table, g]));
  const tables = u.ranges !== undefined ? fromRanges(u.ranges) : u.tables;
  const closed = tables ? tables.map((tb) => byTable.get(tb)) : (u.rows ?? []).map((row) => byRow.get(row));
  const targets = new Set<number>();
  const edited: GameRow[] = [];
  for (const g of closed) {
    if (g && g.status === "decided" && g.doubleLoss && g.decisionCell !== undefined) targets.add(g.row);
    // still without a result or a decision, as before the close (stopped before its write,
    // its record saved ahead of it; or the double loss cleared by hand): nothing to put back
    else if (g && g.decisionCell === "" && g.outcomeA === null) continue;
    else if (g) edited.push(g);
  }
  if (targets.size === 0 && edited.length > 0)
    throw new ArbitreError("event.undo.allEdited", { round: u.round });
  if (edited.length > 0 && !confirm) {
    throw new NeedConfirm(
      t(lang, edited.length === 1 ? "event.confirm.undoCloseOne" : "event.confirm.undoClose", {
        count: edited.length,
        round: u.round,
        tables: tablesList(edited),
      }),
      confirmLines(lang, ev, edited),
    );
  }
  // one write: the decision cells of the closed games only (a RangeList)
  const col = colLetter(roundsLayout(ev.system).decision);
  if (targets.size > 0)
    sheetOf(ctx.ss, ev.tabs.rounds)
      .getRangeList([...targets].map((row) => `${col}${row}`))
      .clearContent();
  for (const row of targets) {
    const g = byRow.get(row)!;
    const before = g.undecided ?? { status: "pending" as const, outcomeA: null, outcomeB: null };
    g.status = before.status;
    g.outcomeA = before.outcomeA;
    g.outcomeB = before.outcomeB;
    g.doubleLoss = false;
    g.decisionCell = "";
  }
}
