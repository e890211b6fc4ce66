/**
 * What a match sheet shows besides the lineups (RULES §3): each table's scenario, drawn at random
 * with replacement from the editable list (seeded, so the draw is recorded and replayable), and
 * which team has the "trait" advantage (choice of table edge or of who starts) on each table.
 */
import { ArbitreError } from "../core/errors";
import { createRng, mixSeed, randomInt } from "../core/random";

/**
 * One scenario per table, drawn with replacement: a scenario may land on several tables, another
 * on none. `salt` tells matches apart (the same seed gives every match its own draw).
 */
export function drawScenarios(scenarios: string[], tables: number, seed: number, salt = 0): string[] {
  const list = scenarios.map((s) => s.trim()).filter((s) => s !== "");
  if (list.length === 0) throw new ArbitreError("league.noScenario", {});
  const rng = createRng(mixSeed(seed, salt));
  return Array.from({ length: tables }, () => list[randomInt(rng, list.length)]!);
}

/**
 * Who has the advantage on table `table` (1-based): aller, the host on tables 1 and 3 and the
 * visitor on 2 and 4; retour, the other way round.
 */
export function traitAdvantage(leg: "aller" | "retour", table: number): "host" | "visitor" {
  const odd = table % 2 === 1;
  return (leg === "aller") === odd ? "host" : "visitor";
}
