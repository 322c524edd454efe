import { and, count, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { assessmentResults, interviewAnswers, interviewSessions, practiceRecordings, trackedJobs } from '~/server/db/schema';
import {
  PROGRESS_POINTS_MAX,
  average,
  isApplication,
  paceOf,
  stageCountsOf,
  weeklyCounts,
  type PacePoint,
  type ProgressSummary,
  type SessionScorePoint,
} from '~/lib/progress';

const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * One member's progress across the interview suite and the tracker, for the Premium dashboard.
 * Every figure is read from the member's own rows at request time: nothing is cached, so a
 * session answered a moment ago is on the chart.
 */
export async function progressSummary(db: Db, userId: string, now: Date): Promise<ProgressSummary> {
  const [latestAnswers, spokenAnswers, recordings, tracked, [assessments], [recordingTotals]] = await Promise.all([
    // The latest attempt at each question counts, as in the interview list: "Try again" replaces a score, it does not add one.
    db
      .selectDistinctOn([interviewAnswers.sessionId, interviewAnswers.questionId], {
        sessionId: interviewAnswers.sessionId,
        roleTitle: interviewSessions.roleTitle,
        starScore: interviewAnswers.starScore,
        createdAt: interviewAnswers.createdAt,
      })
      .from(interviewAnswers)
      .innerJoin(interviewSessions, eq(interviewSessions.id, interviewAnswers.sessionId))
      .where(eq(interviewAnswers.userId, userId))
      .orderBy(interviewAnswers.sessionId, interviewAnswers.questionId, desc(interviewAnswers.createdAt)),
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
    db.select({ stage: trackedJobs.stage, appliedOn: trackedJobs.appliedOn }).from(trackedJobs).where(eq(trackedJobs.userId, userId)),
    db.select({ n: count() }).from(assessmentResults).where(eq(assessmentResults.userId, userId)),
    db.select({ n: count() }).from(practiceRecordings).where(eq(practiceRecordings.userId, userId)),
  ]);

  // A session is dated by its first answer: the day the member practised, not the day they set it up.
  const bySession = new Map<string, { roleTitle: string; startedAt: Date; scores: number[] }>();
  for (const a of latestAnswers) {
    const s = bySession.get(a.sessionId) ?? { roleTitle: a.roleTitle, startedAt: a.createdAt, scores: [] };
    s.scores.push(a.starScore);
    if (a.createdAt < s.startedAt) s.startedAt = a.createdAt;
    bySession.set(a.sessionId, s);
  }
  const sessions = [...bySession].sort(([, a], [, b]) => a.startedAt.getTime() - b.startedAt.getTime());
  const starScores: SessionScorePoint[] = sessions.slice(-PROGRESS_POINTS_MAX).map(([sessionId, s]) => ({
    sessionId,
    day: dayOf(s.startedAt),
    roleTitle: s.roleTitle,
    averageScore: average(s.scores)!,
    answers: s.scores.length,
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

  const applicationsByStage = stageCountsOf(tracked);
  return {
    totals: {
      sessions: sessions.length,
      answers: latestAnswers.length,
      averageStarScore: average(latestAnswers.map((a) => a.starScore)),
      recordings: recordingTotals?.n ?? 0,
      averagePace: average(pace.map((p) => p.wordsPerMinute)),
      applications: tracked.filter(isApplication).length,
      jobsTracked: tracked.length,
      assessments: assessments?.n ?? 0,
    },
    starScores,
    pace,
    sessionsByWeek: weeklyCounts(
      sessions.map(([, s]) => dayOf(s.startedAt)),
      dayOf(now),
    ),
    applicationsByStage,
  };
}
