/**
 * Scores a parsed resume against its truth file (used by `npm run eval:resumes` and the
 * fixture integration test). A truth skill counts as found when the parser returned it or
 * one of its aliases; a returned skill that is neither a truth skill, an alias of one, nor
 * listed as optional is "invented".
 */
import type { ResumeLocation } from './location';

export interface ResumeTruth {
  expect: 'ok' | 'error';
  skills?: string[];
  aliases?: Record<string, string[]>;
  /** Skills the text supports only indirectly: not counted for recall, not invented if returned. */
  optional?: string[];
  location?: ResumeLocation;
  /** Bad files: the status and refusal reason expected (optional). */
  status?: number;
  reason?: string;
  note?: string;
}

export interface ResumeScore {
  expected: number;
  found: number;
  recall: number;
  missed: string[];
  invented: string[];
  locationCorrect: boolean;
  expectedLocation: ResumeLocation | null;
}

const key = (s: string) => s.trim().toLowerCase();

export function scoreResume(truth: ResumeTruth, skills: string[], location: ResumeLocation): ResumeScore {
  const truthSkills = truth.skills ?? [];
  const aliases = truth.aliases ?? {};
  const returned = new Set(skills.map(key));
  const accepted = new Set<string>();
  const missed: string[] = [];
  let found = 0;
  for (const skill of truthSkills) {
    const names = [skill, ...(aliases[skill] ?? [])].map(key);
    names.forEach((n) => accepted.add(n));
    if (names.some((n) => returned.has(n))) found++;
    else missed.push(skill);
  }
  for (const skill of truth.optional ?? []) accepted.add(key(skill));
  const invented = skills.filter((s) => !accepted.has(key(s)));
  const expectedLocation = truth.location ?? null;
  const locationCorrect =
    expectedLocation !== null &&
    key(expectedLocation.city ?? '') === key(location.city ?? '') &&
    (expectedLocation.state ?? null) === (location.state ?? null) &&
    expectedLocation.remote === location.remote;
  return {
    expected: truthSkills.length,
    found,
    recall: truthSkills.length ? found / truthSkills.length : 1,
    missed,
    invented,
    locationCorrect,
    expectedLocation,
  };
}
