/**
 * The live page (served by doGet, src/addon/page.ts). It starts from the snapshot the server put
 * in ARBITRE_BOOT, counts the round down from the server's clock (a phone whose clock is wrong
 * still shows the right time left), and while visible asks the server again every 60 s
 * (arbitreLiveData), waiting longer after each failure. Every text is set with textContent.
 * `screen`: the room's screen (a full-screen countdown, the pairings scrolling beneath).
 */
import type { LiveAnswer, SwissLive } from "../contract/index";
import { circuit } from "./circuit";
import { el, nameSearch, type Typed, table, text } from "./dom";
import { league } from "./league";
import { tarot } from "./tarot";
import { timerState } from "./timer";
import { clock, type PageLang, startsLike, word } from "./words";

interface Boot {
  token: string;
  screen: boolean;
  lang: string;
  answer: LiveAnswer;
}

const boot = (window as unknown as { ARBITRE_BOOT: Boot }).ARBITRE_BOOT;
const REFRESH_MS = 60_000;
const MAX_WAIT_MS = 600_000;

let answer: LiveAnswer = boot.answer;
/** Server time minus phone time, from the last answer. */
let offset = answer.serverNow - Date.now();
let lang: PageLang = pickLang();
let wait = REFRESH_MS;
let lastAsked = Date.now();
let failed = false;
const typed: Typed = { query: "" };
let timerId: number | undefined;

function pickLang(): PageLang {
  if (boot.lang === "fr" || boot.lang === "en") return boot.lang;
  if (answer.ok) return answer.data.lang;
  return /^fr/i.test(navigator.language) ? "fr" : "en";
}

function now(): number {
  return Date.now() + offset;
}

function hhmm(ms: number): string {
  const d = new Date(ms);
  return `${String(d.getHours()).padStart(2, "0")}:${String(d.getMinutes()).padStart(2, "0")}`;
}

function langSwitch(): HTMLElement {
  const b = el("button", { class: "lang", type: "button", lang: lang === "fr" ? "en" : "fr" });
  b.textContent = word(lang, "lang");
  b.setAttribute("aria-label", word(lang, "langLabel"));
  b.addEventListener("click", () => {
    lang = lang === "fr" ? "en" : "fr";
    render();
  });
  return b;
}

function countdown(data: SwissLive): HTMLElement {
  const box = el("section", { class: "timer", "aria-labelledby": "timer-title" });
  const title = el("h2", { id: "timer-title", class: "timer-title" });
  const big = el("p", { id: "countdown", class: "countdown", role: "timer" });
  const note = el("p", { class: "timer-note" });
  box.append(title, big, note);
  const tick = (): void => {
    const s = timerState(data.timer, now());
    box.dataset.state = s.state;
    title.textContent =
      s.state === "expired"
        ? word(lang, "expired")
        : s.state === "paused"
          ? word(lang, "paused")
          : s.state === "idle"
            ? word(lang, "notStarted")
            : word(lang, "timeLeft");
    big.textContent = s.state === "idle" ? clock(data.timer?.durationMs ?? 0) : clock(s.left);
    note.textContent =
      s.state === "running" && data.timer?.endLabel
        ? word(lang, "endsAt", { time: data.timer.endLabel })
        : "";
  };
  tick();
  if (timerId !== undefined) window.clearInterval(timerId);
  timerId = window.setInterval(tick, 1000);
  return box;
}

/** « Où je joue ? »: the first letters of a name, accents and case aside → table, opponent, why. */
function where(data: SwissLive): HTMLElement {
  return nameSearch(word(lang, "where"), word(lang, "whereHelp"), typed, (query, out) => {
    const found: HTMLElement[] = [];
    for (const [tableNo, a, b, why] of data.pairings)
      for (const [me, them] of [
        [a, b],
        [b, a],
      ] as [string, string][]) {
        if (me === "" || !startsLike(me, query)) continue;
        const card = el("div", { class: "found" });
        card.append(text("p", me, "found-name"));
        if (them === "") card.append(text("p", word(lang, "bye")));
        else {
          card.append(text("p", word(lang, "table", { table: tableNo }), "found-table"));
          card.append(text("p", word(lang, "against", { name: them })));
          if (why) card.append(text("p", word(lang, "why", { why }), "found-why"));
        }
        found.push(card);
      }
    if (found.length === 0) out.append(text("p", word(lang, "noMatch")));
    out.append(...found.slice(0, 6));
  });
}

function pairings(data: SwissLive): HTMLElement {
  const rows = data.pairings.map(([t, a, b]) => [
    b === "" ? "—" : t,
    a,
    b === "" ? word(lang, "byeShort") : b,
  ]);
  return table(
    "pairings",
    word(lang, "pairings"),
    [word(lang, "colTable"), word(lang, "colPlayer"), word(lang, "colOpponent")],
    rows,
  );
}

function standings(data: SwissLive): HTMLElement {
  const s = data.standings;
  const box = table("standings", s.title, s.head, s.rows);
  if (s.total !== undefined) box.append(text("p", `${s.rows.length} / ${s.total}`, "note"));
  return box;
}

function bracket(data: SwissLive): HTMLElement | null {
  if (data.bracket.length === 0) return null;
  const box = el("section", { class: "bracket", "aria-labelledby": "bracket-title" });
  const h = el("h2", { id: "bracket-title" });
  h.textContent = word(lang, "bracket");
  box.append(h);
  for (const stage of data.bracket) {
    box.append(text("h3", stage.label));
    const list = el("ul");
    for (const [t, a, b, sa, sb, winner] of stage.games) {
      const li = el("li");
      li.append(text("span", `${t}. `, "muted"));
      li.append(text(winner === a ? "strong" : "span", `${a} (${sa})`));
      li.append(text("span", " – ", "muted"));
      li.append(text(winner === b ? "strong" : "span", `${b} (${sb})`));
      list.append(li);
    }
    box.append(list);
  }
  return box;
}

function footer(): HTMLElement {
  const f = el("footer", { class: "foot", "aria-live": "polite" });
  f.append(text("p", word(lang, "updated", { time: hhmm(answer.serverNow) })));
  if (failed) f.append(text("p", word(lang, "offline", { seconds: Math.round(wait / 1000) }), "warn"));
  return f;
}

function swiss(app: HTMLElement, data: SwissLive): void {
  const head = el("header", { class: "head" });
  head.append(
    text("h1", data.name),
    text("p", data.state, "state"),
    text("p", data.dateLine, "muted"),
    langSwitch(),
  );
  app.append(head);
  if (data.timer !== null) app.append(countdown(data));
  if (boot.screen) {
    // between rounds the room's screen shows the standings, scrolling as the pairings do
    app.append(data.pairings.length > 0 ? pairings(data) : standings(data));
    app.append(footer());
    return;
  }
  if (data.pairings.length > 0) app.append(where(data));
  if (data.formUrl !== "") {
    const a = el("a", { class: "form", href: data.formUrl, target: "_blank", rel: "noopener noreferrer" });
    a.textContent = word(lang, "form");
    app.append(a);
  }
  if (data.pairings.length > 0) app.append(pairings(data));
  const b = bracket(data);
  if (b) app.append(b);
  app.append(standings(data), footer());
}

function render(): void {
  const app = document.getElementById("app")!;
  const focused = document.activeElement?.id;
  app.replaceChildren();
  document.documentElement.lang = lang;
  // the room's screen is a Swiss round's countdown; the other kinds show their page as it is
  document.body.classList.toggle("screen", boot.screen && answer.ok && answer.data.kind === "swiss");
  if (!answer.ok) {
    if (timerId !== undefined) window.clearInterval(timerId);
    app.append(text("h1", "Arbitre"), text("p", word(lang, "unknown")));
    document.title = "Arbitre";
    return;
  }
  document.title = `${answer.data.name} — ${word(lang, "title")}`;
  const frame = { lang, head: () => [langSwitch()], footer };
  if (answer.data.kind !== "swiss" && timerId !== undefined) window.clearInterval(timerId);
  if (answer.data.kind === "league") league(app, answer.data, frame, render);
  else if (answer.data.kind === "circuit") circuit(app, answer.data, frame);
  else if (answer.data.kind === "tarot") tarot(app, answer.data, frame);
  else swiss(app, answer.data);
  if (focused) document.getElementById(focused)?.focus();
  if (boot.screen) scrollPairings();
}

/** The room's screen: the pairings (or the standings) scroll slowly, and start again at the top. */
let scroller: number | undefined;
function scrollPairings(): void {
  if (scroller !== undefined) window.clearInterval(scroller);
  const box = document.querySelector<HTMLElement>("main .scroll");
  if (!box) return;
  let pause = 0;
  scroller = window.setInterval(() => {
    if (pause > 0) {
      pause--;
      return;
    }
    if (box.scrollTop + box.clientHeight >= box.scrollHeight - 1) {
      box.scrollTop = 0;
      pause = 60;
    } else box.scrollTop += 1;
  }, 50);
}

interface Run {
  withSuccessHandler(f: (v: LiveAnswer) => void): Run;
  withFailureHandler(f: (e: unknown) => void): Run;
  arbitreLiveData(token: string): void;
}

function ask(): void {
  const g = (window as unknown as { google?: { script?: { run?: Run } } }).google;
  const run = g?.script?.run;
  lastAsked = Date.now();
  if (!run) {
    schedule();
    return;
  }
  run
    .withSuccessHandler((a) => {
      answer = a;
      offset = a.serverNow - Date.now();
      failed = false;
      wait = REFRESH_MS;
      render();
      schedule();
    })
    .withFailureHandler(() => {
      failed = true;
      wait = Math.min(wait * 2, MAX_WAIT_MS);
      render();
      schedule();
    })
    .arbitreLiveData(boot.token);
}

let next: number | undefined;
function schedule(): void {
  if (next !== undefined) window.clearTimeout(next);
  next = window.setTimeout(() => {
    if (document.visibilityState === "visible") ask();
    else next = undefined;
  }, wait);
}

document.addEventListener("visibilitychange", () => {
  if (document.visibilityState === "visible" && Date.now() - lastAsked >= wait) ask();
  else if (document.visibilityState === "visible" && next === undefined) schedule();
});

render();
if (answer.ok) schedule();
