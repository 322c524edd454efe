import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStore } from '@nanostores/react';
import { $auth } from '~/stores/auth';
import { $premiumPreview, setPremiumPreview } from '~/stores/preview';
import { showToast, showToastAfterNavigation } from '~/stores/toast';
import type { CurrentUser } from '~/lib/access';
import { ADMIN_TABS, isAdminTab, nextTabIndex, type AdminTab } from '~/lib/admin/tabs';
import { adminRoutes } from '~/lib/admin/routes';
import { LoadingText, Switch, useAdminQuery } from './ui';
import DashboardTab from './DashboardTab';
import UsersTab from './UsersTab';
import SubscriptionsTab from './SubscriptionsTab';
import ContentTab from './ContentTab';
import type { ContentCounts } from '~/lib/admin/content';
import DatabaseTab from './DatabaseTab';
import SystemTab from './SystemTab';
import EliteTab from './EliteTab';
import { STAFF_TWO_FACTOR_MESSAGE } from '~/lib/account-rules';
import { ADMIN_ADDRESS_REFUSED } from '~/lib/admin/ip-restriction';

export const LOADING_TEXT = 'Loading admin dashboard...';
const LOGIN_PATH = '/login?next=/admin';

/**
 * The page's guard: signed out goes to sign in, a non-admin is told "Access Denied" and sent home.
 * It is the user-facing behaviour only: every /api/admin/* call is checked on the server (401, 403).
 */
export default function AdminApp({ contentCounts }: { contentCounts: ContentCounts }) {
  const auth = useStore($auth);
  const user = auth.user;
  const signedOut = auth.status === 'ready' && !user;
  const denied = auth.status === 'ready' && !!user && user.role !== 'admin';

  useEffect(() => {
    // replace(): Back from /login or / must not land on this redirect again.
    if (signedOut) {
      window.location.replace(LOGIN_PATH);
    } else if (denied) {
      showToastAfterNavigation({
        title: 'Access Denied',
        description: "You don't have permission to access the admin area",
        variant: 'destructive',
      });
      window.location.replace('/');
    }
  }, [signedOut, denied]);

  if (!user || user.role !== 'admin') return <LoadingText>{LOADING_TEXT}</LoadingText>;
  return <AdminCenter user={user} contentCounts={contentCounts} />;
}

function initialTab(): AdminTab {
  const hash = window.location.hash.slice(1);
  return isAdminTab(hash) ? hash : 'dashboard';
}

function AdminCenter({ user, contentCounts }: { user: CurrentUser; contentCounts: ContentCounts }) {
  const [tab, setTab] = useState<AdminTab>(initialTab);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const stats = useAdminQuery(adminRoutes.stats);

  // A link to /admin#users (or Back/Forward between hashes) opens that tab.
  useEffect(() => {
    const onHash = () => {
      const hash = window.location.hash.slice(1);
      setTab(isAdminTab(hash) ? hash : 'dashboard');
    };
    window.addEventListener('hashchange', onHash);
    return () => window.removeEventListener('hashchange', onHash);
  }, []);

  const select = (next: AdminTab, focus = false) => {
    setTab(next);
    // The tab survives a reload; the dashboard is the plain URL.
    const url = next === 'dashboard' ? window.location.pathname + window.location.search : `#${next}`;
    window.history.replaceState(null, '', url);
    if (focus) tabRefs.current[ADMIN_TABS.findIndex((t) => t.key === next)]?.focus();
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    const current = ADMIN_TABS.findIndex((t) => t.key === tab);
    const next = nextTabIndex(current, e.key, ADMIN_TABS.length);
    if (next === null) return;
    e.preventDefault();
    select(ADMIN_TABS[next]!.key, true);
  };

  const name = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

  // The IP restriction: from an address outside its list every admin call is a 403, and the page
  // turns the admin away as it does a member (spec: "Access Denied", then home).
  if (stats.status === 'error' && stats.error.includes(ADMIN_ADDRESS_REFUSED)) return <AddressRefused message={stats.error.replace(/^\d{3}: /, '')} />;

  // The System tab can require staff to turn on a second factor first: every admin call says so.
  if (stats.status === 'error' && stats.error?.includes(STAFF_TWO_FACTOR_MESSAGE)) {
    return (
      <div role="alert" className="card max-w-xl">
        <h2 className="text-xl font-bold">Two-factor sign-in required</h2>
        <p className="mt-2">{STAFF_TWO_FACTOR_MESSAGE}</p>
        <a href="/account#security" className="btn-primary mt-4 inline-flex">
          Open account security
        </a>
      </div>
    );
  }

  return (
    <div>
      {/* Left-aligned, so the Daily Insight panel on the right edge does not cover the switch. */}
      <div className="mb-6 flex flex-col items-start gap-4">
        <p className="muted">Signed in as {name}</p>
        <PremiumPreviewSwitch />
      </div>

      {/* Wraps rather than scrolls: on a phone every section stays in sight, the current one marked. */}
      <div role="tablist" aria-label="Admin sections" className="mb-6 flex flex-wrap gap-1 border-b border-slate-200 dark:border-slate-700">
        {ADMIN_TABS.map((t, i) => {
          const selected = t.key === tab;
          return (
            <button
              key={t.key}
              ref={(el) => {
                tabRefs.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`admin-tab-${t.key}`}
              aria-selected={selected}
              aria-controls={selected ? `admin-panel-${t.key}` : undefined}
              tabIndex={selected ? 0 : -1}
              onClick={() => select(t.key)}
              onKeyDown={onKeyDown}
              className={`-mb-px whitespace-nowrap border-b-2 px-4 py-2 text-sm font-semibold transition-colors ${
                selected
                  ? 'border-brand-700 text-brand-700 dark:border-brand-100 dark:text-brand-100'
                  : 'border-transparent text-slate-700 hover:text-slate-900 dark:text-slate-300 dark:hover:text-white'
              }`}
            >
              {t.label}
            </button>
          );
        })}
      </div>

      <div role="tabpanel" id={`admin-panel-${tab}`} aria-labelledby={`admin-tab-${tab}`} tabIndex={0} className="outline-none focus-visible:outline-2">
        {/* Only the active panel is mounted, so users and subscriptions load only while their tab is active. */}
        {tab === 'dashboard' && <DashboardTab stats={stats} onNavigate={(t) => select(t, true)} />}
        {tab === 'users' && <UsersTab />}
        {tab === 'subscriptions' && <SubscriptionsTab stats={stats} />}
        {tab === 'content' && <ContentTab counts={contentCounts} />}
        {tab === 'database' && <DatabaseTab onNavigate={(t) => select(t, true)} />}
        {tab === 'elite' && <EliteTab />}
        {tab === 'system' && <SystemTab />}
      </div>
    </div>
  );
}

function AddressRefused({ message }: { message: string }) {
  useEffect(() => {
    showToastAfterNavigation({ title: 'Access Denied', description: message, variant: 'destructive' });
    window.location.replace('/');
  }, [message]);
  return (
    <div role="alert" className="card max-w-xl">
      <h2 className="text-xl font-bold">Access Denied</h2>
      <p className="mt-2">{message}</p>
    </div>
  );
}

/** Admins only: view the site as a premium member for this browser session (decision 0010: the view, never the rights). */
function PremiumPreviewSwitch() {
  const on = useStore($premiumPreview);
  const change = (next: boolean) => {
    setPremiumPreview(next);
    if (next) {
      showToastAfterNavigation({ title: 'Premium Preview Activated', description: 'You are now seeing the site as a premium member.' });
      window.location.assign('/');
    } else {
      showToast({ title: 'Premium Preview Deactivated', description: 'You are seeing the site with your admin access again.' });
    }
  };
  return (
    <div className="card w-full p-4 sm:w-80">
      <Switch id="premium-preview" label="Premium Preview" description="See the site as a premium member during this session." checked={on} onChange={change} />
    </div>
  );
}
