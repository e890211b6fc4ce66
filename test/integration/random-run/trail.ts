/**
 * The answer trail of a random run: proof that two bundles answer the same for the same inputs.
 *
 *   ARBITRE_RANDOM_RECORD=<dir>    each run writes <dir>/<kind>-<seed>.jsonl: for every call to the
 *                                  bundle, the function, its request and its answer, and after every
 *                                  step a digest of the whole workbook (values, formulas, formats,
 *                                  validations, properties, as the run's invariants print it)
 *   ARBITRE_RANDOM_COMPARE=<dir>   each run reads that file and fails at the first line that
 *                                  differs, showing the call and both answers
 *   ARBITRE_BUNDLE=<path>          the bundle the runs load (build/Code.js by default)
 *   ARBITRE_TRAIL_BEFORE_UNION=1   the states noted as a bundle from before EventState became a
 *                                  union by kind gave them (`beforeUnion`), to compare with one
 *                                  (or with one from before a league's, circuit's or Tarot's
 *                                  event stopped carrying Swiss configuration fields)
 *
 * The runs are seeded (Math.random, Date.now and the stand-in's clock), so the same bundle gives the
 * same trail on every machine; `npm run same-answers -- <git-ref>` records a trail with the bundle
 * built at that ref and compares today's bundle against it (scripts/same-answers.mjs).
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

/** The Swiss configuration fields the other kinds' events carried, empty or by Swiss roles. */
const SWISS_CONFIG = ["rounds", "roundMinutes", "topCut", "tabs", "codes"];

/**
 * An answer as a bundle from before EventState became a union by kind gives it (to compare with
 * one, ARBITRE_TRAIL_BEFORE_UNION=1): each state without its `kind`, and without the Swiss fields the
 * other kinds sent empty then (`progress` and `timer` null, `playoffs` []), nor those their event's
 * configuration filled then (`rounds`, `roundMinutes`, `topCut`, `tabs` by Swiss roles, `codes`).
 */
function beforeUnion(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(beforeUnion);
  if (v === null || typeof v !== "object") return v;
  const o: Record<string, unknown> = { ...(v as Record<string, unknown>) };
  if ("publishHelp" in o) {
    delete o.kind;
    if (o.progress === null) delete o.progress;
    if (o.timer === null) delete o.timer;
    if (Array.isArray(o.playoffs) && o.playoffs.length === 0) delete o.playoffs;
    const ev = o.event as Record<string, unknown> | null;
    if (ev !== null && typeof ev === "object" && "kind" in ev && ev.kind !== "swiss") {
      const own = { ...ev };
      for (const k of SWISS_CONFIG) delete own[k];
      o.event = own;
    }
  }
  for (const k of Object.keys(o)) o[k] = beforeUnion(o[k]);
  return o;
}

/** The bundle a random run loads. */
export function bundlePath(): string {
  return process.env.ARBITRE_BUNDLE ?? "build/Code.js";
}

/**
 * Ids the stand-in draws with Node's own random (forms, their published links, the spreadsheet):
 * distinct per stand-in by design, so the trail names each by its order of appearance instead.
 */
export const DRAWN_IDS = /1Frm[0-9a-z]+x*|1FAIpQLS[0-9a-z]+q*|standin-\d+-[0-9a-z]+/g;

export class AnswerTrail {
  private readonly lines: string[] = [];
  private n = 0;
  private readonly ids = new Map<string, string>();

  private constructor(
    private readonly file: string,
    private readonly expected: string[] | null,
  ) {}

  /** The trail of one run (`name`: the kind and the seed), or null when neither variable is set. */
  static of(name: string): AnswerTrail | null {
    const record = process.env.ARBITRE_RANDOM_RECORD;
    const compare = process.env.ARBITRE_RANDOM_COMPARE;
    if (!record && !compare) return null;
    if (record && compare) throw new Error("ARBITRE_RANDOM_RECORD and ARBITRE_RANDOM_COMPARE: one at a time");
    const file = path.join((record ?? compare) as string, `${name}.jsonl`);
    if (record) return new AnswerTrail(file, null);
    if (!existsSync(file)) throw new Error(`ARBITRE_RANDOM_COMPARE: no recorded trail ${file}`);
    return new AnswerTrail(file, readFileSync(file, "utf8").split("\n").filter(Boolean));
  }

  /** One call to the bundle and its answer. */
  answer(fn: string, req: unknown, answer: unknown): void {
    const said =
      process.env.ARBITRE_TRAIL_BEFORE_UNION === "1" ? beforeUnion(answer ?? null) : (answer ?? null);
    this.note(JSON.stringify({ call: fn, req: req ?? null, answer: said }));
  }

  /** The workbook after a step: a digest of each tab's print and of the document properties. */
  book(tabs: Iterable<[string, unknown]>, props: Iterable<[string, unknown]>): void {
    const digest = (v: unknown) =>
      createHash("sha256")
        .update(this.named(typeof v === "string" ? v : JSON.stringify(v)))
        .digest("hex")
        .slice(0, 16);
    const book: Record<string, string> = {};
    for (const [name, print] of tabs) book[name] = digest(print);
    this.note(JSON.stringify({ book, properties: digest([...props]) }));
  }

  /** `text` with the stand-in's drawn ids replaced by their order of appearance in the run. */
  private named(text: string): string {
    return text.replace(DRAWN_IDS, (id) => {
      const known = this.ids.get(id);
      if (known !== undefined) return known;
      const name = `<id ${this.ids.size + 1}>`;
      this.ids.set(id, name);
      return name;
    });
  }

  private note(raw: string): void {
    const line = this.named(raw);
    this.n++;
    if (this.expected === null) {
      this.lines.push(line);
      return;
    }
    const want = this.expected[this.n - 1];
    if (want === line) return;
    throw new Error(
      [
        `the bundle answers differently from the trail ${this.file}, at line ${this.n}:`,
        `  recorded: ${clip(want ?? "(end of the trail)")}`,
        `  now:      ${clip(line)}`,
        `  first difference at character ${firstDifference(want ?? "", line)}: …${(want ?? "").slice(Math.max(0, firstDifference(want ?? "", line) - 80), firstDifference(want ?? "", line) + 120)}…`,
      ].join("\n"),
    );
  }

  /** The end of the run: writes the recording, or checks that nothing recorded was left. */
  close(): void {
    if (this.expected === null) {
      mkdirSync(path.dirname(this.file), { recursive: true });
      writeFileSync(this.file, `${this.lines.join("\n")}\n`);
    } else if (this.n !== this.expected.length)
      throw new Error(
        `the run stopped at line ${this.n} of the trail ${this.file} (${this.expected.length} lines)`,
      );
  }
}

function clip(s: string): string {
  return s.length > 600 ? `${s.slice(0, 600)}… (${s.length} characters)` : s;
}

function firstDifference(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}
