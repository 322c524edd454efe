/**
 * The Database tab from the database itself, and Backup: a logical export of every table
 * (one JSON document, streamed a page at a time) that the admin downloads.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '~/server/db/client';
import { auditLog } from '~/server/db/schema';

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

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Our tables: the public schema's, in name order. */
async function tableNames(db: Db): Promise<string[]> {
  const { rows } = await db.execute<{ name: string }>(sql`select tablename as name from pg_tables where schemaname = 'public' order by tablename`);
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
  const [size] = (await db.execute<{ bytes: string | number }>(sql`select pg_database_size(current_database()) as bytes`)).rows;
  const tables: DatabaseOverview['tables'] = [];
  for (const name of await tableNames(db)) {
    // Exact counts: the tables are small enough, and estimates read 0 until statistics run.
    const [row] = (await db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${quoted(name)}`))).rows;
    tables.push({ name, rows: row?.n ?? 0 });
  }
  const connections = await optional(async () => {
    const [row] = (await db.execute<{ n: number }>(sql`select count(*)::int as n from pg_stat_activity where datname = current_database()`)).rows;
    return row?.n ?? 0;
  });
  const migrations = await optional(async () => {
    const [row] = (
      await db.execute<{ n: number; last: string | null }>(sql`select count(*)::int as n, max(created_at)::text as last from drizzle.__drizzle_migrations`)
    ).rows;
    return { applied: row?.n ?? 0, last: row?.last ?? null };
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
 * rows at a time (keyset on the row's physical position) so a large table never sits in memory.
 * It is not one snapshot: take it when the site is quiet for a consistent copy.
 */
export function backupStream(db: Db, now: Date): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let tables: string[] | null = null;
  let table = 0;
  /** The last row written of the current table (its ctid), or null before its first page. */
  let after: string | null = null;
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
      const where = after === null ? sql`` : sql` where ctid > ${after}::tid`;
      const { rows } = await db.execute<{ pos: string; row: string }>(
        sql`select ctid::text as pos, row_to_json(t)::text as row from ${sql.raw(quoted(name))} t${where} order by ctid limit ${BACKUP_PAGE}`,
      );
      let out = after === null ? `${table > 0 ? ',' : ''}${JSON.stringify(name)}:[` : ',';
      if (after !== null && rows.length === 0) out = '';
      out += rows.map((r) => r.row).join(',');
      if (rows.length < BACKUP_PAGE) {
        out += ']';
        table++;
        after = null;
      } else {
        after = rows.at(-1)!.pos;
      }
      controller.enqueue(encoder.encode(out));
    },
  });
}
