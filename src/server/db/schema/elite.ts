/** Elite services staff work in /admin: introductions, support requests and executive coaching. */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COACHING_BOOKING_STATES, INTRODUCTION_STATES, SUPPORT_PRIORITIES, SUPPORT_STATES } from '~/lib/catalogue';
import { users } from './accounts';
import { trackedJobs } from './tracker';
import { createdAt } from './columns';

/** An Elite member's request to be introduced to a hiring team, worked by staff in /admin. */
export const introductionRequests = pgTable(
  'introduction_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackedJobId: uuid('tracked_job_id').references(() => trackedJobs.id, { onDelete: 'set null' }),
    company: text('company').notNull(),
    role: text('role').notNull(),
    why: text('why').notNull(),
    status: text('status', { enum: INTRODUCTION_STATES }).notNull().default('requested'),
    /** What staff tell the member with the outcome (who they were introduced to, or why not). */
    outcome: text('outcome').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('introduction_requests_user_idx').on(t.userId, t.createdAt), index('introduction_requests_status_idx').on(t.status, t.createdAt)],
);

/** Every state an introduction request passed through, when and by whom. */
export const introductionEvents = pgTable(
  'introduction_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    introductionId: uuid('introduction_id')
      .notNull()
      .references(() => introductionRequests.id, { onDelete: 'cascade' }),
    status: text('status', { enum: INTRODUCTION_STATES }).notNull(),
    note: text('note').notNull().default(''),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('introduction_events_request_idx').on(t.introductionId, t.at)],
);

/** A support request (a thread); Elite requests are VIP: first in the queue, with the shorter first-response target. */
export const supportRequests = pgTable(
  'support_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    status: text('status', { enum: SUPPORT_STATES }).notNull().default('open'),
    priority: text('priority', { enum: SUPPORT_PRIORITIES }).notNull(),
    /** When staff should have answered first, from the priority's target at the time of asking. */
    firstResponseDueAt: timestamp('first_response_due_at', { withTimezone: true }).notNull(),
    firstRespondedAt: timestamp('first_responded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('support_requests_user_idx').on(t.userId, t.createdAt), index('support_requests_queue_idx').on(t.status, t.priority, t.firstResponseDueAt)],
);

/** One message of a support thread, from the member or from staff. */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => supportRequests.id, { onDelete: 'cascade' }),
    author: text('author', { enum: ['member', 'staff'] }).notNull(),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_request_idx').on(t.requestId, t.createdAt)],
);

/** An executive coaching session time published by staff. */
export const coachingSlots = pgTable(
  'coaching_slots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    coachName: text('coach_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** The coach's IANA time zone, for showing the time as the coach sees it. */
    timeZone: text('time_zone').notNull(),
    /** Where the session happens (a video link or a phone number). */
    meetingUrl: text('meeting_url').notNull().default(''),
    /** Withdrawn slots stay for the record but cannot be booked. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('coaching_slots_starts_idx').on(t.startsAt)],
);

/** A member's booking of a coaching slot; at most one live booking per slot, enforced by the database. */
export const coachingBookings = pgTable(
  'coaching_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slotId: uuid('slot_id')
      .notNull()
      .references(() => coachingSlots.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: COACHING_BOOKING_STATES }).notNull().default('booked'),
    /** What the member wants to work on. */
    topic: text('topic').notNull().default(''),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coaching_bookings_live_slot_key')
      .on(t.slotId)
      .where(sql`${t.status} = 'booked'`),
    index('coaching_bookings_user_idx').on(t.userId, t.createdAt),
  ],
);

export type IntroductionRequest = typeof introductionRequests.$inferSelect;
export type SupportRequest = typeof supportRequests.$inferSelect;
export type SupportMessage = typeof supportMessages.$inferSelect;
export type CoachingSlot = typeof coachingSlots.$inferSelect;
export type CoachingBooking = typeof coachingBookings.$inferSelect;
