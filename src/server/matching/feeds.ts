import type { FeedKind } from './importers';

/**
 * Job-board feeds to import, from JOB_FEEDS: "greenhouse:acme,lever:globex". None by default, so
 * nothing leaves the machine unless someone asks for it.
 */
export function configuredFeeds(value = process.env.JOB_FEEDS ?? ''): { kind: FeedKind; company: string }[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
    .flatMap((entry) => {
      const [kind, company] = entry.split(':').map((s) => s.trim());
      return (kind === 'greenhouse' || kind === 'lever') && company ? [{ kind, company }] : [];
    });
}
