import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { effectivePlan } from '~/lib/access';
import type { SupportPriority, SupportState } from '~/lib/catalogue';
import {
  type AdminSupportRequestView,
  type AdminSupportThreadView,
  type NewSupportRequest,
  type SupportOverview,
  type SupportQueueFilter,
  type SupportRequestView,
  type SupportTarget,
  type SupportThreadView,
  SUPPORT_CREATES_PER_HOUR,
  SUPPORT_NOT_FOUND,
  SUPPORT_OPEN_MAX,
  SUPPORT_REPLIES_PER_HOUR,
  SUPPORT_THREADS_SHOWN,
  firstResponseDue,
  isOverdue,
  nextSupportState,
  responseTargetText,
  supportPriorityFor,
  type SupportEvent,
} from '~/lib/support';
import type { ResolvedSession } from '~/server/auth/sessions';
import { recordEvent } from '~/server/audit/log';
import type { Db } from '~/server/db/client';
import { supportMessages, supportRequests, users, type SupportRequest } from '~/server/db/schema';
import { HttpError, notFound } from '~/server/http/errors';
import type { Mailer } from '~/server/mail/mailer';
import { allowAttempt } from '~/server/rate-limit';
import { readSettings } from '~/server/settings/store';
import { supportReplyEmail } from './email';

/** How many requests the staff queue shows at once. */
const QUEUE_SHOWN = 200;

export interface SupportDeps {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  brand: string;
}

interface Actor {
  id: string;
  email: string;
}

/** Who is asking, as the session resolved them: their plan decides the priority, never the client. */
type Member = Pick<ResolvedSession, 'user' | 'latestSubscription'>;

const priorityOf = (member: Member, now: Date): SupportPriority => supportPriorityFor(effectivePlan(member.user, member.latestSubscription, now));

/** The member's first-response target from the System settings for their priority. */
export async function supportTarget(db: Db, priority: SupportPriority): Promise<SupportTarget> {
  const { parameters } = await readSettings(db);
  const hours = priority === 'vip' ? parameters.vipFirstResponseHours : parameters.supportFirstResponseHours;
  return { priority, hours, text: responseTargetText(priority, hours) };
}

/** When staff last wrote in each thread. */
async function lastStaffReplies(db: Db, ids: string[]): Promise<Map<string, Date>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ requestId: supportMessages.requestId, at: sql<Date>`max(${supportMessages.createdAt})`.mapWith(supportMessages.createdAt) })
    .from(supportMessages)
    .where(and(inArray(supportMessages.requestId, ids), eq(supportMessages.author, 'staff')))
    .groupBy(supportMessages.requestId);
  return new Map(rows.map((r) => [r.requestId, r.at]));
}

function view(row: SupportRequest, lastStaff: Map<string, Date>): SupportRequestView {
  return {
    id: row.id,
    subject: row.subject,
    status: row.status,
    priority: row.priority,
    firstResponseDueAt: row.firstResponseDueAt.toISOString(),
    firstRespondedAt: row.firstRespondedAt?.toISOString() ?? null,
    lastStaffReplyAt: lastStaff.get(row.id)?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function messagesOf(db: Db, id: string) {
  const rows = await db
    .select()
    .from(supportMessages)
    .where(eq(supportMessages.requestId, id))
    .orderBy(asc(supportMessages.createdAt), asc(supportMessages.id));
  return rows.map((m) => ({ id: m.id, author: m.author, body: m.body, createdAt: m.createdAt.toISOString() }));
}

// ---------------------------------------------------------------------------------------
// The member's side

/** The member's room: their target and their threads, newest first. */
export async function supportOverview(db: Db, member: Member, now: Date): Promise<SupportOverview> {
  const rows = await db
    .select()
    .from(supportRequests)
    .where(eq(supportRequests.userId, member.user.id))
    .orderBy(desc(supportRequests.updatedAt))
    .limit(SUPPORT_THREADS_SHOWN);
  const lastStaff = await lastStaffReplies(
    db,
    rows.map((r) => r.id),
  );
  return { target: await supportTarget(db, priorityOf(member, now)), requests: rows.map((r) => view(r, lastStaff)), openMax: SUPPORT_OPEN_MAX };
}

/**
 * A new request with its first message. The priority comes from the member's live plan (Elite or
 * staff: VIP), and the first answer is due after that priority's target. At most SUPPORT_OPEN_MAX
 * unclosed threads per member, and SUPPORT_CREATES_PER_HOUR new ones an hour.
 */
export async function openSupportRequest(db: Db, member: Member, input: NewSupportRequest, now: Date): Promise<SupportThreadView> {
  const [unclosed] = await db
    .select({ n: count() })
    .from(supportRequests)
    .where(and(eq(supportRequests.userId, member.user.id), inArray(supportRequests.status, ['open', 'answered'])));
  if (Number(unclosed?.n ?? 0) >= SUPPORT_OPEN_MAX) {
    throw new HttpError(409, `You have ${SUPPORT_OPEN_MAX} support requests still open. Close one you no longer need, or reply in it instead.`);
  }
  if (!(await allowAttempt(db, `support-create:${member.user.id}`, SUPPORT_CREATES_PER_HOUR, 3600_000, now))) {
    throw new HttpError(429, `You can open at most ${SUPPORT_CREATES_PER_HOUR} support requests an hour. Reply in an open one, or try again later.`);
  }
  const target = await supportTarget(db, priorityOf(member, now));
  const row = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(supportRequests)
      .values({
        userId: member.user.id,
        subject: input.subject,
        priority: target.priority,
        firstResponseDueAt: firstResponseDue(now, target.hours),
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await tx.insert(supportMessages).values({ requestId: created!.id, author: 'member', authorId: member.user.id, body: input.message, createdAt: now });
    return created!;
  });
  return { ...view(row, new Map()), messages: await messagesOf(db, row.id) };
}

async function ownRequest(db: Db, userId: string, id: string): Promise<SupportRequest> {
  const [row] = await db
    .select()
    .from(supportRequests)
    .where(and(eq(supportRequests.id, id), eq(supportRequests.userId, userId)))
    .limit(1);
  if (!row) throw notFound(SUPPORT_NOT_FOUND);
  return row;
}

/** One of the member's own threads with its messages (another member's looks like none). */
export async function memberSupportThread(db: Db, userId: string, id: string): Promise<SupportThreadView> {
  const row = await ownRequest(db, userId, id);
  return { ...view(row, await lastStaffReplies(db, [id])), messages: await messagesOf(db, id) };
}

/**
 * Moves a thread on `event` with a conditional UPDATE on the state that was read: a thread closed
 * meanwhile makes the reply a 409, never a message in a closed thread. `extra` runs in the same
 * transaction (the message, the audit entry).
 */
async function move(
  db: Db,
  row: SupportRequest,
  event: SupportEvent,
  now: Date,
  extra: (tx: Parameters<Parameters<Db['transaction']>[0]>[0], moved: SupportRequest) => Promise<void>,
): Promise<SupportRequest> {
  const next = nextSupportState(row.status, event);
  if (!next.ok) throw new HttpError(409, next.message);
  return db.transaction(async (tx) => {
    const [moved] = await tx
      .update(supportRequests)
      .set({
        status: next.state,
        updatedAt: now,
        // Set once: the first staff answer is the one the target is measured by.
        ...(event === 'staff_reply' ? { firstRespondedAt: sql`coalesce(${supportRequests.firstRespondedAt}, ${now.toISOString()}::timestamptz)` } : {}),
      })
      .where(and(eq(supportRequests.id, row.id), eq(supportRequests.status, row.status)))
      .returning();
    if (!moved) throw new HttpError(409, 'This request was changed just now. Reload to see the latest.');
    await extra(tx, moved);
    return moved;
  });
}

/** The member writes in their thread: an answered request is open again (waiting for staff). */
export async function memberSupportReply(db: Db, member: Actor, id: string, message: string, now: Date): Promise<SupportThreadView> {
  const row = await ownRequest(db, member.id, id);
  const allowed = nextSupportState(row.status, 'member_reply');
  if (!allowed.ok) throw new HttpError(409, allowed.message);
  if (!(await allowAttempt(db, `support-reply:${member.id}`, SUPPORT_REPLIES_PER_HOUR, 3600_000, now))) {
    throw new HttpError(429, `You can send at most ${SUPPORT_REPLIES_PER_HOUR} replies an hour. Please try again later.`);
  }
  await move(db, row, 'member_reply', now, async (tx) => {
    await tx.insert(supportMessages).values({ requestId: row.id, author: 'member', authorId: member.id, body: message, createdAt: now });
  });
  return memberSupportThread(db, member.id, id);
}

/** The member closes their thread. */
export async function memberCloseSupport(db: Db, member: Actor, id: string, now: Date): Promise<SupportThreadView> {
  const row = await ownRequest(db, member.id, id);
  await move(db, row, 'close', now, async () => {});
  return memberSupportThread(db, member.id, id);
}

// ---------------------------------------------------------------------------------------
// Staff's side

const memberColumns = { email: users.email, firstName: users.firstName, lastName: users.lastName };
const vipFirst = sql`case when ${supportRequests.priority} = 'vip' then 0 else 1 end`;

function adminView(
  row: SupportRequest,
  m: { email: string; firstName: string; lastName: string },
  lastStaff: Map<string, Date>,
  now: Date,
): AdminSupportRequestView {
  return {
    ...view(row, lastStaff),
    member: { id: row.userId, email: m.email, name: `${m.firstName} ${m.lastName}`.trim() },
    overdue: isOverdue(row, now),
  };
}

/**
 * The staff queue. Open requests (the default) come VIP first, then by when their first answer
 * is due, then oldest first; the other filters show the most recently changed first.
 */
export async function supportQueue(
  db: Db,
  filter: SupportQueueFilter,
  now: Date,
): Promise<{ requests: AdminSupportRequestView[]; counts: Record<SupportState, number> & { overdue: number } }> {
  const where: SQL | undefined = filter === 'all' ? undefined : eq(supportRequests.status, filter);
  const order = filter === 'open' ? [vipFirst, asc(supportRequests.firstResponseDueAt), asc(supportRequests.createdAt)] : [desc(supportRequests.updatedAt)];
  const rows = await db
    .select({ request: supportRequests, ...memberColumns })
    .from(supportRequests)
    .innerJoin(users, eq(users.id, supportRequests.userId))
    .where(where)
    .orderBy(...order)
    .limit(QUEUE_SHOWN);
  const lastStaff = await lastStaffReplies(
    db,
    rows.map((r) => r.request.id),
  );
  const tally = await db.select({ status: supportRequests.status, n: count() }).from(supportRequests).groupBy(supportRequests.status);
  const [late] = await db
    .select({ n: count() })
    .from(supportRequests)
    .where(
      and(
        eq(supportRequests.status, 'open'),
        sql`${supportRequests.firstRespondedAt} is null`,
        sql`${supportRequests.firstResponseDueAt} < ${now.toISOString()}::timestamptz`,
      ),
    );
  const counts = { open: 0, answered: 0, closed: 0, overdue: Number(late?.n ?? 0) };
  for (const t of tally) counts[t.status] = Number(t.n);
  return { requests: rows.map((r) => adminView(r.request, r, lastStaff, now)), counts };
}

async function anyRequest(db: Db, id: string) {
  const [row] = await db
    .select({ request: supportRequests, ...memberColumns })
    .from(supportRequests)
    .innerJoin(users, eq(users.id, supportRequests.userId))
    .where(eq(supportRequests.id, id))
    .limit(1);
  if (!row) throw notFound(SUPPORT_NOT_FOUND);
  return row;
}

/** One thread as staff see it: the member, the target, every message. */
export async function adminSupportThread(db: Db, id: string, now: Date): Promise<AdminSupportThreadView> {
  const row = await anyRequest(db, id);
  return { ...adminView(row.request, row, await lastStaffReplies(db, [id]), now), messages: await messagesOf(db, id) };
}

/**
 * Staff answer a thread: the reply is stored, the request is answered (its first response dated
 * once), the answer audit-logged, and the member e-mailed the reply with a link to the thread.
 */
export async function staffSupportReply(
  deps: SupportDeps,
  staff: Actor,
  id: string,
  message: string,
  now: Date,
): Promise<AdminSupportThreadView & { emailed: boolean }> {
  const { db } = deps;
  const row = await anyRequest(db, id);
  await move(db, row.request, 'staff_reply', now, async (tx, moved) => {
    await tx.insert(supportMessages).values({ requestId: moved.id, author: 'staff', authorId: staff.id, body: message, createdAt: now });
    await recordEvent(tx, {
      category: 'admin',
      action: 'support.replied',
      message: `Support request "${moved.subject}" from ${row.email} answered`,
      actor: staff,
      detail: { requestId: moved.id, priority: moved.priority, firstResponse: row.request.firstRespondedAt === null },
      at: now,
    });
  });
  const mail = supportReplyEmail({
    brand: deps.brand,
    firstName: row.firstName,
    subject: row.request.subject,
    reply: message,
    link: `${deps.siteUrl.replace(/\/$/, '')}/dashboard/support?thread=${row.request.id}`,
  });
  let emailed = false;
  try {
    await deps.mailer.send({ to: row.email, ...mail });
    emailed = true;
  } catch (error) {
    console.error('[support] reply e-mail failed', error);
    await recordEvent(db, {
      category: 'system',
      level: 'warning',
      action: 'support.mail_failed',
      message: 'A support reply could not be e-mailed to its member',
      detail: { requestId: row.request.id },
    });
  }
  return { ...(await adminSupportThread(db, id, now)), emailed };
}

/** Staff close a thread (audit-logged). */
export async function staffCloseSupport(db: Db, staff: Actor, id: string, now: Date): Promise<AdminSupportThreadView> {
  const row = await anyRequest(db, id);
  await move(db, row.request, 'close', now, async (tx, moved) => {
    await recordEvent(tx, {
      category: 'admin',
      action: 'support.closed',
      message: `Support request "${moved.subject}" from ${row.email} closed`,
      actor: staff,
      detail: { requestId: moved.id },
      at: now,
    });
  });
  return adminSupportThread(db, id, now);
}
