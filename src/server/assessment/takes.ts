import { desc, eq } from 'drizzle-orm';
import { scoreAnswers } from '../../lib/assessment';
import type { AssessmentHistory, AssessmentResultView, AssessmentTake, AssessmentTakeView } from '../../lib/schemas/assessment';
import type { Db } from '../db/client';
import { assessmentResults, type AssessmentResult } from '../db/schema';
import { WORK_STYLE_PROFILES, bestFits } from './fit';

const view = (row: AssessmentResult): AssessmentTakeView => ({
  id: row.id,
  version: row.version,
  primaryType: row.primaryType,
  typeScores: row.typeScores,
  workStyles: row.workStyles,
  createdAt: row.createdAt.toISOString(),
});

// Fits are worked out when asked, from the stored scores: a rebuilt O*NET file updates old takes too.
const withFits = (take: AssessmentTakeView): AssessmentResultView => ({
  ...take,
  fits: bestFits(take.workStyles),
  attribution: WORK_STYLE_PROFILES.attribution,
});

export async function assessmentHistory(db: Db, userId: string): Promise<AssessmentHistory> {
  const rows = await db
    .select()
    .from(assessmentResults)
    .where(eq(assessmentResults.userId, userId))
    .orderBy(desc(assessmentResults.createdAt), desc(assessmentResults.id));
  const takes = rows.map(view);
  return { takes, latest: takes[0] ? withFits(takes[0]) : null };
}

/** Scores a take and keeps it beside the earlier ones (a retake never replaces a take). */
export async function saveTake(db: Db, userId: string, take: AssessmentTake, now: Date): Promise<AssessmentResultView> {
  const scores = scoreAnswers(take.answers);
  const [row] = await db
    .insert(assessmentResults)
    .values({ userId, version: take.version, answers: take.answers, ...scores, createdAt: now })
    .returning();
  return withFits(view(row!));
}
