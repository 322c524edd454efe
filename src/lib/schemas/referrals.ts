import { z } from 'zod';
import { REFERRAL_STATES } from '../catalogue';
import { INVITE_MAX_RECIPIENTS, INVITE_MESSAGE_MAX_LENGTH, REFERRAL_CODE_PATTERN } from '../referral';
import { EMAIL_MAX_LENGTH } from '../account-rules';

/** GET /api/referral-code/check?code= */
export const referralCheckQuerySchema = z.object({ code: z.string().trim().regex(REFERRAL_CODE_PATTERN, 'Not a referral code.') }).strict();

export const referralCheckSchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), code: z.string(), discount: z.object({ percent: z.number(), months: z.number() }), message: z.string() }),
  z.object({ valid: z.literal(false), code: z.string(), message: z.string() }),
]);
export type ReferralCheck = z.infer<typeof referralCheckSchema>;

/** POST /api/referrals/invite */
export const inviteRequestSchema = z
  .object({
    emails: z
      // Each address is checked by the domain, which names the one that is wrong.
      .array(z.string().trim().max(EMAIL_MAX_LENGTH))
      .min(1, "Enter at least one friend's email")
      .max(INVITE_MAX_RECIPIENTS, `Invite at most ${INVITE_MAX_RECIPIENTS} friends at a time`),
    message: z.string().max(INVITE_MESSAGE_MAX_LENGTH).default(''),
  })
  .strict();

/** Its answer: how many were e-mailed, and which addresses were left out and why. */
export const inviteResponseSchema = z.object({
  sent: z.number().int(),
  skipped: z.array(z.object({ email: z.string(), reason: z.string() })),
});
export type InviteResponse = z.infer<typeof inviteResponseSchema>;

/** GET /api/referrals: the signed-in member's own referrals (friends shown by first name and initial). */
export const myReferralsSchema = z.object({
  referrals: z.array(z.object({ friend: z.string(), state: z.enum(REFERRAL_STATES), since: z.string() })),
});
export type MyReferrals = z.infer<typeof myReferralsSchema>;
