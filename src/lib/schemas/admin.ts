import { z } from 'zod';
import { NAME_MAX_LENGTH, EMAIL_MAX_LENGTH } from '../account-rules';
import { SUBSCRIPTION_STATUSES } from '../catalogue';

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

/** POST /api/admin/referrals/void */
export const voidReferralSchema = z.object({ id: z.uuid() }).strict();
