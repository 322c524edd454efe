import { z } from 'zod';
import { notFound } from '../http/errors';
import { INTRODUCTION_NOT_FOUND } from '../../lib/introductions';

/** The request id at the end of /api/introductions/{id} or /api/admin/introductions/{id}; anything not a uuid does not exist. */
export function introductionId(req: Request): string {
  const last = new URL(req.url).pathname.split('/').filter(Boolean).at(-1);
  const id = z.uuid().safeParse(last);
  if (!id.success) throw notFound(INTRODUCTION_NOT_FOUND);
  return id.data;
}
