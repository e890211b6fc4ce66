/**
 * Results reported by the players themselves (RULES §1: "the winner reports, the loser
 * confirms; on disagreement the organiser decides"), each player of a table reporting on their own,
 * from a form on their phone. Pure: the reports and the round's tables in, what each table's
 * reports come to out, and every report left aside with the reason.
 *
 * The outcome is a function of all the reports at once, recomputed at each reading: applying it
 * again changes nothing, so every report counts exactly once however often the responses are read.
 *
 * - A report counts for the table it names when its reporter plays at that table, in a round
 *   paired and not closed, and was sent after the round was paired (a report sent before an undo
 *   and a new pairing of that round is about the old pairing).
 * - A player's later report replaces their earlier one (a correction); the same report sent twice
 *   is one report. Timestamps are kept to the second: reports of the same second are read in an
 *   order that is not the rows' (sorting the responses tab changes nothing), and one player's two
 *   different reports of the same second are a dispute.
 * - A player who dropped after the round was paired still has that game, and their results count
 *   (RULES §1): their report and their opponent's count. A report from a player who had dropped
 *   before (at no table of the round) is left aside as such.
 * - One report: the table's result is reported, waiting for the opponent. Both players agreeing:
 *   confirmed. Disagreeing: a dispute, the organiser decides. Army points left blank are not
 *   reported (null): they agree with any, and the agreed claim keeps those the other player gave.
 * - A table where the organiser has entered or decided the result is the organiser's: reports no
 *   longer change it (they are listed as such).
 * - A report whose army points left are above its player's list (RULES §1: a report breaking the
 *   event's rules) is set aside ("armyOverList") and never counted: its player has no report until
 *   their correction, which replaces it as any later report does.
 * - Both players' reports sent from the same Google address (a form recording it) confirm nothing:
 *   one phone said both. The table stays at one report (`sameEmail`), for the organiser to check.
 */
import { nameKey } from "../core/names";

/**
 * A Dust score, in the Rounds tab as on the form (RULES §2): a whole number from 0 to MAX_SCORE
 * (2.5 is no score; neither is 1e308, which no game reaches and no total adds up exactly).
 */
export const MAX_SCORE = 999_999;

export function isScore(n: number): boolean {
  return Number.isInteger(n) && n >= 0 && n <= MAX_SCORE;
}

/** What a player says of their game: who won (La Confrérie), or the scores (Dust Tactics). */
export type Claim =
  | { kind: "winner"; winner: string }
  | { kind: "scores"; scoreA: number; scoreB: number; armyA: number | null; armyB: number | null };

export interface ResultReport {
  /** Stable id of the response (e.g. its timestamp and reporter), for the lists shown. */
  id: string;
  /** The responses tab's row, for messages. */
  row: number;
  /** When it was sent, in ms since 1970 (the responses tab's timestamp). */
  at: number;
  round: number;
  table: number;
  reporter: string;
  claim: Claim;
  /** The Google address the form recorded for who sent it (a form that collects it); absent otherwise. */
  email?: string;
}

export interface ReportedTable {
  round: number;
  table: number;
  /** Player A and player B, as paired. */
  a: string;
  b: string;
  /** The organiser entered or decided this table's result: reports no longer change it. */
  organiser: boolean;
  /**
   * The most army points left each player may have (their list, or the system's largest list);
   * absent or null: no limit. A report claiming more is left aside ("armyOverList").
   */
  maxArmy?: { a: number | null; b: number | null };
}

export interface ReportRounds {
  /** The tables of every round paired and not closed. */
  tables: ReportedTable[];
  /** Rounds paired and closed since. */
  closed: number[];
  /** When each round still open was paired, ms since 1970 (round → time). */
  pairedAt: Record<number, number>;
  /** Players who dropped (by name): said as the reason when they report for a table not theirs. */
  dropped: string[];
}

export type IgnoredReason =
  | "roundClosed"
  | "unknownTable"
  | "beforePairing"
  | "notAtTable"
  | "dropped"
  | "winnerNotAtTable"
  | "organiser"
  | "replaced"
  | "repeated"
  | "wrongEntry"
  | "armyOverList";

export interface IgnoredReport {
  report: ResultReport;
  reason: IgnoredReason;
  /** For "armyOverList": the player whose army points break their list, what was claimed, the limit. */
  over?: { player: string; value: number; max: number };
}

export interface TableOutcome {
  round: number;
  table: number;
  /**
   * "one": one player reported; "agreed": both, the same; "disputed": both, not the same, or one
   * player sending two different claims in the same second.
   */
  state: "one" | "agreed" | "disputed";
  /**
   * Both players' reports sent from one Google address (the form recording it): they confirm
   * nothing, the table stays at one report (state "one") for the organiser to check.
   */
  sameEmail?: string;
  /** The claim the table's result is entered from (the first reporter's, for a dispute). */
  claim: Claim;
  /** The reports it comes from: one, or the two players' latest. */
  reports: ResultReport[];
}

/** Army points agree when equal, or when one side left them blank (not reported). */
const sameArmy = (x: number | null, y: number | null): boolean => x === null || y === null || x === y;

/** Whether two claims say the same (a blank army-points answer agrees with any). */
export const sameClaim = (x: Claim, y: Claim): boolean =>
  x.kind === "winner" && y.kind === "winner"
    ? nameKey(x.winner) === nameKey(y.winner)
    : x.kind === "scores" && y.kind === "scores"
      ? x.scoreA === y.scoreA &&
        x.scoreB === y.scoreB &&
        sameArmy(x.armyA, y.armyA) &&
        sameArmy(x.armyB, y.armyB)
      : false;

/** The very same claim (a second report adding army points is a correction, not a repeat). */
const identical = (x: Claim, y: Claim): boolean =>
  sameClaim(x, y) &&
  (x.kind !== "scores" || y.kind !== "scores" || (x.armyA === y.armyA && x.armyB === y.armyB));

const compare = (x: string, y: string): number => (x < y ? -1 : x > y ? 1 : 0);

/** A claim as text, to order the reports of one second by what they say. */
const claimKey = (c: Claim): string =>
  c.kind === "winner" ? `w:${nameKey(c.winner)}` : `s:${c.scoreA}:${c.scoreB}:${c.armyA}:${c.armyB}`;

/** The side of a report's claim above its player's list, if any (A first). */
function overList(t: ReportedTable, c: Claim): IgnoredReport["over"] | undefined {
  if (c.kind !== "scores" || !t.maxArmy) return undefined;
  const { a, b } = t.maxArmy;
  if (a !== null && c.armyA !== null && c.armyA > a) return { player: t.a, value: c.armyA, max: a };
  if (b !== null && c.armyB !== null && c.armyB > b) return { player: t.b, value: c.armyB, max: b };
  return undefined;
}

/** The address two reports were both sent from (the form recording it), if the same. */
function sameSender(x: ResultReport, y: ResultReport): string | undefined {
  const a = x.email?.trim().toLowerCase() ?? "";
  return a !== "" && a === (y.email?.trim().toLowerCase() ?? "") ? x.email : undefined;
}

/** 0 for the table's player A, 1 for B. */
const side = (t: ReportedTable, r: ResultReport): number => (nameKey(r.reporter) === nameKey(t.a) ? 0 : 1);

/** Two agreeing claims as one: the army points one player gave and the other left blank kept. */
const bothClaims = (x: Claim, y: Claim): Claim =>
  x.kind === "scores" && y.kind === "scores"
    ? { ...x, armyA: x.armyA ?? y.armyA, armyB: x.armyB ?? y.armyB }
    : x;

/**
 * What the reports come to, table by table (in round and table order), and the reports left aside
 * (in the order they were sent). `entry` is the round's way of entering a result: a winner, or the
 * scores; a report of the other kind is left aside.
 */
export function reconcileReports(
  reports: readonly ResultReport[],
  rounds: ReportRounds,
  entry: Claim["kind"],
): { tables: TableOutcome[]; ignored: IgnoredReport[] } {
  const ignored: IgnoredReport[] = [];
  const tables = new Map(rounds.tables.map((t) => [`${t.round}:${t.table}`, t]));
  const closed = new Set(rounds.closed);
  const dropped = new Set(rounds.dropped.map(nameKey));
  // the latest reports of each player of each table (several when sent in the same second), in the
  // order they were sent; reports of the same second in an order that is not the rows' (a responses
  // tab sorted by hand reads the same)
  const latest = new Map<string, ResultReport[]>();
  const sorted = [...reports].sort(
    (x, y) =>
      x.at - y.at ||
      compare(nameKey(x.reporter), nameKey(y.reporter)) ||
      compare(claimKey(x.claim), claimKey(y.claim)) ||
      x.row - y.row,
  );
  for (const r of sorted) {
    const table = tables.get(`${r.round}:${r.table}`);
    const who = nameKey(r.reporter);
    let reason: IgnoredReason | null = null;
    if (closed.has(r.round)) reason = "roundClosed";
    else if (!table) reason = "unknownTable";
    else if (r.at < (rounds.pairedAt[r.round] ?? Number.NEGATIVE_INFINITY)) reason = "beforePairing";
    else if (who !== nameKey(table.a) && who !== nameKey(table.b))
      reason = dropped.has(who) ? "dropped" : "notAtTable";
    else if (r.claim.kind !== entry) reason = "wrongEntry";
    else if (
      r.claim.kind === "winner" &&
      nameKey(r.claim.winner) !== nameKey(table.a) &&
      nameKey(r.claim.winner) !== nameKey(table.b)
    )
      reason = "winnerNotAtTable";
    else if (table.organiser) reason = "organiser";
    if (reason) {
      ignored.push({ report: r, reason });
      continue;
    }
    const key = `${r.round}:${r.table}:${who}`;
    const before = latest.get(key) ?? [];
    const twin = before.find((b) => identical(b.claim, r.claim));
    if (before[0]?.at === r.at) {
      // the same second: the same claim is sent twice; another claim is the player saying both
      if (twin) {
        // the earlier copy said as the repeat, as for copies sent seconds apart
        ignored.push({ report: twin, reason: "repeated" });
        before[before.indexOf(twin)] = r;
      } else before.push(r);
      continue;
    }
    for (const b of before)
      ignored.push({ report: b, reason: identical(b.claim, r.claim) ? "repeated" : "replaced" });
    latest.set(key, [r]);
  }
  const out: TableOutcome[] = [];
  for (const t of [...tables.values()].sort((x, y) => x.round - y.round || x.table - y.table)) {
    // a player whose latest report breaks the event's rules has no report that counts: it is set
    // aside, waiting for their correction (which replaces it)
    const per = [t.a, t.b].map((p) => {
      const reports = latest.get(`${t.round}:${t.table}:${nameKey(p)}`) ?? [];
      const bad = reports.filter((r) => overList(t, r.claim) !== undefined);
      for (const r of bad) ignored.push({ report: r, reason: "armyOverList", over: overList(t, r.claim)! });
      return bad.length > 0 ? [] : reports;
    });
    // the first sent first; in the same second, player A's first (never the rows' order)
    const mine = per.flat().sort((x, y) => x.at - y.at || side(t, x) - side(t, y));
    if (mine.length === 0) continue;
    const first = mine[0]!;
    // a player who said two things in the same second disputes their own result
    const torn = per.some((reports) => reports.length > 1);
    const players = per.filter((reports) => reports.length > 0).length;
    // two players' reports from one Google address confirm nothing: one phone said both
    const email = players === 2 && !torn ? sameSender(mine[0]!, mine[1]!) : undefined;
    const state = torn
      ? "disputed"
      : players === 1
        ? "one"
        : !sameClaim(first.claim, mine[1]!.claim)
          ? "disputed"
          : email !== undefined
            ? "one"
            : "agreed";
    const claim = state === "agreed" ? bothClaims(first.claim, mine[1]!.claim) : first.claim;
    out.push({
      round: t.round,
      table: t.table,
      state,
      claim,
      reports: mine,
      ...(email === undefined ? {} : { sameEmail: email }),
    });
  }
  ignored.sort((x, y) => x.report.at - y.report.at || x.report.row - y.report.row);
  return { tables: out, ignored };
}
