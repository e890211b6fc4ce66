/**
 * The live page of a season circuit: a player found by the first letters of a name (accents and
 * case aside) with his results, the ones that count marked; the ranking; the seeds; the Masters.
 * Every text set with textContent.
 */
import type { CircuitLive } from "../contract/index";
import { el, nameSearch, type Typed, table, text } from "./dom";
import type { Frame } from "./league";
import { type PageLang, startsLike, word } from "./words";

const typed: Typed = { query: "" };

function search(data: CircuitLive, lang: PageLang): HTMLElement {
  return nameSearch(word(lang, "search"), word(lang, "whereHelp"), typed, (query, out) => {
    const found: HTMLElement[] = [];
    data.ranking.rows.forEach((row, i) => {
      const name = String(row[1]);
      if (found.length >= 5 || !startsLike(name, query)) return;
      const card = el("div", { class: "found" });
      card.append(text("p", name, "found-name"));
      card.append(text("p", word(lang, "rankLine", { rank: row[0]!, total: row[3]! }), "found-table"));
      const list = el("ul", { class: "results" });
      for (const [ti, points, counts] of data.results[i] ?? []) {
        const [id, day] = data.tournaments[ti] ?? ["", ""];
        const li = el("li", { class: counts ? "counts" : "muted" });
        li.textContent = `${word(lang, "resultLine", { tournament: id, day, points })} — ${word(lang, counts ? "counts" : "notCounted")}`;
        list.append(li);
      }
      card.append(list);
      found.push(card);
    });
    if (found.length === 0) out.append(text("p", word(lang, "noMatch")));
    out.append(...found);
  });
}

export function circuit(app: HTMLElement, data: CircuitLive, f: Frame): void {
  const lang = f.lang;
  const head = el("header", { class: "head" });
  head.append(text("h1", data.name), text("p", data.stamp, "muted"), ...f.head());
  app.append(head);
  app.append(search(data, lang));
  app.append(table("standings", data.title, data.ranking.head, data.ranking.rows));
  if (data.seeds.rows.length > 0)
    app.append(
      table(
        "seeds",
        word(lang, "seeds", { day: data.seeds.day }),
        [0, 1, 3].map((c) => data.ranking.head[c] ?? ""),
        data.seeds.rows,
      ),
    );
  if (data.masters) app.append(table("masters", data.masters.title, data.masters.head, data.masters.rows));
  app.append(f.footer());
}
