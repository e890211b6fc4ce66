/**
 * The stand-in's Lock and Properties as Apps Script documents them (tools/standin/REFERENCE.md): hasLock is
 * about the Lock object it is asked of (false before tryLock or waitLock, after a timeout, after releaseLock);
 * waitLock throws when it times out; a property value over 9 KB and a store over 500 KB are refused, the store
 * left as it was.
 */
import { describe, expect, it } from "vitest";
import { createStandin } from "../index";

describe("the stand-in's Lock", () => {
  it("hasLock is false until this Lock object acquires it, and after it releases it", () => {
    const s = createStandin();
    const { LockService } = s.globals as { LockService: GoogleAppsScript.Lock.LockService };
    const lock = LockService.getDocumentLock();
    expect(lock.hasLock()).toBe(false);
    expect(lock.tryLock(1000)).toBe(true);
    expect(lock.hasLock()).toBe(true);
    // another Lock object never called tryLock or waitLock
    expect(LockService.getDocumentLock().hasLock()).toBe(false);
    lock.releaseLock();
    expect(lock.hasLock()).toBe(false);
  });

  it("a timed-out tryLock leaves hasLock false; waitLock throws", () => {
    const s = createStandin();
    const { LockService } = s.globals as { LockService: GoogleAppsScript.Lock.LockService };
    s.locks.document.holdByOtherUser();
    const lock = LockService.getDocumentLock();
    expect(lock.tryLock(100)).toBe(false);
    expect(lock.hasLock()).toBe(false);
    expect(() => lock.waitLock(100)).toThrow(/Lock timeout/);
    expect(lock.hasLock()).toBe(false);
  });
});

describe("the stand-in's Properties", () => {
  it("refuses a value over 9 KB and a store over 500 KB, keeping what was there", () => {
    const s = createStandin();
    const { PropertiesService } = s.globals as {
      PropertiesService: GoogleAppsScript.Properties.PropertiesService;
    };
    const p = PropertiesService.getDocumentProperties();
    expect(() => p.setProperty("big", "x".repeat(9 * 1024))).toThrow("Argument too large: value");
    expect(p.getProperty("big")).toBeNull();
    const chunk = "x".repeat(8 * 1024);
    for (let i = 0; i < 62; i++) p.setProperty(`k${i}`, chunk);
    expect(() => p.setProperty("last", chunk)).toThrow(/exceeded the property storage quota/);
    expect(p.getProperty("last")).toBeNull();
    expect(p.getKeys()).toHaveLength(62);
  });
});
