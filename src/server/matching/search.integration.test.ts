import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '../db/client';
import { jobs } from '../db/schema';
import { createTestDb } from '../testing/test-db';
import type { JobInput } from './corpus';
import { invalidateJobIndex, MAX_MATCHES, searchJobs, skillDocumentFrequencies, type SearchJobsInput } from './search';
import { seedJobs } from './seed-jobs';

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
    link: `https://jobs.careerpivot.example/test-${id}`,
    postedAt: new Date('2026-11-01T12:00:00Z'),
    ...fields,
  };
}

async function addJobs(rows: JobInput[]): Promise<void> {
  await handle.db.insert(jobs).values(rows);
  invalidateJobIndex(handle.db);
}

const search = (input: Partial<SearchJobsInput> & Pick<SearchJobsInput, 'skills'>) => searchJobs(handle.db, { location: null, filters: noFilters, ...input });

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
});

describe('searchJobs', () => {
  it('ranks a job sharing a rare skill above one sharing a common skill', async () => {
    const { df } = await skillDocumentFrequencies(handle.db);
    expect(df.get('Microsoft Excel')!).toBeGreaterThan(df.get('Epic Systems') ?? 0);
    await addJobs([
      job('rare', { title: 'Coordinator', company: 'Rare Skill Clinic', skills: ['Epic Systems', 'Welding'] }),
      job('common', { title: 'Coordinator', company: 'Common Skill Office', skills: ['Microsoft Excel', 'Welding'] }),
    ]);
    const matches = await search({ skills: ['Epic Systems', 'Microsoft Excel'], location: tampa, filters: { ...noFilters, company: ['skill'] } });
    expect(matches.map((m) => m.company)).toEqual(['Rare Skill Clinic', 'Common Skill Office']);
    expect(matches[0]!.match_percentage).toBeGreaterThan(matches[1]!.match_percentage);
    expect(matches[0]).toMatchObject({ matched_skills: 'Epic Systems', location: 'Tampa, FL', link: 'https://jobs.careerpivot.example/test-rare' });
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
    expect(matches[0]!.match_percentage).toBe(90); // every skill, no title words in common, same city
  });

  it('returns at most 50 matches, sorted by match percentage, each with matched skills from the resume', async () => {
    const resume = ['SQL', 'Python', 'Data Analysis', 'Microsoft Excel', 'Tableau', 'Statistics', 'Communication', 'Lesson Planning'];
    const matches = await search({ skills: resume, location: tampa });
    expect(matches).toHaveLength(MAX_MATCHES);
    const pcts = matches.map((m) => m.match_percentage);
    expect(pcts).toEqual([...pcts].sort((a, b) => b - a));
    for (const m of matches) {
      const matched = m.matched_skills.split(', ');
      expect(matched.length).toBeGreaterThan(0);
      for (const s of matched) expect(resume).toContain(s);
      expect(Number.isInteger(m.match_percentage)).toBe(true);
      expect(m.link).toMatch(/^https:\/\//);
      expect(m.description.length).toBeGreaterThan(20);
    }
    // The best matches for an analyst's skills are analyst jobs.
    expect(matches.slice(0, 10).filter((m) => /analyst|data|intelligence|report/i.test(m.title)).length).toBeGreaterThanOrEqual(8);
  });

  it('filters by location, title and company: case-insensitive substrings, any of each list', async () => {
    const resume = ['SQL', 'Python', 'Data Analysis', 'Microsoft Excel', 'Project Management', 'Customer Service'];
    const remote = await search({ skills: resume, filters: { ...noFilters, location: ['REMOTE'] } });
    expect(remote.length).toBeGreaterThan(0);
    for (const m of remote) expect(m.location).toMatch(/remote/i);

    const places = await search({ skills: resume, filters: { ...noFilters, location: ['tampa', 'boston'] } });
    expect(places.length).toBeGreaterThan(0);
    for (const m of places) expect(m.location).toMatch(/tampa|boston/i);
    expect(new Set(places.map((m) => m.location.split(',')[0])).size).toBeGreaterThan(1);

    const titled = await search({ skills: resume, filters: { ...noFilters, title: ['analyst'] } });
    expect(titled.length).toBeGreaterThan(0);
    for (const m of titled) expect(m.title.toLowerCase()).toContain('analyst');

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
