/**
 * The typed contract between the live page (src/page, served by doGet) and the server
 * (src/sheets/live): what each kind publishes, as the page reads it. Compact on purpose: rows are
 * arrays, so that the largest events fit the snapshot's budget (docs/architecture.md, "The live
 * page"). Only published data: names, clubs, tables, results and standings as the Public tab shows
 * them; never an e-mail address, a form's edit link, the spreadsheet's id or an unpublished rating.
 */

/** The round timer as the sidebar last set it; the page counts down from `endsAt` with the server's clock. */
export interface LiveTimer {
  /** When the round ends (ms since 1970, server clock); null when paused or not started. */
  endsAt: number | null;
  /** Time left when paused (ms); null when running or not started. */
  pausedRemaining: number | null;
  /** The round's length (ms). */
  durationMs: number;
  /** The end time as the room's clock says it ("15:40"), "" when not running. */
  endLabel: string;
}

/** A Swiss event (La Confrérie, Dust Tactics): what its Public tab shows, and the timer. */
export interface SwissLive {
  kind: "swiss";
  /** The event's language (its Public tab's), "fr" or "en". */
  lang: "fr" | "en";
  name: string;
  /** "12 avril 2025 · La Confrérie (rondes suisses)". */
  dateLine: string;
  /** Where the event stands: "Ronde 2 sur 4", "Événement terminé — vainqueur : Léa"… */
  state: string;
  /** The round being played (0 before the first), and the rounds planned. */
  round: number;
  rounds: number;
  /** The timer while a round is played, else null. */
  timer: LiveTimer | null;
  /** The round being played: [table, player A, player B ("" for the bye), why they meet]. */
  pairings: [number, string, string, string][];
  /** The standings after the last closed round (or the final ranking): headers, then rows [rank, name, club, …tie-breaks]. */
  standings: {
    title: string;
    head: string[];
    rows: (string | number)[][];
    /** Set when the store could not hold every row: how many the full standings have (the page says so). */
    total?: number;
  };
  /** The top cut, stage by stage: [table, A, B, seed A, seed B, winner ("" until decided)]. */
  bracket: { label: string; games: [number, string, string, number, number, string][] }[];
  /** The result form players fill in (its public link), "" when there is none. */
  formUrl: string;
}

/** A team league (Kings of War): what its Public tab shows. */
export interface LeagueLive {
  kind: "league";
  lang: "fr" | "en";
  name: string;
  /** « Publié le 12 avril 2025 ». */
  stamp: string;
  /** The team standings: headers, rows [rank, team, points, head-to-head, Sonneborn-Berger, games won, matches]. */
  standings: { head: string[]; rows: (string | number)[][] };
  /** Said under the standings while a match is incomplete (the ranking is provisional), else "". */
  provisional: string;
  /** The calendar with every score: headers, rows [date number, home, score, away, day, leg, host]. */
  calendar: { head: string[]; rows: [number, string, string, string, string, string, string][] };
  /** The next matchday: the first date with a match not complete (0 once every match is played). */
  next: number;
  /** The Elo ladder's top 20 as last updated: headers, rows [rank, player, rating, games]. */
  ladder: { head: string[]; rows: [number, string, number, number][] };
  /** The teams, as the calendar names them (a team's own view). */
  teams: string[];
}

/** A season circuit (Masters): what its Public tab shows, and each player's results. */
export interface CircuitLive {
  kind: "circuit";
  lang: "fr" | "en";
  name: string;
  /** « Mis à jour le … ». */
  stamp: string;
  /** The ranking's title (« Classement au 12 avril 2025 »…). */
  title: string;
  /** The ranking: headers, rows [rank, player, played, total, change ("+2", "−1", "=", "")]. */
  ranking: { head: string[]; rows: (string | number)[][] };
  /** The tournaments the ranking counts: [id, day]. */
  tournaments: [string, string][];
  /**
   * Each ranked player's results, in the ranking's order: [tournament index, points, 1 when it
   * counts (among the best kept) else 0].
   */
  results: [number, number, number][][];
  /** The seeds after the latest tournament day: its day, then rows [rank, player, total]. */
  seeds: { day: string; rows: [number, string, number][] };
  /** The Masters standings as last computed, or null: title, headers, rows [rank, player, points, tops, play-off]. */
  masters: { title: string; head: string[]; rows: (string | number)[][] } | null;
}

/** A titled table of the Public tab: its title, headers and rows. */
export interface LiveTable {
  title: string;
  head: string[];
  rows: (string | number)[][];
}

/** A Tarot club (duplicate against the bot): what its Public tab shows, and each player's indices by month. */
export interface TarotLive {
  kind: "tarot";
  lang: "fr" | "en";
  name: string;
  stamp: string;
  /** The last tournament's ranking, or null before the first. */
  last: LiveTable | null;
  /** The month's indices, ranked by defence then attack. */
  month: LiveTable;
  /** The months of the players' chart, oldest first, as said (« mars 2025 »). */
  months: string[];
  /** Each player's attack and defence index by month: [player, [month index, attack, defence][]]. */
  series: [string, [number, number, number][]][];
}

/** What a kind publishes (docs/architecture.md, "The live page"). */
export type LiveData = SwissLive | LeagueLive | CircuitLive | TarotLive;

/** The page's data call: the snapshot and the server's clock (for a phone whose clock is wrong). */
export type LiveAnswer =
  | { ok: true; data: LiveData; serverNow: number; publishedAt: number }
  | { ok: false; serverNow: number };

/** The sidebar's live-page block: show the link, switch the page on or off, or make a new link. */
export interface LiveLinkRequest {
  /** The event (omitted: the current one). */
  eventId?: string;
  /** "get": as it is; "on": switch on (a link is made the first time); "off": switch off; "renew": a new link, the old one retired. */
  op: "get" | "on" | "off" | "renew";
}

export interface LiveLinkView {
  ok: boolean;
  /** Whether the page is on (its link opens the event's page). */
  on: boolean;
  /** The link players open ("" while off, or when the script is not deployed as a web app). */
  url: string;
  /** Whether the script is deployed as a web app (ScriptApp.getService().getUrl() is not null). */
  deployed: boolean;
  /** What was done, or why not, in the sidebar's language. */
  message: string;
  /** The snapshot's size (base64 characters), 0 when none. */
  bytes: number;
}
