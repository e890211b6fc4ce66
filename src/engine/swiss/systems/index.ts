/** The Swiss systems: one line each. */
import { CONFRERIE } from "./confrerie/index";
import { DUST } from "./dust/index";
import type { SwissSystem } from "./types";

export type { SwissSystem } from "./types";

export const SWISS_SYSTEMS = {
  confrerie: CONFRERIE,
  dust: DUST,
} as const satisfies Record<string, SwissSystem>;

/** A Swiss system's id: "confrerie" | "dust". */
export type SwissSystemId = keyof typeof SWISS_SYSTEMS;

export const SWISS_SYSTEM_IDS = Object.keys(SWISS_SYSTEMS) as SwissSystemId[];

export function isSwissSystem(id: unknown): id is SwissSystemId {
  return typeof id === "string" && (SWISS_SYSTEM_IDS as string[]).includes(id);
}

export function swissSystem(id: SwissSystemId): SwissSystem {
  return SWISS_SYSTEMS[id];
}
