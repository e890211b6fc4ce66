/** The Swiss systems: one line each (and one in basics.ts, the light registry). */
import type { SWISS_SYSTEM_BASICS, SwissSystemId } from "./basics";
import { CONFRERIE } from "./confrerie/index";
import { DUST } from "./dust/index";
import type { SwissSystem } from "./types";

export { isSwissSystem, SWISS_SYSTEM_IDS, type SwissSystemId } from "./basics";
export type { SwissSystem } from "./types";

export const SWISS_SYSTEMS = {
  confrerie: CONFRERIE,
  dust: DUST,
} as const satisfies Record<SwissSystemId, SwissSystem>;

/**
 * Compile-time: both registries list the same ids, and each descriptor carries its basics as they
 * are (a system added to one registry only, or a descriptor not spreading its basics, does not compile).
 */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const sameIds: Same<keyof typeof SWISS_SYSTEMS, keyof typeof SWISS_SYSTEM_BASICS> = true;
const carriesBasics: {
  [K in SwissSystemId]: (typeof SWISS_SYSTEMS)[K] extends (typeof SWISS_SYSTEM_BASICS)[K] ? true : false;
} = { confrerie: true, dust: true };
void sameIds;
void carriesBasics;

export function swissSystem(id: SwissSystemId): SwissSystem {
  return SWISS_SYSTEMS[id];
}
