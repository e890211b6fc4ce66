/**
 * Chooses the next step of a random run from what the sidebar shows (the last state) and what the
 * tabs hold: the sidebar's actions with plausible and stale requests, the hand edits players and
 * the organiser make (results typed with odd spacing or case, in the right or the wrong column,
 * cleared cells, inserted, deleted or sorted rows, renamed and late players), and garbage.
 */
import { type Rng, randomInt } from "../../../src/engine/core/random";
import { clubSpelling, clubSteps } from "./clubs";
import type { Edit, Json, Op, System } from "./ops";
import type { Runner } from "./runner";

/**
 * Product bugs known and being fixed elsewhere. A run told to avoid one does not produce the
 * steps that trigger it, so that it can explore everything else; random-run.test.ts reproduces
 * each one on its own (it.fails) so that its fix is noticed.
 */
export type KnownBug = never;

/**
 * Known bugs the run cannot leave out without losing too much: an enabled button whose action is
 * refused this way (the refusal's text, the sidebar's state before) is counted, not failed
 * (invariant 4). None today: every refusal of an enabled button fails the run.
 */
export const TOLERATED_REFUSALS: Partial<Record<KnownBug, (error: string, st: Json) => boolean>> = {};

const WORDS = {
  fr: {
    yes: "Oui",
    disputed: "Contesté",
    doubleLoss: "Double défaite",
    draw: "Nul",
    bye: "EXEMPT",
    dropped: "Abandon",
    active: "Actif",
  },
  en: {
    yes: "Yes",
    disputed: "Disputed",
    doubleLoss: "Double loss",
    draw: "Draw",
    bye: "BYE",
    dropped: "Dropped",
    active: "Active",
  },
};

/** Names people really type, accents and all: "Zoé" and "Zoe" are two people. */
const SPECIAL_NAMES = ["Zoé", "Zoe", "Léa Martin", "Lea Martin", "O'Brien", "Ana-María", "李雷", "Ève"];

function q(tab: string): string {
  return `'${tab.replace(/'/g, "''")}'`;
}

function col(i: number): string {
  return String.fromCharCode(65 + i);
}

/** Text that Sheets would read as something else unless it starts with an apostrophe. */
function asTyped(name: string): string {
  return /^[=+\-@']/.test(name) || /^[\d\s.,/:-]+$/.test(name) ? `'${name}` : name;
}

function stripAccents(s: string): string {
  return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
}

export class Generator {
  /** Names renamed in a Players tab, to put back now and then: "tab|row" → original name. */
  private renamed = new Map<string, string>();
  private late = 0;
  /** Inverses of the hand edits made since the last successful action, latest last (Ctrl+Z). */
  private undoStack: Edit[][] = [];
  private undoEpoch = -1;
  /** The event's Players, Rounds and Top cut tabs as typed, when the server last read them fine. */
  private lastGood = new Map<string, unknown[][]>();

  /** Receives what the generator could not do (for tuning; ARBITRE_RANDOM_DEBUG). */
  debug?: (what: string) => void;

  constructor(
    private readonly rng: Rng,
    /** Known bugs whose steps are left out (none today: the type is empty). */
    readonly avoid: ReadonlySet<KnownBug>,
    /**
     * Club protection switched on and off mid-event, pairs to avoid typed (clubs.ts). Off: the
     * steps and their random draws are exactly those of the runs before (npm run same-answers).
     */
    private readonly clubs = false,
  ) {}

  private int(n: number): number {
    return randomInt(this.rng, n);
  }
  private chance(p: number): boolean {
    return this.rng() < p;
  }
  private pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  private between(lo: number, hi: number): number {
    return lo + this.int(hi - lo + 1);
  }

  /** A new spreadsheet with one event. */
  world(): Op {
    this.renamed.clear();
    this.late = 0;
    this.undoStack = [];
    this.lastGood.clear();
    const system: System = this.chance(0.6) ? "confrerie" : "dust";
    const r = this.rng();
    const n =
      r < 0.04 ? 0 : r < 0.14 ? this.between(1, 3) : r < 0.78 ? this.between(4, 10) : this.between(11, 16);
    const specials = this.chance(0.3) ? this.between(1, 3) : 0;
    const names: string[] = [];
    for (let i = 1; i <= n; i++) names.push(`Joueur ${String(i).padStart(4, "0")}`);
    for (let k = 0; k < specials && k < n; k++) {
      const s = this.pick(SPECIAL_NAMES);
      if (!names.includes(s)) names[this.int(n)] = s;
    }
    return {
      op: "world",
      system,
      locale: this.chance(0.85) ? "fr_FR" : "en_US",
      topCut: this.pick([0, 0, 2, 4, 4, 8] as const),
      seed: this.int(2 ** 31),
      // Nom, Club, Classement, and Points d'armée in Dust Tactics (La Confrérie has no such column)
      players: names.map((name, i) => [
        asTyped(name),
        this.clubs ? clubSpelling(this.rng, i) : `Club ${i % 5}`,
        1500 + this.int(500),
        ...(system === "dust" ? [this.between(150, 300)] : []),
      ]),
    };
  }

  /** The next step, from the sidebar's last state and the tabs. */
  next(r: Runner): Op {
    const st = r.state;
    const ev = st?.event;
    if (!ev) return this.call("arbitreGetState");
    // an action wrote since: Ctrl+Z would take back more than the hand edits
    if (r.okActions !== this.undoEpoch) {
      this.undoStack = [];
      this.undoEpoch = r.okActions;
    }
    if (st.progress !== null) this.remember(r, st);
    else if (this.chance(0.7)) {
      // the sidebar says which cell is wrong: the organiser types back what it held
      const fix = this.repair(r, st);
      if (fix) return fix;
    }
    // the organiser undoes their edits, surely when the sidebar says the tabs cannot be read
    if (this.undoStack.length > 0 && this.chance(st.progress === null ? 0.4 : 0.03))
      return { op: "ctrlZ", undo: this.undoStack.pop()! };
    const missing = st.progress?.missingTables?.length ?? 0;
    const games = st.progress?.results?.total ?? 0;
    const a = st.actions ?? {};
    const choices: [number, () => Op | null][] = [
      [a.generateRound?.enabled ? 14 : 4, () => this.generateRound(st)],
      [missing > 0 ? 12 : 1, () => this.allResults(st)],
      [16, () => this.oneResult(r, st)],
      // the organiser closes a round when a few results are still missing, not before it is played
      [missing > 0 && missing < games ? 8 : 1.5, () => this.closeRound(st)],
      [3, () => this.drop(st)],
      [3, () => this.timer(st)],
      [a.topCut?.enabled ? 14 : 1, () => this.topCut(st)],
      [a.swapPlayers?.enabled ? 3 : 0.5, () => this.swap(st)],
      [2, () => this.undoRound(st)],
      [3, () => this.undoAction(st)],
      [3, () => this.publish(st)],
      [1, () => this.select(st)],
      [2, () => this.update(st)],
      [st.events.length < 3 ? 0.5 : 0, () => this.createAnother()],
      [1.5, () => this.explain(st)],
      [1, () => this.call("arbitreGetState")],
      // hand edits
      [3, () => this.clearCells(r, st)],
      [2, () => this.wrongColumn(r, st)],
      [1.5, () => this.insertRound(r, st)],
      [1, () => this.deleteRound(r, st)],
      [1.5, () => this.sortRound(r, st)],
      [2, () => this.rename(st)],
      [1, () => this.renameEverywhere(r, st)],
      [st.players.length === 0 ? 8 : 2, () => this.latePlayer(r, st)],
      [1, () => this.statusCell(r, st)],
      // garbage
      [2.5, () => this.garbageNumber(r, st)],
      [1, () => this.garbageAnywhere(r, st)],
      [0.4, () => this.longName(r, st)],
      [1, () => this.blankPlayerRow(r, st)],
    ];
    if (this.clubs) choices.push(...clubSteps(this.rng, r, st));
    const total = choices.reduce((s, [w]) => s + w, 0);
    for (let tries = 0; tries < 20; tries++) {
      let x = this.rng() * total;
      for (const [w, f] of choices) {
        x -= w;
        if (x < 0) {
          const op = f();
          if (op) {
            if (op.op === "type" || op.op === "insertRow" || op.op === "deleteRow" || op.op === "sort")
              this.undoStack.push(this.inverse(r, op));
            if (this.chance(0.5) && !(op.op === "call" && op.fn === "arbitreTimer"))
              op.dt = this.between(0, 240) * 1000;
            return op;
          }
          break;
        }
      }
    }
    return this.call("arbitreGetState");
  }

  /** Raw contents (as they would be typed) of a block of a tab. */
  private raw(
    r: Runner,
    tab: string,
    row: number,
    column: number,
    height: number,
    width: number,
  ): unknown[][] {
    const sheet = r.b.standin.book.sheetByName(tab);
    const out: unknown[][] = [];
    for (let i = 0; i < height; i++) {
      const line: unknown[] = [];
      for (let j = 0; j < width; j++) {
        const c = sheet?.cell(row + i, column + j);
        const v = c?.formula ?? c?.value ?? "";
        line.push(typeof v === "string" && v !== "" && c?.formula === undefined ? `'${v}` : v);
      }
      out.push(line);
    }
    return out;
  }

  private remember(r: Runner, st: Json): void {
    this.lastGood.clear();
    const t = st.event.tabs;
    for (const tab of [t.players, t.rounds, t.topCut]) {
      const sheet = r.b.standin.book.sheetByName(tab);
      if (sheet) this.lastGood.set(tab, this.raw(r, tab, 1, 1, sheet.lastRow(), 13));
    }
  }

  /** The cell an error message names, typed back as it was when the tabs last read fine. */
  private repair(r: Runner, st: Json): Op | null {
    const text: string = st.messages.find((m: Json) => m.level === "error")?.text ?? "";
    // rows out of order (a sort by another column): sorted back by round, then table
    if (/les lignes ont été déplacées|rows were moved/.test(text)) {
      const info = this.roundsInfo(r, st);
      if (info && info.last >= 3)
        return {
          op: "sort",
          tab: info.tab,
          first: 2,
          last: info.last,
          width: info.width,
          by: 1,
          descending: false,
        };
    }
    // a renamed player: the old name put back
    if (/joueur renommé|renamed/.test(text)) {
      const back = [...this.renamed.entries()].filter(([k]) => k.startsWith(`${st.event.tabs.players}|`));
      if (back.length > 0) {
        const [k, name] = this.pick(back);
        this.renamed.delete(k);
        return {
          op: "type",
          at: `${q(st.event.tabs.players)}!A${k.split("|")[1]}`,
          rows: [[asTyped(name)]],
          what: "name put back",
        };
      }
    }
    const m =
      /(?:onglet «\u00a0(.+?)\u00a0»|tab '(.+?)'), (?:ligne|row) (\d+), (?:colonne|column) ([A-Z])\b/.exec(
        text,
      );
    if (!m) {
      this.debug?.(`repair: no cell in ${text.slice(0, 60)}`);
      return null;
    }
    const tab = m[1] ?? m[2]!;
    const row = Number(m[3]);
    const column = m[4]!.charCodeAt(0) - 64;
    const before = this.lastGood.get(tab)?.[row - 1]?.[column - 1];
    if (before === undefined) {
      this.debug?.(
        `repair: nothing remembered (${this.lastGood.has(tab)}) ${tab} [${[...this.lastGood.keys()]}] ${text.replace(/\d+/g, "N").slice(0, 80)}`,
      );
      return null;
    }
    const now = this.raw(r, tab, row, column, 1, 1)[0]![0];
    const format = r.b.standin.book.sheetByName(tab)?.cell(row, column)?.format;
    const dated = format !== undefined && /[dy]|h:mm/i.test(format) && typeof before === "number";
    if (now === before && !dated) {
      this.debug?.(`repair: same ${text.replace(/\d+/g, "N").slice(0, 90)}`);
      return null;
    }
    return {
      op: "type",
      at: `${q(tab)}!${col(column - 1)}${row}`,
      rows: [[before]],
      plain: dated || undefined,
      what: "fixed as the sidebar says",
    };
  }

  /** What Ctrl+Z does after `op`: the cells as they are now typed back, the row structure put back. */
  private inverse(r: Runner, op: Edit): Edit[] {
    const raw = (tab: string, row: number, column: number, height: number, width: number): unknown[][] =>
      this.raw(r, tab, row, column, height, width);
    const at = (a1: string): { tab: string; row: number; column: number } => {
      const m = /^'((?:[^']|'')*)'!([A-Z]+)(\d+)$/.exec(a1)!;
      let column = 0;
      for (const ch of m[2]!) column = column * 26 + ch.charCodeAt(0) - 64;
      return { tab: m[1]!.replace(/''/g, "'"), row: Number(m[3]), column };
    };
    switch (op.op) {
      case "type": {
        const blocks = [{ at: op.at, rows: op.rows }, ...(op.more ?? [])].reverse();
        const back = blocks.map((b) => {
          const p = at(b.at);
          return {
            at: b.at,
            rows: raw(p.tab, p.row, p.column, b.rows.length, Math.max(...b.rows.map((x) => x.length))),
          };
        });
        return [{ op: "type", ...back[0]!, more: back.slice(1), what: "typed back" }];
      }
      case "insertRow":
        return [{ op: "deleteRow", tab: op.tab, row: op.before }];
      case "deleteRow": {
        const width = r.b.standin.book.sheetByName(op.tab)?.lastColumn() ?? 1;
        // Sheets' Ctrl+Z also gives back the formulas elsewhere that the deletion rewrote (a
        // STANDINGS range that lost its first row stays shrunk when a row is merely inserted back)
        const formulas: { at: string; rows: unknown[][] }[] = [];
        for (const sheet of r.b.standin.book.sheets) {
          if (sheet.name === op.tab) continue;
          sheet.rows.forEach((row, i) => {
            row?.forEach((c, j) => {
              if (c?.formula?.includes(op.tab))
                formulas.push({ at: `${q(sheet.name)}!${col(j)}${i + 1}`, rows: [[c.formula]] });
            });
          });
        }
        return [
          { op: "insertRow", tab: op.tab, before: op.row },
          {
            op: "type",
            at: `${q(op.tab)}!A${op.row}`,
            rows: raw(op.tab, op.row, 1, 1, Math.max(1, width)),
            more: formulas,
            what: "row typed back",
          },
        ];
      }
      case "sort":
        return [
          {
            op: "type",
            at: `${q(op.tab)}!A${op.first}`,
            rows: raw(op.tab, op.first, 1, op.last - op.first + 1, op.width),
            what: "order put back",
          },
        ];
    }
  }

  // ── helpers ────────────────────────────────────────────────────────────────────────────────────

  private call(fn: "arbitreGetState"): Op {
    return { op: "read", fn };
  }

  /** The sidebar sends the event it shows with every action; the menu and older clients do not. */
  private withEvent(st: Json, req: Json): Json {
    return this.chance(0.85) ? { eventId: st.event.id, ...req } : req;
  }

  private words(st: Json): (typeof WORDS)["fr"] {
    return st.event.codes.win === "V" ? WORDS.fr : WORDS.en;
  }

  /** Spellings of a name a person might type for it. */
  private variant(name: string, others: string[] = []): string {
    const x = this.rng();
    if (x < 0.55) return name;
    if (x < 0.67) return name.toUpperCase();
    if (x < 0.79) return name.toLowerCase();
    if (x < 0.87) return ` ${name} `;
    if (x < 0.91) return name.replace(" ", "  ");
    if (x < 0.95 && stripAccents(name) !== name) return stripAccents(name);
    if (x < 0.98 && others.length > 0) return this.pick(others);
    return name;
  }

  private yes(st: Json): string {
    const y = this.words(st).yes;
    const x = this.rng();
    if (x < 0.7) return y;
    if (x < 0.8) return y.toLowerCase();
    if (x < 0.85) return y.toUpperCase();
    return x < 0.93 ? `${y} ` : ` ${y}`;
  }

  private tabRows(r: Runner, tab: string, width: number): unknown[][] {
    const sheet = r.b.standin.book.sheetByName(tab);
    if (!sheet) return [];
    const last = sheet.lastRow();
    if (last < 2) return [];
    return r.b.standin.values(`${q(tab)}!A2:${col(width - 1)}${last}`);
  }

  /** The tab where results are typed now: Top cut once it started, else Rounds. */
  private resultsTab(st: Json): { tab: string; dust: boolean; top: boolean } {
    const top = (st.progress?.topCut?.stage ?? 0) > 0 && this.chance(0.85);
    return {
      tab: top ? st.event.tabs.topCut : st.event.tabs.rounds,
      dust: st.event.system === "dust" && !top,
      top,
    };
  }

  /** A game to type into: mostly one of the current round, sometimes an older one. */
  private game(r: Runner, st: Json, tab: string, top: boolean): { row: number; a: string; b: string } | null {
    const current = (st.progress?.tables ?? []).filter((g: Json) => g.b !== "");
    const inTop = (st.progress?.topCut?.stage ?? 0) > 0;
    if (current.length > 0 && top === inTop && this.chance(0.75)) {
      const g = this.pick(current) as Json;
      return { row: g.row, a: g.a, b: g.b };
    }
    const rows = this.tabRows(r, tab, 4)
      .map((v, i) => ({ row: i + 2, a: String(v[2] ?? ""), b: String(v[3] ?? "") }))
      .filter((g) => g.a !== "" && g.b !== "" && g.b !== this.words(st).bye);
    return rows.length > 0 ? this.pick(rows) : null;
  }

  private names(st: Json): string[] {
    return st.players.map((p: Json) => p.name as string);
  }

  // ── actions ────────────────────────────────────────────────────────────────────────────────────

  private generateRound(st: Json): Op {
    const round = st.progress?.round ?? 0;
    const expectedRound = this.chance(0.8) ? round + 1 : this.pick([round, round + 2, 1, 0]);
    const op: Op = {
      op: "call",
      fn: "arbitreGenerateRound",
      req: this.withEvent(st, { expectedRound }),
      yes: this.chance(0.7),
    };
    if (expectedRound === round + 1) op.button = "generateRound";
    return op;
  }

  private closeRound(st: Json): Op {
    const p = st.progress;
    const current = p?.topCut?.stage > 0 ? p.topCut.stage : (p?.round ?? 0);
    const round = this.chance(0.85) ? current : this.pick([current - 1, current + 1, 0]);
    const req: Json = this.withEvent(st, { round });
    if (this.chance(0.35)) req.confirm = true;
    const op: Op = { op: "call", fn: "arbitreCloseRound", req, yes: this.chance(0.6) };
    if (round === current && !req.confirm) op.button = "closeRound";
    return op;
  }

  private drop(st: Json): Op | null {
    if (st.players.length === 0) return null;
    const p = this.pick(st.players) as Json;
    const x = this.rng();
    const name = x < 0.8 ? p.name : x < 0.9 ? this.variant(p.name) : "Personne";
    const undrop = this.chance(0.85) ? p.dropped : !p.dropped;
    return {
      op: "call",
      fn: "arbitreDropPlayer",
      req: this.withEvent(st, undrop ? { name, undrop: true } : { name }),
    };
  }

  /** Swaps two players of the round (sometimes stale, sometimes a name not in the round). */
  private swap(st: Json): Op | null {
    const seated: string[] = (st.progress?.tables ?? []).flatMap((t: Json) =>
      t.b === "" ? [t.a] : [t.a, t.b],
    );
    if (seated.length < 2) return null;
    const a = this.pick(seated) as string;
    const x = this.rng();
    const b =
      x < 0.85
        ? (this.pick(seated.filter((n) => n !== a)) as string)
        : x < 0.93
          ? this.variant(a)
          : "Personne";
    const current = st.progress?.round ?? 0;
    const round = this.chance(0.9) ? current : current + 1;
    const req: Json = this.withEvent(st, { round, a, b });
    if (this.chance(0.3)) req.confirm = true;
    const op: Op = { op: "call", fn: "arbitreSwapPlayers", req, yes: this.chance(0.6) };
    if (round === current && b !== a && !req.confirm && x < 0.85) op.button = "swapPlayers";
    return op;
  }

  private timer(st: Json): Op {
    const action = this.pick(["start", "start", "pause", "reset"] as const);
    const button = { start: "timerStart", pause: "timerPause", reset: "timerReset" }[action];
    // no dt on a timer press (see next()): the button's state is the one the sidebar just showed
    return { op: "call", fn: "arbitreTimer", req: this.withEvent(st, { action }), button };
  }

  private topCut(st: Json): Op {
    const stage = st.progress?.topCut?.stage ?? 0;
    const expectedStage = this.chance(0.85) ? stage + 1 : this.pick([stage, stage + 2]);
    const op: Op = { op: "call", fn: "arbitreTopCut", req: this.withEvent(st, { expectedStage }) };
    if (expectedStage === stage + 1) op.button = "topCut";
    return op;
  }

  private undoRound(st: Json): Op {
    const p = st.progress;
    const current = p?.topCut?.stage > 0 ? p.topCut.stage : (p?.round ?? 0);
    const req: Json = this.withEvent(st, { round: this.chance(0.85) ? current : current - 1 });
    if (this.chance(0.3)) req.confirm = true;
    const op: Op = { op: "call", fn: "arbitreUndoLastRound", req, yes: this.chance(0.5) };
    if (req.round === current && !req.confirm) op.button = "undoLastRound";
    return op;
  }

  private undoAction(st: Json): Op {
    const at = st.lastAction?.at;
    const x = this.rng();
    const req: Json = this.withEvent(st, {});
    if (at !== undefined && x < 0.75) req.at = at;
    else if (at !== undefined && x < 0.88) req.at = at - 1000;
    if (this.chance(0.2)) req.confirm = true;
    return { op: "call", fn: "arbitreUndoLastAction", req, yes: this.chance(0.5) };
  }

  private publish(st: Json): Op {
    const n = st.event.published ?? 0;
    const x = this.rng();
    const req = this.withEvent(
      st,
      x < 0.8 ? { expectedPublish: n + 1 } : x < 0.9 ? {} : { expectedPublish: n },
    );
    const op: Op = { op: "call", fn: "arbitrePublish", req };
    if (x < 0.8) op.button = "publish";
    return op;
  }

  private select(st: Json): Op {
    const ids = st.events.map((e: Json) => e.id as string);
    return {
      op: "call",
      fn: "arbitreSelectEvent",
      req: { eventId: this.chance(0.9) ? this.pick(ids) : "e99" },
    };
  }

  private update(st: Json): Op {
    const req: Json = {
      eventId: this.chance(0.9) ? st.event.id : this.pick(st.events.map((e: Json) => e.id)),
    };
    const fields = this.between(1, 2);
    for (let i = 0; i < fields; i++) {
      switch (this.int(5)) {
        case 0:
          req.rounds = this.chance(0.8) ? this.between(1, 8) : this.pick([0, -1, 99, 2.5]);
          break;
        case 1:
          req.roundMinutes = this.chance(0.8) ? this.between(10, 90) : this.pick([0, -5, 1e9]);
          break;
        case 2:
          req.topCut = this.pick([0, 2, 4, 8, 3]);
          break;
        case 3:
          req.name = this.pick(["Open", "Open d'hiver", "Ligue", "", "  ", "=1+1"]);
          break;
        case 4:
          req.date = this.pick(["2025-12-01", "2025-02-30", "bientôt", "2026-01-10"]);
          break;
      }
    }
    return { op: "call", fn: "arbitreUpdateEvent", req };
  }

  private createAnother(): Op {
    return {
      op: "call",
      fn: "arbitreCreateEvent",
      req: {
        system: this.chance(0.6) ? "confrerie" : "dust",
        name: this.pick(["Open", "Open 2", "Ligue", "Ligue d'hiver"]),
        date: "2025-11-15",
        topCut: this.pick([0, 2, 4]),
        another: this.chance(0.85),
      },
    };
  }

  private explain(st: Json): Op {
    const names = this.names(st);
    const name = names.length > 0 && this.chance(0.85) ? this.variant(this.pick(names)) : "Personne";
    return { op: "read", fn: "arbitreExplainRank", req: this.withEvent(st, { name }) };
  }

  // ── results typed by players ───────────────────────────────────────────────────────────────────

  /** Every game of the current round reported properly (the players at the end of the round). */
  private allResults(st: Json): Op | null {
    const current = (st.progress?.tables ?? []).filter((g: Json) => g.b !== "");
    if (current.length === 0) return null;
    const top = (st.progress?.topCut?.stage ?? 0) > 0;
    const tab = top ? st.event.tabs.topCut : st.event.tabs.rounds;
    const dust = st.event.system === "dust" && !top;
    const y = this.words(st).yes;
    // a table or two still playing
    const skipped = new Set<number>();
    if (this.chance(0.3)) skipped.add(this.pick(current as Json[]).table);
    if (this.chance(0.15)) skipped.add(this.pick(current as Json[]).table);
    // now and then the organiser types the round's results as decisions
    const byDecision = this.chance(0.15);
    const cells: { at: string; rows: unknown[][] }[] = [];
    for (const g of current) {
      if (skipped.has(g.table)) continue;
      const aWins = this.chance(0.5);
      if (dust) {
        const draw = this.chance(0.1);
        const sa = draw ? 10 : aWins ? this.between(11, 20) : this.between(0, 9);
        const sb = draw ? 10 : aWins ? this.between(0, 9) : this.between(11, 20);
        // army points left within every list (lists are 150 to 300 AP here): a proper report
        cells.push({ at: `${q(tab)}!G${g.row}`, rows: [[this.between(0, 150), this.between(0, 150)]] });
        cells.push({ at: `${q(tab)}!J${g.row}`, rows: [[sa, sb]] });
      } else if (byDecision) {
        cells.push({ at: `${q(tab)}!J${g.row}`, rows: [[this.decisionName(aWins ? g.a : g.b, g.row)]] });
      } else {
        cells.push({ at: `${q(tab)}!H${g.row}`, rows: [[asTyped(aWins ? g.a : g.b), y]] });
      }
    }
    if (cells.length === 0) return null;
    return {
      op: "type",
      ...cells[0]!,
      more: cells.slice(1),
      what: `results of ${cells.length / (dust ? 2 : 1)} tables`,
    };
  }

  private oneResult(r: Runner, st: Json): Op | null {
    const { tab, dust, top } = this.resultsTab(st);
    const g = this.game(r, st, tab, top);
    if (!g) return null;
    const w = this.words(st);
    const others = this.names(st).filter((n) => n !== g.a && n !== g.b);
    const side = this.chance(0.5) ? g.a : g.b;
    const name = this.variant(side, others);
    const x = this.rng();
    if (!dust) {
      if (x < 0.45)
        return {
          op: "type",
          at: `${q(tab)}!H${g.row}`,
          rows: [[name, this.yes(st)]],
          what: "winner and confirmation",
        };
      if (x < 0.6) return { op: "type", at: `${q(tab)}!H${g.row}`, rows: [[name]], what: "winner reported" };
      if (x < 0.7)
        return { op: "type", at: `${q(tab)}!I${g.row}`, rows: [[this.yes(st)]], what: "loser confirms" };
      if (x < 0.78)
        return {
          op: "type",
          at: `${q(tab)}!I${g.row}`,
          rows: [[this.chance(0.8) ? w.disputed : w.disputed.toLowerCase()]],
          what: "disputed",
        };
      if (x < 0.92) {
        const d = !top && this.chance(0.3) ? w.doubleLoss : this.decisionName(name, g.row);
        return { op: "type", at: `${q(tab)}!J${g.row}`, rows: [[d]], what: "organiser's decision" };
      }
      return { op: "type", at: `${q(tab)}!H${g.row}`, rows: [["", "", ""]], what: "result cleared" };
    }
    if (x < 0.45) {
      const rows: unknown[][] = [[this.between(0, 20), this.between(0, 20)]];
      return { op: "type", at: `${q(tab)}!J${g.row}`, rows, what: "scores" };
    }
    if (x < 0.6)
      return {
        op: "type",
        at: `${q(tab)}!${this.pick(["J", "K"])}${g.row}`,
        rows: [[this.between(0, 20)]],
        what: "one score",
      };
    if (x < 0.72)
      return {
        op: "type",
        at: `${q(tab)}!G${g.row}`,
        rows: [[this.between(0, 300), this.between(0, 300)]],
        what: "army points left",
      };
    if (x < 0.8) return { op: "type", at: `${q(tab)}!L${g.row}`, rows: [[w.disputed]], what: "disputed" };
    if (x < 0.92) {
      const d = this.pick([this.decisionName(name, g.row), name, w.draw, w.doubleLoss]);
      return { op: "type", at: `${q(tab)}!M${g.row}`, rows: [[d]], what: "organiser's decision" };
    }
    return { op: "type", at: `${q(tab)}!J${g.row}`, rows: [["", "", "", ""]], what: "result cleared" };
  }

  /** A winner's name as the organiser types it as a decision: sometimes a formula pointing at it. */
  private decisionName(name: string, row: number): string {
    if (!this.chance(0.3)) return name;
    return this.chance(0.5) ? `=C${row}` : `=D${row}`;
  }

  // ── other hand edits ───────────────────────────────────────────────────────────────────────────

  private roundsInfo(r: Runner, st: Json): { tab: string; width: number; last: number } | null {
    const tab = st.event.tabs.rounds;
    const sheet = r.b.standin.book.sheetByName(tab);
    if (!sheet) return null;
    return { tab, width: st.event.system === "dust" ? 13 : 10, last: sheet.lastRow() };
  }

  private clearCells(r: Runner, st: Json): Op | null {
    const { tab, dust } = this.resultsTab(st);
    const sheet = r.b.standin.book.sheetByName(tab);
    if (!sheet || sheet.lastRow() < 2) return null;
    const row = this.between(2, sheet.lastRow());
    const width = dust ? 13 : 10;
    // mostly the players' columns, sometimes a name or a computed column
    const start = this.chance(0.8)
      ? dust
        ? this.between(6, 12)
        : this.between(7, 9)
      : this.between(0, width - 1);
    const n = Math.min(this.between(1, 3), width - start);
    return {
      op: "type",
      at: `${q(tab)}!${col(start)}${row}`,
      rows: [new Array(n).fill("")],
      what: "cells cleared",
    };
  }

  private wrongColumn(r: Runner, st: Json): Op | null {
    const { tab, dust, top } = this.resultsTab(st);
    const g = this.game(r, st, tab, top);
    if (!g) return null;
    const name = this.variant(this.chance(0.5) ? g.a : g.b);
    const w = this.words(st);
    const choices: [string, unknown][] = dust
      ? [
          ["G", this.between(0, 20)],
          ["L", name],
          ["M", this.between(0, 20)],
          ["I", this.between(0, 20)],
          ["E", w.yes],
          ["K", name],
        ]
      : [
          ["I", name],
          ["H", w.yes],
          ["G", name],
          ["E", name],
          ["J", w.yes],
          ["B", name],
        ];
    const [c, v] = this.pick(choices);
    return { op: "type", at: `${q(tab)}!${c}${g.row}`, rows: [[v]], what: "in the wrong column" };
  }

  private insertRound(r: Runner, st: Json): Op | null {
    const info = this.roundsInfo(r, st);
    if (!info || info.last < 2) return null;
    // row 2, above the games, as often as elsewhere: the STANDINGS range must survive it
    const before = this.chance(0.3) ? 2 : this.between(2, info.last + 1);
    return { op: "insertRow", tab: info.tab, before };
  }

  private deleteRound(r: Runner, st: Json): Op | null {
    const info = this.roundsInfo(r, st);
    if (!info || info.last < 2) return null;
    // the last row of the fixed STANDINGS range deleted (C2:F2): #REF! until the next round
    return { op: "deleteRow", tab: info.tab, row: this.between(2, info.last) };
  }

  private sortRound(r: Runner, st: Json): Op | null {
    const info = this.roundsInfo(r, st);
    if (!info || info.last < 3) return null;
    // the games' columns: round, table, player A, status…
    const by = this.pick([1, 2, 2, 3, 4, st.event.system === "dust" ? 9 : 7]);
    return {
      op: "sort",
      tab: info.tab,
      first: 2,
      last: info.last,
      width: info.width,
      by,
      descending: this.chance(0.3),
    };
  }

  private rename(st: Json): Op | null {
    const tab = st.event.tabs.players;
    // put a renamed player's name back, now and then
    const back = [...this.renamed.entries()].filter(([k]) => k.startsWith(`${tab}|`));
    if (back.length > 0 && this.chance(0.5)) {
      const [k, name] = this.pick(back);
      this.renamed.delete(k);
      return {
        op: "type",
        at: `${q(tab)}!A${k.split("|")[1]}`,
        rows: [[asTyped(name)]],
        what: "name put back",
      };
    }
    if (st.players.length === 0) return null;
    const p = this.pick(st.players) as Json;
    const x = this.rng();
    let name: string;
    if (x < 0.35) name = this.chance(0.5) ? p.name.toUpperCase() : p.name.toLowerCase();
    else if (x < 0.5 && stripAccents(p.name) !== p.name) name = stripAccents(p.name);
    else if (x < 0.65) name = ` ${p.name} `;
    else name = this.pick(["Zoé", "Zoe", "Nouveau", "Léa Martin", `${p.name} Jr`]);
    const key = `${tab}|${p.row}`;
    if (!this.renamed.has(key)) this.renamed.set(key, p.name);
    return { op: "type", at: `${q(tab)}!A${p.row}`, rows: [[asTyped(name)]], what: `${p.name} renamed` };
  }

  /** Edit ▸ Find and replace: a player's name changed in every tab of the event at once. */
  private renameEverywhere(r: Runner, st: Json): Op | null {
    if (st.players.length === 0) return null;
    const from = (this.pick(st.players) as Json).name as string;
    const others = new Set(this.names(st).map((n) => n.toLowerCase()));
    const to = this.pick(
      ["Zoé", "Zoe", "Nouveau Nom", `${from} Jr`, "Léa Martin"].filter((n) => !others.has(n.toLowerCase())),
    );
    if (to === undefined) return null;
    const t = st.event.tabs;
    const cells: { at: string; rows: unknown[][] }[] = [];
    for (const tab of [t.players, t.rounds, t.topCut]) {
      const sheet = r.b.standin.book.sheetByName(tab);
      sheet?.rows.forEach((row, i) => {
        row?.forEach((c, j) => {
          if (
            c?.formula === undefined &&
            typeof c?.value === "string" &&
            c.value.trim().toLowerCase() === from.toLowerCase()
          )
            cells.push({ at: `${q(tab)}!${col(j)}${i + 1}`, rows: [[asTyped(to)]] });
        });
      });
    }
    if (cells.length === 0) return null;
    return {
      op: "type",
      ...cells[0]!,
      more: cells.slice(1),
      what: `find and replace ${from} → ${to} in the event's tabs`,
    };
  }

  private latePlayer(r: Runner, st: Json): Op | null {
    const tab = st.event.tabs.players;
    const sheet = r.b.standin.book.sheetByName(tab);
    if (!sheet) return null;
    const row = Math.max(2, sheet.lastRow() + 1);
    const dust = st.event.system === "dust";
    const count = st.players.length === 0 ? this.between(2, 9) : 1;
    const rows: unknown[][] = [];
    for (let i = 0; i < count; i++) {
      this.late++;
      const name = this.chance(0.15)
        ? this.pick(SPECIAL_NAMES)
        : `Retard ${String(this.late).padStart(2, "0")}`;
      rows.push([asTyped(name), "Club L", 1400 + this.int(300), ...(dust ? [this.between(150, 300)] : [])]);
    }
    return {
      op: "type",
      at: `${q(tab)}!A${row}`,
      rows,
      what: count > 1 ? "players registered" : "late player",
    };
  }

  private statusCell(_r: Runner, st: Json): Op | null {
    if (st.players.length === 0) return null;
    const p = this.pick(st.players) as Json;
    const w = this.words(st);
    const v = this.pick([w.dropped, w.active, "", w.dropped.toLowerCase(), "parti"]);
    // Statut: E after Dust's army points, D in La Confrérie
    const c = st.event.system === "dust" ? "E" : "D";
    return { op: "type", at: `${q(st.event.tabs.players)}!${c}${p.row}`, rows: [[v]], what: "status typed" };
  }

  // ── garbage ────────────────────────────────────────────────────────────────────────────────────

  private garbage(): unknown {
    return this.pick([
      "douze",
      -5,
      -1,
      1e15,
      2.5,
      "14/11/2025",
      "2025-11-14",
      "=1+1",
      "=A1",
      "=1/0",
      true,
      "12:30",
      "N/A",
    ]);
  }

  private garbageNumber(r: Runner, st: Json): Op | null {
    const dust = st.event.system === "dust";
    if (this.chance(0.5) && st.players.length > 0) {
      const p = this.pick(st.players) as Json;
      const c = dust && this.chance(0.5) ? "D" : "C";
      return {
        op: "type",
        at: `${q(st.event.tabs.players)}!${c}${p.row}`,
        rows: [[this.garbage()]],
        what: "garbage in a number cell",
      };
    }
    const { tab, top } = this.resultsTab(st);
    const g = this.game(r, st, tab, top);
    if (!g) return null;
    const c = dust && !top ? this.pick(["G", "H", "J", "K"]) : this.pick(["B", "A"]);
    return {
      op: "type",
      at: `${q(tab)}!${c}${g.row}`,
      rows: [[this.garbage()]],
      what: "garbage in a number cell",
    };
  }

  private garbageAnywhere(r: Runner, st: Json): Op | null {
    const { tab, dust } = this.resultsTab(st);
    const sheet = r.b.standin.book.sheetByName(tab);
    if (!sheet || sheet.lastRow() < 2) return null;
    const row = this.between(2, sheet.lastRow() + 1);
    const c = this.int(dust ? 13 : 10);
    // the computed result columns E:F
    return { op: "type", at: `${q(tab)}!${col(c)}${row}`, rows: [[this.garbage()]], what: "garbage" };
  }

  private longName(r: Runner, st: Json): Op | null {
    const long = `${"Joueur au nom très long ".repeat(375)}`.slice(0, 9000);
    if (this.chance(0.5) || st.players.length === 0) {
      const sheet = r.b.standin.book.sheetByName(st.event.tabs.players);
      if (!sheet) return null;
      return {
        op: "type",
        at: `${q(st.event.tabs.players)}!A${Math.max(2, sheet.lastRow() + 1)}`,
        rows: [[long, "Club", 1500, ...(st.event.system === "dust" ? [200] : [])]],
        what: "late player with a 9,000-character name",
      };
    }
    const p = this.pick(st.players) as Json;
    return {
      op: "type",
      at: `${q(st.event.tabs.players)}!A${p.row}`,
      rows: [[long]],
      what: `${p.name} renamed to 9,000 characters`,
    };
  }

  private blankPlayerRow(r: Runner, st: Json): Op | null {
    const tab = st.event.tabs.players;
    const sheet = r.b.standin.book.sheetByName(tab);
    if (!sheet || sheet.lastRow() < 3) return null;
    return { op: "insertRow", tab, before: this.between(3, sheet.lastRow()) };
  }
}
