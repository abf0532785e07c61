import { describe, expect, it } from 'vitest';
import { data, isRouteErrorResponse } from 'react-router';
import { createStaticHandler } from 'react-router';
import { AppError, ERROR_MESSAGES } from '../shared/errors';
import { ChunkLoadTimeoutError } from './chunk-timeout';
import { deserializeRouteErrors, serializeForScript, serializeRouteErrors } from './ssr-data';

describe('hydration data', () => {
  it('cannot close its script element', () => {
    const json = serializeForScript({ bio: '</script><script>alert(1)</script>', line: '\u2028' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({
      bio: '</script><script>alert(1)</script>',
      line: '\u2028',
    });
  });

  it('round-trips AppError, chunk time-outs and route error responses', async () => {
    // A real ErrorResponse, as the static handler produces it.
    const handler = createStaticHandler([
      {
        id: 'root',
        path: '/',
        loader: () => {
          throw data('Gone', { status: 410, statusText: 'Gone' });
        },
      },
    ]);
    const context = await handler.query(new Request('http://test/'));
    if (context instanceof Response) throw new Error('unexpected redirect');

    const serialized = serializeRouteErrors({
      ...context.errors,
      app: new AppError('noMatchingAdvisor'),
      chunk: new ChunkLoadTimeoutError(120_000),
    });
    const restored = deserializeRouteErrors(JSON.parse(JSON.stringify(serialized)));

    expect(isRouteErrorResponse(restored?.root)).toBe(true);
    expect(restored?.root).toMatchObject({ status: 410, data: 'Gone' });
    expect(restored?.app).toBeInstanceOf(AppError);
    expect((restored?.app as AppError).code).toBe('noMatchingAdvisor');
    expect(restored?.chunk).toBeInstanceOf(ChunkLoadTimeoutError);
  });

  it('hides the text of unexpected server errors', () => {
    const serialized = serializeRouteErrors({ home: new Error('connection refused 10.0.0.5') });
    expect(JSON.stringify(serialized)).not.toContain('10.0.0.5');
    const restored = deserializeRouteErrors(serialized);
    expect((restored?.home as Error).message).toBe(ERROR_MESSAGES.general);
  });
});
