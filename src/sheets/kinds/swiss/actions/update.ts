/**
 * Change an event's settings: name, date, rounds, round length, top cut (until it starts), club
 * protection; make the pairs-to-avoid tab.
 */
import type { UpdateEventRequest } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import { swissSystem } from "../../../../engine/swiss/systems/index";
import { t } from "../../../../i18n/index";
import { buildTab } from "../../../gateway/index";
import { avoidTabName } from "../avoid-schema";
import { type Ctx, type Done, requireEvent } from "../context";
import { plannedRounds, readSnapshot } from "../read/index";
import { standingsFormula } from "../schema";
import { checkSettings, cleanEventName, givenValue } from "../settings";
import { avoidSpec } from "../tab-specs";
import { keepFormChoices, widenSourceColumn } from "./result-form";

export function updateEvent(ctx: Ctx, req: UpdateEventRequest): Done {
  const ev = requireEvent(ctx, req);
  checkSettings(req ?? {}, ctx.lang);
  const snap = readSnapshot(ctx.ss, ev);
  if (req.name !== undefined) ev.name = cleanEventName(req.name);
  let roundsChanged = false;
  if (req.date !== undefined) ev.date = req.date;
  if (req.rounds !== undefined && req.rounds !== null) {
    if (req.rounds !== 0 && req.rounds < ev.swiss.length) {
      throw new ArbitreError("event.setting.roundsPlayed", {
        value: givenValue(req.rounds, ctx.lang),
        played: ev.swiss.length,
      });
    }
    roundsChanged = req.rounds !== ev.rounds;
    ev.rounds = req.rounds;
  }
  if (req.roundMinutes !== undefined && req.roundMinutes !== null) ev.roundMinutes = req.roundMinutes;
  if (req.topCut !== undefined && req.topCut !== null) {
    if (ev.topCutStages.length > 0) throw new ArbitreError("event.topCutStarted", {});
    ev.topCut = req.topCut;
  }
  if (req.protectClubs !== undefined && req.protectClubs !== null) {
    if (req.protectClubs === "off") delete ev.protectClubs;
    else ev.protectClubs = req.protectClubs;
  }
  const makeAvoid = req.avoidTab === true;
  if (makeAvoid) ev.avoidTab = avoidTabName(ev);
  const emailChanged =
    typeof req.reporterEmail === "boolean" && req.reporterEmail !== (ev.reporterEmail === true);
  if (emailChanged) {
    if (req.reporterEmail) ev.reporterEmail = true;
    else delete ev.reporterEmail;
  }
  ctx.fits(ev);
  // the Standings tab's formula gives the rounds planned (Dust: only final standings flag a play-off)
  if (roundsChanged && swissSystem(ev.system).playoffs) {
    const formula = standingsFormula(ev.system, ev.tabs.rounds, plannedRounds(ev, snap));
    ctx.ss.getSheetByName(ev.tabs.standings)?.getRange(1, 1).setFormula(formula);
  }
  // an existing form is set at once, once the update is known to fit (a form Google Forms did not
  // answer: at the next reading)
  if (emailChanged) {
    keepFormChoices(ev, snap);
    widenSourceColumn(ctx, ev);
  }
  if (makeAvoid) {
    const tab = ctx.ss.getSheetByName(ev.avoidTab!) ?? buildTab(ctx.ss, avoidSpec(ev));
    ctx.ss.setActiveSheet(tab);
    return { message: t(ctx.lang, "event.msg.avoidTab", { tab: ev.avoidTab! }), event: ev, snap };
  }
  return { message: t(ctx.lang, "event.msg.updated"), event: ev, snap };
}
