/**
 * DOM helpers. Every text — names typed by organisers and players included — goes through
 * textContent: the sidebar never builds HTML from strings (a player named "<img onerror=…>" must
 * show as text).
 */

type Child = Node | string | null | undefined | false;

export interface Attrs {
  [name: string]: string | number | boolean | null | undefined | ((ev: Event) => void);
}

/** createElement with attributes (on… = listener, false/null = absent) and text or element children. */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const name of Object.keys(attrs)) {
    const value = attrs[name];
    if (value === undefined || value === null || value === false) continue;
    if (typeof value === "function") el.addEventListener(name.replace(/^on/, ""), value);
    else if (name === "text") el.textContent = String(value);
    else if (value === true) el.setAttribute(name, "");
    else el.setAttribute(name, String(value));
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return el;
}

export function byId<T extends HTMLElement = HTMLElement>(id: string): T {
  const el = document.getElementById(id);
  if (el === null) throw new Error(`missing #${id}`);
  return el as T;
}

/**
 * A text whose scores (« 3–1 ») and French high punctuation (« Marc : », « 3–1 ; ») never break
 * across lines: each with the word before it in a `<span class="nowrap">` (the text itself
 * unchanged), so that a narrow sidebar never shows « 3– » at a line's end and « 1 » on the next, nor
 * a line that starts with « ; ».
 */
export function unbrokenScores(text: string): Child[] {
  return text
    .split(/(\d+–\d+(?: [;:!?])?|\S+ [;:!?](?=\s|$))/)
    .map((part, i) => (i % 2 === 1 ? h("span", { class: "nowrap" }, part) : part));
}

/** Replaces an element's children. */
export function fill(el: Element, ...children: Child[]): void {
  while (el.firstChild) el.removeChild(el.firstChild);
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    el.appendChild(typeof child === "string" ? document.createTextNode(child) : child);
  }
}

export function setText(el: Element, text: string): void {
  if (el.textContent !== text) el.textContent = text;
}

/** Sets an element's text and hides it when there is none. */
export function showText(el: HTMLElement, text: string): void {
  setText(el, text);
  el.hidden = text === "";
}

/**
 * Rebuilds a <select>'s options (value = text = each name) keeping the current choice when it is
 * still offered; an empty list shows one disabled placeholder option.
 */
export function setOptions(select: HTMLSelectElement, names: string[], emptyText: string): void {
  const previous = select.value;
  // an empty list is never "the same": the placeholder option must be there
  const same =
    names.length > 0 &&
    select.options.length === names.length &&
    names.every((n, i) => select.options[i]?.value === n);
  if (!same) {
    fill(select, ...names.map((n) => h("option", { value: n, text: n })));
    if (names.length === 0) select.appendChild(h("option", { value: "", text: emptyText, disabled: true }));
  }
  if (names.includes(previous)) select.value = previous;
  else if (names.length === 0) select.value = "";
}
