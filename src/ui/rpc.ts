/**
 * google.script.run as promises. Apps Script calls are asynchronous and answer through
 * withSuccessHandler / withFailureHandler; the playground provides the same object (a shim that
 * POSTs to its /run endpoint). Typed by the contract (src/contract/api.ts): a call with a wrong
 * function name or request shape does not compile. Every action goes through `act(action, req)`.
 */
import type {
  ActionName,
  ActionRequests,
  ActionResult,
  Args,
  Result,
  ServerFunction,
} from "../contract/index";

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
export function call<K extends ServerFunction>(name: K, ...args: Args<K>): Promise<Result<K>> {
  return new Promise<Result<K>>((resolve, reject) => {
    const g = googleScript();
    if (g === null) {
      reject(new RpcError("google.script.run is not available"));
      return;
    }
    const runner = g.script.run
      .withSuccessHandler((value) => resolve(value as Result<K>))
      .withFailureHandler((error) => reject(new RpcError(errorText(error))));
    const fn = runner[name];
    if (typeof fn !== "function") {
      reject(new RpcError(`google.script.run.${name} is missing`));
      return;
    }
    (fn as (...a: unknown[]) => void).apply(runner, args);
  });
}

/** Runs one action on the server (arbitreAct): the request typed by the action's name. */
export function act<A extends ActionName>(action: A, req: ActionRequests[A]): Promise<ActionResult> {
  return call("arbitreAct", action, req);
}

/** One action call: the action and its request, matched. */
export type ActionCall = { [A in ActionName]: { action: A; req: ActionRequests[A] } }[ActionName];

export function callAction(call: ActionCall): Promise<ActionResult> {
  return act(call.action, call.req);
}

/** The same call, confirmed by the organiser (the server asked: ActionResult.confirm). */
export function confirmed(call: ActionCall): ActionCall {
  return { action: call.action, req: { ...call.req, confirm: true } } as ActionCall;
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
