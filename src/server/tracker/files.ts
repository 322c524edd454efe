import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Store } from '@netlify/blobs';
import { FILES_PER_JOB_MAX, TRACKER_FILE_MAX_BYTES, TRACKER_FILE_TOO_LARGE, type TrackedFileView } from '~/lib/tracker';
import type { Db } from '~/server/db/client';
import { trackedJobFiles, type TrackedJobFile } from '~/server/db/schema';
import { HttpError, notFound } from '~/server/http/errors';
import { TRACKER_FILE_TYPES, sniffTrackerFile } from './file-type';
import { ownedJob } from './owned';

const FILE_NOT_FOUND = 'That file is not on this job.';
export const WRONG_FILE_TYPE = 'Attach a PDF, Word (DOCX or DOC), plain text, PNG or JPEG file.';
const STORAGE_FAILED = 'The file could not be removed from storage, so it is kept. Please try again.';

const view = (row: TrackedJobFile): TrackedFileView => ({
  id: row.id,
  trackedJobId: row.trackedJobId,
  fileName: row.fileName,
  contentType: row.contentType,
  sizeBytes: row.sizeBytes,
  createdAt: row.createdAt.toISOString(),
});

/** A name safe to show and to send back in Content-Disposition: no path, no control characters. */
function cleanName(raw: string): string {
  const base = raw.split(/[\\/]/).pop() ?? '';
  const name = [...base]
    .filter((ch) => ch.charCodeAt(0) >= 0x20 && ch !== '\u007f' && ch !== '"')
    .join('')
    .trim()
    .slice(-200);
  return name || 'file';
}

export async function listFiles(db: Db, userId: string, jobId: string): Promise<TrackedFileView[]> {
  await ownedJob(db, userId, jobId);
  const rows = await db
    .select()
    .from(trackedJobFiles)
    .where(and(eq(trackedJobFiles.trackedJobId, jobId), eq(trackedJobFiles.userId, userId)))
    .orderBy(asc(trackedJobFiles.createdAt));
  return rows.map(view);
}

/**
 * Keeps a file on one of the member's jobs: its type is read from the bytes, the size and the
 * number per job are bounded, and the row is written only once the bytes are stored.
 */
export async function attachFile(
  db: Db,
  store: Store,
  userId: string,
  jobId: string,
  file: { fileName: string; bytes: Uint8Array },
  now: Date,
): Promise<TrackedFileView> {
  await ownedJob(db, userId, jobId);
  if (file.bytes.length > TRACKER_FILE_MAX_BYTES) throw new HttpError(413, TRACKER_FILE_TOO_LARGE);
  if (file.bytes.length === 0) throw new HttpError(422, 'This file is empty. Choose the file again.');
  const kind = sniffTrackerFile(file.bytes);
  if (!kind) throw new HttpError(415, WRONG_FILE_TYPE);
  const [held] = await db.select({ n: count() }).from(trackedJobFiles).where(eq(trackedJobFiles.trackedJobId, jobId));
  if ((held?.n ?? 0) >= FILES_PER_JOB_MAX) {
    throw new HttpError(409, `A job keeps at most ${FILES_PER_JOB_MAX} files. Delete one you no longer need to attach another.`);
  }
  const id = randomUUID();
  const blobKey = `${userId}/${jobId}/${id}`;
  await store.set(blobKey, file.bytes.slice().buffer as ArrayBuffer);
  try {
    const [row] = await db
      .insert(trackedJobFiles)
      .values({
        id,
        userId,
        trackedJobId: jobId,
        fileName: cleanName(file.fileName),
        contentType: TRACKER_FILE_TYPES[kind],
        sizeBytes: file.bytes.length,
        blobKey,
        createdAt: now,
      })
      .returning();
    return view(row!);
  } catch (error) {
    await store.delete(blobKey).catch(() => undefined);
    throw error;
  }
}

async function ownedFile(db: Db, userId: string, jobId: string, fileId: string): Promise<TrackedJobFile> {
  const [row] = await db
    .select()
    .from(trackedJobFiles)
    .where(and(eq(trackedJobFiles.id, fileId), eq(trackedJobFiles.trackedJobId, jobId), eq(trackedJobFiles.userId, userId)))
    .limit(1);
  if (!row) throw notFound(FILE_NOT_FOUND);
  return row;
}

/** The stored bytes as a stream, with what the download needs to say about them. */
export async function readFile(db: Db, store: Store, userId: string, jobId: string, fileId: string) {
  const row = await ownedFile(db, userId, jobId, fileId);
  const body = await store.get(row.blobKey, { type: 'stream' });
  if (!body) throw notFound('The file is missing from storage. Delete it and attach it again.');
  return { body: body as ReadableStream<Uint8Array>, fileName: row.fileName, contentType: row.contentType };
}

/** Removes the bytes, then the row; if storage refuses, the row stays so nothing is orphaned. */
export async function deleteFile(db: Db, store: Store, userId: string, jobId: string, fileId: string): Promise<void> {
  const row = await ownedFile(db, userId, jobId, fileId);
  try {
    await store.delete(row.blobKey);
  } catch (error) {
    console.error('[tracker files] blob delete failed', row.blobKey, error);
    throw new HttpError(502, STORAGE_FAILED);
  }
  await db.delete(trackedJobFiles).where(eq(trackedJobFiles.id, row.id));
}

/**
 * Before a job is deleted: removes every file's bytes and row. Files whose bytes storage would
 * not remove keep their rows, and the caller keeps the job, so no blob is left without an owner.
 */
export async function deleteJobFiles(db: Db, store: () => Store, userId: string, jobId: string): Promise<void> {
  const rows = await db
    .select()
    .from(trackedJobFiles)
    .where(and(eq(trackedJobFiles.trackedJobId, jobId), eq(trackedJobFiles.userId, userId)));
  if (rows.length === 0) return;
  const blobs = store();
  const removed: string[] = [];
  for (const row of rows) {
    try {
      await blobs.delete(row.blobKey);
      removed.push(row.id);
    } catch (error) {
      console.error('[tracker files] blob delete failed', row.blobKey, error);
    }
  }
  if (removed.length > 0) await db.delete(trackedJobFiles).where(inArray(trackedJobFiles.id, removed));
  const kept = rows.length - removed.length;
  if (kept > 0) {
    throw new HttpError(
      502,
      `${kept === 1 ? 'One file' : `${kept} files`} of this job could not be removed from storage, so the job is kept. Please try again.`,
    );
  }
}
