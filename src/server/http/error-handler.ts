// One place turns every failure into the one error answer (docs/product.md#errors); 5xx details
// stay in the log.
import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, ERROR_MESSAGES } from '../../shared/errors';
import type { ErrorCode } from '../../shared/errors';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../shared/constants';
import { isDatabaseUnavailable } from '../db/errors';

const STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'validation',
  401: 'notLoggedIn',
  403: 'forbidden',
  404: 'notFound',
  409: 'conflict',
  413: 'payloadTooLarge',
  429: 'rateLimited',
  503: 'unavailable',
};

function toAppError(error: FastifyError): AppError {
  if (error instanceof AppError) return error;
  // A lost or refused database connection passes: the caller may try again shortly.
  if (isDatabaseUnavailable(error)) return new AppError('unavailable');
  if (error.validation) {
    const fields: Record<string, string[]> = {};
    for (const issue of error.validation) {
      const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
      (fields[key] ??= []).push(issue.message ?? 'Invalid value.');
    }
    return new AppError('validation', undefined, fields);
  }
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    const code = STATUS_CODES[status] ?? 'validation';
    // Fastify's own 4xx messages (bad JSON, unsupported media type) are safe to show.
    return new AppError(code, code === 'validation' ? error.message : ERROR_MESSAGES[code]);
  }
  return new AppError(status === 503 ? 'unavailable' : 'general');
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const appError = toAppError(error);
    if (appError.code === 'unavailable') {
      void reply.header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S));
      request.log.warn({ err: error }, 'request failed: service unavailable');
    } else if (appError.status >= 500) {
      request.log.error({ err: error }, 'request failed');
    } else {
      request.log.info({ code: appError.code, status: appError.status }, appError.message);
    }
    return reply.status(appError.status).send(appError.toBody(request.id));
  });

  app.setNotFoundHandler((request, reply) => {
    return reply.status(404).send(new AppError('notFound').toBody(request.id));
  });
}
