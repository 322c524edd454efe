/** The admin tables' search and filters, in the browser and in the functions' queries. */
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '../catalogue';
import { planLabel, userDisplayName } from './labels';
import type { AdminSubscription, AdminUser } from './payloads';

function matches(query: string, fields: (string | null | undefined)[]): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return fields.some((f) => f?.toLowerCase().includes(q));
}

/** Case-insensitive match on name and e-mail; an empty query keeps all. */
export function filterUsers(users: readonly AdminUser[], query: string): AdminUser[] {
  return users.filter((u) => matches(query, [userDisplayName(u), u.email, planLabel(u.isPremium), u.subscriptionStatus]));
}

/** Case-insensitive match on id, user name, plan and status; an empty query keeps all. */
export function filterSubscriptions(rows: readonly AdminSubscription[], query: string): AdminSubscription[] {
  return rows.filter((s) => matches(query, [s.id, s.userName, s.plan, s.status, s.interval]));
}

export const LOG_FILTERS = [
  { key: 'all', label: 'All Logs' },
  { key: 'error', label: 'Errors' },
  { key: 'auth', label: 'Authentication' },
  { key: 'payment', label: 'Payments' },
] as const;
export type LogFilter = (typeof LOG_FILTERS)[number]['key'];

/** GET /api/admin/subscriptions and its CSV export: optional search and status filter. */
export const adminSubscriptionQuerySchema = z
  .object({
    q: z.string().trim().max(200).optional(),
    status: z.enum(SUBSCRIPTION_STATUSES).optional(),
  })
  .strict();
export type AdminSubscriptionQuery = z.infer<typeof adminSubscriptionQuerySchema>;

/** GET /api/admin/logs and its CSV export. */
export const adminLogQuerySchema = z
  .object({
    filter: z.enum(LOG_FILTERS.map((f) => f.key) as [LogFilter, ...LogFilter[]]).default('all'),
    /** The position the previous page answered as `next`: "ISO time|entry id". */
    before: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}T[\d:.]+Z\|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/, 'not a position in the log')
      .optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
