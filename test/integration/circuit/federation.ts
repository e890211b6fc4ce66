/**
 * A federation's season circuit in the stand-in, for the circuit bench and the service-call test:
 * `seasons` years (the last one the year before today) of `tournaments` club tournaments a year,
 * `players` players each, drawn with a seeded random from a pool of `pool` names. Each club (a
 * series) holds one edition a year, about every week and a half from January to November, a few
 * clubs on the same day; a third of the clubs play pools (a duplicate place and a final place),
 * the others all-duplicate. Players come more often to clubs near home, some play much more than
 * others, and the stronger ones tend to finish higher. Tournaments and Results are pasted in one
 * write each (uncounted, like an organiser's paste).
 */
import { createRng } from "../../../src/engine/core/random";
import { type LoadedBundle, loadBundle } from "../../../tools/standin/index";

// biome-ignore lint/suspicious/noExplicitAny: answers are plain JSON from the bundle.
export type Json = any;

export interface Federation {
  b: LoadedBundle;
  call(name: string, ...args: unknown[]): Json;
  tabs: Record<string, string>;
  /** The last season's year (the Masters is prepared from its year-end ranking). */
  lastYear: number;
  tournaments: number;
  results: number;
}

export interface FederationSize {
  seasons: number;
  tournaments: number;
  players: number;
  /** Names in the pool the draws come from. */
  pool: number;
  /** Players absent from every tenth tournament (its field that many short); none by default. */
  absent?: number;
  seed?: number;
}

const FIRST = (
  "Anne Bruno Chloé David Émile Fanny Gilles Hélène Isabelle Jacques Karine Laurent Monique " +
  "Nicolas Odile Pascal Quentin Roselyne Sylvain Thérèse Ugo Valérie William Xavier Yvette " +
  "Zoé Agnès Benoît Cécile Denis Élise François Geneviève Hugues Irène Jean-Luc Léa Marcel " +
  "Nadine Olivier"
).split(" ");
const LAST = (
  "Martin Bernard Dubois Thomas Robert Richard Petit Durand Leroy Moreau Simon Laurent " +
  "Lefèbvre Michel Garcia David Bertrand Roux Vincent Fournier Morel Girard André Lefort " +
  "Mercier Dupont Lambert Bonnet François Martinez Legrand Garnier Faure Rousseau Blanc " +
  "Guérin Muller Henry Roussel Nicolas"
).split(" ");
const TOWNS = (
  "Albi Agen Alès Arles Auch Avignon Béziers Bayonne Brive Cahors Carcassonne Castres " +
  "Colomiers Dax Foix Gap Gruissan Lourdes Lunel Marmande Millau Montauban Montpellier " +
  "Narbonne Nîmes Orange Pamiers Pau Perpignan Rodez Sète Tarbes Toulouse Uzès Valence Vichy " +
  "Villeneuve Mende Figeac Limoux"
).split(" ");

/** The pool's names: "Anne Martin", "Bruno Martin", … (first name × last name, all distinct). */
export function poolNames(n: number): string[] {
  if (n > FIRST.length * LAST.length) throw new Error(`at most ${FIRST.length * LAST.length} names`);
  return Array.from(
    { length: n },
    (_, i) => `${FIRST[i % FIRST.length]} ${LAST[Math.floor(i / FIRST.length)]}`,
  );
}

/** The series of club `s`: its town, its code (4 letters and a number) and its format. */
function club(s: number): { town: string; code: string; pool: boolean } {
  const town = s < TOWNS.length ? TOWNS[s]! : `Club ${s + 1}`;
  const code = `${town
    .normalize("NFD")
    .replace(/[^A-Za-z]/g, "")
    .slice(0, 3)
    .toUpperCase()}${s + 1}`;
  return { town, code, pool: s % 3 === 0 };
}

const iso = (y: number, dayOfYear: number): string =>
  new Date(Date.UTC(y, 0, dayOfYear)).toISOString().slice(0, 10);

/** The rows pasted: Tournaments [id, series, date, format], Results [id, player, place, dup]. */
export function federationRows(
  size: FederationSize,
  lastYear: number,
  lang: "fr" | "en" = "fr",
): { tournaments: unknown[][]; results: unknown[][] } {
  const rnd = createRng(size.seed ?? 20_260_301);
  const names = poolNames(size.pool);
  const clubs = size.tournaments;
  // each player: a home club, how often they play (0.1–1), a strength
  const gauss = () => {
    const u = Math.max(rnd(), 1e-9);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * rnd());
  };
  const people = names.map((name) => ({
    name,
    home: Math.floor(rnd() * clubs),
    activity: 0.1 + 0.9 * rnd() ** 2,
    strength: gauss(),
  }));
  if (size.players > people.length) throw new Error("more players than the pool");
  const tournaments: unknown[][] = [];
  const results: unknown[][] = [];
  const firstYear = lastYear - size.seasons + 1;
  for (let y = firstYear; y <= lastYear; y++) {
    const yy = String(y % 100).padStart(2, "0");
    for (let s = 0; s < clubs; s++) {
      const c = club(s);
      // every 8 days from 10 January, ±2 days a year; clubs 2k and 2k+1 (k < 5) on the same day
      const slot = s < 10 ? s - (s % 2) : s;
      const jitter = Math.floor(((y * 7 + slot * 3) % 5) - 2);
      const date = iso(y, 10 + slot * Math.min(8, Math.floor(310 / Math.max(1, clubs))) + jitter);
      const id = `${c.code}-${yy}`;
      tournaments.push([id, c.town, date, c.pool ? (lang === "fr" ? "poules" : "pool") : "duplicate"]);
      // the field: weighted draw without replacement (key u^(1/w)), players from nearby come more
      const near = (h: number) => Math.min(Math.abs(h - s), clubs - Math.abs(h - s)) <= 3;
      const field = people
        .map((p) => ({ p, key: rnd() ** (1 / (p.activity * (near(p.home) ? 4 : 1))) }))
        .sort((a, b) => b.key - a.key)
        .slice(0, size.players - ((tournaments.length - 1) % 10 === 9 ? (size.absent ?? 0) : 0))
        .map((x) => x.p);
      const finals = field.map((p) => ({ p, score: p.strength + gauss() })).sort((a, b) => b.score - a.score);
      const dup = new Map(
        field
          .map((p) => ({ p, score: p.strength + gauss() }))
          .sort((a, b) => b.score - a.score)
          .map((x, i) => [x.p.name, i + 1]),
      );
      finals.forEach((x, i) => {
        results.push([id, x.p.name, i + 1, c.pool ? dup.get(x.p.name)! : ""]);
      });
    }
  }
  return { tournaments, results };
}

/** A new circuit with the federation's tournaments and results pasted in. */
export function newFederation(size: FederationSize, locale = "fr_FR"): Federation {
  const lastYear = new Date().getUTCFullYear() - 1;
  const b = loadBundle("build/Code.js", { locale });
  const call = (name: string, ...args: unknown[]) => b.call(name, ...args) as Json;
  const r = call("arbitreCreateEvent", {
    system: "circuit-masters",
    name: "Fédération Grand Sud",
    date: `${lastYear - size.seasons + 1}-01-01`,
  });
  if (!r.ok) throw new Error(r.error);
  const tabs = r.state.circuit.tabs as Record<string, string>;
  const rows = federationRows(size, lastYear, locale.startsWith("fr") ? "fr" : "en");
  b.standin.write(`'${tabs.tournaments}'!A2`, rows.tournaments);
  b.standin.write(`'${tabs.results}'!A2`, rows.results);
  return { b, call, tabs, lastYear, tournaments: rows.tournaments.length, results: rows.results.length };
}

/** 120 Masters games as typed: [coups A, coups B, tops A, tops B, top-top], 12 coups a game. */
export function mastersGames(seed = 7): unknown[][] {
  const rnd = createRng(seed);
  return Array.from({ length: 120 }, () => {
    const a = 3 + Math.floor(rnd() * 7);
    const tops = (n: number) => (rnd() < 0.2 ? Math.min(n, 1) : 0);
    return [a, 12 - a, tops(a), tops(12 - a), false];
  });
}
