import type { EntryPoint } from "./registry";

/** Custom functions usable in formulas (kind "custom"). */
export const CUSTOM_FUNCTIONS: EntryPoint[] = [];
