import { useCallback, useEffect, useState } from 'react';
import { MemberGate, useGate } from '../member/MemberGate';
import { InlineError } from '../ui/InlineError';
import { apiErrorMessage, call } from '../../lib/api';
import type { CurrentUser } from '../../lib/access';
import { accountRoutes, type AccountView } from '../../lib/account';
import type { AccountSectionProps } from './section-props';
import ProfileSection from './ProfileSection';
import EmailSection from './EmailSection';
import PasswordSection from './PasswordSection';
import PlanSection from './PlanSection';
import SessionsSection from './SessionsSection';
import SecuritySection from './SecuritySection';
import DataSection from './DataSection';

export default function AccountPage() {
  return (
    <MemberGate tool="account" pitch="Your name, e-mail address, password, plan and signed-in devices.">
      {(user) => <Account user={user} />}
    </MemberGate>
  );
}

function Account({ user }: { user: CurrentUser }) {
  const gate = useGate();
  const [account, setAccount] = useState<AccountView | null>(null);
  const [error, setError] = useState<string | null>(null);

  const reload = useCallback(async () => {
    try {
      setAccount(await call(accountRoutes.view));
      setError(null);
    } catch (e) {
      if (!gate.denied(e)) setError(apiErrorMessage(e, 'Your account could not be loaded.'));
    }
  }, [gate]);
  useEffect(() => {
    void reload();
  }, [reload]);

  if (error && !account) return <InlineError message={error} onRetry={() => void reload()} />;
  if (!account)
    return (
      <p role="status" className="muted">
        Loading your account...
      </p>
    );
  const props: AccountSectionProps = { account, user, reload };
  return (
    <div className="space-y-8">
      <div>
        <h1 className="heading-1">Account settings</h1>
        <p className="mt-2 muted">Member since {new Date(account.profile.createdAt).toLocaleDateString('en-US', { dateStyle: 'long' })}.</p>
      </div>
      {error && <InlineError message={error} onRetry={() => void reload()} />}
      <ProfileSection {...props} />
      <EmailSection {...props} />
      <PasswordSection {...props} />
      <PlanSection {...props} />
      <SessionsSection {...props} />
      <SecuritySection {...props} />
      <DataSection view={account} reload={reload} />
    </div>
  );
}
