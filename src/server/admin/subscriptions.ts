import { and, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { RENEWAL_GRACE_HOURS } from '~/lib/catalogue';
import { SUBSCRIPTIONS_CSV_HEADER, subscriptionCsvRow } from '~/lib/admin/csv';
import type { AdminSubscription } from '~/lib/admin/payloads';
import type { AdminSubscriptionQuery } from '~/lib/admin/filters';
import { olderThan } from '~/server/db/keyset';
import { pagedCsvStream } from '~/server/http/csv-stream';
import type { Db } from '~/server/db/client';
import { subscriptions, users } from '~/server/db/schema';
import { nextBillingDate } from './revenue';

/**
 * The catalogue's access rule (`accessEndsAt`) in SQL, so counts and revenue are computed by the
 * database over every row: a trial until its trial end, a cancelling subscription until its
 * period end, a renewing one until a grace after it.
 */
export function liveAt(now: Date): SQL {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`(
    (${subscriptions.status} = 'trialing' and coalesce(${subscriptions.trialEndsAt}, ${subscriptions.currentPeriodEnd}) > ${at})
    or (${subscriptions.status} = 'active' and ${subscriptions.cancelAtPeriodEnd} and ${subscriptions.currentPeriodEnd} > ${at})
    or (${subscriptions.status} = 'active' and not ${subscriptions.cancelAtPeriodEnd}
        and ${subscriptions.currentPeriodEnd} + make_interval(hours => ${RENEWAL_GRACE_HOURS}) > ${at})
  )`;
}

export interface SubscriptionTotals {
  /**
   * Monthly recurring revenue in dollars, to the cent: paying (active, live) subscriptions at their
   * list price, annual ones / 12. Trials and past-due subscriptions add nothing; test-mode rows
   * count like any other; discounts and reward credit are not deducted (the counts below say how
   * many of each there are, so the screen can say what the figure holds).
   */
  mrr: number;
  /** Paying: active and live; the subscriptions MRR is made of. */
  active: number;
  /** Of those, made in test mode (no money moved). */
  activeTest: number;
  /** Of those, with a friend discount, a reward discount or reward credit on record. */
  activeDiscounted: number;
  /** Live subscriptions (trials included) made in test mode. */
  liveTest: number;
  trialing: number;
  pastDue: number;
  canceled: number;
  /** Live subscriptions per plan (trials included). */
  live: { pivot: number; premium: number; elite: number; total: number };
}

/** One query for the revenue and count cards of the Dashboard and Subscriptions tabs. */
export async function subscriptionTotals(db: Db, now: Date): Promise<SubscriptionTotals> {
  const live = liveAt(now);
  const paying = sql`(${subscriptions.status} = 'active' and ${live})`;
  const [row] = await db
    .select({
      mrrCents: sql<string>`coalesce(sum(case when ${subscriptions.interval} = 'annual' then ${subscriptions.amountCents} / 12.0 else ${subscriptions.amountCents} end) filter (where ${paying}), 0)`,
      active: sql<number>`count(*) filter (where ${paying})::int`,
      activeTest: sql<number>`count(*) filter (where ${paying} and ${subscriptions.isTest})::int`,
      activeDiscounted: sql<number>`count(*) filter (where ${paying} and (jsonb_typeof(${subscriptions.discount}) = 'object'
        or ${subscriptions.rewardCreditCents} > 0 or ${subscriptions.rewardDiscounts} <> '[]'::jsonb))::int`,
      liveTest: sql<number>`count(*) filter (where ${live} and ${subscriptions.isTest})::int`,
      trialing: sql<number>`count(*) filter (where ${subscriptions.status} = 'trialing' and ${live})::int`,
      pastDue: sql<number>`count(*) filter (where ${subscriptions.status} = 'past_due')::int`,
      canceled: sql<number>`count(*) filter (where ${subscriptions.status} = 'canceled')::int`,
      pivot: sql<number>`count(*) filter (where ${live} and ${subscriptions.plan} = 'pivot')::int`,
      premium: sql<number>`count(*) filter (where ${live} and ${subscriptions.plan} = 'premium')::int`,
      elite: sql<number>`count(*) filter (where ${live} and ${subscriptions.plan} = 'elite')::int`,
    })
    .from(subscriptions);
  const r = row!;
  return {
    mrr: Math.round(Number(r.mrrCents)) / 100,
    active: r.active,
    activeTest: r.activeTest,
    activeDiscounted: r.activeDiscounted,
    liveTest: r.liveTest,
    trialing: r.trialing,
    pastDue: r.pastDue,
    canceled: r.canceled,
    live: { pivot: r.pivot, premium: r.premium, elite: r.elite, total: r.pivot + r.premium + r.elite },
  };
}

const escapeLike = (q: string) => q.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The search and status filter of the Subscriptions tab, in SQL: the fields `filterSubscriptions` searches in the browser. */
function filterOf(query: AdminSubscriptionQuery): SQL | undefined {
  const parts: SQL[] = [];
  if (query.status) parts.push(eq(subscriptions.status, query.status));
  const q = query.q?.trim();
  if (q) {
    const pattern = `%${escapeLike(q)}%`;
    parts.push(
      or(
        ilike(sql`${subscriptions.id}::text`, pattern),
        ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
        ilike(subscriptions.plan, pattern),
        ilike(subscriptions.status, pattern),
        ilike(subscriptions.interval, pattern),
      )!,
    );
  }
  return parts.length ? and(...parts) : undefined;
}

const columns = {
  id: subscriptions.id,
  first: users.firstName,
  last: users.lastName,
  plan: subscriptions.plan,
  status: subscriptions.status,
  interval: subscriptions.interval,
  amountCents: subscriptions.amountCents,
  periodEnd: subscriptions.currentPeriodEnd,
  cancelAtPeriodEnd: subscriptions.cancelAtPeriodEnd,
  trialEndsAt: subscriptions.trialEndsAt,
  createdAt: subscriptions.createdAt,
};
type Row = {
  [K in keyof typeof columns]: (typeof columns)[K]['_']['notNull'] extends true ? (typeof columns)[K]['_']['data'] : (typeof columns)[K]['_']['data'] | null;
};

function record(r: Row): AdminSubscription {
  return {
    id: r.id,
    userName: `${r.first} ${r.last}`,
    plan: r.plan,
    status: r.status,
    interval: r.interval,
    amount: r.amountCents / 100,
    nextBillingDate: nextBillingDate({ ...r, currentPeriodEnd: r.periodEnd })?.toISOString() ?? null,
  };
}

/** GET /api/admin/subscriptions: newest first, filtered in the database. */
export async function adminSubscriptionList(db: Db, query: AdminSubscriptionQuery = {}): Promise<AdminSubscription[]> {
  const rows = await db
    .select(columns)
    .from(subscriptions)
    .innerJoin(users, eq(users.id, subscriptions.userId))
    .where(filterOf(query))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id));
  return rows.map(record);
}

const PAGE = 500;

/** The same rows as CSV, streamed a page at a time (keyset on created_at, id). */
export function subscriptionsCsvStream(db: Db, query: AdminSubscriptionQuery = {}): ReadableStream<Uint8Array> {
  return pagedCsvStream<{ at: Date; id: string }>(SUBSCRIPTIONS_CSV_HEADER, async (after) => {
    const rows = await db
      .select(columns)
      .from(subscriptions)
      .innerJoin(users, eq(users.id, subscriptions.userId))
      .where(and(filterOf(query), olderThan(subscriptions.createdAt, subscriptions.id, after)))
      .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
      .limit(PAGE);
    const last = rows.at(-1);
    return { rows: rows.map((r) => subscriptionCsvRow(record(r))), next: rows.length === PAGE && last ? { at: last.createdAt, id: last.id } : null };
  });
}
