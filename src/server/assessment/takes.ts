import { desc, eq } from 'drizzle-orm';
import { flatAnswers, scoreAnswers, type AssessmentHistory, type AssessmentResultView, type AssessmentTake, type AssessmentTakeView } from '~/lib/assessment';
import type { Db } from '~/server/db/client';
import { assessmentResults, type AssessmentResult } from '~/server/db/schema';
import { WORK_STYLE_PROFILES, bestFits, memberTarget, targetFit } from './fit';

const view = (row: AssessmentResult): AssessmentTakeView => ({
  id: row.id,
  version: row.version,
  primaryType: row.primaryType,
  typeScores: row.typeScores,
  workStyles: row.workStyles,
  createdAt: row.createdAt.toISOString(),
});

// Fits are worked out when asked, from the stored scores: a rebuilt O*NET file updates old takes
// too, and they lean toward the member's target as it is now. A take whose answers are too alike
// to rank gets no fits, and says why.
async function withFits(db: Db, userId: string, row: AssessmentResult): Promise<AssessmentResultView> {
  const take = view(row);
  const flat = flatAnswers(row.answers, take.workStyles);
  const target = await memberTarget(db, userId);
  return {
    ...take,
    fits: flat ? [] : bestFits(take.workStyles, target),
    flat,
    target: target && { ...target, fit: flat ? null : targetFit(take.workStyles, target) },
    attribution: WORK_STYLE_PROFILES.attribution,
  };
}

export async function assessmentHistory(db: Db, userId: string): Promise<AssessmentHistory> {
  const rows = await db
    .select()
    .from(assessmentResults)
    .where(eq(assessmentResults.userId, userId))
    .orderBy(desc(assessmentResults.createdAt), desc(assessmentResults.id));
  return { takes: rows.map(view), latest: rows[0] ? await withFits(db, userId, rows[0]) : null };
}

/** Scores a take and keeps it beside the earlier ones (a retake never replaces a take). */
export async function saveTake(db: Db, userId: string, take: AssessmentTake, now: Date): Promise<AssessmentResultView> {
  const scores = scoreAnswers(take.answers);
  const [row] = await db
    .insert(assessmentResults)
    .values({ userId, version: take.version, answers: take.answers, ...scores, createdAt: now })
    .returning();
  return withFits(db, userId, row!);
}
