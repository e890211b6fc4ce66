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

/**
 * What the source cell says was written, from the written columns' texts ("" when all blank): army
 * points one side left blank read as not given (« PA A : non donnés, B : 30 »); `old`, as sources
 * were written before (« PA –30 »), to read them back.
 */
export function writtenText(layout: RoundsLayout, lang: EventLang, cells: string[], old = false): string {
  if (layout.kind === "winner") return cells.filter((c) => c !== "").join(", ");
  const [armyA, armyB, scoreA, scoreB, dispute] = cells as [string, string, string, string, string];
  const parts: string[] = [];
  if (scoreA !== "" || scoreB !== "") parts.push(`${scoreA}–${scoreB}`);
  const given = (v: string) => (v === "" ? t(lang, "form.source.armyNotGiven") : v);
  if (armyA !== "" || armyB !== "")
    parts.push(
      old || (armyA !== "" && armyB !== "")
        ? t(lang, "form.source.army", { a: armyA, b: armyB })
        : t(lang, "form.source.armySides", { a: given(armyA), b: given(armyB) }),
    );
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
 * The note of a table's reports, for its source cell and the sidebar: a table with one report says
 * who reported what and whom it waits for (the source keeps it: `waitingOf` reads it back); a
 * dispute, who claimed what. "" otherwise.
 */
export function noteOf(lang: EventLang, g: GameRow, o: TableOutcome | undefined): string {
  if (!o) return "";
  if (o.state === "one") {
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

/** The input cells as a claim: the declared winner, or both scores (null when not all there). */
function cellsClaim(layout: RoundsLayout, cells: string[]): Claim | null {
  if (layout.kind === "winner") return cells[0] === "" ? null : { kind: "winner", winner: cells[0]! };
  const [armyA, armyB, scoreA, scoreB] = cells as [string, string, string, string];
  if (scoreA === "" || scoreB === "") return null;
  const n = (v: string) => (v === "" ? null : Number(v));
  return { kind: "scores", scoreA: Number(scoreA), scoreB: Number(scoreB), armyA: n(armyA), armyB: n(armyB) };
}

/** « confirmé : 7–2 », the head of the note of a confirmed result a later report contradicts. */
function confirmedNote(lang: EventLang, c: Claim): string {
  return t(lang, "form.claim.confirmed", { claim: claimText(lang, c) });
}

/**
 * The result two reports confirmed that the table's cells (written from reports) still show: a
 * confirmed result, or one kept under a dispute since (its source saying « confirmé : … »); null
 * otherwise.
 */
function confirmedShown(
  layout: RoundsLayout,
  lang: EventLang,
  cells: string[],
  source: string,
): Claim | null {
  const w = WORDS[lang];
  const shown = cellsClaim(layout, cells);
  if (!shown) return null;
  const word = cells[cells.length - 1]!;
  if (layout.kind === "winner" ? word === w.yes : word === "") return shown;
  return word === w.disputed && source.includes(`— ${confirmedNote(lang, shown)}`) ? shown : null;
}

/**
 * A result two reports confirmed is never cleared by a later report (RULES §1): what the table
 * shows against its reports now. `null` when no confirmed result is shown (the outcome's cells are
 * written); "same" when the reports leave it as it is; otherwise its cells — the confirmed result
 * with the dispute word and the note saying it and the new claims (a dispute the organiser
 * decides), or the confirmed result again once the contradicting player's correction agrees.
 * Two agreeing reports are written as the outcome's cells (null): the same result, or another one,
 * a correction by both players.
 */
export function fromConfirmed(
  layout: RoundsLayout,
  lang: EventLang,
  seen: { cells: string[]; source: string },
  o: TableOutcome,
): { cells: string[]; note: string } | "same" | null {
  const shown = confirmedShown(layout, lang, seen.cells, seen.source);
  if (!shown) return null;
  const w = WORDS[lang];
  // both players agreeing now: what they agree on is written (the same result, its army points
  // given since, or a correction by both)
  if (o.state === "agreed") return null;
  const agrees = o.state === "one" && sameClaim(shown, o.claim);
  const last = seen.cells.length - 1;
  const at = (word: string) => seen.cells.map((c, i) => (i === last ? word : c));
  if (agrees)
    return seen.cells[last] === w.disputed
      ? { cells: at(layout.kind === "winner" ? w.yes : ""), note: "" }
      : "same";
  const claims = o.reports.map((r) =>
    t(lang, "form.claim", { name: r.reporter, claim: claimText(lang, r.claim) }),
  );
  return {
    cells: at(w.disputed),
    note: [confirmedNote(lang, shown), ...claims].join(t(lang, "form.claim.sep")),
  };
}

/**
 * What the table already shows when one report cannot take it away (null: the outcome's cells): a
 * dispute two reports made stays as it is when a single report is left of it (a form made again, a
 * response row deleted). A confirmed result: `fromConfirmed`.
 */
export function kept(lang: EventLang, cells: string[], o: TableOutcome | undefined): string[] | null {
  if (o?.state !== "one") return null;
  return cells[cells.length - 1] === WORDS[lang].disputed ? cells : null;
}

/**
 * The note of a table's dispute as its source cell says it (« Anne : vainqueur Anne ; Bea : … »,
 * after what was written), for the sidebar whatever the last action; "" when the cell has none.
 */
export function noteOfSource(lang: EventLang, cell: string): string {
  const source = withoutEmails(lang, cell);
  const head = t(lang, "form.source", { written: "" });
  if (!source.startsWith(head)) return "";
  const at = source.indexOf(" — ", head.length);
  return at < 0 ? "" : source.slice(at + 3);
}

/**
 * The report a table's source cell says is waiting for the opponent (« signalé par Anne : 7–2,
 * attend Bea »), as a claim of `a` or `b` (Dust's army points are not in it); null when none.
 */
export function waitingOf(
  lang: EventLang,
  cell: string,
  g: { a: string; b: string },
): { reporter: string; claim: Claim } | null {
  const source = withoutEmails(lang, cell);
  const head = t(lang, "form.source", { written: "" });
  if (!source.startsWith(head)) return null;
  const dash = source.indexOf(" — ", head.length);
  const note = dash < 0 ? source.slice(head.length) : source.slice(dash + 3);
  for (const [reporter, other] of [
    [g.a, g.b],
    [g.b, g.a],
  ] as const) {
    const [pre, post] = t(lang, "form.source.waiting", { name: reporter, claim: "\u0001", other }).split(
      "\u0001",
    ) as [string, string];
    if (!note.startsWith(pre) || !note.endsWith(post) || note.length < pre.length + post.length) continue;
    const said = note.slice(pre.length, note.length - post.length);
    for (const winner of [g.a, g.b])
      if (said === claimText(lang, { kind: "winner", winner }))
        return { reporter, claim: { kind: "winner", winner } };
    const m = /^([0-9]+)–([0-9]+)$/.exec(said);
    if (m)
      return {
        reporter,
        claim: { kind: "scores", scoreA: Number(m[1]), scoreB: Number(m[2]), armyA: null, armyB: null },
      };
  }
  return null;
}
