import { eq, sql } from 'drizzle-orm';
import demo from '@content/demo/elite-member.json';
import { newResumeSchema } from '~/lib/resume';
import { newTrackedJobSchema } from '~/lib/tracker';
import type { Db } from '~/server/db/client';
import { resumes, users } from '~/server/db/schema';
import { requestIntroduction } from '~/server/introductions/requests';
import { createPlan } from '~/server/planner/plans';
import { createResume } from '~/server/resume-builder/resumes';
import { addTrackedJob } from '~/server/tracker/jobs';

/** The demo Elite member whose navigator, planner and introductions `npm start` fills in. */
export const DEMO_ELITE_MEMBER = 'omar.elite@demo.careerpivot.local';

/**
 * The local demo's Elite services for Omar (content/demo/elite-member.json): a builder resume the
 * navigator reads, a pivot plan for the path it leads to, and a tracked job with an introduction
 * request. Run by the local stack, once: nothing is added when Omar already has a resume.
 */
export async function seedDemoEliteSuite(db: Db, now: Date): Promise<void> {
  const [omar] = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_ELITE_MEMBER))
    .limit(1);
  if (!omar) return;
  const [held] = await db.select({ id: resumes.id }).from(resumes).where(eq(resumes.userId, omar.id)).limit(1);
  if (held) return;

  const resume = await createResume(db, omar.id, newResumeSchema.parse(demo.resume), now);
  await createPlan(db, omar.id, { source: { kind: 'resume', id: resume.id }, currentTitle: demo.currentTitle, code: demo.planOccupation }, now);
  const job = await addTrackedJob(db, omar.id, newTrackedJobSchema.parse(demo.job), now);
  await requestIntroduction(db, omar, { trackedJobId: job.id, company: demo.job.company, role: demo.job.title, why: demo.introductionWhy }, now);
}
