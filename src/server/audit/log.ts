import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { LOGS_CSV_HEADER, logCsvRow } from '~/lib/admin/csv';
import type { AdminLog } from '~/lib/admin/payloads';
import type { LogFilter } from '~/lib/admin/filters';
import type { Db } from '~/server/db/client';
import { olderThan } from '~/server/db/keyset';
import { pagedCsvStream } from '~/server/http/csv-stream';
import { auditLog } from '~/server/db/schema';

export type AuditCategory = (typeof auditLog.category.enumValues)[number];
export type AuditLevel = (typeof auditLog.level.enumValues)[number];

export interface AuditEvent {
  category: AuditCategory;
  level?: AuditLevel;
  /** A stable key: "settings.update", "login.failed". */
  action: string;
  message: string;
  /** Who; an id of null for a change made outside any account (the command line). */
  actor?: { id: string | null; email: string } | null;
  /** Facts for the record; never a password, token or secret. */
  detail?: Record<string, unknown>;
  at?: Date;
}

/** The database or a transaction on it (an entry is written with the change it records). */
type Writer = Pick<Db, 'insert'>;

/** Appends one entry to the audit and system log. */
export async function recordEvent(db: Writer, event: AuditEvent): Promise<void> {
  await db.insert(auditLog).values({
    at: event.at ?? new Date(),
    level: event.level ?? 'info',
    category: event.category,
    action: event.action,
    message: event.message,
    actorId: event.actor?.id ?? null,
    actorEmail: event.actor?.email ?? null,
    detail: event.detail ?? null,
  });
}

function whereOf(filter: LogFilter): SQL | undefined {
  if (filter === 'error') return eq(auditLog.level, 'error');
  if (filter === 'auth') return eq(auditLog.category, 'auth');
  if (filter === 'payment') return eq(auditLog.category, 'payment');
  return undefined;
}

/** A page position, "ISO time|id" of the last entry shown (adminLogQuerySchema checks its shape). */
const cursorOf = (entry: { at: Date; id: string }) => `${entry.at.toISOString()}|${entry.id}`;
function parseCursor(cursor: string | undefined): { at: Date; id: string } | null {
  if (!cursor) return null;
  const [at, id] = cursor.split('|');
  return { at: new Date(at!), id: id! };
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  level: auditLog.level,
  category: auditLog.category,
  message: auditLog.message,
  actorEmail: auditLog.actorEmail,
};

/** One page of the log, newest first (ties by id), with the position of the next page (null at the end). */
export async function listEvents(db: Db, query: { filter: LogFilter; before?: string; limit: number }): Promise<{ entries: AdminLog[]; next: string | null }> {
  const rows = await db
    .select(columns)
    .from(auditLog)
    .where(and(whereOf(query.filter), olderThan(auditLog.at, auditLog.id, parseCursor(query.before))))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return {
    entries: page.map((r) => ({ id: r.id, time: r.at.toISOString(), level: r.level, category: r.category, message: r.message, user: r.actorEmail })),
    next: rows.length > query.limit ? cursorOf(page.at(-1)!) : null,
  };
}

/** The filtered log as CSV, streamed a page at a time. */
export function eventsCsvStream(db: Db, filter: LogFilter): ReadableStream<Uint8Array> {
  return pagedCsvStream<string>(LOGS_CSV_HEADER, async (before) => {
    const { entries, next } = await listEvents(db, { filter, before: before ?? undefined, limit: 1000 });
    return { rows: entries.map(logCsvRow), next };
  });
}

/** The retention purge: entries older than `days` go (the only delete the log ever sees). */
export async function purgeEvents(db: Db, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const gone = await db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
  return gone.length;
}
