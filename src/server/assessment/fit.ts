/**
 * The occupations' work-style profiles: content/assessment/occupation-work-styles.json, written by
 * `npm run data:work-styles` and committed. Read here, on the server, so the island never ships it.
 * And the member's target occupation, which the fits lean toward: what the planner, PivotMatch and
 * the mock interviews already store.
 */
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import file from '@content/assessment/occupation-work-styles.json';
import fieldsFile from '@content/assessment/occupation-fields.json';
import { fieldOf, rankFits, type OccupationFit, type WorkStyleProfileFile, type AssessmentTarget } from '~/lib/assessment';
import type { Db } from '~/server/db/client';
import { interviewSessions, pivotPlans, resumeSessions } from '~/server/db/schema';

export const WORK_STYLE_PROFILES = file as WorkStyleProfileFile;
const FIELD_NAMES: Readonly<Record<string, string>> = fieldsFile.fields;
const PROFILE_TITLES = new Map(WORK_STYLE_PROFILES.occupations.map(([code, title]) => [code, title]));

/** The best-fitting occupations for a member's work-style scores (see rankFits for the formula). */
export function bestFits(workStyles: Readonly<Record<string, number>>, target: AssessmentTarget | null = null): OccupationFit[] {
  return rankFits(workStyles, WORK_STYLE_PROFILES, undefined, target ? [target.field] : []);
}

/** The target occupation's own fit, wherever it ranks; null when O*NET rates no work styles for it. */
export function targetFit(workStyles: Readonly<Record<string, number>>, target: AssessmentTarget): number | null {
  if (!PROFILE_TITLES.has(target.code)) return null;
  const one: WorkStyleProfileFile = { ...WORK_STYLE_PROFILES, occupations: WORK_STYLE_PROFILES.occupations.filter(([code]) => code === target.code) };
  return rankFits(workStyles, one, 1)[0]?.fit ?? null;
}

const targetOf = (code: string, title: string, source: AssessmentTarget['source']): AssessmentTarget | null => {
  const field = fieldOf(code);
  const fieldName = FIELD_NAMES[field];
  return fieldName ? { code, title: PROFILE_TITLES.get(code) ?? title, field, fieldName, source, fit: null } : null;
};

/**
 * The occupation the member is working toward, the surest first: their most recently changed pivot
 * plan (made from a navigator path), else the target role their latest PivotMatch resume states,
 * else the role of their latest mock interview. Null when none names an O*NET occupation.
 */
export async function memberTarget(db: Db, userId: string): Promise<AssessmentTarget | null> {
  const [plan] = await db
    .select({ code: pivotPlans.occupationCode, title: pivotPlans.occupationTitle })
    .from(pivotPlans)
    .where(eq(pivotPlans.userId, userId))
    .orderBy(desc(pivotPlans.updatedAt))
    .limit(1);
  if (plan) return targetOf(plan.code, plan.title, 'plan');
  const [resume] = await db
    .select({ roles: resumeSessions.roles })
    .from(resumeSessions)
    .where(and(eq(resumeSessions.userId, userId), eq(resumeSessions.status, 'completed'), isNotNull(resumeSessions.completedAt)))
    .orderBy(desc(resumeSessions.completedAt))
    .limit(1);
  const stated = resume?.roles?.target?.occupation;
  if (stated) return targetOf(stated.code, stated.title, 'resume');
  const [interview] = await db
    .select({ code: interviewSessions.occupationCode, title: interviewSessions.roleTitle })
    .from(interviewSessions)
    .where(and(eq(interviewSessions.userId, userId), isNotNull(interviewSessions.occupationCode)))
    .orderBy(desc(interviewSessions.createdAt))
    .limit(1);
  return interview?.code ? targetOf(interview.code, interview.title, 'interview') : null;
}
