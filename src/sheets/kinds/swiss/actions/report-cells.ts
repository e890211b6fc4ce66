/**
 * What the Rounds tab's cells say for a table's reports: the input cells written from them, the
 * source cell (« Formulaire : … », the note of who claimed what, the reporters' addresses) and what
 * a report claims, in words. Pure: Apply reports writes them, Close round quotes a claim.
 */
import { nameKey } from "../../../../engine/core/names";
import { type Claim, sameClaim, type TableOutcome } from "../../../../engine/reports/swiss";
import { plainSpaces, t } from "../../../../i18n/index";
import { withEmails, withoutEmails } from "../../../forms/index";
import type { GameRow } from "../read/index";
import { type EventLang, type RoundsLayout, WORDS } from "../schema";

/** The input columns Arbitre writes from the reports (never the decision). */
export function writtenColumns(layout: RoundsLayout): number[] {
  return layout.kind === "winner"
    ? [layout.declared, layout.confirm]
    : [layout.armyA, layout.armyB, layout.scoreA, layout.scoreB, layout.confirm];
}

export function text(v: unknown): string {
  return v === null || v === undefined ? "" : String(v).trim();
}

/** What the source cell says was written, from the written columns' texts ("" when all blank). */
export function writtenText(layout: RoundsLayout, lang: EventLang, cells: string[]): string {
  if (layout.kind === "winner") return cells.filter((c) => c !== "").join(", ");
  const [armyA, armyB, scoreA, scoreB, dispute] = cells as [string, string, string, string, string];
  const parts: string[] = [];
  if (scoreA !== "" || scoreB !== "") parts.push(`${scoreA}–${scoreB}`);
  if (armyA !== "" || armyB !== "") parts.push(t(lang, "form.source.army", { a: armyA, b: armyB }));
  if (dispute !== "") parts.push(dispute);
  return parts.join(", ");
}

export function sourceText(lang: EventLang, written: string): string {
  return written === "" ? "" : t(lang, "form.source", { written });
}

/**
 * A source with a note after what was written (who claimed what): « Formulaire : Contesté — … »;
 * with the reporters' addresses when the form recorded them: « Formulaire (anne@example.org) : … ».
 */
export function sourceWith(lang: EventLang, written: string, note: string, emails: string[] = []): string {
  const plain =
    note === ""
      ? sourceText(lang, written)
      : t(lang, "form.source", { written: written === "" ? note : `${written} — ${note}` });
  return plain === "" ? "" : withEmails(lang, plain, emails);
}

/** Whether a source cell says what Arbitre wrote (`written`), with or without its note and addresses. */
export function saysWritten(lang: EventLang, cell: string, written: string): boolean {
  // a cell written before French spacing (plain spaces) says the same
  const source = plainSpaces(withoutEmails(lang, cell));
  return (
    source === plainSpaces(sourceText(lang, written)) ||
    source.startsWith(plainSpaces(t(lang, "form.source", { written: `${written} — ` })))
  );
}

/** What a report claims, in the table's A–B order: « vainqueur Anne », « 7–2 ». */
export function claimText(lang: EventLang, c: Claim): string {
  return c.kind === "winner" ? t(lang, "form.claim.winner", { name: c.winner }) : `${c.scoreA}–${c.scoreB}`;
}

/**
 * The note of a table's reports, for its source cell and the sidebar: a Dust Tactics table with one
 * report (nothing written yet) says who reported what and whom it waits for; a dispute, who claimed
 * what. "" otherwise.
 */
export function noteOf(
  lang: EventLang,
  layout: RoundsLayout,
  g: GameRow,
  o: TableOutcome | undefined,
): string {
  if (!o) return "";
  if (o.state === "one" && layout.kind === "scores") {
    const r = o.reports[0]!;
    const other = nameKey(r.reporter) === nameKey(g.a) ? g.b : g.a;
    return t(lang, "form.source.waiting", { name: r.reporter, claim: claimText(lang, r.claim), other });
  }
  if (o.state !== "disputed") return "";
  return o.reports
    .map((r) => t(lang, "form.claim", { name: r.reporter, claim: claimText(lang, r.claim) }))
    .join(t(lang, "form.claim.sep"));
}

/** The written columns' texts for a table's outcome (all blank: nothing to write). */
export function cellsFor(
  layout: RoundsLayout,
  lang: EventLang,
  g: GameRow,
  o: TableOutcome | undefined,
): string[] {
  const w = WORDS[lang];
  const blank = writtenColumns(layout).map(() => "");
  if (!o) return blank;
  const c = o.claim;
  if (layout.kind === "winner" && c.kind === "winner") {
    const winner = nameKey(c.winner) === nameKey(g.a) ? g.a : g.b;
    return [winner, o.state === "one" ? "" : o.state === "agreed" ? w.yes : w.disputed];
  }
  if (layout.kind === "scores" && c.kind === "scores") {
    if (o.state === "one") return blank;
    if (o.state === "disputed") return ["", "", "", "", w.disputed];
    const n = (x: number | null) => (x === null ? "" : String(x));
    return [n(c.armyA), n(c.armyB), String(c.scoreA), String(c.scoreB), ""];
  }
  return blank;
}

/**
 * What the table already shows when one report cannot take it away (null: the outcome's cells). A
 * result written from reports stays until reports that contradict it arrive: a confirmed or agreed
 * result, and a dispute, are what two reports made; a single report (on a form made again, or once
 * a response row was deleted) that agrees leaves them as they are, and one that contradicts a
 * confirmed result makes it a dispute.
 */
export function kept(
  layout: RoundsLayout,
  lang: EventLang,
  cells: string[],
  o: TableOutcome | undefined,
): string[] | null {
  if (o?.state !== "one") return null;
  const w = WORDS[lang];
  if (layout.kind === "winner") {
    const [declared, confirm] = cells as [string, string];
    if (declared === "" || confirm === "") return null;
    if (confirm === w.disputed) return cells;
    const shown: Claim = { kind: "winner", winner: declared };
    return sameClaim(shown, o.claim) ? cells : [declared, w.disputed];
  }
  const [armyA, armyB, scoreA, scoreB, dispute] = cells as [string, string, string, string, string];
  if (dispute === w.disputed) return cells;
  if (scoreA === "" || scoreB === "") return null;
  const n = (v: string) => (v === "" ? null : Number(v));
  const shown: Claim = {
    kind: "scores",
    scoreA: Number(scoreA),
    scoreB: Number(scoreB),
    armyA: n(armyA),
    armyB: n(armyB),
  };
  return sameClaim(shown, o.claim) ? cells : ["", "", "", "", w.disputed];
}
