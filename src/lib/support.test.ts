import { describe, expect, it } from 'vitest';
import { compareSupportQueue, firstResponseDue, isOverdue, nextSupportState, responseTargetText, supportPriorityFor } from './support';

describe('the support thread state machine', () => {
  it('answers an open request, reopens it on the member’s reply, and closes it', () => {
    expect(nextSupportState('open', 'staff_reply')).toEqual({ ok: true, state: 'answered' });
    expect(nextSupportState('answered', 'member_reply')).toEqual({ ok: true, state: 'open' });
    expect(nextSupportState('open', 'member_reply')).toEqual({ ok: true, state: 'open' });
    expect(nextSupportState('answered', 'staff_reply')).toEqual({ ok: true, state: 'answered' });
    expect(nextSupportState('answered', 'close')).toEqual({ ok: true, state: 'closed' });
  });

  it('keeps a closed thread closed', () => {
    expect(nextSupportState('closed', 'member_reply')).toEqual({ ok: false, message: 'This request is closed. Open a new request to write to us again.' });
    expect(nextSupportState('closed', 'staff_reply').ok).toBe(false);
    expect(nextSupportState('closed', 'close')).toEqual({ ok: false, message: 'This request is already closed.' });
  });
});

describe('support priority and targets', () => {
  it('makes Elite members and staff VIP, everyone else standard', () => {
    expect(supportPriorityFor('elite')).toBe('vip');
    expect(supportPriorityFor(false, true)).toBe('vip');
    expect(supportPriorityFor('premium')).toBe('standard');
    expect(supportPriorityFor('pivot')).toBe('standard');
    expect(supportPriorityFor(false)).toBe('standard');
  });

  it('dates the first answer from the target and marks it overdue only while unanswered', () => {
    const asked = new Date('2026-11-22T12:00:00Z');
    const due = firstResponseDue(asked, 4);
    expect(due.toISOString()).toBe('2026-11-22T16:00:00.000Z');
    const later = new Date('2026-11-22T16:00:01Z');
    expect(isOverdue({ status: 'open', firstRespondedAt: null, firstResponseDueAt: due }, later)).toBe(true);
    expect(isOverdue({ status: 'open', firstRespondedAt: null, firstResponseDueAt: due }, asked)).toBe(false);
    expect(isOverdue({ status: 'open', firstRespondedAt: asked, firstResponseDueAt: due }, later)).toBe(false);
    expect(isOverdue({ status: 'closed', firstRespondedAt: null, firstResponseDueAt: due }, later)).toBe(false);
  });

  it('words the target for the room', () => {
    expect(responseTargetText('vip', 4)).toBe('VIP: we answer within 4 hours');
    expect(responseTargetText('standard', 48)).toBe('Standard: we answer within 2 days');
    expect(responseTargetText('vip', 1)).toBe('VIP: we answer within 1 hour');
  });

  it('orders the queue VIP first, then by due time, then oldest', () => {
    const r = (id: string, priority: 'vip' | 'standard', due: string, created = '2026-11-20T00:00:00Z') => ({
      id,
      priority,
      firstResponseDueAt: due,
      createdAt: created,
    });
    const sorted = [
      r('std-early', 'standard', '2026-11-21T00:00:00Z'),
      r('vip-late', 'vip', '2026-11-23T00:00:00Z'),
      r('vip-early', 'vip', '2026-11-22T00:00:00Z', '2026-11-21T00:00:00Z'),
      r('vip-early-older', 'vip', '2026-11-22T00:00:00Z', '2026-11-19T00:00:00Z'),
    ]
      .sort(compareSupportQueue)
      .map((x) => x.id);
    expect(sorted).toEqual(['vip-early-older', 'vip-early', 'vip-late', 'std-early']);
  });
});
