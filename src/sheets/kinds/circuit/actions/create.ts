/** New event ▸ Season circuit: the circuit's config and its tabs (Tournaments, Results, Ranking, …). */
import type { CreateEventRequest, NewEventDefaults } from "../../../../contract/views";
import { type Lang, t } from "../../../../i18n/index";
import { setWidths } from "../../../gateway/look";
import { STORE_VERSION } from "../../../gateway/store";
import { type Sheet, type Spreadsheet, today } from "../../../gateway/workbook";
import {
  checkNewEvent,
  checkNewEventFits,
  cleanEventName,
  nextEventId,
  oneSystemDefaults,
  registerEvent,
  tabSuffix,
  validDate,
} from "../../settings";
import { type CircuitEvent, NO_WRITES } from "../config";
import type { Ctx, Done } from "../context";
import { FIELD, GAME, GAMES_COL, SHEET_WIDTHS, STANDINGS_COL } from "../masters";
import {
  CIRCUIT_TAB_ROLES,
  circuitTabNames,
  formatWords,
  inputHeaders,
  TOURNAMENTS,
  WIDTHS,
} from "../schema";

export const CIRCUIT_SYSTEM = "circuit-masters";

export function createCircuit(ctx: Ctx, req: CreateEventRequest): Done {
  const lang = ctx.lang;
  checkNewEvent(lang, ctx.all, req);
  const ss = ctx.ss;
  const name = cleanEventName(req.name);
  const suffix = tabSuffix(name, ctx.all.events.length === 0, (x) => {
    const names = circuitTabNames(lang, x);
    return CIRCUIT_TAB_ROLES.every((r) => ss.getSheetByName(names[r]) === null);
  });
  const id = nextEventId(ctx.all);
  const undoBase = t(lang, "circuit.tab.undo");
  const ev: CircuitEvent = {
    v: STORE_VERSION,
    kind: "circuit",
    system: CIRCUIT_SYSTEM,
    id,
    name,
    date: req.date && validDate(req.date) ? req.date : today(ss),
    suffix,
    lang,
    tabs: circuitTabNames(lang, suffix),
    shown: null,
    lastDay: "",
    written: { ...NO_WRITES },
    published: 0,
    undo: null,
    undoTab: suffix === "" ? undoBase : `${undoBase} — ${suffix}`,
  };
  checkNewEventFits(ctx, ev);
  const head = (sheet: Sheet, headers: string[]) => {
    sheet
      .getRange(1, 1, 1, headers.length)
      .setValues([headers])
      .setFontWeight("bold")
      .setBackground("#e8eaed");
    sheet.setFrozenRows(1);
  };
  const tournaments = ss.insertSheet(ev.tabs.tournaments);
  head(tournaments, inputHeaders("tournaments", lang));
  setWidths(tournaments, WIDTHS.tournaments);
  // the seeds present, computed: a header like the others, a grey band, a warning when typed into
  tournaments
    .getRange(1, TOURNAMENTS.seeds + 1)
    .setValue(t(lang, "circuit.hdr.seedsPresent"))
    .setFontWeight("bold")
    .setBackground("#e8eaed");
  tournaments.getRange(2, TOURNAMENTS.seeds + 1, tournaments.getMaxRows() - 1, 1).setBackground("#f1f3f4");
  tournaments
    .getRange(1, TOURNAMENTS.seeds + 1, tournaments.getMaxRows(), 1)
    .protect()
    .setWarningOnly(true)
    .setDescription(t(lang, "circuit.protect.seedsPresent"));
  const f = formatWords(lang);
  tournaments
    .getRange(2, TOURNAMENTS.format + 1, tournaments.getMaxRows() - 1, 1)
    .setDataValidation(
      SpreadsheetApp.newDataValidation()
        .requireValueInList([f.pool, f.duplicate], true)
        .setAllowInvalid(false)
        .setHelpText(t(lang, "circuit.help.format"))
        .build(),
    );
  tournaments
    .getRange(2, TOURNAMENTS.date + 1, tournaments.getMaxRows() - 1, 1)
    .setDataValidation(SpreadsheetApp.newDataValidation().requireDate().setAllowInvalid(false).build());
  const results = ss.insertSheet(ev.tabs.results);
  head(results, inputHeaders("results", lang));
  setWidths(results, WIDTHS.results);
  for (const role of ["ranking", "seeds", "history", "masters", "matchSheets"] as const) {
    const sheet = ss.insertSheet(ev.tabs[role]);
    const masters = role === "masters" || role === "matchSheets";
    sheet.getRange(1, 1).setValue(t(lang, masters ? "circuit.emptyMasters" : "circuit.empty"));
    if (role === "ranking") setWidths(sheet, WIDTHS.ranking);
    if (role === "seeds") setWidths(sheet, WIDTHS.seeds);
    if (role === "history") sheet.setColumnWidth(1, 220);
    if (role === "masters") {
      sheet.setColumnWidth(FIELD.player + 1, 200);
      sheet.setColumnWidth(GAMES_COL + GAME.a + 1, 200);
      sheet.setColumnWidth(GAMES_COL + GAME.b + 1, 200);
      sheet.setColumnWidth(STANDINGS_COL + 2, 200);
    }
    if (role === "matchSheets") setWidths(sheet, SHEET_WIDTHS);
    if (role !== "masters")
      sheet.protect().setWarningOnly(true).setDescription(t(lang, "circuit.protect.written"));
  }
  const pub = ss.insertSheet(ev.tabs.public);
  setWidths(pub, WIDTHS.public);
  pub.getRange(1, 1).setValue(`'${name}`);
  pub.protect().setWarningOnly(true).setDescription(t(lang, "event.protect.public"));
  ss.insertSheet(ev.undoTab).hideSheet();
  ss.setActiveSheet(tournaments);
  registerEvent(ctx.all, ev);
  return {
    message: t(lang, "circuit.msg.created", {
      name,
      tournaments: ev.tabs.tournaments,
      results: ev.tabs.results,
    }),
    event: ev,
    read: null,
  };
}

export function circuitDefaults(lang: Lang, ss: Spreadsheet): NewEventDefaults {
  return oneSystemDefaults(lang, ss, {
    id: CIRCUIT_SYSTEM,
    labelKey: "circuit.system",
    roundMinutes: 0,
    kind: "circuit",
  });
}
