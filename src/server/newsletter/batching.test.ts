import { describe, expect, it } from 'vitest';
import { classifySendError, pauseAfterBatch, sendPlan } from './batching';

describe('the newsletter pace', () => {
  it('waits after a batch only as long as the rate needs', () => {
    // 50 messages at 10 a second take at least 5 s: after 1.2 s of sending, 3.8 s to wait.
    expect(pauseAfterBatch(50, 1200, 10)).toBe(3800);
    // Slower than the rate already: no wait.
    expect(pauseAfterBatch(50, 6000, 10)).toBe(0);
    expect(pauseAfterBatch(0, 0, 10)).toBe(0);
  });

  it('plans the batches and the least time for an audience', () => {
    expect(sendPlan(101, { batchSize: 50, ratePerSecond: 10 })).toEqual({ batches: 3, minimumMs: 10_100 });
    expect(sendPlan(0, { batchSize: 50, ratePerSecond: 10 })).toEqual({ batches: 0, minimumMs: 0 });
  });

  it('reads a failed send: refused for good, never sent, or unknown', () => {
    expect(classifySendError(Object.assign(new Error('550 no such user'), { code: 'EENVELOPE', responseCode: 550 }))).toBe('rejected');
    expect(classifySendError(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' }))).toBe('not-sent');
    expect(classifySendError(Object.assign(new Error('421 try later'), { code: 'EENVELOPE', responseCode: 421 }))).toBe('unknown');
    expect(classifySendError(new Error('socket closed mid-message'))).toBe('unknown');
    expect(classifySendError(undefined)).toBe('unknown');
  });
});
