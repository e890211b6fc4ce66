/**
 * The input rules of the Rounds-like tabs' game rows (data validation as plain data; rows.ts builds
 * them): what a person may type in each input column, refused as it is typed.
 */
import { MAX_SCORE } from "../../../engine/reports/swiss";
import { t } from "../../../i18n/index";
import { columnLetter } from "../../gateway/index";
import { type EventLang, type RoundsLayout, WORDS } from "./schema";

function q(text: string): string {
  return `"${text.replace(/"/g, '""')}"`;
}

/**
 * The data validation of one input column (or of two adjacent ones, `width` 2) of a block of game
 * rows, as plain data (rows.ts builds the rule): the same rule for every row of the block, so that
 * a round of any size takes the same number of service calls.
 *
 * - `list`: a dropdown of words the same on every row (confirmation: Oui / Contesté).
 * - `players`: one of the two players of the row (declared winner, decision), plus `words`. The
 *   choices differ from row to row, so this is not a dropdown but a custom formula written for the
 *   block's first row (`row`): Sheets reads its relative references ($C5, $D5, $H5) for each cell
 *   of the range the rule is set on, as when a rule is applied to a range in the Sheets UI. It uses
 *   operators only (no function name, no argument separator), so that it reads the same in every
 *   spreadsheet locale; `&""` compares as text (a name written as text, "1984", matches the number
 *   typed); `=` ignores case, as the readers do. `help` says the rule in the event's language.
 * - `formula`: any other custom formula (army points left: up to the player's list).
 * - `between` / `atLeast`: numbers.
 */
export type InputRule = { column: number; width: 1 | 2 } & (
  | { kind: "list"; items: string[] }
  | { kind: "players"; formula: string; help: string }
  | { kind: "formula"; formula: string; help: string }
  | { kind: "between"; min: number; max: number }
  | { kind: "atLeast"; min: number }
);

/** Quoted words joined by "ou" / "or": « Nul » ou « Double défaite », 'Draw' or 'Double loss'. */
function orList(lang: EventLang, words: string[]): string {
  const quoted = words.map((x) => (lang === "fr" ? `«\u00a0${x}\u00a0»` : `'${x}'`));
  const last = quoted.pop();
  if (last === undefined) return "";
  return quoted.length === 0 ? last : `${quoted.join(", ")} ${lang === "fr" ? "ou" : "or"} ${last}`;
}

/**
 * The input columns' rules of a block of game rows starting at sheet row `row` (1-based).
 * `allowDoubleLoss`: the decision may also be "Double défaite" (Swiss rounds), and "Nul" (Dust).
 */
export function inputRules(
  layout: RoundsLayout,
  lang: EventLang,
  row: number,
  allowDoubleLoss: boolean,
  /** Dust: the army-points-left rule (up to each player's list); else any number ≥ 0. */
  army?: { formula: string; help: string },
): InputRule[] {
  const w = WORDS[lang];
  const ref = (i: number) => `$${columnLetter(i + 1)}${row}`;
  const playerA = t(lang, "event.col.playerA");
  const playerB = t(lang, "event.col.playerB");
  const columns = { a: columnLetter(layout.a + 1), b: columnLetter(layout.b + 1) };
  const players = (column: number, words: string[]): InputRule => {
    const X = `(${ref(column)}&"")`;
    const terms = [`(${X}=(${ref(layout.a)}&""))`, `(${X}=(${ref(layout.b)}&""))`];
    for (const word of words) terms.push(`(${ref(column)}=${q(word)})`);
    const names = { playerA, playerB, ...columns };
    const help =
      column === layout.declared
        ? t(lang, "event.help.declared", names)
        : words.length === 0
          ? t(lang, "event.help.decision", names)
          : t(lang, "event.help.decisionWords", { ...names, words: orList(lang, words) });
    return { column, width: 1, kind: "players", formula: `=(${terms.join("+")})>0`, help };
  };
  const decisionWords: string[] = [];
  if (layout.kind === "scores" && allowDoubleLoss) decisionWords.push(w.draw);
  if (allowDoubleLoss) decisionWords.push(w.doubleLoss);
  if (layout.kind === "winner") {
    return [
      players(layout.declared, []),
      { column: layout.confirm, width: 1, kind: "list", items: [w.yes, w.disputed] },
      players(layout.decision, decisionWords),
    ];
  }
  return [
    army
      ? { column: layout.armyA, width: 2, kind: "formula", ...army }
      : { column: layout.armyA, width: 2, kind: "atLeast", min: 0 },
    { column: layout.scoreA, width: 2, kind: "formula", ...scoreRule(layout, lang, row) },
    { column: layout.confirm, width: 1, kind: "list", items: [w.disputed] },
    players(layout.decision, decisionWords),
  ];
}

/**
 * The scores' rule (RULES §2): a whole number from 0 to MAX_SCORE, as on the form. A custom formula
 * (no argument separator, no decimal: it reads the same in every locale), its reference relative
 * so that the rule set on both score columns checks each cell.
 */
function scoreRule(layout: RoundsLayout, lang: EventLang, row: number): { formula: string; help: string } {
  const x = `${columnLetter(layout.scoreA + 1)}${row}`;
  return {
    formula: `=ISNUMBER(${x})*(${x}>=0)*(${x}<=${MAX_SCORE})*(${x}=INT(${x}))=1`,
    help: t(lang, "event.help.score"),
  };
}
