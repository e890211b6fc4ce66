/**
 * The Pairings and Match slips tabs as they were before Generate round, Top cut or Swap players
 * rewrote them: copied into the event's hidden undo tab (values with their types, formulas, number
 * formats) after every check and before the action's first write, beside the previous action's
 * copy (never over it); their Undo writes them back as they were, not written again from the event
 * as it is then (the rounds planned or the event's name changed since read differently in the
 * titles).
 */
import {
  type Sheet,
  savedRows,
  sheetOf,
  type TabCopy,
  typedCopy,
  type UndoPlaces,
  writeTyped,
} from "../../../gateway/index";
import { savedAtMost } from "../../kind";
import { copyOnce } from "../../undo";
import type { PairingCopy, StoredEvent } from "../config";
import { type Ctx, journalHost, type PairingSheets, undoTabName } from "../context";
import { PAIRINGS_WIDTH, SLIP_WIDTH } from "../tabs";

const PAIRING_ROLES = ["pairings", "slips"] as const;

/** The copy at its largest, for the config's size checked before the first write. */
export function pairingCopyAtMost(): PairingCopy {
  return { tabs: savedAtMost(PAIRING_ROLES), prevWritten: { pairings: 1e9, slips: 1e9 } };
}

/**
 * A tab as it is in the columns the action writes (the rest of the tab it leaves alone), every row
 * of its grid (the blank cells' number formats too): one range read (values, formulas, formats).
 */
function tabCopy(sheet: Sheet, width: number): TabCopy {
  const range = sheet.getRange(1, 1, sheet.getMaxRows(), Math.min(width, sheet.getMaxColumns()));
  return typedCopy({
    values: range.getValues() as unknown[][],
    formulas: range.getFormulas() as unknown[][],
    formats: range.getNumberFormats() as unknown[][],
  });
}

/**
 * Copies the two tabs into the undo tab, once per action (`kind`: a press again after a stop keeps
 * the first press's copy, kinds/undo.ts copyOnce). Call it after every check, the config's size
 * with `pairingCopyAtMost` in its record included.
 */
export function copyPairingTabs(
  ctx: Ctx,
  ev: StoredEvent,
  kind: "generateRound" | "topCut" | "swapPlayers",
  sheets: PairingSheets,
): PairingCopy {
  const prevWritten = { pairings: ev.written.pairings, slips: ev.written.slips };
  const tabs = copyOnce(ctx, journalHost(ev), kind, PAIRING_ROLES, () => [
    { role: "pairings", ...tabCopy(sheets.pairings, PAIRINGS_WIDTH) },
    { role: "slips", ...tabCopy(sheets.slips, SLIP_WIDTH) },
  ]);
  return { tabs, prevWritten };
}

/**
 * The copy read back from the undo tab (one read of its columns: values, formulas, number formats),
 * before Undo's first write (a deleted undo tab is refused there); the writer puts both tabs back
 * (the formats, then the values, one range each) and their written heights as before.
 */
export function pairingTabsBack(
  ctx: Ctx,
  ev: StoredEvent,
  copy: PairingCopy,
): (sheets: PairingSheets) => void {
  const undo = sheetOf(ctx.ss, ev.undoTab ?? undoTabName(ev));
  const lo = Math.min(...copy.tabs.map((s) => s.col));
  const hi = Math.max(...copy.tabs.map((s) => s.col + s.cols));
  const rows = Math.min(Math.max(...copy.tabs.map((s) => s.rows)), undo.getMaxRows());
  const cols = Math.min(hi, undo.getMaxColumns()) - lo;
  const read = { values: [] as unknown[][], formulas: [] as unknown[][], formats: [] as unknown[][] };
  if (rows > 0 && cols > 0) {
    const range = undo.getRange(1, lo + 1, rows, cols);
    read.values = range.getValues() as unknown[][];
    read.formulas = range.getFormulas() as unknown[][];
    read.formats = range.getNumberFormats() as unknown[][];
  }
  const blocks = copy.tabs.map((s) => ({ s, rows: savedRows(read, { ...s, col: s.col - lo }) }));
  return (sheets) => {
    for (const { s, rows } of blocks) {
      const role = s.role;
      const width = Math.max(s.cols, role === "pairings" ? PAIRINGS_WIDTH : SLIP_WIDTH);
      writeTyped(sheets[role], rows, Math.max(rows.rows.length, ev.written[role]), width);
    }
    ev.written.pairings = copy.prevWritten.pairings;
    ev.written.slips = copy.prevWritten.slips;
  };
}

/** The undo tab's places as an event has them now. */
function placesNow(ev: StoredEvent): UndoPlaces {
  const p: UndoPlaces = { undo: ev.written.undo ?? 0, undoCols: ev.written.undoCols ?? 0 };
  if (ev.written.undoStart !== undefined) p.undoStart = ev.written.undoStart;
  return p;
}

/**
 * Generate round's copy: the one its marker keeps (a press again after a stop, the undo tab and its
 * places as the first press left them), else made now; with the places after it, for the marker.
 */
export function roundCopy(
  ctx: Ctx,
  ev: StoredEvent,
  kept: (PairingCopy & { places: UndoPlaces }) | undefined,
  sheets: PairingSheets,
): PairingCopy & { places: UndoPlaces } {
  const now = placesNow(ev);
  const same =
    kept !== undefined &&
    kept.places.undo === now.undo &&
    kept.places.undoCols === now.undoCols &&
    (kept.places.undoStart ?? 0) === (now.undoStart ?? 0) &&
    ctx.ss.getSheetByName(ev.undoTab ?? undoTabName(ev)) !== null;
  if (same) return { tabs: kept.tabs, prevWritten: kept.prevWritten, places: kept.places };
  const copy = copyPairingTabs(ctx, ev, "generateRound", sheets);
  return { ...copy, places: placesNow(ev) };
}

/** The marker's copy at its largest (its places too), for the config's size checked before the first write. */
export function roundCopyAtMost(): PairingCopy & { places: UndoPlaces } {
  return { ...pairingCopyAtMost(), places: { undo: 1e9, undoCols: 1e9, undoStart: 1e9 } };
}
