import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { OPEN_INTRODUCTIONS_MAX, type IntroductionState } from '~/lib/catalogue';
import {
  INTRODUCTIONS_PER_DAY,
  INTRODUCTION_NOT_FOUND,
  INTRODUCTION_STATE_LABELS,
  OPEN_INTRODUCTION_STATES,
  introductionTransitionError,
  isIntroductionOutcome,
  type IntroductionActor,
  type AdminIntroductionView,
  type IntroductionQueueFilter,
  type IntroductionTransition,
  type IntroductionView,
  type IntroductionsOverview,
  type NewIntroduction,
} from '~/lib/introductions';
import { recordEvent } from '~/server/audit/log';
import type { Db } from '~/server/db/client';
import { introductionEvents, introductionRequests, trackedJobs, users, type IntroductionRequest } from '~/server/db/schema';
import { HttpError, notFound } from '~/server/http/errors';
import type { Mailer } from '~/server/mail/mailer';
import { allowAttempt } from '~/server/rate-limit';
import { ownedJob } from '~/server/tracker/owned';
import { introductionOutcomeEmail } from './email';

/** How many requests the staff queue shows at once. */
const QUEUE_SHOWN = 200;

interface Actor {
  id: string;
  email: string;
}

type EventRow = typeof introductionEvents.$inferSelect;

function view(row: IntroductionRequest, events: EventRow[]): IntroductionView {
  return {
    id: row.id,
    trackedJobId: row.trackedJobId,
    company: row.company,
    role: row.role,
    why: row.why,
    status: row.status,
    outcome: row.outcome,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    events: events
      .filter((e) => e.introductionId === row.id)
      .map((e) => ({ status: e.status, note: e.note, by: e.actorId === row.userId ? 'member' : 'staff', at: e.at.toISOString() })),
  };
}

async function eventsOf(db: Db, ids: string[]): Promise<EventRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(introductionEvents).where(inArray(introductionEvents.introductionId, ids)).orderBy(asc(introductionEvents.at));
}

/** The member's room: their requests (newest first, each with its timeline) and the tracked jobs they may ask about. */
export async function introductionsOverview(db: Db, userId: string): Promise<IntroductionsOverview> {
  const rows = await db.select().from(introductionRequests).where(eq(introductionRequests.userId, userId)).orderBy(desc(introductionRequests.createdAt));
  const events = await eventsOf(
    db,
    rows.map((r) => r.id),
  );
  const jobs = await db
    .select({ id: trackedJobs.id, title: trackedJobs.title, company: trackedJobs.company, link: trackedJobs.link })
    .from(trackedJobs)
    .where(eq(trackedJobs.userId, userId))
    .orderBy(desc(trackedJobs.updatedAt));
  return { requests: rows.map((r) => view(r, events)), jobs, openMax: OPEN_INTRODUCTIONS_MAX };
}

/**
 * A new request for one of the member's own tracked jobs: at most OPEN_INTRODUCTIONS_MAX open at
 * once, one open request per job, and a daily cap. The request and its first event are written together.
 */
export async function requestIntroduction(db: Db, member: Actor, input: NewIntroduction, now: Date): Promise<IntroductionView> {
  await ownedJob(db, member.id, input.trackedJobId);
  const open = await db
    .select({ trackedJobId: introductionRequests.trackedJobId })
    .from(introductionRequests)
    .where(and(eq(introductionRequests.userId, member.id), inArray(introductionRequests.status, [...OPEN_INTRODUCTION_STATES])));
  if (open.some((r) => r.trackedJobId === input.trackedJobId)) {
    throw new HttpError(409, 'You already have an open introduction request for this job.');
  }
  if (open.length >= OPEN_INTRODUCTIONS_MAX) {
    throw new HttpError(409, `You have ${OPEN_INTRODUCTIONS_MAX} open introduction requests. Wait for an outcome or withdraw one first.`);
  }
  if (!(await allowAttempt(db, `introductions:${member.id}`, INTRODUCTIONS_PER_DAY, 24 * 3600_000, now))) {
    throw new HttpError(429, `You can ask for at most ${INTRODUCTIONS_PER_DAY} introductions a day. Please try again tomorrow.`);
  }
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(introductionRequests)
      .values({ userId: member.id, trackedJobId: input.trackedJobId, company: input.company, role: input.role, why: input.why, createdAt: now, updatedAt: now })
      .returning();
    const [event] = await tx.insert(introductionEvents).values({ introductionId: row!.id, status: 'requested', actorId: member.id, at: now }).returning();
    await recordEvent(tx, {
      category: 'system',
      action: 'introduction.requested',
      message: `Introduction requested for ${input.role} at ${input.company}`,
      actor: member,
      detail: { introductionId: row!.id },
      at: now,
    });
    return view(row!, [event!]);
  });
}

export interface TransitionDeps {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  brand: string;
}

/**
 * Moves a request to `to` for `as` (the member may only withdraw their own; staff work any):
 * refused with a 409 when the catalogue does not allow it. The change is a conditional UPDATE on
 * the state that was read, so of two concurrent moves only one succeeds and the other is a 409.
 * Each move writes its event and an audit entry with it; an outcome is then e-mailed to the member.
 */
export async function transitionIntroduction(
  deps: TransitionDeps,
  input: { id: string; to: IntroductionState; text: string; actor: Actor; as: IntroductionActor },
  now: Date,
): Promise<{ request: IntroductionRequest; emailed: boolean }> {
  const { db } = deps;
  const where =
    input.as === 'member' ? and(eq(introductionRequests.id, input.id), eq(introductionRequests.userId, input.actor.id)) : eq(introductionRequests.id, input.id);
  const [current] = await db.select().from(introductionRequests).where(where).limit(1);
  if (!current) throw notFound(INTRODUCTION_NOT_FOUND);
  const refused = introductionTransitionError(current.status, input.to, input.as);
  if (refused) throw new HttpError(409, refused);

  const outcome = isIntroductionOutcome(input.to);
  const request = await db.transaction(async (tx) => {
    const [moved] = await tx
      .update(introductionRequests)
      .set({ status: input.to, updatedAt: now, ...(outcome ? { outcome: input.text } : {}) })
      .where(and(eq(introductionRequests.id, current.id), eq(introductionRequests.status, current.status)))
      .returning();
    if (!moved) throw new HttpError(409, 'This request was changed by someone else just now. Reload to see where it stands.');
    await tx.insert(introductionEvents).values({ introductionId: moved.id, status: input.to, note: input.text, actorId: input.actor.id, at: now });
    const what = `${moved.role} at ${moved.company}`;
    await recordEvent(tx, {
      category: input.as === 'staff' ? 'admin' : 'system',
      action: `introduction.${input.to}`,
      message:
        input.as === 'staff'
          ? `Introduction request for ${what} marked ${INTRODUCTION_STATE_LABELS[input.to].toLowerCase()}`
          : `Introduction request for ${what} withdrawn by the member`,
      actor: input.actor,
      detail: { introductionId: moved.id, from: current.status, to: input.to, memberId: moved.userId },
      at: now,
    });
    return moved;
  });

  let emailed = false;
  if (outcome) emailed = await mailOutcome(deps, request);
  return { request, emailed };
}

/** Tells the member the outcome; a failed send is logged (the member still sees it in their room). */
async function mailOutcome(deps: TransitionDeps, request: IntroductionRequest): Promise<boolean> {
  const [member] = await deps.db.select({ email: users.email, firstName: users.firstName }).from(users).where(eq(users.id, request.userId)).limit(1);
  if (!member) return false;
  const mail = introductionOutcomeEmail({
    brand: deps.brand,
    firstName: member.firstName,
    company: request.company,
    role: request.role,
    status: request.status as 'introduced' | 'declined',
    outcome: request.outcome,
    link: `${deps.siteUrl.replace(/\/$/, '')}/dashboard/introductions`,
  });
  try {
    await deps.mailer.send({ to: member.email, ...mail });
    return true;
  } catch (error) {
    console.error('[introductions] outcome e-mail failed', error);
    await recordEvent(deps.db, {
      category: 'system',
      level: 'warning',
      action: 'introduction.mail_failed',
      message: `The outcome of an introduction request could not be e-mailed to its member`,
      detail: { introductionId: request.id },
    });
    return false;
  }
}

/** The member's own request as they see it. */
export async function memberIntroduction(db: Db, userId: string, id: string): Promise<IntroductionView> {
  const [row] = await db
    .select()
    .from(introductionRequests)
    .where(and(eq(introductionRequests.id, id), eq(introductionRequests.userId, userId)))
    .limit(1);
  if (!row) throw notFound(INTRODUCTION_NOT_FOUND);
  return view(row, await eventsOf(db, [row.id]));
}

/** The staff queue: open requests oldest first (default), or one state / everything, most recently changed first. */
export async function introductionQueue(
  db: Db,
  filter: IntroductionQueueFilter,
): Promise<{ requests: AdminIntroductionView[]; counts: Record<IntroductionState, number> }> {
  const base = db
    .select({ request: introductionRequests, email: users.email, firstName: users.firstName, lastName: users.lastName, jobLink: trackedJobs.link })
    .from(introductionRequests)
    .innerJoin(users, eq(users.id, introductionRequests.userId))
    .leftJoin(trackedJobs, eq(trackedJobs.id, introductionRequests.trackedJobId));
  const rows =
    filter === 'open'
      ? await base
          .where(inArray(introductionRequests.status, [...OPEN_INTRODUCTION_STATES]))
          .orderBy(asc(introductionRequests.createdAt))
          .limit(QUEUE_SHOWN)
      : await base
          .where(filter === 'all' ? undefined : eq(introductionRequests.status, filter))
          .orderBy(desc(introductionRequests.updatedAt))
          .limit(QUEUE_SHOWN);
  const events = await eventsOf(
    db,
    rows.map((r) => r.request.id),
  );
  const tally = await db.select({ status: introductionRequests.status, n: count() }).from(introductionRequests).groupBy(introductionRequests.status);
  const counts = { requested: 0, in_progress: 0, introduced: 0, declined: 0, withdrawn: 0 } satisfies Record<IntroductionState, number>;
  for (const t of tally) counts[t.status] = Number(t.n);
  return {
    requests: rows.map((r) => ({
      ...view(r.request, events),
      member: { id: r.request.userId, email: r.email, name: `${r.firstName} ${r.lastName}`.trim() },
      jobLink: r.jobLink,
    })),
    counts,
  };
}

/** One request as staff see it (after a move). */
export async function adminIntroduction(db: Db, id: string): Promise<AdminIntroductionView> {
  const [r] = await db
    .select({ request: introductionRequests, email: users.email, firstName: users.firstName, lastName: users.lastName, jobLink: trackedJobs.link })
    .from(introductionRequests)
    .innerJoin(users, eq(users.id, introductionRequests.userId))
    .leftJoin(trackedJobs, eq(trackedJobs.id, introductionRequests.trackedJobId))
    .where(eq(introductionRequests.id, id))
    .limit(1);
  if (!r) throw notFound(INTRODUCTION_NOT_FOUND);
  return {
    ...view(r.request, await eventsOf(db, [id])),
    member: { id: r.request.userId, email: r.email, name: `${r.firstName} ${r.lastName}`.trim() },
    jobLink: r.jobLink,
  };
}

/** The member withdraws one of their own open requests. */
export async function withdrawIntroduction(deps: TransitionDeps, member: Actor, id: string, now: Date): Promise<IntroductionView> {
  await transitionIntroduction(deps, { id, to: 'withdrawn', text: '', actor: member, as: 'member' }, now);
  return memberIntroduction(deps.db, member.id, id);
}

/** Staff move a request (start work, or record the outcome, which is e-mailed); the queue's row after it, and whether the e-mail went. */
export async function staffMoveIntroduction(
  deps: TransitionDeps,
  staff: Actor,
  id: string,
  move: IntroductionTransition,
  now: Date,
): Promise<AdminIntroductionView & { emailed: boolean }> {
  const text = move.status === 'in_progress' ? move.note : move.outcome;
  const { emailed } = await transitionIntroduction(deps, { id, to: move.status, text, actor: staff, as: 'staff' }, now);
  return { ...(await adminIntroduction(deps.db, id)), emailed };
}
