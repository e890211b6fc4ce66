/** RULES §2 Dust Tactics: what the sidebar and the New-event dialog need, without the pairing. */
import { roundsByPowerOfTwo } from "../default-rounds";
import type { SwissSystemBasics } from "../types";

export const DUST_BASICS = {
  id: "dust",
  // ≤ 8 → 3, 9–16 → 4, 17–32 → 5, beyond as §1; with 2 players the early end stops after round 1
  defaultRounds: (players: number) => (players <= 1 ? 0 : roundsByPowerOfTwo(players)),
  entry: "scores",
  // RULES §2: "an army list is worth at most 300 army points"
  armyList: { maxPoints: 300 },
  roundMinutes: 60,
} as const satisfies SwissSystemBasics;
