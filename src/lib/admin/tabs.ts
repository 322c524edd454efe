/** The Admin Center's tabs and their keyboard movement. */

export const ADMIN_TABS = [
  { key: 'dashboard', label: 'Dashboard' },
  { key: 'users', label: 'Users' },
  { key: 'subscriptions', label: 'Subscriptions' },
  { key: 'content', label: 'Content' },
  { key: 'database', label: 'Database' },
  { key: 'system', label: 'System' },
  // Past the spec's six: staff's side of the Elite services (issue 14).
  { key: 'elite', label: 'Elite services' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['key'];

export function isAdminTab(value: unknown): value is AdminTab {
  return typeof value === 'string' && ADMIN_TABS.some((t) => t.key === value);
}

/** Arrow-key movement in the tab list: wraps at both ends; Home/End jump. */
export function nextTabIndex(current: number, key: string, count: number): number | null {
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return (current + 1) % count;
    case 'ArrowLeft':
    case 'ArrowUp':
      return (current - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
