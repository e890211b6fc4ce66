/** The Scenarios tab: the scenarios drawn from, one a row (blank rows skipped). */
import { blank, cellText } from "../../../gateway/index";
import { SCENARIOS } from "../schema";
import type { Reading } from "./types";

export function readScenarios(rd: Reading): string[] {
  const sg = rd.raw(rd.ev.tabs.scenarios);
  const scenarios: string[] = [];
  for (let r = 1; r < sg.values.length; r++) {
    const v = sg.values[r]?.[SCENARIOS.name];
    if (!blank(v)) scenarios.push(cellText(v));
  }
  return scenarios;
}
