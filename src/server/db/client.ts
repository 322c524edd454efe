import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import * as schema from './schema';

/** Every driver gives the same query builder; this is the type the domain code sees. */
export type Db = NodePgDatabase<typeof schema>;
export type DbKind = 'pglite' | 'neon' | 'pg';

export interface DbHandle {
  db: Db;
  kind: DbKind;
  close(): Promise<void>;
}

/** Neon's own hosts get the serverless driver; DATABASE_DRIVER=neon forces it (tests via a proxy). */
export function driverFor(url: string): DbKind {
  if (process.env.DATABASE_DRIVER === 'neon') return 'neon';
  if (process.env.DATABASE_DRIVER === 'pg') return 'pg';
  const host = new URL(url).hostname;
  return host.endsWith('.neon.tech') || host.endsWith('.neon.build') ? 'neon' : 'pg';
}

/**
 * One client chosen from the URL (docs/decisions/0005): a Neon host → the Neon WebSocket pool
 * (transactions work); any other postgres:// → node-postgres. The embedded database is opened
 * only by its owning process (src/server/db/pglite.ts), never inside a function.
 */
/** `max`: a long-lived server keeps a larger pool than a short-lived function worker. */
export async function openDb(url: string, { max }: { max?: number } = {}): Promise<DbHandle> {
  const kind = driverFor(url);
  if (kind === 'neon') {
    const neon = await import('@neondatabase/serverless');
    const { drizzle } = await import('drizzle-orm/neon-serverless');
    if (typeof WebSocket === 'undefined') {
      const { default: ws } = await import('ws');
      neon.neonConfig.webSocketConstructor = ws;
    }
    const proxy = process.env.NEON_WS_PROXY;
    if (proxy) {
      // Local proxy to a plain PostgreSQL server: no TLS, no pipelining (platform notes).
      neon.neonConfig.wsProxy = () => proxy;
      neon.neonConfig.useSecureWebSocket = false;
      neon.neonConfig.pipelineTLS = false;
      neon.neonConfig.pipelineConnect = false;
    }
    const pool = new neon.Pool({ connectionString: url, max: max ?? 5 });
    pool.on('error', (error: Error) => console.error('[db] idle connection lost:', error.message));
    return { db: drizzle(pool, { schema }) as unknown as Db, kind, close: () => pool.end() };
  }
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  // Short-lived workers: idle connections close quickly so none pile up on the server.
  const pool = new pg.Pool({ connectionString: url, max: max ?? 3, idleTimeoutMillis: max ? 30_000 : 5_000, allowExitOnIdle: true });
  // An idle connection the server drops must not crash the process (node-postgres emits 'error').
  pool.on('error', (error) => console.error('[db] idle connection lost:', error.message));
  return { db: drizzle(pool, { schema }), kind, close: () => pool.end() };
}
