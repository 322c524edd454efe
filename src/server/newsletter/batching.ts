/**
 * The newsletter's pace and how a failed send is read: pure, so the rules are tested on their own
 * (batching.test.ts) and the sender (send.ts) only applies them.
 */

export interface Pace {
  /** Recipients read and sent per batch. */
  batchSize: number;
  /** At most this many messages a second (the mail provider's limit). */
  ratePerSecond: number;
}

/** How long to wait after a batch of `sent` messages that took `elapsedMs`, so the pace stays within the rate. */
export function pauseAfterBatch(sent: number, elapsedMs: number, ratePerSecond: number): number {
  if (sent <= 0) return 0;
  return Math.max(0, Math.ceil((sent * 1000) / ratePerSecond - elapsedMs));
}

/** The batches `total` recipients take, and the least time the rate allows for them (ms). */
export function sendPlan(total: number, pace: Pace): { batches: number; minimumMs: number } {
  return { batches: Math.ceil(total / pace.batchSize), minimumMs: Math.ceil((total * 1000) / pace.ratePerSecond) };
}

/**
 * What a send that threw means for its recipient:
 * - "rejected": the mail server refused this address for good (a 5xx answer): failed, go on;
 * - "not-sent": the message never reached a server (no connection, DNS, login): it can go again later;
 * - "unknown": anything else (the connection dropped mid-message, a crash): it may have been
 *   delivered, so it is never sent again (counted failed) and the run stops.
 */
export type SendFailure = 'rejected' | 'not-sent' | 'unknown';

export function classifySendError(error: unknown): SendFailure {
  const e = (error ?? {}) as { responseCode?: unknown; code?: unknown };
  if (typeof e.responseCode === 'number' && e.responseCode >= 500 && e.responseCode < 600) return 'rejected';
  if (e.code === 'ECONNECTION' || e.code === 'EDNS' || e.code === 'EAUTH' || e.code === 'ECONNREFUSED') return 'not-sent';
  return 'unknown';
}
