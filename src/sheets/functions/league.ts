/**
 * TEAM_STANDINGS: the team league's ranking (RULES §3) from a range of tables. `games` has 6
 * columns: match id, home team, away team, table, home result, away result. Results are the codes
 * of RULES §0, or F for a table where that team fielded no player. Blank rows, and tables with
 * both results blank (not played yet), are skipped; a match counts once each of its 4 tables has a
 * result, as in the league's own standings (the engine's `teamStandings`).
 */
import { ArbitreError } from "../../engine/core/errors";
import { nameKey } from "../../engine/core/names";
import { displayCell, outcomeCell } from "../../engine/core/results";
import { type TableResult, teamStandings } from "../../engine/league/standings";
import { type Lang, t } from "../../i18n/index";
import { cellText } from "../gateway/index";
import { standingsRows } from "../kinds/league/index";
import type { Plain } from "./broadcast";
import { asCell, asGrid, bad, gridShape, isBlank, isDateValue, readNumber, showDate } from "./cells";

const COLUMNS = ["match", "home", "away", "table", "homeResult", "awayResult"] as const;

/** A column key of COLUMNS (the engine names a column by it). */
const isColumn = (key: string): key is (typeof COLUMNS)[number] =>
  (COLUMNS as readonly string[]).includes(key);

/**
 * A team cell read as the Games tab reads it (cellText: a team named by a number is its text); a date or a
 * logical value is no team name (said in the team's column, which the caller adds).
 */
function team(v: unknown): string {
  if (typeof v === "boolean" || isDateValue(v))
    throw new ArbitreError("results.badName", { value: displayCell(asCell(v), showDate) });
  return cellText(v);
}

export function TEAM_STANDINGS(lang: Lang, games: unknown): Plain[][] {
  const g = Array.isArray(games) ? asGrid(games) : isBlank(games) ? [] : asGrid(games);
  const [rows, cols] = gridShape(g);
  if (rows > 0 && cols !== 6) throw new ArbitreError("fn.columns.teamGames", { got: cols }, { arg: "games" });
  const tables: TableResult[] = [];
  /** The range row (1-based) of each table kept, to place the engine's errors. */
  const rowOf: number[] = [];
  const french = lang === "fr";
  for (let i = 0; i < rows; i++) {
    const r = g[i]!;
    if (r.every((v) => isBlank(v))) continue;
    let column = 0;
    const at = () => ({ arg: "games", row: i + 1, column: t(lang, `league.col.${COLUMNS[column]!}`) });
    try {
      const [mv, hv, av, tv, hr, ar] = r;
      if (isBlank(mv) || typeof mv === "boolean" || isDateValue(mv)) {
        if (isBlank(mv)) throw new ArbitreError("fn.missingMatch");
        throw bad("match", mv);
      }
      column = 1;
      const home = team(hv);
      if (home === "") throw new ArbitreError("fn.missingTeam");
      column = 2;
      const away = team(av);
      if (away === "") throw new ArbitreError("fn.missingTeam");
      if (nameKey(home) === nameKey(away)) throw new ArbitreError("fn.sameTeam", { name: home });
      column = 3;
      const table = readNumber(tv, "table");
      if (table === null || !Number.isInteger(table) || table < 1) throw bad("table", tv);
      column = 4;
      if (isBlank(hr) && isBlank(ar)) continue; // not played yet
      if (isBlank(hr) || isBlank(ar)) {
        column = isBlank(hr) ? 4 : 5;
        throw new ArbitreError("fn.halfResult");
      }
      const homeResult = outcomeCell(hr, { french });
      if (homeResult == null) throw bad("team_result", hr);
      column = 5;
      const awayResult = outcomeCell(ar, { french });
      if (awayResult == null) throw bad("team_result", ar);
      tables.push({ match: String(mv).trim(), home, away, table, homeResult, awayResult });
      rowOf.push(i + 1);
    } catch (e) {
      if (e instanceof ArbitreError) throw e.locate(at());
      throw e;
    }
  }
  let ranking: ReturnType<typeof teamStandings>;
  try {
    ranking = teamStandings(tables);
  } catch (e) {
    // the engine counts the tables it was given: said as the range's own row, its column (a
    // column key of COLUMNS) in the spreadsheet's words
    if (e instanceof ArbitreError && e.at.row !== undefined) {
      const key = e.at.column;
      const { column: _, ...at } = e.at;
      throw new ArbitreError(
        e.key,
        e.params,
        {
          ...at,
          ...(key !== undefined && isColumn(key) ? { column: t(lang, `league.col.${key}`) } : {}),
          arg: "games",
          row: rowOf[e.at.row - 1] ?? e.at.row,
        },
        e.words,
      );
    }
    throw e;
  }
  // the same table as the League standings tab, names as they are
  return standingsRows(ranking, lang, (name) => name);
}
