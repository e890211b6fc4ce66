/**
 * The league's rounds for the Elo ladder, and the ladder itself over every source: the league's
 * own games (each leg of each date is one round: the retour is played after the aller) and the
 * Swiss events added to the ladder, in date order.
 */
import type { LadderGame } from "../../../engine/ratings/ladder";
import { eloLadder, type LadderResult } from "../../../engine/ratings/ladder";
import { t } from "../../../i18n/index";
import { writtenDay } from "../../gateway/index";
import type { KindContext, RatedRound } from "../kind";
import type { LeagueEvent } from "./config";
import type { MatchState } from "./model";

const SCORE = { win: 1, draw: 0.5, loss: 0 } as const;

/** The league's rated rounds: games where both players sat and both results are in (no forfeit). */
export function leagueRatedRounds(ev: LeagueEvent, states: MatchState[]): RatedRound[] {
  const rounds = new Map<string, RatedRound>();
  const idOf = (st: MatchState) => `${ev.id}:${st.match.round}:${st.match.leg}`;
  // a matchday whose matches were moved to different days: labelled with each, ordered by the first
  const days = new Map<string, string[]>();
  for (const st of states) {
    const day = st.cal?.day ?? "";
    const list = days.get(idOf(st)) ?? [];
    if (day !== "" && !list.includes(day)) list.push(day);
    days.set(idOf(st), list);
  }
  for (const st of states) {
    const id = idOf(st);
    let r = rounds.get(id);
    if (!r) {
      const all = [...(days.get(id) ?? [])].sort();
      r = {
        id,
        label: t(ev.lang, "league.ladder.round", {
          round: st.match.round,
          leg: t(ev.lang, `league.word.${st.match.leg}`),
          day: all.length === 0 ? "" : ` · ${all.map((d) => writtenDay(d, ev.lang)).join(" + ")}`,
        }),
        day: all[0] ?? "",
        games: [],
      };
      rounds.set(id, r);
    }
    // a match counts once complete: its games are rated then, all in their round
    if (!st.complete) continue;
    for (const g of st.rows) {
      if (!g || g.homePlayer === "" || g.awayPlayer === "") continue;
      const o = g.homeResult;
      if (o !== "win" && o !== "draw" && o !== "loss") continue;
      if (g.awayResult === "forfeit") continue;
      const game: LadderGame = { player: g.homePlayer, opponent: g.awayPlayer, score: SCORE[o] };
      r.games.push(game);
    }
  }
  return [...rounds.values()].filter((r) => r.games.length > 0);
}

/** Where a round without a date sorts: after every "YYYY-MM-DD". */
const UNDATED = "9999";

/** Every source's rounds in play order: by date (undated last), then as each source lists them. */
export function ladderRounds(ctx: KindContext, ev: LeagueEvent, states: MatchState[]): RatedRound[] {
  const all: RatedRound[] = [...leagueRatedRounds(ev, states)];
  for (const other of ctx.all.events) {
    if (other.id === ev.id || other.ladder !== true) continue;
    all.push(...ctx.ratedRounds(other));
  }
  const order = all.map((r, i) => ({ r, i }));
  order.sort((a, b) => {
    const da = a.r.day === "" ? UNDATED : a.r.day;
    const db = b.r.day === "" ? UNDATED : b.r.day;
    return da < db ? -1 : da > db ? 1 : a.i - b.i;
  });
  return order.map((x) => x.r);
}

export function ladderOf(ctx: KindContext, ev: LeagueEvent, states: MatchState[]): LadderResult {
  return eloLadder(ladderRounds(ctx, ev, states));
}
