import { describe, expect, it } from "vitest";
import { enterResults, newEvent } from "./helpers";

describe("test helper enterResults: the event's words, not the sidebar's language", () => {
  it("English event, spreadsheet now French (and the reverse): every result typed counts", () => {
    for (const [created, now, tab] of [
      ["en_GB", "fr_FR", "Rounds"],
      ["fr_FR", "en_US", "Rondes"],
    ] as const) {
      const ev = newEvent({ system: "confrerie", players: 6, locale: created });
      ev.b.standin.book.locale = now;
      ev.call("arbitreGenerateRound", { expectedRound: 1 });
      enterResults(ev);
      const st = ev.state();
      expect(st.messages.filter((m: { level: string }) => m.level === "error")).toEqual([]);
      expect(st.progress.results).toEqual({ done: 3, total: 3 });
      const row = st.progress.tables[0].row;
      expect(ev.b.standin.values(`'${tab}'!I${row}`)[0]).toEqual([created === "en_GB" ? "Yes" : "Oui"]);
    }
  });
});
