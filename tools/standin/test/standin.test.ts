/**
 * Tests of the Apps Script stand-in itself (tools/standin), against a hand-written fixture bundle.
 */
import { describe, expect, it } from "vitest";
import { createStandin, installGlobals, type LoadedBundle, loadBundle } from "../index";

const FIXTURE = "tools/standin/fixtures/Code.js";

function fixture(extra: Parameters<typeof loadBundle>[1] = {}): LoadedBundle {
  return loadBundle(FIXTURE, {
    sheets: [
      { name: "Data", rows: [[7, "2024-01-15", "texte"]] },
      {
        name: "Rondes",
        rows: [
          ["Ronde", "Joueur A", "Joueur B"],
          [1, "Alice", "Bob"],
          [1, "Chloé", "David"],
        ],
      },
    ],
    ...extra,
  });
}

describe("loader", () => {
  it("exposes no Node globals to the script", () => {
    const b = fixture();
    expect(b.call("globalsReport")).toEqual([]);
  });

  it("finds top-level functions and @customfunction tags", () => {
    const b = fixture();
    const names = b.functions.filter((f) => f.customFunction).map((f) => f.name);
    expect(names).toEqual(["DOUBLE", "TABLE", "COLUMN_LIST", "KIND", "WRITER"]);
    expect(b.functions.find((f) => f.name === "helper")?.customFunction).toBe(false);
    expect(b.hasFunction("onOpen")).toBe(true);
    expect(() => b.call("nope")).toThrow(/Script function not found: nope/);
  });

  it("returns values of the script's realm (Array, Date) and Apps Script-like errors", () => {
    const b = fixture();
    expect(b.call("typesReport")).toEqual([true, true, true, true, "number", "string"]);
    const [isError, name, message, text] = b.call("badShape") as [boolean, string, string, string];
    expect(isError).toBe(true);
    expect(name).toBe("Exception");
    expect(message).toBe(
      "The number of rows in the data does not match the number of rows in the range. The data has 1 but the range has 2.",
    );
    expect(text).toBe(`Exception: ${message}`);
  });
});

describe("auth modes", () => {
  it("onOpen in AuthMode.NONE may build menus but not touch the spreadsheet or properties", () => {
    const b = fixture();
    expect(b.trigger("onOpen", { authMode: "NONE" })).toBe("none");
    expect(b.ui.menuItems()).toEqual([
      { path: "Fixture > Go", functionName: "go" },
      { path: "Fixture > Sub > Deep", functionName: "deep" },
    ]);
    expect(b.counter.count("SpreadsheetApp.getActive")).toBe(0);
    expect(b.counter.count("PropertiesService.*")).toBe(0);

    expect(() => b.trigger("onOpenGreedy", { authMode: "NONE" })).toThrow(
      /You do not have permission to call SpreadsheetApp.getActive/,
    );
    expect(b.counter.denied().map((c) => c.key)).toEqual(["SpreadsheetApp.getActive"]);
  });

  it("LIMITED/FULL modes allow the spreadsheet and properties", () => {
    const b = fixture({ documentProperties: { state: "ok" } });
    expect(b.trigger("onOpen", { authMode: "LIMITED" })).toBe("ok");
    expect(b.trigger("onOpenGreedy")).toBe("Arbitre (stand-in)");
  });

  it("custom functions may read but not write, and their calls are kept apart", () => {
    const b = fixture();
    b.standin.write("Data!E1", [["=WRITER()"]]);
    const p = b.standin.probe("Data!E1");
    expect(p.value).toBe("#ERROR!");
    expect(p.error).toBe("You do not have permission to call setValue");
    expect(b.counter.count()).toBe(0);
    expect(b.counter.customFunctionCalls.some((c) => c.key === "Range.setValue" && c.denied)).toBe(true);
  });
});

describe("call counter", () => {
  it("counts each service call and per-sheet reads/writes", () => {
    const b = fixture();
    expect(b.call("readWriteRounds")).toBe(3);
    expect(b.counter.sheet("Rondes")).toEqual({ reads: 1, writes: 1 });
    expect(b.counter.sheets()).toEqual({ Rondes: { reads: 1, writes: 1 } });
    expect(b.counter.counts()).toEqual({
      "Range.getValues": 1,
      "Range.setValues": 1,
      "Sheet.getDataRange": 1,
      "Sheet.getRange": 1,
      "Spreadsheet.getSheetByName": 1,
      "SpreadsheetApp.getActive": 1,
    });
    const write = b.counter.calls.find((c) => c.key === "Range.setValues");
    expect(write).toMatchObject({ sheet: "Rondes", range: "A1:C3", kind: "write" });
    expect(b.standin.values("Rondes!C2")).toEqual([["X"]]);
    b.counter.reset();
    expect(b.counter.count()).toBe(0);
  });

  it("throws a clear error for an Apps Script method the stand-in lacks", () => {
    const s = createStandin();
    const range = s.spreadsheet.getSheets()[0]!.getRange("A1");
    expect(() => range.setBorder(true, true, true, true, true, true)).toThrow(
      /Stand-in: Range.setBorder\(\) is not implemented/,
    );
  });
});

describe("ranges and values", () => {
  it("checks shapes and bounds like Sheets", () => {
    const s = createStandin({ sheets: [{ name: "S" }] });
    const sh = s.spreadsheet.getSheetByName("S")!;
    expect(sh.getMaxRows()).toBe(1000);
    expect(sh.getMaxColumns()).toBe(26);
    expect(() => sh.getRange(1, 1, 1, 2).setValues([[1, 2, 3]])).toThrow(
      "The number of columns in the data does not match the number of columns in the range. The data has 3 but the range has 2.",
    );
    expect(() => sh.getRange(1000, 1, 2, 1)).toThrow(
      "The coordinates of the range are outside the dimensions of the sheet.",
    );
    expect(() => sh.getRange(0, 1)).toThrow("The starting row of the range is too small.");
    expect(() => sh.getRange("AA1")).toThrow(/outside the dimensions/);
    sh.insertRows(1, 5);
    expect(sh.getMaxRows()).toBe(1005);
    sh.getRange(1003, 1, 3, 1).setValues([[1], [2], [3]]);
    expect(sh.getLastRow()).toBe(1005);
  });

  it("interprets written strings as typed input, in the spreadsheet's locale", () => {
    const s = createStandin({ locale: "fr_FR", sheets: [{ name: "S" }] });
    const r = s.spreadsheet.getSheetByName("S")!.getRange("A1:F1");
    r.setValues([["12", "1,5", "VRAI", "'007", "15/01/2024", "1-0"]]);
    const v = r.getValues()[0]!;
    expect(v.slice(0, 4)).toEqual([12, 1.5, true, "007"]);
    expect(v[4]).toBeInstanceOf(Date);
    expect((v[4] as Date).toISOString()).toBe("2024-01-14T23:00:00.000Z"); // midnight, Europe/Paris
    expect(v[5]).toBe("1-0");
    expect(r.getDisplayValues()[0]).toEqual(["12", "1,5", "VRAI", "007", "15/01/2024", "1-0"]);
    const text = s.spreadsheet.getSheetByName("S")!.getRange("A2");
    text.setNumberFormat("@");
    text.setValue("0012");
    expect(text.getValue()).toBe("0012");
    expect(s.spreadsheet.getSheetByName("S")!.getRange("G1").getValue()).toBe("");
  });

  it("round-trips Date objects and formats display values", () => {
    const s = createStandin({ locale: "en_US", timeZone: "America/New_York", sheets: [{ name: "S" }] });
    const sh = s.spreadsheet.getSheetByName("S")!;
    const when = new Date("2024-03-10T15:30:00Z");
    sh.getRange("A1").setValue(when);
    expect((sh.getRange("A1").getValue() as Date).getTime()).toBe(when.getTime());
    sh.getRange("B1").setValue(1234.5).setNumberFormat("#,##0.00");
    expect(sh.getRange("B1").getDisplayValue()).toBe("1,234.50");
    sh.getRange("C1").setValue(0.25).setNumberFormat("0%");
    expect(sh.getRange("C1").getDisplayValue()).toBe("25%");
  });

  it("keeps notes, formats, validations, protections, named ranges and conditional rules", () => {
    const s = createStandin({ sheets: [{ name: "S" }, { name: "T" }] });
    const { SpreadsheetApp } = s.globals as { SpreadsheetApp: GoogleAppsScript.Spreadsheet.SpreadsheetApp };
    const sh = s.spreadsheet.getSheetByName("S")!;
    const r = sh.getRange("A1:B2");
    r.setNote("n").setBackground("#ff0000").setFontWeight("bold");
    expect(r.getNotes()).toEqual([
      ["n", "n"],
      ["n", "n"],
    ]);
    expect(r.getBackgrounds()[1]![1]).toBe("#ff0000");
    const rule = SpreadsheetApp.newDataValidation()
      .requireValueInList(["V", "D", "N"])
      .setAllowInvalid(false)
      .build();
    r.setDataValidation(rule);
    expect(String(r.getDataValidations()[0]![0]!.getCriteriaType())).toBe("VALUE_IN_LIST");
    expect(r.getDataValidations()[0]![0]!.getCriteriaValues()[0]).toEqual(["V", "D", "N"]);
    const p = sh.protect().setDescription("Arbitre").setWarningOnly(true);
    expect(sh.getProtections(SpreadsheetApp.ProtectionType.SHEET).map((x) => x.getDescription())).toEqual([
      "Arbitre",
    ]);
    p.remove();
    expect(sh.getProtections(SpreadsheetApp.ProtectionType.SHEET)).toEqual([]);
    s.spreadsheet.setNamedRange("Joueurs", sh.getRange("A1:A10"));
    expect(s.spreadsheet.getRangeByName("Joueurs")!.getA1Notation()).toBe("A1:A10");
    sh.insertRows(1, 2);
    expect(s.spreadsheet.getRangeByName("Joueurs")!.getA1Notation()).toBe("A3:A12");
    const cf = SpreadsheetApp.newConditionalFormatRule()
      .whenTextEqualTo("V")
      .setBackground("#b7e1cd")
      .setRanges([sh.getRange("C1:C9")])
      .build();
    sh.setConditionalFormatRules([cf]);
    expect(sh.getConditionalFormatRules()[0]!.getRanges()[0]!.getA1Notation()).toBe("C1:C9");
    expect(() => s.spreadsheet.insertSheet("T")).toThrow(
      'A sheet with the name "T" already exists. Please enter another name.',
    );
    const u = s.spreadsheet.insertSheet("U", 0);
    expect(u.getIndex()).toBe(1);
    expect(s.spreadsheet.getActiveSheet().getName()).toBe("U");
    s.spreadsheet.deleteSheet(u);
    expect(s.spreadsheet.getSheets().map((x) => x.getName())).toEqual(["S", "T"]);
  });
});

describe("typed input and data validation", () => {
  function sheetWithRules() {
    const s = createStandin({
      sheets: [
        {
          name: "R",
          rows: [
            ["A", "B", "Winner", "Confirm", "Points"],
            ["Alice", "Bob"],
            ["Chloé", "David"],
            ["1984", "Eve"],
          ],
        },
      ],
    });
    const { SpreadsheetApp } = s.globals as { SpreadsheetApp: GoogleAppsScript.Spreadsheet.SpreadsheetApp };
    const sh = s.spreadsheet.getSheetByName("R")!;
    // one rule for the whole block, written for its top-left cell (C2), as in the Sheets UI
    sh.getRange("C2:C4").setDataValidation(
      SpreadsheetApp.newDataValidation()
        .requireFormulaSatisfied('=(($C2&"")=($A2&""))+(($C2&"")=($B2&""))>0')
        .setAllowInvalid(false)
        .setHelpText("A or B of this row")
        .build(),
    );
    sh.getRange("D2:D4").setDataValidation(
      SpreadsheetApp.newDataValidation()
        .requireValueInList(["Oui", "Contesté"])
        .setAllowInvalid(false)
        .build(),
    );
    sh.getRange("E2:E4").setDataValidation(
      SpreadsheetApp.newDataValidation().requireNumberBetween(0, 300).setAllowInvalid(false).build(),
    );
    return s;
  }

  /** Typed as a person would: Sheets' refusal (null: accepted, and written). */
  const enter = (s: ReturnType<typeof sheetWithRules>, a1: string, input: string) => {
    const no = s.validate(a1, input);
    s.type(a1, input);
    return no;
  };

  it("a custom formula rule is evaluated for the cell typed into, its references shifted from the rule's first cell", () => {
    const s = sheetWithRules();
    expect(enter(s, "R!C3", "Alice")).toEqual({
      cell: "C3",
      criteria: "CUSTOM_FORMULA",
      helpText: "A or B of this row",
    });
    expect(s.probe("R!C3").value).toBe("");
    expect(enter(s, "R!C3", "David")).toBeNull();
    expect(s.probe("R!C3").value).toBe("David");
    // the comparison ignores case, as Sheets' = does; a number typed matches a name written as text
    expect(enter(s, "R!C2", "bob")).toBeNull();
    expect(enter(s, "R!C4", "1984")).toBeNull();
    expect(enter(s, "R!C4", "Alice")?.cell).toBe("C4");
    // clearing is always accepted
    expect(enter(s, "R!C3", "")).toBeNull();
    expect(s.probe("R!C3").value).toBe("");
  });

  it("list and number rules refuse what they do not allow; a rule that only warns accepts", () => {
    const s = sheetWithRules();
    expect(enter(s, "R!D2", "V")).toEqual({
      cell: "D2",
      criteria: "VALUE_IN_LIST",
      helpText: null,
      choices: ["Oui", "Contesté"],
    });
    expect(enter(s, "R!D2", " oui ")).toBeNull();
    expect(enter(s, "R!E2", "301")?.criteria).toBe("NUMBER_BETWEEN");
    expect(enter(s, "R!E2", "abc")?.criteria).toBe("NUMBER_BETWEEN");
    expect(enter(s, "R!E2", "120")).toBeNull();
    expect(s.probe("R!E2").value).toBe(120);
    const { SpreadsheetApp } = s.globals as { SpreadsheetApp: GoogleAppsScript.Spreadsheet.SpreadsheetApp };
    s.spreadsheet
      .getRange("R!E3")
      .setDataValidation(SpreadsheetApp.newDataValidation().requireNumberBetween(0, 300).build());
    expect(enter(s, "R!E3", "999")).toBeNull();
    // validate() says the same without writing
    expect(s.validate("R!C2", "Alice")).toBeNull();
    expect(s.probe("R!C2").value).toBe("");
  });
});

describe("formulas", () => {
  it("evaluates standard functions and recomputes after writes", () => {
    const s = createStandin({
      sheets: [
        {
          name: "Joueurs",
          rows: [
            ["Nom", "Elo"],
            ["Alice", 1500],
            ["Bob", 1620],
            ["=SUM(B2:B3)", '=IF(B2>B3,"Alice","Bob")', "=AND(TRUE,false)"],
            ['=VLOOKUP("Bob",A2:B3,2,FALSE)', "=1/0"],
          ],
        },
      ],
    });
    const sh = s.spreadsheet.getSheetByName("Joueurs")!;
    expect(sh.getRange("A4:B5").getValues()).toEqual([
      [3120, "Bob"],
      [1620, "#DIV/0!"],
    ]);
    expect(sh.getRange("A4").getFormula()).toBe("=SUM(B2:B3)");
    sh.getRange("B2").setValue(1700);
    expect(sh.getRange("A4:B4").getValues()).toEqual([[3320, "Alice"]]);
    sh.getRange("C1").setValue("=Joueurs!B2*2");
    expect(sh.getRange("C1").getValue()).toBe(3400);
    sh.insertRowsBefore(1, 1);
    expect(sh.getRange("A5").getFormula()).toBe("=SUM(B3:B4)");
    expect(sh.getRange("A5").getValue()).toBe(3320);
    expect(s.probe("Joueurs!B6").error).toBeTypeOf("string");
    expect(s.probe("Joueurs!Z1").value).toBe("");
  });

  it("calls @customfunction functions of the bundle, with spills and #ERROR!", () => {
    const b = fixture();
    b.standin.write("Data!A3", [
      [
        "=DOUBLE(A1)",
        '=DOUBLE("x")',
        "=TABLE(3)",
        "",
        "=COLUMN_LIST(1,2,3)",
        "=KIND(A1:C1)",
        "=KIND(B1)",
        "=NOPE(1)",
      ],
    ]);
    const [v] = b.standin.values("Data!A3:H3");
    expect(v).toEqual([
      14,
      "#ERROR!",
      1,
      1,
      1,
      "array 1x3 (realm)",
      "date 2024-01-14T23:00:00.000Z",
      "#NAME?",
    ]);
    expect(b.standin.probe("Data!B3").error).toBe("DOUBLE attend un nombre");
    expect(b.standin.values("Data!C3:D5")).toEqual([
      [1, 1],
      [2, 4],
      [3, 9],
    ]);
    expect(b.standin.values("Data!E3:E5")).toEqual([[1], [2], [3]]);
    // The spill follows its input.
    b.standin.write("Data!C3", [["=TABLE(A1-5)"]]);
    expect(b.standin.values("Data!C3:D5")).toEqual([
      [1, 1],
      [2, 4],
      ["", ""],
    ]);
    // A spill blocked by data is #REF!, as in Sheets.
    b.standin.write("Data!D4", [["bloque"]]);
    expect(b.standin.probe("Data!C3").value).toBe("#REF!");
    expect(b.standin.probe("Data!C3").error).toMatch(/overwrite data/);
  });
});

describe("other services", () => {
  it("properties are strings with quotas", () => {
    const s = createStandin();
    const { PropertiesService } = s.globals as {
      PropertiesService: GoogleAppsScript.Properties.PropertiesService;
    };
    const p = PropertiesService.getDocumentProperties();
    p.setProperty("n", 3 as unknown as string);
    expect(p.getProperty("n")).toBe("3");
    p.setProperties({ a: "1", b: "2" });
    expect(p.getProperties()).toEqual({ n: "3", a: "1", b: "2" });
    p.deleteProperty("a");
    expect(p.getKeys()).toEqual(["n", "b"]);
    expect(() => p.setProperty("big", "x".repeat(10_000))).toThrow(/Argument too large/);
    p.deleteAllProperties();
    expect(p.getProperty("n")).toBeNull();
  });

  it("locks can be held by another user", () => {
    const s = createStandin();
    const { LockService } = s.globals as { LockService: GoogleAppsScript.Lock.LockService };
    s.locks.document.holdByOtherUser();
    const lock = LockService.getDocumentLock();
    expect(lock.tryLock(5000)).toBe(false);
    expect(() => lock.waitLock(1000)).toThrow(/Lock timeout/);
    s.locks.document.holdByOtherUser(2000);
    expect(lock.tryLock(5000)).toBe(true);
    expect(lock.hasLock()).toBe(true);
    lock.releaseLock();
    expect(lock.hasLock()).toBe(false);
  });

  it("cache entries expire on the stand-in clock", () => {
    const s = createStandin({ now: new Date("2024-01-01T00:00:00Z") });
    const { CacheService } = s.globals as { CacheService: GoogleAppsScript.Cache.CacheService };
    const c = CacheService.getDocumentCache()!;
    c.put("k", "v", 60);
    c.putAll({ a: "1", b: "2" });
    expect(c.getAll(["k", "a", "zz"])).toEqual({ k: "v", a: "1" });
    s.clock.advance(61_000);
    expect(c.get("k")).toBeNull();
    expect(c.get("a")).toBe("1");
    c.remove("a");
    expect(c.get("a")).toBeNull();
  });

  it("Ui dialogs take scripted answers, record everything, and can be strict", () => {
    const b = fixture();
    b.ui.answerNext({ button: "OK", text: "Open de Paris" }, { button: "NO" });
    expect(b.call("askTwice")).toEqual(["Open de Paris", "OK", "NO", false]);
    expect(b.call("askTwice")).toEqual(["", "OK", "YES", true]);
    expect(b.ui.dialogs.map((d) => [d.kind, d.prompt, d.answer.button, d.source])).toEqual([
      ["prompt", "Nom de l'événement ?", "OK", "scripted"],
      ["alert", "Sûr ?", "NO", "scripted"],
      ["prompt", "Nom de l'événement ?", "OK", "auto"],
      ["alert", "Sûr ?", "YES", "auto"],
    ]);
    const strict = fixture({ dialogs: "strict" });
    expect(() => strict.call("askTwice")).toThrow(/no scripted answer/);
    b.call("openSidebar");
    expect(b.ui.lastSidebar()).toMatchObject({ title: "Fixture", content: "<p>Bonjour</p>" });
  });

  it("Utilities.formatDate uses the given time zone", () => {
    const b = fixture();
    expect(b.call("ping", 1)).toEqual({ pong: 1, at: "2024-01-15 13:00" });
  });

  it("installGlobals exposes the services to in-process code and restores them", () => {
    const s = createStandin({ sheets: [{ name: "S", rows: [[1]] }] });
    const g = globalThis as unknown as { SpreadsheetApp?: GoogleAppsScript.Spreadsheet.SpreadsheetApp };
    const restore = installGlobals(s);
    expect(g.SpreadsheetApp!.getActive().getSheetByName("S")!.getRange("A1").getValue()).toBe(1);
    expect(s.counter.count("Range.getValue")).toBe(1);
    restore();
    expect(g.SpreadsheetApp).toBeUndefined();
  });
});
