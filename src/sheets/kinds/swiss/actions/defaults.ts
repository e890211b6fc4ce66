/** The New-event dialog's defaults: systems, today's date, default rounds by field size, top cuts. */
import type { NewEventDefaults } from "../../../../contract/views";
import { swissRounds } from "../../../../engine/swiss/rounds";
import { SWISS_SYSTEM_IDS, swissSystem } from "../../../../engine/swiss/systems/index";
import { type Lang, t } from "../../../../i18n/index";
import { type Spreadsheet, today } from "../../../gateway/workbook";
import { systemLabel } from "../labels";
import { TOP_CUTS } from "../settings";

export function newEventDefaults(lang: Lang, ss: Spreadsheet): NewEventDefaults {
  const roundsTable: NewEventDefaults["roundsTable"] = [];
  for (const system of SWISS_SYSTEM_IDS) {
    let prev = -1;
    for (const n of [2, 8, 16, 32, 64, 128]) {
      const r = swissRounds(n, system);
      if (r !== prev) roundsTable.push({ system, upTo: n, rounds: r });
      prev = r;
    }
  }
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
  ]) {
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
    roundsTable,
    topCuts: TOP_CUTS,
    labels,
  };
}
