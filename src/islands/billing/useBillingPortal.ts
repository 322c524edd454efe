import { useState } from 'react';
import { apiErrorMessage, call } from '~/lib/api';
import { billingRoutes } from '~/lib/billing';

/**
 * Manage billing: asks the server for the portal's address (Stripe's, or the test-mode page) and
 * goes there. `onError` gets the message to show when it cannot be opened; the caller chooses a
 * toast or an inline error.
 */
export function useBillingPortal(onError: (message: string) => void): { opening: boolean; open: () => Promise<void> } {
  const [opening, setOpening] = useState(false);
  async function open() {
    setOpening(true);
    try {
      const { url } = await call(billingRoutes.portal);
      window.location.assign(url);
    } catch (error) {
      setOpening(false);
      onError(apiErrorMessage(error, 'The billing page could not be opened. Please try again.'));
    }
  }
  return { opening, open };
}
