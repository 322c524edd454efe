import { z } from 'zod';
import { notFound } from '../http/errors';

/** The resume id in /api/resumes/:id (fromEnd 1) or /api/resumes/:id/versions (fromEnd 2); anything else is a 404. */
export function resumeIdOf(req: Request, fromEnd = 1): string {
  const parts = new URL(req.url).pathname.split('/').filter(Boolean);
  const id = z.uuid().safeParse(parts[parts.length - fromEnd]);
  if (!id.success) throw notFound('That resume is not in your account.');
  return id.data;
}
