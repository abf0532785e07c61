// @vitest-environment happy-dom
// The referral report: sent once per account when campaign data is stored, remembered after the
// server answered (or refused), tried again after a failure.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AFFILIATE_API } from '../../shared/routes/affiliates-api';
import { SYSTEM_API } from '../../shared/routes/system-api';
import { STORAGE_KEYS } from '../../shared/constants';
import { referralToReport, sendReferralReport } from './referral';

function stubServer(status: number, body: unknown) {
  const calls: { url: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      if (url === SYSTEM_API.logError) return new Response(null, { status: 204 });
      calls.push({ url, body: JSON.parse(String(init?.body ?? 'null')) as unknown });
      return new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return calls;
}

const storeUtm = (data: Record<string, string>) =>
  window.localStorage.setItem(STORAGE_KEYS.utmData, JSON.stringify(data));

beforeEach(() => window.localStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('referral report', () => {
  it('sends nothing without stored campaign data', async () => {
    const calls = stubServer(200, { recorded: true });
    await sendReferralReport('user-1');
    expect(calls).toHaveLength(0);
  });

  it('sends the stored data once per account', async () => {
    storeUtm({ utm_source: 'affiliate', utm_campaign: 'avery-lee' });
    const calls = stubServer(200, { recorded: true });
    await sendReferralReport('user-1');
    await sendReferralReport('user-1');
    expect(calls).toEqual([
      {
        url: AFFILIATE_API.referral,
        body: { utm: { utm_source: 'affiliate', utm_campaign: 'avery-lee' } },
      },
    ]);
    expect(JSON.parse(window.localStorage.getItem(STORAGE_KEYS.referralReported) ?? '')).toEqual([
      'user-1',
    ]);
    // Another account signing in on this browser reports too.
    expect(referralToReport('user-2')).toEqual({
      utm_source: 'affiliate',
      utm_campaign: 'avery-lee',
    });
  });

  it('counts a refusal as done and tries again after a failure', async () => {
    storeUtm({ utm_source: 'podcast' });
    stubServer(500, { code: 'general', message: 'down' });
    await sendReferralReport('user-1');
    expect(referralToReport('user-1')).not.toBeNull();

    stubServer(400, { code: 'validation', message: 'bad' });
    await sendReferralReport('user-1');
    expect(referralToReport('user-1')).toBeNull();
  });
});
