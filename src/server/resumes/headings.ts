/**
 * The section headings a resume may use ("WORK EXPERIENCE", "Skills & Abilities:"), read from
 * content/resume-import/headings.json. The section reader and the location reader both stop at
 * them, so they live apart from either.
 */
import headingsData from '@content/resume-import/headings.json';
import type { ResumeSection } from '~/lib/pivotmatch';

export type SectionKey = ResumeSection;

const HEADINGS = new Map<string, SectionKey>();
for (const [key, phrases] of Object.entries(headingsData)) {
  if (key.startsWith('$')) continue;
  for (const phrase of phrases as string[]) HEADINGS.set(phrase, key as SectionKey);
}
/** Every heading the reader knows, for the location reader's "end of the contact block". */
export const KNOWN_HEADINGS: ReadonlySet<string> = new Set(HEADINGS.keys());

export function headingKey(line: string): SectionKey | null {
  const key = line
    .replace(/[:：]\s*$/, '')
    .replace(/\s*&\s*/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  return key.length <= 40 ? (HEADINGS.get(key) ?? null) : null;
}
