/**
 * The QR code's text bytes (src/engine/picture/qr.ts `utf8`) are written by hand, Apps Script having
 * no TextEncoder: they equal node's TextEncoder on accents, « », emoji, and lone surrogates (U+FFFD).
 */
import { describe, expect, it } from "vitest";
import { utf8 } from "../../../src/engine/picture/qr";

describe("utf8 by hand", () => {
  it.each([
    "https://script.google.com/macros/s/AKfy/exec?e=abc",
    "Tournoi d'Alain « été » à Besançon",
    "Ω ≠ ∞ — 中文 — 🎲🃏",
    "lone \ud800 high, lone \udc00 low, end \ud83c",
    "",
  ])("%j gives TextEncoder's bytes", (text) => {
    expect(utf8(text)).toEqual(Array.from(new TextEncoder().encode(text)));
  });
});
