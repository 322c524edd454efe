import { PGlite, types, type Transaction } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import type { Db, DbHandle } from './client';
import * as schema from './schema';

/**
 * drizzle reads dates and intervals as text and converts them itself, so it sends these parsers
 * with every query (the same as drizzle-orm/pglite's own), and PGlite merges them into its whole
 * parser table on every query: a copy of about a hundred entries per statement, most of the
 * JavaScript time of a small query. Given to the client once instead, and dropped from each query.
 */
const keepText = (value: string) => value;
const DRIZZLE_PARSERS = {
  [types.TIMESTAMP]: keepText,
  [types.TIMESTAMPTZ]: keepText,
  [types.INTERVAL]: keepText,
  [types.DATE]: keepText,
  1231: keepText, // numeric[]
  1115: keepText, // timestamp[]
  1185: keepText, // timestamptz[]
  1187: keepText, // interval[]
  1182: keepText, // date[]
};

type QueryOptions = Parameters<PGlite['query']>[2];
const withoutParsers = (options: QueryOptions): QueryOptions => (options?.parsers ? { ...options, parsers: undefined } : options);

function dropPerQueryParsers(client: PGlite): void {
  const query = client.query.bind(client);
  client.query = ((sql: string, params?: unknown[], options?: QueryOptions) => query(sql, params, withoutParsers(options))) as PGlite['query'];
  const transaction = client.transaction.bind(client);
  client.transaction = (<T>(fn: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = ((sql: string, params?: unknown[], options?: QueryOptions) => txQuery(sql, params, withoutParsers(options))) as Transaction['query'];
      return fn(tx);
    })) as PGlite['transaction'];
}

/**
 * The embedded database: in memory (tests) or kept in a folder (the local server's .data/).
 * `loadDataDir` starts it from a `dumpDataDir` tarball instead of an empty cluster.
 */
export async function openPglite(dataDir?: string, { loadDataDir }: { loadDataDir?: Blob } = {}): Promise<DbHandle & { client: PGlite }> {
  const client = await PGlite.create(dataDir, { parsers: DRIZZLE_PARSERS, loadDataDir });
  dropPerQueryParsers(client);
  return { db: drizzle(client, { schema }) as unknown as Db, kind: 'pglite', client, close: () => client.close() };
}
