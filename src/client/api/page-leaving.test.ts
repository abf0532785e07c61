// A request the page cancels by leaving (or an aborted one) is not logged as a system-call
// failure; a real failure still is, and one after a leave that did not happen is again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchFeatureFlag } from './system';
import { isCancelledRequest, markPageLeaving, watchPageLeaving } from './page-leaving';

const dropped = () => new TypeError('Failed to fetch');
const aborted = () => new DOMException('The user aborted a request.', 'AbortError');

function fetchFailingWith(error: Error) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      throw error;
    }),
  );
  return vi.spyOn(console, 'error').mockImplementation(() => undefined);
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('cancelled requests', () => {
  it('logs a flag that could not be fetched while the page stays', async () => {
    const errors = fetchFailingWith(dropped());
    await expect(fetchFeatureFlag('TheOngoing')).rejects.toThrow('Failed to fetch');
    expect(errors).toHaveBeenCalledTimes(1);
    expect(String(errors.mock.calls[0]![0])).toContain('TheOngoing');
  });

  it('does not log a flag request dropped because the app sent the page to sign-in', async () => {
    const errors = fetchFailingWith(dropped());
    markPageLeaving();
    await expect(fetchFeatureFlag('TheOngoing')).rejects.toThrow('Failed to fetch');
    expect(errors).not.toHaveBeenCalled();
  });

  it('does not log an aborted request', async () => {
    const errors = fetchFailingWith(aborted());
    await expect(fetchFeatureFlag('TheOngoing')).rejects.toThrow();
    expect(errors).not.toHaveBeenCalled();
  });

  it('counts failures again once a leave did not happen, or the page came back', () => {
    markPageLeaving(1_000);
    expect(isCancelledRequest(dropped(), 2_000)).toBe(true);
    expect(isCancelledRequest(dropped(), 60_000)).toBe(false);
    expect(isCancelledRequest(new Error('Boom'), 2_000)).toBe(false);

    const listeners = new Map<string, () => void>();
    watchPageLeaving({
      addEventListener: (type: string, listener: () => void) => void listeners.set(type, listener),
    });
    listeners.get('beforeunload')!();
    expect(isCancelledRequest(dropped())).toBe(true);
    listeners.get('pageshow')!();
    expect(isCancelledRequest(dropped())).toBe(false);
  });
});
