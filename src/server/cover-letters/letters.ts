/**
 * The member's cover letters: kept whole (the autosave sends the whole letter), each drafted from
 * one of their resumes and optionally for one of their tracked jobs. A resume or job named in a
 * save must be the member's own; a letter of another member is "not found".
 */
import { and, count, desc, eq } from 'drizzle-orm';
import {
  COVER_LETTERS_PER_MEMBER,
  LETTER_NOT_FOUND,
  type CoverLetterSummary,
  type CoverLetterView,
  type LetterJob,
  type NewCoverLetter,
  type SaveCoverLetter,
} from '~/lib/cover-letter';
import type { ResumeData } from '~/lib/resume';
import type { Db } from '~/server/db/client';
import { coverLetters, resumes, trackedJobs, type CoverLetter } from '~/server/db/schema';
import { HttpError, notFound } from '~/server/http/errors';
import { requirementsOf } from './draft';

interface Joined {
  letter: CoverLetter;
  resumeTitle: string | null;
  job: LetterJob | null;
}

/** A left-joined job: drizzle gives null when the letter has none (or it was deleted). */
const jobOf = (row: LetterJob | null): LetterJob | null => (row ? { id: row.id, title: row.title, company: row.company, stage: row.stage } : null);

const view = ({ letter, resumeTitle, job }: Joined): CoverLetterView => ({
  id: letter.id,
  resumeId: letter.resumeId,
  resumeTitle,
  trackedJobId: letter.trackedJobId,
  trackedJob: job,
  company: letter.company,
  role: letter.role,
  jobDescription: letter.jobDescription,
  greeting: letter.greeting,
  paragraphs: letter.paragraphs,
  closing: letter.closing,
  requirements: letter.requirements,
  createdAt: letter.createdAt.toISOString(),
  updatedAt: letter.updatedAt.toISOString(),
});

function joined(db: Db) {
  return db
    .select({
      letter: coverLetters,
      resumeTitle: resumes.title,
      job: { id: trackedJobs.id, title: trackedJobs.title, company: trackedJobs.company, stage: trackedJobs.stage },
    })
    .from(coverLetters)
    .leftJoin(resumes, eq(resumes.id, coverLetters.resumeId))
    .leftJoin(trackedJobs, eq(trackedJobs.id, coverLetters.trackedJobId));
}

export async function listCoverLetters(db: Db, userId: string): Promise<CoverLetterSummary[]> {
  const rows = await joined(db).where(eq(coverLetters.userId, userId)).orderBy(desc(coverLetters.updatedAt));
  return rows.map((r) => ({
    id: r.letter.id,
    company: r.letter.company,
    role: r.letter.role,
    resumeTitle: r.resumeTitle,
    trackedJob: jobOf(r.job),
    updatedAt: r.letter.updatedAt.toISOString(),
  }));
}

async function ownLetter(db: Db, userId: string, id: string): Promise<Joined> {
  const [row] = await joined(db)
    .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)))
    .limit(1);
  if (!row) throw notFound(LETTER_NOT_FOUND);
  return { letter: row.letter, resumeTitle: row.resumeTitle, job: jobOf(row.job) };
}

export async function getCoverLetter(db: Db, userId: string, id: string): Promise<CoverLetterView> {
  return view(await ownLetter(db, userId, id));
}

/** One of the member's resumes (its data), or a 404 that names it. */
export async function ownResumeData(db: Db, userId: string, resumeId: string): Promise<{ title: string; data: ResumeData }> {
  const [row] = await db
    .select({ title: resumes.title, data: resumes.data })
    .from(resumes)
    .where(and(eq(resumes.id, resumeId), eq(resumes.userId, userId)))
    .limit(1);
  if (!row) throw notFound('That resume is not in your account. Choose another one.');
  return row;
}

async function checkJob(db: Db, userId: string, trackedJobId: string | null): Promise<void> {
  if (!trackedJobId) return;
  const [row] = await db
    .select({ id: trackedJobs.id })
    .from(trackedJobs)
    .where(and(eq(trackedJobs.id, trackedJobId), eq(trackedJobs.userId, userId)))
    .limit(1);
  if (!row) throw notFound('That job is not in your tracker. Choose another one, or none.');
}

export async function createCoverLetter(db: Db, userId: string, input: NewCoverLetter, now: Date): Promise<CoverLetterView> {
  const [held] = await db.select({ n: count() }).from(coverLetters).where(eq(coverLetters.userId, userId));
  if ((held?.n ?? 0) >= COVER_LETTERS_PER_MEMBER) {
    throw new HttpError(409, `You have ${COVER_LETTERS_PER_MEMBER} cover letters, the most kept. Delete letters for jobs you have closed first.`);
  }
  const resume = input.resumeId ? await ownResumeData(db, userId, input.resumeId) : null;
  await checkJob(db, userId, input.trackedJobId);
  const requirements = requirementsOf(resume?.data ?? null, input);
  const [row] = await db
    .insert(coverLetters)
    .values({ ...input, userId, requirements, createdAt: now, updatedAt: now })
    .returning({ id: coverLetters.id });
  return getCoverLetter(db, userId, row!.id);
}

/**
 * The autosave: the whole letter, last write wins. What it is checked against (matched
 * requirements and gaps) is read again only when the resume, role or description changed.
 */
export async function saveCoverLetter(db: Db, userId: string, id: string, input: SaveCoverLetter, now: Date): Promise<CoverLetterView> {
  const { letter } = await ownLetter(db, userId, id);
  const resume = input.resumeId ? await ownResumeData(db, userId, input.resumeId) : null;
  await checkJob(db, userId, input.trackedJobId);
  const reread = input.resumeId !== letter.resumeId || input.role !== letter.role || input.jobDescription !== letter.jobDescription;
  const requirements = reread ? requirementsOf(resume?.data ?? null, input) : letter.requirements;
  const updated = await db
    .update(coverLetters)
    .set({ ...input, requirements, updatedAt: now })
    .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)))
    .returning({ id: coverLetters.id });
  if (!updated.length) throw notFound(LETTER_NOT_FOUND);
  return getCoverLetter(db, userId, id);
}

export async function deleteCoverLetter(db: Db, userId: string, id: string): Promise<void> {
  const gone = await db
    .delete(coverLetters)
    .where(and(eq(coverLetters.id, id), eq(coverLetters.userId, userId)))
    .returning({ id: coverLetters.id });
  if (gone.length === 0) throw notFound(LETTER_NOT_FOUND);
}

/** The saved letter and the resume it was drafted from (null once deleted), for the exports. */
export async function letterForExport(db: Db, userId: string, id: string): Promise<{ letter: CoverLetterView; resume: ResumeData | null }> {
  const letter = await getCoverLetter(db, userId, id);
  if (!letter.resumeId) return { letter, resume: null };
  const [row] = await db
    .select({ data: resumes.data })
    .from(resumes)
    .where(and(eq(resumes.id, letter.resumeId), eq(resumes.userId, userId)))
    .limit(1);
  return { letter, resume: row?.data ?? null };
}
