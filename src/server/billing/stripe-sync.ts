import Stripe from 'stripe';
import { BILLING_CYCLES, type BillingCycle, type PlanKey } from '~/lib/catalogue';
import { plans as catalogPlans, priceFor, type Plan } from '~/lib/plans';
import { priceLookupKey, stripeInterval } from './stripe-provider';

export interface PriceSyncResult {
  plan: PlanKey;
  cycle: BillingCycle;
  lookupKey: string;
  amountCents: number;
  /** kept: Stripe already has this price; created: a new price (the old one, if any, loses the key). */
  action: 'kept' | 'created';
  priceId: string;
}

const productId = (plan: PlanKey) => `careerpivot_${plan}`;

/**
 * Makes Stripe's prices match the plans collection: one product per plan, one recurring price
 * per plan and cycle, found by lookup key. A changed amount creates a new price and moves the
 * lookup key to it (Stripe prices are immutable); existing subscribers keep their old price.
 */
export async function syncStripePrices(client: Stripe, plans: readonly Plan[] = catalogPlans): Promise<PriceSyncResult[]> {
  const results: PriceSyncResult[] = [];
  for (const plan of plans) {
    const product = await client.products.retrieve(productId(plan.key)).catch(async (error: unknown) => {
      if (!(error instanceof Stripe.errors.StripeError) || error.statusCode !== 404) throw error;
      return client.products.create({ id: productId(plan.key), name: plan.title, description: plan.description, metadata: { plan: plan.key } });
    });
    for (const cycle of BILLING_CYCLES) {
      const lookupKey = priceLookupKey(plan.key, cycle);
      const amountCents = priceFor(plan, cycle) * 100;
      const [existing] = (await client.prices.list({ lookup_keys: [lookupKey], active: true, limit: 1 })).data;
      if (existing && existing.unit_amount === amountCents && existing.recurring?.interval === stripeInterval(cycle) && existing.currency === 'usd') {
        results.push({ plan: plan.key, cycle, lookupKey, amountCents, action: 'kept', priceId: existing.id });
        continue;
      }
      const created = await client.prices.create({
        product: product.id,
        currency: 'usd',
        unit_amount: amountCents,
        recurring: { interval: stripeInterval(cycle) },
        lookup_key: lookupKey,
        transfer_lookup_key: true,
        metadata: { plan: plan.key, cycle },
      });
      results.push({ plan: plan.key, cycle, lookupKey, amountCents, action: 'created', priceId: created.id });
    }
  }
  return results;
}
