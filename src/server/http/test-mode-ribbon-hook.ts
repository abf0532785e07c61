// While the sandbox gateway runs, every HTML answer carries the test-mode ribbon (ADR 0062). One
// hook for all of them, before the response cache and compression see the body. A body that is
// already encoded (a compressed copy the cache answers with) made it through here before, so it
// is left as it is, byte for byte.
import type { FastifyInstance } from 'fastify';
import { withTestModeRibbon } from '../html/test-mode-ribbon';

export function registerTestModeRibbon(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    const type = reply.getHeader('content-type');
    if (typeof type !== 'string' || !type.startsWith('text/html')) return payload;
    if (reply.hasHeader('content-encoding')) return payload;
    if (typeof payload === 'string') return withTestModeRibbon(payload);
    if (Buffer.isBuffer(payload)) {
      const html = payload.toString('utf8');
      const marked = withTestModeRibbon(html);
      return marked === html ? payload : marked;
    }
    return payload;
  });
}
