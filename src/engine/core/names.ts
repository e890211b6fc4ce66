/**
 * Characters that show nothing: soft hyphen, zero-width spaces and joiners, direction marks and
 * embeddings, word joiner, byte-order mark. Pasted from a message or a web page, they make a name
 * that looks like another one (« Bob » and « Bo\u200bb »).
 */
const INVISIBLE = /[\u00ad\u180e\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;

/**
 * Entrant names are matched as RULES §0 and the functions issue say: names that look the same are
 * one name. Invisible characters dropped, Unicode NFC (« é » typed as one character or as e and a
 * combining accent), trimmed, runs of white space collapsed, case-insensitively. The display form is
 * the first spelling met.
 */
export function nameKey(name: string): string {
  return cleanName(name).normalize("NFC").toLowerCase();
}

/** The display form of a name: as typed, without invisible characters, trimmed, inner runs of white space collapsed. */
export function cleanName(name: string): string {
  return name.replace(INVISIBLE, "").trim().replace(/\s+/g, " ");
}

/** Folds case and accents, for matching result words ("Défaite" = "defaite"). */
export function foldWord(word: string): string {
  return word
    .replace(INVISIBLE, "")
    .trim()
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "");
}

/**
 * The key under which two spellings are one player for the spelling check: accents, case, hyphens
 * and runs of spaces folded ("Jean-Luc Martin" and "Jean Luc MARTIN" → "jean luc martin").
 */
export function spellingKey(name: string): string {
  return foldWord(name)
    .replace(/[-‐‑‒–—_]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}
