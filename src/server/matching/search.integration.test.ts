import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '~/server/db/client';
import { jobs } from '~/server/db/schema';
import { metroOf } from '~/lib/places';
import { createTestDb } from '~/server/testing/test-db';
import { generateJobDetailed, type JobInput } from './corpus';
import { invalidateJobIndex, MAX_MATCHES, searchJobs, skillDocumentFrequencies, type SearchJobsInput } from './search';
import { seededJobCount, seedJobs } from './seed-jobs';

let handle: DbHandle;
const noFilters = { location: [], title: [], company: [] };
const tampa = { city: 'Tampa', state: 'FL', remote: false };

function job(id: string, fields: Partial<JobInput> & Pick<JobInput, 'title' | 'skills'>): JobInput {
  return {
    source: 'test',
    externalId: id,
    company: 'Test Co',
    city: 'Tampa',
    state: 'FL',
    remote: false,
    description: `${fields.title} at ${fields.company ?? 'Test Co'}.`,
    link: `https://boards.example/jobs/test-${id}`,
    postedAt: new Date('2026-11-01T12:00:00Z'),
    ...fields,
  };
}

async function addJobs(rows: JobInput[]): Promise<void> {
  await handle.db.insert(jobs).values(rows);
  invalidateJobIndex(handle.db);
}

const search = (input: Partial<SearchJobsInput> & Pick<SearchJobsInput, 'skills'>) => searchJobs(handle.db, { location: null, filters: noFilters, ...input });

/** Skills of the seeded corpus, the most common first (no skill name is written into these tests: the vocabulary changes). */
async function corpusSkills(): Promise<string[]> {
  const { df } = await skillDocumentFrequencies(handle.db);
  return [...df].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([name]) => name);
}

beforeAll(async () => {
  handle = await createTestDb();
  expect(await seedJobs(handle.db, 2000)).toBe(2000);
}, 120_000);
afterAll(async () => handle?.close());

describe('seedJobs', () => {
  it('is idempotent: seeding again inserts nothing, seeding more inserts only the new jobs', async () => {
    expect(await seedJobs(handle.db, 2000)).toBe(0);
    const [row] = await handle.db.select({ n: count() }).from(jobs).where(eq(jobs.source, 'seed'));
    expect(row!.n).toBe(2000);
  });

  it('replaces generated jobs of an older corpus version (other data or vocabulary), and leaves imported jobs alone', async () => {
    await handle.db
      .insert(jobs)
      .values([
        job('old-corpus', { source: 'seed', externalId: '1-4999', title: 'Old Generated Job', skills: ['SQL'] }),
        job('imported', { source: 'greenhouse', externalId: 'acme:1', title: 'Imported Job', skills: ['SQL'] }),
      ]);
    expect(await seedJobs(handle.db, 2000)).toBe(0);
    const left = await handle.db
      .select({ title: jobs.title })
      .from(jobs)
      .where(inArray(jobs.title, ['Old Generated Job', 'Imported Job']));
    expect(left.map((r) => r.title)).toEqual(['Imported Job']);
    expect(await seededJobCount(handle.db)).toBe(2000);
    await handle.db.delete(jobs).where(eq(jobs.externalId, 'acme:1'));
    invalidateJobIndex(handle.db);
  });
});

describe('searchJobs', () => {
  it('ranks a job sharing a rare skill above one sharing a common skill', async () => {
    const { df } = await skillDocumentFrequencies(handle.db);
    const byCount = await corpusSkills();
    const common = byCount[0]!;
    const rare = byCount.findLast((s) => df.get(s)! >= 2)!;
    expect(df.get(common)!).toBeGreaterThan(5 * df.get(rare)!);
    await addJobs([
      job('rare', { title: 'Coordinator', company: 'Rare Skill Clinic', skills: [rare, 'Underwater Welding'] }),
      job('common', { title: 'Coordinator', company: 'Common Skill Office', skills: [common, 'Underwater Welding'] }),
    ]);
    const matches = await search({ skills: [rare, common], location: tampa, filters: { ...noFilters, company: ['skill'] } });
    expect(matches.map((m) => m.company)).toEqual(['Rare Skill Clinic', 'Common Skill Office']);
    expect(matches[0]!.match_percentage).toBeGreaterThan(matches[1]!.match_percentage);
    // An imported job keeps its employer's link and is not labelled a sample.
    expect(matches[0]).toEqual(expect.objectContaining({ matched_skills: rare, location: 'Tampa, FL', link: 'https://boards.example/jobs/test-rare' }));
    expect(matches[0]!.sample).toBeUndefined();
  });

  it('ranks the same job nearer the person higher: same city, then same state, then remote', async () => {
    const skills = ['Lesson Planning', 'Instructional Design', 'Articulate Storyline'];
    await addJobs([
      job('place-city', { title: 'Course Builder', company: 'Place Test City', skills }),
      job('place-state', { title: 'Course Builder', company: 'Place Test State', city: 'Miami', skills }),
      job('place-remote', { title: 'Course Builder', company: 'Place Test Remote', city: null, state: null, remote: true, skills }),
      job('place-far', { title: 'Course Builder', company: 'Place Test Far', city: 'Boston', state: 'MA', skills }),
    ]);
    const matches = await search({ skills, location: tampa, filters: { ...noFilters, company: ['place test'] } });
    expect(matches.map((m) => m.company)).toEqual(['Place Test City', 'Place Test State', 'Place Test Remote', 'Place Test Far']);
    expect(matches.map((m) => m.location)).toEqual(['Tampa, FL', 'Miami, FL', 'Remote', 'Boston, MA']);
    const pcts = matches.map((m) => m.match_percentage);
    expect(pcts[0]).toBeGreaterThan(pcts[1]!);
    expect(pcts[1]).toBeGreaterThan(pcts[2]!);
    expect(pcts[2]).toBeGreaterThan(pcts[3]!);
  });

  it('returns at most 50 matches, sorted by match percentage, each with matched skills from the resume', async () => {
    // A resume with the skills the seeded jobs of the corpus's most common occupation ask for:
    // jobs of that occupation should come first.
    const seeded = Array.from({ length: 2000 }, (_, i) => generateJobDetailed(i));
    const perOccupation = new Map<string, number>();
    for (const d of seeded) perOccupation.set(d.occupation.code, (perOccupation.get(d.occupation.code) ?? 0) + 1);
    const [code] = [...perOccupation].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]!;
    const sameOccupation = seeded.filter((d) => d.occupation.code === code);
    const resume = [...new Set(sameOccupation.flatMap((d) => d.job.skills))];
    const title = sameOccupation[0]!.baseTitle;
    const roles = { current: { title, occupation: { code, title: sameOccupation[0]!.occupation.title }, evidence: null }, target: null };
    const matches = await search({ skills: resume, location: null, roles });
    expect(matches).toHaveLength(MAX_MATCHES);
    const pcts = matches.map((m) => m.match_percentage);
    expect(pcts).toEqual([...pcts].sort((a, b) => b - a));
    for (const m of matches) {
      const matched = m.matched_skills.split(', ');
      expect(matched.length).toBeGreaterThan(0);
      for (const s of matched) expect(resume).toContain(s);
      expect(Number.isInteger(m.match_percentage)).toBe(true);
      // Generated listings open their own page here, and say they are samples.
      expect(m.link).toMatch(/^\/jobs\/[0-9a-f-]{36}$/);
      expect(m.sample).toBe(true);
      expect(m.description.length).toBeGreaterThan(20);
    }
    // Every job of the person's occupation comes first, each naming it.
    expect(matches.slice(0, sameOccupation.length).map((m) => m.occupation?.code)).toEqual(sameOccupation.map(() => code));
    expect(matches[0]!.why).toMatch(/^Your work as /);
  });

  it('filters by places (any of the list), and by title and company as case-insensitive substrings', async () => {
    const resume = (await corpusSkills()).slice(0, 30);
    const remote = await search({ skills: resume, filters: { ...noFilters, location: ['REMOTE'] } });
    expect(remote.length).toBeGreaterThan(0);
    for (const m of remote) expect(m.location).toMatch(/remote/i);

    const places = await search({ skills: resume, filters: { ...noFilters, location: ['tampa', 'boston'] } });
    expect(places.length).toBeGreaterThan(0);
    // A city matches its metro ("St. Petersburg, FL" is in Tampa's).
    const metros = new Set(places.map((m) => metroOf(m.location.split(', ')[0]!, m.location.split(', ')[1]!.slice(0, 2))));
    expect([...metros].sort()).toEqual(['Boston, MA', 'Tampa, FL']);

    const titled = await search({ skills: resume, filters: { ...noFilters, title: ['ANALYST', 'specialist'] } });
    expect(titled.length).toBeGreaterThan(0);
    for (const m of titled) expect(m.title.toLowerCase()).toMatch(/analyst|specialist/);

    const company = await search({ skills: resume, filters: { ...noFilters, company: ['harborlight', 'CEDARLINE'] } });
    expect(company.length).toBeGreaterThan(0);
    for (const m of company) expect(m.company).toMatch(/harborlight|cedarline/i);

    const none = await search({ skills: resume, filters: { ...noFilters, company: ['no such company anywhere'] } });
    expect(none).toEqual([]);
  });

  it('finds nothing for a resume without known skills', async () => {
    expect(await search({ skills: [] })).toEqual([]);
    expect(await search({ skills: ['Underwater Basket Weaving'] })).toEqual([]);
  });

  it('sees jobs added after its index was built', async () => {
    const skills = ['Bartending', 'Wine Knowledge', 'Upselling'];
    const before = await search({ skills, filters: { ...noFilters, company: ['late arrival'] } });
    expect(before).toEqual([]);
    await addJobs([job('late', { title: 'Sommelier', company: 'Late Arrival Bistro', skills })]);
    const after = await search({ skills, filters: { ...noFilters, company: ['late arrival'] } });
    expect(after.map((m) => m.company)).toEqual(['Late Arrival Bistro']);
  });
});
