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
