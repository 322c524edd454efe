import { $features } from '~/stores/features';
import { FEATURE_OFF_MESSAGES } from '~/lib/features';
import { useEffect, useId, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { $auth } from '~/stores/auth';
import { showToast } from '~/stores/toast';
import { call } from '~/lib/api';
import { Field } from '~/islands/ui/fields';
import { useMemberQuery } from '~/islands/ui/useMemberQuery';
import { COPY_FEEDBACK_MS, referralLink, referralRoutes } from '~/lib/referral';
import { playConfetti } from './confetti';

const SIGN_IN_URL = '/api/login?next=/refer';

const iconProps = { fill: 'none', stroke: 'currentColor', strokeWidth: 2, strokeLinecap: 'round', strokeLinejoin: 'round', 'aria-hidden': true } as const;
const CopyIcon = () => (
  <svg viewBox="0 0 24 24" className="h-4 w-4" {...iconProps}>
    <rect x="9" y="9" width="12" height="12" rx="2" />
    <path d="M5 15H4a1 1 0 0 1-1-1V4a1 1 0 0 1 1-1h10a1 1 0 0 1 1 1v1" />
  </svg>
);
const CheckIcon = () => (
  <svg viewBox="0 0 24 24" className="h-4 w-4" {...iconProps}>
    <path d="M20 6 9 17l-5-5" />
  </svg>
);

function Loading({ label }: { label: string }) {
  return (
    <div aria-busy="true" className="flex items-center gap-2 py-4 text-brand-700 dark:text-brand-100" data-testid="referral-loading">
      <span className="spinner" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}

/** The referral code box of /refer: signed out, signed in without a code, signed in with a code. */
export default function ReferralCode() {
  // Hydrate with the store's initial (loading) value, as the server rendered it.
  const auth = useStore($auth, { ssr: 'initial' });
  const userId = auth.user?.id ?? null;
  const features = useStore($features, { ssr: 'initial' });
  const [generating, setGenerating] = useState(false);
  const [copied, setCopied] = useState(false);
  const copyTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const linkId = useId();
  const linkInput = useRef<HTMLInputElement>(null);

  // The code is fetched only for signed-in users; a failure is logged only (and shows no code).
  // Asked only once the flags say the programme is on: a paused one answers 404. Not a member
  // room (no MemberGate): a refusal is a failure like any other.
  const referralsOn = features === null ? null : features.referralSystem !== false;
  const query = useMemberQuery(referralRoutes.code, userId && referralsOn ? {} : null, 'Could not load the referral code.');
  const code = query.data?.referralCode?.trim() || null;
  useEffect(() => {
    if (query.error) console.warn('Could not load the referral code:', query.error);
  }, [query.error]);

  useEffect(() => () => clearTimeout(copyTimer.current), []);

  async function generate() {
    setGenerating(true);
    try {
      const body = await call(referralRoutes.generate);
      const generated = body.referralCode?.trim();
      if (!generated) throw new Error('No referral code in the answer');
      query.setData({ referralCode: generated });
      showToast({
        title: 'Referral Code Generated!',
        description: 'Share this code with friends for a 10% discount on their subscription!',
      });
      playConfetti();
    } catch {
      showToast({ title: 'Error Generating Code', description: 'Please try again later', variant: 'destructive' });
    } finally {
      setGenerating(false);
    }
  }

  async function copy(link: string) {
    let ok = false;
    try {
      await navigator.clipboard.writeText(link);
      ok = true;
    } catch {
      // Older browsers or a denied permission: copy the selected field instead.
      const input = linkInput.current;
      if (input) {
        input.select();
        try {
          ok = document.execCommand('copy');
        } catch {
          ok = false;
        }
      }
    }
    if (!ok) {
      linkInput.current?.select();
      showToast({ title: 'Copy Failed', description: 'Select the link and copy it yourself', variant: 'destructive' });
      return;
    }
    showToast({ title: 'Copied!', description: 'Referral link copied to clipboard' });
    setCopied(true);
    clearTimeout(copyTimer.current);
    copyTimer.current = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
  }

  if (features?.referralSystem === false)
    return (
      <p role="status" data-testid="referrals-paused" className="rounded-lg bg-amber-50 p-4 text-amber-900 dark:bg-amber-950 dark:text-amber-100">
        {FEATURE_OFF_MESSAGES.referralSystem}
      </p>
    );

  if (auth.status === 'loading') return <Loading label="Loading your referral code" />;

  if (!auth.user) {
    return (
      <div data-testid="referral-signed-out">
        <p className="muted">Sign in to get your personal referral code and start earning rewards.</p>
        <button type="button" className="btn-primary mt-4" onClick={() => window.location.assign(SIGN_IN_URL)}>
          Sign In
        </button>
      </div>
    );
  }

  if (query.data === undefined && !query.error) return <Loading label="Loading your referral code" />;

  if (!code) {
    return (
      <div data-testid="referral-no-code">
        <p className="muted">You don't have a referral code yet. Generate one to start sharing.</p>
        <button type="button" className="btn-primary mt-4" onClick={generate} disabled={generating} aria-busy={generating}>
          {generating && <span className="spinner" aria-hidden="true" />}
          {generating ? 'Generating...' : 'Generate Referral Code'}
        </button>
      </div>
    );
  }

  const link = referralLink(window.location.origin, code);
  return (
    <div data-testid="referral-with-code">
      <p className="label">Your referral code</p>
      <p
        className="inline-block rounded-lg bg-brand-50 px-4 py-2 font-mono text-2xl font-bold tracking-wider text-brand-800 dark:bg-brand-900 dark:text-brand-100"
        data-testid="referral-code"
      >
        {code}
      </p>
      <Field id={linkId} label="Your referral link" className="mt-4">
        {(control) => (
          <div className="mt-1 flex flex-col gap-2 sm:flex-row">
            <input ref={linkInput} {...control} className="input font-mono" type="text" readOnly value={link} onFocus={(e) => e.currentTarget.select()} />
            <button type="button" className="btn-secondary shrink-0" onClick={() => copy(link)}>
              {copied ? <CheckIcon /> : <CopyIcon />}
              {copied ? 'Copied' : 'Copy Link'}
            </button>
          </div>
        )}
      </Field>
    </div>
  );
}
