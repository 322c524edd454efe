/** The Admin Center's routes (decision 0025): staff only, each the contract of one admin function. */
import { z } from 'zod';
import type { IntroductionState, ReferralState, SupportState } from '~/lib/catalogue';
import { SLOT_NOT_FOUND, publishSlotSchema, type AdminCoachingSlot } from '~/lib/coaching';
import { INTRODUCTION_NOT_FOUND, introductionQueueQuerySchema, introductionTransitionSchema, type AdminIntroductionView } from '~/lib/introductions';
import { answer, defineRoute, file } from '~/lib/route';
import {
  SUPPORT_NOT_FOUND,
  supportCloseSchema,
  supportQueueQuerySchema,
  supportReplySchema,
  type AdminSupportRequestView,
  type AdminSupportThreadView,
} from '~/lib/support';
import { adminLogQuerySchema, adminSubscriptionQuerySchema } from './filters';
import {
  voidReferralSchema,
  type AdminDatabase,
  type AdminLogPage,
  type AdminReferrals,
  type AdminStats,
  type AdminSubscription,
  type AdminUser,
} from './payloads';
import { adminSettingsSchema, type AdminSettings, type AdminSettingsView, type SettingChange } from './settings';
import { adminNewUserSchema } from './users';

/** Anything not a uuid is an account that does not exist. */
export const ACCOUNT_NOT_FOUND = 'That account does not exist.';

const accountId = z.object({ id: z.uuid(ACCOUNT_NOT_FOUND) });
const slotId = z.object({ id: z.uuid(SLOT_NOT_FOUND) });
const introductionId = z.object({ id: z.uuid(INTRODUCTION_NOT_FOUND) });
const supportId = z.object({ id: z.uuid(SUPPORT_NOT_FOUND) });

const admin = { admin: true } as const;

export const adminRoutes = {
  stats: defineRoute({ method: 'GET', path: '/api/admin/stats', access: admin, answer: answer<AdminStats>() }),

  users: defineRoute({ method: 'GET', path: '/api/admin/users', access: admin, answer: answer<AdminUser[]>() }),
  /** Add User: the account, without a usable password (the person sets their own). */
  addUser: defineRoute({ method: 'POST', path: '/api/admin/users', access: admin, body: adminNewUserSchema, answer: answer<{ id: string }>(), status: 201 }),
  /** The Users tab's Delete: the member's own account deletion, started by staff. */
  deleteUser: defineRoute({ method: 'DELETE', path: '/api/admin/users/:id', access: admin, params: accountId, answer: answer<{ ok: true }>() }),
  /** "Turn off 2FA", for a member who lost their authenticator app and recovery codes. */
  resetTwoFactor: defineRoute({ method: 'DELETE', path: '/api/admin/users/:id/two-factor', access: admin, params: accountId, answer: answer<{ ok: true }>() }),

  subscriptions: defineRoute({
    method: 'GET',
    path: '/api/admin/subscriptions',
    access: admin,
    query: adminSubscriptionQuerySchema,
    answer: answer<AdminSubscription[]>(),
  }),
  /** The Subscriptions tab's rows (same search and status filter) as a streamed CSV file. */
  subscriptionsExport: defineRoute({
    method: 'GET',
    path: '/api/admin/subscriptions/export',
    access: admin,
    query: adminSubscriptionQuerySchema,
    answer: file(),
  }),

  referrals: defineRoute({ method: 'GET', path: '/api/admin/referrals', access: admin, answer: answer<AdminReferrals>() }),
  /** Void a fraudulent referral: it no longer counts toward its referrer's rewards. */
  voidReferral: defineRoute({
    method: 'POST',
    path: '/api/admin/referrals/void',
    access: admin,
    body: voidReferralSchema,
    answer: answer<{ id: string; state: ReferralState }>(),
  }),

  database: defineRoute({ method: 'GET', path: '/api/admin/database', access: admin, answer: answer<AdminDatabase>() }),
  /** Backup: every table as one JSON file. */
  backup: defineRoute({ method: 'GET', path: '/api/admin/database/backup', access: admin, answer: file() }),

  /** One page of the log, newest first. */
  logs: defineRoute({ method: 'GET', path: '/api/admin/logs', access: admin, query: adminLogQuerySchema, answer: answer<AdminLogPage>() }),
  /** The filtered log as a streamed CSV file. */
  logsExport: defineRoute({ method: 'GET', path: '/api/admin/logs/export', access: admin, query: adminLogQuerySchema, answer: file() }),

  /** The settings in force, with the caller's own address for the IP restriction's list. */
  settings: defineRoute({ method: 'GET', path: '/api/admin/settings', access: admin, answer: answer<AdminSettingsView>() }),
  /** Saved with each change in the audit log; answers the settings as stored and what changed. */
  saveSettings: defineRoute({
    method: 'PUT',
    path: '/api/admin/settings',
    access: admin,
    body: adminSettingsSchema,
    answer: answer<{ settings: AdminSettings; changes: SettingChange[] }>(),
  }),

  /** The upcoming coaching slots with who booked them. */
  coachingSlots: defineRoute({ method: 'GET', path: '/api/admin/coaching/slots', access: admin, answer: answer<{ slots: AdminCoachingSlot[] }>() }),
  publishSlots: defineRoute({
    method: 'POST',
    path: '/api/admin/coaching/slots',
    access: admin,
    body: publishSlotSchema,
    answer: answer<{ slots: AdminCoachingSlot[] }>(),
    status: 201,
  }),
  /** Withdraw a slot: it can no longer be booked; a member holding it is e-mailed. */
  withdrawSlot: defineRoute({
    method: 'DELETE',
    path: '/api/admin/coaching/slots/:id',
    access: admin,
    params: slotId,
    answer: answer<{ withdrawn: string; memberNotified: boolean }>(),
  }),

  /** The queue of introduction requests: open ones oldest first, or filtered by ?status=. */
  introductions: defineRoute({
    method: 'GET',
    path: '/api/admin/introductions',
    access: admin,
    query: introductionQueueQuerySchema,
    answer: answer<{ requests: AdminIntroductionView[]; counts: Record<IntroductionState, number> }>(),
  }),
  /** Start work on a request, or record its outcome (e-mailed to the member). */
  moveIntroduction: defineRoute({
    method: 'PATCH',
    path: '/api/admin/introductions/:id',
    access: admin,
    params: introductionId,
    body: introductionTransitionSchema,
    answer: answer<AdminIntroductionView & { emailed: boolean }>(),
  }),

  /** The support queue: open requests VIP first, then by first-response due time; or filtered by ?status=. */
  support: defineRoute({
    method: 'GET',
    path: '/api/admin/support',
    access: admin,
    query: supportQueueQuerySchema,
    answer: answer<{ requests: AdminSupportRequestView[]; counts: Record<SupportState, number> & { overdue: number } }>(),
  }),
  supportThread: defineRoute({ method: 'GET', path: '/api/admin/support/:id', access: admin, params: supportId, answer: answer<AdminSupportThreadView>() }),
  /** An answer in the thread, e-mailed to the member. */
  supportReply: defineRoute({
    method: 'POST',
    path: '/api/admin/support/:id',
    access: admin,
    params: supportId,
    body: supportReplySchema,
    answer: answer<AdminSupportThreadView & { emailed: boolean }>(),
    status: 201,
  }),
  supportClose: defineRoute({
    method: 'PATCH',
    path: '/api/admin/support/:id',
    access: admin,
    params: supportId,
    body: supportCloseSchema,
    answer: answer<AdminSupportThreadView>(),
  }),
};
