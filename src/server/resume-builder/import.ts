/**
 * A builder resume from an uploaded PDF or DOCX, through the same checks and reader as
 * PivotMatch (file type by bytes, zip-bomb and page limits, text extraction, skills taxonomy,
 * location), then the section reader. The file itself is not kept: only what the member sees.
 */
import { RESUME_LIMITS, type ResumeTemplate } from '../../lib/resume';
import type { ResumeImportResult } from '../../lib/schemas/resume';
import type { Db } from '../db/client';
import { readResumeFile } from '../resumes/parse-resume';
import { readResumeSections } from '../resumes/sections';
import { createResume } from './resumes';

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
  const title = (input.title || data.basics.label || data.work[0]?.position || fromName || 'Imported resume').slice(0, RESUME_LIMITS.title);
  const targetRole = (input.targetRole || data.basics.label).slice(0, RESUME_LIMITS.title);
  const resume = await createResume(db, userId, { title, targetRole, template: input.template, data }, now);
  return { resume, read, unread };
}
