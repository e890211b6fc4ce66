import type { Catalogue } from "./index";

export const SWISS_MESSAGES: Catalogue = {};
