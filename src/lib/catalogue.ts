import type { FeatureKey } from './features';
/**
 * The one catalogue of product facts: plan keys, billing cycles, subscription statuses, which of
 * them grant access, trial and reminder days, plan ranks, refund terms and the defaults of the
 * billing settings admins may change. Content schemas, the database schema, seed, islands,
 * functions and tests import these; a second definition anywhere is a bug.
 *
 * Browser-safe: no Node, no database.
 */

export const PLAN_KEYS = ['pivot', 'premium', 'elite'] as const;
export type PlanKey = (typeof PLAN_KEYS)[number];

export const BILLING_CYCLES = ['monthly', 'annual'] as const;
export type BillingCycle = (typeof BILLING_CYCLES)[number];

/** Our lifecycle: trialing → active → past_due → canceled (Stripe's other states map onto these). */
export const SUBSCRIPTION_STATUSES = ['trialing', 'active', 'past_due', 'canceled'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses that can grant access (still bounded by the trial or period end, see `accessEndsAt`). */
export const LIVE_STATUSES = ['trialing', 'active'] as const satisfies readonly SubscriptionStatus[];

/** Where a subscription row came from. */
export const BILLING_PROVIDERS = ['test', 'stripe', 'seed'] as const;
export type BillingProviderKey = (typeof BILLING_PROVIDERS)[number];

/**
 * Every plan starts with this free trial, on an account's first subscription. The one source of
 * the length (decision 0023): checkout grants it and every page, the terms and the FAQ state it,
 * all built from this number, so no admin setting can make a page untrue.
 */
export const TRIAL_DAYS = 3;

/**
 * An active subscription that is not ending keeps access this long past its period end, so a
 * renewal whose webhook is a little late never locks a paying member out.
 */
export const RENEWAL_GRACE_HOURS = 48;

/** `n` calendar months after `from` (Jan 31 + 1 month = Feb 28/29), in UTC. */
export function addMonths(from: Date, n: number): Date {
  const d = new Date(from);
  const day = d.getUTCDate();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() + n);
  const lastDay = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 0)).getUTCDate();
  d.setUTCDate(Math.min(day, lastDay));
  return d;
}

/** One billing cycle after `from`, by the calendar. */
export function addCycle(from: Date, cycle: BillingCycle): Date {
  return addMonths(from, cycle === 'annual' ? 12 : 1);
}

/** Pivot < Premium < Elite: a plan includes every plan of a lower rank. */
export const PLAN_RANK: Record<PlanKey, number> = { pivot: 1, premium: 2, elite: 3 };

export function isPlanKey(value: unknown): value is PlanKey {
  return typeof value === 'string' && (PLAN_KEYS as readonly string[]).includes(value);
}

export function isLiveStatus(status: string | null | undefined): boolean {
  return (LIVE_STATUSES as readonly string[]).includes(status ?? '');
}

/** Whether holding `held` gives what `needed` gives. */
export function planIncludes(held: PlanKey, needed: PlanKey): boolean {
  return PLAN_RANK[held] >= PLAN_RANK[needed];
}

/** The facts of a subscription that decide access. */
export interface AccessFacts {
  plan: PlanKey;
  status: SubscriptionStatus;
  currentPeriodEnd: Date;
  trialEndsAt: Date | null;
  cancelAtPeriodEnd: boolean;
}

/**
 * When access ends: a trial at its trial end (a trial that is never paid does not run on to the
 * period end), a cancelling subscription at its period end, a renewing one a grace after it.
 * Null for statuses that grant nothing.
 */
export function accessEndsAt(sub: AccessFacts): Date | null {
  if (!isLiveStatus(sub.status)) return null;
  if (sub.status === 'trialing') return sub.trialEndsAt ?? sub.currentPeriodEnd;
  if (sub.cancelAtPeriodEnd) return sub.currentPeriodEnd;
  return new Date(sub.currentPeriodEnd.getTime() + RENEWAL_GRACE_HOURS * 3600_000);
}

/** The plan a subscription grants at `now`, or false. */
export function livePlan(sub: AccessFacts | null | undefined, now: Date): PlanKey | false {
  if (!sub) return false;
  const ends = accessEndsAt(sub);
  return ends && ends > now ? sub.plan : false;
}

/**
 * Refund terms of the legal pages, recorded on each subscription as data:
 * annual plans may ask for a prorated refund within 30 days of cancelling, refunds are processed
 * within 14 business days, monthly plans run to the end of the paid cycle.
 */
export const REFUND_TERMS = {
  annual: { kind: 'annual-prorated', requestWithinDays: 30, processedWithinBusinessDays: 14 },
  monthly: { kind: 'ends-at-period-end' },
} as const;
export type RefundTerms = (typeof REFUND_TERMS)[BillingCycle];

/**
 * The billing settings admins may change, with their defaults. The friend discount is 20% for
 * 3 months; the trial reminder goes out 3 days before a trial ends. The trial's length is not
 * one of them (decision 0023).
 */
export const BILLING_SETTING_DEFAULTS = {
  trialReminderDays: 3,
  friendDiscountPercent: 20,
  friendDiscountMonths: 3,
} as const;
export type BillingSettings = { -readonly [K in keyof typeof BILLING_SETTING_DEFAULTS]: number };

/** Where a referral stands: pending until the friend has stayed 30 days, then qualified, then rewarded; void if they leave. */
export const REFERRAL_STATES = ['pending', 'qualified', 'rewarded', 'void'] as const;
export type ReferralState = (typeof REFERRAL_STATES)[number];

/**
 * Where a granted referral reward stands: waiting while the referrer has no live subscription to
 * apply it to (it is applied as soon as they have one), applied once it is on their subscription.
 */
export const REFERRAL_REWARD_STATES = ['waiting', 'applied'] as const;
export type ReferralRewardState = (typeof REFERRAL_REWARD_STATES)[number];

/**
 * The rooms of the member area under /dashboard, in navigation order, with the plan each needs
 * (null: every signed-in member). The member layout builds its navigation from this list, each
 * room's island gates itself with `<MemberGate tool=…>` and each of its functions with
 * `requireTool(…)`, the server's check being the one that protects.
 */
export const MEMBER_TOOLS = [
  { key: 'overview', label: 'Overview', name: 'Your dashboard', path: '/dashboard', plan: null, feature: null },
  { key: 'resumes', label: 'Resumes', name: 'The resume builder', path: '/dashboard/resumes', plan: 'pivot', feature: 'aiResumeBuilder' },
  { key: 'bullets', label: 'Bullet assistant', name: 'The bullet assistant', path: '/dashboard/bullets', plan: 'pivot', feature: 'aiResumeBuilder' },
  { key: 'tracker', label: 'Job tracker', name: 'The job tracker', path: '/dashboard/tracker', plan: 'pivot', feature: null },
  { key: 'guidance', label: 'Career-change plan', name: 'The career-change plan', path: '/dashboard/guidance', plan: 'pivot', feature: null },
  { key: 'linkedin', label: 'LinkedIn', name: 'The LinkedIn helper', path: '/dashboard/linkedin', plan: 'pivot', feature: null },
  { key: 'cover-letters', label: 'Cover letters', name: 'The cover letter writer', path: '/dashboard/cover-letters', plan: 'pivot', feature: null },
  { key: 'interviews', label: 'Mock interviews', name: 'Mock interviews', path: '/dashboard/interviews', plan: 'premium', feature: null },
  {
    key: 'practice',
    label: 'Voice & video practice',
    name: 'Voice and video practice',
    path: '/dashboard/practice',
    plan: 'premium',
    feature: 'videoInterviewPractice',
  },
  { key: 'assessment', label: 'Work-style assessment', name: 'The work-style assessment', path: '/dashboard/assessment', plan: 'premium', feature: null },
  { key: 'networking', label: 'Networking messages', name: 'The networking helper', path: '/dashboard/networking', plan: 'premium', feature: null },
  { key: 'progress', label: 'Progress', name: 'The progress dashboard', path: '/dashboard/progress', plan: 'premium', feature: null },
  { key: 'navigator', label: 'Career navigator', name: 'The Career Opportunity Navigator', path: '/dashboard/navigator', plan: 'pivot', feature: null },
  { key: 'planner', label: 'Pivot planner', name: 'The Pivot planner', path: '/dashboard/planner', plan: 'pivot', feature: null },
  { key: 'growth', label: 'Growth analytics', name: 'Career growth analytics', path: '/dashboard/growth', plan: 'pivot', feature: null },
  // Pivot: the lowest plan with the rooms it reads most (tracker, planner, navigator); decision 0028.
  { key: 'career-game', label: 'Career Game (BETA)', name: 'The Career Game', path: '/dashboard/career-game', plan: 'pivot', feature: 'careerGame' },
  // Elite's home, with the member navigation like every other room (issue 30).
  { key: 'elite-dashboard', label: 'Elite dashboard', name: 'The Elite dashboard', path: '/elite-dashboard', plan: 'elite', feature: null },
  { key: 'matches', label: 'Saved searches', name: 'Saving PivotMatch searches', path: '/dashboard/matches', plan: 'elite', feature: null },
  { key: 'introductions', label: 'Introductions', name: 'Introductions', path: '/dashboard/introductions', plan: 'elite', feature: null },
  { key: 'coaching', label: 'Executive coaching', name: 'Executive coaching', path: '/dashboard/coaching', plan: 'elite', feature: null },
  { key: 'support', label: 'Support', name: 'Support', path: '/dashboard/support', plan: null, feature: null },
  { key: 'account', label: 'Account settings', name: 'Account settings', path: '/account', plan: null, feature: null },
] as const satisfies readonly {
  key: string;
  label: string;
  /** How the upgrade and feature-off cards name the room in a sentence ("The job tracker is part of…"). */
  name: string;
  path: string;
  plan: PlanKey | null;
  /** The System tab's feature flag that switches the room off (lib/features.ts FEATURE_FLAGS), if any. */
  feature: FeatureKey | null;
}[];
export type MemberToolKey = (typeof MEMBER_TOOLS)[number]['key'];
export type MemberTool = (typeof MEMBER_TOOLS)[number];

export function memberTool(key: MemberToolKey): MemberTool {
  return MEMBER_TOOLS.find((t) => t.key === key)!;
}

/** Where a room lives, for its links and the address it keeps its state in. */
export function toolPath(key: MemberToolKey): MemberTool['path'] {
  return memberTool(key).path;
}

/** The job tracker's stages, left to right on the board. */
export const TRACKER_STAGES = ['saved', 'applied', 'interviewing', 'offer', 'closed'] as const;
export type TrackerStage = (typeof TRACKER_STAGES)[number];
/** Where a tracked job came from. */
export const TRACKED_JOB_SOURCES = ['manual', 'pivotmatch', 'link'] as const;
export type TrackedJobSource = (typeof TRACKED_JOB_SOURCES)[number];
/** Jobs one member may track: far above any real search, low enough that a script cannot fill the table. */
export const TRACKED_JOBS_MAX = 500;

// ---------------------------------------------------------------------------------------
// Elite and the Career Opportunity Navigator (issue 14)

/** Career paths the navigator shows below Elite; Elite sees every ranked path. */
export const NAVIGATOR_PATHS_BELOW_ELITE = 3;
/** Paths the navigator ranks and returns at most (Elite). */
export const NAVIGATOR_PATHS_MAX = 25;

/** PivotMatch results shown to visitors and plans below Elite, with the count of the rest; Elite sees every result. */
export const PIVOTMATCH_RESULTS_BELOW_ELITE = 5;
/** Saved searches one Elite member may keep, each with its new-match e-mail alert. */
export const SAVED_SEARCHES_MAX = 20;

/** A pivot plan's steps: learn a skill, practise it, prove it (a project or a certification), talk to someone in the field, apply. */
export const PLAN_STEP_KINDS = ['learn', 'practise', 'project', 'certification', 'informational-interview', 'apply'] as const;
export type PlanStepKind = (typeof PLAN_STEP_KINDS)[number];
/** Pivot plans one member may keep (one per target occupation). */
export const PIVOT_PLANS_MAX = 10;
/** Steps one plan may hold. */
export const PLAN_STEPS_MAX = 60;

/** Where an introduction request stands: requested → in progress → introduced or declined; the member may withdraw before an outcome. */
export const INTRODUCTION_STATES = ['requested', 'in_progress', 'introduced', 'declined', 'withdrawn'] as const;
export type IntroductionState = (typeof INTRODUCTION_STATES)[number];
/** Which state may follow which; anything else is refused. */
export const INTRODUCTION_TRANSITIONS: Record<IntroductionState, readonly IntroductionState[]> = {
  requested: ['in_progress', 'introduced', 'declined', 'withdrawn'],
  in_progress: ['introduced', 'declined', 'withdrawn'],
  introduced: [],
  declined: [],
  withdrawn: [],
};
/** Open introduction requests one member may have at once. */
export const OPEN_INTRODUCTIONS_MAX = 5;

/** Where a support request stands: open (waiting for staff) → answered (waiting for the member) → closed; a member's reply reopens it. */
export const SUPPORT_STATES = ['open', 'answered', 'closed'] as const;
export type SupportState = (typeof SUPPORT_STATES)[number];
/** VIP (Elite) requests come first in the staff queue and carry the shorter first-response target. */
export const SUPPORT_PRIORITIES = ['vip', 'standard'] as const;
export type SupportPriority = (typeof SUPPORT_PRIORITIES)[number];

/** A coaching booking: booked, or ended by the member (cancelled) or by a move to another slot (rescheduled). */
export const COACHING_BOOKING_STATES = ['booked', 'cancelled', 'rescheduled'] as const;
export type CoachingBookingState = (typeof COACHING_BOOKING_STATES)[number];
/** Booking, moving or cancelling a coaching session needs this much notice before it starts. */
export const COACHING_NOTICE_HOURS = 24;
/** Upcoming coaching sessions one member may hold at once. */
export const COACHING_BOOKINGS_MAX = 3;
/** The reminder e-mail goes out this long before a session. */
export const COACHING_REMINDER_HOURS = 24;
