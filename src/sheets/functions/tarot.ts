/**
 * The Tarot "simultané individuel" custom functions (RULES §6):
 *
 *   TAROT_PERCENT(player_differential, bot_differential): a deal's performance %, max(0, 100 +
 *     player − bot); a blank or text player differential is an unfinished deal: 0. A blank bot
 *     differential gives a blank cell (no deal there). Broadcasts over ranges.
 *   DUPLICATE_INDEX(scores, [count]): sum of the `count` best results ÷ `count` (default 10, the
 *     monthly Indice; 5 for the Victoire indicator); blanks are ignored; fewer results are still
 *     divided by `count`.
 *   TAROT_FORM(deals, [as_of]): one player's deals, 3 columns date | side | the deal's %, in date
 *     order; a header row, then attack average | defence average | current % | attack cumuls
 *     counted | defence cumuls counted | provisional. A side with no cumul in the window has a
 *     blank average, and the current % is then blank. as_of defaults to the last deal's date.
 */
import { ArbitreError } from "../../engine/core/errors";
import { type FormDeal, formOf } from "../../engine/tarot/form";
import { bestMean, INDEX_RESULTS } from "../../engine/tarot/indices";
import { DIFFERENTIAL_MAX, differentialInRange, tarotPercent } from "../../engine/tarot/percent";
import { dayNumber, parseSide } from "../../engine/tarot/validate";
import { type Lang, t } from "../../i18n/index";
import { broadcast, type Plain } from "./broadcast";
import {
  asGrid,
  bad,
  gridShape,
  isBlank,
  isDateValue,
  readDate,
  readInt,
  readNumber,
  show,
  single,
  tabDay,
} from "./cells";

/** A player's differential: a number; blank or text (not a number) = unfinished (null). */
function readPlayerDifferential(v: unknown): number | null {
  if (isBlank(v)) return null;
  if (typeof v === "boolean" || isDateValue(v) || (typeof v === "object" && v !== null))
    throw bad("player_differential", v);
  if (typeof v === "string") {
    try {
      return readNumber(v, "player_differential");
    } catch (_e) {
      return null;
    }
  }
  return readNumber(v, "player_differential");
}

/** A differential read, refused beyond what a player can score on a deal (RULES §6 Decision). */
function inRange(n: number | null, arg: string, v: unknown): number | null {
  if (n === null || differentialInRange(n)) return n;
  throw new ArbitreError(`fn.range.${arg}`, { value: show(v), max: DIFFERENTIAL_MAX });
}

export function TAROT_PERCENT(_lang: Lang, player: unknown, bot: unknown): Plain | Plain[][] {
  return broadcast([player, bot], ([p, b]) => {
    const mine = inRange(readPlayerDifferential(p), "player_differential", p);
    const theirs = inRange(readNumber(b, "bot_differential"), "bot_differential", b);
    if (theirs === null) return "";
    return mine === null ? 0 : tarotPercent(mine, theirs);
  });
}

/** Reads a setting argument (one cell); its errors name it. */
function setting<T>(arg: string, v: unknown, read: (cell: unknown) => T): T {
  try {
    return read(single(v, arg));
  } catch (e) {
    throw e instanceof ArbitreError ? e.locate({ arg }) : e;
  }
}

function grid(v: unknown): unknown[][] {
  return Array.isArray(v) ? asGrid(v) : isBlank(v) ? [] : asGrid(v);
}

export function DUPLICATE_INDEX(_lang: Lang, scores: unknown, count?: unknown): Plain {
  const n = setting("count", count, (c) => readInt(c, "count", 1)) ?? INDEX_RESULTS;
  const g = grid(scores);
  const [, cols] = gridShape(g);
  const values: number[] = [];
  for (let r = 0; r < g.length; r++) {
    const line = g[r]!;
    for (let c = 0; c < line.length; c++) {
      try {
        const v = readNumber(line[c], "index_score");
        if (v !== null) values.push(v);
      } catch (e) {
        if (e instanceof ArbitreError)
          throw e.locate({ arg: "scores", row: r + 1, ...(cols > 1 ? { column: String(c + 1) } : {}) });
        throw e;
      }
    }
  }
  return bestMean(values, n);
}

const FORM_COLUMNS = ["date", "side", "percent"] as const;

export function TAROT_FORM(lang: Lang, dealsArg: unknown, asOfArg?: unknown): (Plain | boolean)[][] {
  const asOf = setting("as_of", asOfArg, (c) => readDate(c, "as_of"));
  const g = grid(dealsArg);
  const [rows, cols] = gridShape(g);
  if (rows > 0 && cols !== 3)
    throw new ArbitreError("fn.columns.tarotDeals", { got: cols }, { arg: "deals" });
  const deals: FormDeal[] = [];
  let last: { day: number; date: string } | null = null;
  for (let i = 0; i < rows; i++) {
    const r = g[i]!;
    if (r.every((v) => isBlank(v))) continue;
    let column = 0;
    try {
      const date = readDateCell(r[0]);
      const day = dayNumber(date)!;
      if (last !== null && day < last.day)
        throw new ArbitreError("tarot.formDateOrder", { date, previous: last.date });
      column = 1;
      const side = typeof r[1] === "string" ? parseSide(r[1]) : null;
      if (side === null) throw new ArbitreError("tarot.badSide", { value: show(r[1]) });
      column = 2;
      const percent = readNumber(r[2], "deal_percent");
      if (percent === null) throw bad("deal_percent", r[2]);
      deals.push({ day, side, percent });
      last = { day, date };
    } catch (e) {
      if (e instanceof ArbitreError)
        throw e.locate({ arg: "deals", row: i + 1, column: t(lang, `tarot.col.${FORM_COLUMNS[column]!}`) });
      throw e;
    }
  }
  const at = asOf ?? last?.date ?? null;
  const header: (Plain | boolean)[] = [
    t(lang, "tarot.h.attack"),
    t(lang, "tarot.h.defence"),
    t(lang, "tarot.h.current"),
    t(lang, "tarot.h.attackCumuls"),
    t(lang, "tarot.h.defenceCumuls"),
    t(lang, "tarot.h.provisional"),
  ];
  if (at === null) return [header, ["", "", "", 0, 0, true]];
  const f = formOf(deals, dayNumber(at)!);
  return [
    header,
    [
      f.attack.average ?? "",
      f.defence.average ?? "",
      f.current ?? "",
      f.attack.counted.length,
      f.defence.counted.length,
      f.provisional,
    ],
  ];
}

/** A deal's date, read as the Tarot duplicate's Deals tab reads it. */
function readDateCell(v: unknown): string {
  const d = tabDay(v);
  if (d !== null) return d;
  throw new ArbitreError("tarot.badDate", { value: show(v) });
}
