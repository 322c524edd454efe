/**
 * The record of resume downloads the Career Game counts (issue 32): a PDF or DOCX is made on
 * request and stored nowhere, so without this row the action would leave no trace.
 */
import type { ExportFormat } from '~/lib/export';
import type { Db } from '~/server/db/client';
import { resumeExports } from '~/server/db/schema';

/** Notes that the member downloaded this resume today (UTC); a second download the same day changes nothing. */
export async function recordResumeExport(db: Db, userId: string, resumeId: string, format: ExportFormat, now: Date): Promise<void> {
  await db
    .insert(resumeExports)
    .values({ userId, resumeId, format, day: now.toISOString().slice(0, 10), createdAt: now })
    .onConflictDoNothing({ target: [resumeExports.resumeId, resumeExports.day] });
}
