import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { and, eq, getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable, getTableConfig } from 'drizzle-orm/pg-core';
import { unzipSync, strFromU8 } from 'fflate';
import type { Store } from '@netlify/blobs';
import accountFn from '@functions/account.mts';
import exportFn from '@functions/account-export.mts';
import adminUserFn from '@functions/admin-user.mts';
import signupFn from '@functions/auth-signup.mts';
import userFn from '@functions/auth-user.mts';
import * as schema from '~/server/db/schema';
import type { DbHandle } from '~/server/db/client';
import { TEST_ADMIN, blobStoreFromContext, call, installRuntime, newMember, seededTestDb, sessionCookie, type CapturingMailer } from '~/server/testing/harness';
import { startLocalBlobs } from '~/server/storage/local-blobs';
import { startStripePeer } from '~/server/testing/stripe-peer';
import { recordEvent } from '~/server/audit/log';
import { emptyResumeData } from '~/lib/resume';
import { testProvider } from '~/server/billing/test-provider';
import { stripeClient, stripeProvider } from '~/server/billing/stripe-provider';
import { EXPORT_EXCLUDED } from './export';
import { deleteExpiredAuthState } from '~/server/auth/cleanup';
import { applyBillingEvent } from '~/server/billing/apply';

const PASSWORD = 'a long password 1';
let handle: DbHandle;
let blobs: { context: string; stop: () => Promise<void> };
let stores: { resumeFiles: Store; practiceRecordings: Store; trackerFiles: Store };
let mailer: CapturingMailer;
let cancelled: string[];

beforeAll(async () => {
  handle = await seededTestDb();
  blobs = await startLocalBlobs(await mkdtemp(join(tmpdir(), 'account-data-blobs-')));
  stores = {
    resumeFiles: blobStoreFromContext(blobs.context, 'resume-files'),
    practiceRecordings: blobStoreFromContext(blobs.context, 'practice-recordings'),
    trackerFiles: blobStoreFromContext(blobs.context, 'tracker-files'),
  };
}, 60_000);
afterAll(async () => {
  await blobs?.stop();
  await handle?.close();
});
beforeEach(() => {
  cancelled = [];
  const billing = { ...testProvider(), cancelNow: async (id: string) => void cancelled.push(id) };
  ({ mailer } = installRuntime(handle.db, {
    billing,
    resumeFiles: () => stores.resumeFiles,
    practiceRecordings: () => stores.practiceRecordings,
    trackerFiles: () => stores.trackerFiles,
  }));
});

const hash = (v: string) => createHash('sha256').update(v).digest('hex');
const bytes = (label: string, size = 600) => {
  const b = new Uint8Array(size).map((_, i) => (i * 31 + label.length) % 251);
  b.set(new TextEncoder().encode(label));
  return b;
};

interface Filled {
  id: string;
  email: string;
  cookie: string;
  /** A marker written into every text the member owns, to find in the export. */
  marker: string;
  blobKeys: { resumeFiles: string[]; practiceRecordings: string[]; trackerFiles: string[] };
  files: Record<string, Uint8Array>;
}

/** A member with a row in every table that can hold one, and a file in every blob store. */
async function memberWithEverything(): Promise<Filled> {
  const { cookie, email, id } = await newMember('elite');
  const db = handle.db;
  const marker = `mk${randomBytes(4).toString('hex')}`;
  const [admin] = await db.select().from(schema.users).where(eq(schema.users.email, TEST_ADMIN.email));
  const now = new Date();

  await db.insert(schema.referralCodes).values({ code: `${marker}CODE`.toUpperCase(), userId: id });
  await db.insert(schema.referralRewards).values({ referrerId: id, tier: 1, referralCount: 1, grantedAt: now });
  await db.insert(schema.referralInvitations).values({ referrerId: id, email: `friend-of-${marker}@example.test` });
  await db.insert(schema.passwordResetTokens).values({ userId: id, tokenHash: hash(`${marker}reset`), expiresAt: new Date(now.getTime() + 3600_000) });
  await recordEvent(db, { category: 'auth', action: 'login.ok', message: `Signed in as ${email}`, actor: { id, email }, detail: { userId: id }, at: now });

  const [upload] = await db
    .insert(schema.resumeSessions)
    .values({ userId: id, status: 'completed', blobKey: 'pending', fileName: `${marker} cv.pdf`, fileKind: 'pdf', sizeBytes: 600, skills: ['sql'] })
    .returning();
  const uploadKey = `resumes/${upload!.id}`;
  await db.update(schema.resumeSessions).set({ blobKey: uploadKey }).where(eq(schema.resumeSessions.id, upload!.id));
  const uploadBytes = bytes(`%PDF ${marker}`);
  await stores.resumeFiles.set(`${uploadKey}/file`, uploadBytes.slice().buffer as ArrayBuffer);
  await stores.resumeFiles.set(`${uploadKey}/text`, `resume text ${marker}`);

  const [job] = await db
    .insert(schema.trackedJobs)
    .values({ userId: id, title: `Analyst ${marker}`, company: 'Acme' })
    .returning();
  await db.insert(schema.checklistProgress).values({ userId: id, taskId: `task-${marker}` });
  const data = emptyResumeData();
  data.basics.name = `Kim ${marker}`;
  const [resume] = await db
    .insert(schema.resumes)
    .values({ userId: id, title: `Resume ${marker}`, data })
    .returning();
  await db.insert(schema.resumeVersions).values({ resumeId: resume!.id, title: `Resume ${marker}`, data, kind: 'created' });
  await db.insert(schema.resumeExports).values({ userId: id, resumeId: resume!.id, day: '2026-11-20', format: 'docx' });
  await db.insert(schema.coverLetters).values({
    userId: id,
    resumeId: resume!.id,
    trackedJobId: job!.id,
    company: 'Acme',
    role: 'Analyst',
    paragraphs: [`Letter ${marker}`],
    requirements: { matched: [], gaps: [], transferable: [] },
  });
  await db.insert(schema.assessmentResults).values({ userId: id, version: `v-${marker}`, answers: [3], typeScores: [50], primaryType: 1, workStyles: {} });
  const [interview] = await db
    .insert(schema.interviewSessions)
    .values({ userId: id, roleTitle: `Role ${marker}`, questions: [] })
    .returning();
  const recordingId = randomUUID();
  const recordingKey = `${id}/${recordingId}`;
  const recordingBytes = bytes(`webm ${marker}`);
  await stores.practiceRecordings.set(recordingKey, recordingBytes.slice().buffer as ArrayBuffer);
  await db.insert(schema.practiceRecordings).values({
    id: recordingId,
    userId: id,
    sessionId: interview!.id,
    question: `Q ${marker}`,
    blobKey: recordingKey,
    contentType: 'audio/webm',
    sizeBytes: recordingBytes.length,
    durationMs: 1000,
  });
  await db.insert(schema.interviewAnswers).values({
    sessionId: interview!.id,
    userId: id,
    questionId: 'q1',
    question: 'Tell me',
    answer: `Answer ${marker}`,
    recordingId,
    feedback: {},
    starScore: 3,
  });
  const [contact] = await db
    .insert(schema.trackedJobContacts)
    .values({ userId: id, trackedJobId: job!.id, name: `Contact ${marker}`, email: `contact-${marker}@example.test` })
    .returning();
  const fileId = randomUUID();
  const fileKey = `${id}/${job!.id}/${fileId}`;
  const fileBytes = bytes(`file ${marker}`);
  await stores.trackerFiles.set(fileKey, fileBytes.slice().buffer as ArrayBuffer);
  await db.insert(schema.trackedJobFiles).values({
    id: fileId,
    userId: id,
    trackedJobId: job!.id,
    fileName: `offer ${marker}.pdf`,
    contentType: 'application/pdf',
    sizeBytes: fileBytes.length,
    blobKey: fileKey,
  });
  await db.insert(schema.networkingMessages).values({
    userId: id,
    trackedJobId: job!.id,
    contactId: contact!.id,
    template: 't',
    toEmail: `contact-${marker}@example.test`,
    subject: 'Hi',
    body: `Note ${marker}`,
  });
  const [plan] = await db
    .insert(schema.pivotPlans)
    .values({ userId: id, occupationCode: `15-${marker}`, occupationTitle: 'Analyst', pathSnapshot: {} })
    .returning();
  await db.insert(schema.pivotPlanSteps).values({ planId: plan!.id, userId: id, position: 0, kind: 'learn', title: `Step ${marker}`, trackedJobId: job!.id });
  const [search] = await db
    .insert(schema.savedSearches)
    .values({ userId: id, name: `Search ${marker}`, resumeSessionId: upload!.id, skills: ['sql'], filters: { location: [], title: [], company: [] } })
    .returning();
  const [corpusJob] = await db
    .insert(schema.jobs)
    .values({
      source: 'test',
      externalId: marker,
      title: 'Job',
      company: 'Co',
      description: 'd',
      skills: ['sql'],
      link: 'https://example.test/job',
      postedAt: now,
    })
    .returning();
  await db.insert(schema.savedSearchMatches).values({ savedSearchId: search!.id, jobId: corpusJob!.id, matchPercentage: 80 });
  await db.insert(schema.matchHistory).values({
    userId: id,
    resumeSessionId: upload!.id,
    fileName: 'cv.pdf',
    filters: { location: [], title: [], company: [] },
    resultCount: 1,
    topMatches: [{ marker }],
  });
  const [intro] = await db
    .insert(schema.introductionRequests)
    .values({ userId: id, trackedJobId: job!.id, company: 'Acme', role: 'Analyst', why: `Why ${marker}` })
    .returning();
  await db.insert(schema.introductionEvents).values({ introductionId: intro!.id, status: 'requested', actorId: id });
  await db.insert(schema.introductionEvents).values({ introductionId: intro!.id, status: 'in_progress', actorId: admin!.id, note: 'on it' });
  const [ticket] = await db
    .insert(schema.supportRequests)
    .values({ userId: id, subject: `Help ${marker}`, priority: 'vip', firstResponseDueAt: now })
    .returning();
  await db.insert(schema.supportMessages).values({ requestId: ticket!.id, author: 'member', authorId: id, body: `Body ${marker}` });
  await db.insert(schema.supportMessages).values({ requestId: ticket!.id, author: 'staff', authorId: admin!.id, body: 'Staff answer' });
  const [slot] = await db
    .insert(schema.coachingSlots)
    .values({ coachName: 'Coach', startsAt: new Date(now.getTime() + 86_400_000), durationMinutes: 45, timeZone: 'UTC', createdBy: admin!.id })
    .returning();
  await db.insert(schema.coachingBookings).values({ slotId: slot!.id, userId: id, topic: `Topic ${marker}` });
  await db
    .insert(schema.emailTokens)
    .values({ userId: id, purpose: 'verify', email, tokenHash: hash(`${marker}verify`), expiresAt: new Date(now.getTime() + 3600_000) });
  await db.insert(schema.recoveryCodes).values({ userId: id, codeHash: hash(`${marker}recovery`) });
  await db.insert(schema.passkeys).values({ id: `cred-${marker}`, userId: id, publicKey: `pk-${marker}`, name: `Laptop ${marker}` });
  await db.insert(schema.authChallenges).values({ id: `ch-${marker}`, userId: id, purpose: 'second-factor', expiresAt: new Date(now.getTime() + 300_000) });

  return {
    id,
    email,
    cookie,
    marker,
    blobKeys: { resumeFiles: [`${uploadKey}/file`, `${uploadKey}/text`], practiceRecordings: [recordingKey], trackerFiles: [fileKey] },
    files: { upload: uploadBytes, recording: recordingBytes, trackerFile: fileBytes },
  };
}

/** Every pgTable the schema exports, enumerated, not listed by hand. */
const tables: PgTable[] = (Object.values(schema) as unknown[]).filter((v): v is PgTable => is(v, PgTable));

/** Each column of each table (cast to text) that holds `id` or `email` (any case), with the row count. */
async function rowsHolding(id: string, email: string): Promise<{ table: string; column: string; rows: Record<string, unknown>[] }[]> {
  const found = [];
  for (const table of tables) {
    for (const column of Object.values(getTableColumns(table))) {
      const res = await handle.db.execute(
        sql`select * from ${table} where position(${id} in lower(${column}::text)) > 0 or position(${email.toLowerCase()} in lower(${column}::text)) > 0`,
      );
      if (res.rows.length) found.push({ table: getTableName(table), column: column.name, rows: res.rows as Record<string, unknown>[] });
    }
  }
  return found;
}

async function blobKeysUnder(prefixes: Filled['blobKeys']): Promise<string[]> {
  const left: string[] = [];
  for (const [store, keys] of Object.entries(prefixes) as [keyof Filled['blobKeys'], string[]][]) {
    for (const key of keys) if ((await stores[store].get(key)) !== null) left.push(`${store}:${key}`);
  }
  return left;
}

const exportOf = async (cookie: string) => {
  const res = await call(exportFn, '/api/account/export', { cookie });
  expect(res.status, res.text.slice(0, 200)).toBe(200);
  return { res, files: unzipSync(res.bytes) };
};
const textOf = (files: Record<string, Uint8Array>) =>
  Object.entries(files)
    .map(([name, b]) => `${name}\n${strFromU8(b, true)}`)
    .join('\n');

describe('GET /api/account/export', () => {
  it('is a ZIP of exactly the member’s data and files, with a README, and nobody else’s', async () => {
    const a = await memberWithEverything();
    const b = await memberWithEverything();
    // B subscribed with A's referral code: each is in the other's records, and neither export shows the other.
    const aCode = `${a.marker}CODE`.toUpperCase();
    await handle.db
      .update(schema.subscriptions)
      .set({ discount: { percent: 20, months: 3, code: aCode } })
      .where(eq(schema.subscriptions.userId, b.id));
    await handle.db.insert(schema.referrals).values({ code: aCode, referrerId: a.id, referredUserId: b.id });
    const { res, files } = await exportOf(a.cookie);
    expect(res.headers.get('content-type')).toBe('application/zip');
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="careerpivot-data-\d{4}-\d{2}-\d{2}\.zip"$/);

    const names = Object.keys(files);
    expect(names).toContain('README.txt');
    expect(names).toContain('account.json');
    const readme = strFromU8(files['README.txt']!);
    // The README explains every file of the ZIP, by its name or its folder.
    const explained = readme
      .split('\n')
      .map((line) => line.split(/\s+/)[0]!)
      .filter((first) => /^[\w-]+(\/|\.json$)/.test(first));
    expect(explained.length).toBeGreaterThan(10);
    for (const name of names.filter((n) => n !== 'README.txt')) {
      expect(
        explained.some((e) => (e.endsWith('/') ? name.startsWith(e) : name === e)),
        `README explains ${name}`,
      ).toBe(true);
    }

    const all = textOf(files);
    // Every kind of thing A stored is there (each carries A's marker)...
    for (const thing of [
      'cv.pdf',
      'Analyst',
      'task-',
      'Resume',
      'Letter',
      'v-',
      'Role',
      'Q ',
      'Answer',
      'Contact',
      'offer',
      'Note',
      '15-',
      'Step',
      'Search',
      'Why',
      'Help',
      'Body',
      'Topic',
      'Laptop',
      'friend-of-',
      'CODE',
    ]) {
      expect(all, `export has ${thing}`).toMatch(new RegExp(`${thing.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}.{0,3}${a.marker}|${a.marker}.{0,3}${thing}`, 'i'));
    }
    // ...with the original files byte for byte...
    const binary = Object.entries(files).filter(([n]) => /\/(uploads|recordings|files)\//.test(n));
    expect(binary).toHaveLength(3);
    const same = (x: Uint8Array, y: Uint8Array) => x.length === y.length && x.every((v, i) => v === y[i]);
    for (const original of Object.values(a.files)) expect(binary.some(([, got]) => same(got, original))).toBe(true);
    // ...the resume as JSON Resume...
    const resumeFile = names.find((n) => /^resumes\/.*\.resume\.json$/.test(n))!;
    const resume = JSON.parse(strFromU8(files[resumeFile]!));
    expect(resume.$schema).toContain('jsonresume');
    expect(resume.basics.name).toBe(`Kim ${a.marker}`);
    // ...the days it was downloaded...
    expect(JSON.parse(strFromU8(files['resumes/downloads.json']!))).toEqual([
      { resumeId: expect.any(String), resume: `Resume ${a.marker}`, day: '2026-11-20', format: 'docx' },
    ]);
    // ...and nothing of B's, and no secret.
    expect(all.toLowerCase()).not.toContain(b.marker);
    expect(all).not.toContain(b.id);
    expect(all.toLowerCase()).not.toContain(b.email.toLowerCase());
    const ofB = textOf((await exportOf(b.cookie)).files).toLowerCase();
    expect(ofB).toContain(b.marker);
    expect(ofB).toContain('"friendDiscount": {'.toLowerCase());
    expect(ofB).toContain('"referredByAFriend": {'.toLowerCase());
    for (const other of [a.marker, a.id, a.email.toLowerCase()]) expect(ofB).not.toContain(other);
    const [user] = await handle.db.select().from(schema.users).where(eq(schema.users.id, a.id));
    expect(all).not.toContain(user!.passwordHash);
    for (const secret of [hash(`${a.marker}reset`), hash(`${a.marker}verify`), hash(`${a.marker}recovery`), `ch-${a.marker}`, `pk-${a.marker}`])
      expect(all).not.toContain(secret);
    const sessionIds = await handle.db.select({ id: schema.sessions.id }).from(schema.sessions).where(eq(schema.sessions.userId, a.id));
    for (const { id } of sessionIds) expect(all).not.toContain(id);

    const account = JSON.parse(strFromU8(files['account.json']!));
    expect(account.profile.email).toBe(a.email);
    expect(account.subscriptions).toHaveLength(1);
    expect(account.subscriptions[0].plan).toBe('elite');
    expect(account.twoFactor.recoveryCodesLeft).toBe(1);
  });

  it('exports every table that holds a member id, or says why not', async () => {
    const exported = new Set([
      'users',
      'subscriptions',
      'referral_codes',
      'referrals',
      'referral_rewards',
      'referral_invitations',
      'resume_sessions',
      'tracked_jobs',
      'checklist_progress',
      'resumes',
      'resume_exports',
      'cover_letters',
      'assessment_results',
      'interview_sessions',
      'practice_recordings',
      'interview_answers',
      'tracked_job_contacts',
      'tracked_job_files',
      'networking_messages',
      'pivot_plans',
      'pivot_plan_steps',
      'saved_searches',
      'match_history',
      'introduction_requests',
      'introduction_events',
      'support_requests',
      'support_messages',
      'coaching_bookings',
      'passkeys',
      'newsletter_recipients',
    ]);
    // A table holds a member id when one of its columns has a foreign key to users.id.
    const withUser = tables
      .filter((t) => getTableConfig(t).foreignKeys.some((fk) => getTableName(fk.reference().foreignTable) === 'users'))
      .map((t) => getTableName(t));
    expect(withUser.length).toBeGreaterThan(20);
    for (const name of withUser) expect(exported.has(name) || name in EXPORT_EXCLUDED, `${name} is exported or excluded with a reason`).toBe(true);
  });

  it('still downloads when a stored file is missing, and says which', async () => {
    const a = await memberWithEverything();
    await stores.practiceRecordings.delete(a.blobKeys.practiceRecordings[0]!);
    const { files } = await exportOf(a.cookie);
    const missing = strFromU8(files['MISSING-FILES.txt']!);
    expect(missing).toMatch(/^interviews\/recordings\/[0-9a-f-]+\.webm$/m);
    expect(Object.keys(files).filter((n) => n.startsWith('interviews/recordings/'))).toEqual([]);
    expect(Object.keys(files).some((n) => n.startsWith('tracker/files/'))).toBe(true);
  });

  it('is for signed-in members only, three times an hour', async () => {
    expect((await call(exportFn, '/api/account/export')).status).toBe(401);
    const { cookie } = await newMember();
    for (let i = 0; i < 3; i++) expect((await call(exportFn, '/api/account/export', { cookie })).status).toBe(200);
    const limited = await call(exportFn, '/api/account/export', { cookie });
    expect(limited.status).toBe(429);
    expect(limited.json.message).toMatch(/3 times an hour/);
  });
});

const remove = (cookie: string, body: unknown) => call(accountFn, '/api/account', { method: 'DELETE', cookie, body });

describe('DELETE /api/account', () => {
  it('refuses a wrong password with 403 and changes nothing', async () => {
    const a = await memberWithEverything();
    // Where A's id and e-mail are, as table.column × rows (the attempt counter and the log of the attempt aside).
    const footprint = async () =>
      (await rowsHolding(a.id, a.email))
        .filter((f) => f.table !== 'rate_limit_hits' && f.table !== 'audit_log')
        .map((f) => `${f.table}.${f.column}×${f.rows.length}`);
    const before = await footprint();
    expect(before.length).toBeGreaterThan(30);
    const res = await remove(a.cookie, { password: 'not the password' });
    expect(res.status).toBe(403);
    expect(res.json.message).toBe('That password is not right.');
    expect(cancelled).toEqual([]);
    expect(await footprint()).toEqual(before);
    expect(await blobKeysUnder(a.blobKeys)).toHaveLength(4);
    expect((await call(userFn, '/api/auth/user', { cookie: a.cookie })).status).toBe(200);
  });

  it('asks for the second factor when it is on, and deletes nothing without it', async () => {
    const a = await newMember('pivot');
    await handle.db.update(schema.users).set({ totpEnabledAt: new Date(), totpSecret: 'sealed' }).where(eq(schema.users.id, a.id));
    const res = await remove(a.cookie, { password: PASSWORD });
    expect(res.status).toBe(403);
    expect(res.json.message).toMatch(/authenticator app/);
    expect(cancelled).toEqual([]);
    expect(await handle.db.select().from(schema.users).where(eq(schema.users.id, a.id))).toHaveLength(1);
  });

  it('refuses a cross-site request and a signed-out one', async () => {
    const a = await newMember();
    expect(
      (await call(accountFn, '/api/account', { method: 'DELETE', cookie: a.cookie, body: { password: PASSWORD }, headers: { origin: 'https://evil.example' } }))
        .status,
    ).toBe(403);
    expect((await remove('', { password: PASSWORD })).status).toBe(401);
    expect((await call(userFn, '/api/auth/user', { cookie: a.cookie })).status).toBe(200);
  });

  it('leaves no row holding the member’s id or e-mail in any table and no blob of theirs; cancels, keeps payments anonymised, mails, signs out', async () => {
    const a = await memberWithEverything();
    const b = await memberWithEverything();
    // Someone else invited A and keeps A in their own address book (see the decision record).
    const c = await newMember();
    await handle.db.insert(schema.referralInvitations).values({ referrerId: c.id, email: a.email.toLowerCase() });
    const [cJob] = await handle.db.insert(schema.trackedJobs).values({ userId: c.id, title: 'Role', company: 'Co' }).returning();
    await handle.db.insert(schema.trackedJobContacts).values({ userId: c.id, trackedJobId: cJob!.id, name: 'A', email: a.email });
    // A referred B: the referral goes with A; B stays.
    await handle.db.insert(schema.referrals).values({ code: `${a.marker}CODE`.toUpperCase(), referrerId: a.id, referredUserId: b.id });
    // An admin's entry about A: it stays the admin's, with A's address taken out.
    const [boss] = await handle.db.select().from(schema.users).where(eq(schema.users.email, TEST_ADMIN.email));
    await recordEvent(handle.db, {
      category: 'admin',
      action: 'user.note',
      message: `Looked at ${a.email.toUpperCase()}`,
      actor: { id: boss!.id, email: boss!.email },
    });
    const [sub] = await handle.db.select().from(schema.subscriptions).where(eq(schema.subscriptions.userId, a.id));
    const retainedBefore = (await handle.db.select().from(schema.retainedPayments)).length;

    const res = await remove(a.cookie, { password: PASSWORD });
    expect(res.status, res.text).toBe(200);
    // Cookies cleared.
    const cleared = res.headers.getSetCookie();
    expect(cleared.some((c) => /^cp_session=;.*Max-Age=0/.test(c))).toBe(true);

    // Not one row anywhere holds A's id or e-mail, except C's own address book entry of A.
    const left = await rowsHolding(a.id, a.email);
    const others = left.filter((f) => !(f.table === 'tracked_job_contacts' && f.rows.every((r) => r.user_id === c.id)));
    expect(others).toEqual([]);
    expect(left).toHaveLength(1);
    expect(await blobKeysUnder(a.blobKeys)).toEqual([]);
    expect((await stores.practiceRecordings.list({ prefix: `${a.id}/` })).blobs).toEqual([]);
    expect((await stores.trackerFiles.list({ prefix: `${a.id}/` })).blobs).toEqual([]);

    // B is untouched, files included.
    expect(await blobKeysUnder(b.blobKeys)).toHaveLength(4);
    expect((await call(userFn, '/api/auth/user', { cookie: b.cookie })).status).toBe(200);
    expect(await handle.db.select().from(schema.resumes).where(eq(schema.resumes.userId, b.id))).toHaveLength(1);

    // Cancelled at the provider at once; what accounting keeps is kept without identity.
    expect(cancelled).toEqual([sub!.providerSubscriptionId]);
    const retained = await handle.db.select().from(schema.retainedPayments);
    expect(retained).toHaveLength(retainedBefore + 1);
    const kept = retained.find((r) => r.providerSubscriptionId === sub!.providerSubscriptionId)!;
    expect(kept).toMatchObject({ plan: 'elite', interval: 'monthly', amountCents: sub!.amountCents, status: 'canceled', provider: 'test' });
    expect(kept.endedAt).not.toBeNull();

    // The log keeps the event, not the person.
    const logged = await handle.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'login.ok'));
    expect(logged.some((r) => r.message === 'Signed in as [deleted account]' && r.actorEmail === '[deleted account]' && r.actorId === null)).toBe(true);
    const [note] = await handle.db.select().from(schema.auditLog).where(eq(schema.auditLog.action, 'user.note'));
    expect(note).toMatchObject({ message: 'Looked at [deleted account]', actorId: boss!.id, actorEmail: TEST_ADMIN.email });

    // The last e-mail; the session is gone; the address can sign up again.
    const last = mailer.mail.find((m) => m.to === a.email)!;
    expect(last.subject).toBe('Your CareerPivot account was deleted');
    expect(last.text).toMatch(/will not be charged again/);
    expect((await call(userFn, '/api/auth/user', { cookie: a.cookie })).status).toBe(401);
    const again = await call(signupFn, '/api/signup', { body: { email: a.email, password: PASSWORD, firstName: 'Kim', lastName: 'Again' } });
    expect(again.status).toBe(201);
  });

  it('stops before erasing anything when the provider cannot cancel', async () => {
    const a = await newMember('premium');
    installRuntime(handle.db, {
      billing: {
        ...testProvider(),
        cancelNow: async () => {
          throw new Error('provider down');
        },
      },
      resumeFiles: () => stores.resumeFiles,
      practiceRecordings: () => stores.practiceRecordings,
      trackerFiles: () => stores.trackerFiles,
    });
    const res = await remove(a.cookie, { password: PASSWORD });
    expect(res.status).toBe(502);
    expect(res.json.message).toMatch(/nothing was deleted/);
    expect(await handle.db.select().from(schema.users).where(eq(schema.users.id, a.id))).toHaveLength(1);
    expect((await call(userFn, '/api/auth/user', { cookie: a.cookie })).status).toBe(200);
  });

  it('cancels a Stripe subscription at Stripe at once, with no proration and no final invoice', async () => {
    const peer = await startStripePeer({}, { sub_live_1: { itemId: 'si_1', discounts: [] } });
    try {
      installRuntime(handle.db, {
        billing: stripeProvider(stripeClient({ secretKey: 'sk_test_peer', apiBase: peer.url })),
        resumeFiles: () => stores.resumeFiles,
        practiceRecordings: () => stores.practiceRecordings,
        trackerFiles: () => stores.trackerFiles,
      });
      const a = await newMember();
      await handle.db.insert(schema.subscriptions).values({
        userId: a.id,
        plan: 'pivot',
        status: 'active',
        interval: 'monthly',
        amountCents: 1900,
        currentPeriodEnd: new Date(Date.now() + 20 * 86_400_000),
        provider: 'stripe',
        providerSubscriptionId: 'sub_live_1',
        providerCustomerId: 'cus_live_1',
      });
      const res = await remove(a.cookie, { password: PASSWORD });
      expect(res.status, res.text).toBe(200);
      const cancel = peer.calls.find((c) => c.method === 'DELETE' && c.path === '/v1/subscriptions/sub_live_1')!;
      expect(cancel).toBeDefined();
      const params = { ...Object.fromEntries(cancel.query), ...cancel.form };
      expect(params).toMatchObject({ prorate: 'false', invoice_now: 'false' });
      const [kept] = await handle.db.select().from(schema.retainedPayments).where(eq(schema.retainedPayments.providerSubscriptionId, 'sub_live_1'));
      expect(kept).toMatchObject({ provider: 'stripe', plan: 'pivot', amountCents: 1900 });
      expect(JSON.stringify(kept)).not.toContain('cus_live_1');
      // Stripe's own cancellation event arrives after the account is gone: it records nobody.
      const late = await applyBillingEvent(handle.db, {
        kind: 'subscription.changed',
        id: `evt_after_${randomBytes(6).toString('hex')}`,
        provider: 'stripe',
        type: 'customer.subscription.deleted',
        occurredAt: new Date(),
        providerSubscriptionId: 'sub_live_1',
        providerCustomerId: 'cus_live_1',
        userId: a.id,
        isTest: true,
        discount: null,
        state: {
          plan: 'pivot',
          interval: 'monthly',
          status: 'canceled',
          amountCents: 1900,
          currentPeriodStart: null,
          currentPeriodEnd: new Date(),
          trialEndsAt: null,
          cancelAtPeriodEnd: false,
          canceledAt: new Date(),
        },
      });
      expect(late.outcome).toBe('unknown-subscription');
      expect(await rowsHolding(a.id, a.email)).toEqual([]);
    } finally {
      await peer.close();
    }
  });

  it('keeps the only admin, who would lock everyone out of the Admin Center', async () => {
    const admin = await sessionCookie(TEST_ADMIN.email, TEST_ADMIN.password);
    const res = await remove(admin, { password: TEST_ADMIN.password });
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/only admin/);
    expect(await handle.db.select().from(schema.users).where(eq(schema.users.email, TEST_ADMIN.email))).toHaveLength(1);
    expect((await call(userFn, '/api/auth/user', { cookie: admin })).status).toBe(200);
  });
});

describe('DELETE /api/admin/users/:id', () => {
  it('deletes through the same function, is audit-logged, and is for admins only, never themselves', async () => {
    const admin = await sessionCookie(TEST_ADMIN.email, TEST_ADMIN.password);
    const [me] = await handle.db.select().from(schema.users).where(eq(schema.users.email, TEST_ADMIN.email));
    const a = await memberWithEverything();
    const b = await newMember();

    expect((await call(adminUserFn, `/api/admin/users/${a.id}`, { method: 'DELETE', cookie: b.cookie })).status).toBe(403);
    const self = await call(adminUserFn, `/api/admin/users/${me!.id}`, { method: 'DELETE', cookie: admin });
    expect(self.status).toBe(403);
    expect(self.json.message).toMatch(/cannot delete your own account/);

    const res = await call(adminUserFn, `/api/admin/users/${a.id}`, { method: 'DELETE', cookie: admin });
    expect(res.status, res.text).toBe(200);
    expect(await rowsHolding(a.id, a.email)).toEqual([]);
    expect(await blobKeysUnder(a.blobKeys)).toEqual([]);
    expect(cancelled).toHaveLength(1);
    expect(mailer.mail.find((m) => m.to === a.email)?.text).toMatch(/deleted by our staff/);
    const entries = await handle.db
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'account.delete'), eq(schema.auditLog.category, 'admin')));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actorId: me!.id, actorEmail: TEST_ADMIN.email, message: 'An admin deleted an account' });
    // Already gone: a clear 404.
    expect((await call(adminUserFn, `/api/admin/users/${a.id}`, { method: 'DELETE', cookie: admin })).status).toBe(404);
  });
});

describe('retention: expired sign-in state', () => {
  it('deletes expired challenges, e-mail links and reset links, and keeps live ones', async () => {
    const { id, email } = await newMember();
    const now = new Date('2027-01-01T12:00:00Z');
    const past = new Date(now.getTime() - 1000);
    const future = new Date(now.getTime() + 60_000);
    await handle.db.insert(schema.authChallenges).values([
      { id: `old-${id}`, userId: id, purpose: 'second-factor', expiresAt: past },
      { id: `new-${id}`, userId: id, purpose: 'second-factor', expiresAt: future },
    ]);
    await handle.db.insert(schema.emailTokens).values([
      { userId: id, purpose: 'verify', email, tokenHash: hash(`old-${id}`), expiresAt: past },
      { userId: id, purpose: 'verify', email, tokenHash: hash(`new-${id}`), expiresAt: future },
    ]);
    await handle.db.insert(schema.passwordResetTokens).values([
      { userId: id, tokenHash: hash(`reset-old-${id}`), expiresAt: past, usedAt: past },
      { userId: id, tokenHash: hash(`reset-new-${id}`), expiresAt: future },
    ]);
    const removed = await deleteExpiredAuthState(handle.db, now);
    expect(removed.challenges).toBeGreaterThanOrEqual(1);
    expect(removed.emailLinks).toBeGreaterThanOrEqual(1);
    expect(removed.resetLinks).toBeGreaterThanOrEqual(1);
    const challenges = await handle.db.select().from(schema.authChallenges).where(eq(schema.authChallenges.userId, id));
    expect(challenges.map((c) => c.id)).toEqual([`new-${id}`]);
    const links = await handle.db.select().from(schema.emailTokens).where(eq(schema.emailTokens.userId, id));
    expect(links.map((l) => l.tokenHash)).toEqual([hash(`new-${id}`)]);
    const resets = await handle.db.select().from(schema.passwordResetTokens).where(eq(schema.passwordResetTokens.userId, id));
    expect(resets.map((l) => l.tokenHash)).toEqual([hash(`reset-new-${id}`)]);
  });
});
