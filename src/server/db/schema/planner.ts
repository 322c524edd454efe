/** The career-change plan: checklist progress and pivot plans made from navigator paths. */
import { date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { PLAN_STEP_KINDS } from '~/lib/catalogue';
import { users } from './accounts';
import { trackedJobs } from './tracker';
import { createdAt } from './columns';

/** The career-change plan's tasks a member has ticked off (tasks are content: content/guidance). */
export const checklistProgress = pgTable(
  'checklist_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: text('task_id').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskId] })],
);

/** A member's plan to move into one target occupation, made from a navigator path. */
export const pivotPlans = pgTable(
  'pivot_plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The O*NET-SOC code of the target occupation. */
    occupationCode: text('occupation_code').notNull(),
    occupationTitle: text('occupation_title').notNull(),
    /** The path as the navigator scored it when the plan was made (score, transfers, gaps). */
    pathSnapshot: jsonb('path_snapshot').$type<Record<string, unknown>>().notNull(),
    /** The date the member wants to be ready by. */
    targetDate: date('target_date', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('pivot_plans_user_occupation_key').on(t.userId, t.occupationCode)],
);

/** One step of a pivot plan: learn, practise or prove a missing skill, or talk to and apply in the field. */
export const pivotPlanSteps = pgTable(
  'pivot_plan_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => pivotPlans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    kind: text('kind', { enum: PLAN_STEP_KINDS }).notNull(),
    title: text('title').notNull(),
    detail: text('detail').notNull().default(''),
    /** The missing skill, knowledge area or tool the step closes, when it closes one. */
    skill: text('skill'),
    dueOn: date('due_on', { mode: 'string' }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    /** A tracked job the step is about (an application, an informational interview). */
    trackedJobId: uuid('tracked_job_id').references(() => trackedJobs.id, { onDelete: 'set null' }),
    /** A career-change checklist item the step ticks (content/guidance). */
    checklistItem: text('checklist_item'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pivot_plan_steps_plan_idx').on(t.planId, t.position), index('pivot_plan_steps_user_idx').on(t.userId)],
);

export type PivotPlan = typeof pivotPlans.$inferSelect;
export type PivotPlanStep = typeof pivotPlanSteps.$inferSelect;
