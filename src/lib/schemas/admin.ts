import { z } from 'zod';
import { NAME_MAX_LENGTH, EMAIL_MAX_LENGTH, nameTooLongMessage } from '../account-rules';
import { SUBSCRIPTION_STATUSES } from '../catalogue';
import { EMAIL_TOGGLES, FEATURE_FLAGS, LOG_FILTERS, SECURITY_TOGGLES, SYSTEM_PARAMETERS, parameterError, type LogFilter, type ParameterKey } from '../admin';

export const adminNewUserSchema = z
  .object({
    firstName: z.string().trim().min(1).max(NAME_MAX_LENGTH, nameTooLongMessage('First name')),
    lastName: z.string().trim().min(1).max(NAME_MAX_LENGTH, nameTooLongMessage('Last name')),
    email: z.string().trim().max(EMAIL_MAX_LENGTH).pipe(z.email('Enter a valid e-mail address.')),
    role: z.enum(['member', 'admin']),
  })
  .strict();

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

/** POST /api/admin/referrals/void */
export const voidReferralSchema = z.object({ id: z.uuid() }).strict();

const switches = <T extends readonly { key: string }[]>(items: T) =>
  z.object(Object.fromEntries(items.map((t) => [t.key, z.boolean()])) as Record<T[number]['key'], z.ZodBoolean>).strict();

const parameter = (key: ParameterKey) =>
  z.unknown().transform((value, ctx) => {
    const error = parameterError(key, value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
    return value as number;
  });

/** PUT /api/admin/settings: every switch and number of the System tab, numbers within their bounds. */
export const adminSettingsSchema = z
  .object({
    security: switches(SECURITY_TOGGLES),
    email: switches(EMAIL_TOGGLES),
    features: switches(FEATURE_FLAGS),
    // The form's own check (lib/admin.ts parameterError), so both say the same thing.
    parameters: z
      .object(Object.fromEntries(SYSTEM_PARAMETERS.map((p) => [p.key, parameter(p.key)])) as Record<ParameterKey, ReturnType<typeof parameter>>)
      .strict(),
  })
  .strict();
