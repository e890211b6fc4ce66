/** The Swiss event's tabs as New event makes them, described as data (gateway/tab-spec.ts builds them). */
import { t } from "../../../i18n/index";
import { fitWidths, type TabSpec } from "../../gateway/index";
import { avoidHeaders, avoidTabName } from "./avoid-schema";
import type { StoredEvent } from "./config";
import {
  asText,
  colLetter,
  finalRankingWidths,
  playerHeaders,
  playersLayout,
  playerWidths,
  type RoundsLayout,
  roundsHeaders,
  roundsLayout,
  roundsWidths,
  standingsFormats,
  standingsFormula,
  WHY_WIDTH,
  WINNER_LAYOUT,
  WORDS,
  whyHeader,
} from "./schema";
import { PAIRINGS_WIDTHS, standingsTabWidths } from "./tabs";

/** Players: the columns of the event's system (the army points of Dust Tactics' lists). */
function playersSpec(ev: StoredEvent): TabSpec {
  const w = WORDS[ev.lang];
  const pl = playersLayout(ev);
  const head = playerHeaders(pl, ev.lang);
  const rules: TabSpec["rules"] = [
    {
      column: pl.status,
      count: 1,
      rule: { kind: "list", items: [w.active, w.dropped], allowInvalid: false },
    },
  ];
  if (pl.armyPoints >= 0 && pl.maxArmyPoints !== null) {
    // RULES §2: a list is worth at most 300 AP; "douze", 0, -5 or 350 are refused as they are typed
    const help = t(ev.lang, "event.help.armyPoints", { max: pl.maxArmyPoints });
    rules.push({
      column: pl.armyPoints,
      count: 1,
      rule: { kind: "between", min: 1, max: pl.maxArmyPoints, allowInvalid: false, help },
    });
  }
  rules.push({ column: pl.rating, count: 1, rule: { kind: "atLeast", min: 0, allowInvalid: false } });
  return {
    name: ev.tabs.players,
    headers: head,
    frozenRows: 1,
    widths: fitWidths(head, playerWidths(pl)),
    rules,
    namedRange: { name: `${ev.rangePrefix}_Players`, width: pl.width },
  };
}

/** Rounds and Top cut: the layout's columns, then the reason of each table ("Pourquoi cette table"). */
function roundsSpec(ev: StoredEvent, name: string, layout: RoundsLayout, topCut: boolean): TabSpec {
  const w = WORDS[ev.lang];
  const warn = t(ev.lang, "event.protect.computed");
  const head = [...roundsHeaders(layout, ev.lang, topCut), whyHeader(ev.lang)];
  // the final ranking's columns (L rank, M player), written beside the bracket at the end
  const final = topCut
    ? finalRankingWidths(
        t(ev.lang, "public.final"),
        t(ev.lang, "event.col.rank"),
        t(ev.lang, "event.col.player"),
      )
    : [];
  const st = colLetter(layout.status);
  const colour = (text: string, c: string) => ({ formula: `=$${st}2="${text}"`, colour: c });
  return {
    name,
    headers: head,
    frozenRows: 1,
    widths: fitWidths(head, [...roundsWidths(layout), WHY_WIDTH]),
    columns: layout.width + (topCut ? 3 : 0),
    widthsAt: final.map((px, i) => [layout.width + 1 + i, px] as const),
    warnColumns: [
      ...[layout.resA, layout.resB, layout.status].map((column) => ({ column, count: 1, description: warn })),
      { column: 0, count: 4, description: t(ev.lang, "event.protect.pairings") },
    ],
    rowColours: {
      width: layout.width,
      rules: [
        colour(w.status.disputed, "#f4cccc"),
        colour(w.status.reported, "#fff2cc"),
        colour(w.status.decided, "#d9d2e9"),
      ],
    },
    namedRange: { name: `${ev.rangePrefix}_${topCut ? "TopCut" : "Rounds"}`, width: layout.width },
  };
}

/** Standings: the STANDINGS formula, its header row in bold, every header whole, its numbers' formats. */
function standingsSpec(ev: StoredEvent): TabSpec {
  const widths = standingsTabWidths(ev.system, ev.lang, []);
  return {
    name: ev.tabs.standings,
    formula: standingsFormula(ev.system, ev.tabs.rounds, ev.rounds),
    frozenRows: 1,
    boldHeader: widths.length,
    widths,
    warnColumns: [{ column: 0, count: 12, description: t(ev.lang, "event.protect.computed") }],
    // the spilled numbers: OMW 0.000 (not 0.4433333333), counts and points as integers (one call)
    formats: { column: 2, formats: standingsFormats(ev.system) },
  };
}

/** Pairs to avoid (made on demand, Settings): two players per row, a reason after. */
export function avoidSpec(ev: StoredEvent): TabSpec {
  const head = avoidHeaders(ev.lang);
  return {
    name: avoidTabName(ev),
    headers: head,
    frozenRows: 1,
    widths: fitWidths(head, [180, 180, 260]),
  };
}

/** The event's tabs, in order (its hidden undo tab is made apart: context.ts undoSheet). */
export function swissTabSpecs(ev: StoredEvent): TabSpec[] {
  const empty = { row: 1, values: [[t(ev.lang, "event.pairingsEmpty")]] };
  return [
    playersSpec(ev),
    roundsSpec(ev, ev.tabs.rounds, roundsLayout(ev.system), false),
    { name: ev.tabs.pairings, cells: empty, frozenRows: 2, widths: PAIRINGS_WIDTHS },
    { name: ev.tabs.slips, cells: empty, widths: [120, 200, 120, 200] },
    standingsSpec(ev),
    roundsSpec(ev, ev.tabs.topCut, WINNER_LAYOUT, true),
    {
      name: ev.tabs.public,
      cells: { row: 1, values: [[asText(ev.name)], [t(ev.lang, "public.roundEnds")]] },
      warn: t(ev.lang, "event.protect.public"),
    },
  ];
}
