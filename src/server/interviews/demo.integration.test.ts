import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { SEED_NOW, seededTestDb } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { assessmentResults, interviewSessions, trackedJobContacts, trackedJobs, users } from '~/server/db/schema';
import { formatInterview } from '~/lib/tracker';
import { progressSummary } from '~/server/progress/summary';
import { assessmentHistory } from '~/server/assessment/takes';
import { DEMO_SUITE_MEMBER, seedDemoInterviewSuite } from './demo';

let handle: DbHandle;
beforeAll(async () => {
  handle = await seededTestDb();
}, 60_000);
afterAll(async () => handle?.close());

describe("the local demo's interview suite", () => {
  it('gives Sam two coached mock interviews that improve, an assessment and a job at interview, once', async () => {
    await seedDemoInterviewSuite(handle.db, SEED_NOW);
    await seedDemoInterviewSuite(handle.db, SEED_NOW);
    const [sam] = await handle.db.select().from(users).where(eq(users.email, DEMO_SUITE_MEMBER));
    expect(await handle.db.select().from(interviewSessions).where(eq(interviewSessions.userId, sam!.id))).toHaveLength(2);
    const takes = await handle.db.select().from(assessmentResults).where(eq(assessmentResults.userId, sam!.id));
    expect(takes.map((t) => t.primaryType)).toEqual([2]); // the Helper, as a teacher's take reads
    // A take that uses the scale: ranked, spread out, leaning toward the role Sam practises for.
    const { latest: result } = await assessmentHistory(handle.db, sam!.id);
    expect(result!.flat).toBeNull();
    expect(result!.target).toMatchObject({ title: 'Instructional Coordinators', source: 'interview' });
    expect(result!.fits[0]!.fit - result!.fits.at(-1)!.fit).toBeGreaterThan(2);
    expect(result!.fits.some((f) => f.inTargetField)).toBe(true);
    expect(await handle.db.select().from(trackedJobContacts).where(eq(trackedJobContacts.userId, sam!.id))).toHaveLength(1);

    // The interview is booked in office hours on Sam's clock, whatever hour the stack was started.
    const [job] = await handle.db.select().from(trackedJobs).where(eq(trackedJobs.userId, sam!.id));
    expect(formatInterview(job!.interviewAt!.toISOString(), 'America/New_York')).toMatch(/, 10:00 AM E[SD]T$/);
    expect(job!.interviewAt!.getTime()).toBeGreaterThan(SEED_NOW.getTime());

    const progress = await progressSummary(handle.db, sam!.id, SEED_NOW);
    expect(progress.totals).toMatchObject({ sessions: 2, answers: 2, applications: 1, assessments: 1 });
    const [first, latest] = progress.starScores;
    expect(latest!.averageScore).toBeGreaterThan(first!.averageScore + 30);
  });
});
