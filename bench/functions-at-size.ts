/**
 * Each custom function at the largest size the guide documents, timed as the stand-in times a call
 * (engine + wrappers, Node): MASTERS_RANKING over the federation's 47,880 results, TEAM_STANDINGS and
 * the ladder's Elo functions over a 16-team season, STANDINGS over 1,024 players, the Tarot functions
 * over a club's 102,336 deal rows. Apps Script stops a custom function after 30 s on servers slower
 * than this machine: each must stay under the stand-in's 3 s.
 */
import { runFunction } from "../src/sheets/functions/index";
import { federationRows } from "../test/integration/circuit/federation";
import { clubRows } from "../test/integration/tarot/club";
import { type BenchLine, rng, timeMs } from "./lib";

/** The stand-in's limit for one custom-function call (tools/standin `customFunctionLimitMs`). */
export const CALL_LIMIT_MS = 3000;

/** Timed at its median (a call refusing a bad row throws; a table answers a header and its rows). */
function line(label: string, f: () => unknown, runs = 3): BenchLine {
  const answer = f();
  if (typeof answer !== "number" && (!Array.isArray(answer) || answer.length < 2))
    throw new Error(`${label}: ${JSON.stringify(answer)}`);
  return { label, value: timeMs(f, runs).median, unit: "ms", target: CALL_LIMIT_MS };
}

/** A 16-team league's double round robin: 240 matches of 4 tables, every result played. */
function leagueSeason(): { tables: unknown[][]; games: unknown[][] } {
  const r = rng(16);
  const teams = Array.from({ length: 16 }, (_, i) => `Équipe ${i + 1}`);
  const players = (t: number) => Array.from({ length: 5 }, (_, i) => `${teams[t]} joueur ${i + 1}`);
  const tables: unknown[][] = [];
  const games: unknown[][] = [];
  let match = 0;
  for (let home = 0; home < 16; home++)
    for (let away = 0; away < 16; away++) {
      if (home === away) continue;
      match++;
      for (let table = 1; table <= 4; table++) {
        const x = r();
        const [h, a] = x < 0.45 ? ["V", "D"] : x < 0.9 ? ["D", "V"] : ["N", "N"];
        tables.push([match, teams[home], teams[away], table, h, a]);
        games.push([
          match,
          players(home)[table - 1],
          players(away)[table - 1],
          h === "V" ? 1 : h === "N" ? 0.5 : 0,
        ]);
      }
    }
  return { tables, games };
}

/** A Swiss event of 1,024 players, 10 rounds: 5,120 results (the Confrérie's codes, Dust's army points). */
function swissEvent(): { results: unknown[][]; dust: unknown[][] } {
  const r = rng(1024);
  const names = Array.from({ length: 1024 }, (_, i) => `Joueur ${i + 1}`);
  const results: unknown[][] = [];
  const dust: unknown[][] = [];
  for (let round = 1; round <= 10; round++) {
    const order = names.slice().sort(() => r() - 0.5);
    for (let i = 0; i < order.length; i += 2) {
      const x = r();
      const [a, b] = x < 0.45 ? ["V", "D"] : x < 0.9 ? ["D", "V"] : ["N", "N"];
      results.push([order[i], order[i + 1], a, b]);
      dust.push([order[i], order[i + 1], a, b, Math.floor(r() * 300), Math.floor(r() * 300)]);
    }
  }
  return { results, dust };
}

export function functionsAtSize(): BenchLine[] {
  const lines: BenchLine[] = [];
  const lastYear = new Date().getUTCFullYear() - 1;
  const fed = federationRows({ seasons: 10, tournaments: 40, players: 120, pool: 1200, absent: 3 }, lastYear);
  lines.push(
    line(`MASTERS_RANKING, ${fed.results.length.toLocaleString("en")} results`, () =>
      runFunction("MASTERS_RANKING", "fr", [fed.tournaments, fed.results]),
    ),
  );
  const season = leagueSeason();
  lines.push(
    line(`TEAM_STANDINGS, 16 teams, ${season.tables.length} tables`, () =>
      runFunction("TEAM_STANDINGS", "fr", [season.tables]),
    ),
  );
  lines.push(
    line(`ELO_RATINGS, 16 teams, ${season.games.length} games`, () =>
      runFunction("ELO_RATINGS", "fr", [season.games, 2000]),
    ),
  );
  const r = rng(3);
  const col = (f: () => unknown) => season.games.map(() => [f()]);
  const ratings = col(() => 1800 + Math.round(r() * 400));
  const opponents = col(() => 1800 + Math.round(r() * 400));
  const scores = season.games.map((g) => [g[3]]);
  const played = col(() => Math.floor(r() * 30));
  lines.push(
    line(`ELO_EXPECTED, ${season.games.length} games`, () =>
      runFunction("ELO_EXPECTED", "fr", [ratings, opponents]),
    ),
  );
  lines.push(
    line(`ELO_DELTA, ${season.games.length} games`, () =>
      runFunction("ELO_DELTA", "fr", [ratings, opponents, scores]),
    ),
  );
  lines.push(line(`ELO_K, ${season.games.length} games`, () => runFunction("ELO_K", "fr", [played])));
  const swiss = swissEvent();
  for (const system of ["confrerie", "chess"])
    lines.push(
      line(`STANDINGS ${system}, 1,024 players, 10 rounds`, () =>
        runFunction("STANDINGS", "fr", [swiss.results, system]),
      ),
    );
  lines.push(
    line("STANDINGS dust, 1,024 players, 10 rounds", () =>
      runFunction("STANDINGS", "fr", [swiss.dust, "dust"]),
    ),
  );
  // the club's two years: 40 players and the bot, 104 weekly tournaments of 24 deals
  const deals = clubRows({ players: 40, tournaments: 104, deals: 24, first: "2024-01-08" });
  const n = deals.length.toLocaleString("en");
  const bot = new Map<string, number>();
  for (const d of deals) if (d[4] === "Bot") bot.set(`${d[0]}/${d[2]}`, d[5] as number);
  const diffs = deals.map((d) => [d[5]]);
  const bots = deals.map((d) => [bot.get(`${d[0]}/${d[2]}`) ?? ""]);
  lines.push(line(`TAROT_PERCENT, ${n} deal rows`, () => runFunction("TAROT_PERCENT", "fr", [diffs, bots])));
  // MATCHPOINTS: one row per deal, one column per participant (2,496 deals × 41)
  const players = [...new Set(deals.map((d) => d[4] as string))];
  const index = new Map(players.map((p, i) => [p, i]));
  const byDeal = new Map<string, unknown[]>();
  for (const d of deals) {
    const key = `${d[0]}/${d[2]}`;
    let row = byDeal.get(key);
    if (!row) {
      row = new Array(players.length).fill("");
      byDeal.set(key, row);
    }
    row[index.get(d[4] as string)!] = d[5] === "" ? "X" : d[5];
  }
  const table = [...byDeal.values()];
  lines.push(
    line(`MATCHPOINTS, ${n} deal rows (${table.length} deals × ${players.length})`, () =>
      runFunction("MATCHPOINTS", "fr", [table]),
    ),
  );
  const percents = deals.map((d, i) => [100 + (Number(d[5]) || 0) - (Number(bots[i]![0]) || 0)]);
  lines.push(line(`DUPLICATE_INDEX, ${n} results`, () => runFunction("DUPLICATE_INDEX", "fr", [percents])));
  const form = deals.map((d, i) => [d[1], d[3], percents[i]![0]]);
  lines.push(line(`TAROT_FORM, ${n} deal rows`, () => runFunction("TAROT_FORM", "fr", [form])));
  return lines;
}
