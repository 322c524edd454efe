import { and, asc, eq } from 'drizzle-orm';
import { isGuidanceTaskId, type GuidanceProgress } from '~/lib/guidance';
import type { Db } from '~/server/db/client';
import { checklistProgress } from '~/server/db/schema';

/**
 * A member's progress through the career-change plan: one row per ticked task. Rows whose task
 * was since removed from content/guidance stay in the table (a task may come back) but are never
 * answered, so counts always match the plan the member sees.
 */
export async function readProgress(db: Db, userId: string): Promise<GuidanceProgress> {
  const rows = await db
    .select({ taskId: checklistProgress.taskId, doneAt: checklistProgress.doneAt })
    .from(checklistProgress)
    .where(eq(checklistProgress.userId, userId))
    .orderBy(asc(checklistProgress.doneAt), asc(checklistProgress.taskId));
  return { done: rows.filter((r) => isGuidanceTaskId(r.taskId)).map((r) => ({ taskId: r.taskId, doneAt: r.doneAt.toISOString() })) };
}

/** Ticks a task. Ticking it again keeps the first time it was done. */
export async function markTaskDone(db: Db, userId: string, taskId: string, now: Date): Promise<void> {
  assertTask(taskId);
  await db.insert(checklistProgress).values({ userId, taskId, doneAt: now }).onConflictDoNothing();
}

/** Unticks a task; unticking one that is not ticked does nothing. */
export async function markTaskUndone(db: Db, userId: string, taskId: string): Promise<void> {
  assertTask(taskId);
  await db.delete(checklistProgress).where(and(eq(checklistProgress.userId, userId), eq(checklistProgress.taskId, taskId)));
}

export async function setTaskDone(db: Db, userId: string, { taskId, done }: { taskId: string; done: boolean }, now: Date): Promise<void> {
  if (done) await markTaskDone(db, userId, taskId, now);
  else await markTaskUndone(db, userId, taskId);
}

// The function's schema already refuses unknown ids with a 400; this guards other callers.
function assertTask(taskId: string): void {
  if (!isGuidanceTaskId(taskId)) throw new Error(`Unknown career-change plan task: ${taskId}`);
}
