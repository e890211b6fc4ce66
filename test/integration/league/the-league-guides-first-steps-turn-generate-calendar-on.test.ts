/**
 * The league guides' first steps (docs/guide/fr/league.md and en, « La saison pas à pas » 1–2),
 * read from the guides themselves: the Roster columns they call required are enough to turn
 * Generate calendar on, each of them is needed, and the columns they let stay empty may. A newcomer
 * who types only names and teams reads one line per empty column, with its rows, not one per cell.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type League, newLeague } from "./helpers";

/** The guide's step 1: its required and optional Roster columns, as it names them. */
function guideColumns(lang: "fr" | "en"): { required: string[]; optional: string[] } {
  const text = readFileSync(`docs/guide/${lang}/league.md`, "utf8").replace(/\s+/g, " ");
  const step =
    lang === "fr"
      ? /les colonnes obligatoires sont ([^.;]+)\. Les autres \(([^)]+)\)/
      : /the required columns are ([^.;]+)\. The others \(([^)]+)\)/;
  const m = step.exec(text);
  if (!m) throw new Error(`docs/guide/${lang}/league.md no longer says which Roster columns are required`);
  const names = (s: string) => [...s.matchAll(/\*([^*]+)\*/g)].map((x) => x[1]!);
  return { required: names(m[1]!), optional: names(m[2]!) };
}

/** A league whose Teams tab holds names only and whose Roster holds only `columns` (by header). */
function leagueWith(lang: "fr" | "en", columns: string[]): League {
  const l = newLeague({ teams: 2, players: 4, locale: lang === "fr" ? "fr_FR" : "en_GB" });
  const teams = l.values(l.tabs.teams!);
  l.b.standin.write(
    `'${l.tabs.teams}'!B2`,
    teams.slice(1, 3).map(() => ["", ""]),
  );
  const roster = l.values(l.tabs.roster!);
  const head = roster[0]!.map(String);
  const keep = new Set(columns.map((c) => head.indexOf(c)));
  expect(
    [...keep].every((i) => i >= 0),
    `${columns} in ${head}`,
  ).toBe(true);
  const rows = roster.slice(1, 9).map((row) => head.map((_, c) => (keep.has(c) ? row[c] : "")));
  l.b.standin.write(`'${l.tabs.roster}'!A2`, rows);
  return l;
}

describe.each(["fr", "en"] as const)("the league guide's first steps (%s)", (lang) => {
  const { required, optional } = guideColumns(lang);

  it("names the Roster's required and optional columns", () => {
    expect(required).toHaveLength(4);
    expect(optional).toHaveLength(3);
  });

  it("the required columns alone turn Generate calendar on", () => {
    const l = leagueWith(lang, required);
    const button = l.state().actions.generateCalendar;
    expect(button.reason).toBe("");
    expect(button.enabled).toBe(true);
    expect(l.state().messages.filter((m: { level: string }) => m.level === "error")).toEqual([]);
  });

  it("without any one of them, Generate calendar stays greyed and one line names the column", () => {
    for (const left of required.filter((_, i) => i > 0)) {
      const l = leagueWith(
        lang,
        required.filter((c) => c !== left),
      );
      const st = l.state();
      expect(st.actions.generateCalendar.enabled, left).toBe(false);
      const errors = st.messages
        .filter((m: { level: string }) => m.level === "error")
        .map((m: { text: string }) => m.text);
      expect(errors, left).toEqual([
        lang === "fr"
          ? `onglet «\u00a0${l.tabs.roster}\u00a0», colonne ${left}\u00a0: 8 cases obligatoires sont vides (lignes 2 à 9)`
          : `tab '${l.tabs.roster}', column ${left}: 8 required cells are empty (rows 2 to 9)`,
      ]);
    }
  });
});
