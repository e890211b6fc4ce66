/**
 * Undo of a Publish whose undo copy was saved by an older version (values only, no number formats)
 * still writes a date typed in the Public tab back as a date — the same instant — never as its text.
 */
import { describe, expect, it } from "vitest";
import { enterResults, newEvent } from "./helpers";

describe.each(["Europe/Paris", "Asia/Tokyo"])("Undo of an older Publish, in %s", (timeZone) => {
  it("a date and time typed in the Public tab comes back as the same date", () => {
    const ev = newEvent({ system: "confrerie", players: 9, timeZone });
    expect(ev.call("arbitreGenerateRound", { expectedRound: 1 }).ok).toBe(true);
    enterResults(ev);
    expect(ev.call("arbitrePublish", {}).ok).toBe(true);
    const pub = ev.state().event.tabs.public as string;
    ev.b.standin.write(`'${pub}'!H3`, [["2026-03-14 14:30"]]);
    const typed = ev.b.standin.probe(`'${pub}'!H3`).value;
    expect(typed).toBeInstanceOf(Date);
    expect(ev.call("arbitrePublish", {}).ok).toBe(true);
    // the undo record as an older version saved it: no formats
    const store = ev.b.standin.properties.document.data;
    const key = [...store.keys()].find((k) => (store.get(k) ?? "").includes('"formats":true'))!;
    store.set(key, store.get(key)!.replace(',"formats":true', "").replace('"formats":true,', ""));
    const r = ev.call("arbitreUndoLastAction", { confirm: true });
    expect(r.ok, r.error).toBe(true);
    const back = ev.b.standin.probe(`'${pub}'!H3`).value;
    expect(back).toBeInstanceOf(Date);
    expect((back as Date).getTime()).toBe((typed as Date).getTime());
  });
});
