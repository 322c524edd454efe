/** Figures, dates and sizes as the Admin Center shows them; a missing one is "—". */
import type { AdminStats } from './payloads';
import type { StatusTone } from './labels';

export const MISSING = '—';

const isNum = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/** US dollars: whole amounts without cents ($12,450), others with two decimals ($11.20). */
export function formatMoney(n: number | null | undefined): string {
  if (!isNum(n)) return MISSING;
  const whole = Number.isInteger(n);
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(n);
}

export function formatCount(n: number | null | undefined): string {
  return isNum(n) ? new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(n) : MISSING;
}

const counted = (n: number, one: string, many = `${one}s`) => `${formatCount(n)} ${n === 1 ? one : many}`;

/**
 * What the revenue figure (Monthly Revenue, MRR) is made of, so it adds up: "4 paying subscriptions at list price, annual ÷ 12 · not counted: 1 trial, 1 past due
 * · 4 test-mode included · 1 with a discount or credit, not deducted". Undefined for an older
 * server that does not send the counts.
 */
export function revenueBasis(s: AdminStats): string | undefined {
  if (!isNum(s.activeSubscriptions)) return undefined;
  const parts = [`${counted(s.activeSubscriptions, 'paying subscription')} at list price, annual ÷ 12`];
  const left = [
    isNum(s.activeTrials) && s.activeTrials > 0 && counted(s.activeTrials, 'trial'),
    s.pastDueSubscriptions && `${formatCount(s.pastDueSubscriptions)} past due`,
  ];
  if (left.some(Boolean)) parts.push(`not counted: ${left.filter(Boolean).join(', ')}`);
  if (s.activeTestSubscriptions) parts.push(`${formatCount(s.activeTestSubscriptions)} test-mode included`);
  if (s.activeDiscountedSubscriptions) parts.push(`${formatCount(s.activeDiscountedSubscriptions)} with a discount or credit, not deducted`);
  return parts.join(' · ');
}

/** What the subscriber count holds: "4 paying + 1 in trial, any plan · 5 test-mode". */
export function subscribersBasis(s: AdminStats): string | undefined {
  if (!isNum(s.activeSubscriptions) || !isNum(s.activeTrials)) return undefined;
  const base = `${formatCount(s.activeSubscriptions)} paying + ${formatCount(s.activeTrials)} in trial, any plan`;
  return s.liveTestSubscriptions ? `${base} · ${formatCount(s.liveTestSubscriptions)} test-mode` : base;
}

/** A percent value (12.5 → "12.5%"), at most one decimal. */
export function formatPercent(n: number | null | undefined): string {
  if (!isNum(n)) return MISSING;
  return `${new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }).format(n)}%`;
}

/** A change in percent with its sign: +12.5%, -3%, 0%. */
export function formatChange(n: number | null | undefined): string {
  if (!isNum(n)) return MISSING;
  return n > 0 ? `+${formatPercent(n)}` : formatPercent(n);
}

/** "Jan 5, 2025" from an ISO date or timestamp (the calendar day in UTC). */
export function formatDate(value: string | null | undefined): string {
  if (!value) return MISSING;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return MISSING;
  return new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' }).format(d);
}

/** Timestamps in the viewer's zone ("Jan 5, 2025, 3:04 PM"); free text ("2 hours ago") as given. */
export function formatDateTime(value: string | null | undefined, timeZone?: string): string {
  if (!value) return MISSING;
  if (!/^\d{4}-\d{2}-\d{2}/.test(value)) return value;
  const d = new Date(value);
  if (Number.isNaN(d.getTime())) return value;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone }).format(d);
}

/** 1536 → "1.5 KB"; binary units. */
export function formatBytes(n: number | null | undefined): string {
  if (!isNum(n) || n < 0) return MISSING;
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = n;
  let i = 0;
  while (value >= 1024 && i < units.length - 1) {
    value /= 1024;
    i++;
  }
  const digits = i === 0 || value >= 100 ? 0 : 1;
  return `${value.toFixed(digits).replace(/\.0$/, '')} ${units[i]}`;
}

/** Colour of a database status word: ok/healthy/online good, degraded warn, down/error bad. */
export function databaseTone(status: string): StatusTone {
  const s = status.trim().toLowerCase();
  if (['ok', 'healthy', 'online', 'operational', 'connected', 'up'].includes(s)) return 'good';
  if (['degraded', 'slow', 'maintenance'].includes(s)) return 'warn';
  if (['down', 'error', 'offline', 'unavailable', 'failed'].includes(s)) return 'bad';
  return 'neutral';
}

export function capitalize(s: string | null | undefined): string {
  if (!s) return MISSING;
  return s.charAt(0).toUpperCase() + s.slice(1);
}
