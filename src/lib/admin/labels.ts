/** How the admin tables name plans, people and subscription states. */
import { plans } from '~/lib/plans';
import { isLiveStatus } from '~/lib/catalogue';
import type { AdminUser } from './payloads';

/** The admin plan column: the plan's name from the catalogue (Elite shows Elite), Free for none. */
export function planLabel(isPremium: unknown): string {
  return plans.find((p) => p.key === isPremium)?.name ?? 'Free';
}

export function userDisplayName(user: Pick<AdminUser, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName]
    .map((s) => s?.trim())
    .filter(Boolean)
    .join(' ');
  return name || user.email;
}

const STATUS_LABELS: Record<string, string> = {
  active: 'Active',
  trialing: 'Trialing',
  past_due: 'Past due',
  canceled: 'Canceled',
};

/** active → Active, past_due → Past due; none → "None"; anything else is shown capitalised. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return 'None';
  const known = STATUS_LABELS[status];
  if (known) return known;
  const spaced = status.replace(/_/g, ' ');
  return spaced.charAt(0).toUpperCase() + spaced.slice(1);
}

export type StatusTone = 'good' | 'warn' | 'bad' | 'neutral';
export function statusTone(status: string | null | undefined): StatusTone {
  if (isLiveStatus(status)) return 'good';
  if (status === 'past_due') return 'warn';
  if (status === 'canceled') return 'bad';
  return 'neutral';
}

/** Subscription id column: first 8 characters. */
export const SHORT_ID_LENGTH = 8;
export function shortId(id: string | number): string {
  return String(id).slice(0, SHORT_ID_LENGTH);
}
