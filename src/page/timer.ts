/** The round's timer as the page shows it at a moment of the server's clock. */
import type { LiveTimer } from "../contract/index";

export interface TimerState {
  state: "idle" | "running" | "paused" | "expired";
  /** Time left (ms): counting down while running, frozen while paused, 0 once expired. */
  left: number;
}

export function timerState(timer: LiveTimer | null, serverNow: number): TimerState {
  if (timer === null) return { state: "idle", left: 0 };
  if (timer.endsAt !== null) {
    const left = timer.endsAt - serverNow;
    return left > 0 ? { state: "running", left } : { state: "expired", left: 0 };
  }
  if (timer.pausedRemaining !== null) return { state: "paused", left: Math.max(0, timer.pausedRemaining) };
  return { state: "idle", left: timer.durationMs };
}
