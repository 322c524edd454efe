/**
 * Mock interviews (Premium): the shapes the API answers and the limits both sides enforce. No
 * zod and no large data here, so the island may import it.
 */
import type { StarFeedback } from './star';
import { z } from 'zod';
import { answer, defineRoute } from './route';

export const QUESTION_KINDS = ['career-change', 'role', 'job-description', 'behavioural', 'closing'] as const;
export type QuestionKind = (typeof QUESTION_KINDS)[number];

export const QUESTION_KIND_LABELS: Record<QuestionKind, string> = {
  'career-change': 'Career change',
  role: 'About the role',
  'job-description': 'From the job description',
  behavioural: 'Behavioural',
  closing: 'Closing',
};

/** One question drawn for a session; `why` tells the member where it came from. */
export interface InterviewQuestion {
  id: string;
  kind: QuestionKind;
  text: string;
  why: string;
}

export const QUESTIONS_PER_SESSION = 6;

export const INTERVIEW_LIMITS = {
  roleTitle: 120,
  company: 120,
  previousField: 80,
  /** A pasted job description, as long as the cover letter takes. */
  jobDescription: 20_000,
  /** An answer: about ten minutes of speech, far past the 300 words the coach aims for. */
  answer: 6_000,
  /** A spoken answer's length we believe: an hour. */
  durationMs: 60 * 60 * 1000,
  /** Role matches the picker lists. */
  roleQuery: 80,
} as const;

/** A title the role picker offers: the title as O*NET lists it, and the occupation it belongs to. */
export interface RoleMatch {
  title: string;
  code: string;
  occupation: string;
}

export interface InterviewAnswerView {
  id: string;
  questionId: string;
  question: string;
  answer: string;
  mode: 'typed' | 'spoken';
  durationMs: number | null;
  recordingId: string | null;
  feedback: StarFeedback;
  starScore: number;
  engine: 'built-in' | 'model';
  createdAt: string;
}

export interface InterviewSessionSummary {
  id: string;
  roleTitle: string;
  occupationCode: string | null;
  company: string;
  questionCount: number;
  /** Questions with at least one answer. */
  answered: number;
  /** Every attempt, "Try again" included. */
  answerCount: number;
  /** Mean STAR score of each question's latest attempt, null before the first answer. */
  averageScore: number | null;
  createdAt: string;
}

export interface InterviewSessionView extends InterviewSessionSummary {
  jobDescription: string;
  questions: InterviewQuestion[];
  /** Oldest first. */
  answers: InterviewAnswerView[];
}

/** Each question's latest attempt, for the summary and the average. */
export function latestAnswers(answers: readonly InterviewAnswerView[]): Map<string, InterviewAnswerView> {
  const latest = new Map<string, InterviewAnswerView>();
  for (const a of answers) {
    const held = latest.get(a.questionId);
    if (!held || held.createdAt <= a.createdAt) latest.set(a.questionId, a);
  }
  return latest;
}

/** The mean of the scores, rounded; null for none. */
export function averageScore(scores: readonly number[]): number | null {
  return scores.length ? Math.round(scores.reduce((s, x) => s + x, 0) / scores.length) : null;
}

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

export const INTERVIEW_NOT_FOUND = 'That mock interview is not one of yours.';

// Anything not a uuid is a mock interview that does not exist.
const sessionId = z.object({ id: z.uuid(INTERVIEW_NOT_FOUND) });

/** A pasted job description can be 20,000 characters of any script. */
const NEW_INTERVIEW_MAX_BYTES = 128 * 1024;

/** Mock interviews (Premium). */
export const interviewRoutes = {
  list: defineRoute({ method: 'GET', path: '/api/interviews', access: { tool: 'interviews' }, answer: answer<{ sessions: InterviewSessionSummary[] }>() }),
  start: defineRoute({
    method: 'POST',
    path: '/api/interviews',
    access: { tool: 'interviews' },
    body: newInterviewSchema,
    maxBytes: NEW_INTERVIEW_MAX_BYTES,
    answer: answer<InterviewSessionView>(),
    status: 201,
  }),
  /** Its questions and every attempt with feedback. */
  session: defineRoute({
    method: 'GET',
    path: '/api/interviews/:id',
    access: { tool: 'interviews' },
    params: sessionId,
    answer: answer<InterviewSessionView>(),
  }),
  remove: defineRoute({
    method: 'DELETE',
    path: '/api/interviews/:id',
    access: { tool: 'interviews' },
    params: sessionId,
    answer: answer<{ deleted: string }>(),
  }),
  /** An answer to one question, typed or spoken, coached and kept. */
  answer: defineRoute({
    method: 'POST',
    path: '/api/interviews/:id/answers',
    access: { tool: 'interviews' },
    params: sessionId,
    body: interviewAnswerSchema,
    answer: answer<InterviewAnswerView>(),
    status: 201,
  }),
  /** The role picker: O*NET titles and alternate titles matching what was typed. */
  roles: defineRoute({
    method: 'GET',
    path: '/api/interview-roles',
    access: { tool: 'interviews' },
    query: roleQuerySchema,
    answer: answer<{ roles: RoleMatch[] }>(),
  }),
};
