/** Building the page's elements: attributes and textContent only, never HTML from strings. */

export function el(tag: string, attrs: Record<string, string> = {}): HTMLElement {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

export function text(tag: string, value: string | number, cls = ""): HTMLElement {
  const e = el(tag, cls ? { class: cls } : {});
  e.textContent = String(value);
  return e;
}

/** A titled table in a scrolling box (a wide standings table scrolls inside, the page does not). */
export function table(cls: string, title: string, head: string[], rows: (string | number)[][]): HTMLElement {
  const box = el("section", { class: cls, "aria-labelledby": `${cls}-title` });
  const h = el("h2", { id: `${cls}-title` });
  h.textContent = title;
  const scroll = el("div", {
    class: "scroll",
    tabindex: "0",
    role: "region",
    "aria-labelledby": `${cls}-title`,
  });
  const t = el("table");
  const tr = el("tr");
  for (const c of head) tr.append(text("th", c));
  const thead = el("thead");
  thead.append(tr);
  const tbody = el("tbody");
  for (const r of rows) {
    const line = el("tr");
    for (const c of r) line.append(text("td", c));
    tbody.append(line);
  }
  t.append(thead, tbody);
  scroll.append(t);
  box.append(h, scroll);
  return box;
}

/** What was typed in a page's name search, kept from one refresh of the page to the next. */
export interface Typed {
  query: string;
}

/**
 * A search by the first letters of a name (« Où je joue ? », a player's results, a player's chart):
 * its title, its help, the field, and the answer `answer` puts in `out` for what is typed (nothing
 * while the field is blank), again at each key.
 */
export function nameSearch(
  title: string,
  help: string,
  typed: Typed,
  answer: (query: string, out: HTMLElement) => void,
): HTMLElement {
  const box = el("section", { class: "where", "aria-labelledby": "where-title" });
  const h = el("h2", { id: "where-title" });
  h.textContent = title;
  const label = el("label", { for: "who" });
  label.textContent = help;
  const input = el("input", {
    id: "who",
    type: "search",
    autocomplete: "off",
    spellcheck: "false",
  }) as HTMLInputElement;
  input.value = typed.query;
  const out = el("div", { id: "where-answer", "aria-live": "polite" });
  const show = (): void => {
    typed.query = input.value;
    out.replaceChildren();
    if (typed.query.trim() !== "") answer(typed.query, out);
  };
  input.addEventListener("input", show);
  show();
  box.append(h, label, input, out);
  return box;
}
