// The logger settings of the server and the worker: request lines never record query strings
// (sign-in callbacks, reset, unlock and signed links carry codes and tokens there), and everything
// logged passes the redaction of log-redaction.ts.
import type { LoggerOptions } from 'pino';
import { scrubLogArguments, scrubText, serializeError } from './log-redaction';

export function withoutQuery(url: string): string {
  const index = url.indexOf('?');
  return scrubText(index === -1 ? url : `${url.slice(0, index)}?…`);
}

/** For the worker and anything else without requests. */
export function baseLoggerOptions(level: string): LoggerOptions {
  return {
    level,
    serializers: { err: serializeError, error: serializeError },
    hooks: {
      logMethod(args, method) {
        // pino's own signature: the scrubbed arguments stand for the ones given.
        return method.apply(this, scrubLogArguments(args) as Parameters<typeof method>);
      },
    },
  };
}

/** The server's: the same, plus the request line. */
export function loggerOptions(level: string): LoggerOptions {
  const base = baseLoggerOptions(level);
  return {
    ...base,
    serializers: {
      ...base.serializers,
      // The URL as asked: a mounted handler (the identity provider) rewrites url before the
      // access line is written at the end of the request.
      req: (request: { method: string; url: string; originalUrl?: string; ip?: string }) => ({
        method: request.method,
        url: withoutQuery(request.originalUrl ?? request.url),
        remoteAddress: request.ip,
      }),
    },
  };
}
