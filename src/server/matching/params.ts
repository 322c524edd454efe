import { z } from 'zod';
import { notFound } from '../http/errors';
import { SAVED_SEARCH_NOT_FOUND } from './saved-searches';

/** The id in /api/pivotmatch/saved-searches/{id}[/run]; anything not a uuid is a search that does not exist. */
export function savedSearchId(req: Request): string {
  const parts = new URL(req.url).pathname.split('/').filter(Boolean);
  const id = z.uuid().safeParse(parts[3]);
  if (!id.success) throw notFound(SAVED_SEARCH_NOT_FOUND);
  return id.data;
}
