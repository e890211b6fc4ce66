/**
 * The words of Arbitre, French and English: the catalogues merged and said (messages.ts), what the
 * engine's results read as in words (render.ts), days and months (days.ts), the typography of French
 * and English (typography.ts). The code outside src/i18n imports this file.
 */
export * from "./days";
export * from "./messages";
export { writtenAs } from "./read-back";
export * from "./render";
export { colon, NBSP, NNBSP, plainSpaces, semicolon } from "./typography";
