import { and, count, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { assessmentResults, interviewAnswers, interviewSessions, practiceRecordings, trackedJobs } from '../db/schema';
import {
  PROGRESS_POINTS_MAX,
  average,
  paceOf,
  stageCounts,
  weeklyCounts,
  type PacePoint,
  type ProgressSummary,
  type SessionScorePoint,
} from '../../lib/progress';

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * One member's progress across the interview suite and the tracker, for the Premium dashboard.
 * Every figure is read from the member's own rows at request time: nothing is cached, so a
 * session answered a moment ago is on the chart.
 */
export async function progressSummary(db: Db, userId: string, now: Date): Promise<ProgressSummary> {
  const [sessions, spokenAnswers, recordings, stages, [assessments], [answerTotals], [recordingTotals]] = await Promise.all([
    // Sessions with at least one answer, each with its average STAR score and first answer's day.
    db
      .select({
        sessionId: interviewSessions.id,
        roleTitle: interviewSessions.roleTitle,
        startedAt: sql<Date>`min(${interviewAnswers.createdAt})`.mapWith((v) => new Date(v)),
        averageScore: sql<number>`round(avg(${interviewAnswers.starScore}))::int`,
        answers: sql<number>`count(*)::int`,
      })
      .from(interviewSessions)
      .innerJoin(interviewAnswers, eq(interviewAnswers.sessionId, interviewSessions.id))
      .where(eq(interviewSessions.userId, userId))
      .groupBy(interviewSessions.id)
      .orderBy(sql`min(${interviewAnswers.createdAt})`),
    db
      .select({ answer: interviewAnswers.answer, durationMs: interviewAnswers.durationMs, createdAt: interviewAnswers.createdAt })
      .from(interviewAnswers)
      .where(and(eq(interviewAnswers.userId, userId), eq(interviewAnswers.mode, 'spoken'), isNotNull(interviewAnswers.durationMs)))
      .orderBy(desc(interviewAnswers.createdAt))
      .limit(PROGRESS_POINTS_MAX),
    db
      .select({ transcript: practiceRecordings.transcript, durationMs: practiceRecordings.durationMs, createdAt: practiceRecordings.createdAt })
      .from(practiceRecordings)
      .where(eq(practiceRecordings.userId, userId))
      .orderBy(desc(practiceRecordings.createdAt))
      .limit(PROGRESS_POINTS_MAX),
    db
      .select({ stage: trackedJobs.stage, count: sql<number>`count(*)::int` })
      .from(trackedJobs)
      .where(eq(trackedJobs.userId, userId))
      .groupBy(trackedJobs.stage),
    db.select({ n: count() }).from(assessmentResults).where(eq(assessmentResults.userId, userId)),
    db
      .select({ n: count(), average: sql<number | null>`round(avg(${interviewAnswers.starScore}))::int` })
      .from(interviewAnswers)
      .where(eq(interviewAnswers.userId, userId)),
    db.select({ n: count() }).from(practiceRecordings).where(eq(practiceRecordings.userId, userId)),
  ]);

  const starScores: SessionScorePoint[] = sessions.slice(-PROGRESS_POINTS_MAX).map((s) => ({
    sessionId: s.sessionId,
    day: dayOf(s.startedAt),
    roleTitle: s.roleTitle,
    averageScore: s.averageScore,
    answers: s.answers,
  }));

  // Pace is recomputed from the words and the timing, the same way for a practice recording and
  // a spoken answer, so the two sources sit on one scale.
  const pace: PacePoint[] = [
    ...recordings.map((r) => ({ at: r.createdAt, wpm: paceOf(r.transcript, r.durationMs), source: 'practice' as const })),
    ...spokenAnswers.map((a) => ({ at: a.createdAt, wpm: paceOf(a.answer, a.durationMs), source: 'interview' as const })),
  ]
    .filter((p): p is { at: Date; wpm: number; source: PacePoint['source'] } => p.wpm !== null)
    .sort((a, b) => a.at.getTime() - b.at.getTime())
    .slice(-PROGRESS_POINTS_MAX)
    .map((p) => ({ day: dayOf(p.at), wordsPerMinute: p.wpm, source: p.source }));

  const applicationsByStage = stageCounts(stages);
  return {
    totals: {
      sessions: sessions.length,
      answers: answerTotals?.n ?? 0,
      averageStarScore: answerTotals?.average ?? null,
      recordings: recordingTotals?.n ?? 0,
      averagePace: average(pace.map((p) => p.wordsPerMinute)),
      applications: applicationsByStage.reduce((n, s) => n + s.count, 0),
      assessments: assessments?.n ?? 0,
    },
    starScores,
    pace,
    sessionsByWeek: weeklyCounts(
      sessions.map((s) => dayOf(s.startedAt)),
      dayOf(now),
    ),
    applicationsByStage,
  };
}
