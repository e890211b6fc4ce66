/** New event ▸ Tarot duplicate: the event's config and its tabs (Deals, Tournaments, Players, …). */
import type { CreateEventRequest, NewEventDefaults } from "../../../../contract/views";
import { type Lang, t } from "../../../../i18n/index";
import { setWidths } from "../../../gateway/look";
import { STORE_VERSION } from "../../../gateway/store";
import { type Spreadsheet, today } from "../../../gateway/workbook";
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
import type { TarotEvent } from "../config";
import type { Ctx, Done } from "../context";
import { DEALS, DEALS_HEADERS, dealsHeader, TAROT_TAB_ROLES, tarotTabNames, WIDTHS } from "../schema";

export const TAROT_SYSTEM = "tarot-duplicate";

export function createTarot(ctx: Ctx, req: CreateEventRequest): Done {
  const lang = ctx.lang;
  checkNewEvent(lang, ctx.all, req);
  const ss = ctx.ss;
  const name = cleanEventName(req.name);
  const suffix = tabSuffix(name, ctx.all.events.length === 0, (x) => {
    const names = tarotTabNames(lang, x);
    return TAROT_TAB_ROLES.every((r) => ss.getSheetByName(names[r]) === null);
  });
  const id = nextEventId(ctx.all);
  const undoBase = t(lang, "tarot.tab.undo");
  const ev: TarotEvent = {
    v: STORE_VERSION,
    kind: "tarot",
    system: TAROT_SYSTEM,
    id,
    name,
    date: req.date && validDate(req.date) ? req.date : today(ss),
    suffix,
    lang,
    tabs: tarotTabNames(lang, suffix),
    shown: null,
    lastDay: "",
    written: { undo: 0, undoCols: 0 },
    published: 0,
    undo: null,
    undoTab: suffix === "" ? undoBase : `${undoBase} — ${suffix}`,
  };
  checkNewEventFits(ctx, ev);
  const deals = ss.insertSheet(ev.tabs.deals);
  deals
    .getRange(1, 1, 1, DEALS.width)
    .setValues([DEALS_HEADERS.map((h) => dealsHeader(h, lang))])
    .setFontWeight("bold")
    .setBackground("#e8eaed");
  deals.setFrozenRows(1);
  setWidths(deals, WIDTHS.deals);
  const below = deals.getMaxRows() - 1;
  deals
    .getRange(2, DEALS.date + 1, below, 1)
    .setDataValidation(SpreadsheetApp.newDataValidation().requireDate().setAllowInvalid(false).build());
  deals.getRange(2, DEALS.side + 1, below, 1).setDataValidation(
    SpreadsheetApp.newDataValidation()
      .requireValueInList([t(lang, "tarot.side.attack"), t(lang, "tarot.side.defence")], true)
      .setAllowInvalid(true)
      .setHelpText(t(lang, "tarot.help.side"))
      .build(),
  );
  deals
    .getRange(2, DEALS.unfinished + 1, below, 1)
    .setDataValidation(
      SpreadsheetApp.newDataValidation()
        .requireCheckbox()
        .setHelpText(t(lang, "tarot.help.unfinished"))
        .build(),
    );
  // the computed columns: a grey band, a warning when typed into
  deals.getRange(1, DEALS.percent + 1, deals.getMaxRows(), 2).setBackground("#f1f3f4");
  deals
    .getRange(1, DEALS.percent + 1, deals.getMaxRows(), 2)
    .protect()
    .setWarningOnly(true)
    .setDescription(t(lang, "tarot.protect.computed"));
  for (const role of ["tournaments", "players", "chart"] as const) {
    const sheet = ss.insertSheet(ev.tabs[role]);
    sheet.getRange(1, 1).setValue(t(lang, "tarot.empty"));
    setWidths(sheet, WIDTHS[role]);
    sheet.protect().setWarningOnly(true).setDescription(t(lang, "tarot.protect.written"));
  }
  const pub = ss.insertSheet(ev.tabs.public);
  setWidths(pub, WIDTHS.public);
  pub.getRange(1, 1).setValue(`'${name}`);
  pub.protect().setWarningOnly(true).setDescription(t(lang, "event.protect.public"));
  ss.insertSheet(ev.undoTab).hideSheet();
  ss.setActiveSheet(deals);
  registerEvent(ctx.all, ev);
  return {
    message: t(lang, "tarot.msg.created", { name, deals: ev.tabs.deals }),
    event: ev,
    read: null,
  };
}

export function tarotDefaults(lang: Lang, ss: Spreadsheet): NewEventDefaults {
  return oneSystemDefaults(lang, ss, {
    id: TAROT_SYSTEM,
    labelKey: "tarot.system",
    roundMinutes: 0,
    kind: "tarot",
  });
}
