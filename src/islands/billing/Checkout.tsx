import { useState } from 'react';
import { showToast } from '../../stores/toast';
import { CHECKOUT_DELAY_MS, billingOrDefault, planOrDefault } from '../../lib/plans';
import { rememberedReferral, successUrl } from '../../lib/checkout';
import { OrderSummary } from './OrderSummary';

/**
 * Order summary and payment start. With no payment key configured this is the labelled
 * test mode of decisions.md: the spec's 1.5 s wait, then the success page.
 */
export default function Checkout() {
  const [{ plan, billing, referral }] = useState(() => {
    const params = new URLSearchParams(window.location.search);
    return {
      plan: planOrDefault(params.get('plan')),
      billing: billingOrDefault(params.get('billing')),
      referral: rememberedReferral(),
    };
  });
  const [processing, setProcessing] = useState(false);

  async function startCheckout() {
    setProcessing(true);
    try {
      await new Promise((resolve) => setTimeout(resolve, CHECKOUT_DELAY_MS));
      window.location.assign(successUrl(plan.key));
    } catch (error) {
      setProcessing(false);
      showToast({
        title: 'Checkout Failed',
        description: error instanceof Error && error.message ? error.message : 'An error occurred during checkout. Please try again.',
        variant: 'destructive',
      });
    }
  }

  return <OrderSummary plan={plan} billing={billing} referral={referral} processing={processing} onContinue={startCheckout} />;
}
