/** The New-event dialog's defaults: systems, today's date, default rounds by field size, top cuts. */
import type { NewEventDefaults } from "../../../../contract/index";
import { SWISS_SYSTEM_IDS, swissSystem } from "../../../../engine/swiss/systems/index";
import { type Lang, t } from "../../../../i18n/index";
import { type Spreadsheet, today } from "../../../gateway/index";
import { systemLabel } from "../labels";
import { TOP_CUTS } from "../settings";

export function newEventDefaults(lang: Lang, ss: Spreadsheet): NewEventDefaults {
  const labels: Record<string, string> = {};
  for (const f of [
    "title",
    "system",
    "name",
    "date",
    "rounds",
    "roundsAuto",
    "roundMinutes",
    "topCut",
    "topCutNone",
    "create",
    "cancel",
  ] as const) {
    labels[f] = t(lang, `event.dialog.${f}`);
  }
  return {
    lang,
    systems: SWISS_SYSTEM_IDS.map((id) => ({
      id,
      label: systemLabel(lang, id),
      roundMinutes: swissSystem(id).roundMinutes,
    })),
    date: today(ss),
    topCuts: TOP_CUTS,
    labels,
  };
}
