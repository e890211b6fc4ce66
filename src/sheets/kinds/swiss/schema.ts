/**
 * Tab layouts of an event (pure: no SpreadsheetApp). Every header, dropdown word, formula and block
 * of values written into the event's tabs is built here, so that it can be unit-tested and the
 * readers can check that what they find is what was written.
 *
 * Languages: an event's tab names, headers and dropdown words are fixed at creation in the
 * language of the spreadsheet then (`EventLang`), so that changing the locale later does not break
 * the checks; messages follow the locale of the moment.
 */

import type { EventTabs, SwissSystemId } from "../../../contract/index";
import type { StandingsSystem } from "../../../engine/standings/standings";
import { swissSystem } from "../../../engine/swiss/systems/index";
import { type KeyAfter, t } from "../../../i18n/index";
import { columnLetter, fitWidths } from "../../gateway/index";

export type EventLang = "fr" | "en";

export type TabRole = keyof EventTabs;

export const TAB_ROLES: TabRole[] = [
  "players",
  "rounds",
  "pairings",
  "slips",
  "standings",
  "topCut",
  "public",
];

const TAB_NAMES: Record<EventLang, EventTabs> = {
  fr: {
    players: "Joueurs",
    rounds: "Rondes",
    pairings: "Appariements",
    slips: "Fiches de match",
    standings: "Classement",
    topCut: "Phase finale",
    public: "Public",
  },
  en: {
    players: "Players",
    rounds: "Rounds",
    pairings: "Pairings",
    slips: "Match slips",
    standings: "Standings",
    topCut: "Top cut",
    public: "Public",
  },
};

/** Tab names of an event; `suffix` ("" for the first event) is appended as " — suffix". */
export function tabNames(lang: EventLang, suffix: string): EventTabs {
  const base = TAB_NAMES[lang];
  const out = {} as EventTabs;
  for (const role of TAB_ROLES) out[role] = suffix === "" ? base[role] : `${base[role]} — ${suffix}`;
  return out;
}

/** Words used in cells (dropdowns, statuses, codes), per event language. */
export interface Words {
  active: string;
  dropped: string;
  yes: string;
  disputed: string;
  doubleLoss: string;
  draw: string;
  bye: string;
  /**
   * Short result codes shown to people (match slips, EventConfigView.codes): V/N/D or W/D/L. Never
   * written where a formula reads them: "D" means défaite in a French locale and draw elsewhere.
   */
  win: string;
  loss: string;
  drawCode: string;
  /**
   * Result words written by the computed columns (Résultat A/B) and read by STANDINGS: full words
   * that RULES §0 reads the same in every locale, so changing the spreadsheet locale after the
   * event was created cannot turn a loss into a draw.
   */
  result: { win: string; loss: string; draw: string };
  status: {
    bye: string;
    pending: string;
    reported: string;
    disputed: string;
    confirmed: string;
    decided: string;
  };
}

export const WORDS: Record<EventLang, Words> = {
  fr: {
    active: "Actif",
    dropped: "Abandon",
    yes: "Oui",
    disputed: "Contesté",
    doubleLoss: "Double défaite",
    draw: "Nul",
    bye: "EXEMPT",
    win: "V",
    loss: "D",
    drawCode: "N",
    result: { win: "Victoire", loss: "Défaite", draw: "Nul" },
    status: {
      bye: "Exempt",
      pending: "En attente",
      reported: "À confirmer",
      disputed: "Contesté",
      confirmed: "Confirmé",
      decided: "Décidé",
    },
  },
  en: {
    active: "Active",
    dropped: "Dropped",
    yes: "Yes",
    disputed: "Disputed",
    doubleLoss: "Double loss",
    draw: "Draw",
    bye: "BYE",
    win: "W",
    loss: "L",
    drawCode: "D",
    result: { win: "Win", loss: "Loss", draw: "Draw" },
    status: {
      bye: "Bye",
      pending: "Pending",
      reported: "To confirm",
      disputed: "Disputed",
      confirmed: "Confirmed",
      decided: "Decided",
    },
  },
};

// ── Players tab ───────────────────────────────────────────────────────────────────────────────────

export type PlayerColumn = "name" | "club" | "rating" | "armyPoints" | "status" | "notes";

/**
 * Column layout of the Players tab: Nom | Club | Classement | [Points d'armée] | Statut | Notes.
 * The army-points column is there when the system has army lists (SwissSystem.armyList: Dust
 * Tactics), not for La Confrérie. Indexes are 0-based; `armyPoints` is -1 when absent.
 */
export interface PlayersLayout {
  columns: PlayerColumn[];
  width: number;
  name: number;
  club: number;
  rating: number;
  armyPoints: number;
  status: number;
  notes: number;
  /** The longest list allowed in the army-points column (RULES §2: 300 AP), null: no maximum. */
  maxArmyPoints: number | null;
}

/** What the Players layout depends on: the event's system, and the column flag stored at creation. */
export interface PlayersLayoutOf {
  system: SwissSystemId;
  /**
   * The Players tab has the army-points column. Written at creation since the columns depend on
   * the system; absent in an event created before, when every Swiss event's Players tab had the
   * column (La Confrérie too): that event keeps it. Decided by the stored event, not by the
   * headers found, so that a renamed or cleared header is still reported as such.
   */
  armyPointsColumn?: boolean;
}

/** Whether a new event of `system` gets the army-points column (the value stored at creation). */
export function hasArmyPointsColumn(system: SwissSystemId): boolean {
  return swissSystem(system).armyList !== null;
}

export function playersLayout(ev: PlayersLayoutOf): PlayersLayout {
  const army = ev.armyPointsColumn ?? true;
  const columns: PlayerColumn[] = army
    ? ["name", "club", "rating", "armyPoints", "status", "notes"]
    : ["name", "club", "rating", "status", "notes"];
  return {
    columns,
    width: columns.length,
    name: columns.indexOf("name"),
    club: columns.indexOf("club"),
    rating: columns.indexOf("rating"),
    armyPoints: columns.indexOf("armyPoints"),
    status: columns.indexOf("status"),
    notes: columns.indexOf("notes"),
    maxArmyPoints: swissSystem(ev.system).armyList?.maxPoints ?? null,
  };
}

export function playerHeaders(layout: PlayersLayout, lang: EventLang): string[] {
  return layout.columns.map((c) => t(lang, `event.col.${c}`));
}

const PLAYER_MIN_WIDTHS: Record<PlayerColumn, number> = {
  name: 200,
  club: 160,
  rating: 90,
  armyPoints: 110,
  status: 90,
  notes: 240,
};

/** Column widths (px) of the Players tab, before fitting the headers (fitWidths). */
export function playerWidths(layout: PlayersLayout): number[] {
  return layout.columns.map((c) => PLAYER_MIN_WIDTHS[c]);
}

// ── Rounds and Top cut tabs ───────────────────────────────────────────────────────────────────────

/**
 * Column layout of the Rounds tab (and of the Top cut tab, which always uses the "winner" layout).
 *
 * Confrérie (and every top cut):
 *   A Ronde | B Table | C Joueur A | D Joueur B | E Résultat A | F Résultat B | G Statut |
 *   H Vainqueur déclaré | I Confirmation du perdant | J Décision arbitre
 * Dust:
 *   A Ronde | B Table | C Joueur A | D Joueur B | E Résultat A | F Résultat B | G PA restants A |
 *   H PA restants B | I Statut | J Score A | K Score B | L Contestation | M Décision arbitre
 *
 * C:F (Confrérie) and C:H (Dust) are exactly what STANDINGS reads. E, F and the status column are
 * formulas (protected, warning only): a result counts only once confirmed or decided.
 */
export interface RoundsLayout {
  kind: "winner" | "scores";
  width: number;
  round: number;
  table: number;
  a: number;
  b: number;
  resA: number;
  resB: number;
  status: number;
  /** winner layout */
  declared: number;
  confirm: number;
  decision: number;
  /** scores layout (-1 when absent) */
  armyA: number;
  armyB: number;
  scoreA: number;
  scoreB: number;
  /** Columns computed by formulas. */
  computed: number[];
  /** Columns players fill in. */
  inputs: number[];
}

export const WINNER_LAYOUT: RoundsLayout = {
  kind: "winner",
  width: 10,
  round: 0,
  table: 1,
  a: 2,
  b: 3,
  resA: 4,
  resB: 5,
  status: 6,
  declared: 7,
  confirm: 8,
  decision: 9,
  armyA: -1,
  armyB: -1,
  scoreA: -1,
  scoreB: -1,
  computed: [4, 5, 6],
  inputs: [7, 8, 9],
};

export const SCORES_LAYOUT: RoundsLayout = {
  kind: "scores",
  width: 13,
  round: 0,
  table: 1,
  a: 2,
  b: 3,
  resA: 4,
  resB: 5,
  armyA: 6,
  armyB: 7,
  status: 8,
  scoreA: 9,
  scoreB: 10,
  confirm: 11,
  decision: 12,
  declared: -1,
  computed: [4, 5, 8],
  inputs: [6, 7, 9, 10, 11, 12],
};

export function roundsLayout(system: SwissSystemId): RoundsLayout {
  return swissSystem(system).entry === "scores" ? SCORES_LAYOUT : WINNER_LAYOUT;
}

export function roundsHeaders(layout: RoundsLayout, lang: EventLang, topCut = false): string[] {
  const cols: KeyAfter<"event.col.">[] =
    layout.kind === "winner"
      ? [
          "table",
          "playerA",
          "playerB",
          "resultA",
          "resultB",
          "status",
          "declared",
          "loserConfirm",
          "decision",
        ]
      : [
          "table",
          "playerA",
          "playerB",
          "resultA",
          "resultB",
          "armyLeftA",
          "armyLeftB",
          "status",
          "scoreA",
          "scoreB",
          "dispute",
          "decision",
        ];
  const all: KeyAfter<"event.col.">[] = [topCut ? "stage" : "round", ...cols];
  return all.map((c) => t(lang, `event.col.${c}`));
}

/**
 * The data-validation formula of the army-points-left cells (the scores layout's G and H): a number
 * from 0 to the player's army list as registered in the Players tab (RULES §2), or to `max` when the
 * list is blank or the name is not found there (the sidebar reports those). Written for the rule's
 * top-left cell G{row}: its relative references (G{row}, C{row}) move with each cell of the block,
 * so that H{row} is checked against player B's list (D{row}: the layout keeps B and its army
 * column one column right of A and its army column) and every row against its own players: one
 * rule over a whole round's rows (Range.setDataValidation), a constant number of calls.
 *
 * The Players tab is reached through INDIRECT("'Joueurs'!A2:A"), which rule formulas accept whether
 * or not they accept a direct reference to another tab (the tab is found by its name, as every
 * action finds it). The formula has no argument separator and no decimal number: the Sheets API
 * documents a rule's value as "parsed as if the user typed into a cell"
 * (ConditionValue.userEnteredValue), and what is typed follows the spreadsheet locale's syntax
 * ("," or ";" between arguments, "." or "," in decimals); a formula with neither reads the same
 * whichever way it is parsed. SUMPRODUCT of a single array does the lookup without a separator;
 * `list + (list=0)*max` is "the list, or max when there is none".
 */
export function armyLeftRuleFormula(
  layout: RoundsLayout,
  players: PlayersLayout,
  playersTab: string,
  row: number,
  max: number,
): string {
  const left = `${columnLetter(layout.armyA + 1)}${row}`;
  const who = `${columnLetter(layout.a + 1)}${row}`;
  const within = (limit: string) => `=ISNUMBER(${left})*(${left}>=0)*(${left}<=${limit})=1`;
  if (players.armyPoints < 0) return within(String(max));
  const column = (index: number) => {
    const c = columnLetter(index + 1);
    return `INDIRECT("${`${sheetRef(playersTab)}!${c}2:${c}`.replace(/"/g, '""')}")`;
  };
  const list = `SUMPRODUCT((TRIM(${column(players.name)})=TRIM(${who}))*${column(players.armyPoints)})`;
  return within(`${list}+(${list}=0)*${max}`);
}

/** Width (px) of a reasons column: one line of explanation stays readable, longer ones wrap in view. */
export const WHY_WIDTH = 420;

/** The header of the reasons column, just after a Rounds-like layout ("Pourquoi cette table"). */
export function whyHeader(lang: EventLang): string {
  return t(lang, "event.col.why");
}

/**
 * The result form's source column of the Rounds tab (actions/apply-reports.ts): after the
 * layout and its reasons column (`reasons`: the event has one), 0-based. « Formulaire : … » where
 * Arbitre wrote the table's result from the players' reports; blank or « Organisateur » otherwise.
 */
export function sourceColumn(layout: RoundsLayout, reasons: boolean): number {
  return layout.width + (reasons ? 1 : 0);
}

function q(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * The three formulas of a game row (result A, result B, status), for sheet row `row` (1-based).
 * Only a confirmed or decided result produces a result word (WORDS[lang].result: "Victoire" /
 * "Défaite" / "Nul", "Win" / "Loss" / "Draw", the same in every locale); otherwise the result cells
 * stay blank.
 */
export function rowFormulas(
  layout: RoundsLayout,
  lang: EventLang,
  row: number,
  allowDoubleLoss = true,
): string[] {
  const w = WORDS[lang];
  const res = w.result;
  const c = (i: number) => `$${columnLetter(i + 1)}${row}`;
  // typed cells are compared as the server reads them (RULES §0): spaces trimmed and collapsed
  // (TRIM), case ignored (Sheets' = on text), accents significant
  const typed = (i: number) => `TRIM(${c(i)})`;
  const A = typed(layout.a);
  const B = typed(layout.b);
  const D = typed(layout.decision);
  const CF = typed(layout.confirm);
  const dl = allowDoubleLoss ? `IF(${D}=${q(w.doubleLoss)},${q(res.loss)},` : "";
  const dlEnd = allowDoubleLoss ? ")" : "";
  let resA: string;
  let resB: string;
  let status: string;
  if (layout.kind === "winner") {
    const W = typed(layout.declared);
    const decided = (me: string, other: string) =>
      `IF(${D}=${me},${q(res.win)},IF(${D}=${other},${q(res.loss)},${dl}` +
      `IF(AND(${D}="",${W}<>"",${CF}=${q(w.yes)}),IF(${W}=${me},${q(res.win)},IF(${W}=${other},${q(res.loss)},"")),"")${dlEnd}))`;
    resA = `=IF(${A}="","",IF(${B}="","",${decided(A, B)}))`;
    resB = `=IF(${A}="","",IF(${B}="","",${decided(B, A)}))`;
    status =
      `=IF(${A}="","",IF(${B}="",${q(w.status.bye)},IF(${D}<>"",${q(w.status.decided)},` +
      `IF(${CF}=${q(w.disputed)},${q(w.status.disputed)},IF(AND(${W}<>"",${CF}=${q(w.yes)}),${q(w.status.confirmed)},` +
      `IF(OR(${W}<>"",${CF}<>""),${q(w.status.reported)},${q(w.status.pending)}))))))`;
  } else {
    const SA = c(layout.scoreA);
    const SB = c(layout.scoreB);
    const both = `AND(ISNUMBER(${SA}),ISNUMBER(${SB}),${CF}<>${q(w.disputed)})`;
    const decided = (me: string, other: string, mine: string, theirs: string) =>
      `IF(${D}=${me},${q(res.win)},IF(${D}=${other},${q(res.loss)},IF(${D}=${q(w.draw)},${q(res.draw)},${dl}` +
      `IF(AND(${D}="",${both}),IF(${mine}>${theirs},${q(res.win)},IF(${mine}<${theirs},${q(res.loss)},${q(res.draw)})),"")${dlEnd})))`;
    resA = `=IF(${A}="","",IF(${B}="","",${decided(A, B, SA, SB)}))`;
    resB = `=IF(${A}="","",IF(${B}="","",${decided(B, A, SB, SA)}))`;
    status =
      `=IF(${A}="","",IF(${B}="",${q(w.status.bye)},IF(${D}<>"",${q(w.status.decided)},` +
      `IF(${CF}=${q(w.disputed)},${q(w.status.disputed)},IF(AND(ISNUMBER(${SA}),ISNUMBER(${SB})),${q(w.status.confirmed)},` +
      `IF(OR(${SA}<>"",${SB}<>""),${q(w.status.reported)},${q(w.status.pending)}))))))`;
  }
  return [resA, resB, status];
}

const WINNER_WIDTHS = [60, 50, 170, 170, 80, 80, 100, 170, 150, 170];

/** Column widths (pixels) of a Rounds-like tab. */
export function roundsWidths(layout: RoundsLayout): number[] {
  return layout.kind === "winner" ? WINNER_WIDTHS : [60, 50, 170, 170, 80, 80, 90, 90, 100, 70, 70, 100, 170];
}

/** Column widths (px) that show each header whole (French headers, the longest, get wider columns). */
export { fitWidths };

/**
 * Widths (px) of the final ranking's two columns beside the Top cut bracket (L: rank, M: player),
 * from its localised headers: each header whole, the player column as wide as the bracket's name
 * columns, and the title (alone in L1, spilling into the empty M1) within the two.
 */
export function finalRankingWidths(title: string, rank: string, player: string): [number, number] {
  const [l, m] = fitWidths([rank, player], [60, WINNER_WIDTHS[2]!]) as [number, number];
  const spill = fitWidths([title], [0])[0]! - l - m;
  return spill > 0 ? [l, m + spill] : [l, m];
}

/**
 * Number formats of the Standings tab's spilled STANDINGS columns from C (row 2 on), by the
 * standings the system ranks by (the columns the STANDINGS function gives for them).
 */
const STANDINGS_FORMATS: Record<StandingsSystem, string[]> = {
  // wins, losses, double losses, record (signed with a true minus, as the sidebar says it), OMW (a fraction)
  confrerie: ["0", "0", "0", "+0;−0;0", "0.000"],
  // points, strength of schedule, army points left
  dust: ["0", "0", "0"],
  // points, Sonneborn-Berger
  chess: ["0.0", "0.00"],
};

export function standingsFormats(system: SwissSystemId): string[] {
  return STANDINGS_FORMATS[swissSystem(system).standings];
}

/**
 * Text written with setValues stays text: Sheets parses what it is given as if typed, so a name
 * like "=Eve" becomes a formula, and "1984", "007", "TRUE", "12/03" or "14:30" become a number, a
 * boolean, a date or a time (which the readers then refuse: "not a name"). A leading apostrophe
 * keeps any of them text and is not part of the value.
 */
export function asText(value: string): string {
  return value === "" ? "" : `'${value}`;
}

/** A sheet name in a formula: always quoted, quotes doubled. */
export function sheetRef(name: string): string {
  return `'${name.replace(/'/g, "''")}'`;
}

/**
 * The STANDINGS formula of the Standings tab: whole columns of the Rounds tab, with the round
 * column, so that inserted rows, deleted rows and sorting never leave a game out (rows without a
 * round number, such as the header, are skipped; games are taken in round order). A system that
 * flags play-offs (Dust) also gives the rounds planned: only the final standings flag one (RULES
 * §2), which STANDINGS reads from the rounds column (the last one played in full, or an early end).
 */
export function standingsFormula(system: SwissSystemId, roundsTab: string, planned: number): string {
  const tab = sheetRef(roundsTab);
  const last = swissSystem(system).entry === "scores" ? "H" : "F";
  const final = swissSystem(system).playoffs ? `,${planned}` : "";
  return `=STANDINGS(${tab}!C:${last},"${system}",${tab}!A:A${final})`;
}
