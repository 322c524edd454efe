/**
 * Mock interviews as stored: a session holds the questions drawn for it, an answer row holds one
 * attempt with its feedback ("Try again" adds a row). Only the member who started a session sees
 * it; anyone else is told it does not exist.
 */
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import {
  INTERVIEW_NOT_FOUND,
  averageScore,
  latestAnswers,
  type InterviewAnswerView,
  type InterviewQuestion,
  type InterviewSessionSummary,
  type InterviewSessionView,
  type InterviewAnswerInput,
  type NewInterview,
} from '~/lib/interviews';
import type { StarFeedback } from '~/lib/star';
import type { Db } from '~/server/db/client';
import { interviewAnswers, interviewSessions, practiceRecordings, type InterviewAnswer, type InterviewSession } from '~/server/db/schema';
import { badRequest, notFound, tooManyRequests } from '~/server/http/errors';
import { allowAttempt } from '~/server/rate-limit';
import type { ChatModel } from '~/server/ai/refine';
import { occupationByCode } from '~/server/matching/occupations';
import { coach } from './coach';
import { drawQuestions } from './questions';

const HOUR_MS = 3600_000;
/**
 * Sessions are unlimited, but not in bursts: no one practises more than this in an hour, and each
 * answer may cost a model call.
 */
export const SESSIONS_PER_HOUR = 30;
export const ANSWERS_PER_HOUR = 120;

const answerView = (row: InterviewAnswer): InterviewAnswerView => ({
  id: row.id,
  questionId: row.questionId,
  question: row.question,
  answer: row.answer,
  mode: row.mode,
  durationMs: row.durationMs,
  recordingId: row.recordingId,
  feedback: row.feedback as unknown as StarFeedback,
  starScore: row.starScore,
  engine: row.engine,
  createdAt: row.createdAt.toISOString(),
});

function summaryOf(row: InterviewSession, answers: readonly InterviewAnswerView[]): InterviewSessionSummary {
  const latest = latestAnswers(answers);
  return {
    id: row.id,
    roleTitle: row.roleTitle,
    occupationCode: row.occupationCode,
    company: row.company,
    questionCount: (row.questions as InterviewQuestion[]).length,
    answered: latest.size,
    answerCount: answers.length,
    averageScore: averageScore([...latest.values()].map((a) => a.starScore)),
    createdAt: row.createdAt.toISOString(),
  };
}

/** Starts a mock interview with its questions drawn (seeded by the session's id). */
export async function startInterview(db: Db, userId: string, input: NewInterview, now: Date): Promise<InterviewSessionView> {
  // A code we do not hold is a role typed freely: its questions come from the bank alone.
  if (!(await allowAttempt(db, `interview-start:${userId}`, SESSIONS_PER_HOUR, HOUR_MS, now))) {
    throw tooManyRequests(
      `You have started ${SESSIONS_PER_HOUR} mock interviews this hour. Carry on with one of them, or start another later.`,
      HOUR_MS / 1000,
    );
  }
  const occupationCode = input.occupationCode && occupationByCode(input.occupationCode) ? input.occupationCode : null;
  const id = randomUUID();
  const questions = drawQuestions({ ...input, occupationCode }, id);
  const [row] = await db
    .insert(interviewSessions)
    .values({
      id,
      userId,
      roleTitle: input.roleTitle,
      occupationCode,
      company: input.company,
      jobDescription: input.jobDescription,
      questions,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return { ...summaryOf(row!, []), jobDescription: row!.jobDescription, questions, answers: [] };
}

/** The member's mock interviews, newest first, with how far each got. */
export async function listInterviews(db: Db, userId: string): Promise<InterviewSessionSummary[]> {
  const sessions = await db.select().from(interviewSessions).where(eq(interviewSessions.userId, userId)).orderBy(desc(interviewSessions.createdAt));
  if (sessions.length === 0) return [];
  const answers = await db
    .select()
    .from(interviewAnswers)
    .where(
      and(
        eq(interviewAnswers.userId, userId),
        inArray(
          interviewAnswers.sessionId,
          sessions.map((s) => s.id),
        ),
      ),
    )
    .orderBy(asc(interviewAnswers.createdAt));
  const bySession = new Map<string, InterviewAnswerView[]>();
  for (const a of answers) {
    const list = bySession.get(a.sessionId) ?? [];
    bySession.set(a.sessionId, list);
    list.push(answerView(a));
  }
  return sessions.map((s) => summaryOf(s, bySession.get(s.id) ?? []));
}

async function ownSession(db: Db, userId: string, id: string): Promise<InterviewSession> {
  const [row] = await db
    .select()
    .from(interviewSessions)
    .where(and(eq(interviewSessions.id, id), eq(interviewSessions.userId, userId)))
    .limit(1);
  if (!row) throw notFound(INTERVIEW_NOT_FOUND);
  return row;
}

export async function getInterview(db: Db, userId: string, id: string): Promise<InterviewSessionView> {
  const row = await ownSession(db, userId, id);
  const answers = (await db.select().from(interviewAnswers).where(eq(interviewAnswers.sessionId, id)).orderBy(asc(interviewAnswers.createdAt))).map(answerView);
  return { ...summaryOf(row, answers), jobDescription: row.jobDescription, questions: row.questions as InterviewQuestion[], answers };
}

export async function deleteInterview(db: Db, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(interviewSessions)
    .where(and(eq(interviewSessions.id, id), eq(interviewSessions.userId, userId)))
    .returning({ id: interviewSessions.id });
  if (deleted.length === 0) throw notFound(INTERVIEW_NOT_FOUND);
}

/** Coaches one attempt at one of the session's questions and keeps it with its feedback. */
export async function answerQuestion(
  db: Db,
  chat: ChatModel | null,
  userId: string,
  sessionId: string,
  input: InterviewAnswerInput,
  now: Date,
): Promise<InterviewAnswerView> {
  const session = await ownSession(db, userId, sessionId);
  const question = (session.questions as InterviewQuestion[]).find((q) => q.id === input.questionId);
  if (!question) throw badRequest('That question is not part of this mock interview.');
  if (input.recordingId) {
    const [recording] = await db
      .select({ id: practiceRecordings.id })
      .from(practiceRecordings)
      .where(and(eq(practiceRecordings.id, input.recordingId), eq(practiceRecordings.userId, userId)))
      .limit(1);
    if (!recording) throw badRequest('The recording is not one of yours.');
  }
  if (!(await allowAttempt(db, `interview-answer:${userId}`, ANSWERS_PER_HOUR, HOUR_MS, now))) {
    throw tooManyRequests(`You have had ${ANSWERS_PER_HOUR} answers coached this hour. Take a break and come back to this question later.`, HOUR_MS / 1000);
  }
  const { feedback, engine } = await coach(chat, question.text, input.answer);
  const [row] = await db
    .insert(interviewAnswers)
    .values({
      sessionId,
      userId,
      questionId: question.id,
      question: question.text,
      answer: input.answer,
      mode: input.mode,
      durationMs: input.durationMs,
      recordingId: input.recordingId,
      feedback: feedback as unknown as Record<string, unknown>,
      starScore: feedback.score,
      engine,
      createdAt: now,
    })
    .returning();
  await db.update(interviewSessions).set({ updatedAt: now }).where(eq(interviewSessions.id, sessionId));
  return answerView(row!);
}
