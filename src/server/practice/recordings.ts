import { randomUUID } from 'node:crypto';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Store } from '@netlify/blobs';
import type { Db } from '~/server/db/client';
import { interviewSessions, practiceRecordings, type PracticeRecording } from '~/server/db/schema';
import { HttpError, badRequest, notFound } from '~/server/http/errors';
import {
  PRACTICE_RECORDINGS_MAX,
  RECORDING_TYPES,
  RECORDING_NOT_FOUND,
  recordingFileUrl,
  type RecordingType,
  type PracticeRecordingView,
  type RecordingFields,
} from '~/lib/practice';
import { speechMetrics, type SpeechMetrics } from '~/lib/speech-metrics';

const view = (row: PracticeRecording): PracticeRecordingView => ({
  id: row.id,
  question: row.question,
  sessionId: row.sessionId,
  contentType: row.contentType,
  hasVideo: row.hasVideo,
  sizeBytes: row.sizeBytes,
  durationMs: row.durationMs,
  transcript: row.transcript,
  // The jsonb column is typed loosely on purpose; speechMetrics wrote it.
  metrics: row.metrics as unknown as SpeechMetrics,
  fileUrl: recordingFileUrl(row.id),
  createdAt: row.createdAt.toISOString(),
});

type Container = 'webm' | 'ogg' | 'mp4';
const CONTAINER: Record<RecordingType, Container> = {
  'audio/webm': 'webm',
  'video/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/mp4': 'mp4',
  'video/mp4': 'mp4',
};

/** What the bytes are, by their magic number: EBML (WebM), "OggS", or an ISO-BMFF "ftyp" box (MP4). */
export function sniffContainer(bytes: Uint8Array): Container | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (bytes.length >= 4 && bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return 'webm';
  if (bytes.length >= 4 && ascii(0, 4) === 'OggS') return 'ogg';
  if (bytes.length >= 8 && ascii(4, 8) === 'ftyp') return 'mp4';
  return null;
}

/**
 * The recording's content type: the one the browser declared, when it is one we keep and the
 * bytes really are that container. The header alone is never trusted.
 */
export function checkRecording(bytes: Uint8Array, declared: string): RecordingType {
  const type = declared.split(';')[0]!.trim().toLowerCase();
  if (!(RECORDING_TYPES as readonly string[]).includes(type)) {
    throw new HttpError(415, `Recordings are kept as ${RECORDING_TYPES.join(', ')}; this one was ${type || 'of no type'}.`);
  }
  if (bytes.length === 0) throw badRequest('The recording is empty. Record your answer again.');
  if (sniffContainer(bytes) !== CONTAINER[type as RecordingType]) throw new HttpError(415, `The file is not the ${type} recording it says it is.`);
  return type as RecordingType;
}

const blobKeyOf = (userId: string, id: string) => `${userId}/${id}`;

export async function listRecordings(db: Db, userId: string): Promise<PracticeRecordingView[]> {
  const rows = await db.select().from(practiceRecordings).where(eq(practiceRecordings.userId, userId)).orderBy(desc(practiceRecordings.createdAt));
  return rows.map(view);
}

/**
 * Keeps a recording the member chose to keep: the file in Blobs under their id, the row with
 * metrics worked out here from the transcript, the length and the pauses the browser measured.
 */
export async function saveRecording(
  db: Db,
  store: Store,
  userId: string,
  fields: RecordingFields,
  file: { bytes: Uint8Array; mimeType: string },
  now: Date,
): Promise<PracticeRecordingView> {
  const contentType = checkRecording(file.bytes, file.mimeType);
  if (fields.sessionId) {
    const [session] = await db
      .select({ id: interviewSessions.id })
      .from(interviewSessions)
      .where(and(eq(interviewSessions.id, fields.sessionId), eq(interviewSessions.userId, userId)))
      .limit(1);
    if (!session) throw badRequest('sessionId: That interview session is not one of yours.');
  }
  const [held] = await db.select({ n: count() }).from(practiceRecordings).where(eq(practiceRecordings.userId, userId));
  if ((held?.n ?? 0) >= PRACTICE_RECORDINGS_MAX) {
    throw new HttpError(
      409,
      `You keep ${PRACTICE_RECORDINGS_MAX} recordings, the most the practice room holds. Delete ones you have learned from to make room.`,
    );
  }

  const id = randomUUID();
  const blobKey = blobKeyOf(userId, id);
  await store.set(blobKey, file.bytes.slice().buffer as ArrayBuffer, { metadata: { contentType } });
  const metrics = speechMetrics({ transcript: fields.transcript, durationMs: fields.durationMs, pausesMs: fields.pauses });
  try {
    const [row] = await db
      .insert(practiceRecordings)
      .values({
        id,
        userId,
        sessionId: fields.sessionId ?? null,
        question: fields.question,
        blobKey,
        contentType,
        sizeBytes: file.bytes.length,
        durationMs: fields.durationMs,
        hasVideo: contentType.startsWith('video/'),
        transcript: fields.transcript,
        metrics: metrics as unknown as Record<string, unknown>,
        createdAt: now,
      })
      .returning();
    return view(row!);
  } catch (error) {
    // No row, no file: a file nobody can list would never be deleted.
    await store.delete(blobKey).catch(() => {});
    throw error;
  }
}

async function ownRecording(db: Db, userId: string, id: string): Promise<PracticeRecording> {
  const [row] = await db
    .select()
    .from(practiceRecordings)
    .where(and(eq(practiceRecordings.id, id), eq(practiceRecordings.userId, userId)))
    .limit(1);
  if (!row) throw notFound(RECORDING_NOT_FOUND);
  return row;
}

/** The member's own recording file; another member's id is a 404, like one that does not exist. */
export async function readRecordingFile(db: Db, store: Store, userId: string, id: string): Promise<{ bytes: Uint8Array; contentType: string }> {
  const row = await ownRecording(db, userId, id);
  const data = await store.get(row.blobKey, { type: 'arrayBuffer' });
  if (!data) throw notFound('The file of this recording is missing. Delete the recording and record the answer again.');
  return { bytes: new Uint8Array(data), contentType: row.contentType };
}

/** A corrected transcript; the metrics are worked out again from it (the pauses are kept). */
export async function updateTranscript(db: Db, userId: string, id: string, transcript: string): Promise<PracticeRecordingView> {
  const current = await ownRecording(db, userId, id);
  const pausesMs = (current.metrics as unknown as SpeechMetrics | null)?.pauses.durationsMs ?? [];
  const metrics = speechMetrics({ transcript, durationMs: current.durationMs, pausesMs });
  const [row] = await db
    .update(practiceRecordings)
    .set({ transcript, metrics: metrics as unknown as Record<string, unknown> })
    .where(and(eq(practiceRecordings.id, id), eq(practiceRecordings.userId, userId)))
    .returning();
  if (!row) throw notFound(RECORDING_NOT_FOUND);
  return view(row);
}

/**
 * Deletes the file, then the row. If the file cannot be deleted the row stays, so the member
 * still sees the recording and can try again; a row never outlives its file silently.
 */
export async function deleteRecording(db: Db, store: Store, userId: string, id: string): Promise<void> {
  const row = await ownRecording(db, userId, id);
  try {
    await store.delete(row.blobKey);
  } catch (error) {
    console.error('[practice recording delete]', error);
    throw new HttpError(503, 'The recording could not be deleted just now, so it is still here. Please try again in a minute.');
  }
  await db.delete(practiceRecordings).where(and(eq(practiceRecordings.id, id), eq(practiceRecordings.userId, userId)));
}
