/**
 * The performance % of a deal (RULES §6 Decision, seed 003): the player's differential compared
 * with the bot's on the same cards, one point of differential = one percent, never below 0:
 * % = max(0, 100 + (player differential − bot differential)). The bot is always at 100 %; a deal
 * started and not finished in time counts 0 %.
 */

/**
 * The largest differential one player can have on a deal (either sign): the most a player scores
 * on one deal of four-player Tarot. A garde contre (× 6) with all 91 points and the 3 oudlers
 * (difference 55) and the petit au bout makes (25 + 55 + 10) × 6 = 540 per defender, a triple
 * poignée 40 and an announced slam 400 more: 980, which the taker scores from each of the 3
 * defenders, 2,940. Rounded up to 3,000: anything beyond is a slip (1e12 pasted, a date typed).
 */
export const DIFFERENTIAL_MAX = 3000;

/** A differential a deal can have: a finite number within ±DIFFERENTIAL_MAX. */
export function differentialInRange(n: number): boolean {
  return Number.isFinite(n) && Math.abs(n) <= DIFFERENTIAL_MAX;
}

/** The % of a finished deal. */
export function tarotPercent(player: number, bot: number): number {
  return Math.max(0, 100 + (player - bot));
}

/** The % of a deal: 0 when unfinished (`player` null). */
export function dealPercent(player: number | null, bot: number): number {
  return player === null ? 0 : tarotPercent(player, bot);
}
