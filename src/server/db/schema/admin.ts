/** What staff run the site with: the audit log and the admin settings. */
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The audit and system log: append-only (the application never updates or deletes a row, only the
 * retention purge removes old ones). Never holds a password, token or secret.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    level: text('level', { enum: ['info', 'warning', 'error'] }).notNull(),
    category: text('category', { enum: ['auth', 'admin', 'payment', 'system'] }).notNull(),
    /** What happened, as a stable key: "settings.update", "login.failed". */
    action: text('action').notNull(),
    message: text('message').notNull(),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Who, as shown at the time (kept when the account is deleted). */
    actorEmail: text('actor_email'),
    detail: jsonb('detail'),
  },
  (t) => [index('audit_log_at_idx').on(t.at), index('audit_log_category_at_idx').on(t.category, t.at)],
);

/** Settings admins change (trial length, reminder, friend discount, …): one JSON value per key. */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
