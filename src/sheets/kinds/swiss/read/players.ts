/**
 * Reads the Players tab (pure: 2-D arrays in, typed rows out): names that are text and unique,
 * ratings and army points that are numbers, the status words.
 */

import { ArbitreError } from "../../../../engine/core/errors";
import { cleanName, foldWord, nameKey } from "../../../../engine/core/names";
import { blank, type Shown } from "../../../gateway/index";
import { type EventLang, type PlayersLayout, playerHeaders, WORDS } from "../schema";
import {
  checkHeaders,
  columnLabel,
  type Grid,
  hasFormula,
  notANumber,
  number,
  plainShown,
  quoted,
  str,
  typedName,
} from "./cells";

export interface PlayerRow {
  /** Sheet row, 1-based. */
  row: number;
  name: string;
  key: string;
  club: string;
  rating: number | null;
  armyPoints: number | null;
  dropped: boolean;
  notes: string;
  /** The Status cell as typed ("", "Actif", "Abandon"…), to put it back exactly on undo. */
  statusText?: string;
}

/** Words that cannot be a player's name (they mean something in the Rounds tab). */
function reservedNames(): Set<string> {
  const out = new Set<string>(["bye", "exempt"]);
  for (const l of ["fr", "en"] as EventLang[]) {
    out.add(nameKey(WORDS[l].doubleLoss));
    out.add(nameKey(WORDS[l].draw));
  }
  return out;
}

function statusWord(v: unknown): "active" | "dropped" | null {
  const w = foldWord(str(v));
  if (w === "") return "active";
  for (const l of ["fr", "en"] as EventLang[]) {
    if (w === foldWord(WORDS[l].active)) return "active";
    if (w === foldWord(WORDS[l].dropped)) return "dropped";
  }
  return null;
}

/** The longest name a player may have: longer is a paste gone wrong, and names are kept in the config. */
export const MAX_NAME_LENGTH = 100;

/**
 * Reads the Players tab: `values` and `formulas` are the whole data range (header row included),
 * its columns as `layout` says (playersLayout: with or without the army-points column), `shown`
 * what its cells show (to quote a value that is not text). Entirely blank rows are skipped.
 */
export function parsePlayers(
  tab: string,
  values: Grid,
  formulas: Grid | null,
  layout: PlayersLayout,
  lang: EventLang,
  shown?: Shown,
): PlayerRow[] {
  const L = layout;
  const headers = playerHeaders(L, lang);
  const show = shown ?? plainShown(values);
  checkHeaders(tab, values, headers, show);
  const reserved = reservedNames();
  const out: PlayerRow[] = [];
  const seen = new Map<string, number>();
  for (let r = 1; r < values.length; r++) {
    const row = values[r] ?? [];
    const sheetRow = r + 1;
    let empty = true;
    for (let c = 0; c < L.width; c++) if (!blank(row[c]) || hasFormula(formulas, r, c)) empty = false;
    if (empty) continue;
    const at = (c: number) => ({ tab, row: sheetRow, column: columnLabel(c, headers) });
    const quote = (c: number) => quoted(row[c], () => show(r, c));
    const nameCell = row[L.name];
    if (hasFormula(formulas, r, L.name)) {
      throw new ArbitreError("event.nameFormula", { formula: String(formulas![r]![L.name]) }, at(0));
    }
    if (blank(nameCell)) throw new ArbitreError("event.nameMissing", {}, at(0));
    const nameText = typedName(nameCell, () => show(r, L.name));
    if (nameText === null) throw new ArbitreError("event.nameNotText", { value: quote(L.name) }, at(0));
    const name = cleanName(nameText);
    if (name.length > MAX_NAME_LENGTH)
      throw new ArbitreError(
        "event.nameTooLong",
        { start: `${name.slice(0, 30)}…`, length: name.length, max: MAX_NAME_LENGTH },
        at(0),
      );
    const key = nameKey(name);
    if (reserved.has(key)) throw new ArbitreError("event.nameReserved", { name }, at(0));
    const before = seen.get(key);
    if (before !== undefined) {
      throw new ArbitreError("event.duplicateName", { name, first: before, second: sheetRow }, at(0));
    }
    seen.set(key, sheetRow);
    const ratingCell = row[L.rating];
    const rating = number(ratingCell);
    if (!blank(ratingCell) && rating === null) {
      throw notANumber("event.badNumber", ratingCell, quote(L.rating), {}, at(L.rating));
    }
    // the army-points column, when the tab has it (an older Confrérie event: a number, no maximum)
    const apCell = L.armyPoints < 0 ? "" : row[L.armyPoints];
    // a list typed as text is no number for the army-points-left rule that reads it: nor here
    if (typeof apCell === "string" && !blank(apCell))
      throw new ArbitreError("event.typedAsText", { value: quote(L.armyPoints) }, at(L.armyPoints));
    const ap = number(apCell);
    if (!blank(apCell) && (ap === null || ap < 0)) {
      throw notANumber("event.badNumber", apCell, quote(L.armyPoints), {}, at(L.armyPoints));
    }
    if (L.maxArmyPoints !== null && ap !== null && ap > L.maxArmyPoints) {
      throw new ArbitreError(
        "event.armyTooBig",
        { name, points: quote(L.armyPoints), max: L.maxArmyPoints },
        at(L.armyPoints),
      );
    }
    // RULES §2: a list is worth 1 to 300 AP (the cell refuses 0 as it is typed)
    if (L.maxArmyPoints !== null && ap !== null && ap < 1) {
      throw new ArbitreError(
        "event.armyTooSmall",
        { name, points: ap, max: L.maxArmyPoints },
        at(L.armyPoints),
      );
    }
    const status = statusWord(row[L.status]);
    if (status === null) {
      throw new ArbitreError(
        "event.badWord",
        { value: quote(L.status), allowed: `${WORDS[lang].active}, ${WORDS[lang].dropped}` },
        at(L.status),
      );
    }
    out.push({
      row: sheetRow,
      name,
      key,
      club: str(row[L.club]),
      rating,
      armyPoints: ap,
      dropped: status === "dropped",
      notes: str(row[L.notes]),
      statusText: str(row[L.status]),
    });
  }
  return out;
}
