/** The default-rounds table the Swiss systems share (light: the sidebar's basics import it). */

/** 3 rounds up to 8 players, then ceil(log2 n): the default-rounds table both systems share beyond 2. */
export function roundsByPowerOfTwo(players: number): number {
  if (players <= 8) return 3;
  let r = 0;
  while (2 ** r < players) r++;
  return r;
}
