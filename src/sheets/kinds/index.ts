/** The competition kinds: one line each. */
import { ArbitreError } from "../../engine/core/errors";
import type { StoredEventBase } from "../gateway/index";
import { CIRCUIT } from "./circuit/index";
import type { Kind } from "./kind";
import { LEAGUE } from "./league/index";
import { SWISS } from "./swiss/index";
import { TAROT } from "./tarot/index";

export const KINDS: readonly Kind[] = [SWISS, LEAGUE, CIRCUIT, TAROT];

/** The kind that owns a stored event (an unknown kind is refused, never guessed). */
export function kindOf(ev: StoredEventBase): Kind {
  const kind = KINDS.find((k) => k.id === ev.kind);
  if (!kind) throw new ArbitreError("store.unknownKind", { kind: String(ev.kind), name: ev.name });
  return kind;
}

/** The kind that creates events of `system` (a New-event dialog choice). */
export function kindForSystem(system: unknown): Kind | null {
  return KINDS.find((k) => typeof system === "string" && k.systems.includes(system)) ?? null;
}
