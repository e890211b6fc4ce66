/** Pure helpers of the sidebar and the New-event dialog (src/ui/format.ts). */
import { describe, expect, it } from "vitest";
import type { TimerView } from "../../../src/contract/views";
import {
  clockTime,
  defaultRounds,
  formatCountdown,
  formatDuration,
  longDate,
  readNewEventForm,
  roundsRanges,
  systemKind,
  timerRemaining,
  undoTarget,
  wholeNumber,
} from "../../../src/ui/format";

const MIN = 60_000;

function timer(over: Partial<TimerView>): TimerView {
  return {
    state: "idle",
    endsAt: null,
    pausedRemaining: null,
    durationMs: 50 * MIN,
    serverNow: 0,
    endsAtLabel: "",
    ...over,
  };
}

describe("formatCountdown", () => {
  it("shows mm:ss, minutes beyond 59 included", () => {
    expect(formatCountdown(50 * MIN)).toBe("50:00");
    expect(formatCountdown(60 * MIN)).toBe("60:00");
    expect(formatCountdown(125 * MIN)).toBe("125:00");
    expect(formatCountdown(9 * MIN + 5_000)).toBe("09:05");
  });

  it("rounds up while time is left, so 00:00 means the time is up", () => {
    expect(formatCountdown(59_001)).toBe("01:00");
    expect(formatCountdown(1)).toBe("00:01");
    expect(formatCountdown(0)).toBe("00:00");
  });

  it("counts up with a minus sign once over", () => {
    expect(formatCountdown(-1)).toBe("00:00");
    expect(formatCountdown(-1_000)).toBe("−00:01");
    expect(formatCountdown(-(2 * MIN + 3_500))).toBe("−02:03");
  });
});

describe("timerRemaining", () => {
  it("idle: the full round; paused: what was left", () => {
    expect(timerRemaining(null, 0, 0)).toBeNull();
    expect(timerRemaining(timer({}), 123, 0)).toBe(50 * MIN);
    expect(timerRemaining(timer({ state: "paused", pausedRemaining: 7 * MIN }), 999_999, 0)).toBe(7 * MIN);
  });

  it("running: counts down to endsAt on the server's clock", () => {
    const t = timer({ state: "running", endsAt: 1_000_000 + 10 * MIN, serverNow: 1_000_000 });
    // client clock 5 s behind the server: skew = +5 s
    expect(timerRemaining(t, 995_000, 5_000)).toBe(10 * MIN);
    expect(timerRemaining(t, 995_000 + 10 * MIN + 1_000, 5_000)).toBe(-1_000);
  });

  it("expired: negative", () => {
    const t = timer({ state: "expired", endsAt: 1_000, serverNow: 61_000 });
    expect(timerRemaining(t, 61_000, 0)).toBe(-60_000);
  });
});

describe("formatDuration and clockTime", () => {
  it("formats durations and local clock times", () => {
    expect(formatDuration(50 * MIN)).toBe("50 min");
    expect(formatDuration(60 * MIN)).toBe("1 h");
    expect(formatDuration(65 * MIN)).toBe("1 h 05");
    expect(clockTime(new Date(2025, 10, 14, 9, 5).getTime())).toBe("09:05");
  });
});

describe("defaultRounds: the engine's rule, the one Generate and SWISS_ROUNDS use (RULES §1/§2)", () => {
  it("looks the player count up per system", () => {
    expect(defaultRounds("confrerie", 2)).toBe(1);
    expect(defaultRounds("confrerie", 3)).toBe(3);
    expect(defaultRounds("confrerie", 9)).toBe(4);
    expect(defaultRounds("confrerie", 128)).toBe(7);
    expect(defaultRounds("dust", 2)).toBe(3);
    expect(defaultRounds("dust", 6)).toBe(3);
    expect(defaultRounds("dust", 12)).toBe(4);
  });

  it("beyond 128: ceil(log2 n); nonsense: null", () => {
    expect(defaultRounds("confrerie", 129)).toBe(8);
    expect(defaultRounds("dust", 33)).toBe(6);
    expect(defaultRounds("dust", 1)).toBeNull();
    expect(defaultRounds("dust", 2.5)).toBeNull();
  });

  it("gives the ranges for the hint: Dust 2–8 players → 3 rounds (not 3–16 → 4)", () => {
    expect(roundsRanges("confrerie").slice(0, 3)).toEqual([
      { from: 2, to: 2, rounds: 1 },
      { from: 3, to: 8, rounds: 3 },
      { from: 9, to: 16, rounds: 4 },
    ]);
    expect(roundsRanges("dust").slice(0, 2)).toEqual([
      { from: 2, to: 8, rounds: 3 },
      { from: 9, to: 16, rounds: 4 },
    ]);
  });
});

describe("readNewEventForm", () => {
  const base = {
    system: "confrerie" as const,
    kind: "swiss" as const,
    name: "  Open   de  Lyon ",
    date: "2025-11-14",
    rounds: "",
    roundMinutes: "50",
    topCut: "0",
    ladder: false,
  };

  it("builds the request: trimmed name, empty rounds = automatic (0)", () => {
    expect(readNewEventForm(base)).toEqual({
      ok: true,
      req: {
        system: "confrerie",
        name: "Open de Lyon",
        date: "2025-11-14",
        rounds: 0,
        roundMinutes: 50,
        topCut: 0,
      },
    });
    const r = readNewEventForm({ ...base, system: "dust", rounds: "4", roundMinutes: "60", topCut: "4" });
    expect(r.ok && r.req).toMatchObject({ system: "dust", rounds: 4, roundMinutes: 60, topCut: 4 });
  });

  it("refuses an empty name and out-of-range numbers", () => {
    expect(readNewEventForm({ ...base, name: "   " })).toEqual({
      ok: false,
      problem: { field: "name", kind: "required" },
    });
    expect(readNewEventForm({ ...base, rounds: "0" })).toMatchObject({
      ok: false,
      problem: { field: "rounds" },
    });
    expect(readNewEventForm({ ...base, rounds: "2.5" })).toMatchObject({
      ok: false,
      problem: { field: "rounds" },
    });
    expect(readNewEventForm({ ...base, roundMinutes: "" })).toMatchObject({
      ok: false,
      problem: { field: "roundMinutes" },
    });
  });

  it("a ticked ladder box adds ladder: true to a Swiss request (unticked: no ladder field)", () => {
    const r = readNewEventForm({ ...base, ladder: true });
    expect(r.ok && r.req.ladder).toBe(true);
    const plain = readNewEventForm(base);
    expect(plain.ok && "ladder" in plain.req).toBe(false);
  });

  it("a league sends only system, name and date, whatever the hidden Swiss fields hold", () => {
    const league = {
      ...base,
      system: "league-kow" as const,
      kind: "league" as const,
      rounds: "99",
      roundMinutes: "",
      topCut: "4",
      ladder: true,
    };
    expect(readNewEventForm(league)).toEqual({
      ok: true,
      req: { system: "league-kow", name: "Open de Lyon", date: "2025-11-14" },
    });
    expect(readNewEventForm({ ...league, name: " " })).toMatchObject({
      ok: false,
      problem: { field: "name" },
    });
  });

  it("a circuit sends only system and name: its dates are its tournaments'", () => {
    const circuit = {
      ...base,
      system: "circuit-masters" as const,
      kind: "circuit" as const,
      rounds: "abc",
      roundMinutes: "",
      topCut: "8",
      ladder: true,
    };
    expect(readNewEventForm(circuit)).toEqual({
      ok: true,
      req: { system: "circuit-masters", name: "Open de Lyon" },
    });
  });

  it("a Tarot duplicate sends only system and name: its dates are its deals'", () => {
    const tarot = {
      ...base,
      system: "tarot-duplicate" as const,
      kind: "tarot" as const,
      rounds: "abc",
      roundMinutes: "",
      topCut: "8",
      ladder: true,
    };
    expect(readNewEventForm(tarot)).toEqual({
      ok: true,
      req: { system: "tarot-duplicate", name: "Open de Lyon" },
    });
  });

  it("an unknown top cut is none", () => {
    const r = readNewEventForm({ ...base, topCut: "3" });
    expect(r.ok && r.req.topCut).toBe(0);
  });

  it("wholeNumber", () => {
    expect(wholeNumber(" 12 ", 2, 999)).toBe(12);
    expect(wholeNumber("1e3", 2, 999)).toBeNull();
    expect(wholeNumber("-3", 0, 9)).toBeNull();
  });
});

describe("undoTarget", () => {
  it("round, stage or final ranking, as the sidebar shows it", () => {
    const p = (phase: string, stage: number | null) =>
      // biome-ignore lint/suspicious/noExplicitAny: only the fields undoTarget reads.
      ({ phase, topCut: stage === null ? null : { stage } }) as any;
    expect(undoTarget(null)).toBe("round");
    expect(undoTarget(p("swiss", null))).toBe("round");
    expect(undoTarget(p("swiss", 0))).toBe("round");
    expect(undoTarget(p("finished", null))).toBe("round");
    expect(undoTarget(p("topcut", 2))).toBe("stage");
    expect(undoTarget(p("finished", 2))).toBe("ranking");
  });
});

describe("systemKind", () => {
  const systems = [
    { id: "confrerie" as const, label: "La Confrérie", roundMinutes: 50 },
    { id: "dust" as const, label: "Dust", roundMinutes: 60, kind: "swiss" as const },
    { id: "league-kow" as const, label: "Inter-clubs", roundMinutes: 0, kind: "league" as const },
    { id: "circuit-masters" as const, label: "Masters", roundMinutes: 0, kind: "circuit" as const },
    { id: "tarot-duplicate" as const, label: "Tarot", roundMinutes: 0, kind: "tarot" as const },
  ];

  it("is the server's kind of the system, Swiss when the server gives none", () => {
    expect(systemKind(systems, "league-kow")).toBe("league");
    expect(systemKind(systems, "circuit-masters")).toBe("circuit");
    expect(systemKind(systems, "tarot-duplicate")).toBe("tarot");
    expect(systemKind(systems, "dust")).toBe("swiss");
    expect(systemKind(systems, "confrerie")).toBe("swiss");
  });

  it("an id the server did not offer is Swiss", () => {
    expect(systemKind(systems, "tarot")).toBe("swiss");
    expect(systemKind([], "league-kow")).toBe("swiss");
  });
});

describe("longDate", () => {
  it("says a YYYY-MM-DD date in words, in the sidebar's language", () => {
    expect(longDate("fr", "2025-04-12")).toBe("12 avril 2025");
    expect(longDate("en", "2025-04-12")).toBe("12 April 2025");
  });

  it("keeps anything else as given", () => {
    expect(longDate("fr", "")).toBe("");
    expect(longDate("en", "next Saturday")).toBe("next Saturday");
  });
});
