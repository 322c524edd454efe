import { eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { interviewSessions, trackedJobs, users } from '~/server/db/schema';
import { QUESTIONNAIRE_VERSION } from '~/lib/assessment';
import { relevanceOf } from '~/lib/star';
import { saveTake } from '~/server/assessment/takes';
import { answerQuestion, startInterview } from './sessions';
import { addContact } from '~/server/tracker/contacts';
import { addDays, parseWallTime, zonedToUtc } from '~/lib/coaching';

const DAY = 86_400_000;
/** The demo Premium member whose interview suite `npm start` fills in. */
export const DEMO_SUITE_MEMBER = 'sam.premium@demo.careerpivot.local';

/** Where and when the demo interview is booked: office hours on an American clock, not whatever hour the stack started. */
export const DEMO_INTERVIEW = { daysOn: 3, time: '10:00', timeZone: 'America/New_York' } as const;

/** The demo interview: DEMO_INTERVIEW.time in its zone, DEMO_INTERVIEW.daysOn days after `now`. */
export function demoInterviewAt(now: Date): Date {
  const day = addDays(now.toISOString().slice(0, 10), DEMO_INTERVIEW.daysOn);
  const found = zonedToUtc(parseWallTime(day, DEMO_INTERVIEW.time)!, DEMO_INTERVIEW.timeZone);
  // 10:00 is never skipped by a clock change; the fallback only keeps the type honest.
  return found.kind === 'skipped' ? new Date(`${day}T15:00:00Z`) : found.instant;
}

/** Two practice answers of different strength, so the progress chart has a slope to show. */
const DEMO_ANSWERS = [
  'I helped with a lot of training at school and people liked it.',
  'When our school moved online in 2020, forty teachers had never used Google Classroom. I was asked to get every class running within a week. ' +
    'I recorded twelve five-minute video guides, ran two drop-in clinics a day and set up a shared FAQ. As a result every class ran on day one, and 36 of the 40 teachers rated the guides useful.',
];

/** Sam's assessment answers, in the order of the questionnaire's items (version 2026-11). */
const DEMO_TAKE = [4, 5, 4, 4, 3, 5, 4, 4, 4, 4, 5, 4, 3, 2, 3, 4, 3, 4, 4, 5, 4, 2, 2, 5, 3, 2, 3, 2, 1, 4, 2, 2, 2, 2, 2, 1];

/**
 * The local demo's interview suite for Sam (Premium): a week-old and a recent mock interview for
 * Instructional Designer answered with the built-in coach, one assessment take, and a tracked job
 * at the interview stage with a contact. Run by the local stack (`npm start` and the browser tests'
 * server), not by `seed`, and only once: nothing is added when Sam already has an interview.
 */
export async function seedDemoInterviewSuite(db: Db, now: Date): Promise<void> {
  const [sam] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(sql`lower(${users.email})`, DEMO_SUITE_MEMBER))
    .limit(1);
  if (!sam) return;
  const [started] = await db.select({ id: interviewSessions.id }).from(interviewSessions).where(eq(interviewSessions.userId, sam.id)).limit(1);
  if (started) return;

  for (const [i, daysAgo] of [8, 1].entries()) {
    const at = new Date(now.getTime() - daysAgo * DAY);
    const session = await startInterview(
      db,
      sam.id,
      { roleTitle: 'Instructional Designer', occupationCode: '25-9031.00', company: 'Acme Learning', jobDescription: '', previousField: 'teaching' },
      at,
    );
    // A question both answers address, so the weaker one scores lower for its telling, not its topic.
    const addressed = (q: { text: string }) => DEMO_ANSWERS.every((a) => relevanceOf(q.text, a).addressed);
    const question = session.questions.find((q) => q.kind === 'behavioural' && addressed(q)) ?? session.questions.find(addressed) ?? session.questions[0]!;
    await answerQuestion(
      db,
      null,
      sam.id,
      session.id,
      { questionId: question.id, answer: DEMO_ANSWERS[i]!, mode: 'typed', durationMs: null, recordingId: null },
      at,
    );
  }

  // A teacher's take, using the whole scale as a member would: strongest on the Helper's statements
  // (type 2), keen on people and teamwork, less on working alone or untangling facts. (A take of
  // nearly all "Neither" is too flat to rank occupations from: the page would say so.)
  await saveTake(db, sam.id, { version: QUESTIONNAIRE_VERSION, answers: DEMO_TAKE }, now);

  const [job] = await db
    .insert(trackedJobs)
    .values({
      userId: sam.id,
      title: 'Instructional Designer',
      company: 'Acme Learning',
      location: 'Remote',
      stage: 'interviewing',
      appliedOn: new Date(now.getTime() - 10 * DAY).toISOString().slice(0, 10),
      interviewAt: demoInterviewAt(now),
      salaryMin: 68_000,
      salaryMax: 78_000,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: trackedJobs.id });
  await addContact(
    db,
    sam.id,
    job!.id,
    { name: 'Dana Reyes', role: 'Learning Design Lead', email: 'dana.reyes@example.com', phone: null, linkedin: null, notes: '' },
    now,
  );
}
