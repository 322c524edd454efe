// `npm run bench:billing`: signed Stripe webhooks and checkout against the site as `npm start`
// serves it (Stripe mode, its API answered by a local peer). Prints webhook handling latency
// (p50, p95, max, errors at 10 concurrent deliveries) and how many Stripe calls a checkout makes.
import Stripe from 'stripe';
import { startStripePeer } from '~/server/testing/stripe-peer';
import { beside, previousFigures, saveFigures } from './history';
import { startServedSite } from './served';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 900);
const CONCURRENCY = Number(process.env.BENCH_CLIENTS ?? 10);
const PORT = Number(process.env.BENCH_PORT ?? 8895);
const SECRET = 'whsec_bench_signing_secret';
const keys = ['pivot', 'premium', 'elite'].flatMap((p) => ['monthly', 'annual'].map((c) => `careerpivot_${p}_${c}`));

const peer = await startStripePeer(Object.fromEntries(keys.map((k) => [k, `price_${k}`])));
const site = await startServedSite({
  port: PORT,
  dataDir: 'test-results/bench-billing-data',
  env: { STRIPE_SECRET_KEY: 'sk_test_bench', STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_API_BASE: peer.url, SEED_JOBS: '0' },
  build: process.env.BENCH_BUILD !== '0',
});
const stripe = new Stripe('sk_test_bench');

try {
  const signup = await fetch(`${site.url}/api/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: site.url },
    body: JSON.stringify({ email: `bench-${Date.now()}@example.test`, password: 'bench password 1', firstName: 'Bench', lastName: 'Member' }),
  });
  const cookie = signup.headers
    .getSetCookie()
    .find((c) => c.startsWith('cp_session='))
    ?.split(';')[0];
  const me = (await (await fetch(`${site.url}/api/auth/user`, { headers: { cookie: cookie! } })).json()) as { id: string };

  // Checkout: Stripe calls per checkout, first (price lookup + session) and warm (session only).
  const callsPerCheckout: number[] = [];
  for (let i = 0; i < 3; i++) {
    const before = peer.calls.length;
    const res = await fetch(`${site.url}/api/checkout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: site.url, cookie: cookie! },
      body: JSON.stringify({ plan: 'premium', billing: 'annual' }),
    });
    if (!res.ok) throw new Error(`checkout answered ${res.status}: ${await res.text()}`);
    callsPerCheckout.push(peer.calls.length - before);
  }

  // Webhooks: each subscription is created, updated and paid; a tenth are delivered twice.
  const now = Math.floor(Date.now() / 1000);
  const events: object[] = [];
  for (let i = 0; events.length < EVENTS; i++) {
    const sub = (status: string) => ({
      id: `sub_bench_${i}`,
      object: 'subscription',
      status,
      customer: `cus_bench_${i}`,
      livemode: false,
      metadata: { userId: me.id },
      cancel_at_period_end: false,
      trial_end: now + 3 * 86400,
      items: {
        data: [
          {
            quantity: 1,
            current_period_start: now,
            current_period_end: now + 3 * 86400,
            price: { id: 'price_x', lookup_key: keys[i % keys.length], unit_amount: 3400, recurring: { interval: 'month' } },
          },
        ],
      },
    });
    events.push({ id: `evt_${i}_c`, object: 'event', type: 'customer.subscription.created', created: now, data: { object: sub('trialing') } });
    events.push({ id: `evt_${i}_u`, object: 'event', type: 'customer.subscription.updated', created: now + 1, data: { object: sub('active') } });
    events.push({
      id: `evt_${i}_p`,
      object: 'event',
      type: 'invoice.paid',
      created: now + 2,
      data: { object: { id: `in_${i}`, object: 'invoice', amount_paid: 3400, parent: { subscription_details: { subscription: `sub_bench_${i}` } } } },
    });
    if (i % 10 === 0) events.push(events[events.length - 1]!);
  }
  const latencies: number[] = [];
  let errors = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < events.length) {
        const payload = JSON.stringify(events[next++]);
        const signature = stripe.webhooks.generateTestHeaderString({ payload, secret: SECRET });
        const t = performance.now();
        const res = await fetch(`${site.url}/api/stripe/webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        if (res.status !== 200) errors++;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))]!;
  const figures = {
    'webhook.p50': at(0.5),
    'webhook.p95': at(0.95),
    'webhook.max': latencies[latencies.length - 1]!,
    'webhook.rps': latencies.length / seconds,
    'webhook.errors': errors,
    'checkout.firstCalls': callsPerCheckout[0]!,
    'checkout.warmCalls': callsPerCheckout[2]!,
  };
  const was = previousFigures('billing');
  console.log(`\n${latencies.length} signed webhook deliveries, ${CONCURRENCY} at a time, against npm start (embedded database)\n`);
  console.log(`webhook p50      ${beside(figures['webhook.p50'], was['webhook.p50'], ' ms')}`);
  console.log(`webhook p95      ${beside(figures['webhook.p95'], was['webhook.p95'], ' ms')}`);
  console.log(`webhook max      ${beside(figures['webhook.max'], was['webhook.max'], ' ms')}`);
  console.log(`webhooks/s       ${beside(figures['webhook.rps'], was['webhook.rps'])}`);
  console.log(`webhook errors   ${beside(errors, was['webhook.errors'], '', 0)}`);
  console.log(`Stripe calls per checkout: first ${callsPerCheckout[0]} (price lookup + session), then ${callsPerCheckout[2]} (session only)`);
  saveFigures(
    'billing',
    figures,
    `${latencies.length} webhooks × ${CONCURRENCY} concurrent, npm start with embedded PGlite, ${new Date().toISOString().slice(0, 10)}`,
  );
} finally {
  await site.stop();
  await peer.close();
}
