/**
 * The steps of a random run, as plain data: each step is an Op that says exactly what is done
 * (which server function with which request, which cell gets which text, which row is inserted…),
 * so a run can be printed, replayed and shrunk without the generator that chose it.
 */

// biome-ignore lint/suspicious/noExplicitAny: answers and requests are plain JSON from and to the bundle.
export type Json = any;

export type System = "confrerie" | "dust";

/** The sidebar's actions (server functions under the lock, answering an ActionResult). */
export type ActionFn =
  | "arbitreCreateEvent"
  | "arbitreUpdateEvent"
  | "arbitreSelectEvent"
  | "arbitreGenerateRound"
  | "arbitreCloseRound"
  | "arbitreTimer"
  | "arbitreDropPlayer"
  | "arbitreSwapPlayers"
  | "arbitreTopCut"
  | "arbitreUndoLastRound"
  | "arbitreUndoLastAction"
  | "arbitrePublish";

/** Server functions that only read. */
export type ReadFn = "arbitreGetState" | "arbitreExplainRank";

interface Timed {
  /** Milliseconds the clock moves on before the step (players play, the timer runs). */
  dt?: number;
}

export type Op = Timed &
  (
    | {
        /** A new spreadsheet (a fresh bundle), one event created, the players typed in. */
        op: "world";
        system: System;
        locale: string;
        topCut: 0 | 2 | 4 | 8;
        /** Seed of the server's own randomness (Math.random in the bundle: the pairing seed). */
        seed: number;
        /** Players-tab rows as typed (name, club, rating, and army points in Dust Tactics). */
        players: unknown[][];
      }
    | {
        op: "call";
        fn: ActionFn;
        req: Json;
        /** When the answer asks a confirmation: answer yes (call again with confirm: true). */
        yes?: boolean;
        /**
         * The sidebar button this call is, when the request is exactly what the button sends
         * (invariant 4: an enabled button's action is not refused).
         */
        button?: string;
        /** Invariant 6: stopped at each of its changes in turn, pressed again (set by the runner when it sweeps it). */
        sweep?: boolean;
      }
    | { op: "read"; fn: ReadFn; req?: Json }
    | {
        /** Typed into cells, as a player or the organiser types them ("=…" is a formula). */
        op: "type";
        /** "'Tab'!A1" of the top-left cell. */
        at: string;
        rows: unknown[][];
        /** Further cells typed in the same step (a whole round's results). */
        more?: { at: string; rows: unknown[][] }[];
        /** Format ▸ Number ▸ Automatic first (a date typed earlier left a date format behind). */
        plain?: boolean;
        /** What the person means, for the report ("winner with extra spaces"…). */
        what: string;
      }
    | {
        /** The organiser undoes their last hand edit (Ctrl+Z): the edit's inverse. */
        op: "ctrlZ";
        undo: Edit[];
      }
    | { op: "insertRow"; tab: string; before: number }
    | { op: "deleteRow"; tab: string; row: number }
    | {
        /** Data ▸ Sort range on rows first..last, columns 1..width, by column `by` (1-based). */
        op: "sort";
        tab: string;
        first: number;
        last: number;
        width: number;
        by: number;
        descending: boolean;
      }
  );

/** The steps that are hand edits of the tabs. */
export type Edit = Extract<Op, { op: "type" | "insertRow" | "deleteRow" | "sort" }>;

function short(v: unknown): string {
  const s = typeof v === "string" ? JSON.stringify(v) : (JSON.stringify(v) ?? String(v));
  return s.length > 80 ? `${s.slice(0, 60)}…(${s.length} chars)` : s;
}

/** One line saying what the step does. */
export function describe(op: Op): string {
  const dt = op.dt ? ` [+${Math.round(op.dt / 1000)} s]` : "";
  switch (op.op) {
    case "world":
      return `new spreadsheet: ${op.system} event, ${op.players.length} players, top cut ${op.topCut}, ${op.locale}, server seed ${op.seed}`;
    case "call":
      return `${op.fn}(${short(op.req)})${op.yes ? ", yes if asked" : ""}${op.button ? ` [button ${op.button}]` : ""}${dt}`;
    case "read":
      return `${op.fn}(${op.req === undefined ? "" : short(op.req)})${dt}`;
    case "type": {
      const cells = [{ at: op.at, rows: op.rows }, ...(op.more ?? [])];
      return `${op.plain ? "format as Automatic and " : ""}type ${cells.map((c) => `${c.rows.map((r) => r.map(short).join(" | ")).join(" / ")} at ${c.at}`).join(", ")} (${op.what})${dt}`;
    }
    case "ctrlZ":
      return `Ctrl+Z: ${op.undo.map((e) => describe(e)).join(", then ")}${dt}`;
    case "insertRow":
      return `insert a row before row ${op.before} of ${op.tab}${dt}`;
    case "deleteRow":
      return `delete row ${op.row} of ${op.tab}${dt}`;
    case "sort":
      return `sort ${op.tab} rows ${op.first}–${op.last} by column ${op.by}${op.descending ? " descending" : ""}${dt}`;
  }
}
