/**
 * The document lock (src/sheets/gateway/lock.ts): what an action wrote is flushed before the lock
 * is released; the sidebar's periodic refresh waits briefly for the lock and, when another request
 * holds it, skips its turn writing nothing; an action the organiser clicked waits longer.
 */
import { describe, expect, it } from "vitest";
import { newEvent, snapshot } from "../event/helpers";

describe("the document lock", () => {
  it("an action's writes are flushed after the last write and before the lock is released", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    ev.b.counter.reset();
    const r = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(r.ok, r.error).toBe(true);
    const calls = ev.b.counter.calls.map((c) => c);
    const lastWrite = calls.reduce(
      (at, c, i) => (c.kind === "write" || /^Properties\.set/.test(c.key) ? i : at),
      -1,
    );
    const flush = calls.findIndex((c) => c.key === "SpreadsheetApp.flush");
    const release = calls.findIndex((c) => c.key === "Lock.releaseLock");
    expect(lastWrite).toBeGreaterThan(0);
    expect(flush).toBeGreaterThan(lastWrite);
    expect(release).toBeGreaterThan(flush);
  });

  it("a refresh while another request holds the lock: skipped after a brief wait, nothing written, no error", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    const lock = ev.b.standin.locks.document;
    lock.holdByOtherUser();
    const before = snapshot(ev.b);
    const waited = lock.waitedMs;
    const r = ev.call("arbitreApplyReports", { refresh: true });
    expect(r.ok).toBe(false);
    expect(r.skipped).toBe(true);
    expect(r.error).toBe("");
    expect(lock.waitedMs - waited).toBeLessThanOrEqual(1000);
    expect(snapshot(ev.b)).toBe(before);
  });

  it("an action while a refresh holds the lock for 10 seconds waits for it, then runs", () => {
    const ev = newEvent({ system: "confrerie", players: 8 });
    const lock = ev.b.standin.locks.document;
    lock.holdByOtherUser(10000);
    const r = ev.call("arbitreGenerateRound", { expectedRound: 1 });
    expect(r.ok, r.error).toBe(true);
    expect(r.state.progress.round).toBe(1);
  });
});
