/**
 * Undo last action: takes back the action EventState.lastAction shows (its record: StoredEvent.undo),
 * once src/sheets/kinds/kind.ts (undoLast) found the record and checked it is the one shown. One
 * way back per kind of record, each written for the records of every earlier version too.
 */
import { ArbitreError } from "../../../../engine/core/errors";
import { nameKey } from "../../../../engine/core/names";
import { swapPlayers } from "../../../../engine/swiss/swap";
import { type Lang, t } from "../../../../i18n/index";
import {
  columnLetter,
  ensureColumns,
  ensureRows,
  pad,
  type Row,
  savedRows,
  sheetOf,
  typedCell,
  writeColumnWidths,
  writeTyped,
} from "../../../gateway/index";
import { NeedConfirm } from "../../kind";
import type { StoredEvent, UndoRecord } from "../config";
import { type Ctx, type Done, undoTabName } from "../context";
import { confirmLines, fromRanges, lastActionLabel } from "../labels";
import { type GameRow, gamesOfRound, readSnapshot, type Snapshot, tablesList } from "../read/index";
import { asText, playersLayout, roundsLayout } from "../schema";
import { seatsBeingWritten } from "../writing";
import { pairingTabsBack } from "./pairing-copy";
import { undoRemakeForm } from "./remake-form";
import { keepFormChoices } from "./result-form";
import { markSeats, seatsOf, writeMarked, writeSeats } from "./swap";
import { removeFinalRanking, removeLastRound } from "./undo-round";

export function changedSince(lang: Lang, u: UndoRecord, ev: StoredEvent): ArbitreError {
  return new ArbitreError("event.undo.changed", { label: lastActionLabel(lang, ev, u) });
}

/** What a way back gets: the event (changed in place), its record, the tabs read once. */
interface Back<K extends UndoRecord["kind"]> {
  ctx: Ctx;
  ev: StoredEvent;
  u: Extract<UndoRecord, { kind: K }>;
  snap: Snapshot;
  confirm: boolean;
}

type Ways = { [K in UndoRecord["kind"]]: (b: Back<K>) => void };

const WAYS_BACK: Ways = {
  generateRound: ({ ctx, ev, u, snap, confirm }) => {
    if (ev.topCutStages.length > 0 || ev.swiss.length !== u.round) throw changedSince(ctx.lang, u, ev);
    if (u.ended) ev.endedEarly = false;
    else {
      // the tabs as they were, read before the first write (older records: written again)
      const back = u.pairings ? pairingTabsBack(ctx, ev, u.pairings) : undefined;
      removeLastRound(ctx, ev, snap, confirm, u.prevRounds, back);
    }
    ev.rounds = u.prevRounds;
  },
  closeRound: undoClose,
  dropPlayer: ({ ctx, ev, u, snap }) => {
    const p = snap.players.find((x) => x.key === nameKey(u.name));
    if (!p || p.row !== u.row) throw changedSince(ctx.lang, u, ev);
    // the status as before the drop (stopped before its write, its record saved ahead of it):
    // nothing to put back
    if (p.dropped !== u.dropped && (p.statusText ?? "") === u.prevText) return;
    if (p.dropped !== u.dropped) throw changedSince(ctx.lang, u, ev);
    sheetOf(ctx.ss, ev.tabs.players)
      .getRange(p.row, playersLayout(ev).status + 1)
      .setValue(u.prevText === "" ? "" : asText(u.prevText));
    p.dropped = !u.dropped;
    p.statusText = u.prevText;
  },
  topCut: ({ ctx, ev, u, snap, confirm }) => {
    if (u.final) {
      if (!ev.finished || ev.topCutStages.length !== u.stage) throw changedSince(ctx.lang, u, ev);
      removeFinalRanking(ctx, ev);
    } else {
      if (ev.finished || ev.topCutStages.length !== u.stage) throw changedSince(ctx.lang, u, ev);
      const back = u.pairings ? pairingTabsBack(ctx, ev, u.pairings) : undefined;
      removeLastRound(ctx, ev, snap, confirm, ev.rounds, back);
    }
  },
  swapPlayers: ({ ctx, ev, u, snap }) => {
    if (ev.topCutStages.length > 0 || ev.swiss.length !== u.round) throw changedSince(ctx.lang, u, ev);
    const games = gamesOfRound(snap.swiss, u.round);
    // a result entered since: the tables can no longer move under it
    if (games.some((g) => g.hasInput)) throw new ArbitreError("event.why.swapStarted", { round: u.round });
    // the Pairings and Match slips tabs as they were, read before the first write (older records:
    // written again)
    const back = u.pairings ? pairingTabsBack(ctx, ev, u.pairings) : undefined;
    // pressed again after a stop half-way (writing.ts): the cells it marked, read as they will be
    const again = seatsBeingWritten(ev);
    if (again?.by === "undo") writeMarked(ctx, ev, games, again, back);
    else {
      const outcome = swapPlayers(seatsOf(games), [], u.a, u.b);
      const why = new Map<number, string>();
      for (const i of outcome.changed)
        why.set(i, u.prevWhy.find((p) => p.table === games[i]!.table)?.why ?? games[i]!.why);
      markSeats(ctx, ev, "undo", games, outcome.tables, outcome.changed, why);
      writeSeats(ctx, ev, games, outcome.tables, outcome.changed, why, back);
    }
    keepFormChoices(ev, snap);
    const meta = ev.swiss[u.round - 1]!;
    meta.rematches = u.prevRematches;
    meta.swaps = Math.max(0, (meta.swaps ?? 1) - 1);
  },
  remakeForm: ({ ctx, ev, u, snap }) => {
    if (ev.form?.id !== u.id) throw changedSince(ctx.lang, u, ev);
    undoRemakeForm(ctx, ev, u, snap);
  },
  publish: undoPublish,
};

/** Close round taken back: the double losses it wrote, where no one typed a result since. */
function undoClose({ ctx, ev, u, snap, confirm }: Back<"closeRound">): void {
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
  const col = columnLetter(roundsLayout(ev.system).decision + 1);
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

/**
 * Publish taken back: the previous Public tab from the hidden undo tab; a record written before
 * number formats were kept holds values only.
 */
function undoPublish({ ctx, ev, u }: Back<"publish">): void {
  const name = ev.undoTab ?? undoTabName(ev);
  const sheet = sheetOf(ctx.ss, name);
  ev.undoTab = name;
  const block = u.rows > 0 && u.cols > 0 ? sheet.getRange(1, (u.col ?? 0) + 1, u.rows, u.cols) : null;
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
  writeColumnWidths(pub, u.columnWidths);
  ev.written.public = u.prevWritten.public;
  ev.written.publicCols = u.prevWritten.publicCols;
}

/** Undo last action of a Swiss event: its record's way back. */
export function undoSwiss(ctx: Ctx, ev: StoredEvent, u: UndoRecord, confirm: boolean): Done {
  const label = lastActionLabel(ctx.lang, ev, u);
  const snap = readSnapshot(ctx.ss, ev);
  // what Undo saves is this config without its undo record: it fits if this one does
  ctx.fits(ev);
  const back = WAYS_BACK[u.kind] as (b: Back<UndoRecord["kind"]>) => void;
  back({ ctx, ev, u, snap, confirm });
  ev.undo = null;
  return { message: t(ctx.lang, "event.msg.undoneAction", { label }), event: ev, read: snap };
}
