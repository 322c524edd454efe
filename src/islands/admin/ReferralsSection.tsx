import { useState } from 'react';
import { formatDate } from '~/lib/admin/format';
import type { AdminReferrals } from '~/lib/admin/payloads';
import { adminRoutes } from '~/lib/admin/routes';
import { apiErrorMessage, call } from '~/lib/api';
import { showToast } from '~/stores/toast';
import { ConfirmDialog } from '~/islands/ui/ConfirmDialog';
import { Badge, InlineError, LoadingText, tableCls, tableFrame, tableWrap, td, th, useAdminQuery } from './ui';

const STATE_LABEL: Record<AdminReferrals['referrals'][number]['state'], { label: string; tone: 'good' | 'warn' | 'bad' | 'neutral' }> = {
  pending: { label: 'Pending (30 days)', tone: 'warn' },
  qualified: { label: 'Qualified', tone: 'good' },
  rewarded: { label: 'Rewarded', tone: 'good' },
  void: { label: 'Void', tone: 'bad' },
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

function referralCounts(data: AdminReferrals): string {
  const referrals = (...states: string[]) => data.referrals.filter((r) => states.includes(r.state)).length;
  const rewards = (state: string) => data.rewards.filter((r) => r.state === state).length;
  return [
    `${plural(data.codes, 'referral code')} given out`,
    `${referrals('pending')} pending`,
    `${referrals('qualified', 'rewarded')} qualified`,
    `${plural(rewards('applied'), 'reward')} applied`,
    `${rewards('waiting')} waiting for a subscription`,
  ].join(' · ');
}

/** Share & Save for staff: who referred whom, where each referral stands, and Void for fraud. */
export default function ReferralsSection() {
  const query = useAdminQuery(adminRoutes.referrals);
  const [confirm, setConfirm] = useState<AdminReferrals['referrals'][number] | null>(null);
  const [busy, setBusy] = useState(false);

  async function voidIt(id: string) {
    setBusy(true);
    try {
      await call(adminRoutes.voidReferral, { body: { id } });
      showToast({ title: 'Referral voided', description: 'It no longer counts toward any reward.' });
      query.reload();
    } catch (error) {
      showToast({ title: 'Referral not voided', description: apiErrorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setBusy(false);
      setConfirm(null);
    }
  }

  return (
    <section className="space-y-4" aria-labelledby="referrals-title">
      <h3 id="referrals-title" className="text-xl font-semibold">
        Referrals
      </h3>
      {query.status === 'error' && <InlineError message={query.error} onRetry={query.reload} />}
      {(query.status === 'loading' || query.status === 'idle') && <LoadingText>Loading referrals...</LoadingText>}
      {query.status === 'success' && (
        <>
          <p className="text-sm muted" data-testid="referral-counts">
            {referralCounts(query.data)}
          </p>
          <div className={tableWrap} {...tableFrame('Referrals')}>
            <table className={tableCls}>
              <caption className="sr-only">Referrals</caption>
              <thead className="bg-slate-50 dark:bg-slate-800">
                <tr>
                  <th scope="col" className={th}>
                    Code
                  </th>
                  <th scope="col" className={th}>
                    Referrer
                  </th>
                  <th scope="col" className={th}>
                    Friend
                  </th>
                  <th scope="col" className={th}>
                    State
                  </th>
                  <th scope="col" className={th}>
                    Since
                  </th>
                  <th scope="col" className={th}>
                    <span className="sr-only">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                {query.data.referrals.length === 0 ? (
                  <tr>
                    <td colSpan={6} className={`${td} text-center muted`}>
                      No referrals yet. They appear when a friend subscribes with a member&apos;s code.
                    </td>
                  </tr>
                ) : (
                  query.data.referrals.map((r) => (
                    <tr key={r.id}>
                      <td className={`${td} font-mono text-xs`}>{r.code}</td>
                      <td className={td}>
                        {r.referrer.name}
                        <span className="block text-xs muted">{r.referrer.email}</span>
                      </td>
                      <td className={td}>
                        {r.referred.name}
                        <span className="block text-xs muted">{r.referred.email}</span>
                      </td>
                      <td className={td}>
                        <Badge tone={STATE_LABEL[r.state].tone}>{STATE_LABEL[r.state].label}</Badge>
                      </td>
                      <td className={`${td} whitespace-nowrap`}>{formatDate(r.createdAt)}</td>
                      <td className={td}>
                        {(r.state === 'pending' || r.state === 'qualified') && (
                          <button type="button" className="btn-ghost px-2 text-red-700 dark:text-red-300" onClick={() => setConfirm(r)}>
                            Void<span className="sr-only"> the referral of {r.referred.name}</span>
                          </button>
                        )}
                      </td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
          <h4 id="referral-rewards-title" className="pt-2 text-lg font-semibold">
            Rewards granted
          </h4>
          <div className={tableWrap} {...tableFrame('Rewards granted')}>
            <table className={tableCls} aria-labelledby="referral-rewards-title">
              <thead className="bg-slate-50 dark:bg-slate-800">
                <tr>
                  <th scope="col" className={th}>
                    Referrer
                  </th>
                  <th scope="col" className={th}>
                    Tier
                  </th>
                  <th scope="col" className={th}>
                    Reward
                  </th>
                  <th scope="col" className={th}>
                    State
                  </th>
                  <th scope="col" className={th}>
                    Granted
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
                {query.data.rewards.length === 0 ? (
                  <tr>
                    <td colSpan={5} className={`${td} text-center muted`}>
                      No rewards granted yet. The daily job grants a tier once a referrer&apos;s friends have stayed 30 days.
                    </td>
                  </tr>
                ) : (
                  query.data.rewards.map((r) => (
                    <tr key={r.id}>
                      <td className={td}>
                        {r.referrer.name}
                        <span className="block text-xs muted">{r.referrer.email}</span>
                      </td>
                      <td className={`${td} whitespace-nowrap`}>{r.tier}</td>
                      <td className={td}>{r.reward}</td>
                      <td className={td}>
                        <Badge tone={r.state === 'applied' ? 'good' : 'warn'}>{r.state === 'applied' ? 'Applied' : 'Waiting for a subscription'}</Badge>
                      </td>
                      <td className={`${td} whitespace-nowrap`}>{formatDate(r.grantedAt)}</td>
                    </tr>
                  ))
                )}
              </tbody>
            </table>
          </div>
        </>
      )}
      {confirm && (
        <ConfirmDialog
          title="Void this referral?"
          confirmLabel="Void referral"
          cancelLabel="Keep it"
          destructive
          busy={busy}
          onConfirm={() => voidIt(confirm.id)}
          onCancel={() => setConfirm(null)}
        >
          <p>
            {confirm.referred.name} will no longer count toward {confirm.referrer.name}&apos;s rewards. The friend keeps their discount.
          </p>
        </ConfirmDialog>
      )}
    </section>
  );
}
