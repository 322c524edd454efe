import { and, eq, inArray } from 'drizzle-orm';
import { effectivePlan, planAllows } from '~/lib/access';
import type { Db } from '~/server/db/client';
import { savedSearchMatches, savedSearches, users } from '~/server/db/schema';
import type { Mailer } from '~/server/mail/mailer';
import { currentSubscription } from '~/server/billing/subscriptions';
import { savedSearchAlertEmail } from './alert-email';
import { summariseMatch } from './history';
import { savedSearchEvidence } from './saved-searches';
import { searchJobMatches } from './search';

export interface AlertDeps {
  db: Db;
  mailer: Mailer;
  siteUrl: string;
  brand: string;
}

export interface AlertRun {
  /** Saved searches run. */
  checked: number;
  /** E-mails sent (one per search with new matches). */
  sent: number;
}

/**
 * The daily saved-search alerts (Elite): re-runs every saved search with alerts on of a member who
 * still has Elite, and e-mails the member, once per search, the jobs it newly matches. A job is
 * claimed by inserting it into saved_search_matches (ON CONFLICT DO NOTHING): only the run whose
 * insert returned the row names it, so two runs at once announce each job exactly once. When the
 * e-mail cannot be sent the claim is released and the next run tries again.
 */
export async function sendSavedSearchAlerts(deps: AlertDeps, now: Date): Promise<AlertRun> {
  const { db } = deps;
  const rows = await db
    .select({ search: savedSearches, role: users.role, email: users.email, firstName: users.firstName })
    .from(savedSearches)
    .innerJoin(users, eq(users.id, savedSearches.userId))
    .where(eq(savedSearches.alertsOn, true));
  const elite = new Map<string, boolean>();
  const run: AlertRun = { checked: 0, sent: 0 };
  for (const { search, role, email, firstName } of rows) {
    let allowed = elite.get(search.userId);
    if (allowed === undefined) {
      allowed = planAllows(effectivePlan({ role }, await currentSubscription(db, search.userId), now), 'elite');
      elite.set(search.userId, allowed);
    }
    if (!allowed) continue;
    run.checked++;
    const evidence = await savedSearchEvidence(db, search);
    const found = await searchJobMatches(db, {
      skills: search.skills,
      location: search.location ?? null,
      filters: search.filters,
      roles: search.roles,
      evidence,
    });
    const claimed = found.length
      ? await db
          .insert(savedSearchMatches)
          .values(found.map((f) => ({ savedSearchId: search.id, jobId: f.jobId, matchPercentage: f.match.match_percentage, firstSeenAt: now, alertedAt: now })))
          .onConflictDoNothing()
          .returning({ jobId: savedSearchMatches.jobId })
      : [];
    await db.update(savedSearches).set({ lastCheckedAt: now }).where(eq(savedSearches.id, search.id));
    if (claimed.length === 0) continue;
    const mine = new Set(claimed.map((c) => c.jobId));
    const fresh = found.filter((f) => mine.has(f.jobId));
    try {
      await deps.mailer.send({
        to: email,
        ...savedSearchAlertEmail({
          brand: deps.brand,
          firstName,
          searchName: search.name,
          matches: fresh.map((f) => summariseMatch(f.match)),
          siteUrl: deps.siteUrl,
        }),
      });
      run.sent++;
    } catch (error) {
      console.error('[saved-search-alerts] could not e-mail', search.userId, error);
      await db.delete(savedSearchMatches).where(and(eq(savedSearchMatches.savedSearchId, search.id), inArray(savedSearchMatches.jobId, [...mine])));
    }
  }
  return run;
}
