import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import rulesFile from '@content/career-game/rules.json';
import careerGameFn from '@functions/career-game.mts';
import settingsFn from '@functions/admin-settings.mts';
import trackerFn from '@functions/tracker.mts';
import resumesFn from '@functions/resumes.mts';
import resumeExportFn from '@functions/resume-export.mts';
import plannerFn from '@functions/planner.mts';
import stepFn from '@functions/planner-step.mts';
import interviewsFn from '@functions/interviews.mts';
import answersFn from '@functions/interview-answers.mts';
import adminSlotsFn from '@functions/admin-coaching-slots.mts';
import bookingsFn from '@functions/coaching-bookings.mts';
import testPortalFn from '@functions/billing-test-portal.mts';
import { call, installRuntime, newMember, seededTestDb, sessionCookie, TEST_ADMIN, type TestClock } from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import type { CareerGameSummary } from '~/lib/career-game';
import { FEATURE_OFF_MESSAGES } from '~/lib/features';
import type { PlanView } from '~/lib/planner';

const DAY = 86_400_000;

let handle: DbHandle;
let clock: TestClock;
beforeAll(async () => {
  handle = await seededTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  ({ clock } = installRuntime(handle.db));
});

/** Turns the System tab's Career Game flag on or off through the admin's own settings function (signed in afresh: the clock may have moved past the idle timeout). */
async function setCareerGame(on: boolean) {
  const admin = await sessionCookie(TEST_ADMIN.email, TEST_ADMIN.password);
  const current = await call(settingsFn, '/api/admin/settings', { cookie: admin });
  // The answer also says where the admin is (yourAddress), which a save does not take.
  const settings = { ...current.json };
  delete settings.yourAddress;
  const saved = await call(settingsFn, '/api/admin/settings', {
    method: 'PUT',
    cookie: admin,
    body: { ...settings, features: { ...settings.features, careerGame: on } },
  });
  expect(saved.status, saved.json?.message).toBe(200);
}

const game = (cookie?: string) => call(careerGameFn, '/api/career-game', { cookie });

const teacher = {
  title: 'Teaching resume',
  data: {
    basics: { name: 'Jo Rivera', label: 'High School Teacher' },
    work: [{ name: 'Lincoln High School', position: 'High School Teacher', summary: 'Taught English.', highlights: ['Designed a new curriculum for Year 9'] }],
    skills: [{ name: 'Teaching', keywords: ['Instructional Design', 'Articulate Storyline', 'Curriculum Development', 'Lesson Planning'] }],
  },
};
const interviewSetup = {
  roleTitle: 'Instructional Designer',
  occupationCode: '25-9031.00',
  company: 'Acme Learning',
  jobDescription: '',
  previousField: 'teaching',
};
const answer =
  'When I was teaching Year 8 English, a third of my class were failing the reading check. My job was to get them to the expected level by spring. ' +
  'I split the class into reading groups and set up a reading log in Google Sheets. As a result, 24 of the 27 students passed.';

/**
 * The figures recomputed from the database alone, without the game's code: the rules of
 * content/career-game/rules.json applied to the member's rows by SQL, weeks by PostgreSQL's own
 * ISO week (date_trunc('week'), Monday) in UTC.
 */
async function recompute(userId: string, now: Date) {
  const one = async (query: ReturnType<typeof sql>) => Number(((await handle.db.execute(query)).rows[0] as { n: string | number }).n);
  const counts = {
    application: await one(
      sql`select count(*) as n from tracked_jobs where user_id = ${userId} and (stage in ('applied', 'interviewing', 'offer') or (stage = 'closed' and applied_on is not null))`,
    ),
    interviewAnswer: await one(sql`select count(distinct (session_id, question_id)) as n from interview_answers where user_id = ${userId}`),
    planStep: await one(sql`select count(*) as n from pivot_plan_steps where user_id = ${userId} and done_at is not null`),
    resumeExport: await one(sql`select count(distinct (resume_id, day)) as n from resume_exports where user_id = ${userId}`),
    coachingSession: await one(
      sql`select count(*) as n from coaching_bookings b join coaching_slots s on s.id = b.slot_id
          where b.user_id = ${userId} and b.status = 'booked' and s.withdrawn_at is null
          and s.starts_at + make_interval(mins => s.duration_minutes) <= ${now.toISOString()}::timestamptz`,
    ),
  };
  const points = (Object.keys(counts) as (keyof typeof counts)[]).reduce((n, k) => n + counts[k] * rulesFile.actions[k].points, 0);
  const weeks = (
    await handle.db.execute(sql`
      select distinct to_char(date_trunc('week', d), 'YYYY-MM-DD') as week from (
        select coalesce(applied_on::timestamp, created_at at time zone 'UTC') as d from tracked_jobs
          where user_id = ${userId} and (stage in ('applied', 'interviewing', 'offer') or (stage = 'closed' and applied_on is not null))
        union all select min(created_at) at time zone 'UTC' from interview_answers where user_id = ${userId} group by session_id, question_id
        union all select done_at at time zone 'UTC' from pivot_plan_steps where user_id = ${userId} and done_at is not null
        union all select day::timestamp from resume_exports where user_id = ${userId}
        union all select s.starts_at at time zone 'UTC' from coaching_bookings b join coaching_slots s on s.id = b.slot_id
          where b.user_id = ${userId} and b.status = 'booked' and s.withdrawn_at is null
          and s.starts_at + make_interval(mins => s.duration_minutes) <= ${now.toISOString()}::timestamptz
      ) actions order by week desc`)
  ).rows.map((r) => (r as { week: string }).week);
  // Weeks in a row back from this week (or last week, while this one has no action yet).
  const thisWeek = (
    (await handle.db.execute(sql`select to_char(date_trunc('week', ${now.toISOString()}::timestamptz at time zone 'UTC'), 'YYYY-MM-DD') as w`)).rows[0] as {
      w: string;
    }
  ).w;
  const weekBefore = (w: string) => new Date(Date.parse(`${w}T00:00:00Z`) - 7 * DAY).toISOString().slice(0, 10);
  let expected = weeks[0] === thisWeek ? thisWeek : weekBefore(thisWeek);
  let streak = 0;
  for (const w of weeks) {
    if (w !== expected) break;
    streak += 1;
    expected = weekBefore(w);
  }
  const badges = rulesFile.badges
    .filter((b) => (b.kind === 'action' ? counts[b.action as keyof typeof counts] >= b.threshold! : streak >= b.weeks!))
    .map((b) => b.id)
    .sort();
  return { counts, points, streak, badges };
}

describe('the Career Game API', () => {
  it('is not there while the System tab’s flag is off (the default): 404 for everyone, signed in or not', async () => {
    const me = await newMember('elite');
    const off = await game(me.cookie);
    expect(off.status).toBe(404);
    expect(off.json.message).toBe(FEATURE_OFF_MESSAGES.careerGame);
    expect((await game()).status).toBe(404);
  });

  it('with the flag on, is Pivot and up: 401 signed out, 403 for a member without a plan', async () => {
    await setCareerGame(true);
    try {
      expect((await game()).status).toBe(401);
      const free = await newMember();
      const refused = await game(free.cookie);
      expect(refused.status).toBe(403);
      expect(refused.json.message).toMatch(/Pivot/);
      // A Pivot member with nothing done yet: no points, no badge, and what to do for a quest.
      const pivot = await newMember('pivot');
      const fresh = await game(pivot.cookie);
      expect(fresh.status).toBe(200);
      const g = fresh.json as CareerGameSummary;
      expect(g.points).toBe(0);
      expect(g.badges.every((b) => !b.earned)).toBe(true);
      expect(g.streak).toMatchObject({ current: 0, longest: 0 });
      expect(g).toMatchObject({ quests: [], questsEmpty: 'no-plan' });
    } finally {
      await setCareerGame(false);
    }
  });

  it('counts real actions made through the rooms, and every figure equals a recomputation from the member’s rows', async () => {
    await setCareerGame(true);
    try {
      const me = await newMember('elite');
      const other = await newMember('elite');
      let { cookie } = me;
      // Paid, so the plan outlives the trial while the clock moves on by days.
      expect((await call(testPortalFn, '/api/billing/test-portal', { cookie, body: { action: 'pay' } })).status).toBe(200);
      // Days later the idle timeout has ended the session: sign in again, as the member would.
      const signInAgain = async () => (cookie = await sessionCookie(me.email, 'a long password 1'));

      // Week of 16 November (the clock starts Sunday the 22nd): two applications and a saved job.
      for (const [title, stage] of [
        ['Instructional Designer', 'applied'],
        ['Curriculum Designer', 'interviewing'],
        ['Trainer', 'saved'],
      ] as const) {
        const tracked = await call(trackerFn, '/api/tracker', { cookie, body: { title, company: 'Acme Learning', stage } });
        expect(tracked.status, tracked.json?.message).toBe(201);
      }
      // Someone else's application is not mine.
      await call(trackerFn, '/api/tracker', { cookie: other.cookie, body: { title: 'Nurse', company: 'Clinic', stage: 'applied' } });

      // A coaching session published by staff for Wednesday the 25th, booked now.
      const slots = await call(adminSlotsFn, '/api/admin/coaching/slots', {
        cookie: await sessionCookie(TEST_ADMIN.email, TEST_ADMIN.password),
        body: {
          coachName: 'Coach Game',
          date: '2026-11-25',
          time: '10:00',
          durationMinutes: 60,
          timeZone: 'America/New_York',
          meetingUrl: 'https://meet.example.com/c',
        },
      });
      expect(slots.status, slots.json?.message).toBe(201);
      const booked = await call(bookingsFn, '/api/coaching/bookings', { cookie, body: { slotId: slots.json.slots[0].id, topic: 'Interviews' } });
      expect(booked.status, booked.json?.message).toBe(201);

      // Week of 23 November: a plan from a resume's navigator path, two steps ticked, a mock interview.
      clock.advance(2 * DAY);
      await signInAgain();
      const resume = await call(resumesFn, '/api/resumes', { cookie, body: teacher });
      const made = await call(plannerFn, '/api/planner', {
        cookie,
        body: { source: { kind: 'resume', id: resume.json.id }, currentTitle: 'High School Teacher', code: '25-9031.00' },
      });
      expect(made.status, made.json?.message).toBe(201);
      const plan = made.json as PlanView;
      for (const step of plan.steps.slice(0, 2)) {
        const ticked = await call(stepFn, `/api/planner/${plan.id}/steps/${step.id}`, { method: 'PATCH', cookie, body: { done: true } });
        expect(ticked.status).toBe(200);
      }
      const session = await call(interviewsFn, '/api/interviews', { cookie, body: interviewSetup });
      expect(session.status, session.json?.message).toBe(201);
      const [q1, q2] = session.json.questions as { id: string }[];
      for (const questionId of [q1!.id, q1!.id, q2!.id]) {
        const answered = await call(answersFn, `/api/interviews/${session.json.id}/answers`, { cookie, body: { questionId, answer } });
        expect(answered.status, answered.json?.message).toBe(201);
      }

      // The resume downloaded three times that day (PDF twice, DOCX once): one export. Someone else's resume is not theirs to download.
      const download = (format: string, by = cookie) => call(resumeExportFn, `/api/resumes/${resume.json.id}/export?format=${format}`, { cookie: by });
      for (const format of ['pdf', 'pdf', 'docx']) expect((await download(format)).status).toBe(200);
      expect((await download('pdf', await sessionCookie(other.email, 'a long password 1'))).status).toBe(404);

      // Friday the 27th: the coaching session has been held, and the resume is downloaded again (a second export).
      clock.advance(3 * DAY);
      await signInAgain();
      expect((await download('pdf')).status).toBe(200);
      const res = await game(cookie);
      expect(res.status).toBe(200);
      const g = res.json as CareerGameSummary;
      const expected = await recompute(me.id, clock.now());

      expect(expected.counts).toEqual({ application: 2, interviewAnswer: 2, planStep: 2, resumeExport: 2, coachingSession: 1 });
      expect(Object.fromEntries(g.actions.map((a) => [a.action, a.count]))).toEqual(expected.counts);
      expect(g.points).toBe(expected.points);
      expect(g.points).toBe(2 * 10 + 2 * 5 + 2 * 8 + 2 * 5 + 20);
      expect(g.actions.every((a) => a.points === a.count * a.pointsEach)).toBe(true);
      expect(g.streak.current).toBe(expected.streak);
      expect(g.streak).toMatchObject({ current: 2, longest: 2, activeThisWeek: true, weekStart: '2026-11-23' });
      expect(
        g.badges
          .filter((b) => b.earned)
          .map((b) => b.id)
          .sort(),
      ).toEqual(expected.badges);
      expect(expected.badges).toEqual(['coached', 'first-step', 'in-the-running', 'ready-to-send']);

      // Quests from the member's own plan: its next undone step first, then a missing skill of the path with no step yet.
      expect(g.quests).toHaveLength(3);
      expect(g.quests[0]).toMatchObject({ source: 'planner', title: plan.steps[2]!.title, href: `/dashboard/planner?plan=${plan.id}` });
      const plannedSkills = new Set(plan.steps.map((s) => s.skill).filter(Boolean));
      const unplanned = plan.snapshot.path.missing.map((m) => m.name).filter((n) => !plannedSkills.has(n));
      expect(unplanned.map((n) => `Start on ${n}`)).toContain(g.quests[1]!.title);
      expect(g.quests[1]!.source).toBe('navigator');

      // Nothing is stored: taking a row away takes its points away.
      await handle.db.execute(sql`update pivot_plan_steps set done_at = null where plan_id = ${plan.id}`);
      const after = (await game(cookie)).json as CareerGameSummary;
      expect(after.points).toBe((await recompute(me.id, clock.now())).points);
      expect(after.points).toBe(g.points - 16);
    } finally {
      await setCareerGame(false);
    }
  });
});
