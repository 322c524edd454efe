import type { Config } from '@netlify/functions';
import { configuredFeeds } from '~/server/matching/feeds';
import { importFeed } from '~/server/matching/importers';
import { runtime } from '~/server/runtime';

/** Daily: refresh jobs from the public job-board feeds listed in JOB_FEEDS. */
export default async function importJobs(): Promise<void> {
  const feeds = configuredFeeds();
  if (feeds.length === 0) return;
  const rt = await runtime();
  for (const feed of feeds) {
    try {
      const result = await importFeed(rt.db, feed);
      console.log(`[jobs-import] ${feed.kind}:${feed.company}`, JSON.stringify(result));
    } catch (error) {
      // One broken feed must not stop the others.
      console.error(`[jobs-import] ${feed.kind}:${feed.company} failed:`, error instanceof Error ? error.message : error);
    }
  }
}

export const config: Config = { schedule: '@daily' };
