/**
 * The performance % of a deal (RULES §6 Decision, seed 003): the player's differential compared
 * with the bot's on the same cards, one point of differential = one percent, never below 0:
 * % = max(0, 100 + (player differential − bot differential)). The bot is always at 100 %; a deal
 * started and not finished in time counts 0 %.
 */

/** The % of a finished deal. */
export function tarotPercent(player: number, bot: number): number {
  return Math.max(0, 100 + (player - bot));
}

/** The % of a deal: 0 when unfinished (`player` null). */
export function dealPercent(player: number | null, bot: number): number {
  return player === null ? 0 : tarotPercent(player, bot);
}
