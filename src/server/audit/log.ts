import { and, desc, eq, lt, or, type SQL } from 'drizzle-orm';
import { LOGS_CSV_HEADER, csvLines, logCsvRow, type AdminLog } from '../../lib/admin';
import type { Db } from '../db/client';
import { HttpError } from '../http/errors';
import { auditLog } from '../db/schema';

export type AuditCategory = (typeof auditLog.category.enumValues)[number];
export type AuditLevel = (typeof auditLog.level.enumValues)[number];

export interface AuditEvent {
  category: AuditCategory;
  level?: AuditLevel;
  /** A stable key: "settings.update", "login.failed". */
  action: string;
  message: string;
  actor?: { id: string; email: string } | null;
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

/** The System Logs filters (spec section 2): all, errors, sign-in and account events, payments. */
export type LogFilter = 'all' | 'error' | 'auth' | 'payment';

function whereOf(filter: LogFilter): SQL | undefined {
  if (filter === 'error') return eq(auditLog.level, 'error');
  if (filter === 'auth') return eq(auditLog.category, 'auth');
  if (filter === 'payment') return eq(auditLog.category, 'payment');
  return undefined;
}

/** A page position: the last entry shown, as "ISO time|id" (newest first, ties by id). */
export function cursorOf(entry: { at: Date; id: string }): string {
  return `${entry.at.toISOString()}|${entry.id}`;
}

function afterCursor(cursor: string | undefined): SQL | undefined {
  if (!cursor) return undefined;
  const [at, id] = cursor.split('|');
  const when = new Date(at ?? '');
  if (!id || Number.isNaN(when.getTime())) throw new HttpError(400, 'before: not a position in the log');
  return or(lt(auditLog.at, when), and(eq(auditLog.at, when), lt(auditLog.id, id)));
}

const columns = {
  id: auditLog.id,
  at: auditLog.at,
  level: auditLog.level,
  category: auditLog.category,
  action: auditLog.action,
  message: auditLog.message,
  actorEmail: auditLog.actorEmail,
};
type Row = { id: string; at: Date; level: AuditLevel; category: AuditCategory; action: string; message: string; actorEmail: string | null };

const view = (r: Row): AdminLog => ({ id: r.id, time: r.at.toISOString(), level: r.level, category: r.category, message: r.message, user: r.actorEmail });

/** One page of the log, newest first, with the position of the next page (null at the end). */
export async function listEvents(db: Db, query: { filter: LogFilter; before?: string; limit: number }): Promise<{ entries: AdminLog[]; next: string | null }> {
  const rows: Row[] = await db
    .select(columns)
    .from(auditLog)
    .where(and(whereOf(query.filter), afterCursor(query.before)))
    .orderBy(desc(auditLog.at), desc(auditLog.id))
    .limit(query.limit + 1);
  const page = rows.slice(0, query.limit);
  return { entries: page.map(view), next: rows.length > query.limit ? cursorOf(page.at(-1)!) : null };
}

const EXPORT_PAGE = 1000;

/** The filtered log as CSV, streamed a page at a time (keyset), so a long log never sits in memory. */
export function eventsCsvStream(db: Db, filter: LogFilter): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let before: string | undefined;
  let started = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode('\ufeff' + csvLines([LOGS_CSV_HEADER])));
        return;
      }
      const { entries, next } = await listEvents(db, { filter, before, limit: EXPORT_PAGE });
      if (entries.length) controller.enqueue(encoder.encode(csvLines(entries.map(logCsvRow))));
      if (!next) controller.close();
      before = next ?? undefined;
    },
  });
}

/** The retention purge: entries older than `days` go (the only delete the log ever sees). */
export async function purgeEvents(db: Db, days: number, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - days * 86_400_000);
  const gone = await db.delete(auditLog).where(lt(auditLog.at, cutoff)).returning({ id: auditLog.id });
  return gone.length;
}
