/** The Tarot duplicate's actions: their requests, by action name. */
import type { TarotRequest } from "../views";

export interface TarotActions {
  computeTarot: TarotRequest;
  tarotChart: TarotRequest;
}
