/**
 * The sidebar and the New-event dialog against a stubbed server: the real build/Sidebar.html in
 * Debian chromium, google.script.run answering fixed answers and recording every call (the
 * sidebar-*-stub tests; the kinds' server sides are checked elsewhere).
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll } from "vitest";
import type { CircuitState, EventState, LeagueState, SystemId, TarotState } from "../../src/contract/views";
import { type Chromium, launchChromium } from "./harness";

const SIDEBAR = "build/Sidebar.html";
const PAGE_URL = "http://arbitre.test/Sidebar.html";

/** The New-event dialog's Swiss-only fields (hidden for a league, a circuit, a Tarot duplicate). */
export const SWISS_FIELDS = [
  "ne-players",
  "ne-rounds",
  "ne-minutes",
  "ne-topcut",
  "ne-rounds-hint",
  "ne-ladder",
];

/**
 * Opens the built page with google.script.run answering from `answers` (function name → answers in
 * turn, the last one repeated); window.__calls records [name, args] of every call. An action,
 * arbitreAct(action, req), is named the tests' way: arbitre + the action capitalised, args [req].
 */
export async function openPage(
  chrome: Chromium,
  answers: Record<string, unknown[]>,
  view: "sidebar" | "new-event",
): Promise<Page> {
  const page = await chrome.context.newPage();
  await page.addInitScript(
    ([answers, view]) => {
      const w = window as unknown as Record<string, unknown>;
      if (view === "new-event") w.ARBITRE_VIEW = "new-event";
      const calls: [string, unknown[]][] = [];
      const served: Record<string, number> = {};
      w.__calls = calls;
      const runner = (ok: (v: unknown) => void): unknown =>
        new Proxy(
          {},
          {
            get(_t, name: string) {
              if (name === "withSuccessHandler") return (f: (v: unknown) => void) => runner(f);
              if (name === "withFailureHandler") return () => runner(ok);
              return (...called: unknown[]) => {
                // the tests' shorthand: arbitreAct("computeCircuit", req) is recorded and answered
                // as arbitreComputeCircuit(req)
                let args = called;
                if (name === "arbitreAct" && typeof called[0] === "string") {
                  const action = called[0];
                  name = `arbitre${action.charAt(0).toUpperCase()}${action.slice(1)}`;
                  args = called.slice(1);
                }
                calls.push([name, args]);
                const list = (answers as Record<string, unknown[]>)[name] ?? [null];
                const i = Math.min(served[name] ?? 0, list.length - 1);
                served[name] = i + 1;
                setTimeout(() => ok(list[i]), 0);
              };
            },
          },
        );
      w.google = { script: { run: runner(() => {}), host: { close() {} } } };
    },
    [answers, view] as const,
  );
  // served at a made-up address (init scripts do not run for setContent's about:blank)
  const html = readFileSync(SIDEBAR, "utf8");
  await page.route(PAGE_URL, (route) => route.fulfill({ body: html, contentType: "text/html" }));
  await page.goto(PAGE_URL);
  return page;
}

export async function calls(page: Page): Promise<[string, unknown[]][]> {
  return page.evaluate(() => (window as unknown as { __calls: [string, unknown[]][] }).__calls);
}

export async function visibleText(page: Page, selector: string): Promise<string> {
  const el = page.locator(selector).first();
  return (await el.isVisible()) ? ((await el.textContent()) ?? "").trim() : "";
}

export async function idle(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.body.hasAttribute("aria-busy"));
}

/** One browser for the tests of a describe block: launched before them, closed after; call it inside a test. */
export function useChromium(): () => Chromium {
  let chrome: Chromium | undefined;
  beforeAll(async () => {
    chrome = await launchChromium();
  });
  afterAll(async () => {
    await chrome?.close();
  });
  return () => {
    if (chrome === undefined) throw new Error("chromium is not launched yet");
    return chrome;
  };
}

/** What sets one kind's event apart in the sidebar's state (league, circuit, Tarot: no Swiss fields). */
export interface RoundlessEvent {
  id: string;
  kind: "league" | "circuit" | "tarot";
  name: string;
  system: SystemId;
  systemLabel: string;
  date: string;
  lang?: "fr" | "en";
  actions: EventState["actions"];
  players?: EventState["players"];
}

/**
 * The state the server sends for an event without rounds, the one event of the spreadsheet, of the
 * kind `e.kind`; `view` adds the kind's own part (`{ league }`, `{ circuit }`, `{ tarot }`).
 */
export function stateOfKind<S extends LeagueState | CircuitState | TarotState>(
  e: RoundlessEvent & { kind: S["kind"] },
  view: Partial<Omit<S, "kind">>,
): S {
  const { id, kind, name, system, systemLabel, date } = e;
  const state = {
    kind,
    version: "test",
    lang: e.lang ?? "fr",
    events: [{ id, name, system, date, current: true }],
    event: {
      id,
      kind,
      name,
      system,
      systemLabel,
      date,
      published: 0,
    },
    actions: e.actions,
    players: e.players ?? [],
    messages: [],
    publishHelp: "Fichier ▸ Partager ▸ Publier sur le Web…",
    undo: null,
    lastAction: null,
    ...view,
  };
  // the kind's own part is the caller's: the stub trusts it as the server would send it
  return state as unknown as S;
}
