/** How search answers name a job: its place, its occupation and a short description. */
import type { OccupationRef } from '~/lib/resume-roles';
import { navigatorOccupation } from '~/server/navigator/data';
import { occupationByCode } from './occupations';

/** Descriptions in results are cut to about this many characters (the link has the rest). */
export const SUMMARY_CHARS = 400;

/** "City, ST", "Remote", or "City, ST (Remote)" when a remote job names a home base. */
export function locationLabel(job: { city: string | null; state: string | null; remote: boolean }): string {
  const place = job.city ? (job.state ? `${job.city}, ${job.state}` : job.city) : (job.state ?? '');
  if (job.remote) return place ? `${place} (Remote)` : 'Remote';
  return place || 'Location not specified';
}

/** The O*NET occupation of a code, as search answers name it. */
export function occupationRef(code: string | null): OccupationRef | null {
  if (!code) return null;
  const title = navigatorOccupation(code)?.title ?? occupationByCode(code)?.title;
  return title ? { code, title } : null;
}

/** A description on one paragraph, cut at a sentence (or a word) near `max` characters. */
export function summarise(text: string, max = SUMMARY_CHARS): string {
  const flat = text
    .replace(/\s*\n\s*•\s*/g, ' • ')
    .replace(/\s+/g, ' ')
    .trim();
  if (flat.length <= max) return flat;
  const head = flat.slice(0, max);
  const sentenceEnd = Math.max(head.lastIndexOf('. '), head.lastIndexOf('! '), head.lastIndexOf('? '));
  if (sentenceEnd >= max * 0.4) return head.slice(0, sentenceEnd + 1);
  const space = head.lastIndexOf(' ');
  return `${head.slice(0, space > 0 ? space : max).replace(/[\s,;:•–-]+$/, '')}…`;
}
