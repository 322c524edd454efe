import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the Stripe client made, as the peer received it. */
export interface RecordedStripeCall {
  method: string;
  path: string;
  query: URLSearchParams;
  /** The form-encoded body, flattened (`line_items[0][price]` → value). */
  form: Record<string, string>;
  idempotencyKey: string | null;
}

/**
 * A local HTTP peer that answers the few Stripe API calls billing makes, in Stripe's response
 * shapes, and records each request. Tests point the real `stripe` client at it (STRIPE_API_BASE),
 * so what is checked is the request our code really sends, not a mock of our own code.
 */
export async function startStripePeer(
  initialPrices: Record<string, string> = {},
  initialSubscriptions: Record<string, { itemId: string; discounts: string[] }> = {},
) {
  const calls: RecordedStripeCall[] = [];
  const coupons = new Set<string>();
  const products = new Set<string>();
  // Prices by lookup key; ids given up front have no amount (checkout only needs the id).
  const prices = new Map<string, Record<string, unknown>>(
    Object.entries(initialPrices).map(([key, id]) => [key, { id, object: 'price', lookup_key: key, active: true }]),
  );
  let created = 0;
  let sessions = 0;
  const server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://peer');
      const form = Object.fromEntries(new URLSearchParams(body));
      const call: RecordedStripeCall = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        form,
        idempotencyKey: (req.headers['idempotency-key'] as string | undefined) ?? null,
      };
      calls.push(call);
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { 'content-type': 'application/json', 'request-id': `req_${calls.length}` });
        res.end(JSON.stringify(payload));
      };
      if (call.method === 'GET' && call.path === '/v1/prices') {
        const price = prices.get(url.searchParams.get('lookup_keys[0]') ?? '');
        return send(200, { object: 'list', url: '/v1/prices', has_more: false, data: price ? [price] : [] });
      }
      if (call.method === 'POST' && call.path === '/v1/prices') {
        const price = {
          id: `price_${++created}`,
          object: 'price',
          active: true,
          product: form.product,
          currency: form.currency,
          unit_amount: Number(form.unit_amount),
          recurring: { interval: form['recurring[interval]'] },
          lookup_key: form.lookup_key,
        };
        if (form.lookup_key && (form.transfer_lookup_key === 'true' || !prices.has(form.lookup_key))) prices.set(form.lookup_key, price);
        return send(200, price);
      }
      const product = /^\/v1\/products\/([^/]+)$/.exec(call.path);
      if (call.method === 'GET' && product) {
        const id = decodeURIComponent(product[1]!);
        return products.has(id)
          ? send(200, { id, object: 'product' })
          : send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such product: '${id}'` } });
      }
      if (call.method === 'POST' && call.path === '/v1/products') {
        products.add(form.id!);
        return send(200, { id: form.id, object: 'product', name: form.name });
      }
      const coupon = /^\/v1\/coupons\/([^/]+)$/.exec(call.path);
      if (call.method === 'GET' && coupon) {
        const id = decodeURIComponent(coupon[1]!);
        return coupons.has(id)
          ? send(200, { id, object: 'coupon' })
          : send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such coupon: '${id}'` } });
      }
      if (call.method === 'POST' && call.path === '/v1/coupons') {
        coupons.add(form.id!);
        return send(200, { id: form.id, object: 'coupon', percent_off: Number(form.percent_off), duration: form.duration });
      }
      const balance = /^\/v1\/customers\/([^/]+)\/balance_transactions$/.exec(call.path);
      if (call.method === 'POST' && balance) {
        return send(200, {
          id: `cbtxn_${calls.length}`,
          object: 'customer_balance_transaction',
          customer: decodeURIComponent(balance[1]!),
          amount: Number(form.amount),
          currency: form.currency,
          description: form.description,
        });
      }
      const subscription = /^\/v1\/subscriptions\/([^/]+)$/.exec(call.path);
      if (subscription) {
        const id = decodeURIComponent(subscription[1]!);
        const known = initialSubscriptions[id];
        if (!known) return send(404, { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such subscription: '${id}'` } });
        return send(200, {
          id,
          object: 'subscription',
          items: { object: 'list', data: [{ id: known.itemId, object: 'subscription_item' }] },
          discounts: known.discounts,
        });
      }
      if (call.method === 'POST' && call.path === '/v1/checkout/sessions') {
        const id = `cs_test_${++sessions}`;
        return send(200, { id, object: 'checkout.session', mode: 'subscription', url: `https://checkout.stripe.com/c/pay/${id}` });
      }
      if (call.method === 'POST' && call.path === '/v1/billing_portal/sessions') {
        return send(200, { id: 'bps_1', object: 'billing_portal.session', url: `https://billing.stripe.com/p/session/${form.customer}` });
      }
      send(404, { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${call.method}: ${call.path})` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
