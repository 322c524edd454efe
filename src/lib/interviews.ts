/**
 * Mock interviews (Premium): the shapes the API answers and the limits both sides enforce. No
 * zod and no large data here, so the island may import it.
 */
import type { StarFeedback } from './star';

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
