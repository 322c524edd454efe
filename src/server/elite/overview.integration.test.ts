import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import eliteFn from '@functions/elite-services.mts';
import { createTestDb } from '~/server/testing/test-db';
import { call, installRuntime, newMember, type TestClock } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { coachingBookings, coachingSlots, introductionRequests, savedSearches, supportRequests } from '~/server/db/schema';

let handle: DbHandle;
let clock: TestClock;
beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(async () => {
  await handle?.close();
});
beforeEach(() => {
  ({ clock } = installRuntime(handle.db));
});

describe('the Elite dashboard’s figures', () => {
  it('counts what is waiting in each service for this member only, and names the next coaching session', async () => {
    const me = await newMember('elite');
    const other = await newMember('elite');
    const now = clock.now();
    const hour = 3600_000;
    const filters = { location: [], title: [], company: [] };
    await handle.db.insert(savedSearches).values([
      { userId: me.id, name: 'Analyst jobs', skills: ['SQL'], filters, alertsOn: true },
      { userId: me.id, name: 'Quiet one', skills: ['SQL'], filters, alertsOn: false },
      { userId: other.id, name: 'Not mine', skills: ['SQL'], filters },
    ]);
    await handle.db.insert(introductionRequests).values([
      { userId: me.id, company: 'Acme', role: 'Analyst', why: 'I know their stack well.', status: 'in_progress' },
      { userId: me.id, company: 'Beta', role: 'Analyst', why: 'I know their stack well.', status: 'introduced' },
    ]);
    await handle.db.insert(supportRequests).values([
      { userId: me.id, subject: 'Invoice', priority: 'vip', firstResponseDueAt: new Date(now.getTime() + 4 * hour) },
      { userId: me.id, subject: 'Old', priority: 'vip', status: 'closed', firstResponseDueAt: now },
    ]);
    const [later, sooner, past] = await handle.db
      .insert(coachingSlots)
      .values([
        { coachName: 'Ada', startsAt: new Date(now.getTime() + 72 * hour), durationMinutes: 45, timeZone: 'UTC' },
        { coachName: 'Grace', startsAt: new Date(now.getTime() + 48 * hour), durationMinutes: 45, timeZone: 'UTC' },
        { coachName: 'Old', startsAt: new Date(now.getTime() - 48 * hour), durationMinutes: 45, timeZone: 'UTC' },
      ])
      .returning();
    await handle.db.insert(coachingBookings).values([
      { slotId: later!.id, userId: me.id },
      { slotId: sooner!.id, userId: me.id },
      { slotId: past!.id, userId: me.id },
    ]);

    const res = await call(eliteFn, '/api/elite/services', { cookie: me.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      savedSearches: 2,
      alertsOn: 1,
      openIntroductions: 1,
      openSupport: 1,
      nextCoaching: { startsAt: sooner!.startsAt.toISOString(), coachName: 'Grace' },
      vipSupportTarget: 'VIP: we answer within 4 hours',
    });
  });
});
