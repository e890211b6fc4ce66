import { roundsByPowerOfTwo } from "./common";
import type { SwissSystem } from "./types";

/** RULES §2 Dust Tactics: point groups, points then SoS then army points left; early end. */
export const DUST = {
  id: "dust",
  standings: "dust",
  // ≤ 8 → 3, 9–16 → 4, 17–32 → 5, beyond as §1; with 2 players the early end stops after round 1
  defaultRounds: (players: number) => (players <= 1 ? 0 : roundsByPowerOfTwo(players)),
  playoffs: true,
  endsWithOneUndefeated: true,
  // at random among the fewest points without a bye; everyone has had one: the same draw among
  // the fewest points (Decision, mirroring §1)
  byeOrder: (active, h) => {
    const candidates = h.draw(active);
    candidates.sort((x, y) => h.hadBye(x) - h.hadBye(y) || h.points(x) - h.points(y));
    return candidates;
  },
  byeKey: "swiss.bye.dust",
  pairing: "pointGroups",
  entry: "scores",
  // RULES §2: "an army list is worth at most 300 army points"
  armyList: { maxPoints: 300 },
  roundMinutes: 60,
} as const satisfies SwissSystem;
