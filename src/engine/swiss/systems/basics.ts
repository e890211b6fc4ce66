/**
 * The Swiss systems' light registry: each system's basics (id, default rounds, entry, army list,
 * round length), without its pairing, for the sidebar, the New-event dialog and `swissRounds`.
 * The descriptors (index.ts) spread these; index.ts checks that both registries list the same ids.
 */
import { CONFRERIE_BASICS } from "./confrerie/basics";
import { DUST_BASICS } from "./dust/basics";
import type { SwissSystemBasics } from "./types";

export const SWISS_SYSTEM_BASICS = {
  confrerie: CONFRERIE_BASICS,
  dust: DUST_BASICS,
} as const satisfies Record<string, SwissSystemBasics>;

/** A Swiss system's id: "confrerie" | "dust". */
export type SwissSystemId = keyof typeof SWISS_SYSTEM_BASICS;

export const SWISS_SYSTEM_IDS = Object.keys(SWISS_SYSTEM_BASICS) as SwissSystemId[];

export function isSwissSystem(id: unknown): id is SwissSystemId {
  return typeof id === "string" && (SWISS_SYSTEM_IDS as string[]).includes(id);
}

export function swissBasics(id: SwissSystemId): SwissSystemBasics {
  return SWISS_SYSTEM_BASICS[id];
}
