// The security headers of every answer (helmet's, with the app's Content-Security-Policy),
// computed once at start-up instead of by helmet on each request: @fastify/helmet builds the
// whole middleware again per request, parsing the policy each time. helmet still decides the
// headers: a probe app answers one request with @fastify/helmet and its headers are kept.
// They are set on the raw response, as helmet does, so hijacked answers (the identity provider,
// development pages) carry them too, and a route may still override one with reply.header().
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import type { FastifyHelmetOptions } from '@fastify/helmet';

/** Headers helmet sets on an answer, as [name, value] pairs. */
export async function helmetHeaders(options: FastifyHelmetOptions): Promise<[string, string][]> {
  const probe = async (withHelmet: boolean) => {
    const app = Fastify({ logger: false });
    if (withHelmet) await app.register(helmet, options);
    app.get('/', async () => '');
    const answer = await app.inject({ method: 'GET', url: '/' });
    await app.close();
    return answer.headers;
  };
  const plain = await probe(false);
  const secured = await probe(true);
  return Object.entries(secured)
    .filter(([name, value]) => !(name in plain) && typeof value === 'string')
    .map(([name, value]) => [name, value as string]);
}

export async function registerSecurityHeaders(
  app: FastifyInstance,
  options: FastifyHelmetOptions,
): Promise<void> {
  const headers = await helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of headers) raw.setHeader(name, value);
    done();
  });
}
