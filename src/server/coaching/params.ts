import { z } from 'zod';
import { notFound } from '../http/errors';

/**
 * The id in /api/coaching/bookings/{id}[/ics] or /api/admin/coaching/slots/{id}: the path part
 * after `after`. Anything not a uuid is a booking or slot that does not exist.
 */
export function idAfter(req: Request, after: string, message: string): string {
  const parts = new URL(req.url).pathname.split('/').filter(Boolean);
  const at = parts.indexOf(after);
  const id = z.uuid().safeParse(at >= 0 ? parts[at + 1] : undefined);
  if (!id.success) throw notFound(message);
  return id.data;
}
