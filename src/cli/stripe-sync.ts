// `npm run stripe:sync`: creates or updates the Stripe products and prices of content/plans/*.json.
import { env } from '~/server/env';
import { stripeClient } from '~/server/billing/stripe-provider';
import { syncStripePrices } from '~/server/billing/stripe-sync';

const e = env();
if (!e.STRIPE_SECRET_KEY) {
  console.error('Set STRIPE_SECRET_KEY (a test key, sk_test_…, to try it) and run again. Nothing was changed.');
  process.exit(1);
}
const results = await syncStripePrices(stripeClient({ secretKey: e.STRIPE_SECRET_KEY, apiBase: e.STRIPE_API_BASE }));
for (const r of results) {
  console.log(`${r.action === 'created' ? 'created' : 'kept   '}  ${r.lookupKey.padEnd(30)} $${(r.amountCents / 100).toFixed(2).padStart(7)}  ${r.priceId}`);
}
console.log(`${results.filter((r) => r.action === 'created').length} price(s) created, ${results.filter((r) => r.action === 'kept').length} already right.`);
