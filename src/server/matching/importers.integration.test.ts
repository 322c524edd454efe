import { readFileSync } from 'node:fs';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DbHandle } from '~/server/db/client';
import { jobs } from '~/server/db/schema';
import { createTestDb } from '~/server/testing/test-db';
import { feedUrl, importFeed } from './importers';
import { searchJobs } from './search';

const fixtureText = (name: string) => readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url), 'utf8');

/** A fetch that answers one URL with a body and records what was asked. */
function fakeFetch(body: string, status = 200) {
  const calls: string[] = [];
  const f = (async (input: RequestInfo | URL) => {
    calls.push(String(input));
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { fetch: f, calls };
}

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDb();
}, 60_000);
afterAll(async () => handle?.close());

const rowsOf = (source: string) => handle.db.select().from(jobs).where(eq(jobs.source, source));

describe('importFeed', () => {
  it('fetches a Greenhouse board from its public address and stores its valid jobs', async () => {
    const { fetch, calls } = fakeFetch(fixtureText('greenhouse-sample.json'));
    const result = await importFeed(handle.db, { kind: 'greenhouse', company: 'harborlighthealth', fetch });
    expect(calls).toEqual(['https://boards-api.greenhouse.io/v1/boards/harborlighthealth/jobs?content=true']);
    expect(result).toEqual({ fetched: 8, upserted: 6, skipped: 2, removed: 0 });
    const rows = await rowsOf('greenhouse');
    expect(rows).toHaveLength(6);
    expect(rows.find((r) => r.externalId === 'harborlighthealth:4012345006')).toMatchObject({
      title: 'Clinical Informatics Specialist',
      city: 'Tampa',
      state: 'FL',
      remote: false,
    });
  });

  it('updates jobs already imported instead of duplicating them, and removes postings that closed', async () => {
    const payload = JSON.parse(fixtureText('greenhouse-sample.json'));
    payload.jobs[0].title = 'Senior Clinical Informatics Specialist';
    payload.jobs.splice(1, 1); // the population-health analyst closed
    const { fetch } = fakeFetch(JSON.stringify(payload));
    const result = await importFeed(handle.db, { kind: 'greenhouse', company: 'harborlighthealth', fetch });
    expect(result).toMatchObject({ upserted: 5, removed: 1 });
    const rows = await rowsOf('greenhouse');
    expect(rows).toHaveLength(5);
    expect(rows.find((r) => r.externalId === 'harborlighthealth:4012345006')!.title).toBe('Senior Clinical Informatics Specialist');
    expect(rows.some((r) => r.externalId === 'harborlighthealth:4012345007')).toBe(false);
  });

  it('imports a Lever site, and its jobs are found by a search right away', async () => {
    const { fetch, calls } = fakeFetch(fixtureText('lever-sample.json'));
    const result = await importFeed(handle.db, { kind: 'lever', company: 'kestrel-labs', fetch });
    expect(calls).toEqual([feedUrl('lever', 'kestrel-labs')]);
    expect(result).toEqual({ fetched: 7, upserted: 6, skipped: 1, removed: 0 });
    const matches = await searchJobs(handle.db, {
      skills: ['Customer Success', 'Salesforce', 'Account Management'],
      location: { city: 'Denver', state: 'CO', remote: false },
      filters: { location: [], title: [], company: [] },
    });
    expect(matches[0]).toMatchObject({ title: 'Customer Success Manager', company: 'Kestrel Labs', location: 'Denver, CO' });
    expect(matches[0]!.link).toBe('https://jobs.lever.co/kestrel-labs/5f2c1a9e-7b3d-4c1e-9a8f-2d6b0e4c7a11');
  });

  it('leaves other boards alone', async () => {
    const { fetch } = fakeFetch(JSON.stringify([]));
    const result = await importFeed(handle.db, { kind: 'lever', company: 'another-site', fetch });
    expect(result).toEqual({ fetched: 0, upserted: 0, skipped: 0, removed: 0 });
    expect(
      await handle.db
        .select()
        .from(jobs)
        .where(and(eq(jobs.source, 'lever'))),
    ).toHaveLength(6);
  });

  it('writes nothing when the feed fails or is not the expected shape', async () => {
    await expect(importFeed(handle.db, { kind: 'greenhouse', company: 'harborlighthealth', fetch: fakeFetch('busy', 503).fetch })).rejects.toThrow(
      /answered 503/,
    );
    await expect(importFeed(handle.db, { kind: 'greenhouse', company: 'harborlighthealth', fetch: fakeFetch('<html>').fetch })).rejects.toThrow(/not JSON/);
    await expect(
      importFeed(handle.db, { kind: 'greenhouse', company: 'harborlighthealth', fetch: fakeFetch('{"error":"not found"}').fetch }),
    ).rejects.toThrow();
    expect(await rowsOf('greenhouse')).toHaveLength(5);
  });

  it('refuses a board name that is not a slug', async () => {
    await expect(importFeed(handle.db, { kind: 'lever', company: '../admin', fetch: fakeFetch('[]').fetch })).rejects.toThrow(/Invalid/);
  });
});
