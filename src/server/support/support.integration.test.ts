import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import supportFn from '@functions/support.mts';
import supportThreadFn from '@functions/support-thread.mts';
import adminSupportFn from '@functions/admin-support.mts';
import adminSupportThreadFn from '@functions/admin-support-thread.mts';
import {
  SEED_NOW,
  TEST_ADMIN,
  call,
  installRuntime,
  newMember,
  seededTestDb,
  sessionCookie,
  type CapturingMailer,
  type TestClock,
} from '~/server/testing/harness';
import type { DbHandle } from '~/server/db/client';
import { auditLog } from '~/server/db/schema';
import { SUPPORT_CREATES_PER_HOUR, SUPPORT_OPEN_MAX } from '~/lib/support';

const HOUR = 3600_000;

let handle: DbHandle;
let mailer: CapturingMailer;
let clock: TestClock;

beforeAll(async () => {
  handle = await seededTestDb();
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  ({ mailer, clock } = installRuntime(handle.db));
});

const admin = () => sessionCookie(TEST_ADMIN.email, TEST_ADMIN.password);
const ask = (cookie: string, subject = 'Cannot download my resume', message = 'The PDF export spins forever.') =>
  call(supportFn, '/api/support', { cookie, body: { subject, message } });
const staffReply = (cookie: string, id: string, message: string) => call(adminSupportThreadFn, `/api/admin/support/${id}`, { cookie, body: { message } });

describe('support: who may ask, and at which priority', () => {
  it('answers 401 signed out; the staff queue refuses members', async () => {
    expect((await call(supportFn, '/api/support')).status).toBe(401);
    expect((await ask('')).status).toBe(401);
    const elite = await newMember('elite');
    expect((await call(adminSupportFn, '/api/admin/support', { cookie: elite.cookie })).status).toBe(403);
    expect((await call(adminSupportFn, '/api/admin/support')).status).toBe(401);
  });

  it('takes requests from free and Pivot members as standard, and from Elite as VIP with the shorter target', async () => {
    for (const plan of [null, 'pivot'] as const) {
      const m = await newMember(plan);
      const overview = await call(supportFn, '/api/support', { cookie: m.cookie });
      expect(overview.status).toBe(200);
      expect(overview.json.target).toEqual({ priority: 'standard', hours: 48, text: 'Standard: we answer within 2 days' });
      const created = await ask(m.cookie);
      expect(created.status).toBe(201);
      expect(created.json).toMatchObject({ priority: 'standard', status: 'open', firstRespondedAt: null });
      expect(created.json.firstResponseDueAt).toBe(new Date(SEED_NOW.getTime() + 48 * HOUR).toISOString());
    }
    const elite = await newMember('elite');
    expect((await call(supportFn, '/api/support', { cookie: elite.cookie })).json.target.text).toBe('VIP: we answer within 4 hours');
    // The client cannot ask for a priority: the server decides it from the plan.
    expect((await call(supportFn, '/api/support', { cookie: elite.cookie, body: { subject: 'Hi there', message: 'x', priority: 'standard' } })).status).toBe(
      400,
    );
    const vip = await ask(elite.cookie);
    expect(vip.json).toMatchObject({ priority: 'vip' });
    expect(vip.json.firstResponseDueAt).toBe(new Date(SEED_NOW.getTime() + 4 * HOUR).toISOString());
    expect(vip.json.messages).toEqual([expect.objectContaining({ author: 'member', body: 'The PDF export spins forever.' })]);
  });
});

describe('the support queue and thread', () => {
  it('puts VIP requests first, then by due time, and marks the overdue', async () => {
    const free = await newMember(null);
    const standardId = (await ask(free.cookie, 'Billing question')).json.id as string;
    clock.advance(10 * 60_000);
    const elite = await newMember('elite');
    const vipId = (await ask(elite.cookie, 'Urgent: interview tomorrow')).json.id as string;
    const queue = await call(adminSupportFn, '/api/admin/support', { cookie: await admin() });
    expect(queue.status).toBe(200);
    const ids: string[] = queue.json.requests.map((r: { id: string }) => r.id);
    expect(ids.indexOf(vipId)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(vipId)).toBeLessThan(ids.indexOf(standardId));
    const priorities: string[] = queue.json.requests.map((r: { priority: string }) => r.priority);
    expect(priorities.lastIndexOf('vip')).toBeLessThan(priorities.indexOf('standard'));
    expect(queue.json.requests.find((r: { id: string }) => r.id === vipId)).toMatchObject({ overdue: false, member: { email: elite.email } });

    clock.advance(5 * HOUR);
    const later = await call(adminSupportFn, '/api/admin/support', { cookie: await admin() });
    const byId = (id: string) => later.json.requests.find((r: { id: string }) => r.id === id);
    expect(byId(vipId).overdue).toBe(true);
    expect(byId(standardId).overdue).toBe(false);
    expect(later.json.counts.overdue).toBeGreaterThanOrEqual(1);
  });

  it('stores a staff reply, dates the first response once, e-mails the member, and reopens on the member’s reply', async () => {
    const m = await newMember('elite');
    const id = (await ask(m.cookie)).json.id as string;

    clock.advance(60 * 60_000);
    const staff = await admin();
    const firstAnswer = clock.now().toISOString();
    const replied = await staffReply(staff, id, 'Try again now: we fixed the export.');
    expect(replied.status).toBe(201);
    expect(replied.json).toMatchObject({ status: 'answered', firstRespondedAt: firstAnswer, lastStaffReplyAt: firstAnswer, emailed: true });
    expect(mailer.mail).toHaveLength(1);
    expect(mailer.mail[0]!.to).toBe(m.email);
    expect(mailer.mail[0]!.subject).toBe('Re: Cannot download my resume');
    expect(mailer.mail[0]!.text).toContain('Try again now: we fixed the export.');
    expect(mailer.mail[0]!.text).toContain(`http://localhost:8888/dashboard/support?thread=${id}`);

    // The member's reply reopens it; the first response keeps its date.
    clock.advance(5 * 60_000);
    const member = await newSession(m.email);
    const back = await call(supportThreadFn, `/api/support/${id}`, { cookie: member, body: { message: 'Still spinning for me.' } });
    expect(back.status).toBe(201);
    expect(back.json).toMatchObject({ status: 'open', firstRespondedAt: firstAnswer });
    expect((await call(adminSupportFn, '/api/admin/support', { cookie: staff })).json.requests.some((r: { id: string }) => r.id === id)).toBe(true);

    clock.advance(20 * 60_000);
    const second = await staffReply(staff, id, 'Cleared your cache on our side; it works now.');
    expect(second.json).toMatchObject({ status: 'answered', firstRespondedAt: firstAnswer, lastStaffReplyAt: clock.now().toISOString() });
    expect(second.json.messages.map((x: { author: string }) => x.author)).toEqual(['member', 'staff', 'member', 'staff']);
    expect(mailer.mail).toHaveLength(2);

    // The member sees the whole thread and when staff answered.
    const thread = await call(supportThreadFn, `/api/support/${id}`, { cookie: member });
    expect(thread.json.messages).toHaveLength(4);
    const list = await call(supportFn, '/api/support', { cookie: member });
    expect(list.json.requests[0]).toMatchObject({ id, status: 'answered', firstRespondedAt: firstAnswer });

    const audit = await handle.db
      .select({ action: auditLog.action, category: auditLog.category, actorEmail: auditLog.actorEmail })
      .from(auditLog)
      .where(sql`${auditLog.detail}->>'requestId' = ${id}`);
    expect(audit.filter((a) => a.action === 'support.replied')).toHaveLength(2);
    expect(audit.every((a) => a.category === 'admin' && a.actorEmail === TEST_ADMIN.email)).toBe(true);
  });

  it('closes from either side; a closed thread takes no more replies (409), and the close is audited', async () => {
    const m = await newMember('pivot');
    const staff = await admin();
    const mine = (await ask(m.cookie)).json.id as string;
    const closed = await call(supportThreadFn, `/api/support/${mine}`, { method: 'PATCH', cookie: m.cookie, body: { status: 'closed' } });
    expect(closed.status).toBe(200);
    expect(closed.json.status).toBe('closed');
    const reply = await call(supportThreadFn, `/api/support/${mine}`, { cookie: m.cookie, body: { message: 'One more thing' } });
    expect(reply.status).toBe(409);
    expect(reply.json.message).toBe('This request is closed. Open a new request to write to us again.');
    expect((await staffReply(staff, mine, 'Hello?')).status).toBe(409);
    expect(mailer.mail).toHaveLength(0);

    const theirs = (await ask(m.cookie, 'Account deletion')).json.id as string;
    const staffClosed = await call(adminSupportThreadFn, `/api/admin/support/${theirs}`, { method: 'PATCH', cookie: staff, body: { status: 'closed' } });
    expect(staffClosed.status).toBe(200);
    const again = await call(adminSupportThreadFn, `/api/admin/support/${theirs}`, { method: 'PATCH', cookie: staff, body: { status: 'closed' } });
    expect(again.status).toBe(409);
    const audit = await handle.db
      .select()
      .from(auditLog)
      .where(sql`${auditLog.detail}->>'requestId' = ${theirs}`);
    expect(audit.map((a) => a.action)).toEqual(['support.closed']);
  });

  it('keeps threads private to their member', async () => {
    const owner = await newMember(null);
    const id = (await ask(owner.cookie)).json.id as string;
    const other = await newMember('elite');
    expect((await call(supportThreadFn, `/api/support/${id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await call(supportThreadFn, `/api/support/${id}`, { cookie: other.cookie, body: { message: 'hi' } })).status).toBe(404);
    expect((await call(supportThreadFn, `/api/support/not-an-id`, { cookie: owner.cookie })).status).toBe(404);
  });

  it('limits unclosed requests per member and new requests per hour', async () => {
    const m = await newMember(null);
    const ids: string[] = [];
    for (let i = 0; i < SUPPORT_OPEN_MAX; i++) ids.push((await ask(m.cookie, `Question ${i + 1}`)).json.id);
    const over = await ask(m.cookie, 'One too many');
    expect(over.status).toBe(409);
    expect(over.json.message).toMatch(new RegExp(`^You have ${SUPPORT_OPEN_MAX} support requests still open`));
    await call(supportThreadFn, `/api/support/${ids[0]}`, { method: 'PATCH', cookie: m.cookie, body: { status: 'closed' } });
    // A slot is free again, but the hour's new requests are used up.
    expect(SUPPORT_CREATES_PER_HOUR).toBeLessThanOrEqual(SUPPORT_OPEN_MAX);
    const limited = await ask(m.cookie, 'Another one');
    expect(limited.status).toBe(429);
  });
});

/** A fresh session for a member after the clock moved past the idle timeout. */
async function newSession(email: string) {
  return sessionCookie(email, 'a long password 1');
}
