import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import type { Store } from '@netlify/blobs';
import trackerFn from '@functions/tracker.mts';
import trackerJobFn from '@functions/tracker-job.mts';
import contactsFn from '@functions/tracker-contacts.mts';
import contactFn from '@functions/tracker-contact.mts';
import filesFn from '@functions/tracker-files.mts';
import fileFn from '@functions/tracker-file.mts';
import interviewFn from '@functions/tracker-interview.mts';
import networkingFn from '@functions/networking.mts';
import sendFn from '@functions/networking-send.mts';
import remindersFn, { config as remindersConfig } from '@functions/tracker-reminders.mts';
import { createTestDb } from '~/server/testing/test-db';
import { blobStoreFromContext, call, installRuntime, newMember, type CapturingMailer, type TestClock } from '~/server/testing/harness';
import { startLocalBlobs } from '~/server/storage/local-blobs';
import type { DbHandle } from '~/server/db/client';
import type { Runtime } from '~/server/runtime';
import { trackedJobContacts, trackedJobFiles, trackedJobs } from '~/server/db/schema';
import { CONTACTS_PER_JOB_MAX, TRACKER_FILE_MAX_BYTES } from '~/lib/tracker';
import { NETWORKING_SENDS_PER_HOUR } from '~/lib/networking';
import { sendFollowUpReminders } from './reminders';

const DAY = 24 * 3600_000;
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

let handle: DbHandle;
let blobs: { context: string; stop: () => Promise<void> };
let store: Store;
let rt: Runtime;
let clock: TestClock;
let mailer: CapturingMailer;

beforeAll(async () => {
  handle = await createTestDb();
  blobs = await startLocalBlobs(await mkdtemp(join(tmpdir(), 'tracker-blobs-')));
  store = blobStoreFromContext(blobs.context);
}, 60_000);
afterAll(async () => {
  await blobs?.stop();
  await handle?.close();
});
beforeEach(() => {
  ({ rt, clock, mailer } = installRuntime(handle.db, { trackerFiles: () => store }));
});

const job = { title: 'Customer Success Manager', company: 'Acme Health', location: 'Denver, CO' };

async function premiumWithJob(extra: Record<string, unknown> = {}) {
  const m = await newMember('premium');
  const created = await call(trackerFn, '/api/tracker', { cookie: m.cookie, body: { ...job, ...extra } });
  expect(created.status).toBe(201);
  return { ...m, jobId: created.json.id as string };
}

function form(bytes: Uint8Array, name: string) {
  const f = new FormData();
  f.append('file', new File([bytes.slice().buffer as ArrayBuffer], name));
  return f;
}

describe('the advanced tracker (Premium)', () => {
  it('is refused to a Pivot member with 403, who keeps the basic tracker', async () => {
    const pivot = await newMember('pivot');
    const created = await call(trackerFn, '/api/tracker', { cookie: pivot.cookie, body: job });
    expect(created.status).toBe(201);
    const id = created.json.id as string;
    const base = `/api/tracker/${id}`;
    const refused = [
      await call(contactsFn, `${base}/contacts`, { cookie: pivot.cookie }),
      await call(contactsFn, `${base}/contacts`, { cookie: pivot.cookie, body: { name: 'Dana Reyes' } }),
      await call(contactFn, `${base}/contacts/${crypto.randomUUID()}`, { method: 'DELETE', cookie: pivot.cookie }),
      await call(filesFn, `${base}/files`, { cookie: pivot.cookie }),
      await call(filesFn, `${base}/files`, { cookie: pivot.cookie, form: form(PDF, 'offer.pdf') }),
      await call(fileFn, `${base}/files/${crypto.randomUUID()}`, { cookie: pivot.cookie }),
      await call(interviewFn, `${base}/interview.ics`, { cookie: pivot.cookie }),
      await call(networkingFn, '/api/networking', { cookie: pivot.cookie }),
      await call(sendFn, '/api/networking/send', { cookie: pivot.cookie, body: { template: 'thank-you', to: 'a@example.com', subject: 'Hi', body: 'Hi' } }),
    ];
    for (const res of refused) {
      expect(res.status).toBe(403);
      expect(res.json.message).toMatch(/Premium toolkit/);
    }
    const salary = await call(trackerJobFn, base, { method: 'PATCH', cookie: pivot.cookie, body: { salaryMin: 90000 } });
    expect(salary.status).toBe(403);
    expect(salary.json.message).toBe('Interview dates and salary are part of the Premium toolkit. Upgrade on the pricing page to use them.');
    expect(
      (await call(trackerFn, '/api/tracker', { cookie: pivot.cookie, body: { ...job, title: 'Other', interviewAt: '2026-12-01T15:00:00Z' } })).status,
    ).toBe(403);
    // The basic fields still save.
    expect((await call(trackerJobFn, base, { method: 'PATCH', cookie: pivot.cookie, body: { stage: 'applied' } })).status).toBe(200);
    const [row] = await handle.db.select().from(trackedJobs).where(eq(trackedJobs.id, id));
    expect(row).toMatchObject({ salaryMin: null, interviewAt: null, stage: 'applied' });
  });

  it('keeps salary and the interview date, and gives the interview as an .ics file', async () => {
    const { cookie, jobId } = await premiumWithJob();
    const base = `/api/tracker/${jobId}`;
    expect((await call(interviewFn, `${base}/interview.ics`, { cookie })).status).toBe(409);
    const saved = await call(trackerJobFn, base, {
      method: 'PATCH',
      cookie,
      body: { salaryMin: 90000, salaryMax: 110000, salaryCurrency: 'EUR', salaryPeriod: 'year', interviewAt: '2026-12-01T09:30:00-05:00' },
    });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      salaryMin: 90000,
      salaryMax: 110000,
      salaryCurrency: 'EUR',
      salaryPeriod: 'year',
      interviewAt: '2026-12-01T14:30:00.000Z',
    });
    const reversed = await call(trackerJobFn, base, { method: 'PATCH', cookie, body: { salaryMin: 120000, salaryMax: 100000 } });
    expect(reversed.status).toBe(400);
    expect(reversed.json.message).toMatch(/^salaryMax: /);
    expect((await call(trackerJobFn, base, { method: 'PATCH', cookie, body: { salaryCurrency: 'euro' } })).status).toBe(400);

    const ics = await call(interviewFn, `${base}/interview.ics`, { cookie });
    expect(ics.status).toBe(200);
    expect(ics.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(ics.headers.get('content-disposition')).toBe('attachment; filename="interview-acme-health.ics"');
    expect(ics.text).toContain('\r\nDTSTART:20261201T143000Z\r\n');
    expect(ics.text).toContain('\r\nSUMMARY:Interview: Customer Success Manager at Acme Health\r\n');
    expect(ics.text).toContain(`\r\nUID:interview-${jobId}@localhost\r\n`);
    expect(ics.text).toContain('\r\nLOCATION:Denver\\, CO\r\n');
  });

  it('keeps contacts per job: name required, e-mail checked, owner only, limited', async () => {
    const { cookie, jobId, id: userId } = await premiumWithJob();
    const base = `/api/tracker/${jobId}/contacts`;
    expect((await call(contactsFn, base, { cookie, body: { name: ' ' } })).json.message).toMatch(/^name: /);
    const badEmail = await call(contactsFn, base, { cookie, body: { name: 'Dana Reyes', email: 'dana@' } });
    expect(badEmail.status).toBe(400);
    expect(badEmail.json.message).toMatch(/^email: Enter an e-mail address/);
    const added = await call(contactsFn, base, { cookie, body: { name: 'Dana Reyes', role: 'Hiring manager', email: 'Dana@Acme.example', phone: '' } });
    expect(added.status).toBe(201);
    expect(added.json).toMatchObject({ name: 'Dana Reyes', role: 'Hiring manager', email: 'dana@acme.example', phone: null, lastContactedOn: null });
    const edited = await call(contactFn, `${base}/${added.json.id}`, { method: 'PATCH', cookie, body: { notes: 'Met at the meetup.', email: '' } });
    expect(edited.json).toMatchObject({ notes: 'Met at the meetup.', email: null });
    expect((await call(contactsFn, base, { cookie })).json.contacts).toHaveLength(1);

    const other = await newMember('premium');
    expect((await call(contactsFn, base, { cookie: other.cookie })).status).toBe(404);
    expect((await call(contactsFn, base, { cookie: other.cookie, body: { name: 'Sneaky' } })).status).toBe(404);
    expect((await call(contactFn, `${base}/${added.json.id}`, { method: 'PATCH', cookie: other.cookie, body: { name: 'X' } })).status).toBe(404);
    expect((await call(contactFn, `${base}/${added.json.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);

    await handle.db
      .insert(trackedJobContacts)
      .values(Array.from({ length: CONTACTS_PER_JOB_MAX - 1 }, (_, i) => ({ userId, trackedJobId: jobId, name: `Person ${i}` })));
    const full = await call(contactsFn, base, { cookie, body: { name: 'One more' } });
    expect(full.status).toBe(409);
    expect(full.json.message).toMatch(`at most ${CONTACTS_PER_JOB_MAX} contacts`);

    expect((await call(contactFn, `${base}/${added.json.id}`, { method: 'DELETE', cookie })).json).toEqual({ deleted: added.json.id });
    expect((await call(contactFn, `${base}/${added.json.id}`, { method: 'DELETE', cookie })).status).toBe(404);
  });

  it('attaches files checked by their bytes, downloads them to their owner only, and deletes them', async () => {
    const { cookie, jobId, id: userId } = await premiumWithJob();
    const base = `/api/tracker/${jobId}/files`;
    const attached = await call(filesFn, base, { cookie, form: form(PDF, '../Offer letter.pdf') });
    expect(attached.status).toBe(201);
    expect(attached.json).toMatchObject({ fileName: 'Offer letter.pdf', contentType: 'application/pdf', sizeBytes: PDF.length });
    const text = await call(filesFn, base, { cookie, form: form(new TextEncoder().encode('Questions to ask: team size, on-call.\n'), 'notes.txt') });
    expect(text.json.contentType).toBe('text/plain; charset=utf-8');

    // An executable renamed .pdf is refused: the bytes decide.
    const exe = await call(filesFn, base, { cookie, form: form(new Uint8Array([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00]), 'resume.pdf') });
    expect(exe.status).toBe(415);
    const big = new Uint8Array(TRACKER_FILE_MAX_BYTES + 1);
    big.set(PDF);
    const tooBig = await call(filesFn, base, { cookie, form: form(big, 'big.pdf') });
    expect(tooBig.status).toBe(413);
    expect(tooBig.json.message).toBe('Files can be at most 4 MB.');

    const listed = await call(filesFn, base, { cookie });
    expect(listed.json.files.map((f: { fileName: string }) => f.fileName)).toEqual(['Offer letter.pdf', 'notes.txt']);

    const got = await call(fileFn, `${base}/${attached.json.id}`, { cookie });
    expect(got.status).toBe(200);
    expect(got.headers.get('content-disposition')).toBe('attachment; filename="Offer letter.pdf"');
    expect(got.headers.get('content-type')).toBe('application/pdf');
    expect(got.bytes).toEqual(PDF);

    const other = await newMember('premium');
    expect((await call(fileFn, `${base}/${attached.json.id}`, { cookie: other.cookie })).status).toBe(404);
    expect((await call(fileFn, `${base}/${attached.json.id}`, { method: 'DELETE', cookie: other.cookie })).status).toBe(404);

    const [row] = await handle.db.select().from(trackedJobFiles).where(eq(trackedJobFiles.id, attached.json.id));
    expect(row!.blobKey.startsWith(`${userId}/`)).toBe(true);
    expect((await call(fileFn, `${base}/${attached.json.id}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect(await store.get(row!.blobKey)).toBeNull();
    expect((await call(fileFn, `${base}/${attached.json.id}`, { cookie })).status).toBe(404);
  });

  it('deleting a job deletes its files from storage; if storage refuses, the job and file are kept', async () => {
    const { cookie, jobId } = await premiumWithJob();
    const attached = await call(filesFn, `/api/tracker/${jobId}/files`, { cookie, form: form(PDF, 'letter.pdf') });
    const [row] = await handle.db.select().from(trackedJobFiles).where(eq(trackedJobFiles.id, attached.json.id));

    const failing = { delete: async () => Promise.reject(new Error('storage down')) } as unknown as Store;
    installRuntime(handle.db, { trackerFiles: () => failing, now: clock.now });
    const kept = await call(trackerJobFn, `/api/tracker/${jobId}`, { method: 'DELETE', cookie });
    expect(kept.status).toBe(502);
    expect(kept.json.message).toMatch(/One file of this job could not be removed from storage, so the job is kept/);
    expect(await handle.db.select().from(trackedJobs).where(eq(trackedJobs.id, jobId))).toHaveLength(1);
    expect(await store.get(row!.blobKey)).not.toBeNull();

    installRuntime(handle.db, { trackerFiles: () => store });
    expect((await call(trackerJobFn, `/api/tracker/${jobId}`, { method: 'DELETE', cookie })).status).toBe(200);
    expect(await store.get(row!.blobKey)).toBeNull();
    expect(await handle.db.select().from(trackedJobFiles).where(eq(trackedJobFiles.trackedJobId, jobId))).toHaveLength(0);
  });
});

describe('follow-up reminders', () => {
  it('e-mail a Premium member once per due follow-up date, and again when the date moves', async () => {
    const ana = await premiumWithJob({ followUpOn: '2026-11-22', stage: 'applied' });
    await call(trackerFn, '/api/tracker', {
      cookie: ana.cookie,
      body: { title: 'Support Lead', company: 'Globex', followUpOn: '2026-11-20', stage: 'applied' },
    });
    await call(trackerFn, '/api/tracker', { cookie: ana.cookie, body: { title: 'Later', company: 'Initech', followUpOn: '2026-11-30' } });
    await call(trackerFn, '/api/tracker', { cookie: ana.cookie, body: { title: 'Closed', company: 'Umbrella', followUpOn: '2026-11-20', stage: 'closed' } });
    // A Pivot member's follow-up dates stay on the board: reminders are the advanced tracker's.
    const pivot = await newMember('pivot');
    await call(trackerFn, '/api/tracker', { cookie: pivot.cookie, body: { ...job, followUpOn: '2026-11-21' } });

    // The scheduled function twice at once, then another run: one e-mail.
    expect(remindersConfig.schedule).toBe('@hourly');
    await Promise.all([remindersFn(), remindersFn()]);
    await sendFollowUpReminders(rt, clock.now());
    const toAna = () => mailer.mail.filter((m) => m.to === ana.email);
    expect(toAna()).toHaveLength(1);
    expect(toAna()[0]!.subject).toBe('Follow up on 2 job applications');
    expect(toAna()[0]!.text).toContain('- Support Lead at Globex (follow up on November 20, 2026)');
    expect(toAna()[0]!.text).toContain('- Customer Success Manager at Acme Health (follow up on November 22, 2026)');
    expect(toAna()[0]!.text).not.toMatch(/Initech|Umbrella/);
    expect(toAna()[0]!.text).toContain('http://localhost:8888/dashboard/tracker');
    expect(mailer.mail.filter((m) => m.to === pivot.email)).toHaveLength(0);

    // Moving the date makes a new reminder once it comes.
    await call(trackerJobFn, `/api/tracker/${ana.jobId}`, { method: 'PATCH', cookie: ana.cookie, body: { followUpOn: '2026-11-23' } });
    await sendFollowUpReminders(rt, clock.now());
    expect(toAna()).toHaveLength(1);
    clock.advance(DAY);
    await sendFollowUpReminders(rt, clock.now());
    await sendFollowUpReminders(rt, clock.now());
    expect(toAna()).toHaveLength(2);
    expect(toAna()[1]!.subject).toBe('Follow up on Customer Success Manager at Acme Health');
  });

  it('try again on the next run when the e-mail could not be sent', async () => {
    const ben = await premiumWithJob({ followUpOn: '2026-11-22', stage: 'applied' });
    const down = { describe: 'a mail server that is down', send: async () => Promise.reject(new Error('SMTP down')) };
    await sendFollowUpReminders({ ...rt, mailer: down }, clock.now());
    expect(mailer.mail.filter((m) => m.to === ben.email)).toHaveLength(0);
    await sendFollowUpReminders(rt, clock.now());
    await sendFollowUpReminders(rt, clock.now());
    expect(mailer.mail.filter((m) => m.to === ben.email)).toHaveLength(1);
  });
});

describe('the networking helper (Premium)', () => {
  it('lists templates, jobs and contacts; sends a message with Reply-To the member, records it and dates the contact', async () => {
    // Interviewed yesterday: a thank-you is due.
    const { cookie, jobId, email } = await premiumWithJob({ stage: 'interviewing', interviewAt: '2026-11-21T15:00:00Z' });
    const contact = await call(contactsFn, `/api/tracker/${jobId}/contacts`, { cookie, body: { name: 'Dana Reyes', email: 'dana@acme.example' } });
    const overview = await call(networkingFn, '/api/networking', { cookie });
    expect(overview.status).toBe(200);
    expect(overview.json.templates.map((t: { key: string }) => t.key)).toEqual(['thank-you', 'follow-up', 'informational-interview', 'referral-request']);
    expect(overview.json.jobs).toEqual([
      expect.objectContaining({ id: jobId, title: job.title, contacts: [expect.objectContaining({ id: contact.json.id, name: 'Dana Reyes' })] }),
    ]);
    expect(overview.json.sent).toEqual([]);

    const message = {
      template: 'thank-you',
      trackedJobId: jobId,
      contactId: contact.json.id,
      to: 'dana@acme.example',
      subject: 'Thank you',
      body: 'Hi Dana,\n\nThank you.',
    };
    const sent = await call(sendFn, '/api/networking/send', { cookie, body: message });
    expect(sent.status).toBe(201);
    expect(mailer.mail).toEqual([{ to: 'dana@acme.example', replyTo: email, subject: 'Thank you', text: 'Hi Dana,\n\nThank you.' }]);
    const after = await call(networkingFn, '/api/networking', { cookie });
    expect(after.json.sent).toEqual([
      expect.objectContaining({ toEmail: 'dana@acme.example', subject: 'Thank you', template: 'thank-you', contactId: contact.json.id }),
    ]);
    expect(after.json.jobs[0].contacts[0].lastContactedOn).toBe('2026-11-22');

    expect((await call(sendFn, '/api/networking/send', { cookie, body: { ...message, template: 'bribe' } })).status).toBe(400);
    expect((await call(sendFn, '/api/networking/send', { cookie, body: { ...message, to: 'not an address' } })).status).toBe(400);
    const other = await newMember('premium');
    // Another member's job or contact is not theirs to write about.
    expect((await call(sendFn, '/api/networking/send', { cookie: other.cookie, body: message })).status).toBe(404);
    expect((await call(sendFn, '/api/networking/send', { cookie: other.cookie, body: { ...message, trackedJobId: null } })).status).toBe(404);
    expect(mailer.mail).toHaveLength(1);
  });

  it('does not send a thank-you for an interview that has not happened yet', async () => {
    const { cookie, jobId } = await premiumWithJob({ stage: 'interviewing', interviewAt: new Date(clock.now().getTime() + 10 * 60_000).toISOString() });
    const thanks = { template: 'thank-you', trackedJobId: jobId, to: 'dana@acme.example', subject: 'Thank you', body: 'Hi Dana,\n\nThank you.' };
    const early = await call(sendFn, '/api/networking/send', { cookie, body: thanks });
    expect(early.status).toBe(400);
    expect(early.json.message).toMatch(/has not happened yet/);
    // Without a job, or with one whose interview time is not set, there is no interview to thank for.
    expect((await call(sendFn, '/api/networking/send', { cookie, body: { ...thanks, trackedJobId: null } })).status).toBe(400);
    const noDate = await premiumWithJob();
    expect((await call(sendFn, '/api/networking/send', { cookie: noDate.cookie, body: { ...thanks, trackedJobId: noDate.jobId } })).status).toBe(400);
    // Other messages about that job are fine before the interview.
    expect((await call(sendFn, '/api/networking/send', { cookie, body: { ...thanks, template: 'follow-up', subject: 'Following up' } })).status).toBe(201);
    expect(mailer.mail.filter((m) => m.subject === 'Thank you')).toHaveLength(0);

    clock.advance(15 * 60_000);
    expect((await call(sendFn, '/api/networking/send', { cookie, body: thanks })).status).toBe(201);
  });

  it(`sends at most ${NETWORKING_SENDS_PER_HOUR} messages an hour per member`, async () => {
    const { cookie } = await newMember('premium');
    const message = { template: 'informational-interview', to: 'someone@example.com', subject: 'Twenty minutes?', body: 'Hello.' };
    for (let i = 0; i < NETWORKING_SENDS_PER_HOUR; i++) expect((await call(sendFn, '/api/networking/send', { cookie, body: message })).status).toBe(201);
    const refused = await call(sendFn, '/api/networking/send', { cookie, body: message });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/Copy this one/);
    expect(mailer.mail).toHaveLength(NETWORKING_SENDS_PER_HOUR);
  });
});
