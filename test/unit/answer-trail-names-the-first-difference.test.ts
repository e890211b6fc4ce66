/**
 * The answer trail of the random runs (test/integration/random-run/trail.ts): a recording replayed
 * against the same answers passes; the first answer or tab that differs fails, naming the line;
 * the ids the stand-in draws at random (forms, the spreadsheet) do not count as differences.
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { AnswerTrail } from "../integration/random-run/trail";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
});

function trail(mode: "record" | "compare", dir: string): AnswerTrail {
  delete process.env.ARBITRE_RANDOM_RECORD;
  delete process.env.ARBITRE_RANDOM_COMPARE;
  process.env[mode === "record" ? "ARBITRE_RANDOM_RECORD" : "ARBITRE_RANDOM_COMPARE"] = dir;
  const t = AnswerTrail.of("toy-1-3");
  if (!t) throw new Error("no trail");
  return t;
}

function run(t: AnswerTrail, message: string, cell: string, form: string): void {
  t.answer("arbitreGenerateRound", { eventId: "e1" }, { ok: true, message, form });
  t.book([["Rondes", `A1=${cell}`]], [["arbitre.index", "{}"]]);
  t.close();
}

describe("the answer trail of a random run", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), "trail-"));
  const formA = "https://docs.google.com/forms/d/e/1FAIpQLSab12qqqq/viewform";
  const formB = "https://docs.google.com/forms/d/e/1FAIpQLSzz99qqqq/viewform";

  it("is off unless a variable asks for it", () => {
    delete process.env.ARBITRE_RANDOM_RECORD;
    delete process.env.ARBITRE_RANDOM_COMPARE;
    expect(AnswerTrail.of("toy-1-3")).toBeNull();
  });

  it("passes when the same answers come again, whatever ids the stand-in drew", () => {
    run(trail("record", dir), "Ronde 1 générée", "Anne", formA);
    expect(() => run(trail("compare", dir), "Ronde 1 générée", "Anne", formB)).not.toThrow();
  });

  it("fails at the first answer that differs, naming its line", () => {
    run(trail("record", dir), "Ronde 1 générée", "Anne", formA);
    expect(() => run(trail("compare", dir), "Ronde 1 générée.", "Anne", formA)).toThrow(/at line 1:/);
  });

  it("fails when a tab differs after a step, though every answer is the same", () => {
    run(trail("record", dir), "Ronde 1 générée", "Anne", formA);
    expect(() => run(trail("compare", dir), "Ronde 1 générée", "Bea", formA)).toThrow(/at line 2:/);
  });
});
