/**
 * What each kind publishes on the live page (each kind's own function, called here by kind id).
 * A kind without one has no live page yet: its link stays off.
 */
import type { LiveData } from "../../contract/index";
import type { Spreadsheet, StoredEventBase } from "../gateway/index";
import { swissLive } from "../kinds/swiss/index";

type Publisher = (ss: Spreadsheet, ev: StoredEventBase, read: unknown) => LiveData;

export const PUBLISHERS: Record<string, Publisher> = {
  swiss: swissLive,
};

/**
 * The data cut to fit `maxChars` once encoded (`encode`): the reasons of the pairings go first,
 * then the standings keep their first rows (the page says how many there are in all). null when
 * even the round's pairings alone do not fit.
 */
export function fitted(
  data: LiveData,
  maxChars: number,
  encode: (d: LiveData) => string,
): { data: LiveData; encoded: string } | null {
  let encoded = encode(data);
  if (encoded.length <= maxChars) return { data, encoded };
  const lean: LiveData = { ...data, pairings: data.pairings.map(([t, a, b]) => [t, a, b, ""]) };
  encoded = encode(lean);
  if (encoded.length <= maxChars) return { data: lean, encoded };
  const rows = lean.standings.rows;
  let lo = 0;
  let hi = rows.length;
  let best: { data: LiveData; encoded: string } | null = null;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    const cut: LiveData = {
      ...lean,
      standings: { ...lean.standings, rows: rows.slice(0, mid), total: rows.length },
    };
    const e = encode(cut);
    if (e.length <= maxChars) {
      best = { data: cut, encoded: e };
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return best;
}
