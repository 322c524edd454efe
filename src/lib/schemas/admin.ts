import { z } from 'zod';
import { NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../account-rules';
import { SUBSCRIPTION_STATUSES } from '../catalogue';
import { EMAIL_TOGGLES, FEATURE_FLAGS, SECURITY_TOGGLES, SYSTEM_PARAMETERS } from '../admin';

export const adminNewUserSchema = z
  .object({
    firstName: z.string().trim().min(1).max(NAME_MAX_LENGTH),
    lastName: z.string().trim().min(1).max(NAME_MAX_LENGTH),
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
    filter: z.enum(['all', 'error', 'auth', 'payment']).default('all'),
    before: z.string().max(80).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();

/** POST /api/admin/referrals/void */
export const voidReferralSchema = z.object({ id: z.uuid() }).strict();

const switches = <T extends readonly { key: string }[]>(items: T) =>
  z.object(Object.fromEntries(items.map((t) => [t.key, z.boolean()])) as Record<T[number]['key'], z.ZodBoolean>).strict();

/** PUT /api/admin/settings: every switch and number of the System tab, numbers within their bounds. */
export const adminSettingsSchema = z
  .object({
    security: switches(SECURITY_TOGGLES),
    email: switches(EMAIL_TOGGLES),
    features: switches(FEATURE_FLAGS),
    parameters: z
      .object(
        Object.fromEntries(
          SYSTEM_PARAMETERS.map((p) => [
            p.key,
            z
              .number({ error: `${p.name} must be a number` })
              .int(`${p.name} must be a whole number`)
              .min(p.min, `${p.name} must be at least ${p.min}`)
              .max(p.max, `${p.name} must be at most ${p.max}`),
          ]),
        ) as Record<(typeof SYSTEM_PARAMETERS)[number]['key'], z.ZodNumber>,
      )
      .strict(),
  })
  .strict();
