import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import introductionsFn from '@functions/introductions.mts';
import introductionFn from '@functions/introduction.mts';
import adminIntroductionsFn from '@functions/admin-introductions.mts';
import adminIntroductionFn from '@functions/admin-introduction.mts';
import trackerFn from '@functions/tracker.mts';
import { TEST_ADMIN, call, installRuntime, newMember, seededTestDb, sessionCookie, type CapturingMailer, type TestClock } from '~/server/testing/harness';
import type { Db, DbHandle } from '~/server/db/client';
import { auditLog, introductionEvents } from '~/server/db/schema';
import { OPEN_INTRODUCTIONS_MAX } from '~/lib/catalogue';

let handle: DbHandle;
let mailer: CapturingMailer;
let clock: TestClock;
let admin: string;

beforeAll(async () => {
  handle = await seededTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(async () => {
  ({ mailer, clock } = installRuntime(handle.db));
  admin = await sessionCookie(TEST_ADMIN.email, TEST_ADMIN.password);
});

const WHY = 'I led onboarding for 200 teachers and want to bring that to their customer education team.';

async function eliteWithJob(title = 'Customer Education Lead', company = 'Acme Learning') {
  const m = await newMember('elite');
  const job = await call(trackerFn, '/api/tracker', { cookie: m.cookie, body: { title, company, link: 'https://jobs.example.com/acme/42' } });
  expect(job.status).toBe(201);
  return { ...m, jobId: job.json.id as string };
}

async function requestFor(m: { cookie: string; jobId: string }, extra: Record<string, unknown> = {}) {
  return call(introductionsFn, '/api/introductions', {
    cookie: m.cookie,
    body: { trackedJobId: m.jobId, company: 'Acme Learning', role: 'Customer Education Lead', why: WHY, ...extra },
  });
}

/**
 * The database, except that a transaction starts only once two have been asked for (or after a
 * second): two concurrent moves then both read the request's state before either changes it.
 */
function bothReadFirst(db: Db): Db {
  let waiting: (() => void)[] = [];
  const arrive = () =>
    new Promise<void>((resolve) => {
      waiting.push(resolve);
      const release = () => {
        waiting.forEach((r) => r());
        waiting = [];
      };
      if (waiting.length >= 2) release();
      else setTimeout(release, 1000);
    });
  return new Proxy(db, {
    get(target, prop) {
      if (prop === 'transaction') {
        return async (...args: Parameters<Db['transaction']>) => {
          await arrive();
          return target.transaction(...args);
        };
      }
      const value = Reflect.get(target, prop, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const staffMove = (id: string, body: unknown, cookie = admin) => call(adminIntroductionFn, `/api/admin/introductions/${id}`, { method: 'PATCH', cookie, body });

describe('introductions: who may use them', () => {
  it('answers 401 signed out and 403 below Elite; staff endpoints refuse members', async () => {
    expect((await call(introductionsFn, '/api/introductions')).status).toBe(401);
    const premium = await newMember('premium');
    const refused = await call(introductionsFn, '/api/introductions', { cookie: premium.cookie });
    expect(refused.status).toBe(403);
    expect(refused.json.message).toMatch(/Elite/);
    const post = await call(introductionsFn, '/api/introductions', {
      cookie: premium.cookie,
      body: { trackedJobId: crypto.randomUUID(), company: 'A', role: 'B', why: WHY },
    });
    expect(post.status).toBe(403);
    const elite = await newMember('elite');
    expect((await call(adminIntroductionsFn, '/api/admin/introductions', { cookie: elite.cookie })).status).toBe(403);
    expect((await call(adminIntroductionsFn, '/api/admin/introductions')).status).toBe(401);
    expect((await staffMove(crypto.randomUUID(), { status: 'in_progress' }, elite.cookie)).status).toBe(403);
  });

  it('asks only about the member’s own tracked jobs, with a reason of sensible length', async () => {
    const owner = await eliteWithJob();
    const other = await newMember('elite');
    const stolen = await requestFor({ cookie: other.cookie, jobId: owner.jobId });
    expect(stolen.status).toBe(404);
    const short = await requestFor(owner, { why: 'please' });
    expect(short.status).toBe(400);
    expect(short.json.message).toMatch(/^why: Tell us in at least 20 characters/);
  });
});

describe('the introduction state machine through the functions', () => {
  it('goes requested → in progress → introduced, e-mails the outcome once, and keeps the timeline and audit trail', async () => {
    const m = await eliteWithJob();
    const created = await requestFor(m);
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    expect(created.json).toMatchObject({ status: 'requested', company: 'Acme Learning', trackedJobId: m.jobId });

    const queue = await call(adminIntroductionsFn, '/api/admin/introductions', { cookie: admin });
    expect(queue.status).toBe(200);
    const row = queue.json.requests.find((r: { id: string }) => r.id === id);
    expect(row).toMatchObject({ why: WHY, jobLink: 'https://jobs.example.com/acme/42', member: { email: m.email, name: 'Kim Lo' } });

    const started = await staffMove(id, { status: 'in_progress', note: 'Asking our contact at Acme.' });
    expect(started.status).toBe(200);
    expect(started.json.status).toBe('in_progress');
    expect(mailer.mail).toHaveLength(0);

    const outcome = 'Introduced you to Dana Reyes, Head of Customer Education, by e-mail; expect her note this week.';
    const done = await staffMove(id, { status: 'introduced', outcome });
    expect(done.status).toBe(200);
    expect(done.json).toMatchObject({ status: 'introduced', outcome, emailed: true });
    expect(mailer.mail).toHaveLength(1);
    expect(mailer.mail[0]!.to).toBe(m.email);
    expect(mailer.mail[0]!.text).toContain(outcome);
    expect(mailer.mail[0]!.text).toContain('http://localhost:8888/dashboard/introductions');

    // A closed request moves no further, for staff or the member, and nothing more is sent.
    const again = await staffMove(id, { status: 'declined', outcome: 'No.' });
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('This request is closed (introduced): it cannot be declined now.');
    const withdraw = await call(introductionFn, `/api/introductions/${id}`, { method: 'PATCH', cookie: m.cookie, body: { status: 'withdrawn' } });
    expect(withdraw.status).toBe(409);
    expect(mailer.mail).toHaveLength(1);

    const mine = await call(introductionsFn, '/api/introductions', { cookie: m.cookie });
    const seen = mine.json.requests.find((r: { id: string }) => r.id === id);
    expect(seen.status).toBe('introduced');
    expect(seen.outcome).toBe(outcome);
    expect(seen.events.map((e: { status: string; by: string }) => `${e.status}/${e.by}`)).toEqual([
      'requested/member',
      'in_progress/staff',
      'introduced/staff',
    ]);
    expect(mine.json.jobs.map((j: { id: string }) => j.id)).toContain(m.jobId);

    const audit = await handle.db
      .select({ action: auditLog.action, category: auditLog.category, actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(sql`${auditLog.detail}->>'introductionId' = ${id}`);
    expect(audit.map((a) => `${a.category}:${a.action}`).sort()).toEqual([
      'admin:introduction.in_progress',
      'admin:introduction.introduced',
      'system:introduction.requested',
    ]);
    expect(audit.find((a) => a.action === 'introduction.introduced')!.actorEmail).toBe(TEST_ADMIN.email);
  });

  it('refuses an illegal move with 409 and a clear message, and an outcome without its text with 400', async () => {
    const m = await eliteWithJob();
    const id = (await requestFor(m)).json.id as string;
    const noText = await staffMove(id, { status: 'declined' });
    expect(noText.status).toBe(400);
    expect(noText.json.message).toMatch(/^outcome: Write the outcome/);
    const staffWithdraw = await staffMove(id, { status: 'withdrawn' });
    expect(staffWithdraw.status).toBe(400);
    expect((await staffMove(id, { status: 'in_progress' })).status).toBe(200);
    const twice = await staffMove(id, { status: 'in_progress' });
    expect(twice.status).toBe(409);
    expect(twice.json.message).toBe('This request is already in progress.');
  });

  it('lets only one of two concurrent moves win, and e-mails only that outcome', async () => {
    const m = await eliteWithJob();
    const id = (await requestFor(m)).json.id as string;
    // Both moves have read the request before either writes: the race the conditional UPDATE must settle.
    ({ mailer } = installRuntime(bothReadFirst(handle.db)));
    const [a, b] = await Promise.all([
      staffMove(id, { status: 'introduced', outcome: 'Introduced you to the hiring manager.' }),
      staffMove(id, { status: 'declined', outcome: 'The team is not hiring career changers this quarter.' }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const winner = a.status === 200 ? a : b;
    expect(mailer.mail.filter((x) => x.to === m.email)).toHaveLength(1);
    expect(mailer.mail[0]!.text).toContain(winner.json.outcome);
    const events = await handle.db.select().from(introductionEvents).where(eq(introductionEvents.introductionId, id));
    expect(events.map((e) => e.status).sort()).toEqual(['requested', winner.json.status].sort());
  });

  it('lets the member withdraw an open request, which then leaves the open queue', async () => {
    const m = await eliteWithJob();
    const id = (await requestFor(m)).json.id as string;
    const other = await newMember('elite');
    expect((await call(introductionFn, `/api/introductions/${id}`, { method: 'PATCH', cookie: other.cookie, body: { status: 'withdrawn' } })).status).toBe(404);
    const bad = await call(introductionFn, `/api/introductions/${id}`, { method: 'PATCH', cookie: m.cookie, body: { status: 'introduced' } });
    expect(bad.status).toBe(400);
    const withdrawn = await call(introductionFn, `/api/introductions/${id}`, { method: 'PATCH', cookie: m.cookie, body: { status: 'withdrawn' } });
    expect(withdrawn.status).toBe(200);
    expect(withdrawn.json.status).toBe('withdrawn');
    const open = await call(adminIntroductionsFn, '/api/admin/introductions', { cookie: admin });
    expect(open.json.requests.some((r: { id: string }) => r.id === id)).toBe(false);
    const filtered = await call(adminIntroductionsFn, '/api/admin/introductions?status=withdrawn', { cookie: admin });
    expect(filtered.json.requests.some((r: { id: string }) => r.id === id)).toBe(true);
    expect((await staffMove(id, { status: 'in_progress' })).status).toBe(409);
    const audit = await handle.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'introduction.withdrawn'), sql`${auditLog.detail}->>'introductionId' = ${id}`));
    expect(audit).toHaveLength(1);
  });

  it('keeps one open request per job and at most the open limit per member', async () => {
    const m = await eliteWithJob();
    expect((await requestFor(m)).status).toBe(201);
    const dup = await requestFor(m);
    expect(dup.status).toBe(409);
    expect(dup.json.message).toBe('You already have an open introduction request for this job.');
    for (let i = 1; i < OPEN_INTRODUCTIONS_MAX; i++) {
      const job = await call(trackerFn, '/api/tracker', { cookie: m.cookie, body: { title: `Role ${i}`, company: `Company ${i}` } });
      expect((await requestFor({ cookie: m.cookie, jobId: job.json.id })).status).toBe(201);
    }
    const job = await call(trackerFn, '/api/tracker', { cookie: m.cookie, body: { title: 'One more', company: 'Extra Co' } });
    const over = await requestFor({ cookie: m.cookie, jobId: job.json.id });
    expect(over.status).toBe(409);
    expect(over.json.message).toMatch(new RegExp(`^You have ${OPEN_INTRODUCTIONS_MAX} open introduction requests`));
  });

  it('orders the open queue oldest first', async () => {
    const later = await eliteWithJob('Second role', 'Second Co');
    clock.advance(10 * 60_000);
    const laterId = (await requestFor(later)).json.id as string;
    clock.advance(-20 * 60_000);
    const first = await eliteWithJob('First role', 'First Co');
    const firstId = (await requestFor(first)).json.id as string;
    clock.advance(20 * 60_000);
    const queue = await call(adminIntroductionsFn, '/api/admin/introductions?status=open', { cookie: admin });
    const ids: string[] = queue.json.requests.map((r: { id: string }) => r.id);
    expect(ids.indexOf(firstId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(firstId)).toBeLessThan(ids.indexOf(laterId));
    expect((await call(adminIntroductionsFn, '/api/admin/introductions?status=bogus', { cookie: admin })).status).toBe(400);
  });
});
