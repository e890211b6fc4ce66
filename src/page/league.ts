/**
 * The live page of a team league: the next matchday (its matches, dates and hosts), a team's own
 * view, the standings (provisional while a match is incomplete), the calendar with every score, and
 * the Elo ladder's top 20. Every text set with textContent.
 */
import type { LeagueLive } from "../contract/index";
import { el, table, text } from "./dom";
import { type PageLang, word } from "./words";

export interface Frame {
  lang: PageLang;
  head(): HTMLElement[];
  footer(): HTMLElement;
}

let team = "";

function next(data: LeagueLive, lang: PageLang): HTMLElement {
  const box = el("section", { class: "next", "aria-labelledby": "next-title" });
  const h = el("h2", { id: "next-title" });
  h.textContent = word(lang, "nextTitle");
  box.append(h);
  if (data.next === 0) {
    box.append(text("p", word(lang, "seasonOver")));
    return box;
  }
  box.append(text("p", word(lang, "matchday", { round: data.next }), "state"));
  const list = el("ul", { class: "matches" });
  for (const [round, home, score, away, day, leg, host] of data.calendar.rows) {
    if (round !== data.next || (team !== "" && home !== team && away !== team)) continue;
    const li = el("li");
    li.append(text("p", `${home} – ${away}`, "found-name"));
    const line = [day, leg, word(lang, "host", { host }), score].filter((x) => x !== "").join(" · ");
    li.append(text("p", line, "muted"));
    list.append(li);
  }
  box.append(list);
  return box;
}

function teamPicker(data: LeagueLive, lang: PageLang, redraw: () => void): HTMLElement {
  const box = el("div", { class: "where" });
  const label = el("label", { for: "team" });
  label.textContent = word(lang, "team");
  const select = el("select", { id: "team" }) as HTMLSelectElement;
  const all = el("option", { value: "" });
  all.textContent = word(lang, "allTeams");
  select.append(all);
  for (const name of data.teams) {
    const o = el("option", { value: name }) as HTMLOptionElement;
    o.textContent = name;
    o.selected = name === team;
    select.append(o);
  }
  select.addEventListener("change", () => {
    team = select.value;
    redraw();
  });
  box.append(label, select);
  return box;
}

export function league(app: HTMLElement, data: LeagueLive, f: Frame, redraw: () => void): void {
  const lang = f.lang;
  const head = el("header", { class: "head" });
  head.append(text("h1", data.name), text("p", data.stamp, "muted"), ...f.head());
  app.append(head);
  if (data.teams.length > 0) app.append(teamPicker(data, lang, redraw));
  app.append(next(data, lang));
  const standings = table("standings", word(lang, "teamStandings"), data.standings.head, data.standings.rows);
  if (data.provisional !== "") standings.append(text("p", data.provisional, "warn"));
  app.append(standings);
  const rows = data.calendar.rows.filter(([, home, , away]) => team === "" || home === team || away === team);
  app.append(table("calendar", word(lang, "calendar"), data.calendar.head, rows));
  if (data.ladder.rows.length > 0)
    app.append(table("ladder", word(lang, "ladder"), data.ladder.head, data.ladder.rows));
  app.append(f.footer());
}
