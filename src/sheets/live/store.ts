/**
 * The live page's snapshot store. The page's server calls run as a web app, where the spreadsheet
 * is not open (a bound script's container methods "are not available" there), so the actions that
 * publish store what the page shows, for the page alone:
 *   - the script cache, one value per event: `live.<token>` = "<publishedAt>:<base64 of gzip of JSON>"
 *     (one cache read per refresh of a phone; the cache keeps it 6 hours at most, or less);
 *   - a durable copy in the script's properties: `live.<token>` = "<publishedAt>:<chunks>" and
 *     `live.<token>.<i>` = the same base64 cut in chunks under 9 KB, read once on a cache miss and
 *     put back in the cache.
 * A snapshot is at most MAX_SNAPSHOT_CHARS of base64 (one cache value holds 100 KB); the store as a
 * whole stays under the script properties' 500 KB (docs/architecture.md, "The live page").
 */
import type { LiveData } from "../../contract/index";

/** One cache value holds 100 KB; the prefix "<publishedAt>:" takes the rest of the room. */
export const MAX_SNAPSHOT_CHARS = 100 * 1024 - 32;
/** A property value holds 9 KB with its key ("live.<uuid>.<i>": 46 characters at most). */
export const CHUNK_CHARS = 8 * 1024;
/** The script properties hold 500 KB; room is kept for the store's other values. */
export const MAX_SCRIPT_STORE_BYTES = 500 * 1024 - 2048;
/** The cache keeps a value 6 hours at most (21,600 s). */
export const CACHE_SECONDS = 21_600;

const PREFIX = "live.";

function key(token: string): string {
  return PREFIX + token;
}

/** The base64 of the gzip of the data's JSON. */
export function encodeSnapshot(data: LiveData): string {
  const blob = Utilities.gzip(Utilities.newBlob(JSON.stringify(data), "application/json"));
  return Utilities.base64Encode(blob.getBytes());
}

export function decodeSnapshot(encoded: string): LiveData {
  const bytes = Utilities.base64Decode(encoded);
  return JSON.parse(
    Utilities.ungzip(Utilities.newBlob(bytes, "application/x-gzip")).getDataAsString(),
  ) as LiveData;
}

/** Bytes of a property (key and value, ASCII here). */
function sizeOf(k: string, v: string): number {
  return k.length + v.length;
}

/** Whether a property key belongs to the snapshot of `token`. */
function ofToken(k: string, token: string): boolean {
  return k === key(token) || k.startsWith(`${key(token)}.`);
}

/**
 * Room left in the script properties for the snapshot of `token` (its current keys counted as
 * free), read from `all` (one getProperties).
 */
export function roomFor(all: Record<string, string>, token: string): number {
  let used = 0;
  for (const [k, v] of Object.entries(all)) if (!ofToken(k, token)) used += sizeOf(k, v);
  return MAX_SCRIPT_STORE_BYTES - used;
}

/** The property values of a snapshot: its head then its chunks. */
export function chunksOf(token: string, encoded: string, publishedAt: number): Record<string, string> {
  const n = Math.ceil(encoded.length / CHUNK_CHARS);
  const out: Record<string, string> = { [key(token)]: `${publishedAt}:${n}` };
  for (let i = 0; i < n; i++)
    out[`${key(token)}.${i}`] = encoded.slice(i * CHUNK_CHARS, (i + 1) * CHUNK_CHARS);
  return out;
}

/** The bytes the snapshot takes in the script properties. */
export function storedBytes(values: Record<string, string>): number {
  let n = 0;
  for (const [k, v] of Object.entries(values)) n += sizeOf(k, v);
  return n;
}

/**
 * Writes a snapshot (checked to fit by the caller: `encoded` under MAX_SNAPSHOT_CHARS and within
 * roomFor): the cache, then the durable copy, the old chunks of the token removed.
 */
export function writeSnapshot(token: string, encoded: string, publishedAt: number): void {
  const props = PropertiesService.getScriptProperties();
  const all = props.getProperties();
  const values = chunksOf(token, encoded, publishedAt);
  for (const k of Object.keys(all)) if (ofToken(k, token) && !(k in values)) props.deleteProperty(k);
  props.setProperties(values);
  CacheService.getScriptCache().put(key(token), `${publishedAt}:${encoded}`, CACHE_SECONDS);
}

/** Removes the snapshot of `token` (page switched off, link retired): the token then opens nothing. */
export function deleteSnapshot(token: string): void {
  const props = PropertiesService.getScriptProperties();
  for (const k of Object.keys(props.getProperties())) if (ofToken(k, token)) props.deleteProperty(k);
  CacheService.getScriptCache().remove(key(token));
}

/**
 * The snapshot of `token`, or null when there is none (unknown or retired token, page switched off):
 * one cache read; on a miss, one read of the script properties, and the snapshot put back in the cache.
 */
export function readSnapshot(token: string): { encoded: string; publishedAt: number } | null {
  if (!/^[0-9a-f-]{36}$/.test(token)) return null;
  const cache = CacheService.getScriptCache();
  const hit = cache.get(key(token));
  const parse = (v: string) => {
    const at = v.indexOf(":");
    return { publishedAt: Number(v.slice(0, at)), encoded: v.slice(at + 1) };
  };
  if (hit !== null) return parse(hit);
  const all = PropertiesService.getScriptProperties().getProperties();
  const head = all[key(token)];
  if (head === undefined) return null;
  const [at, n] = head.split(":").map(Number) as [number, number];
  let encoded = "";
  for (let i = 0; i < n; i++) {
    const part = all[`${key(token)}.${i}`];
    if (part === undefined) return null;
    encoded += part;
  }
  cache.put(key(token), `${at}:${encoded}`, CACHE_SECONDS);
  return { encoded, publishedAt: at };
}
