import { useCallback, useEffect, useRef } from 'react';
import { MemberGate } from '~/islands/member/MemberGate';
import { InlineError } from '~/islands/ui/InlineError';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import type { CurrentUser } from '~/lib/access';
import { accountRoutes } from '~/lib/account';
import type { AccountSectionProps } from './section-props';
import ProfileSection from './ProfileSection';
import EmailSection from './EmailSection';
import PasswordSection from './PasswordSection';
import PlanSection from './PlanSection';
import SessionsSection from './SessionsSection';
import SecuritySection from './SecuritySection';
import DataSection from './DataSection';
import EmailPreferencesSection from './EmailPreferencesSection';

export default function AccountPage() {
  return (
    <MemberGate tool="account" pitch="Your name, e-mail address, password, plan and signed-in devices.">
      {(user) => <Account user={user} />}
    </MemberGate>
  );
}

function Account({ user }: { user: CurrentUser }) {
  const { data: account, error, loading, reload: load } = useMemberQuery(accountRoutes.view, {}, 'Your account could not be loaded.');
  // The sections await the reload after a change (the form stays busy until the new view is in):
  // each waiting section is let go once that load has ended, answered or failed.
  const waiting = useRef<(() => void)[]>([]);
  useEffect(() => {
    if (!loading) for (const done of waiting.current.splice(0)) done();
  }, [loading]);
  const reload = useCallback(
    () =>
      new Promise<void>((resolve) => {
        waiting.current.push(resolve);
        load();
      }),
    [load],
  );

  if (error && !account) return <InlineError message={error} onRetry={load} />;
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
      {error && <InlineError message={error} onRetry={load} />}
      <ProfileSection {...props} />
      <EmailSection {...props} />
      <EmailPreferencesSection verified={account.emailVerified} />
      <PasswordSection {...props} />
      <PlanSection {...props} />
      <SessionsSection {...props} />
      <SecuritySection {...props} />
      <DataSection view={account} reload={reload} />
    </div>
  );
}
