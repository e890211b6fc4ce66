/// <reference lib="dom" />
/**
 * google.script for HTML served by the playground (sidebar, dialogs): injected before the page's own scripts.
 * google.script.run has one method per public top-level server function (as in Apps Script), plus
 * withSuccessHandler / withFailureHandler / withUserObject; each call POSTs {name, args} to /run and answers
 * asynchronously. Arguments and results travel as JSON, like Apps Script's own serialisation (no Date, no
 * functions: such an argument fails the call).
 */

interface PlaygroundConfig {
  functions: string[];
  /** Where calls go: "/run" (sidebar, dialogs), "/page/run" (the live page: web-app runs). */
  runUrl?: string;
}

type Handler = (value: unknown, userObject?: unknown) => void;

interface RunSettings {
  success?: Handler;
  failure?: Handler;
  userObject?: unknown;
}

interface RunResponse {
  ok: boolean;
  value?: unknown;
  error?: { name: string; message: string };
}

const playgroundConfig = (window as unknown as { __ARBITRE_PLAYGROUND__?: PlaygroundConfig })
  .__ARBITRE_PLAYGROUND__ ?? {
  functions: [],
};

function notifyParent(event: string, detail: Record<string, unknown> = {}): void {
  if (window.parent && window.parent !== window) {
    window.parent.postMessage({ source: "arbitre-playground", event, ...detail }, window.location.origin);
  }
}

function illegalValue(value: unknown, path: string): string | null {
  if (value === null || value === undefined) return null;
  const t = typeof value;
  if (t === "string" || t === "number" || t === "boolean") return null;
  if (t === "function" || t === "symbol" || t === "bigint") return path;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = illegalValue(value[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  if (Object.prototype.toString.call(value) !== "[object Object]") return path;
  for (const k of Object.keys(value as object)) {
    const bad = illegalValue((value as Record<string, unknown>)[k], `${path}.${k}`);
    if (bad) return bad;
  }
  return null;
}

function fail(settings: RunSettings, error: Error): void {
  if (settings.failure) settings.failure(error, settings.userObject);
  else console.error(error);
}

function invoke(name: string, args: unknown[], settings: RunSettings): void {
  const bad = illegalValue(args, "args");
  if (bad) {
    const error = new Error(`Failed due to illegal value in property: ${bad}`);
    setTimeout(() => fail(settings, error), 0);
    return;
  }
  notifyParent("run-start", { name });
  fetch(playgroundConfig.runUrl ?? "/run", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name, args }),
  })
    .then((r) => r.json() as Promise<RunResponse>)
    .then(
      (res) => {
        notifyParent("run-done", { name });
        if (res.ok) {
          if (settings.success) settings.success(res.value, settings.userObject);
        } else {
          const error = new Error(res.error?.message ?? "Error");
          error.name = res.error?.name ?? "ScriptError";
          fail(settings, error);
        }
      },
      (e: unknown) => {
        notifyParent("run-done", { name });
        fail(settings, new Error(`NetworkError: ${String(e)}`));
      },
    );
}

function makeRunner(settings: RunSettings): Record<string, unknown> {
  const runner: Record<string, unknown> = {
    withSuccessHandler: (f: Handler) => makeRunner({ ...settings, success: f }),
    withFailureHandler: (f: Handler) => makeRunner({ ...settings, failure: f }),
    withUserObject: (o: unknown) => makeRunner({ ...settings, userObject: o }),
  };
  for (const name of playgroundConfig.functions) {
    runner[name] = (...args: unknown[]): void => {
      invoke(name, args, settings);
    };
  }
  return runner;
}

const googleScript = {
  run: makeRunner({}),
  host: {
    origin: window.location.origin,
    close(): void {
      notifyParent("close");
    },
    setHeight(_height: number): void {},
    setWidth(_width: number): void {},
    editor: {
      focus(): void {
        notifyParent("focus-editor");
      },
    },
  },
  url: {
    getLocation(callback: (location: { hash: string; parameter: object; parameters: object }) => void): void {
      setTimeout(() => callback({ hash: "", parameter: {}, parameters: {} }), 0);
    },
  },
};

(window as unknown as { google: { script: typeof googleScript } }).google = { script: googleScript };
