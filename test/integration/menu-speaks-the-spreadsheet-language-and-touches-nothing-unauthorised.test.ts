/**
 * onOpen / showSidebar / arbitrePing through the generated stubs of build/Code.js, in node:vm with
 * minimal fakes of the few Apps Script services they touch (the full stand-in is tools/standin/).
 */
import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { ENTRY_POINTS, MENU } from "../../src/addon/main";
import { isMenuItem } from "../../src/addon/triggers";
import { readBuild } from "../fixtures/build";

interface Fakes {
  calls: string[];
  items: [string, string][];
  sidebar: { file: string; title: string } | null;
}

function load(locale: string) {
  const fakes: Fakes = { calls: [], items: [], sidebar: null };
  const menu = {
    addItem(label: string, fn: string) {
      fakes.items.push([label, fn]);
      return menu;
    },
    addSeparator() {
      fakes.calls.push("addSeparator");
      return menu;
    },
    addToUi() {
      fakes.calls.push("addToUi");
    },
  };
  const ui = {
    createAddonMenu() {
      fakes.calls.push("createAddonMenu");
      return menu;
    },
    showSidebar(html: { file: string; title: string }) {
      fakes.sidebar = html;
    },
  };
  const SpreadsheetApp = {
    getUi() {
      return ui;
    },
    getActive() {
      fakes.calls.push("getActive");
      return { getSpreadsheetLocale: () => locale };
    },
  };
  const HtmlService = {
    createHtmlOutputFromFile(file: string) {
      const out = {
        file,
        title: "",
        setTitle(title: string) {
          out.title = title;
          return out;
        },
      };
      return out;
    },
  };
  const context = vm.createContext({ SpreadsheetApp, HtmlService });
  vm.runInContext(readBuild("Code.js"), context);
  return { context, fakes };
}

describe("menu and sidebar entry points (through build/Code.js)", () => {
  it("AuthMode.NONE: bilingual labels, and the spreadsheet is not touched", () => {
    const { context, fakes } = load("fr_FR");
    vm.runInContext('onOpen({ authMode: { toString: function () { return "NONE"; } } })', context);
    expect(fakes.calls).not.toContain("getActive");
    expect(fakes.items).toContainEqual(["Ouvrir / Open", "showSidebar"]);
    expect(fakes.items.at(-1)).toEqual([
      "Vérifier l'installation / Check the installation",
      "showSelfCheckDialog",
    ]);
    expect(fakes.calls).toEqual(["createAddonMenu", "addSeparator", "addToUi"]);
  });

  it("other modes follow the spreadsheet locale; onInstall builds the same menu", () => {
    const fr = load("fr_FR");
    vm.runInContext('onOpen({ authMode: "LIMITED" })', fr.context);
    expect(fr.fakes.items[0]).toEqual(["Ouvrir", "showSidebar"]);
    expect(fr.fakes.items.at(-1)).toEqual(["Vérifier l'installation", "showSelfCheckDialog"]);
    const en = load("en_US");
    vm.runInContext('onInstall({ authMode: "FULL" })', en.context);
    expect(en.fakes.items[0]).toEqual(["Open", "showSidebar"]);
    expect(en.fakes.items.at(-1)).toEqual(["Check the installation", "showSelfCheckDialog"]);
  });

  it("every menu item is added, in order, calling a menu entry point", () => {
    const { context, fakes } = load("en_GB");
    vm.runInContext("onOpen()", context);
    const items = MENU.filter(isMenuItem);
    expect(fakes.items.map(([, fn]) => fn)).toEqual(items.map((i) => i.functionName));
    const menuNames = ENTRY_POINTS.filter((e) => e.kind === "menu").map((e) => e.name);
    for (const i of items) expect(menuNames).toContain(i.functionName);
  });

  it("showSidebar opens the Sidebar file; arbitrePing answers in the spreadsheet's language", () => {
    const { context, fakes } = load("fr_CA");
    vm.runInContext("showSidebar()", context);
    expect(fakes.sidebar).toMatchObject({ file: "Sidebar", title: "Arbitre" });
    const answer = vm.runInContext("arbitrePing()", context);
    expect(answer).toMatchObject({ ok: true, lang: "fr", locale: "fr_CA" });
    expect(answer.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(answer.message).toMatch(/répond/);
  });
});
