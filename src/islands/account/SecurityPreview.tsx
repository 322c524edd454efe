import { useCallback, useEffect, useState } from 'react';
import { getJson } from '../../lib/api';
import type { AccountView } from '../../lib/schemas/account';
import SecuritySection from './SecuritySection';

/**
 * TEMPORARY (issue 16, until /account is merged): shows the security section on its own page,
 * filling AccountView.twoFactor from GET /api/account/two-factor/totp. Remove with
 * src/pages/security-preview.astro once /account slots SecuritySection in.
 */
export default function SecurityPreview() {
  const [account, setAccount] = useState<AccountView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const load = useCallback(() => {
    getJson<AccountView['twoFactor']>('/api/account/two-factor/totp').then(
      (twoFactor) =>
        setAccount({
          profile: { firstName: '', lastName: '', email: '', createdAt: '' },
          emailVerified: true,
          pendingEmail: null,
          plan: { key: false, name: null, status: null, currentPeriodEnd: null, cancelAtPeriodEnd: false },
          sessions: [],
          twoFactor,
        }),
      () => setError('Sign in to see this page.'),
    );
  }, []);
  useEffect(load, [load]);
  if (error) return <p role="alert">{error}</p>;
  if (!account) return <p className="muted">Loading...</p>;
  return <SecuritySection account={account} reload={load} />;
}
