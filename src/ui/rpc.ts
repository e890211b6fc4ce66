/**
 * google.script.run as promises. Apps Script calls are asynchronous and answer through
 * withSuccessHandler / withFailureHandler; the playground provides the same object (a shim that
 * POSTs to its /run endpoint).
 */

interface ScriptRun {
  withSuccessHandler(handler: (value: unknown) => void): ScriptRun;
  withFailureHandler(handler: (error: unknown) => void): ScriptRun;
  [name: string]: unknown;
}

interface GoogleScript {
  script: { run: ScriptRun; host?: { close(): void } };
}

function googleScript(): GoogleScript | null {
  const g = (window as unknown as { google?: GoogleScript }).google;
  return g?.script?.run ? g : null;
}

/** The message of whatever a failure handler received. */
export function errorText(error: unknown): string {
  if (error && typeof error === "object" && "message" in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === "string" && message !== "") return message;
  }
  return String(error);
}

export class RpcError extends Error {}

/** Calls the server function `name` with `args`; rejects with RpcError on a server exception. */
export function call<T>(name: string, ...args: unknown[]): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const g = googleScript();
    if (g === null) {
      reject(new RpcError("google.script.run is not available"));
      return;
    }
    const runner = g.script.run
      .withSuccessHandler((value) => resolve(value as T))
      .withFailureHandler((error) => reject(new RpcError(errorText(error))));
    const fn = runner[name];
    if (typeof fn !== "function") {
      reject(new RpcError(`google.script.run.${name} is missing`));
      return;
    }
    (fn as (...a: unknown[]) => void).apply(runner, args);
  });
}

/** Closes the dialog (google.script.host.close); false when there is no host (a plain page). */
export function closeHost(): boolean {
  const g = googleScript();
  const host = g?.script.host;
  if (host && typeof host.close === "function") {
    host.close();
    return true;
  }
  return false;
}
