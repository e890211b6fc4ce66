/**
 * Smoke test of the real bundle (build/Code.js + build/Sidebar.html) in the Apps Script stand-in.
 */
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { type LoadedBundle, loadBundle } from "../../tools/standin/index";

beforeAll(() => {
  if (!existsSync("build/Code.js") || !existsSync("build/Sidebar.html")) {
    execFileSync(process.execPath, ["scripts/build.mjs"], { stdio: "inherit" });
  }
});

function load(): LoadedBundle {
  return loadBundle("build/Code.js", {
    locale: "fr_FR",
    sheets: [{ name: "Feuille 1" }],
  });
}

describe("build/Code.js in the stand-in", () => {
  it("onOpen in AuthMode.NONE builds the menu without touching authorised services", () => {
    const b = load();
    b.trigger("onOpen", { authMode: "NONE" });
    expect(b.counter.denied()).toEqual([]);
    expect(b.counter.count("SpreadsheetApp.getActive")).toBe(0);
    expect(b.counter.count("SpreadsheetApp.getActiveSpreadsheet")).toBe(0);
    expect(b.counter.count("PropertiesService.*")).toBe(0);
    expect(b.counter.count("Properties.*")).toBe(0);
    const items = b.ui.menuItems();
    expect(items.length).toBeGreaterThan(0);
    expect(b.ui.menus[0]!.caption).toBe("Arbitre");
    for (const item of items) expect(b.hasFunction(item.functionName), item.path).toBe(true);
    expect(items.map((i) => i.functionName)).toContain("showSidebar");
  });

  it("onOpen with full authorisation labels the menu in the spreadsheet's language", () => {
    const fr = load();
    fr.trigger("onOpen", { authMode: "FULL" });
    const en = loadBundle("build/Code.js", { locale: "en_US", sheets: [{ name: "Sheet1" }] });
    en.trigger("onOpen", { authMode: "FULL" });
    const frLabels = fr.ui.menuItems().map((i) => i.path);
    const enLabels = en.ui.menuItems().map((i) => i.path);
    expect(frLabels.length).toBe(enLabels.length);
    expect(frLabels).not.toEqual(enLabels);
  });

  it("showSidebar shows build/Sidebar.html", () => {
    const b = load();
    b.call("showSidebar");
    const sidebar = b.ui.lastSidebar();
    expect(sidebar?.content).toBe(readFileSync("build/Sidebar.html", "utf8"));
    expect(sidebar?.title).toBeTruthy();
    expect(b.counter.count("Ui.showSidebar")).toBe(1);
  });

  it("the sidebar's ping reaches the server", () => {
    const b = load();
    const answer = b.call("arbitrePing") as { ok?: boolean };
    expect(answer).toMatchObject({ ok: true });
  });

  it("every @customfunction is callable from a formula", () => {
    const b = load();
    const custom = b.functions.filter((f) => f.customFunction);
    expect(custom.length).toBeGreaterThan(0);
    b.standin.write(
      "'Feuille 1'!A1",
      custom.map((f) => [`=${f.name}()`]),
    );
    custom.forEach((f, i) => {
      const probe = b.standin.probe(`'Feuille 1'!A${i + 1}`);
      // Called without arguments a function may answer or report an error, but it must be known (not #NAME?)
      // and an error must carry a message.
      expect(probe.value, f.name).not.toBe("#NAME?");
      if (typeof probe.value === "string" && probe.value.startsWith("#"))
        expect(probe.error, f.name).toBeTruthy();
    });
  });

  it("ELO_K and SWISS_ROUNDS compute in cells", () => {
    const b = load();
    const names = new Set(b.functions.filter((f) => f.customFunction).map((f) => f.name));
    if (names.has("ELO_K")) {
      b.standin.write("'Feuille 1'!A1", [
        [5, "=ELO_K(A1)"],
        [30, "=ELO_K(A2)"],
      ]);
      expect(b.standin.values("'Feuille 1'!B1:B2")).toEqual([[50], [40]]);
    }
    if (names.has("SWISS_ROUNDS")) {
      b.standin.write("'Feuille 1'!C1", [["=SWISS_ROUNDS(8)"]]);
      expect(b.standin.probe("'Feuille 1'!C1").value).toBe(3);
    }
    expect(names.has("ELO_K") || names.has("SWISS_ROUNDS")).toBe(true);
  });
});
