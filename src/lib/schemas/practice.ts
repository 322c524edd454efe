import { z } from 'zod';
import { PAUSES_MAX, QUESTION_MAX, RECORDING_MAX_MS, TRANSCRIPT_MAX } from '../practice';
import type { SpeechMetrics } from '../speech-metrics';

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
