/**
 * TEMPORARY (issue 16, data helper): shows DataSection before the /account page exists, with an
 * AccountView made from /api/auth/user. The lead deletes this file and its page at merge.
 */
import { useEffect, useState } from 'react';
import type { CurrentUser } from '../../lib/access';
import { getJson } from '../../lib/api';
import type { AccountView } from '../../lib/schemas/account';
import DataSection from './DataSection';

export default function DataSectionPreview() {
  const [view, setView] = useState<AccountView | null>(null);
  const load = () =>
    getJson<CurrentUser>('/api/auth/user').then(
      (u) =>
        setView({
          profile: { firstName: u.firstName ?? '', lastName: u.lastName ?? '', email: u.email, createdAt: '' },
          emailVerified: false,
          pendingEmail: null,
          plan: { key: u.isPremium, name: null, status: u.subscriptionStatus, currentPeriodEnd: null, cancelAtPeriodEnd: false },
          sessions: [],
          twoFactor: { totp: false, recoveryCodesLeft: 0, passkeys: [] },
        }),
      () => window.location.assign('/login?next=/account-data-preview'),
    );
  useEffect(() => void load(), []);
  return view ? <DataSection view={view} reload={load} /> : <p className="muted">Loading...</p>;
}
