/**
 * What a player reads once the result form is sent tells the truth: the result counts once the
 * opponent has sent the same, and the Public tab, which a report does not update, changes when the
 * organiser publishes (not "check it in the Public tab" right away) (through the bundle).
 */
import { describe, expect, it } from "vitest";
import { newEvent } from "../event/helpers";

describe("the form's confirmation says when the Public tab is updated", () => {
  it("French and English", () => {
    for (const [locale, text] of [
      [
        "fr_FR",
        "Merci, votre signalement est reçu. Le résultat compte quand votre adversaire a envoyé le même (sinon l'arbitre décide). L'onglet «\u00a0Public\u00a0» du tournoi ne change pas à chaque signalement\u00a0: il est mis à jour quand l'arbitre publie le classement.",
      ],
      [
        "en_US",
        "Thank you, your report is in. The result counts once your opponent has sent the same (otherwise the organiser decides). The tournament's Public tab does not change with each report: it is updated when the organiser publishes the standings.",
      ],
    ] as const) {
      const ev = newEvent({ system: "confrerie", players: 8, locale });
      expect(ev.call("arbitreResultForm", { eventId: "e1" }).ok).toBe(true);
      expect(ev.b.standin.forms().at(-1)!.confirmationMessage).toBe(text);
    }
  });
});
