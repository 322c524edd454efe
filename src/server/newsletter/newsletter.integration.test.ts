import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import overviewFn from '@functions/admin-newsletter.mts';
import issueFn from '@functions/admin-newsletter-issue.mts';
import testFn from '@functions/admin-newsletter-test.mts';
import sendFn from '@functions/admin-newsletter-send.mts';
import scheduleFn from '@functions/admin-newsletter-schedule.mts';
import preferenceFn from '@functions/account-newsletter.mts';
import unsubscribeFn from '@functions/newsletter-unsubscribe.mts';
import signupFn from '@functions/auth-signup.mts';
import { createTestDb } from '~/server/testing/test-db';
import { CapturingMailer, call, installRuntime, newMember, sessionCookie, type TestClock } from '~/server/testing/harness';
import { seed } from '~/server/db/seed';
import type { DbHandle } from '~/server/db/client';
import { auditLog, newsletterIssues, newsletterRecipients, users } from '~/server/db/schema';
import { createMailer, type MailMessage, type Mailer } from '~/server/mail/mailer';
import { defaultSettings } from '~/lib/admin/settings';
import { UNSUBSCRIBE_LINK_INVALID } from '~/lib/newsletter';
import { saveSetting, SETTINGS_KEYS } from '~/server/settings/store';
import type { Runtime } from '~/server/runtime';
import { deliverIssue, dueNewsletterWork, type NewsletterDeps } from './send';

const ADMIN = { email: 'editor@careerpivot.test', password: 'editor password 123' };
const PACE = { batchSize: 4, ratePerSecond: 1000, sleep: async () => {} };

let handle: DbHandle;
let admin: string;
let rt: Runtime;
let clock: TestClock;
let mailer: CapturingMailer;
beforeAll(async () => {
  handle = await createTestDb();
  await seed(handle.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, demo: false });
}, 60_000);
afterAll(async () => handle?.close());
beforeEach(async () => {
  ({ rt, clock, mailer } = installRuntime(handle.db));
  // Earlier tests' members stay in the database: each test starts with nobody opted in.
  await handle.db.update(users).set({ newsletterOptIn: false });
  admin = await sessionCookie(ADMIN.email, ADMIN.password);
});

const deps = (over: Partial<NewsletterDeps> = {}): NewsletterDeps => ({
  db: handle.db,
  mailer: rt.mailer,
  siteUrl: rt.siteUrl,
  brand: rt.brand,
  secret: rt.session.secret,
  now: rt.now,
  ...over,
});

/** A member who opted in on /account (or not), with a verified address (or not). */
async function reader({ optIn = true, verified = true } = {}) {
  const m = await newMember();
  if (optIn) expect((await call(preferenceFn, '/api/account/newsletter', { method: 'PUT', cookie: m.cookie, body: { optIn: true } })).status).toBe(200);
  if (verified) await handle.db.update(users).set({ emailVerifiedAt: clock.now() }).where(eq(users.id, m.id));
  return m;
}

async function draft(subject = 'November at CareerPivot') {
  const res = await call(overviewFn, '/api/admin/newsletter', { cookie: admin, body: { subject, body: '# News\n\nThree **new** guides.' } });
  expect(res.status).toBe(201);
  return res.json.id as string;
}

const recipientsOf = (issueId: string) => handle.db.select().from(newsletterRecipients).where(eq(newsletterRecipients.issueId, issueId));
const newsletterMail = (m: MailMessage[], subject: string) => m.filter((x) => x.subject === subject);

/** Unfolds the .eml's header lines and undoes quoted-printable soft breaks. */
const unfold = (eml: string) => eml.replace(/\r?\n[ \t]+/g, ' ');

describe('the members’ newsletter', () => {
  it('goes only to members who opted in and verified their address, once each, and the send is in the audit log', async () => {
    const yes = await reader();
    const unverified = await reader({ verified: false });
    const notOptedIn = await reader({ optIn: false });
    installRuntime(handle.db, { mailer, dispatchNewsletter: (id) => deliverIssue(deps(), id, PACE).then(() => undefined) });
    const id = await draft('Only the willing');

    const overview = await call(overviewFn, '/api/admin/newsletter', { cookie: admin });
    expect(overview.json.audience).toBe(1);
    // The confirmation stated a count that is no longer true: nothing is sent.
    const stale = await call(sendFn, `/api/admin/newsletter/${id}/send`, { cookie: admin, body: { recipients: 2 } });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toMatch(/1 member would receive it now/);

    const sent = await call(sendFn, `/api/admin/newsletter/${id}/send`, { cookie: admin, body: { recipients: 1 } });
    expect(sent.status).toBe(202);
    const to = newsletterMail(mailer.sent, 'Only the willing').map((m) => m.to);
    expect(to).toEqual([yes.email]);
    expect(to).not.toContain(unverified.email);
    expect(to).not.toContain(notOptedIn.email);

    const view = (await call(overviewFn, '/api/admin/newsletter', { cookie: admin })).json.issues.find((i: { id: string }) => i.id === id);
    expect(view).toMatchObject({ status: 'sent', sentBy: ADMIN.email, counts: { recipients: 1, sent: 1, failed: 0, pending: 0, unsubscribed: 0 } });
    // Sent is sent: a second press records nobody again.
    expect((await call(sendFn, `/api/admin/newsletter/${id}/send`, { cookie: admin, body: { recipients: 1 } })).status).toBe(409);
    expect((await call(issueFn, `/api/admin/newsletter/${id}`, { method: 'PUT', cookie: admin, body: { subject: 'x', body: 'y' } })).status).toBe(409);

    const [entry] = await handle.db.select().from(auditLog).where(eq(auditLog.action, 'newsletter.send'));
    expect(entry).toMatchObject({ category: 'admin', actorEmail: ADMIN.email });
    expect(entry!.message).toContain('Only the willing');
  });

  it('resumes a send that crashed half-way through a batch without sending anyone a second copy', async () => {
    const readers = await Promise.all(Array.from({ length: 6 }, () => reader()));
    installRuntime(handle.db, { mailer, dispatchNewsletter: async () => {} });
    const id = await draft('Crash course');
    expect((await call(sendFn, `/api/admin/newsletter/${id}/send`, { cookie: admin, body: { recipients: 6 } })).status).toBe(202);
    expect(await recipientsOf(id)).toHaveLength(6);

    // The third message of the first batch of four: the process dies with it in flight.
    const delivered: string[] = [];
    let calls = 0;
    const crashing: Mailer = {
      describe: 'crashing',
      async send(m) {
        if (++calls === 3) throw new Error('the function instance was stopped');
        delivered.push(m.to);
      },
    };
    await expect(deliverIssue(deps({ mailer: crashing }), id, PACE)).rejects.toThrow('stopped');
    expect(delivered).toHaveLength(2);

    // The next run (the hourly job, or the background function again) finishes.
    const steady: Mailer = { describe: 'steady', send: async (m) => void delivered.push(m.to) };
    const result = await deliverIssue(deps({ mailer: steady }), id, PACE);
    expect(result).toEqual({ sent: 3, failed: 1, done: true });
    expect(new Set(delivered).size).toBe(delivered.length);
    expect(delivered).toHaveLength(5);
    for (const to of delivered) expect(readers.map((r) => r.email)).toContain(to);
    const rows = await recipientsOf(id);
    expect(rows.filter((r) => r.status === 'sent')).toHaveLength(5);
    // The one in flight may have left: counted failed, never sent twice.
    expect(rows.filter((r) => r.status === 'failed').map((r) => r.error)).toEqual([expect.stringMatching(/Interrupted/)]);
    const [issue] = await handle.db.select().from(newsletterIssues).where(eq(newsletterIssues.id, id));
    expect(issue!.status).toBe('sent');

    // A third run has nothing left to do.
    expect(await deliverIssue(deps({ mailer: steady }), id, PACE)).toEqual({ sent: 0, failed: 0, done: true });
    expect(delivered).toHaveLength(5);
  });

  it('sends again a message that never reached the mail server, and marks an address refused for good as failed', async () => {
    const readers = await Promise.all(Array.from({ length: 3 }, () => reader()));
    installRuntime(handle.db, { mailer, dispatchNewsletter: async () => {} });
    const id = await draft('Retry me');
    await call(sendFn, `/api/admin/newsletter/${id}/send`, { cookie: admin, body: { recipients: 3 } });
    const delivered: string[] = [];
    let down = true;
    const flaky: Mailer = {
      describe: 'flaky',
      async send(m) {
        if (down) throw Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNECTION' });
        if (m.to === readers[1]!.email) throw Object.assign(new Error('550 mailbox unavailable'), { code: 'EENVELOPE', responseCode: 550 });
        delivered.push(m.to);
      },
    };
    await expect(deliverIssue(deps({ mailer: flaky }), id, PACE)).rejects.toThrow('ECONNREFUSED');
    expect((await recipientsOf(id)).every((r) => r.status === 'pending')).toBe(true);
    down = false;
    expect(await deliverIssue(deps({ mailer: flaky }), id, PACE)).toEqual({ sent: 2, failed: 1, done: true });
    expect(delivered.sort()).toEqual([readers[0]!.email, readers[2]!.email].sort());
  });

  it('carries List-Unsubscribe (mailto and one-click https) and List-Unsubscribe-Post in every message, as the outbox shows', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'newsletter-outbox-'));
    try {
      const m = await reader();
      const outbox = createMailer({ from: 'CareerPivot <no-reply@careerpivot.test>', outboxDir: dir });
      installRuntime(handle.db, { mailer: outbox, dispatchNewsletter: (id) => deliverIssue(deps({ mailer: outbox }), id, PACE).then(() => undefined) });
      const id = await draft('Headers issue');
      await call(sendFn, `/api/admin/newsletter/${id}/send`, { cookie: admin, body: { recipients: 1 } });
      const files = await readdir(dir);
      expect(files).toHaveLength(1);
      const eml = unfold(await readFile(join(dir, files[0]!), 'utf8'));
      expect(eml).toContain(`To: ${m.email}`);
      expect(eml).toMatch(/^List-Unsubscribe: <mailto:[^>]+\?subject=unsubscribe>, <http:\/\/localhost:8888\/api\/newsletter\/unsubscribe\?token=[\w.-]+>$/m);
      expect(eml).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
      // And a link in the body, to the page that asks.
      const body = eml.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
      expect(body).toMatch(/http:\/\/localhost:8888\/newsletter\/unsubscribe\?token=[\w.-]+/);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('lets a member leave with one click, signed out, from the header or the link, and refuses a forged token', async () => {
    const m = await reader();
    ({ clock } = installRuntime(handle.db, { mailer, dispatchNewsletter: (id) => deliverIssue(deps(), id, PACE).then(() => undefined) }));
    const id = await draft('Leave any time');
    await call(sendFn, `/api/admin/newsletter/${id}/send`, { cookie: admin, body: { recipients: 1 } });
    const [message] = newsletterMail(mailer.sent, 'Leave any time');
    const oneClick = /<(http[^>]+\/api\/newsletter\/unsubscribe\?token=[^>]+)>/.exec(message!.headers!['List-Unsubscribe']!)![1]!;
    const path = oneClick.replace('http://localhost:8888', '');

    // A forged token (another secret's) is refused and changes nothing.
    const token = new URL(oneClick).searchParams.get('token')!;
    const [h, p] = token.split('.');
    const forged = await call(unsubscribeFn, `/api/newsletter/unsubscribe?token=${h}.${p}.${'A'.repeat(43)}`, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
    });
    expect(forged.status).toBe(400);
    expect(forged.json.message).toMatch(/not valid or has expired/);
    // A link cut short (or garbled) gets the same words, with no field name before them: the page shows them as they are.
    for (const cut of [token.slice(0, 12), 'forged.token.here', '']) {
      const refused = await call(unsubscribeFn, `/api/newsletter/unsubscribe?token=${cut}`, {
        rawBody: 'List-Unsubscribe=One-Click',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
      });
      expect(refused.status).toBe(400);
      expect(refused.json.message).toBe(UNSUBSCRIBE_LINK_INVALID);
    }
    expect((await call(preferenceFn, '/api/account/newsletter', { cookie: m.cookie })).json.optIn).toBe(true);

    // Opening the header's address in a browser only leads to the page that asks.
    const opened = await call(unsubscribeFn, path);
    expect(opened.status).toBe(303);
    expect(opened.headers.get('location')).toBe(`/newsletter/unsubscribe?token=${encodeURIComponent(token)}`);
    expect((await call(preferenceFn, '/api/account/newsletter', { cookie: m.cookie })).json.optIn).toBe(true);

    // The mail provider's one-click POST: no session, another origin, a form body (RFC 8058).
    clock.advance(60_000);
    const left = await call(unsubscribeFn, path, {
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example.net' },
    });
    expect(left.status).toBe(200);
    expect(left.json.message).toMatch(/You have left the CareerPivot newsletter/);
    expect((await call(preferenceFn, '/api/account/newsletter', { cookie: m.cookie })).json).toEqual({ optIn: false, choiceAt: clock.now().toISOString() });
    // Again (the page's button after the header's POST): still fine, counted once.
    expect((await call(unsubscribeFn, path, { rawBody: '' })).status).toBe(200);
    const view = (await call(overviewFn, '/api/admin/newsletter', { cookie: admin })).json.issues.find((i: { id: string }) => i.id === id);
    expect(view.counts.unsubscribed).toBe(1);
    const [row] = await handle.db
      .select()
      .from(newsletterRecipients)
      .where(and(eq(newsletterRecipients.issueId, id), eq(newsletterRecipients.userId, m.id)));
    expect(row!.unsubscribedAt).not.toBeNull();
  });

  it('sends a test to the admin alone, and records no recipient', async () => {
    await reader();
    const id = await draft('Test only');
    const res = await call(testFn, `/api/admin/newsletter/${id}/test`, { cookie: admin, body: {} });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ sentTo: ADMIN.email });
    const tests = newsletterMail(mailer.sent, '[Test] Test only');
    expect(tests.map((m) => m.to)).toEqual([ADMIN.email]);
    expect(tests[0]!.html).toContain('<h1>News</h1>');
    expect(tests[0]!.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    expect(await recipientsOf(id)).toHaveLength(0);
    const member = await newMember();
    expect((await call(testFn, `/api/admin/newsletter/${id}/test`, { cookie: member.cookie, body: {} })).status).toBe(403);
  });

  it('sends a scheduled issue on the first of the month only while the monthly newsletter is on', async () => {
    await reader();
    const id = await draft('Scheduled issue');
    const scheduled = await call(scheduleFn, `/api/admin/newsletter/${id}/schedule`, { method: 'PUT', cookie: admin, body: { scheduled: true } });
    expect(scheduled.status).toBe(200);
    expect(scheduled.json.scheduledFor).toBe('2026-12-01T00:00:00.000Z');

    const off = defaultSettings();
    off.email.monthlyNewsletter = false;
    await saveSetting(handle.db, SETTINGS_KEYS.admin, off);
    try {
      const due = new Date('2026-12-01T01:00:00Z');
      expect(await dueNewsletterWork(handle.db, due)).toEqual({ started: [], resumed: [] });
      expect(await recipientsOf(id)).toHaveLength(0);
      // Off: no new issue may be scheduled either.
      const other = await draft('Another');
      expect((await call(scheduleFn, `/api/admin/newsletter/${other}/schedule`, { method: 'PUT', cookie: admin, body: { scheduled: true } })).status).toBe(409);

      await saveSetting(handle.db, SETTINGS_KEYS.admin, defaultSettings());
      expect(await dueNewsletterWork(handle.db, new Date('2026-11-30T23:00:00Z'))).toEqual({ started: [], resumed: [] });
      const work = await dueNewsletterWork(handle.db, due);
      expect(work.started).toEqual([id]);
      expect(await recipientsOf(id)).toHaveLength(1);
    } finally {
      await saveSetting(handle.db, SETTINGS_KEYS.admin, defaultSettings());
    }
  });

  it('records the consent at sign-up: unticked is no, a tick is yes with its time', async () => {
    const ticked = await call(signupFn, '/api/signup', {
      body: { email: 'ticks@example.test', password: 'a long password 1', firstName: 'Tia', lastName: 'Cho', newsletter: true },
    });
    expect(ticked.status).toBe(201);
    expect((await call(preferenceFn, '/api/account/newsletter', { cookie: ticked.cookie })).json).toEqual({ optIn: true, choiceAt: clock.now().toISOString() });
    const plain = await newMember();
    expect((await call(preferenceFn, '/api/account/newsletter', { cookie: plain.cookie })).json).toEqual({ optIn: false, choiceAt: null });
    expect((await call(preferenceFn, '/api/account/newsletter', { cookie: plain.cookie, method: 'PUT', body: { optIn: 'yes' } })).status).toBe(400);
    expect((await call(preferenceFn, '/api/account/newsletter')).status).toBe(401);
  });
});
