// A Stripe-compatible HTTP server on loopback: the few endpoints we call, answering in Stripe's
// shapes, recording every request (with its Idempotency-Key) and honouring idempotency like
// Stripe does, so the real SDK can be exercised without the internet.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  idempotencyKey: string | null;
  params: URLSearchParams;
}

type StripeObject = Record<string, unknown> & { id: string };

export interface FakeStripe {
  url: string;
  requests: RecordedRequest[];
  subscriptions: Map<string, StripeObject>;
  /** Makes the next calls to a path prefix fail with a 500, like an outage. */
  failing: Set<string>;
  close(): Promise<void>;
}

export function stripeSubscription(fields: {
  id: string;
  customer: string;
  price: string;
  status?: string;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  metadata?: Record<string, string>;
}): StripeObject {
  return {
    id: fields.id,
    object: 'subscription',
    customer: fields.customer,
    status: fields.status ?? 'active',
    cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
    metadata: fields.metadata ?? {},
    items: {
      object: 'list',
      data: [{ id: `si_${fields.id}`, object: 'subscription_item', current_period_end: fields.periodEnd, price: { id: fields.price, object: 'price' } }],
    },
  };
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const requests: RecordedRequest[] = [];
  const subscriptions = new Map<string, StripeObject>();
  const failing = new Set<string>();
  const idempotent = new Map<string, unknown>();
  let counter = 0;
  const next = (prefix: string) => `${prefix}_${(++counter).toString().padStart(6, '0')}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': next('req') });
    res.end(JSON.stringify(body));
  };

  async function respond(req: IncomingMessage, res: ServerResponse) {
    let raw = '';
    for await (const chunk of req) raw += String(chunk);
    const url = new URL(req.url ?? '/', 'http://stripe.local');
    const params = new URLSearchParams(req.method === 'GET' ? url.search : raw);
    const idempotencyKey = (req.headers['idempotency-key'] as string | undefined) ?? null;
    const method = req.method ?? 'GET';
    requests.push({ method, path: url.pathname, idempotencyKey, params });

    if ([...failing].some((prefix) => url.pathname.startsWith(prefix))) {
      return send(res, 500, { error: { type: 'api_error', message: 'Stripe is having a moment' } });
    }
    const replay = idempotencyKey ? idempotent.get(`${method} ${url.pathname} ${idempotencyKey}`) : undefined;
    if (replay) return send(res, 200, replay);

    let body: unknown;
    const subscriptionId = url.pathname.match(/^\/v1\/subscriptions\/([^/]+)$/)?.[1];
    if (method === 'POST' && url.pathname === '/v1/customers') {
      body = { id: next('cus'), object: 'customer', email: params.get('email'), metadata: { userId: params.get('metadata[userId]') } };
    } else if (method === 'POST' && url.pathname === '/v1/checkout/sessions') {
      const id = next('cs_test');
      body = { id, object: 'checkout.session', mode: params.get('mode'), customer: params.get('customer'), url: `https://checkout.stripe.test/${id}` };
    } else if (method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
      const id = next('bps');
      body = { id, object: 'billing_portal.session', customer: params.get('customer'), url: `https://billing.stripe.test/${id}` };
    } else if (method === 'GET' && url.pathname === '/v1/subscriptions') {
      const customer = params.get('customer');
      body = { object: 'list', url: '/v1/subscriptions', has_more: false, data: [...subscriptions.values()].filter((s) => s.customer === customer) };
    } else if (subscriptionId && method === 'GET') {
      body = subscriptions.get(subscriptionId);
    } else if (subscriptionId && method === 'DELETE') {
      const found = subscriptions.get(subscriptionId);
      if (found) subscriptions.set(subscriptionId, { ...found, status: 'canceled' });
      body = subscriptions.get(subscriptionId);
    }
    if (!body) return send(res, 404, { error: { type: 'invalid_request_error', message: `No such resource: ${url.pathname}` } });
    if (idempotencyKey) idempotent.set(`${method} ${url.pathname} ${idempotencyKey}`, body);
    return send(res, 200, body);
  }

  const server = createServer((req, res) => void respond(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    subscriptions,
    failing,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
