/**
 * The stand-in can make the Nth write of the script fail as a quota or a backend failure does in
 * Apps Script ("Service Spreadsheets failed while accessing document…"): the writes before it
 * stay, the failing one writes nothing, the ones after it work again; and it can let a person's
 * edit land just before the Nth write (between the script's read and its write). The random runs
 * use both: a retry after a failure ends where a clean run ends; what the organiser typed while an
 * action ran is not overwritten.
 */
import { describe, expect, it } from "vitest";
import { loadBundle } from "../index";

describe("a write failure injected at the Nth write", () => {
  it("throws Apps Script's service error at that write only; earlier writes stay, reads do not count", () => {
    const b = loadBundle("build/Code.js", { locale: "fr_FR", sheets: [{ name: "T", rows: [[""]] }] });
    const ss = b.spreadsheet;
    const t = ss.getSheetByName("T")!;
    b.standin.runtime.failWriteAt(3);
    t.getRange("A1").setValue(1);
    t.getRange("A1:B2").getValues(); // a read: not counted
    t.getRange("A2").setValue(2);
    expect(() => t.getRange("A3").setValue(3)).toThrow(
      /^Service Spreadsheets failed while accessing document with id /,
    );
    expect(b.standin.values("T!A1:A3")).toEqual([[1], [2], [""]]);
    expect(b.standin.runtime.pendingFailure).toBeNull();
    t.getRange("A3").setValue(3);
    expect(b.standin.values("T!A3:A3")).toEqual([[3]]);
  });

  it("interruptAt: a person's edit lands just before the script's Nth write, uncounted", () => {
    const b = loadBundle("build/Code.js", { locale: "fr_FR", sheets: [{ name: "T", rows: [[""]] }] });
    const t = b.spreadsheet.getSheetByName("T")!;
    b.standin.runtime.interruptAt(2, () => b.standin.write("T!B1", [["typed"]]));
    t.getRange("A1").setValue(1);
    expect(b.standin.values("T!B1:B1")).toEqual([[""]]);
    t.getRange("A2").setValue(2);
    expect(b.standin.values("T!A1:B2")).toEqual([
      [1, "typed"],
      [2, ""],
    ]);
    expect(b.counter.count("Range.setValue")).toBe(2);
  });

  it("failChangeAt counts every change (a tab inserted, a property) and a quota stops that call only", () => {
    const b = loadBundle("build/Code.js", { locale: "fr_FR", sheets: [{ name: "T", rows: [[""]] }] });
    const ss = b.spreadsheet;
    const props = b.context.PropertiesService as GoogleAppsScript.Properties.PropertiesService;
    b.standin.runtime.failChangeAt(3);
    ss.insertSheet("U");
    props.getDocumentProperties().getProperty("k"); // a read: not counted
    props.getDocumentProperties().setProperty("k", "1");
    expect(() => ss.getSheetByName("T")!.setName("V")).toThrow(/^Service Spreadsheets failed/);
    expect(ss.getSheetByName("T")).not.toBeNull();
    expect(b.standin.runtime.pendingStop).toBeNull();
    ss.getSheetByName("T")!.setName("V");
    expect(ss.getSheetByName("V")).not.toBeNull();
  });

  it("failChangeAt as a time-out: that change and every call after it throw until the execution ends; the lock is let go", () => {
    const b = loadBundle("build/Code.js", { locale: "fr_FR", sheets: [{ name: "T", rows: [[""]] }] });
    const t = b.spreadsheet.getSheetByName("T")!;
    const lock = (b.context.LockService as GoogleAppsScript.Lock.LockService).getDocumentLock();
    lock.waitLock(1000);
    b.standin.runtime.failChangeAt(2, "timeout");
    t.getRange("A1").setValue(1);
    expect(() => t.getRange("A2").setValue(2)).toThrow(/^Exceeded maximum execution time/);
    expect(b.standin.runtime.timedOut).toBe(true);
    expect(() => t.getRange("A1").getValues()).toThrow(/^Exceeded maximum execution time/);
    lock.releaseLock();
    b.standin.runtime.failChangeAt(null);
    expect(b.standin.values("T!A1:A2")).toEqual([[1], [""]]);
    expect(lock.hasLock()).toBe(false);
    t.getRange("A2").setValue(2);
    expect(b.standin.values("T!A2:A2")).toEqual([[2]]);
  });

  it("refuses a write number that is not a positive integer", () => {
    const b = loadBundle("build/Code.js", { locale: "fr_FR" });
    expect(() => b.standin.runtime.failWriteAt(0)).toThrow(/not a write number/);
  });
});
