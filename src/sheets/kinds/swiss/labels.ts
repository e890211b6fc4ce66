/** The words of a Swiss event: system, stage, status, round and last-action labels, refusals. */

import type { LastActionKind, SwissSystemId } from "../../../contract/index";
import { ArbitreError } from "../../../engine/core/errors";
import type { Refusal } from "../../../engine/swiss/event";
import { type Lang, localise, sayKey, t } from "../../../i18n/index";
import type { StoredEvent, UndoRecord } from "./config";
import type { GameRow } from "./read/index";
import { WORDS } from "./schema";

/** A guard's refusal in words. */
export function refusalText(lang: Lang, refusal: Refusal): string {
  if (refusal.at === undefined) return sayKey(lang, refusal.key, refusal.params);
  return localise(new ArbitreError(refusal.key, refusal.params, refusal.at), lang);
}

export function systemLabel(lang: Lang, system: SwissSystemId): string {
  return t(lang, `event.system.${system}`);
}

export function stageLabel(lang: Lang, size: number, stage: number): string {
  if (stage < 1) return "";
  const remaining = size / 2 ** (stage - 1);
  if (remaining <= 2) return t(lang, "event.stage.final");
  if (remaining <= 4) return t(lang, "event.stage.semi");
  return t(lang, "event.stage.quarter");
}

export function statusLabel(ev: StoredEvent, s: GameRow["status"]): string {
  return WORDS[ev.lang].status[s];
}

export function roundLabel(lang: Lang, ev: StoredEvent): string {
  if (ev.topCutStages.length > 0) return stageLabel(lang, ev.topCut, ev.topCutStages.length);
  return t(lang, "event.roundOf", { round: ev.swiss.length, rounds: ev.rounds || ev.swiss.length });
}

/** The kind shown to the sidebar for an undo record. */
export function lastActionKind(u: UndoRecord): LastActionKind {
  return u.kind === "dropPlayer" && !u.dropped ? "reinstatePlayer" : u.kind;
}

/** Localised label of an undo record ("Générer la ronde 3", "Retirer Léa"…). */
export function lastActionLabel(lang: Lang, ev: StoredEvent, u: UndoRecord): string {
  switch (u.kind) {
    case "generateRound":
      return t(lang, "event.last.generate", { round: u.round });
    case "closeRound":
      return t(lang, closedCount(u) === 1 ? "event.last.closeOne" : "event.last.close", {
        round: u.round,
        count: closedCount(u),
      });
    case "dropPlayer":
      return t(lang, u.dropped ? "event.last.drop" : "event.last.reinstate", { name: u.name });
    case "topCut":
      return u.final
        ? t(lang, "event.last.finalRanking")
        : t(lang, "event.last.topCut", { stage: stageLabel(lang, ev.topCut, u.stage) });
    case "publish":
      return t(lang, "event.last.publish", { tab: ev.tabs.public });
    case "swapPlayers":
      return t(lang, "event.last.swap", { a: u.a, b: u.b });
    case "remakeForm":
      return t(lang, "form.last.remake");
  }
}

/** "Table 3: Ann – Bob (En attente)", one line per game in a confirmation's details. */
export function confirmLines(lang: Lang, ev: StoredEvent, games: GameRow[]): string[] {
  return games.map((g) =>
    t(lang, "event.confirm.closeLine", { table: g.table, a: g.a, b: g.b, status: statusLabel(ev, g.status) }),
  );
}

/** Games a Close round record turned into double losses (every version of the record). */
export function closedCount(u: Extract<UndoRecord, { kind: "closeRound" }>): number {
  return u.count ?? u.tables?.length ?? u.rows?.length ?? 0;
}

/** Table numbers as ranges: [1, 2, 3, 5] → "1-3,5". */
export function toRanges(tables: number[]): string {
  const sorted = [...new Set(tables)].sort((a, b) => a - b);
  const out: string[] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j]! + 1) j++;
    out.push(j === i ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return out.join(",");
}

/** "1-3,5" → [1, 2, 3, 5] (the inverse of toRanges). */
export function fromRanges(ranges: string): number[] {
  const out: number[] = [];
  for (const part of ranges.split(",")) {
    if (part === "") continue;
    const [lo, hi] = part.split("-").map(Number) as [number, number | undefined];
    for (let x = lo; x <= (hi ?? lo); x++) out.push(x);
  }
  return out;
}
