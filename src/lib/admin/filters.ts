/**
 * The admin tables' filters, in the browser and in the functions' queries. Nothing here reads the
 * plans' content files, so the browser tests can load the admin routes that use these schemas.
 */
import { z } from 'zod';
import { SUBSCRIPTION_STATUSES } from '~/lib/catalogue';

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
