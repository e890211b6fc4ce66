/** The document lock around every sidebar action (two organisers, two windows, a double click). */

/**
 * How long a request waits for another to finish. An action the organiser clicked waits long
 * (a big Check and compute takes seconds); the sidebar's periodic refresh waits briefly and, when
 * busy, skips its turn, so that it never keeps an organiser's action waiting for long.
 */
export const LOCK_WAIT_MS = { action: 30000, refresh: 1000 } as const;

/**
 * Runs `body` holding the document lock; `busy()` answers when another request holds it beyond
 * `waitMs`. What the body wrote is flushed before the lock is released (the Lock reference: call
 * SpreadsheetApp.flush() before releasing the lock when working with a spreadsheet), so that the
 * next holder reads it.
 */
export function withDocumentLock<T>(body: () => T, busy: () => T, waitMs: number = LOCK_WAIT_MS.action): T {
  const lock = LockService.getDocumentLock();
  if (!lock.tryLock(waitMs)) return busy();
  try {
    return body();
  } finally {
    try {
      SpreadsheetApp.flush();
    } finally {
      lock.releaseLock();
    }
  }
}
