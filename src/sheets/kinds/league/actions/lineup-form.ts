/**
 * The captains' lineup form: a second Google Form, the league's, where each team's
 * captain sends the lineup of a match (match, team, captain, then tables 1–4: player and army), its
 * responses landing in a tab of this spreadsheet. actions/apply-lineups.ts writes them into the
 * Lineups tab; Check lineups then checks them with the league's rules as if typed.
 *
 * - Made in the league's language; refused while the league has a form not known deleted (its link
 *   in the message, the button's guard: guard.ts canMakeLineupForm); a form the organiser deleted,
 *   once the sidebar's refresh found it so (`gone`), is replaced by a new one. Not undoable (a Drive file).
 * - Its choices (`keepLineupChoices`): the matches whose lineups are still open (not begun, not both
 *   lineups accepted), the teams, every rostered player; set when the form is made, when the
 *   calendar is generated and when lineups are accepted, one call per list question. A form found
 *   deleted then does not stop the action: `gone` is kept.
 */
import type { LeagueRequest } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import { factionKey } from "../../../../engine/league/lineup";
import { type Lang, t } from "../../../../i18n/index";
import {
  claimedForm,
  claimForm,
  type FormClaim,
  findResponsesSheet,
  leftInDrive,
  openResultForm,
  questionsByTitle,
  setListChoices,
} from "../../../forms/index";
import { type Spreadsheet, saveEvent } from "../../../gateway/index";
import { requireEvent } from "../../kind";
import type { LeagueEvent } from "../config";
import type { Ctx, Done } from "../context";
import { canMakeLineupForm } from "../guard";
import { matchStates } from "../model";
import { type LeagueRead, readLeague } from "../read";
import { TABLES } from "../schema";

/**
 * The questions of the lineup form, by key (`player1`…, `army1`…), in order, with their titles. The
 * armies are lists (`armyList`) when the league has factions to offer, else free text; a response
 * is read by title either way.
 */
export function lineupQuestions(
  lang: Lang,
  armyList = false,
): { key: string; title: string; list: boolean }[] {
  const out = [
    { key: "match", title: t(lang, "league.form.q.match"), list: true },
    { key: "team", title: t(lang, "league.form.q.team"), list: true },
    { key: "captain", title: t(lang, "league.form.q.captain"), list: false },
  ];
  for (let n = 1; n <= TABLES; n++) {
    out.push({ key: `player${n}`, title: t(lang, "league.form.q.player", { n }), list: true });
    out.push({ key: `army${n}`, title: t(lang, "league.form.q.army", { n }), list: armyList });
  }
  return out;
}

/**
 * The armies the form offers: the Factions tab's factions in its order, then each army with an
 * allied contingent that the roster holds ("Elfes + Nains"); none without a Factions list (the
 * army questions are then free text).
 */
export function armyChoices(read: LeagueRead): string[] {
  if (read.factions === null || read.factions.size === 0) return [];
  const allied = read.roster
    .filter((r) => r.faction !== "" && r.ally !== "")
    .map((r) => `${r.faction} + ${r.ally}`);
  const out = new Map<string, string>();
  for (const f of [...read.factions.values(), ...allied.sort((a, b) => a.localeCompare(b))]) {
    const key = factionKey(f);
    if (!out.has(key)) out.set(key, f);
  }
  return [...out.values()];
}

/**
 * Makes the lineup form, linked to this spreadsheet at once (Sheets adds the responses tab): a
 * press stopped from then on leaves a form that the next press finds by that tab (forms/form-claim.ts,
 * `claim` stored before FormApp.create). A failure the script catches before the link stores the
 * new form's id in the claim instead.
 */
function createLineupForm(
  ctx: Ctx,
  ev: LeagueEvent,
  claim: FormClaim,
  armyList: boolean,
): { id: string; url: string } {
  const form = FormApp.create(formTitle(ev));
  const id = form.getId();
  try {
    form.setDestination(FormApp.DestinationType.SPREADSHEET, ctx.ss.getId());
  } catch (e) {
    const claimed: LeagueEvent = { ...ev, formClaim: { ...claim, id } };
    ctx.fits(claimed);
    saveEvent(claimed);
    throw e;
  }
  return finishLineupForm(ctx.ss, form, ev, armyList, true);
}

/**
 * Gives a lineup form what it lacks: its texts, its questions (those already there kept, by
 * title; a question left untitled by a stopped press given its title), its link to this spreadsheet
 * (once: a second link adds a second responses tab; `linked` when just made), published. Done
 * again on a form a stopped press made, it finishes it.
 */
function finishLineupForm(
  ss: Spreadsheet,
  form: GoogleAppsScript.Forms.Form,
  ev: LeagueEvent,
  armyList: boolean,
  linked = false,
): { id: string; url: string } {
  form.setDescription(t(ev.lang, "league.form.help"));
  form.setConfirmationMessage(t(ev.lang, "league.form.thanks"));
  const questions = lineupQuestions(ev.lang, armyList);
  const have = questionsByTitle(form, questions);
  for (const q of questions) {
    // a table may be left empty (a forfeit table, RULES §3): only match, team and captain required
    const required = q.key === "match" || q.key === "team" || q.key === "captain";
    const item = have.get(q.title);
    if (item)
      if (item.getType() === FormApp.ItemType.LIST) item.asListItem().setRequired(required);
      else item.asTextItem().setRequired(required);
    else if (q.list) form.addListItem().setTitle(q.title).setRequired(required);
    else form.addTextItem().setTitle(q.title).setRequired(required);
  }
  const id = form.getId();
  if (!linked && !findResponsesSheet(ss, id))
    form.setDestination(FormApp.DestinationType.SPREADSHEET, ss.getId());
  // a form a script makes is unpublished and takes no response until published
  form.setPublished(true);
  return { id, url: form.getPublishedUrl() };
}

const formTitle = (ev: LeagueEvent): string => t(ev.lang, "league.form.title", { name: ev.name });

export function lineupForm(ctx: Ctx, req: LeagueRequest): Done {
  const ev = requireEvent(ctx, req);
  const old = ev.lineupForm;
  // the button's guard: a form known deleted is made again
  const refused = canMakeLineupForm(ev);
  if (refused) throw refused;
  // the tabs read before the form is made: unreadable tabs are refused with no form left behind
  const read = readLeague(ctx.ss, ev);
  const armyList = armyChoices(read).length > 0;
  // a form made by a press stopped before the form was stored: found by its id or its responses tab
  const claim = ev.formClaim;
  const found = claim ? claimedForm(ctx.ss, claim, formTitle(ev)) : null;
  delete ev.formClaim;
  ctx.fits(ev);
  if (found !== null) ev.lineupForm = finishLineupForm(ctx.ss, found, ev, armyList);
  else {
    const fresh = claim ?? claimForm(ctx.ss);
    if (claim === undefined) {
      const claimed: LeagueEvent = { ...ev, formClaim: fresh };
      ctx.fits(claimed);
      saveEvent(claimed);
    }
    ev.lineupForm = createLineupForm(ctx, ev, fresh, armyList);
  }
  keepLineupChoices(ev, read);
  return {
    message:
      t(ctx.lang, old ? "league.form.msg.replaced" : "league.form.msg.created") +
      (found === null ? leftInDrive(ctx.lang, claim, formTitle(ev)) : ""),
    event: ev,
    read,
  };
}

/** A match's choice in the form ("3 — Les Loups – Les Ours"); its number is read back. */
export function matchChoice(lang: Lang, id: number, home: string, away: string): string {
  return t(lang, "league.form.matchChoice", { id, home, away });
}

/**
 * Sets the form's choices to the league as `read` says: the matches whose lineups are still open,
 * the teams, every rostered player (one call per list question). Nothing without a form; a deleted
 * form is marked `gone`, not thrown.
 */
export function keepLineupChoices(ev: LeagueEvent, read: LeagueRead): void {
  const form = ev.lineupForm;
  if (!form || form.gone === true) return;
  const open = matchStates(read).filter((s) => s.played === 0 && !(s.accepted.home && s.accepted.away));
  const teams = ev.teams ?? read.teams.map((x) => x.name);
  const players = [...new Set(read.roster.map((r) => r.player))].sort((a, b) => a.localeCompare(b));
  const armies = armyChoices(read);
  const byTitle = new Map<string, string[]>();
  for (const q of lineupQuestions(ev.lang, true)) {
    if (q.key === "match")
      byTitle.set(
        q.title,
        // no match open: a choice saying so (Forms refuses an empty list), with no match number to read
        open.length > 0
          ? open.map((s) => matchChoice(ev.lang, s.match.id, s.match.home, s.match.away))
          : [t(ev.lang, "league.form.noMatch")],
      );
    else if (q.key === "team") byTitle.set(q.title, teams);
    // an army question made as a list keeps its choices when the Factions list is emptied since
    else if (q.key.startsWith("army")) {
      if (armies.length > 0) byTitle.set(q.title, armies);
    } else if (q.list) byTitle.set(q.title, players);
  }
  try {
    setListChoices(openResultForm(form.id), byTitle, ev.lang);
    delete form.stale;
  } catch (e) {
    if (!(e instanceof ArbitreError)) throw e;
    if (e.code === "formDeleted") form.gone = true;
    // Google Forms not answering: the action that called this has written, so it stays done; the
    // lists are set again at the next refresh (applyLineups)
    else if (e.code === "formUnavailable") form.stale = true;
    else throw e;
  }
}
