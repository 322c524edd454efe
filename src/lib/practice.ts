/**
 * Voice and video practice: the limits the recorder and the server share. A function takes at
 * most ~4.5 MB of binary body, so a recording is capped below that, in size and in length; the
 * bitrates keep three minutes of video under the size cap in most browsers, and the recorder
 * stops at whichever limit comes first.
 */
import { z } from 'zod';
import { answer, defineRoute, file, form, routeUrl } from './route';
import type { SpeechMetrics } from './speech-metrics';

/** The largest recording the server keeps. */
export const RECORDING_MAX_BYTES = 4 * 1024 * 1024;
/** The longest recording: three minutes, past the length any one interview answer needs. */
export const RECORDING_MAX_MS = 3 * 60_000;
/** The recorder stops a little before the size cap: the last chunk is written after stop. */
export const RECORDING_STOP_AT_BYTES = RECORDING_MAX_BYTES - 256 * 1024;
export const AUDIO_BITS_PER_SECOND = 32_000;
export const VIDEO_BITS_PER_SECOND = 120_000;
/** Recordings a member keeps at once (each up to RECORDING_MAX_BYTES). */
export const PRACTICE_RECORDINGS_MAX = 50;
export const QUESTION_MAX = 500;
export const TRANSCRIPT_MAX = 10_000;
/** Pause durations sent with a recording (at most one every 2 s of a 3-minute answer). */
export const PAUSES_MAX = 90;

/** The containers a recording may come in, by the content type browsers' MediaRecorder reports. */
export const RECORDING_TYPES = ['audio/webm', 'video/webm', 'audio/ogg', 'audio/mp4', 'video/mp4'] as const;
export type RecordingType = (typeof RECORDING_TYPES)[number];

/** The MediaRecorder formats to try, best first: WebM where supported (Chromium, Firefox), MP4 in Safari. */
export const RECORDER_FORMATS = {
  audio: ['audio/webm;codecs=opus', 'audio/webm', 'audio/ogg;codecs=opus', 'audio/mp4'],
  video: ['video/webm;codecs=vp8,opus', 'video/webm', 'video/mp4'],
} as const;

/** "0:42" */
export function clock(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

export const recordingFileUrl = (id: string) => routeUrl(practiceRoutes.file, { id });

/** Words per caption of a recording's captions track. */
const CAPTION_WORDS = 10;

const vttTime = (ms: number) => {
  const t = Math.max(0, Math.round(ms));
  const h = Math.floor(t / 3_600_000);
  const m = Math.floor((t % 3_600_000) / 60_000);
  const s = Math.floor((t % 60_000) / 1000);
  return `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}.${String(t % 1000).padStart(3, '0')}`;
};

/**
 * Captions for a recording, from its transcript: WebVTT cues of CAPTION_WORDS words, spread
 * evenly over the recording (the transcript has no timings, so the timing is approximate).
 */
export function captionsVtt(transcript: string, durationMs: number): string {
  // "-->" would end a cue's text early; an arrow reads the same.
  const words = transcript.replace(/-->/g, '→').split(/\s+/).filter(Boolean);
  const cues: string[] = [];
  for (let i = 0; i < words.length; i += CAPTION_WORDS) {
    const from = (i / words.length) * durationMs;
    const to = (Math.min(i + CAPTION_WORDS, words.length) / words.length) * durationMs;
    cues.push(`${vttTime(from)} --> ${vttTime(to)}\n${words.slice(i, i + CAPTION_WORDS).join(' ')}`);
  }
  return ['WEBVTT', ...cues].join('\n\n') + '\n';
}

const transcript = z.string().max(TRANSCRIPT_MAX, `The transcript can be at most ${TRANSCRIPT_MAX} characters.`);

/** POST /api/practice/recordings: the form fields sent beside the file (all strings in multipart). */
export const recordingFieldsSchema = z.object({
  question: z.string().trim().min(1, 'Enter the question you answered.').max(QUESTION_MAX),
  // A little over the cap: the recorder stops at it, and its clock and the file's end differ by a moment.
  durationMs: z.coerce
    .number()
    .int('Send the length in whole milliseconds.')
    .min(1)
    .max(RECORDING_MAX_MS + 5_000, 'A recording can be at most 3 minutes long.'),
  transcript: transcript.optional().default(''),
  pauses: z
    .string()
    .optional()
    .default('[]')
    .transform((v, ctx) => {
      try {
        return JSON.parse(v) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'Send the pauses as a JSON list of milliseconds.' });
        return z.NEVER;
      }
    })
    .pipe(z.array(z.number().min(0).max(RECORDING_MAX_MS)).max(PAUSES_MAX)),
  sessionId: z.uuid('That interview session is not one of yours.').optional(),
});
export type RecordingFields = z.infer<typeof recordingFieldsSchema>;

/** PATCH /api/practice/recordings/{id}: a corrected transcript (the metrics follow it). */
export const recordingPatchSchema = z.object({ transcript }).strict();

/** A saved recording as the practice room shows it. */
export interface PracticeRecordingView {
  id: string;
  question: string;
  sessionId: string | null;
  contentType: string;
  hasVideo: boolean;
  sizeBytes: number;
  durationMs: number;
  transcript: string;
  metrics: SpeechMetrics;
  fileUrl: string;
  createdAt: string;
}

export const RECORDING_NOT_FOUND = 'That recording is not in your practice room.';

// Anything not a uuid is a recording that does not exist.
const recordingId = z.object({ id: z.uuid(RECORDING_NOT_FOUND) });

/** The practice room (Premium, while the System tab has the feature on). */
export const practiceRoutes = {
  list: defineRoute({
    method: 'GET',
    path: '/api/practice/recordings',
    access: { tool: 'practice' },
    answer: answer<{ recordings: PracticeRecordingView[] }>(),
  }),
  /** A new recording (multipart field "recording", beside recordingFieldsSchema's fields). */
  save: defineRoute({
    method: 'POST',
    path: '/api/practice/recordings',
    access: { tool: 'practice' },
    body: form,
    answer: answer<PracticeRecordingView>(),
    status: 201,
  }),
  /** A corrected transcript; the metrics follow. */
  update: defineRoute({
    method: 'PATCH',
    path: '/api/practice/recordings/:id',
    access: { tool: 'practice' },
    params: recordingId,
    body: recordingPatchSchema,
    answer: answer<PracticeRecordingView>(),
  }),
  /** The recording, file and all. */
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/practice/recordings/:id',
    access: { tool: 'practice' },
    params: recordingId,
    answer: answer<{ deleted: string }>(),
  }),
  /** The recording's file, with byte ranges so the player can seek: the player's source, not a JSON answer. */
  file: defineRoute({ method: 'GET', path: '/api/practice/recordings/:id/file', access: { tool: 'practice' }, params: recordingId, answer: file() }),
};
