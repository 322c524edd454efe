import { createHash, randomBytes } from 'node:crypto';
import { metroOf } from '~/lib/places';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import searchFn from '@functions/pivotmatch-search.mts';
import savedSearchesFn from '@functions/pivotmatch-saved-searches.mts';
import savedSearchFn from '@functions/pivotmatch-saved-search.mts';
import runFn from '@functions/pivotmatch-saved-search-run.mts';
import historyFn from '@functions/pivotmatch-history.mts';
import alertsFn, { config as alertsConfig } from '@functions/saved-search-alerts.mts';
import { PIVOTMATCH_RESULTS_BELOW_ELITE, SAVED_SEARCHES_MAX } from '~/lib/catalogue';
import { MATCH_HISTORY_MAX } from '~/lib/pivotmatch';
import type { DbHandle } from '~/server/db/client';
import { jobs, matchHistory, resumeSessions, savedSearchMatches } from '~/server/db/schema';
import { TEST_ADMIN, call, installRuntime, newMember, seededTestDb, sessionCookie, type CapturingMailer, type TestClock } from '~/server/testing/harness';
import type { Runtime } from '~/server/runtime';
import { sendSavedSearchAlerts } from './alerts';
import { MAX_MATCHES, invalidateJobIndex, skillDocumentFrequencies } from './search';
import { seedJobs } from './seed-jobs';

let handle: DbHandle;
let rt: Runtime;
let clock: TestClock;
let mailer: CapturingMailer;
/** The corpus's 30 most common skills: a resume that matches far more than 50 jobs. */
let broadSkills: string[];

const noFilters = { location: [], title: [], company: [] };

beforeAll(async () => {
  handle = await seededTestDb();
  await seedJobs(handle.db, 1500);
  const { df } = await skillDocumentFrequencies(handle.db);
  broadSkills = [...df]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 30)
    .map(([name]) => name);
}, 120_000);
afterAll(async () => handle?.close());
beforeEach(() => {
  ({ rt, clock, mailer } = installRuntime(handle.db));
});

/** A processed resume session owned by a member, or by a visitor's browser (its cookie). */
async function resumeSession(owner: { userId: string } | 'visitor', skills = broadSkills) {
  const token = randomBytes(24).toString('base64url');
  const [row] = await handle.db
    .insert(resumeSessions)
    .values({
      userId: owner === 'visitor' ? null : owner.userId,
      ownerTokenHash: owner === 'visitor' ? createHash('sha256').update(token).digest('hex') : null,
      status: 'completed',
      blobKey: `resumes/test-${token}`,
      fileName: 'career-changer.pdf',
      sizeBytes: 1000,
      skills,
      location: { city: 'Tampa', state: 'FL', remote: false },
      completedAt: clock.now(),
    })
    .returning({ id: resumeSessions.id });
  return { sessionId: row!.id, visitorCookie: `cp_resume_owner=${token}` };
}

const search = (sessionId: string, cookie: string | undefined, filters: Record<string, string[]> = noFilters) =>
  call(searchFn, '/api/pivotmatch/search-jobs', { cookie, body: { sessionId, filters } });

async function member(plan: 'pivot' | 'premium' | 'elite') {
  const m = await newMember(plan);
  const { sessionId } = await resumeSession({ userId: m.id });
  return { ...m, sessionId };
}

function testJob(externalId: string, company: string, skills: string[]) {
  return {
    source: 'test',
    externalId,
    title: 'Operations Lead',
    company,
    city: 'Tampa',
    state: 'FL',
    remote: false,
    description: `Operations Lead at ${company}.`,
    link: `https://boards.example/jobs/${externalId}`,
    postedAt: clock.now(),
    skills,
  };
}

async function addJob(externalId: string, company: string, skills: string[]) {
  await handle.db.insert(jobs).values(testJob(externalId, company, skills));
  invalidateJobIndex(handle.db);
}

describe('PivotMatch results per plan (decision 0016)', () => {
  it(`gives visitors, Pivot and Premium members the top ${PIVOTMATCH_RESULTS_BELOW_ELITE} and the count of the rest`, async () => {
    const visitor = await resumeSession('visitor');
    const elite = await member('elite');
    const full = await search(elite.sessionId, elite.cookie);
    expect(full.status).toBe(200);
    expect(full.json.matches).toHaveLength(MAX_MATCHES);
    const best = full.json.matches.slice(0, PIVOTMATCH_RESULTS_BELOW_ELITE).map((m: { link: string }) => m.link);

    const pivot = await member('pivot');
    const premium = await member('premium');
    for (const [who, res] of [
      ['visitor', await search(visitor.sessionId, visitor.visitorCookie)],
      ['pivot', await search(pivot.sessionId, pivot.cookie)],
      ['premium', await search(premium.sessionId, premium.cookie)],
    ] as const) {
      expect(res.status, who).toBe(200);
      expect(res.json, who).toMatchObject({
        success: true,
        moreCount: MAX_MATCHES - PIVOTMATCH_RESULTS_BELOW_ELITE,
        elite: false,
        message: `Found ${MAX_MATCHES} matching jobs`,
      });
      // The same best five as Elite's list, in order: only the tail is kept back.
      expect(
        res.json.matches.map((m: { link: string }) => m.link),
        who,
      ).toEqual(best);
    }
  });

  it('gives Elite members and admins every match, with nothing kept back', async () => {
    const elite = await member('elite');
    const res = await search(elite.sessionId, elite.cookie);
    expect(res.json).toMatchObject({ success: true, moreCount: 0, elite: true });
    expect(res.json.matches).toHaveLength(MAX_MATCHES);

    const admin = await sessionCookie(TEST_ADMIN.email, TEST_ADMIN.password);
    const [adminUser] = await handle.db.query.users.findMany({ where: (u, { eq }) => eq(u.email, TEST_ADMIN.email) });
    const mine = await resumeSession({ userId: adminUser!.id });
    const asAdmin = await search(mine.sessionId, admin);
    expect(asAdmin.json).toMatchObject({ moreCount: 0, elite: true });
    expect(asAdmin.json.matches).toHaveLength(MAX_MATCHES);
  });

  it('keeps a short list whole: fewer matches than the limit leave nothing to upgrade for', async () => {
    const pivot = await newMember('pivot');
    const narrow = await resumeSession({ userId: pivot.id }, ['Underwater Basket Weaving']);
    await addJob('narrow-1', 'Narrow Weavers', ['Underwater Basket Weaving']);
    const res = await search(narrow.sessionId, pivot.cookie);
    expect(res.json.matches).toHaveLength(1);
    expect(res.json).toMatchObject({ moreCount: 0, message: 'Found 1 matching jobs' });
  });
});

describe('match history (Elite)', () => {
  it('records each Elite search with its file, filters, count and top five; none for other plans', async () => {
    const pivot = await member('pivot');
    await search(pivot.sessionId, pivot.cookie);
    expect(await handle.db.select().from(matchHistory).where(eq(matchHistory.userId, pivot.id))).toHaveLength(0);
    expect((await call(historyFn, '/api/pivotmatch/history', { cookie: pivot.cookie })).status).toBe(403);

    const elite = await member('elite');
    const res = await search(elite.sessionId, elite.cookie, { ...noFilters, location: ['FL'] });
    const history = await call(historyFn, '/api/pivotmatch/history', { cookie: elite.cookie });
    expect(history.status).toBe(200);
    expect(history.json.history).toHaveLength(1);
    const [entry] = history.json.history;
    expect(entry).toMatchObject({
      fileName: 'career-changer.pdf',
      filters: { location: ['FL'], title: [], company: [] },
      resultCount: res.json.matches.length,
    });
    expect(entry.topMatches).toHaveLength(5);
    expect(entry.topMatches[0]).toEqual({
      title: res.json.matches[0].title,
      company: res.json.matches[0].company,
      location: res.json.matches[0].location,
      match_percentage: res.json.matches[0].match_percentage,
      link: res.json.matches[0].link,
      occupation: res.json.matches[0].occupation,
    });
    expect(entry.topMatches[0].occupation).toEqual({ code: expect.stringMatching(/^\d{2}-\d{4}\.\d{2}$/), title: expect.any(String) });
  });

  it(`keeps the newest ${MATCH_HISTORY_MAX} searches, newest first`, async () => {
    const elite = await member('elite');
    for (let i = 0; i < MATCH_HISTORY_MAX + 3; i++) {
      clock.advance(1000);
      const res = await search(elite.sessionId, elite.cookie, { ...noFilters, title: [`t${i}`] });
      expect(res.status).toBe(200);
    }
    const { json } = await call(historyFn, '/api/pivotmatch/history', { cookie: elite.cookie });
    expect(json.history).toHaveLength(MATCH_HISTORY_MAX);
    expect(json.history[0].filters.title).toEqual([`t${MATCH_HISTORY_MAX + 2}`]);
    expect(json.history.at(-1).filters.title).toEqual(['t3']);
    expect(await handle.db.select().from(matchHistory).where(eq(matchHistory.userId, elite.id))).toHaveLength(MATCH_HISTORY_MAX);
  }, 60_000);
});

describe('saved searches (Elite)', () => {
  it('are refused signed out (401) and below Elite (403)', async () => {
    const premium = await member('premium');
    const id = crypto.randomUUID();
    const calls = (cookie?: string) => [
      call(savedSearchesFn, '/api/pivotmatch/saved-searches', { cookie }),
      call(savedSearchesFn, '/api/pivotmatch/saved-searches', { cookie, body: { name: 'Mine', sessionId: premium.sessionId, filters: noFilters } }),
      call(savedSearchFn, `/api/pivotmatch/saved-searches/${id}`, { cookie, method: 'PATCH', body: { alertsOn: false } }),
      call(savedSearchFn, `/api/pivotmatch/saved-searches/${id}`, { cookie, method: 'DELETE' }),
      call(runFn, `/api/pivotmatch/saved-searches/${id}/run`, { cookie, body: {} }),
      call(historyFn, '/api/pivotmatch/history', { cookie }),
    ];
    for (const res of await Promise.all(calls(premium.cookie))) expect(res.status).toBe(403);
    for (const res of await Promise.all(calls())) expect(res.status).toBe(401);
  });

  it('save, list, rename, alerts off and on, run now, delete; bad input is a 400 with a message', async () => {
    const elite = await member('elite');
    const other = await member('elite');
    const bad = await call(savedSearchesFn, '/api/pivotmatch/saved-searches', { cookie: elite.cookie, body: { name: '  ', sessionId: elite.sessionId } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/name/i);
    // Another member's resume session is not found.
    const foreign = await call(savedSearchesFn, '/api/pivotmatch/saved-searches', { cookie: elite.cookie, body: { name: 'x', sessionId: other.sessionId } });
    expect(foreign.status).toBe(404);

    const created = await call(savedSearchesFn, '/api/pivotmatch/saved-searches', {
      cookie: elite.cookie,
      body: { name: 'Tampa ops', sessionId: elite.sessionId, filters: { ...noFilters, location: ['Tampa'] } },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      name: 'Tampa ops',
      alertsOn: true,
      lastCheckedAt: null,
      newMatchCount: 0,
      location: 'Tampa, FL',
      skills: broadSkills,
    });
    const id = created.json.id as string;
    const path = `/api/pivotmatch/saved-searches/${id}`;

    const list = await call(savedSearchesFn, '/api/pivotmatch/saved-searches', { cookie: elite.cookie });
    expect(list.json).toMatchObject({ max: SAVED_SEARCHES_MAX, searches: [expect.objectContaining({ id, name: 'Tampa ops' })] });
    expect((await call(savedSearchesFn, '/api/pivotmatch/saved-searches', { cookie: other.cookie })).json.searches).toEqual([]);

    expect((await call(savedSearchFn, path, { cookie: elite.cookie, method: 'PATCH', body: { name: 'Tampa operations' } })).json.name).toBe('Tampa operations');
    expect((await call(savedSearchFn, path, { cookie: elite.cookie, method: 'PATCH', body: { alertsOn: false } })).json.alertsOn).toBe(false);
    expect((await call(savedSearchFn, path, { cookie: elite.cookie, method: 'PATCH', body: {} })).status).toBe(400);
    // Another member cannot touch it.
    expect((await call(savedSearchFn, path, { cookie: other.cookie, method: 'PATCH', body: { alertsOn: true } })).status).toBe(404);
    expect((await call(savedSearchFn, path, { cookie: other.cookie, method: 'DELETE' })).status).toBe(404);

    const ran = await call(runFn, `${path}/run`, { cookie: elite.cookie, body: {} });
    expect(ran.status).toBe(200);
    expect(ran.json.matches.length).toBeGreaterThan(0);
    // Tampa and its metro (St. Petersburg, Clearwater…), nowhere else.
    for (const m of ran.json.matches) expect(metroOf(m.location.split(', ')[0], m.location.split(', ')[1]?.slice(0, 2) ?? null)).toBe('Tampa, FL');

    expect((await call(savedSearchFn, path, { cookie: elite.cookie, method: 'DELETE' })).status).toBe(200);
    expect((await call(savedSearchesFn, '/api/pivotmatch/saved-searches', { cookie: elite.cookie })).json.searches).toEqual([]);
    expect((await call(runFn, `${path}/run`, { cookie: elite.cookie, body: {} })).status).toBe(404);
  });

  it(`keeps at most ${SAVED_SEARCHES_MAX} per member`, async () => {
    const elite = await member('elite');
    const save = (name: string) =>
      call(savedSearchesFn, '/api/pivotmatch/saved-searches', {
        cookie: elite.cookie,
        body: { name, sessionId: elite.sessionId, filters: { ...noFilters, company: ['nobody'] } },
      });
    for (let i = 0; i < SAVED_SEARCHES_MAX; i++) expect((await save(`s${i}`)).status).toBe(201);
    const over = await save('one more');
    expect(over.status).toBe(409);
    expect(over.json.message).toContain(String(SAVED_SEARCHES_MAX));
  }, 60_000);
});

describe('new-match alerts (daily)', () => {
  it('runs daily and e-mails each new match once, even when two runs overlap; jobs matched at saving are never announced', async () => {
    expect(alertsConfig.schedule).toBe('@daily');
    const elite = await member('elite');
    const skills = broadSkills.slice(0, 4);
    await addJob('alert-before', 'Harbor Alert Logistics', skills);
    const saved = await call(savedSearchesFn, '/api/pivotmatch/saved-searches', {
      cookie: elite.cookie,
      body: { name: 'Harbor jobs', sessionId: elite.sessionId, filters: { ...noFilters, company: ['harbor alert'] } },
    });
    expect(saved.status).toBe(201);
    const searchId = saved.json.id as string;
    const atSave = await handle.db.select().from(savedSearchMatches).where(eq(savedSearchMatches.savedSearchId, searchId));
    expect(atSave).toHaveLength(1);
    expect(atSave[0]!.alertedAt).toBeNull();

    // Nothing new yet: the scheduled function sends nothing.
    await alertsFn();
    expect(mailer.mail).toEqual([]);

    clock.advance(24 * 3600_000);
    await addJob('alert-after', 'Harbor Alert Freight', skills);
    const runs = await Promise.all([sendSavedSearchAlerts(rt, clock.now()), sendSavedSearchAlerts(rt, clock.now())]);
    expect(runs.reduce((n, r) => n + r.sent, 0)).toBe(1);
    expect(mailer.mail).toHaveLength(1);
    const [mail] = mailer.mail;
    expect(mail!.to).toBe(elite.email);
    expect(mail!.subject).toContain('Harbor jobs');
    expect(mail!.text).toContain('Operations Lead at Harbor Alert Freight, Tampa, FL');
    expect(mail!.text).toMatch(/\d+% match/);
    expect(mail!.text).toContain('https://boards.example/jobs/alert-after');
    expect(mail!.text).toContain('/dashboard/matches');
    expect(mail!.text).not.toContain('Harbor Alert Logistics');
    expect(mail!.html).toContain('href="https://boards.example/jobs/alert-after"');

    // The next day: nothing new, nothing sent.
    clock.advance(24 * 3600_000);
    await alertsFn();
    expect(mailer.mail).toHaveLength(1);

    // Two days on, the session has ended: sign in again.
    const cookie = await sessionCookie(elite.email, 'a long password 1');
    const list = await call(savedSearchesFn, '/api/pivotmatch/saved-searches', { cookie });
    expect(list.json.searches[0]).toMatchObject({ newMatchCount: 1, lastCheckedAt: clock.now().toISOString() });

    // Alerts off: a new match waits; nothing is sent.
    await call(savedSearchFn, `/api/pivotmatch/saved-searches/${searchId}`, { cookie, method: 'PATCH', body: { alertsOn: false } });
    await addJob('alert-off', 'Harbor Alert Shipping', skills);
    await sendSavedSearchAlerts(rt, clock.now());
    expect(mailer.mail).toHaveLength(1);
  });

  it('sends nothing to a member whose Elite has lapsed, and tries again after a failed e-mail', async () => {
    const elite = await member('elite');
    const skills = broadSkills.slice(4, 8);
    await call(savedSearchesFn, '/api/pivotmatch/saved-searches', {
      cookie: elite.cookie,
      body: { name: 'Cove jobs', sessionId: elite.sessionId, filters: { ...noFilters, company: ['cove retry'] } },
    });
    await addJob('retry-1', 'Cove Retry Partners', skills);
    const send = mailer.send.bind(mailer);
    mailer.send = async () => {
      throw new Error('SMTP down');
    };
    expect((await sendSavedSearchAlerts(rt, clock.now())).sent).toBe(0);
    mailer.send = send;
    expect((await sendSavedSearchAlerts(rt, clock.now())).sent).toBe(1);
    expect(mailer.mail.filter((m) => m.to === elite.email)).toHaveLength(1);

    // Long after the trial ended unpaid, Elite is gone: no alert.
    await addJob('retry-2', 'Cove Retry Group', skills);
    const later = new Date(clock.now().getTime() + 400 * 24 * 3600_000);
    const run = await sendSavedSearchAlerts(rt, later);
    expect(run.checked).toBe(0);
    expect(mailer.mail.filter((m) => m.to === elite.email)).toHaveLength(1);
  });
});
