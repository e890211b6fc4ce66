/** Drop a player (no longer paired; past results still count), or reinstate them. */

import type { DropPlayerRequest } from "../../../../contract/index";
import { ArbitreError } from "../../../../engine/core/errors";
import { nameKey } from "../../../../engine/core/names";
import { canDrop, enforce } from "../../../../engine/swiss/event";
import { t } from "../../../../i18n/index";
import { sheetOf } from "../../../gateway/index";
import { requireEvent, saveAhead } from "../../kind";
import type { Ctx, Done } from "../context";
import { factsOf } from "../facts";
import { readSnapshot } from "../read/index";
import { playersLayout, WORDS } from "../schema";

export function dropPlayer(ctx: Ctx, req: DropPlayerRequest): Done {
  const ev = requireEvent(ctx, req);
  if (!req || typeof req.name !== "string" || req.name.trim() === "")
    throw new ArbitreError("event.badRequest", { field: "name" });
  const snap = readSnapshot(ctx.ss, ev);
  const p = snap.players.find((x) => x.key === nameKey(req.name));
  if (!p) throw new ArbitreError("event.unknownPlayer", { name: req.name }, { tab: ev.tabs.players });
  const drop = req.undrop !== true;
  if (drop) enforce(canDrop(factsOf(ev, snap)));
  if (p.dropped === drop) {
    return {
      message: t(ctx.lang, drop ? "event.msg.alreadyDropped" : "event.msg.notDropped", { name: p.name }),
      event: ev,
      read: snap,
    };
  }
  const w = WORDS[ev.lang];
  // the undo record first, and the config's size checked with it, before anything is written
  ev.undo = {
    kind: "dropPlayer",
    at: Date.now(),
    name: p.name,
    row: p.row,
    dropped: drop,
    prevText: p.statusText ?? "",
  };
  ctx.fits(ev);
  // saved ahead of the one write, as it stands once written: a stop at that write leaves the player
  // to drop again, and no stop leaves the status written with the previous action's undo record
  saveAhead(ctx, ev);
  sheetOf(ctx.ss, ev.tabs.players)
    .getRange(p.row, playersLayout(ev).status + 1)
    .setValue(drop ? w.dropped : w.active);
  p.dropped = drop;
  p.statusText = drop ? w.dropped : w.active;
  return {
    message: t(ctx.lang, drop ? "event.msg.dropped" : "event.msg.undropped", { name: p.name }),
    event: ev,
    read: snap,
  };
}
