import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SEED_NOW, seededTestDb } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { introductionRequests, pivotPlans, resumes, users } from '~/server/db/schema';
import { navigate } from '~/server/navigator/navigate';
import { eliteOverview } from './overview';
import { DEMO_ELITE_MEMBER, seedDemoEliteSuite } from './demo';

let handle: DbHandle;
beforeAll(async () => {
  handle = await seededTestDb();
}, 60_000);
afterAll(async () => handle?.close());

describe("the local demo's Elite services", () => {
  it('gives Omar a teacher’s resume whose paths include Instructional Designer, a plan for it and an open introduction, once', async () => {
    await seedDemoEliteSuite(handle.db, SEED_NOW);
    await seedDemoEliteSuite(handle.db, SEED_NOW);
    const [omar] = await handle.db.select().from(users).where(eq(users.email, DEMO_ELITE_MEMBER));
    const held = await handle.db.select().from(resumes).where(eq(resumes.userId, omar!.id));
    expect(held).toHaveLength(1);
    const paths = await navigate(handle.db, omar!.id, true, { source: { kind: 'resume', id: held[0]!.id }, currentTitle: '', includeOwnGroup: false });
    expect(paths.current?.code).toBe('25-2031.00');
    expect(paths.paths.some((p) => p.titles.includes('Instructional Designer'))).toBe(true);
    expect(await handle.db.select().from(pivotPlans).where(eq(pivotPlans.userId, omar!.id))).toHaveLength(1);
    expect(await handle.db.select().from(introductionRequests).where(eq(introductionRequests.userId, omar!.id))).toHaveLength(1);
    expect(await eliteOverview(handle.db, omar!.id, SEED_NOW)).toMatchObject({ openIntroductions: 1 });
  });
});
