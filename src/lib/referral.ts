import { BILLING_SETTING_DEFAULTS, PLAN_RANK, type PlanKey, REFERRAL_REWARD_STATES, REFERRAL_STATES } from './catalogue';
import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './account-rules';
import { answer, defineRoute } from './route';
/** Recipients of the invite form: 3 fields at first, at most 5. */
export const INVITE_DEFAULT_RECIPIENTS = 3;
export const INVITE_MAX_RECIPIENTS = 5;
/** "Copied!" feedback lasts this long. */
export const COPY_FEEDBACK_MS = 3000;
/** Where a referral code from /subscribe?ref= is remembered until checkout. */
export const REFERRAL_STORAGE_KEY = 'referralCode';
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9_-]{4,32}$/;
/** New codes: 8 characters with nothing to misread (no 0/O, no 1/I). */
export const REFERRAL_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const REFERRAL_CODE_LENGTH = 8;
/** A followed referral link is remembered this long (first touch). */
export const REFERRAL_ATTRIBUTION_DAYS = 30;

/** Codes are compared without regard to case or surrounding spaces. */
export function normalizeReferralCode(code: string): string {
  return code.trim().toUpperCase();
}

/** site origin + /subscribe?ref={code}, or plain /subscribe when there is no code. */
export function referralLink(origin: string, code: string | null | undefined): string {
  const base = origin.replace(/\/+$/, '');
  const trimmed = code?.trim();
  return trimmed ? `${base}/subscribe?ref=${encodeURIComponent(trimmed)}` : `${base}/subscribe`;
}

/** Empty entries are ignored; duplicates (case-insensitive) are sent once. */
export function inviteRecipients(entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const out: string[] = [];
  for (const entry of entries) {
    const email = entry.trim();
    if (!email || seen.has(email.toLowerCase())) continue;
    seen.add(email.toLowerCase());
    out.push(email);
  }
  return out;
}

/** "Your invitation has been sent to 1 friend!" / "Your invitations have been sent to 3 friends!" */
export function invitesSentMessage(count: number): string {
  return count === 1 ? 'Your invitation has been sent to 1 friend!' : `Your invitations have been sent to ${count} friends!`;
}

export function shareLinks(url: string): { facebook: string; twitter: string; linkedin: string } {
  const u = encodeURIComponent(url);
  return {
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?url=${u}`,
    linkedin: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`,
  };
}

/**
 * What a referred friend gets, as the referral page states it: 20% off for 3 months. (The code
 * toast and the FAQ say 10%; both texts stay as written, and checkout grants the admin setting.)
 */
export const FRIEND_DISCOUNT = {
  percent: BILLING_SETTING_DEFAULTS.friendDiscountPercent,
  months: BILLING_SETTING_DEFAULTS.friendDiscountMonths,
} as const;

/** The plans whose discounted price the page shows as examples. */
export const FRIEND_DISCOUNT_EXAMPLE_PLANS = ['pivot', 'premium'] as const satisfies readonly PlanKey[];

/** "20% off for 3 months" */
export function discountText(discount: { percent: number; months: number }): string {
  return `${discount.percent}% off for ${discount.months} month${discount.months === 1 ? '' : 's'}`;
}

/** A monthly price after a percentage discount, to the cent ($14 at 20% off → 11.2). */
export function discountedPrice(monthly: number, percent: number = FRIEND_DISCOUNT.percent): number {
  return Math.round(monthly * (100 - percent)) / 100;
}

/** Referred users must stay active this long before a reward applies (decision 0011). */
export const REWARD_QUALIFYING_DAYS = 30;

/** Reward values ("up to $X") are measured against this plan's monthly price ($34 × 3 = $102). */
export const REWARD_VALUE_PLAN = 'premium' as const;

type PlanKeyName = PlanKey;

export interface ReferralTier {
  /** Referrals (still active after REWARD_QUALIFYING_DAYS) needed for this tier. */
  minReferrals: number;
  /** Shown as "5+ Referrals" rather than "5 Referrals". */
  orMore: boolean;
  /** "Power Referrer" */
  title?: string;
  /** "ELITE" */
  badge?: string;
  discount?: { percent: number; months: number };
  freeMonths?: number;
  upgradeTo?: PlanKeyName;
  lifetimeDiscountPercent?: number;
  /** Whether the page states an "up to" value for the tier (the spec gives none for 10+). */
  showValue: boolean;
}

/**
 * Reward tiers, lowest first. The spec's "priority access to new features" at 10+
 * is left out: nothing is in early access for it to open (docs/decisions/0011).
 */
export const REFERRAL_TIERS: readonly ReferralTier[] = [
  { minReferrals: 1, orMore: false, discount: { percent: 20, months: 3 }, showValue: true },
  { minReferrals: 3, orMore: false, freeMonths: 3, upgradeTo: 'premium', showValue: true },
  { minReferrals: 5, orMore: true, freeMonths: 5, showValue: true },
  {
    minReferrals: 10,
    orMore: true,
    title: 'Power Referrer',
    badge: 'ELITE',
    freeMonths: 10,
    lifetimeDiscountPercent: 15,
    showValue: false,
  },
];

/** "1 Referral", "3 Referrals", "5+ Referrals" */
export function tierReferralsLabel(tier: ReferralTier): string {
  return `${tier.minReferrals}${tier.orMore ? '+' : ''} Referral${tier.minReferrals === 1 && !tier.orMore ? '' : 's'}`;
}

/** "3 months free plus a Premium upgrade"; planName turns a plan key into its display name. */
export function tierRewardText(tier: ReferralTier, planName: (key: PlanKeyName) => string): string {
  const main: string[] = [];
  if (tier.discount) main.push(discountText(tier.discount));
  if (tier.freeMonths) main.push(`${tier.freeMonths} month${tier.freeMonths === 1 ? '' : 's'} free`);
  const extras: string[] = [];
  if (tier.upgradeTo) extras.push(`a ${planName(tier.upgradeTo)} upgrade`);
  if (tier.lifetimeDiscountPercent) extras.push(`a lifetime ${tier.lifetimeDiscountPercent}% discount`);
  const head = main.join(' and ');
  if (extras.length === 0) return head;
  const tail = extras.length === 1 ? extras[0]! : `${extras.slice(0, -1).join(', ')} and ${extras[extras.length - 1]!}`;
  return `${head} plus ${tail}`;
}

/** The most a tier is worth, in dollars, against the value plan's monthly price; null when not stated. */
export function tierValue(tier: ReferralTier, valuePlanMonthly: number): number | null {
  if (!tier.showValue) return null;
  let cents = 0;
  if (tier.discount) cents += Math.round(valuePlanMonthly * tier.discount.percent) * tier.discount.months;
  if (tier.freeMonths) cents += Math.round(valuePlanMonthly * 100) * tier.freeMonths;
  return cents / 100;
}

/** The tier a number of qualifying referrals reaches, or null below the first. */
export function tierFor(qualifyingReferrals: number, tiers: readonly ReferralTier[] = REFERRAL_TIERS): ReferralTier | null {
  let reached: ReferralTier | null = null;
  for (const tier of tiers) if (qualifyingReferrals >= tier.minReferrals) reached = tier;
  return reached;
}

/** Every tier a number of counted referrals has reached, lowest first: each is granted once. */
export function tiersReached(countedReferrals: number, tiers: readonly ReferralTier[] = REFERRAL_TIERS): ReferralTier[] {
  return tiers.filter((tier) => countedReferrals >= tier.minReferrals);
}

/** The next tier above a count and how many more referrals it takes, or null past the last. */
export function nextTier(countedReferrals: number, tiers: readonly ReferralTier[] = REFERRAL_TIERS): { tier: ReferralTier; needed: number } | null {
  const tier = tiers.find((t) => t.minReferrals > countedReferrals);
  return tier ? { tier, needed: tier.minReferrals - countedReferrals } : null;
}

/** A percentage off a subscription, for some months or (months null) for its whole life. */
export interface RewardDiscount {
  percent: number;
  months: number | null;
}

/** What a tier does to the referrer's subscription. */
export interface RewardEffect {
  /** Free months as account credit: months × the monthly price of the plan held after any upgrade. */
  creditCents: number;
  /** The plan the subscription moves up to, when the tier upgrades and the member holds less. */
  upgradeTo: PlanKey | null;
  /** Percentage discounts added to the subscription (the 1-referral discount, the lifetime 15%). */
  discounts: RewardDiscount[];
}

/**
 * How a tier applies to a subscription on `plan`. "3 months free plus a Premium upgrade" moves a
 * Pivot member up to Premium and credits 3 Premium months (the $102 the page states); a member on
 * Premium or Elite keeps their plan. monthlyCents gives a plan's monthly list price in cents.
 */
export function rewardEffect(tier: ReferralTier, plan: PlanKey, monthlyCents: (plan: PlanKey) => number): RewardEffect {
  const upgradeTo = tier.upgradeTo && PLAN_RANK[tier.upgradeTo] > PLAN_RANK[plan] ? tier.upgradeTo : null;
  const discounts: RewardDiscount[] = [];
  if (tier.discount) discounts.push({ percent: tier.discount.percent, months: tier.discount.months });
  if (tier.lifetimeDiscountPercent) discounts.push({ percent: tier.lifetimeDiscountPercent, months: null });
  return { creditCents: (tier.freeMonths ?? 0) * monthlyCents(upgradeTo ?? plan), upgradeTo, discounts };
}

/** "20% off for 3 months", "a lifetime 15% discount" */
export function rewardDiscountText(discount: RewardDiscount): string {
  return discount.months === null ? `a lifetime ${discount.percent}% discount` : discountText({ percent: discount.percent, months: discount.months });
}

/** Personal messages longer than this are cut by the form (the server enforces the same limit). */
export const INVITE_MESSAGE_MAX_LENGTH = 1000;

/** Body of POST /api/referrals/invite (its zod schema is inviteRequestSchema below). */
export interface InviteRequest {
  emails: string[];
  message: string;
}

/** A member may e-mail this many invitations a day, and one address once a week. */
export const INVITES_PER_DAY = 20;
export const INVITE_REPEAT_DAYS = 7;

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

/** Share & Save (paused by the System tab's Referral System switch: every function answers 404 then). */
export const referralRoutes = {
  /** What a remembered code gives at checkout (signed in or not). */
  check: defineRoute({
    method: 'GET',
    path: '/api/referral-code/check',
    access: { public: true },
    feature: 'referralSystem',
    query: referralCheckQuerySchema,
    answer: answer<ReferralCheck>(),
  }),
  /** The member's code, or null before they make one. */
  code: defineRoute({
    method: 'GET',
    path: '/api/referral-code',
    access: { member: true },
    feature: 'referralSystem',
    answer: answer<{ referralCode: string | null }>(),
  }),
  /** Makes the code on first call; later calls answer the same code. */
  generate: defineRoute({
    method: 'POST',
    path: '/api/generate-referral-code',
    access: { member: true },
    feature: 'referralSystem',
    answer: answer<{ referralCode: string }>(),
  }),
  invite: defineRoute({
    method: 'POST',
    path: '/api/referrals/invite',
    access: { member: true },
    feature: 'referralSystem',
    body: inviteRequestSchema,
    answer: answer<InviteResponse>(),
  }),
  mine: defineRoute({ method: 'GET', path: '/api/referrals', access: { member: true }, feature: 'referralSystem', answer: answer<MyReferrals>() }),
};
