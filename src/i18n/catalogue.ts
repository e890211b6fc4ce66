/** The two languages Arbitre speaks. */
export type Lang = "fr" | "en";

/** One message in both languages. `{name}` placeholders must be the same in both. */
export interface Message {
  fr: string;
  en: string;
}

/** A message catalogue: key → message. Each area of the code keeps its own (see src/i18n/messages.ts). */
export type Catalogue = Record<string, Message>;
