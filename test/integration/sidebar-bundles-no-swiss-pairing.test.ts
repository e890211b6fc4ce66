/**
 * The sidebar needs the Swiss systems' basics (default rounds, entry, army lists, round length:
 * src/engine/swiss/systems/basics.ts), never their pairing: the pairing's explanation keys are not
 * in build/Sidebar.html, while build/Code.js has them.
 */
import { describe, expect, it } from "vitest";
import { readBuild } from "../fixtures/build";

const PAIRING_KEYS = ["swiss.why.nearest", "swiss.why.dustGroup", "swiss.bye.lowest", "swiss.bye.dust"];

describe("the sidebar bundle", () => {
  it("carries no Swiss pairing", () => {
    const sidebar = readBuild("Sidebar.html");
    const code = readBuild("Code.js");
    for (const key of PAIRING_KEYS) {
      expect(code, key).toContain(key);
      expect(sidebar, key).not.toContain(key);
    }
  });
});
