/// <reference lib="dom" />
/**
 * Minimal sidebar: one button that calls the server function `arbitrePing` through
 * google.script.run and shows the answer. (The UI issue replaces this file.)
 */

interface ScriptRun {
  withSuccessHandler(handler: (value: unknown) => void): ScriptRun;
  withFailureHandler(handler: (error: Error) => void): ScriptRun;
  arbitrePing(): void;
}

declare const google: { script: { run: ScriptRun } };

function byId(id: string): HTMLElement {
  const el = document.getElementById(id);
  if (el === null) throw new Error(`missing #${id}`);
  return el;
}

function show(text: string, isError: boolean): void {
  const answer = byId("answer");
  answer.textContent = text;
  answer.className = isError ? "error" : "";
}

function ping(): void {
  const button = byId("ping") as HTMLButtonElement;
  button.disabled = true;
  show("…", false);
  google.script.run
    .withSuccessHandler((value) => {
      button.disabled = false;
      const answer = value as { message?: unknown } | null;
      show(answer && typeof answer.message === "string" ? answer.message : JSON.stringify(value), false);
    })
    .withFailureHandler((error) => {
      button.disabled = false;
      show(error?.message ? error.message : String(error), true);
    })
    .arbitrePing();
}

byId("ping").addEventListener("click", ping);
