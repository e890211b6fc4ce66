/**
 * What a player reads once the result form is sent tells the truth: the result appears once the
 * opponent has sent the same, and where to check it (the Public tab); not that it counts already
 * (through the bundle).
 */
import { describe, expect, it } from "vitest";
import { newEvent } from "../event/helpers";

describe("the form's confirmation says the result waits for the opponent", () => {
  it("French and English", () => {
    for (const [locale, text] of [
      [
        "fr_FR",
        "Merci, votre signalement est reçu. Le résultat apparaît quand votre adversaire a envoyé le même (sinon l'arbitre décide) : vérifiez-le dans l'onglet « Public » du tournoi.",
      ],
      [
        "en_US",
        "Thank you, your report is in. The result appears once your opponent has sent the same (otherwise the organiser decides): check it in the tournament's Public tab.",
      ],
    ] as const) {
      const ev = newEvent({ system: "confrerie", players: 8, locale });
      expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
      expect(ev.b.standin.forms().at(-1)!.confirmationMessage).toBe(text);
    }
  });
});
