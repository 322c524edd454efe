import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db, DbHandle } from './client';
import * as schema from './schema';

/** The embedded database: in memory (tests) or kept in a folder (the local server's .data/). */
export async function openPglite(dataDir?: string): Promise<DbHandle & { client: PGlite }> {
  const client = await PGlite.create(dataDir);
  return { db: drizzle(client, { schema }) as unknown as Db, kind: 'pglite', client, close: () => client.close() };
}
