/**
 * "Why this rank" for a team (RULES §3): its league points, and when teams share them, the
 * tie-break that set them apart (head-to-head, then Sonneborn-Berger, then games won), with each
 * tied team's figure; a shared rank when all are equal.
 */
import { nameKey } from "../../../engine/core/names";
import type { TeamRow } from "../../../engine/league/standings";
import { type Lang, numberText, ordinal, t } from "../../../i18n/index";

const CHAIN = [
  ["headToHead", "league.why.headToHead"],
  ["sonnebornBerger", "league.why.sonneborn"],
  ["gamesWon", "league.why.gamesWon"],
] as const;

/** The explanation of `team`'s rank, "" when the team is not in the ranking. */
export function explainTeam(rows: TeamRow[], team: string, lang: Lang): string {
  const me = rows.find((r) => nameKey(r.team) === nameKey(team));
  if (!me) return "";
  const head = t(lang, "league.why.points", {
    rank: ordinal(me.rank, lang, true), // « l'équipe … est 1re »
    team: me.team,
    points: me.leaguePoints,
    matches: me.matches,
  });
  let tied = rows.filter((r) => r.leaguePoints === me.leaguePoints && r !== me);
  if (tied.length === 0) return head;
  const parts: string[] = [
    t(lang, "league.why.tied", { teams: tied.map((r) => r.team).join(", "), points: me.leaguePoints }),
  ];
  for (const [field, key] of CHAIN) {
    const figures = [me, ...tied].map((r) => `${r.team} ${numberText(r[field], lang)}`).join(", ");
    const apart = tied.some((r) => r[field] !== me[field]);
    if (apart) parts.push(t(lang, key, { figures }));
    tied = tied.filter((r) => r[field] === me[field]);
    if (tied.length === 0) break;
  }
  if (tied.length > 0)
    parts.push(
      t(lang, "league.why.shared", {
        teams: tied.map((r) => r.team).join(", "),
        rank: ordinal(me.rank, lang, true), // « l'équipe … est 1re »
      }),
    );
  return `${head} ${parts.join(" ")}`;
}
