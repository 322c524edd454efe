import { useEffect, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $auth } from '../../stores/auth';
import { getJson } from '../../lib/api';
import { REWARD_QUALIFYING_DAYS } from '../../lib/referral';
import type { MyReferrals as Answer } from '../../lib/schemas/referrals';

const STATE_TEXT: Record<Answer['referrals'][number]['state'], string> = {
  pending: `Subscribed: counts after ${REWARD_QUALIFYING_DAYS} days`,
  qualified: 'Counts toward your rewards',
  rewarded: 'Rewarded',
  void: 'Canceled: does not count',
};

/** For a signed-in member: the friends who subscribed with their code. Nothing for visitors. */
export default function MyReferrals() {
  const auth = useStore($auth);
  const [data, setData] = useState<Answer | null>(null);
  const userId = auth.user?.id;

  useEffect(() => {
    if (!userId) return;
    getJson<Answer>('/api/referrals')
      .then(setData)
      .catch(() => setData(null));
  }, [userId]);

  if (!userId || !data) return null;
  return (
    <div className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-700" data-testid="my-referrals">
      <h3 className="text-lg font-semibold">Your referrals</h3>
      {data.referrals.length === 0 ? (
        <p className="mt-1 text-sm muted">No friend has subscribed with your code yet. Share your link or send an invitation below.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-700">
          {data.referrals.map((r, i) => (
            <li key={i} className="flex justify-between gap-4 py-2">
              <span className="font-medium">{r.friend}</span>
              <span className="muted">{STATE_TEXT[r.state]}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
