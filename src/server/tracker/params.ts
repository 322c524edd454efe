import { z } from 'zod';
import { notFound } from '../http/errors';
import { JOB_NOT_FOUND } from './owned';

/**
 * The ids in /api/tracker/{id}/{what}/{itemId}: a job id and, where there is one, the item's.
 * Anything not a uuid is a job or item that does not exist.
 */
export function trackerIds(req: Request): { jobId: string; itemId: string | null } {
  const parts = new URL(req.url).pathname.split('/').filter(Boolean);
  const job = z.uuid().safeParse(parts[2]);
  if (!job.success) throw notFound(JOB_NOT_FOUND);
  if (parts.length < 5) return { jobId: job.data, itemId: null };
  const item = z.uuid().safeParse(parts[4]);
  if (!item.success) throw notFound('Not found.');
  return { jobId: job.data, itemId: item.data };
}
