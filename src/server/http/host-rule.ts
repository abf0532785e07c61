// Every page is served on PUBLIC_URL's host only: the sign-in client, the provider's discovery
// document and the Content-Security-Policy all name that origin, so a page opened on another
// name (127.0.0.1 for localhost) could not sign in. Requests on another host are sent there;
// behind a proxy (TRUST_PROXY) the proxy chose the host, so they are refused instead.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, misdirectedMessage } from '../../shared/errors';
import { SYSTEM_API } from '../../shared/routes/system-api';

/** A load balancer checks health by address, not by name. */
export function isHostExempt(url: string): boolean {
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  return path === SYSTEM_API.health || path.startsWith('/health/');
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** host[:port] in lower case, without the scheme's default port. */
export function normalizeHost(host: string, protocol: string): string {
  const lower = host.trim().toLowerCase();
  const port = DEFAULT_PORTS[protocol];
  return port && lower.endsWith(`:${port}`) ? lower.slice(0, -(port.length + 1)) : lower;
}

export interface HostRuleOptions {
  publicUrl: string;
  trustProxy: boolean;
}

export function registerHostRule(app: FastifyInstance, options: HostRuleOptions): void {
  const target = new URL(options.publicUrl);
  const expected = normalizeHost(target.host, target.protocol);
  const origin = options.publicUrl.replace(/\/$/, '');

  app.addHook('onRequest', (request: FastifyRequest, reply: FastifyReply, done) => {
    const url = request.raw.url ?? '/';
    if (isHostExempt(url) || normalizeHost(request.host ?? '', target.protocol) === expected) {
      done();
      return;
    }
    const readOnly = request.method === 'GET' || request.method === 'HEAD';
    if (options.trustProxy || !readOnly) {
      done(new AppError('misdirected', misdirectedMessage(origin)));
      return;
    }
    // 308 keeps the method; the path and query stay as asked. A sent reply ends the hooks.
    void reply.redirect(`${origin}${url.startsWith('/') ? url : `/${url}`}`, 308);
  });
}
