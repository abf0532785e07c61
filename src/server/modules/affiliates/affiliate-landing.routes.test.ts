// An affiliate's landing page and becoming one (docs/product.md#affiliates): become-affiliate gives
// a signed-in account the role and its link at once; /r/{slug}'s data is there from the moment the
// role is granted, however it was granted, with the affiliate's own title and blurb; anyone else's
// slug is a 404.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AFFILIATE_AUDIT_ACTIONS,
  affiliateLandingSchema,
  becomeAffiliateResultSchema,
} from '../../../shared/contracts/affiliates';
import type { ErrorBody } from '../../../shared/errors';
import { AFFILIATE_PAGES } from '../../../shared/routes/affiliates';
import { AFFILIATE_API } from '../../../shared/routes/affiliates-api';
import { auditLog } from '../../db/schema/accounts';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await t.close();
});

const landing = (slug: string) => t.app.inject({ url: AFFILIATE_API.landing(slug) });
const become = (caller?: Caller) =>
  t.app.inject({ method: 'PUT', url: AFFILIATE_API.become, headers: caller?.headers ?? {} });
const putLanding = (caller: Caller, payload: object) =>
  t.app.inject({ method: 'PUT', url: AFFILIATE_API.share, headers: caller.headers, payload });

describe('become-affiliate', () => {
  it('gives a signed-in client the role and a link at once, once', async () => {
    expect((await become()).statusCode).toBe(401);
    const client = await signedInCaller(t, ['Consumer'], { fullName: 'Harper Joiner' });
    expect(
      (await t.app.inject({ url: AFFILIATE_API.share, headers: client.headers })).statusCode,
    ).toBe(403);

    const first = await become(client);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('no-store');
    const result = becomeAffiliateResultSchema.parse(first.json());
    expect(result.slug).toBe('harper-joiner');
    expect(result.url).toMatch(/\/r\/harper-joiner$/);

    // The same token now reaches the share page: the role is read fresh.
    const share = await t.app.inject({ url: AFFILIATE_API.share, headers: client.headers });
    expect(share.statusCode, share.body).toBe(200);
    expect((await landing('harper-joiner')).statusCode).toBe(200);

    expect(becomeAffiliateResultSchema.parse((await become(client)).json())).toEqual(result);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.subjectId, client.user.id),
          eq(auditLog.action, AFFILIATE_AUDIT_ACTIONS.become),
        ),
      );
    expect(audits).toHaveLength(1);
  });
});

describe("an affiliate's landing page", () => {
  it('answers from the moment the role is granted, before the share page was opened', async () => {
    await signedInCaller(t, ['Affiliate', 'Consumer'], { fullName: 'Indigo Granted' });
    const response = await landing('indigo-granted');
    expect(response.statusCode, response.body).toBe(200);
    expect(affiliateLandingSchema.parse(response.json())).toEqual({
      slug: 'indigo-granted',
      name: 'Indigo Granted',
      heroTitle: '',
      blurb: '',
    });
    expect((await landing('INDIGO-GRANTED')).json()).toMatchObject({ slug: 'indigo-granted' });
  });

  it('is a 404 for a slug no affiliate has, and for a client who is no affiliate', async () => {
    await signedInCaller(t, ['Consumer'], { fullName: 'Jules Plainclient' });
    for (const slug of ['jules-plainclient', 'no-such-affiliate', 'x', 'Bad Slug!']) {
      expect((await landing(slug)).statusCode, slug).toBe(404);
    }
  });

  it('shows the title and blurb the affiliate chose; empty brings the defaults back', async () => {
    const owner = await signedInCaller(t, ['Affiliate', 'Consumer'], { fullName: 'Kit Words' });
    const words = { heroTitle: '  Advice my readers trust ', blurb: 'I send my readers here.' };
    const saved = await putLanding(owner, words);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({
      heroTitle: 'Advice my readers trust',
      blurb: 'I send my readers here.',
    });
    expect((await landing('kit-words')).json()).toMatchObject({
      name: 'Kit Words',
      heroTitle: 'Advice my readers trust',
      blurb: 'I send my readers here.',
    });
    await putLanding(owner, { heroTitle: '', blurb: '' });
    expect((await landing('kit-words')).json()).toMatchObject({ heroTitle: '', blurb: '' });
  });

  it('refuses words too long, and anyone not an affiliate', async () => {
    const owner = await signedInCaller(t, ['Affiliate'], { fullName: 'Lee Limits' });
    const long = await putLanding(owner, { heroTitle: 'x'.repeat(81), blurb: 'y'.repeat(601) });
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorBody>().fieldErrors).toEqual({
      heroTitle: ['The title must be at most 80 characters.'],
      blurb: ['The blurb must be at most 600 characters.'],
    });
    const client = await signedInCaller(t, ['Consumer']);
    expect((await putLanding(client, { heroTitle: 'Mine', blurb: '' })).statusCode).toBe(403);
  });

  it('counts visits of /r/{slug} for a link made on first request', async () => {
    const owner = await signedInCaller(t, ['Affiliate'], { fullName: 'Morgan Firstvisit' });
    await t.app.inject({ url: AFFILIATE_PAGES.link('morgan-firstvisit') });
    const share = await t.app.inject({ url: AFFILIATE_API.share, headers: owner.headers });
    expect(share.json()).toMatchObject({ slug: 'morgan-firstvisit', visitors: 1 });
  });
});
