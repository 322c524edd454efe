import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Store } from '@netlify/blobs';
import { MAX_RESUME_BYTES, RESUME_SESSION_NOT_FOUND, type ResumeStatusResponse } from '~/lib/pivotmatch';
import type { Db } from '~/server/db/client';
import { resumeSessions, type ResumeSession } from '~/server/db/schema';
import { HttpError, notFound } from '~/server/http/errors';
import { NO_ROLES, type ResumeRole, type ResumeRoles } from '~/lib/resume-roles';
import { navigatorOccupation } from '~/server/navigator/data';
import { mapTitle } from '~/server/navigator/titles';
import type { ResumeOwner } from './owner';

/** Signed-out visitors' resumes are deleted after this (issue 4, privacy). */
export const ANONYMOUS_RETENTION_MS = 24 * 3600_000;
/** A session still processing after this has lost its worker: it ends as failed. */
export const PROCESSING_DEADLINE_MS = 3 * 60_000;
/** A Netlify request carries about 4.5 MB of file; larger files come in parts of at most this. */
export const MAX_PART_BYTES = 4 * 1024 * 1024;

export const TOO_LARGE = 'Maximum file size is 5MB';
export const WRONG_TYPE = 'Please upload a PDF or DOCX file';

/** A cheap look at the first bytes, before anything is stored: %PDF- or a ZIP. */
export function looksLikeResume(head: Uint8Array): boolean {
  const pdf = [0x25, 0x50, 0x44, 0x46, 0x2d].every((b, i) => head[i] === b);
  const zip = head[0] === 0x50 && head[1] === 0x4b && head[2] === 0x03 && head[3] === 0x04;
  return pdf || zip;
}

export interface IncomingPart {
  uploadId?: string;
  partIndex: number;
  partCount: number;
  totalBytes?: number;
  fileName: string;
  bytes: Uint8Array;
}

// Every blob of a session sits under its prefix: the file, its text, and parts while uploading.
const partKey = (blobKey: string, index: number) => `${blobKey}/part-${index}`;
export const fileKey = (blobKey: string) => `${blobKey}/file`;
export const textKey = (blobKey: string) => `${blobKey}/text`;

function ownedBy(session: ResumeSession, owner: ResumeOwner): boolean {
  if (session.userId) return session.userId === owner.userId;
  return !!owner.browserTokenHash && session.ownerTokenHash === owner.browserTokenHash;
}

/** The session if this caller owns it; otherwise "not found", so ids reveal nothing. */
export async function ownedSession(db: Db, id: string, owner: ResumeOwner): Promise<ResumeSession> {
  const [session] = await db.select().from(resumeSessions).where(eq(resumeSessions.id, id)).limit(1);
  if (!session || !ownedBy(session, owner)) throw notFound(RESUME_SESSION_NOT_FOUND);
  return session;
}

/**
 * Receives a whole file or one part of it. Answers the session and, once every byte has
 * arrived, the assembled file (which the caller checks and hands to processing).
 */
export async function receiveUpload(
  db: Db,
  store: Store,
  owner: ResumeOwner,
  part: IncomingPart,
  now: Date,
): Promise<{ session: ResumeSession; file: Uint8Array | null }> {
  if (part.bytes.length === 0) throw new HttpError(422, 'The file is empty. Please choose your resume file again.');
  const total = part.partCount === 1 ? part.bytes.length : part.totalBytes;
  if (!total) throw new HttpError(400, 'totalBytes is required when a file is sent in parts.');
  if (total > MAX_RESUME_BYTES || part.bytes.length > total) throw new HttpError(413, TOO_LARGE);
  if (part.partIndex >= part.partCount) throw new HttpError(400, 'partIndex must be less than partCount.');

  let session: ResumeSession;
  if (part.partIndex === 0 && !part.uploadId) {
    // A whole file is checked in full by the caller; a first part can only be sniffed.
    if (part.partCount > 1 && !looksLikeResume(part.bytes)) throw new HttpError(415, WRONG_TYPE);
    const [created] = await db
      .insert(resumeSessions)
      .values({
        userId: owner.userId,
        ownerTokenHash: owner.userId ? null : owner.browserTokenHash,
        status: 'uploading',
        blobKey: `pending`,
        fileName: part.fileName.slice(0, 200),
        sizeBytes: total,
        createdAt: now,
        expiresAt: owner.userId ? null : new Date(now.getTime() + ANONYMOUS_RETENTION_MS),
      })
      .returning();
    session = created!;
    const blobKey = `resumes/${session.id}`;
    await db.update(resumeSessions).set({ blobKey }).where(eq(resumeSessions.id, session.id));
    session.blobKey = blobKey;
  } else {
    if (!part.uploadId) throw new HttpError(400, 'uploadId is required for the later parts of a file.');
    session = await ownedSession(db, part.uploadId, owner);
    if (session.status !== 'uploading') throw new HttpError(409, 'This upload is already complete.');
    if (session.sizeBytes !== total) throw new HttpError(400, 'totalBytes does not match the first part.');
  }

  await store.set(partKey(session.blobKey, part.partIndex), part.bytes.slice().buffer as ArrayBuffer);
  // Counted in one statement, so parts arriving together are all counted.
  const [updated] = await db
    .update(resumeSessions)
    .set({ receivedBytes: sql`${resumeSessions.receivedBytes} + ${part.bytes.length}::int` })
    .where(eq(resumeSessions.id, session.id))
    .returning();
  session = updated!;
  if (session.receivedBytes > session.sizeBytes) {
    await discardSession(db, store, session);
    throw new HttpError(413, TOO_LARGE);
  }
  if (session.receivedBytes < session.sizeBytes) return { session, file: null };

  // Every byte is here: join the parts in order.
  const chunks: Uint8Array[] = [];
  for (let i = 0; i < part.partCount; i++) {
    const chunk = await store.get(partKey(session.blobKey, i), { type: 'arrayBuffer' });
    if (!chunk) {
      await discardSession(db, store, session);
      throw new HttpError(400, 'A part of the file is missing. Please upload it again.');
    }
    chunks.push(new Uint8Array(chunk));
  }
  const file = new Uint8Array(session.sizeBytes);
  let offset = 0;
  for (const c of chunks) {
    file.set(c, offset);
    offset += c.length;
  }
  return { session, file };
}

/** The checked file is kept under its final key and the parts are removed. */
export async function storeResumeFile(db: Db, store: Store, session: ResumeSession, file: Uint8Array, kind: 'pdf' | 'docx', text: string, partCount: number) {
  await store.set(fileKey(session.blobKey), file.slice().buffer as ArrayBuffer, { metadata: { fileName: session.fileName, kind } });
  await store.set(textKey(session.blobKey), text);
  for (let i = 0; i < partCount; i++) await store.delete(partKey(session.blobKey, i));
  await db.update(resumeSessions).set({ status: 'processing', fileKind: kind }).where(eq(resumeSessions.id, session.id));
}

/** Removes the row and every blob of a session (refused files, deletion, expiry). */
export async function discardSession(db: Db, store: Store, session: Pick<ResumeSession, 'id' | 'blobKey'>) {
  const { blobs } = await store.list({ prefix: `${session.blobKey}/` });
  for (const blob of blobs) await store.delete(blob.key);
  await db.delete(resumeSessions).where(eq(resumeSessions.id, session.id));
}

export async function markFailed(db: Db, id: string, reason: string, now: Date) {
  await db
    .update(resumeSessions)
    .set({ status: 'failed', failureReason: reason, completedAt: now })
    .where(and(eq(resumeSessions.id, id), sql`${resumeSessions.status} in ('uploading', 'processing')`));
}

/** What GET /api/pivotmatch/resume-status answers; the page polls it while the resume is processed. */
export async function resumeStatus(db: Db, id: string, owner: ResumeOwner, now: Date): Promise<ResumeStatusResponse> {
  let session = await ownedSession(db, id, owner);
  if (session.status === 'processing' && now.getTime() - session.createdAt.getTime() > PROCESSING_DEADLINE_MS) {
    await markFailed(db, id, 'Processing took too long. Please upload your resume again.', now);
    session = await ownedSession(db, id, owner);
  }
  if (session.status === 'uploading') return { status: 'processing', message: 'Waiting for the rest of the file.' };
  if (session.status === 'failed') return { status: 'failed', message: session.failureReason ?? 'Failed to process resume' };
  if (session.status === 'processing') return { status: 'processing' };
  // Skills are shown by the names the resume writes, which the evidence holds; sessions completed
  // before evidence was kept have none, and show their skills as stored.
  const evidence = session.skillEvidence ?? [];
  return {
    status: 'completed',
    data: {
      skills: evidence.length ? evidence.map((e) => e.name) : (session.skills ?? []),
      location: formatSessionLocation(session),
      evidence,
      roles: session.roles ?? NO_ROLES,
    },
  };
}

/**
 * The owner changes the role PivotMatch reads them as (current) or ranks toward (target): an
 * O*NET occupation picked by title, or none. Kept on the session, so later searches, saved
 * searches and the navigator follow it.
 */
export async function setSessionRole(
  db: Db,
  id: string,
  owner: ResumeOwner,
  change: { role: 'current' | 'target'; title: string | null; code: string | null },
): Promise<ResumeRoles> {
  const session = await ownedSession(db, id, owner);
  if (session.status !== 'completed') throw new HttpError(409, 'Your resume is not processed yet.');
  let chosen: ResumeRole | null = null;
  if (change.title !== null) {
    // A title picked from the list comes with its occupation; one typed freely is mapped like a resume's.
    const code = change.code ?? mapTitle(change.title)?.code ?? null;
    const occupation = code ? navigatorOccupation(code) : undefined;
    if (change.code && !occupation) throw new HttpError(422, 'That occupation is not one we know. Pick a title from the list.');
    chosen = { title: change.title, occupation: occupation ? { code: occupation.code, title: occupation.title } : null, evidence: null };
  }
  const roles: ResumeRoles = { ...(session.roles ?? NO_ROLES), [change.role]: chosen };
  await db.update(resumeSessions).set({ roles }).where(eq(resumeSessions.id, id));
  return roles;
}

export function formatSessionLocation(session: Pick<ResumeSession, 'location'>): string | null {
  const loc = session.location;
  if (!loc) return null;
  if (loc.city && loc.state) return `${loc.city}, ${loc.state}`;
  if (loc.remote) return 'Remote';
  return loc.state ?? loc.city ?? null;
}

/** Signed-out visitors' resumes past their 24 hours: rows and files. */
export async function deleteExpiredSessions(db: Db, store: Store, now: Date): Promise<number> {
  const expired = await db
    .select({ id: resumeSessions.id, blobKey: resumeSessions.blobKey })
    .from(resumeSessions)
    .where(and(isNotNull(resumeSessions.expiresAt), lt(resumeSessions.expiresAt, now)));
  for (const session of expired) await discardSession(db, store, session);
  return expired.length;
}
