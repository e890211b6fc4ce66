/** The team league's actions: their requests, by action name. */
import type { LeagueRequest } from "../views";

export interface LeagueActions {
  lineupForm: LeagueRequest;
  generateCalendar: LeagueRequest;
  drawScenarios: LeagueRequest;
  checkLineups: LeagueRequest;
  updateLeague: LeagueRequest;
}
