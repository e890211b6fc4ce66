import type { Catalogue } from "./index";

export const EVENT_MESSAGES: Catalogue = {};
