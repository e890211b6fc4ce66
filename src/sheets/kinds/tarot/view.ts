/**
 * The sidebar's state of a Tarot duplicate: what the Deals tab holds, the dashboard the tabs show
 * (from the deals as read now, the report shared with the action); the buttons are declared with
 * their actions (index.ts).
 */
import type { TarotState, TarotView } from "../../../contract/index";
import { ArbitreError } from "../../../engine/core/errors";
import { nameKey } from "../../../engine/core/names";
import { type Lang, localise, t } from "../../../i18n/index";
import { dayText } from "../../gateway/index";
import { type KindContext, problemMessages, sharedState } from "../kind";
import type { TarotEvent } from "./config";
import { actionLabel } from "./context";
import type { TarotRead } from "./read";
import { dashboardOrder, PLAYERS_HEAD } from "./tabs";

export function tarotState(
  ctx: KindContext,
  ev: TarotEvent,
  read: TarotRead | null,
  error: string | null,
): TarotState {
  const lang: Lang = ctx.lang;
  const messages = problemMessages(lang, error, read?.problems ?? [], "tarot.moreProblems");
  let shown: TarotView["shown"] = null;
  let player: TarotView["player"] = null;
  let names: string[] = [];
  /** Each player's row in the Players tab (the dashboard's order). */
  let rows = new Map<string, number>();
  if (read && ev.shown && read.problems.length === 0 && read.counts.deals > 0) {
    try {
      const report = read.report(ev.shown.asOf);
      names = report.players.map((p) => p.player).sort((a, b) => a.localeCompare(b));
      rows = new Map(dashboardOrder(report.players).map((p, i) => [p.player, PLAYERS_HEAD + 1 + i]));
      shown = {
        asOf: ev.shown.asOf,
        label: t(lang, "tarot.p.title", { day: dayText(report.asOf, lang) }),
        player: ev.shown.player,
      };
      const p = report.players.find((x) => nameKey(x.player) === nameKey(ev.shown!.player));
      if (p) {
        const m = p.months.find((x) => x.month === report.asOf.slice(0, 7)) ?? null;
        player = {
          name: p.player,
          deals: p.deals,
          attack: { average: p.attack.average, counted: p.attack.counted },
          defence: { average: p.defence.average, counted: p.defence.counted },
          current: p.current,
          provisional: p.provisional,
          month: m
            ? {
                month: m.month,
                tournaments: m.tournaments,
                wins: m.wins,
                attack: m.attack,
                defence: m.defence,
                victoryAttack: m.victoryAttack,
                victoryDefence: m.victoryDefence,
              }
            : null,
        };
      }
    } catch (e) {
      if (!(e instanceof ArbitreError)) throw e;
      messages.push({ level: "error", text: localise(e, lang) });
    }
  }
  const tarot: TarotView = {
    tabs: ev.tabs,
    tournaments: read?.counts.tournaments ?? 0,
    deals: read?.counts.deals ?? 0,
    lastDay: ev.lastDay,
    players: names,
    shown,
    player,
  };
  const u = ev.undo;
  return {
    kind: "tarot",
    ...sharedState(ctx, {
      ev,
      kind: "tarot",
      systemLabel: t(lang, "tarot.system"),
      players: names.map((name) => ({ name, club: "", dropped: false, row: rows.get(name) ?? 0 })),
      messages,
      undo: { u, label: u ? actionLabel(lang, u) : "", error },
      publishHelp: "tarot.publishHelp",
    }),
    tarot,
  };
}
