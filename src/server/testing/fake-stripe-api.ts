// A local stand-in for Stripe's API that replays recorded answers (stripe-fixtures/, each named
// in its "_comment") and remembers what the official client sent, for the gateway's tests.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { IncomingHttpHeaders, Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Recorded {
  status: number;
  body: Record<string, unknown>;
}

/** A recorded answer, without the "_comment" that names it. */
export function stripeFixture(name: string): Recorded {
  const url = new URL(`../integrations/payments/stripe-fixtures/${name}.json`, import.meta.url);
  const { status, body } = JSON.parse(readFileSync(url, 'utf8')) as Recorded;
  return { status, body };
}

export interface SeenRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  form: Record<string, string>;
}

/**
 * Answers each API call with the next queued recording (or what `answer` makes of the request)
 * and remembers what the client sent.
 */
export class FakeStripeApi {
  readonly requests: SeenRequest[] = [];
  readonly replies: Recorded[] = [];
  answer?: (request: SeenRequest) => Recorded | undefined;
  private readonly server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
      const seen = {
        method: req.method ?? '',
        path: new URL(req.url ?? '/', 'http://stripe.local').pathname,
        headers: req.headers,
        form: Object.fromEntries(form),
      };
      this.requests.push(seen);
      const reply = this.replies.shift() ?? this.answer?.(seen) ?? stripeFixture('error-api-500');
      const key = req.headers['idempotency-key'];
      res.writeHead(reply.status, {
        'content-type': 'application/json',
        'request-id': `req_fake${this.requests.length}`,
        'stripe-version': String(req.headers['stripe-version']),
        ...(typeof key === 'string' ? { 'idempotency-key': key } : {}),
      });
      res.end(JSON.stringify(reply.body, null, 2));
    });
  });

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
