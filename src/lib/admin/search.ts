/** The admin tables' search box, in the browser: case-insensitive, on what each row shows. */
import { planLabel, userDisplayName } from './labels';
import type { AdminSubscription, AdminUser } from './payloads';

function matches(query: string, fields: (string | null | undefined)[]): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return fields.some((f) => f?.toLowerCase().includes(q));
}

/** Case-insensitive match on name and e-mail; an empty query keeps all. */
export function filterUsers(users: readonly AdminUser[], query: string): AdminUser[] {
  return users.filter((u) => matches(query, [userDisplayName(u), u.email, planLabel(u.isPremium), u.subscriptionStatus]));
}

/** Case-insensitive match on id, user name, plan and status; an empty query keeps all. */
export function filterSubscriptions(rows: readonly AdminSubscription[], query: string): AdminSubscription[] {
  return rows.filter((s) => matches(query, [s.id, s.userName, s.plan, s.status, s.interval]));
}
