import { useEffect, useRef, useState } from 'react';
import { showToast } from '~/stores/toast';
import { CHECKOUT_DELAY_MS, billingOrDefault, planOrDefault } from '~/lib/plans';
import { rememberedReferral } from '~/lib/checkout';
import { ApiError, apiErrorMessage, call } from '~/lib/api';
import { billingRoutes, type CheckoutRequest, type CheckoutTerms } from '~/lib/billing';
import { referralRoutes } from '~/lib/referral';
import { OrderSummary, type ReferralState } from './OrderSummary';

const newAttempt = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : undefined);

/**
 * Order summary and payment start. The server records the subscription: with Stripe it answers
 * a hosted checkout to go to; in the labelled test mode it records a test subscription and the
 * page keeps the spec's 1.5 s flow before the success page.
 */
export default function Checkout() {
  const [{ plan, billing }] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    return { plan: planOrDefault(params.get('plan')), billing: billingOrDefault(params.get('billing')) };
  });
  const [referral, setReferral] = useState<ReferralState>(() => {
    const code = rememberedReferral();
    return code ? { code, check: null } : null;
  });
  const [processing, setProcessing] = useState(false);
  // The payment mode and the trial checkout grants this visitor, as the server says (null until then).
  const [terms, setTerms] = useState<(CheckoutTerms & { now: Date }) | null>(null);
  // One id per press of the button: a retried request cannot make a second subscription.
  const attempt = useRef(newAttempt());

  useEffect(() => {
    call(billingRoutes.mode)
      .then((r) => setTerms({ ...r, now: new Date() }))
      .catch(() => setTerms(null));
  }, []);

  // What the remembered code gives is the server's answer, shown before anyone pays.
  const referralCode = referral?.code;
  useEffect(() => {
    if (!referralCode) return;
    call(referralRoutes.check, { query: { code: referralCode } })
      .then((check) => setReferral({ code: referralCode, check }))
      .catch(() => setReferral({ code: referralCode, check: null }));
  }, [referralCode]);

  async function startCheckout() {
    setProcessing(true);
    const started = Date.now();
    try {
      const body: CheckoutRequest = {
        plan: plan.key,
        billing,
        // The server checks the code again; one it already refused is not sent.
        ...(referral && referral.check?.valid !== false ? { ref: referral.code } : {}),
        ...(attempt.current ? { attempt: attempt.current } : {}),
      };
      const res = await call(billingRoutes.checkout, { body });
      if (res.mode === 'test') await new Promise((resolve) => setTimeout(resolve, Math.max(0, CHECKOUT_DELAY_MS - (Date.now() - started))));
      window.location.assign(res.url);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) {
        // Sign in (or sign up) first, then come straight back to this order.
        window.location.assign(`/login?next=${encodeURIComponent(window.location.pathname + window.location.search)}`);
        return;
      }
      attempt.current = newAttempt();
      setProcessing(false);
      showToast({
        title: 'Checkout Failed',
        description: apiErrorMessage(
          error,
          error instanceof Error && !(error instanceof ApiError) && error.message ? error.message : 'An error occurred during checkout. Please try again.',
        ),
        variant: 'destructive',
      });
    }
  }

  return (
    <OrderSummary
      plan={plan}
      billing={billing}
      referral={referral}
      processing={processing}
      onContinue={startCheckout}
      testMode={terms?.mode === 'test'}
      terms={terms}
    />
  );
}
