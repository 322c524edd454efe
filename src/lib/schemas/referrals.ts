import { z } from 'zod';
import { REFERRAL_CODE_PATTERN } from '../referral';

/** GET /api/referral-code and POST /api/generate-referral-code answer (spec section 7). */
export const referralCodeResponseSchema = z.object({ referralCode: z.string().nullable() });

/** GET /api/referral-code/check?code= */
export const referralCheckQuerySchema = z.object({ code: z.string().trim().regex(REFERRAL_CODE_PATTERN, 'Not a referral code.') }).strict();

export const referralCheckSchema = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(true), code: z.string(), discount: z.object({ percent: z.number(), months: z.number() }), message: z.string() }),
  z.object({ valid: z.literal(false), code: z.string(), message: z.string() }),
]);
export type ReferralCheck = z.infer<typeof referralCheckSchema>;
