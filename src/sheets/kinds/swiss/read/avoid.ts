/**
 * Reads the pairs-to-avoid tab (pure: 2-D arrays in, pairs out; RULES §1 Decision): two registered
 * players per row, in columns A and B; the reason after them is the organiser's note. Blank rows are
 * skipped; a row with one player, a name that is not in the Players tab or the same player twice is
 * refused with its row and column.
 */
import { ArbitreError } from "../../../../engine/core/errors";
import { cleanName, nameKey } from "../../../../engine/core/names";
import { blank, type Shown } from "../../../gateway/index";
import { avoidHeaders } from "../avoid-schema";
import type { EventLang } from "../schema";
import { columnLabel, type Grid, plainShown, quoted, typedName } from "./cells";
import type { PlayerRow } from "./players";

export function parseAvoid(
  tab: string,
  values: Grid,
  players: ReadonlyMap<string, PlayerRow>,
  lang: EventLang,
  shown?: Shown,
): [string, string][] {
  const headers = avoidHeaders(lang);
  const show = shown ?? plainShown(values);
  const out: [string, string][] = [];
  for (let r = 1; r < values.length; r++) {
    const row = values[r] ?? [];
    if (blank(row[0]) && blank(row[1])) continue;
    const names: string[] = [];
    for (const c of [0, 1]) {
      const at = { tab, row: r + 1, column: columnLabel(c, headers) };
      if (blank(row[c])) throw new ArbitreError("event.avoid.half", {}, at);
      const text = typedName(row[c], () => show(r, c));
      const player = text === null ? undefined : players.get(nameKey(text));
      if (player === undefined) {
        const name = text === null ? quoted(row[c], () => show(r, c)) : cleanName(text);
        throw new ArbitreError("event.avoid.unknown", { name }, at);
      }
      names.push(player.name);
    }
    if (nameKey(names[0]!) === nameKey(names[1]!)) {
      throw new ArbitreError(
        "event.avoid.self",
        { name: names[0]! },
        { tab, row: r + 1, column: columnLabel(1, headers) },
      );
    }
    out.push([names[0]!, names[1]!]);
  }
  return out;
}
