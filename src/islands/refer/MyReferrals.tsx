import { $features } from '~/stores/features';
import { useStore } from '@nanostores/react';
import { $auth } from '~/stores/auth';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { longDate } from '~/lib/billing';
import { REWARD_QUALIFYING_DAYS, referralRoutes, type MyReferrals as Answer } from '~/lib/referral';

const STATE_TEXT: Record<Answer['referrals'][number]['state'], string> = {
  pending: `Subscribed: counts after ${REWARD_QUALIFYING_DAYS} days`,
  qualified: 'Counts toward your rewards',
  rewarded: 'Rewarded',
  void: 'Canceled: does not count',
};

function progressText({ counted, next }: Answer['progress']): string {
  const counts = `${counted} referral${counted === 1 ? ' counts' : 's count'} toward your rewards.`;
  if (!next) return `${counts} You have reached every reward tier. Thank you!`;
  return `${counts} ${next.needed} more for the ${next.tier} reward: ${next.reward}.`;
}

/** For a signed-in member: the friends who subscribed with their code, and the rewards earned. Nothing for visitors. */
export default function MyReferrals() {
  const auth = useStore($auth);
  const userId = auth.user?.id;
  // 'initial' hydrates what the server drew (flags unknown), then follows the flags.
  const features = useStore($features, { ssr: 'initial' });
  const referralsOn = features !== null && features.referralSystem !== false;

  // Nothing is shown while loading or when it fails: the page stands without it.
  const { data, error } = useMemberQuery(referralRoutes.mine, userId && referralsOn ? {} : null, 'Your referrals could not be loaded.');

  if (!userId || !data || error) return null;
  return (
    <div className="mt-8 border-t border-slate-200 pt-6 dark:border-slate-700" data-testid="my-referrals">
      <h3 className="text-lg font-semibold">Your referrals</h3>
      {data.referrals.length === 0 ? (
        <p className="mt-1 text-sm muted">No friend has subscribed with your code yet. Share your link or send an invitation below.</p>
      ) : (
        <>
          <p className="mt-1 text-sm muted" data-testid="reward-progress">
            {progressText(data.progress)}
          </p>
          <ul className="mt-3 divide-y divide-slate-200 text-sm dark:divide-slate-700">
            {data.referrals.map((r, i) => (
              <li key={i} className="flex justify-between gap-4 py-2">
                <span className="font-medium">{r.friend}</span>
                <span className="muted">{STATE_TEXT[r.state]}</span>
              </li>
            ))}
          </ul>
        </>
      )}
      {data.rewards.length > 0 && (
        <div className="mt-6" data-testid="my-rewards">
          <h3 className="text-lg font-semibold">Your rewards</h3>
          <ul className="mt-3 space-y-3 text-sm">
            {data.rewards.map((r) => (
              <li key={r.tier} className="rounded-lg border border-slate-200 p-3 dark:border-slate-700">
                <p className="font-medium">
                  {r.title ? `${r.title} (${r.tier})` : r.tier}: {r.reward}
                </p>
                {r.state === 'applied' && r.appliedAt ? (
                  <p className="mt-1 muted">
                    Applied to your subscription on {longDate(r.appliedAt)}: {r.applied.join(', ')}.
                  </p>
                ) : (
                  <p className="mt-1 muted">Waiting: it applies to your subscription within a day of subscribing to a toolkit.</p>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
