import { t } from "../../../../i18n/index";
import { ensureColumns, type Sheet, type Spreadsheet } from "../../../gateway/workbook";
import type { StoredEvent } from "../config";
import {
  asText,
  colLetter,
  finalRankingWidths,
  fitWidths,
  playerHeaders,
  playersLayout,
  playerWidths,
  type RoundsLayout,
  roundsHeaders,
  roundsLayout,
  roundsWidths,
  standingsFormats,
  standingsFormula,
  WHY_WIDTH,
  WINNER_LAYOUT,
  WORDS,
  whyHeader,
} from "../schema";
import { PAIRINGS_WIDTHS, standingsTabWidths } from "../tabs";

/** Creates and lays out the event's tabs (creation only: call counts here do not matter). */
export function buildTabs(ss: Spreadsheet, ev: StoredEvent): void {
  const w = WORDS[ev.lang];
  const warn = t(ev.lang, "event.protect.computed");
  const header = (sheet: Sheet, headers: string[], widths: number[]) => {
    sheet
      .getRange(1, 1, 1, headers.length)
      .setValues([headers])
      .setFontWeight("bold")
      .setBackground("#e8eaed");
    sheet.setFrozenRows(1);
    widths.forEach((px, i) => {
      sheet.setColumnWidth(i + 1, px);
    });
  };
  // Players: the columns of the event's system (the army points of Dust Tactics' lists)
  const pl = playersLayout(ev);
  const players = ss.insertSheet(ev.tabs.players);
  const playerHead = playerHeaders(pl, ev.lang);
  header(players, playerHead, fitWidths(playerHead, playerWidths(pl)));
  const rows = players.getMaxRows() - 1;
  players
    .getRange(2, pl.status + 1, rows, 1)
    .setDataValidation(
      SpreadsheetApp.newDataValidation()
        .requireValueInList([w.active, w.dropped], true)
        .setAllowInvalid(false)
        .build(),
    );
  if (pl.armyPoints >= 0 && pl.maxArmyPoints !== null) {
    // RULES §2: a list is worth at most 300 AP; "douze", 0, -5 or 350 are refused as they are typed
    players.getRange(2, pl.armyPoints + 1, rows, 1).setDataValidation(
      SpreadsheetApp.newDataValidation()
        .requireNumberBetween(1, pl.maxArmyPoints)
        .setAllowInvalid(false)
        .setHelpText(t(ev.lang, "event.help.armyPoints", { max: pl.maxArmyPoints }))
        .build(),
    );
  }
  players
    .getRange(2, pl.rating + 1, rows, 1)
    .setDataValidation(
      SpreadsheetApp.newDataValidation().requireNumberGreaterThanOrEqualTo(0).setAllowInvalid(false).build(),
    );
  ss.setNamedRange(`${ev.rangePrefix}_Players`, players.getRange(1, 1, players.getMaxRows(), pl.width));
  // Rounds and Top cut
  const roundsLike = (name: string, layout: RoundsLayout, topCut: boolean) => {
    const sheet = ss.insertSheet(name);
    // the layout's columns, then the reason of each table ("Pourquoi cette table")
    const head = [...roundsHeaders(layout, ev.lang, topCut), whyHeader(ev.lang)];
    header(sheet, head, fitWidths(head, [...roundsWidths(layout), WHY_WIDTH]));
    ensureColumns(sheet, layout.width + (topCut ? 3 : 0));
    if (topCut) {
      // the final ranking's columns (L rank, M player), written beside the bracket at the end
      const widths = finalRankingWidths(
        t(ev.lang, "public.final"),
        t(ev.lang, "event.col.rank"),
        t(ev.lang, "event.col.player"),
      );
      widths.forEach((px, i) => {
        sheet.setColumnWidth(layout.width + 2 + i, px);
      });
    }
    const max = sheet.getMaxRows();
    const cols = [layout.resA, layout.resB, layout.status];
    for (const c of cols) {
      sheet
        .getRange(1, c + 1, max, 1)
        .protect()
        .setWarningOnly(true)
        .setDescription(warn);
    }
    sheet
      .getRange(1, 1, max, 4)
      .protect()
      .setWarningOnly(true)
      .setDescription(t(ev.lang, "event.protect.pairings"));
    const st = colLetter(layout.status);
    const all = sheet.getRange(2, 1, max - 1, layout.width);
    const rule = (text: string, color: string) =>
      SpreadsheetApp.newConditionalFormatRule()
        .whenFormulaSatisfied(`=$${st}2="${text}"`)
        .setBackground(color)
        .setRanges([all])
        .build();
    sheet.setConditionalFormatRules([
      rule(w.status.disputed, "#f4cccc"),
      rule(w.status.reported, "#fff2cc"),
      rule(w.status.decided, "#d9d2e9"),
    ]);
    ss.setNamedRange(
      `${ev.rangePrefix}_${topCut ? "TopCut" : "Rounds"}`,
      sheet.getRange(1, 1, max, layout.width),
    );
    return sheet;
  };
  roundsLike(ev.tabs.rounds, roundsLayout(ev.system), false);
  const pairings = ss.insertSheet(ev.tabs.pairings);
  pairings.getRange(1, 1).setValue(t(ev.lang, "event.pairingsEmpty"));
  pairings.setFrozenRows(2);
  PAIRINGS_WIDTHS.forEach((px, i) => {
    pairings.setColumnWidth(i + 1, px);
  });
  const slips = ss.insertSheet(ev.tabs.slips);
  slips.getRange(1, 1).setValue(t(ev.lang, "event.pairingsEmpty"));
  [120, 200, 120, 200].forEach((px, i) => {
    slips.setColumnWidth(i + 1, px);
  });
  const standings = ss.insertSheet(ev.tabs.standings);
  standings.getRange(1, 1).setFormula(standingsFormula(ev.system, ev.tabs.rounds));
  standings.setFrozenRows(1);
  // the formula's header row in bold, every header whole, the player column wide enough for names
  const widths = standingsTabWidths(ev.system, ev.lang, []);
  standings.getRange(1, 1, 1, widths.length).setFontWeight("bold");
  widths.forEach((px, i) => {
    standings.setColumnWidth(i + 1, px);
  });
  standings.getRange(1, 1, standings.getMaxRows(), 12).protect().setWarningOnly(true).setDescription(warn);
  // the spilled numbers: OMW 0.000 (not 0.4433333333), counts and points as integers (one call)
  const formats = standingsFormats(ev.system);
  standings
    .getRange(2, 3, standings.getMaxRows() - 1, formats.length)
    .setNumberFormats(Array.from({ length: standings.getMaxRows() - 1 }, () => formats));
  roundsLike(ev.tabs.topCut, WINNER_LAYOUT, true);
  const pub = ss.insertSheet(ev.tabs.public);
  pub.getRange(1, 1, 2, 1).setValues([[asText(ev.name)], [t(ev.lang, "public.roundEnds")]]);
  pub.protect().setWarningOnly(true).setDescription(t(ev.lang, "event.protect.public"));
  ss.setActiveSheet(players);
}
