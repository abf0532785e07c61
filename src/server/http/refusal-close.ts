// A request refused before its body was read (no token, over the cap, bad input) is answered and
// its connection closed: `Connection: close` makes Node end the socket once the answer is flushed,
// instead of reading and discarding the rest of a body that may be hundreds of megabytes.
import type { FastifyInstance, FastifyRequest } from 'fastify';

function hasUnreadBody(request: FastifyRequest): boolean {
  const { headers } = request;
  const declared = Number(headers['content-length'] ?? 0);
  const announced = declared > 0 || headers['transfer-encoding'] !== undefined;
  return announced && !request.raw.complete;
}

export function registerRefusalClose(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (reply.statusCode >= 400 && hasUnreadBody(request)) void reply.header('connection', 'close');
    done(null, payload);
  });
}
