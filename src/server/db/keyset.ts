import { and, eq, lt, or, type AnyColumn, type SQL } from 'drizzle-orm';

/**
 * Rows after `last` in a newest-first listing ordered by (time desc, id desc): the keyset that
 * pages and streamed exports use, so a page never repeats or skips a row that ties on time.
 */
export function olderThan(time: AnyColumn, id: AnyColumn, last: { at: Date; id: string } | null): SQL | undefined {
  if (!last) return undefined;
  return or(lt(time, last.at), and(eq(time, last.at), lt(id, last.id)));
}
