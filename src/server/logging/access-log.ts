// One access line per request, written when the answer is complete: method, path (without its
// query), address, status and time taken. Fastify's default writes two (incoming and completed),
// which doubled the logging work of every request. A route's own logLevel still applies: health
// probes and token-bearing links log at warn, so their lines are left out at info.
import { LogController } from 'fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';

export class AccessLogController extends LogController {
  override incomingRequest(): void {
    // The completed line carries the request's fields.
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
