/**
 * What an imported resume may have read wrong, field by field, for the member to check after an
 * import: a job without a start date or bullets, an employer that holds a place or a piece of a date,
 * a title that reads like a sentence, a bullet that looks cut off or starts with a stray symbol. Each
 * doubt names its field as a path into the resume data ("work.1.startDate", "work.0.highlights.2");
 * it goes as soon as the field is fixed, since doubts are read from the data as it is now.
 */
import type { ResumeData } from './resume';

export interface Doubt {
  /** The field, as a path into the data: "work.1.name", "work.1.highlights" (none), "certificates.0.name". */
  field: string;
  /** Where, in the member's words: "Experience, job 2 (Logistics NCO)". */
  where: string;
  /** What looks wrong: "no start date". */
  problem: string;
}

const MONTH = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;
/** "…, Fort Liberty, NC", "…, Austin, TX, USA", "… Remote". */
const PLACE_IN_NAME = /,\s*[A-Z]{2}(?:,\s*USA?)?,?$|,\s*(?:USA|United States|Remote),?$/;
/** "… – Aug", "… 2019", "… to", a dash left at the end: a date the reader cut from its line. */
const DATE_IN_NAME = new RegExp(String.raw`(?:[-–—]\s*(?:${MONTH})?|\b(?:${MONTH}|(?:19|20)\d{2}|to|present))\s*,?$`, 'i');
/** A symbol standing where a bullet was drawn: a box, an arrow, a private-use icon glyph, U+FFFD. */
const STRAY_SYMBOL = /^[\p{So}\p{Co}\uFFFD•▪◦●‣∙]/u;
/** Words a sentence does not end on. */
const DANGLING = /\b(?:a|an|the|to|of|and|or|but|in|on|at|by|for|from|with|into|than|as|per|via|over|under|across|while|which|that|who)$/i;

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;

/** Why a bullet looks cut off or mis-read, or null. */
export function bulletDoubt(text: string): string | null {
  const t = text.trim();
  if (!t) return null;
  if (STRAY_SYMBOL.test(t)) return 'starts with a stray symbol';
  if (DANGLING.test(t) || /[,;:–—-]$/.test(t)) return 'looks cut off at the end';
  if (/^[a-z]/.test(t) || (words(t) <= 2 && /^[\d$%(]/.test(t))) return 'looks like the end of another bullet';
  return null;
}

/** The doubtful fields of an imported resume, jobs first, in the order the editor shows them. */
export function importDoubts(data: ResumeData): Doubt[] {
  const doubts: Doubt[] = [];
  data.work.forEach((job, i) => {
    const named = [job.position, job.name].filter(Boolean).join(' at ');
    const where = `Experience, job ${i + 1}${named ? ` (${named})` : ''}`;
    const add = (field: string, problem: string) => doubts.push({ field: `work.${i}.${field}`, where, problem });
    if (!job.position.trim()) add('position', 'no job title');
    else if (words(job.position) > 12 || /[.!?]$/.test(job.position.trim()) || STRAY_SYMBOL.test(job.position))
      add('position', 'the title reads like a sentence: a bullet may have landed here');
    const employer = job.name.trim();
    if (!employer) add('name', 'no employer');
    else if (PLACE_IN_NAME.test(employer)) add('name', 'the employer holds a place: move it to Location');
    else if (DATE_IN_NAME.test(employer)) add('name', 'the employer holds part of a date');
    if (!job.startDate) add('startDate', 'no start date');
    if (job.highlights.length === 0 && !job.summary.trim()) add('highlights', 'no bullets: they may be under another job');
    job.highlights.forEach((b, j) => {
      const problem = bulletDoubt(b);
      if (problem) add(`highlights.${j}`, `bullet ${j + 1} ${problem}`);
    });
  });
  data.certificates.forEach((c, i) => {
    if (STRAY_SYMBOL.test(c.name.trim()))
      doubts.push({ field: `certificates.${i}.name`, where: `Certificates, ${i + 1}`, problem: 'starts with a stray symbol' });
  });
  return doubts;
}

/** The doubt's key, to remember that the member confirmed it: the field and what was doubted of its value. */
export const doubtKey = (d: Doubt, data: ResumeData): string => `${d.field}=${JSON.stringify(valueAt(data, d.field))}`;

function valueAt(data: ResumeData, path: string): unknown {
  let node: unknown = data;
  for (const part of path.split('.')) node = node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}
