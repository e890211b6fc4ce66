/**
 * Entrant names are matched as RULES §0 and the functions issue say: trimmed, runs of white space
 * collapsed, case-insensitively. The display form is the first spelling met.
 */
export function nameKey(name: string): string {
  return name.trim().replace(/\s+/g, " ").toLowerCase();
}

/** The display form of a name: trimmed, inner runs of white space collapsed, case kept. */
export function cleanName(name: string): string {
  return name.trim().replace(/\s+/g, " ");
}

/** Folds case and accents, for matching result words ("Défaite" = "defaite"). */
export function foldWord(word: string): string {
  return word
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
