/**
 * The O*NET occupations the sample job corpus is generated from: content/jobs/occupations.json,
 * written by `npm run data:jobs` (src/cli/build-job-occupations.ts) and committed, so functions
 * and seeding never read ../shared.
 */
import file from '@content/jobs/occupations.json';

export { ONET_ATTRIBUTION } from '~/lib/onet';

export interface Occupation {
  /** O*NET-SOC code, e.g. "15-1252.00". */
  code: string;
  /** O*NET's own (plural) title, e.g. "Software Developers". */
  title: string;
  /** The first sentence of O*NET's description. */
  summary: string;
  /** Job zone: the preparation the work needs, 1 (little) to 5 (extensive). */
  zone: number;
  /** Titles as a job board shows them, the most common first; none states a level. */
  titles: string[];
  /** Core tasks, at most 8. */
  tasks: string[];
  /** Technology examples, Hot Technologies first, at most 15. */
  technologies: string[];
  /** How many of `technologies` (the first ones) are Hot Technologies. */
  hot: number;
}

export interface OccupationFile {
  $comment: string;
  attribution: string;
  occupations: Occupation[];
}

export const OCCUPATIONS: readonly Occupation[] = (file as OccupationFile).occupations;

const byCode = new Map(OCCUPATIONS.map((o) => [o.code, o]));
export function occupationByCode(code: string): Occupation | undefined {
  return byCode.get(code);
}

/** The SOC major group of a code ("15-1252.00" → "15"). */
export function majorGroup(code: string): string {
  return code.slice(0, 2);
}
