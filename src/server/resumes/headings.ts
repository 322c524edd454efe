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
  // "• SKILLS": a theme that sets each heading in capitals after a bullet.
  const bullet = /^\s?[•▪●◦‣∙]\s(?=\p{Lu}{2})/u.exec(line);
  if (bullet && line === line.toUpperCase()) line = line.slice(bullet[0].length);
  const key = line
    .replace(/[:：]\s*$/, '')
    .replace(/\s*&\s*/g, ' and ')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
  if (key.length > 40) return null;
  const known = HEADINGS.get(key);
  if (known) return known;
  // "CERTIFICATIONS & MEMBERSHIPS", "EDUCATION AND HONORS": a heading in capitals that joins a known
  // heading to a word the reader does not know is that heading's section.
  const joined = / and /.exec(key);
  const bare = line.replace(/[:：]\s*$/, '').trim();
  if (!joined || bare !== bare.toUpperCase() || key.split(' ').length > 4) return null;
  return HEADINGS.get(key.slice(0, joined.index)) ?? null;
}
