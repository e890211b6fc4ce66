/**
 * The random run's club steps (Generator's `clubs`): club protection switched on and off mid-event
 * from the sidebar, the pairs-to-avoid tab made and edited by hand (pairs, names retyped in another
 * case, an unknown name, a player twice, half a pair, rows cleared), and clubs typed as people type
 * them (case, accents, spaces, a near-duplicate spelling).
 */
import { type Rng, randomInt } from "../../../src/engine/core/random";
import type { Json, Op } from "./ops";
import type { Runner } from "./runner";

const CLUBS = ["Cercle de Lyon", "Dijon Stratèges", "Les Dés de Nîmes", "Grenoble Jeux", "Club 5"];

/** A club as typed in the Players tab: mostly one of five, in any case; now and then none or a near-duplicate. */
export function clubSpelling(rng: Rng, i: number): string {
  const r = rng();
  const club = CLUBS[i % CLUBS.length]!;
  if (r < 0.1) return "";
  if (r < 0.2) return ` ${club.toUpperCase()} `;
  if (r < 0.25) return club.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
  if (r < 0.28) return "Cercle Lyon";
  return club;
}

/** A name as the organiser types it: an apostrophe first where Sheets would read something else. */
function typed(name: string): string {
  return /^[=+\-@']/.test(name) || /^[\d\s.,/:-]+$/.test(name) ? `'${name}` : name;
}

function pick<T>(rng: Rng, items: readonly T[]): T {
  return items[randomInt(rng, items.length)]!;
}

/** The steps, weighted as Generator.next's choices (added only in runs with clubs). */
export function clubSteps(rng: Rng, r: Runner, st: Json): [number, () => Op | null][] {
  const ev = st.event;
  return [
    [
      2.5,
      () => ({
        op: "call",
        fn: "arbitreUpdateEvent",
        req: { eventId: ev.id, protectClubs: pick(rng, ["off", "round1", "every", "every", "always"]) },
      }),
    ],
    [
      ev.avoidTab ? 0.3 : 1.5,
      () => ({ op: "call", fn: "arbitreUpdateEvent", req: { eventId: ev.id, avoidTab: true } }),
    ],
    [ev.avoidTab ? 4 : 0, () => typePair(rng, r, st)],
  ];
}

/** A row of the pairs-to-avoid tab typed by hand. */
function typePair(rng: Rng, _r: Runner, st: Json): Op | null {
  const tab = st.event.avoidTab as string;
  const names = (st.players as Json[]).map((p) => p.name as string);
  const row = 2 + randomInt(rng, 6);
  const at = `'${tab.replace(/'/g, "''")}'!A${row}`;
  const x = rng();
  if (names.length < 2 || x < 0.15)
    return { op: "type", at, rows: [["", "", ""]], what: "pair to avoid cleared" };
  const a = typed(pick(rng, names));
  let b = pick(rng, names);
  if (typed(b) === a) b = names[(names.indexOf(b) + 1) % names.length]!;
  if (x < 0.2)
    return { op: "type", at, rows: [[a, "Personne Inconnue", ""]], what: "pair to avoid, unknown name" };
  if (x < 0.25)
    return {
      op: "type",
      at,
      rows: [[a, ` ${a.toUpperCase()}`, ""]],
      what: "pair to avoid, one player twice",
    };
  if (x < 0.3) return { op: "type", at, rows: [[a, "", "note"]], what: "pair to avoid, half a pair" };
  const shown = typed(x < 0.5 ? b.toLowerCase() : b);
  return {
    op: "type",
    at,
    rows: [[a, shown, pick(rng, ["", "frères", "même famille"])]],
    what: "pair to avoid",
  };
}
