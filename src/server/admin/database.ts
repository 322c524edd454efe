/**
 * The Database tab from the database itself, and Backup: a logical export of every table
 * (one JSON document, streamed a page at a time) that the admin downloads.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

export interface DatabaseOverview {
  sizeBytes: number;
  status: 'healthy' | 'degraded';
  tables: { name: string; rows: number }[];
  /** Open connections to this database (null where the server does not say). */
  connections: number | null;
  /** Migrations applied, and the name of the last (null where unknown). */
  migrations: { applied: number; last: string | null } | null;
  lastBackup: { at: string; by: string | null } | null;
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Our tables: the public schema's, in name order. */
async function tableNames(db: Db): Promise<string[]> {
  const rows = rowsOf<{ name: string }>(await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`));
  return rows.map((r) => r.name);
}

/** A figure some servers do not give (PGlite has no pg_stat_activity rows): null, and the tab says so. */
async function optional<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch {
    return null;
  }
}

export async function databaseOverview(db: Db): Promise<DatabaseOverview> {
  const [size] = rowsOf<{ bytes: string | number }>(await db.execute(sql`select pg_database_size(current_database()) as bytes`));
  const tables: DatabaseOverview['tables'] = [];
  for (const name of await tableNames(db)) {
    // Exact counts: the tables are small enough, and estimates read 0 until statistics run.
    const [row] = rowsOf<{ n: string | number }>(await db.execute(sql.raw(`select count(*) as n from ${quoted(name)}`)));
    tables.push({ name, rows: Number(row?.n ?? 0) });
  }
  const connections = await optional(async () => {
    const [row] = rowsOf<{ n: string | number }>(await db.execute(sql`select count(*) as n from pg_stat_activity where datname = current_database()`));
    return Number(row?.n ?? 0);
  });
  const migrations = await optional(async () => {
    const rows = rowsOf<{ n: string | number; last: string | null }>(
      await db.execute(sql`select count(*) as n, max(created_at)::text as last from drizzle.__drizzle_migrations`),
    );
    return { applied: Number(rows[0]?.n ?? 0), last: rows[0]?.last ?? null };
  });
  const [backup] = await db
    .select({ at: auditLog.at, by: auditLog.actorEmail })
    .from(auditLog)
    .where(and(eq(auditLog.category, 'admin'), eq(auditLog.action, 'database.backup')))
    .orderBy(desc(auditLog.at))
    .limit(1);
  return {
    sizeBytes: Number(size?.bytes ?? 0),
    status: connections === null && migrations === null ? 'degraded' : 'healthy',
    tables,
    connections,
    migrations,
    lastBackup: backup ? { at: backup.at.toISOString(), by: backup.by } : null,
  };
}

const BACKUP_PAGE = 500;

/**
 * Every table as JSON, `{"format":…,"exportedAt":…,"tables":{"users":[…],…}}`, written a page of
 * rows at a time so a large table never sits in memory. Rows are read in physical order page by
 * page, not in one snapshot: take it when the site is quiet for a consistent copy.
 */
export function backupStream(db: Db, now: Date): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let tables: string[] | null = null;
  let table = 0;
  let offset = 0;
  let firstRow = true;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (tables === null) {
        tables = await tableNames(db);
        controller.enqueue(encoder.encode(`{"format":"careerpivot-backup-1","exportedAt":${JSON.stringify(now.toISOString())},"tables":{`));
        return;
      }
      const name = tables[table];
      if (name === undefined) {
        controller.enqueue(encoder.encode('}}\n'));
        controller.close();
        return;
      }
      let out = offset === 0 ? `${table > 0 ? ',' : ''}${JSON.stringify(name)}:[` : '';
      const rows = rowsOf<{ row: unknown }>(
        await db.execute(sql.raw(`select row_to_json(t) as row from ${quoted(name)} t order by ctid limit ${BACKUP_PAGE} offset ${offset}`)),
      );
      for (const r of rows) {
        out += (firstRow ? '' : ',') + JSON.stringify(typeof r.row === 'string' ? JSON.parse(r.row) : r.row);
        firstRow = false;
      }
      offset += rows.length;
      if (rows.length < BACKUP_PAGE) {
        out += ']';
        table++;
        offset = 0;
        firstRow = true;
      }
      controller.enqueue(encoder.encode(out));
    },
  });
}
