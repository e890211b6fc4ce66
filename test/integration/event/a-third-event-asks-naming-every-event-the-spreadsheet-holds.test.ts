/**
 * Creating one more event asks first; with two events already there, the question names both (it
 * named only the first, as if the spreadsheet held one).
 */
import { describe, expect, it } from "vitest";
import { newEvent } from "./helpers";

describe("the question before one more event", () => {
  it("names the one event, then every event once there are two", () => {
    const ev = newEvent({ system: "confrerie", players: 0, name: "Open d'hiver" });
    const first = ev.call("arbitreCreateEvent", { system: "dust", name: "Ligue", date: "2025-11-15" });
    expect(first.ok).toBe(false);
    expect(first.confirm.question).toBe(
      "Ce classeur contient déjà l'événement «\u00a0Open d'hiver\u00a0»\u00a0: créer un deuxième événement avec ses propres onglets\u202f? (l'existant n'est pas modifié)",
    );
    const made = ev.call("arbitreCreateEvent", {
      system: "dust",
      name: "Ligue",
      date: "2025-11-15",
      another: true,
    });
    expect(made.ok, made.error).toBe(true);
    const second = ev.call("arbitreCreateEvent", { system: "dust", name: "Coupe", date: "2025-11-16" });
    expect(second.ok).toBe(false);
    expect(second.confirm.question).toBe(
      "Ce classeur contient déjà 2 événements («\u00a0Open d'hiver\u00a0», «\u00a0Ligue\u00a0»)\u00a0: en créer un de plus, avec ses propres onglets\u202f? (les existants ne sont pas modifiés)",
    );
  });
});
