import { z } from 'zod';
import { INTERVIEW_LIMITS } from '../interviews';

const text = (max: number, what: string) => z.string().trim().max(max, `${what} can be at most ${max} characters.`);

/** POST /api/interviews: a new mock interview. */
export const newInterviewSchema = z
  .object({
    roleTitle: text(INTERVIEW_LIMITS.roleTitle, 'The role').min(1, 'Choose the role you are interviewing for.'),
    /** The O*NET occupation the picked title belongs to; absent for a role typed freely. */
    occupationCode: z
      .string()
      .regex(/^\d{2}-\d{4}\.\d{2}$/, 'Choose the role from the list, or leave the occupation out.')
      .nullable()
      .optional()
      .default(null),
    company: text(INTERVIEW_LIMITS.company, 'The company').optional().default(''),
    jobDescription: text(INTERVIEW_LIMITS.jobDescription, 'The job description').optional().default(''),
    /** The field the member is leaving ("teaching"), for the career-change questions. */
    previousField: text(INTERVIEW_LIMITS.previousField, 'Your previous field').optional().default(''),
  })
  .strict();
export type NewInterview = z.infer<typeof newInterviewSchema>;

/** POST /api/interviews/:id/answers: one attempt at one question, typed or spoken. */
export const interviewAnswerSchema = z
  .object({
    questionId: z.string().min(1).max(120),
    answer: text(INTERVIEW_LIMITS.answer, 'An answer').min(1, 'Write your answer first.'),
    mode: z.enum(['typed', 'spoken']).optional().default('typed'),
    /** Spoken answers: how long the member spoke, for the pace. */
    durationMs: z.number().int().min(0).max(INTERVIEW_LIMITS.durationMs).nullable().optional().default(null),
    /** Spoken answers: the member's own practice recording. */
    recordingId: z.uuid('The recording is not one of yours.').nullable().optional().default(null),
  })
  .strict()
  .refine((a) => a.mode === 'spoken' || (a.durationMs === null && a.recordingId === null), 'A typed answer has no recording or duration.');
export type InterviewAnswerInput = z.infer<typeof interviewAnswerSchema>;

/** GET /api/interview-roles?q=: titles matching what the member typed. */
export const roleQuerySchema = z.object({ q: z.string().max(INTERVIEW_LIMITS.roleQuery).default('') }).strict();
