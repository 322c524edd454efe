import { z } from 'zod';
import { REFERRAL_REWARD_STATES, REFERRAL_STATES } from '../catalogue';
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

/**
 * GET /api/referrals: the signed-in member's own referrals (friends shown by first name and
 * initial), the rewards granted to them, and how many more referrals the next tier takes.
 */
export const myReferralsSchema = z.object({
  referrals: z.array(z.object({ friend: z.string(), state: z.enum(REFERRAL_STATES), since: z.string() })),
  rewards: z.array(
    z.object({
      /** "3 Referrals" */
      tier: z.string(),
      /** "Power Referrer" */
      title: z.string().nullable(),
      /** "3 months free plus a Premium upgrade" */
      reward: z.string(),
      state: z.enum(REFERRAL_REWARD_STATES),
      grantedAt: z.string(),
      appliedAt: z.string().nullable(),
      /** What was put on the subscription: "$102.00 of credit (3 free months)", … */
      applied: z.array(z.string()),
    }),
  ),
  progress: z.object({
    /** Referrals that count (qualified or rewarded). */
    counted: z.number().int(),
    next: z.object({ needed: z.number().int(), tier: z.string(), reward: z.string() }).nullable(),
  }),
});
export type MyReferrals = z.infer<typeof myReferralsSchema>;
