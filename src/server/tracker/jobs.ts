import { and, count, desc, eq, or } from 'drizzle-orm';
import { TRACKED_JOBS_MAX } from '~/lib/catalogue';
import { draftFromJobLink, type JobLinkAnswer, type NewTrackedJob, type TrackedJobPatch, type TrackedJobView } from '~/lib/tracker';
import type { Db } from '~/server/db/client';
import { jobs, trackedJobs, type TrackedJob } from '~/server/db/schema';
import { isUniqueViolation } from '~/server/db/errors';
import { SAMPLE_SOURCE } from '~/server/matching/sample';
import { HttpError, notFound } from '~/server/http/errors';
import type { Store } from '@netlify/blobs';
import { deleteJobFiles } from './files';
import { ownedJob } from './owned';

const view = (row: TrackedJob): TrackedJobView => ({
  id: row.id,
  title: row.title,
  company: row.company,
  location: row.location,
  link: row.link,
  source: row.source,
  stage: row.stage,
  notes: row.notes,
  appliedOn: row.appliedOn,
  followUpOn: row.followUpOn,
  interviewAt: row.interviewAt?.toISOString() ?? null,
  salaryMin: row.salaryMin,
  salaryMax: row.salaryMax,
  salaryCurrency: row.salaryCurrency,
  salaryPeriod: row.salaryPeriod,
  stageChangedAt: row.stageChangedAt.toISOString(),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/** The API's ISO instant as the column's Date; other fields pass as they are. */
function stored<T extends { interviewAt?: string | null }>(input: T): Omit<T, 'interviewAt'> & { interviewAt?: Date | null } {
  const { interviewAt, ...rest } = input;
  return interviewAt === undefined ? rest : { ...rest, interviewAt: interviewAt === null ? null : new Date(interviewAt) };
}

/** The day a date falls on, in UTC: only for callers that send no date (the board sends the member's own day). */
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

export async function listTrackedJobs(db: Db, userId: string): Promise<TrackedJobView[]> {
  const rows = await db.select().from(trackedJobs).where(eq(trackedJobs.userId, userId)).orderBy(desc(trackedJobs.updatedAt));
  return rows.map(view);
}

/**
 * Saves a job to the member's board. The same link twice is one card (409 names it), and a
 * member tracks at most TRACKED_JOBS_MAX jobs.
 */
export async function addTrackedJob(db: Db, userId: string, input: NewTrackedJob, now: Date): Promise<TrackedJobView> {
  const [held] = await db.select({ n: count() }).from(trackedJobs).where(eq(trackedJobs.userId, userId));
  if ((held?.n ?? 0) >= TRACKED_JOBS_MAX) {
    throw new HttpError(409, `Your tracker holds ${TRACKED_JOBS_MAX} jobs, the most it keeps. Delete jobs you have closed to make room.`);
  }
  const appliedOn = input.appliedOn ?? (input.stage !== 'saved' ? utcDay(now) : null);
  const [row] = await db
    .insert(trackedJobs)
    .values({ ...stored(input), userId, appliedOn, stageChangedAt: now, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new HttpError(409, `"${input.title}" at ${input.company} is already in your tracker.`);
  return view(row);
}

/** Changes a card. Moving it past Saved dates the application (today) unless a date is given. */
export async function updateTrackedJob(db: Db, userId: string, id: string, patch: TrackedJobPatch, now: Date): Promise<TrackedJobView> {
  const [current] = await db
    .select()
    .from(trackedJobs)
    .where(and(eq(trackedJobs.id, id), eq(trackedJobs.userId, userId)))
    .limit(1);
  if (!current) throw notFound('That job is not in your tracker.');
  const moved = patch.stage !== undefined && patch.stage !== current.stage;
  const dated = moved && patch.stage !== 'saved' && current.appliedOn === null && patch.appliedOn === undefined;
  try {
    const [row] = await db
      .update(trackedJobs)
      .set({ ...stored(patch), ...(moved ? { stageChangedAt: now } : {}), ...(dated ? { appliedOn: utcDay(now) } : {}), updatedAt: now })
      .where(and(eq(trackedJobs.id, id), eq(trackedJobs.userId, userId)))
      .returning();
    if (!row) throw notFound('That job is not in your tracker.');
    return view(row);
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // Another card already has this link.
    if (isUniqueViolation(error)) throw new HttpError(409, 'Another job in your tracker has this link.');
    throw error;
  }
}

/** Deletes a job and its contacts; its files' bytes go first, and if storage refuses, the job stays. */
export async function deleteTrackedJob(db: Db, files: () => Store, userId: string, id: string): Promise<void> {
  await ownedJob(db, userId, id);
  await deleteJobFiles(db, files, userId, id);
  const gone = await db
    .delete(trackedJobs)
    .where(and(eq(trackedJobs.id, id), eq(trackedJobs.userId, userId)))
    .returning({ id: trackedJobs.id });
  if (gone.length === 0) throw notFound('That job is not in your tracker.');
}

/** A pasted link: a job PivotMatch already knows fills every field; otherwise what the URL says. */
export async function draftFromLink(db: Db, link: string): Promise<JobLinkAnswer> {
  // A sample listing's page is stored site-relative ("/jobs/{id}"), and pasted as a full address.
  const page = /^\/jobs\/[0-9a-f-]{36}$/i.exec(safePath(link))?.[0];
  const byLink = eq(jobs.link, link);
  const [known] = await db
    .select()
    .from(jobs)
    .where(page ? or(byLink, and(eq(jobs.link, page), eq(jobs.source, SAMPLE_SOURCE))) : byLink)
    .limit(1);
  if (known) {
    const location = known.remote ? 'Remote' : [known.city, known.state].filter(Boolean).join(', ') || null;
    return { title: known.title, company: known.company, location, link, found: 'corpus' };
  }
  const draft = draftFromJobLink(link);
  return { ...draft, location: null, link, found: draft.company || draft.title ? 'link' : 'none' };
}

/** The path of a URL, or '' when it is not one. */
function safePath(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return '';
  }
}
