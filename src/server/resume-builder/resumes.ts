/**
 * The resume builder's storage: a member's resumes (JSON Resume data), autosaved whole, with the
 * last RESUME_VERSIONS_KEPT states kept as versions. Saves close together update the newest
 * version instead of adding one, so a minute of typing is one version, not sixty.
 */
import { and, count, desc, eq, inArray } from 'drizzle-orm';
import {
  RESUMES_PER_MEMBER,
  RESUME_NOT_FOUND,
  RESUME_VERSIONS_KEPT,
  RESUME_VERSION_GAP_MS,
  describeResume,
  type ResumeVersionKind,
  type NewResume,
  type ResumeSummary,
  type ResumeVersionSummary,
  type ResumeView,
  type SaveResume,
} from '~/lib/resume';
import type { Db } from '~/server/db/client';
import { resumeVersions, resumes, type Resume } from '~/server/db/schema';
import { HttpError, notFound } from '~/server/http/errors';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

const view = (row: Resume): ResumeView => ({
  id: row.id,
  title: row.title,
  targetRole: row.targetRole,
  template: row.template,
  data: row.data,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export async function listResumes(db: Db, userId: string): Promise<ResumeSummary[]> {
  const rows = await db
    .select({ id: resumes.id, title: resumes.title, targetRole: resumes.targetRole, updatedAt: resumes.updatedAt })
    .from(resumes)
    .where(eq(resumes.userId, userId))
    .orderBy(desc(resumes.updatedAt));
  return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
}

async function ownResume(db: Db | Tx, userId: string, id: string, lock = false): Promise<Resume> {
  const query = db
    .select()
    .from(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(RESUME_NOT_FOUND);
  return row;
}

export async function getResume(db: Db, userId: string, id: string): Promise<ResumeView> {
  return view(await ownResume(db, userId, id));
}

/** Keeps the newest RESUME_VERSIONS_KEPT versions of a resume. */
async function trimVersions(tx: Tx, resumeId: string): Promise<void> {
  const older = await tx
    .select({ id: resumeVersions.id })
    .from(resumeVersions)
    .where(eq(resumeVersions.resumeId, resumeId))
    .orderBy(desc(resumeVersions.savedAt), desc(resumeVersions.id))
    .offset(RESUME_VERSIONS_KEPT);
  if (older.length)
    await tx.delete(resumeVersions).where(
      inArray(
        resumeVersions.id,
        older.map((r) => r.id),
      ),
    );
}

/**
 * Records the state a resume is in as its newest version. An autosave soon after another autosave
 * refreshes that version instead; a created or restored state is never written over.
 */
async function recordVersion(tx: Tx, row: Resume, now: Date, kind: ResumeVersionKind): Promise<void> {
  const [newest] = await tx
    .select({ id: resumeVersions.id, savedAt: resumeVersions.savedAt, kind: resumeVersions.kind })
    .from(resumeVersions)
    .where(eq(resumeVersions.resumeId, row.id))
    .orderBy(desc(resumeVersions.savedAt), desc(resumeVersions.id))
    .limit(1);
  const state = { title: row.title, targetRole: row.targetRole, template: row.template, data: row.data, savedAt: now, kind };
  if (kind === 'autosave' && newest?.kind === 'autosave' && now.getTime() - newest.savedAt.getTime() < RESUME_VERSION_GAP_MS) {
    await tx.update(resumeVersions).set(state).where(eq(resumeVersions.id, newest.id));
    return;
  }
  await tx.insert(resumeVersions).values({ resumeId: row.id, ...state });
  await trimVersions(tx, row.id);
}

export async function createResume(db: Db, userId: string, input: NewResume, now: Date): Promise<ResumeView> {
  return db.transaction(async (tx) => {
    const [held] = await tx.select({ n: count() }).from(resumes).where(eq(resumes.userId, userId));
    if ((held?.n ?? 0) >= RESUMES_PER_MEMBER) {
      throw new HttpError(409, `You have ${RESUMES_PER_MEMBER} resumes, the most the builder keeps. Delete one you no longer use first.`);
    }
    const [row] = await tx
      .insert(resumes)
      .values({ userId, title: input.title, targetRole: input.targetRole, template: input.template, data: input.data, createdAt: now, updatedAt: now })
      .returning();
    await recordVersion(tx, row!, now, 'created');
    return view(row!);
  });
}

/** The autosave: the whole resume, last write wins; the state it replaces stays as a version. */
export async function saveResume(db: Db, userId: string, id: string, input: SaveResume, now: Date): Promise<ResumeView> {
  return db.transaction(async (tx) => {
    await ownResume(tx, userId, id, true);
    const [row] = await tx
      .update(resumes)
      .set({ title: input.title, targetRole: input.targetRole, template: input.template, data: input.data, updatedAt: now })
      .where(eq(resumes.id, id))
      .returning();
    await recordVersion(tx, row!, now, 'autosave');
    return view(row!);
  });
}

export async function deleteResume(db: Db, userId: string, id: string): Promise<void> {
  const gone = await db
    .delete(resumes)
    .where(and(eq(resumes.id, id), eq(resumes.userId, userId)))
    .returning({ id: resumes.id });
  if (gone.length === 0) throw notFound(RESUME_NOT_FOUND);
}

export async function listVersions(db: Db, userId: string, id: string): Promise<ResumeVersionSummary[]> {
  await ownResume(db, userId, id);
  const rows = await db.select().from(resumeVersions).where(eq(resumeVersions.resumeId, id)).orderBy(desc(resumeVersions.savedAt), desc(resumeVersions.id));
  return rows.map((r) => ({ id: r.id, savedAt: r.savedAt.toISOString(), kind: r.kind, summary: `${r.title}: ${describeResume(r.data)}` }));
}

/**
 * Puts an earlier version back. What the member had stays in the history: the restored state is
 * saved as a new version on top, never over the one it came from.
 */
export async function restoreVersion(db: Db, userId: string, id: string, versionId: string, now: Date): Promise<ResumeView> {
  return db.transaction(async (tx) => {
    await ownResume(tx, userId, id, true);
    const [version] = await tx
      .select()
      .from(resumeVersions)
      .where(and(eq(resumeVersions.id, versionId), eq(resumeVersions.resumeId, id)))
      .limit(1);
    if (!version) throw notFound('That version is no longer kept.');
    const [row] = await tx
      .update(resumes)
      .set({ title: version.title, targetRole: version.targetRole, template: version.template, data: version.data, updatedAt: now })
      .where(eq(resumes.id, id))
      .returning();
    await recordVersion(tx, row!, now, 'restored');
    return view(row!);
  });
}
