/**
 * What Generate round asks before writing (RULES §1 Decision): a pairing with rematches or pairs to
 * avoid that meet, and club spellings that are probably one club while clubs are protected — all in
 * one question, so that one confirmation accepts what it says and nothing else.
 */
import type { GenerateRoundRequest } from "../../../../contract/index";
import { nearDuplicateClubs } from "../../../../engine/swiss/clubs";
import type { DetailedPairing } from "../../../../engine/swiss/pairing";
import { type Lang, t } from "../../../../i18n/index";
import { NeedConfirm } from "../context";
import type { Snapshot } from "../read/index";

/** `protectedSnap`: the event's players when clubs are protected in this round, else null. */
export function askFirst(
  lang: Lang,
  req: GenerateRoundRequest,
  result: DetailedPairing,
  protectedSnap: Snapshot | null,
): void {
  if (req.confirm === true) return;
  const near =
    protectedSnap === null
      ? []
      : nearDuplicateClubs(protectedSnap.players.filter((p) => !p.dropped).map((p) => p.club));
  if (result.rematches === 0 && near.length === 0) return;
  const details = near.map(([a, b]) => t(lang, "event.confirm.nearClub", { a, b }));
  if (result.rematches === 0) throw new NeedConfirm(t(lang, "event.confirm.nearClubs"), details);
  // rematches and pairs to avoid: the question as before when no pair to avoid meets
  const rematches = result.rematches - result.avoided;
  let question: string;
  if (result.avoided === 0) question = t(lang, "event.confirm.rematches", { count: result.rematches });
  else question = t(lang, "event.confirm.avoided", { count: result.avoided, rematches });
  throw new NeedConfirm(question, details);
}
