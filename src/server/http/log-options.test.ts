import { describe, expect, it } from 'vitest';
import { withoutQuery } from './log-options';

describe('withoutQuery', () => {
  it('drops the query string that may carry codes and tokens', () => {
    expect(withoutQuery('/authentication/login-callback?code=abc&state=x')).toBe(
      '/authentication/login-callback?…',
    );
    expect(withoutQuery('/api/health')).toBe('/api/health');
  });
});
