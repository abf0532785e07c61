// Request logging that never records query strings: sign-in callbacks, reset and verification
// links carry codes and tokens there.
import type { FastifyServerOptions } from 'fastify';

export function withoutQuery(url: string): string {
  const index = url.indexOf('?');
  return index === -1 ? url : `${url.slice(0, index)}?…`;
}

export function loggerOptions(level: string): FastifyServerOptions['logger'] {
  return {
    level,
    serializers: {
      req: (request: { method: string; url: string; ip?: string; id?: string }) => ({
        method: request.method,
        url: withoutQuery(request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
