/**
 * The result form's confirmation follows the live page: a form made while the page is on sends the
 * players to its link; switched on, given a new link or switched off afterwards, the form's message
 * follows (the new link; off: back to when the Public tab is updated). French and English (through
 * the bundle).
 */
import { describe, expect, it } from "vitest";
import type { LiveLinkView } from "../../../src/contract/index";
import { newEvent } from "../event/helpers";

const WEB_APP = "https://script.google.com/macros/s/AKfy-test/exec";

const LIVE = {
  fr_FR: (url: string) =>
    `Merci, votre signalement est reçu. Le résultat compte quand votre adversaire a envoyé le même (sinon l'arbitre décide). Suivez le tournoi en direct (tables, chrono, classement)\u00a0: ${url}`,
  en_US: (url: string) =>
    `Thank you, your report is in. The result counts once your opponent has sent the same (otherwise the organiser decides). Follow the tournament live (tables, timer, standings): ${url}`,
};
const PUBLIC_TAB = {
  fr_FR: /L'onglet «\u00a0Public\u00a0» du tournoi/,
  en_US: /The tournament's Public tab/,
};

describe("the form's confirmation links to the live page while it is on", () => {
  for (const locale of ["fr_FR", "en_US"] as const)
    it(locale, () => {
      const ev = newEvent({ system: "confrerie", players: 8, locale });
      ev.b.standin.webApp.url = WEB_APP;
      const link = (op: "on" | "off" | "renew") => ev.call("arbitreLiveLink", { op }) as LiveLinkView;
      const message = () => ev.b.standin.forms().at(-1)!.confirmationMessage;
      // a form made while the page is on: its link at once
      const on = link("on");
      expect(on.ok).toBe(true);
      expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
      expect(message()).toBe(LIVE[locale](on.url));
      // a new link: the form follows, the old link is gone from it
      const renewed = link("renew");
      expect(renewed.url).not.toBe(on.url);
      expect(message()).toBe(LIVE[locale](renewed.url));
      // off: today's text about the Public tab
      expect(link("off").ok).toBe(true);
      expect(message()).toMatch(PUBLIC_TAB[locale]);
      expect(message()).not.toContain(WEB_APP);
      // on again: the same link as before it was switched off
      const again = link("on");
      expect(message()).toBe(LIVE[locale](again.url));
    });
});
