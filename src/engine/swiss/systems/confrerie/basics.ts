/** RULES §1 "La Confrérie": what the sidebar and the New-event dialog need, without the pairing. */
import { roundsByPowerOfTwo } from "../default-rounds";
import type { SwissSystemBasics } from "../types";

export const CONFRERIE_BASICS = {
  id: "confrerie",
  // 2 → 1, 3–8 → 3, 9–16 → 4, 17–32 → 5, … ceil(log2 n)
  defaultRounds: (players: number) => (players <= 1 ? 0 : players === 2 ? 1 : roundsByPowerOfTwo(players)),
  entry: "winner",
  armyList: null,
  roundMinutes: 50,
} as const satisfies SwissSystemBasics;
