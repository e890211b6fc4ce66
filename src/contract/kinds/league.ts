/** The team league's actions (their requests, by action name) and what the sidebar shows of it. */
import type { EventRequest } from "../base";

export interface LeagueActions {
  lineupForm: LeagueRequest;
  generateCalendar: LeagueRequest;
  drawScenarios: LeagueRequest;
  checkLineups: LeagueRequest;
  updateLeague: LeagueRequest;
}

/** The tabs of a team league, by role (localised names, suffixed for a second event). */
export interface LeagueTabs {
  teams: string;
  roster: string;
  calendar: string;
  scenarios: string;
  lineups: string;
  games: string;
  matches: string;
  standings: string;
  ladder: string;
  history: string;
  public: string;
  /** The factions the dropdowns offer; an event created before this tab existed has none. */
  factions?: string;
}

/** A team league as the sidebar shows it. */
export interface LeagueView {
  tabs: LeagueTabs;
  /** Teams listed in the Teams tab. */
  teams: number;
  /** Calendar dates (0 before Generate calendar). */
  dates: number;
  /** Matches with every table's result in, out of all matches of the calendar. */
  matches: { played: number; total: number };
  /** Matches whose scenarios are drawn, and whose two lineups are accepted. */
  drawn: number;
  /** The date Draw scenarios would draw next (null when every match is drawn). */
  toDraw?: number | null;
  lineups: number;
  /** The first date with a match not played yet (null before the calendar or once all are played). */
  next: null | LeagueDateView;
  /** The standings as last computed (Update standings), best first. */
  standings: { rank: number; team: string; points: number }[];
  /** The Elo ladder's top entries as last computed. */
  ladder: { rank: number; name: string; rating: number; games: number }[];
}

export interface LeagueDateView {
  /** 1-based date number of the calendar. */
  date: number;
  /** "YYYY-MM-DD" as in the Calendar tab, "" when not set. */
  day: string;
  /** Every day of the date's matches, in order, when the organiser moved some to another day. */
  days?: string[];
  /** The host of the date's venue(s), localised words already in `label`. */
  matches: LeagueMatchView[];
  /** The team resting that date (odd number of teams), else "". */
  rest: string;
}

export interface LeagueMatchView {
  /** The match number (Calendar and Games tabs). */
  id: number;
  home: string;
  away: string;
  /** Localised "Aller" / "Retour" (first leg / return leg). */
  leg: string;
  /** Localised status: "Scénarios à tirer", "Compositions attendues", "3/4 résultats", "9–6"… */
  status: string;
  /** Every table has a result. */
  played: boolean;
  /** First row of the match in the Games tab, 1-based. */
  row: number;
}

export interface LeagueRequest extends EventRequest {
  /** Confirms a question the server asked ({ ok: false, confirm }). */
  confirm?: boolean;
  /**
   * Draw scenarios: the date the button showed (LeagueView.toDraw). If that date is drawn already
   * (a double click, a second window), the request is refused and nothing is drawn. Omitted: no check.
   */
  expected?: number;
}
