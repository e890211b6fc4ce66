/** The document lock around every sidebar action (two organisers, two windows, a double click). */
const LOCK_WAIT_MS = 5000;

/** Runs `body` holding the document lock; `busy()` answers when another action holds it. */
export function withDocumentLock<T>(body: () => T, busy: () => T): T {
  const lock = LockService.getDocumentLock();
  if (!lock.tryLock(LOCK_WAIT_MS)) return busy();
  try {
    return body();
  } finally {
    lock.releaseLock();
  }
}
