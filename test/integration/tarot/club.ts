/**
 * A Tarot club in the stand-in, for the Tarot tests and bench: `players` humans and the bot play
 * `tournaments` weekly tournaments of `deals` deals (from `first`, every 7 days), drawn with a seeded
 * random: each deal, every participant plays South on the same side (attack or defence, drawn per
 * deal), the bot's differential and each human's (the bot's ± a spread, a stronger player higher);
 * now and then a deal not finished in time. Rows are pasted into the Deals tab in one write
 * (uncounted, like an organiser's paste).
 */
import { createRng } from "../../../src/engine/core/random";
import { type LoadedBundle, loadBundle } from "../../../tools/standin/index";

// biome-ignore lint/suspicious/noExplicitAny: answers are plain JSON from the bundle.
export type Json = any;

export interface ClubSize {
  players: number;
  tournaments: number;
  deals: number;
  /** The first tournament's day, "YYYY-MM-DD". */
  first: string;
  /** Each human plays a tournament with this chance (1: all of them). */
  attendance?: number;
  seed?: number;
}

const NAMES = (
  "Anne Bruno Chloé David Émile Fanny Gilles Hélène Isabelle Jacques Karine Laurent Monique " +
  "Nicolas Odile Pascal Quentin Roselyne Sylvain Thérèse"
).split(" ");

export function clubNames(n: number): string[] {
  return Array.from({ length: n }, (_, i) =>
    i < NAMES.length ? NAMES[i]! : `${NAMES[i % NAMES.length]} ${Math.floor(i / NAMES.length) + 1}`,
  );
}

const addDays = (iso: string, days: number): string =>
  new Date(Date.parse(iso) + days * 86_400_000).toISOString().slice(0, 10);

/** The Deals rows: [tournament, date, deal, side, player, differential, not finished]. */
export function clubRows(size: ClubSize, lang: "fr" | "en" = "fr"): unknown[][] {
  const rnd = createRng(size.seed ?? 20_261_201);
  const names = clubNames(size.players);
  const strength = names.map(() => (rnd() - 0.5) * 40);
  const words = lang === "fr" ? ["attaque", "défense"] : ["attack", "defence"];
  const rows: unknown[][] = [];
  for (let k = 0; k < size.tournaments; k++) {
    const id = `T${String(k + 1).padStart(3, "0")}`;
    const date = addDays(size.first, 7 * k);
    const present = names.map((name, i) => ({ name, i })).filter(() => rnd() < (size.attendance ?? 1));
    for (let d = 1; d <= size.deals; d++) {
      const side = words[rnd() < 0.3 ? 0 : 1]!;
      const bot = Math.round((rnd() - 0.5) * 120);
      rows.push([id, date, d, side, "Bot", bot, false]);
      for (const p of present) {
        const unfinished = rnd() < 0.01;
        const diff = Math.round(bot + strength[p.i]! + (rnd() - 0.5) * 60);
        rows.push([id, date, d, side, p.name, unfinished ? "" : diff, unfinished]);
      }
    }
  }
  return rows;
}

export interface Club {
  b: LoadedBundle;
  call(name: string, ...args: unknown[]): Json;
  tabs: Record<string, string>;
  rows: unknown[][];
}

/** A new Tarot duplicate with the club's deals pasted in. */
export function newClub(size: ClubSize, locale = "fr_FR"): Club {
  const b = loadBundle("build/Code.js", { locale });
  const call = (name: string, ...args: unknown[]) => b.call(name, ...args) as Json;
  const r = call("arbitreCreateEvent", {
    system: "tarot-duplicate",
    name: "Simultané du club",
    date: size.first,
  });
  if (!r.ok) throw new Error(r.error);
  const tabs = r.state.tarot.tabs as Record<string, string>;
  const rows = clubRows(size, locale.startsWith("fr") ? "fr" : "en");
  b.standin.write(`'${tabs.deals}'!A2`, rows);
  return { b, call, tabs, rows };
}
