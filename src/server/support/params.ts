import { z } from 'zod';
import { notFound } from '../http/errors';
import { SUPPORT_NOT_FOUND } from '../../lib/support';

/** The request id at the end of /api/support/{id} or /api/admin/support/{id}; anything not a uuid does not exist. */
export function supportRequestId(req: Request): string {
  const last = new URL(req.url).pathname.split('/').filter(Boolean).at(-1);
  const id = z.uuid().safeParse(last);
  if (!id.success) throw notFound(SUPPORT_NOT_FOUND);
  return id.data;
}
