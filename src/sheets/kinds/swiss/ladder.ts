/**
 * A Swiss event's rounds for the workbook's Elo ladder (RULES §4): every game with a counted
 * win, draw or loss; byes and double losses are not games between two players' results.
 */
import type { LadderGame } from "../../../engine/ratings/ladder";
import { t } from "../../../i18n/index";
import type { Spreadsheet } from "../../gateway/index";
import type { RatedRound } from "../kind";
import type { StoredEvent } from "./config";
import { readSnapshot } from "./read/index";

const SCORE = { win: 1, draw: 0.5, loss: 0 } as const;

export function swissRatedRounds(ss: Spreadsheet, ev: StoredEvent): RatedRound[] {
  const snap = readSnapshot(ss, ev);
  const rounds = new Map<number, LadderGame[]>();
  for (const g of snap.swiss) {
    if (g.b === "" || g.doubleLoss || g.outcomeA === null || g.outcomeB === null) continue;
    if (g.outcomeA === "forfeit" || g.outcomeB === "forfeit") continue;
    const list = rounds.get(g.round) ?? [];
    list.push({ player: g.a, opponent: g.b, score: SCORE[g.outcomeA] });
    rounds.set(g.round, list);
  }
  return [...rounds.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([round, games]) => ({
      id: `${ev.id}:${round}`,
      label: t(ev.lang, "league.ladder.swissRound", { name: ev.name, round }),
      day: ev.date,
      games,
    }));
}
