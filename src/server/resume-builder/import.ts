/**
 * A builder resume from an uploaded PDF or DOCX, through the same checks and reader as
 * PivotMatch (file type by bytes, zip-bomb and page limits, text extraction, skills taxonomy,
 * location), then the section reader. The file itself is not kept: only what the member sees.
 */
import { RESUME_LIMITS, type ResumeTemplate, type ResumeImportResult } from '~/lib/resume';
import type { Db } from '~/server/db/client';
import { readResumeFile } from '~/server/resumes/parse-resume';
import { readResumeSections } from '~/server/resumes/sections';
import { createResume, listResumes } from './resumes';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * A title none of the member's resumes has, so the same file imported twice is two entries the
 * member can tell apart: "Logistics NCO", then "Logistics NCO (imported 27 Nov)", then
 * "Logistics NCO (imported 27 Nov, 2)". Names are compared as the member reads them (case aside).
 */
export function distinctTitle(title: string, taken: Iterable<string>, now: Date): string {
  const used = new Set([...taken].map((t) => t.trim().toLowerCase()));
  if (!used.has(title.trim().toLowerCase())) return title;
  const day = DAY.format(now);
  for (let n = 1; ; n++) {
    const suffix = ` (imported ${day}${n > 1 ? `, ${n}` : ''})`;
    const candidate = title.slice(0, RESUME_LIMITS.title - suffix.length).trimEnd() + suffix;
    if (!used.has(candidate.toLowerCase())) return candidate;
  }
}

export async function importResumeFile(
  db: Db,
  userId: string,
  input: { bytes: Uint8Array; fileName: string; title: string; targetRole: string; template: ResumeTemplate },
  now: Date,
): Promise<ResumeImportResult> {
  const file = await readResumeFile(input.bytes, input.fileName);
  const { data, read, unread } = readResumeSections(file.text, file);
  const fromName = input.fileName
    .replace(/\.(pdf|docx)$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  // Named by its role, as the builder names resumes: the headline, else the latest job.
  const named = (input.title || data.basics.label || data.work[0]?.position || fromName || 'Imported resume').slice(0, RESUME_LIMITS.title);
  const title = distinctTitle(
    named,
    (await listResumes(db, userId)).map((r) => r.title),
    now,
  );
  const targetRole = (input.targetRole || data.basics.label).slice(0, RESUME_LIMITS.title);
  const resume = await createResume(db, userId, { title, targetRole, template: input.template, data }, now);
  return { resume, read, unread };
}
