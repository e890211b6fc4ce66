/**
 * A live page's data made to fit the store (what each kind publishes is its own `live`, in its
 * published.ts, which defineKind hands on: src/sheets/kinds/kind.ts).
 */
import type { LiveData, SwissLive } from "../../contract/index";

/**
 * The data cut to fit `maxChars` once encoded (`encode`). A Swiss event loses the reasons of its
 * pairings first, then keeps the first rows of its standings (the page says how many there are in
 * all). null when it cannot fit.
 */
export function fitted(
  data: LiveData,
  maxChars: number,
  encode: (d: LiveData) => string,
): { data: LiveData; encoded: string } | null {
  const encoded = encode(data);
  if (encoded.length <= maxChars) return { data, encoded };
  return data.kind === "swiss" ? fittedSwiss(data, maxChars, encode) : null;
}

function fittedSwiss(
  data: SwissLive,
  maxChars: number,
  encode: (d: LiveData) => string,
): { data: LiveData; encoded: string } | null {
  const lean: SwissLive = { ...data, pairings: data.pairings.map(([t, a, b]) => [t, a, b, ""]) };
  const encoded = encode(lean);
  if (encoded.length <= maxChars) return { data: lean, encoded };
  const rows = lean.standings.rows;
  let lo = 0;
  let hi = rows.length;
  let best: { data: LiveData; encoded: string } | null = null;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    const cut: SwissLive = {
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

/** The rows a trimmed snapshot still shows, and how many there were, when it was trimmed. */
export function trimmed(data: LiveData): { shown: number; total: number } | null {
  if (data.kind !== "swiss" || data.standings.total === undefined) return null;
  return { shown: data.standings.rows.length, total: data.standings.total };
}
