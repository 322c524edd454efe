/** CSV exports: built here, in the browser or streamed by the export functions. */
import { planLabel, statusLabel } from './labels';
import type { AdminLog, AdminSubscription } from './payloads';

export type CsvCell = string | number | boolean | null | undefined;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break, quotes doubled.
 * Text starting with = + - @ (or tab/CR) gets a leading apostrophe so a spreadsheet does not run it
 * as a formula; plain numbers are left alone.
 */
export function csvField(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s) && !/^[+-]?\d+(\.\d+)?$/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

/** CSV lines, each ending in CRLF (a streamed export writes them a page at a time). */
export function csvLines(rows: readonly (readonly CsvCell[])[]): string {
  return rows.map((r) => r.map(csvField).join(',') + '\r\n').join('');
}

export function buildCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return csvLines([header, ...rows]);
}

/** The subscriptions export: built here, streamed by GET /api/admin/subscriptions/export. */
export const SUBSCRIPTIONS_CSV_HEADER = ['ID', 'User', 'Plan', 'Status', 'Interval', 'Amount (USD)', 'Next Billing Date'] as const;

export function subscriptionCsvRow(s: AdminSubscription): CsvCell[] {
  return [s.id, s.userName, planLabel(s.plan), statusLabel(s.status), s.interval, s.amount, s.nextBillingDate];
}

export function subscriptionsCsv(rows: readonly AdminSubscription[]): string {
  return buildCsv(SUBSCRIPTIONS_CSV_HEADER, rows.map(subscriptionCsvRow));
}

/** The log export: built here, streamed by GET /api/admin/logs/export. */
export const LOGS_CSV_HEADER = ['Time', 'Level', 'Category', 'Message', 'User'] as const;

export function logCsvRow(l: AdminLog): CsvCell[] {
  return [l.time, l.level, l.category, l.message, l.user];
}

/** subscriptions-2025-01-05.csv */
export function csvFileName(prefix: string, now: Date = new Date()): string {
  return `${prefix}-${now.toISOString().slice(0, 10)}.csv`;
}
