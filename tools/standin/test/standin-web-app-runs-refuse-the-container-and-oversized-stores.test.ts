/**
 * The stand-in's web-app run and the stores the live page relies on, as Google documents them
 * (tools/standin/REFERENCE.md): a bound script run as a web app has no container (getActiveSpreadsheet,
 * getUi… "are not available"); the cache refuses a key over 250 characters and a value over 100 KB;
 * script properties refuse a value over 9 KB and a store over 500 KB; gzip and ungzip round-trip, and
 * ungzip refuses what is not gzip; getService().getUrl() is null until the script is deployed;
 * addMetaTag takes only the names Google lists.
 */
import { describe, expect, it } from "vitest";
import { createStandin } from "../index";

type G = {
  SpreadsheetApp: GoogleAppsScript.Spreadsheet.SpreadsheetApp;
  CacheService: GoogleAppsScript.Cache.CacheService;
  PropertiesService: GoogleAppsScript.Properties.PropertiesService;
  Utilities: GoogleAppsScript.Utilities.Utilities;
  ScriptApp: GoogleAppsScript.Script.ScriptApp;
  HtmlService: GoogleAppsScript.HTML.HtmlService;
};

describe("a web-app run in the stand-in", () => {
  it("refuses the container methods, the document's stores and every spreadsheet call", () => {
    const s = createStandin();
    const g = s.globals as G;
    const sheet = g.SpreadsheetApp.getActive().getSheets()[0]!;
    s.runtime.asWebApp(() => {
      expect(() => g.SpreadsheetApp.getActive()).toThrow(
        /not available when a bound script runs as a web app/,
      );
      expect(() => g.SpreadsheetApp.getActiveSpreadsheet()).toThrow(/not available/);
      expect(() => g.SpreadsheetApp.getUi()).toThrow(/not available/);
      expect(() => sheet.getRange(1, 1).getValue()).toThrow(/not available/);
      expect(() => g.PropertiesService.getDocumentProperties()).toThrow(/no document is open/);
      expect(() => g.CacheService.getDocumentCache()).toThrow(/no document is open/);
      // what the page may use: the script's own cache and properties
      g.CacheService.getScriptCache().put("k", "v");
      g.PropertiesService.getScriptProperties().setProperty("k", "v");
    });
    // and the sidebar's runs have their container again
    expect(g.SpreadsheetApp.getActive().getSheets().length).toBe(1);
  });

  it("the cache refuses a key over 250 characters and a value over 100 KB, putAll before putting any", () => {
    const s = createStandin();
    const cache = (s.globals as G).CacheService.getScriptCache();
    cache.put("k".repeat(250), "ok");
    expect(() => cache.put("k".repeat(251), "x")).toThrow(/Argument too large: key/);
    cache.put("big", "x".repeat(100 * 1024));
    expect(() => cache.put("big", "x".repeat(100 * 1024 + 1))).toThrow(/Argument too large: value/);
    expect(() => cache.putAll({ a: "1", b: "x".repeat(100 * 1024 + 1) })).toThrow(/value/);
    expect(cache.get("a")).toBeNull();
  });

  it("script properties refuse a value over 9 KB and a store over 500 KB", () => {
    const s = createStandin();
    const props = (s.globals as G).PropertiesService.getScriptProperties();
    expect(() => props.setProperty("v", "x".repeat(9 * 1024))).toThrow(/Argument too large/);
    for (let i = 0; i < 56; i++) props.setProperty(`p${i}`, "x".repeat(9000));
    expect(() => props.setProperty("p56", "x".repeat(9000))).toThrow(/property storage quota/);
    expect(props.getProperty("p56")).toBeNull();
  });

  it("gzip and ungzip round-trip bytes, and ungzip refuses what is not gzip", () => {
    const s = createStandin();
    const u = (s.globals as G).Utilities;
    const text = JSON.stringify({ players: Array.from({ length: 200 }, (_, i) => `Joueur ${i} Éléonore`) });
    const zipped = u.gzip(u.newBlob(text));
    expect(zipped.getBytes().length).toBeLessThan(text.length / 3);
    const encoded = u.base64Encode(zipped.getBytes());
    const back = u.ungzip(u.newBlob(u.base64Decode(encoded), "application/x-gzip"));
    expect(back.getDataAsString()).toBe(text);
    expect(() => u.ungzip(u.newBlob("not gzip"))).toThrow(/Could not decompress gzip/);
  });

  it("getService().getUrl() is null until the script is deployed as a web app", () => {
    const s = createStandin();
    const app = (s.globals as G).ScriptApp;
    expect(app.getService().getUrl()).toBeNull();
    s.webApp.url = "https://script.google.com/macros/s/abc/exec";
    expect(app.getService().getUrl()).toBe("https://script.google.com/macros/s/abc/exec");
  });

  it("addMetaTag takes viewport and refuses a name Google does not list", () => {
    const s = createStandin();
    const out = (s.globals as G).HtmlService.createHtmlOutput("<p>x</p>");
    out.addMetaTag("viewport", "width=device-width, initial-scale=1");
    expect(() => out.addMetaTag("refresh", "5")).toThrow(/not allowed/);
  });
});
