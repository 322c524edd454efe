import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb } from '~/server/testing/test-db';
import { SEED_NOW } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { coachingSlots } from '~/server/db/schema';
import { hasNotice } from '~/lib/coaching';
import { seedDemoCoachingSlots } from './demo';

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(async () => handle?.close());

describe('the local demo coaching slots', () => {
  it('are bookable future slots, added once, and again once they have all passed', async () => {
    const added = await seedDemoCoachingSlots(handle.db, SEED_NOW);
    expect(added).toBeGreaterThan(0);
    expect(await seedDemoCoachingSlots(handle.db, SEED_NOW)).toBe(0);
    const rows = await handle.db.select().from(coachingSlots);
    expect(rows).toHaveLength(added);
    expect(rows.every((r) => hasNotice(r.startsAt, SEED_NOW))).toBe(true);

    const monthLater = new Date(SEED_NOW.getTime() + 30 * 86_400_000);
    expect(await seedDemoCoachingSlots(handle.db, monthLater)).toBe(added);
  });
});
