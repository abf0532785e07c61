// Affiliates over HTTP: the share page's link (a slug made once from the name) and figures, the
// link /r/{slug} counting visits before the page catch-all draws it (unknown slugs count nothing),
// and the referral a new account reports once.
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AFFILIATE_PAGES } from '../../../shared/routes/affiliates';
import { AFFILIATE_API } from '../../../shared/routes/affiliates-api';
import {
  REFERRAL_WINDOW_DAYS,
  SHARE_RECENT_DAYS,
  shareSummarySchema,
} from '../../../shared/contracts/affiliates';
import type { Role } from '../../../shared/roles';
import { affiliateVisitDays, referrals } from '../../db/schema/affiliates';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';
import { registerAffiliatesRoutes } from './affiliates.routes';
import { registerRouteSchemas } from '../../http/route-schemas';
import { createAffiliatesService } from './affiliates.service';
import { createAffiliatePayoutsService } from './affiliate-payouts.service';
import { createAffiliateLinks } from './affiliate-links';

const DAY_MS = 86_400_000;
const clock = createTestClock();
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

async function signedIn(fullName: string, roles: Role[], createdAt?: Date) {
  const user = await createTestUser(t.database.db, {
    fullName,
    roles,
    ...(createdAt ? { createdAt } : {}),
  });
  const token = await mintAccessToken(t.database.db, t.config, user);
  return { user, headers: bearer(token) };
}
const affiliate = (fullName: string) => signedIn(fullName, ['Affiliate', 'Consumer']);

async function shareOf(headers: Record<string, string>) {
  const response = await t.app.inject({ url: AFFILIATE_API.share, headers });
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return shareSummarySchema.parse(response.json());
}

const visit = (path: string, method: 'GET' | 'HEAD' = 'GET') => t.app.inject({ method, url: path });
const refer = (headers: Record<string, string>, utm: unknown) =>
  t.app.inject({ method: 'POST', url: AFFILIATE_API.referral, headers, payload: { utm } });

describe('share page figures', () => {
  it('is for affiliates only', async () => {
    expect((await t.app.inject({ url: AFFILIATE_API.share })).statusCode).toBe(401);
    const consumer = await signedIn('Casey Client', ['Consumer']);
    expect(
      (await t.app.inject({ url: AFFILIATE_API.share, headers: consumer.headers })).statusCode,
    ).toBe(403);
  });

  it('makes one slug per affiliate from the name, numbering namesakes', async () => {
    const first = await affiliate('Quinn Slugtest');
    const second = await affiliate('Quinn Slugtést');
    const firstShare = await shareOf(first.headers);
    expect(firstShare).toMatchObject({
      slug: 'quinn-slugtest',
      visitors: 0,
      signUps: 0,
      recent: { days: SHARE_RECENT_DAYS, visitors: 0, signUps: 0 },
    });
    expect(firstShare.url).toMatch(/^https?:\/\/[^/]+\/r\/quinn-slugtest$/);
    expect((await shareOf(second.headers)).slug).toBe('quinn-slugtest-2');
    expect((await shareOf(first.headers)).slug).toBe('quinn-slugtest');
  });

  it('puts the configured public address in front of the link', async () => {
    const { user } = await affiliate('Rowan Publicurl');
    const db = t.database.db;
    const links = createAffiliateLinks(db);
    const service = createAffiliatesService({
      db,
      publicUrl: 'https://jfa.example',
      links,
      payouts: createAffiliatePayoutsService({ db, now: clock.now, links }),
    });
    const share = await service.getShare(
      { id: user.id, email: user.email, name: user.fullName, roles: user.roles, firmMember: false },
      'http://ignored.example',
    );
    expect(share.url).toBe(`https://jfa.example${AFFILIATE_PAGES.link('rowan-publicurl')}`);
  });
});

describe('the affiliate link', () => {
  // With the pages served, the catch-all draws /r/{slug}: a stand-in here.
  async function withPages<T>(use: (app: ReturnType<typeof Fastify>) => Promise<T>): Promise<T> {
    const bare = Fastify();
    registerRouteSchemas(bare, { strictResponses: true });
    registerAffiliatesRoutes(bare, t.app.services.affiliates);
    bare.get('/*', async () => 'the page catch-all');
    try {
      return await use(bare);
    } finally {
      await bare.close();
    }
  }

  it('counts a visit per GET, in any letter case, never per HEAD', async () => {
    const owner = await affiliate('Sage Visits');
    const { slug } = await shareOf(owner.headers);

    await withPages(async (pages) => {
      const response = await pages.inject({ url: AFFILIATE_PAGES.link(slug) });
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe('the page catch-all');
      await pages.inject({ url: `/r/${slug.toUpperCase()}/?from=qr` });
      await pages.inject({ method: 'HEAD', url: AFFILIATE_PAGES.link(slug) });
    });
    expect((await shareOf(owner.headers)).visitors).toBe(2);

    // A visit long ago counts in the total, not in the recent figure.
    clock.advance(-(SHARE_RECENT_DAYS + 5) * DAY_MS);
    try {
      await visit(AFFILIATE_PAGES.link(slug));
    } finally {
      clock.set(new Date());
    }
    const share = await shareOf(owner.headers);
    expect(share).toMatchObject({ visitors: 3, recent: { visitors: 2 } });
    const days = await t.database.db
      .select()
      .from(affiliateVisitDays)
      .where(eq(affiliateVisitDays.slug, slug));
    expect(days).toHaveLength(2);
  });

  it('leaves unknown slugs to the page catch-all, counting nothing', async () => {
    await withPages(async (pages) => {
      for (const path of ['/r/some-unknown-slug', '/r/x', '/r/a/b']) {
        expect((await pages.inject({ url: path })).body, path).toBe('the page catch-all');
      }
    });
    const rows = await t.database.db
      .select()
      .from(affiliateVisitDays)
      .where(eq(affiliateVisitDays.slug, 'some-unknown-slug'));
    expect(rows).toHaveLength(0);
  });
});

describe('referrals', () => {
  it('stores how a new account arrived once, crediting the named affiliate', async () => {
    const owner = await affiliate('Uma Referrer');
    const { slug } = await shareOf(owner.headers);
    const newcomer = await signedIn('Vic Newcomer', ['Consumer']);
    const utm = { utm_source: 'affiliate', utm_medium: 'referral', utm_campaign: slug };

    const first = await refer(newcomer.headers, utm);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ recorded: true });
    expect((await refer(newcomer.headers, { utm_source: 'later' })).json()).toEqual({
      recorded: false,
    });
    const [row] = await t.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.userId, newcomer.user.id));
    expect(row).toMatchObject({ affiliateUserId: owner.user.id, slug, utm, feeBps: 500 });
    expect(await shareOf(owner.headers)).toMatchObject({ signUps: 1, recent: { signUps: 1 } });
  });

  it('keeps other campaigns without crediting anyone, and never the account itself', async () => {
    const plain = await signedIn('Wren Newsletter', ['Consumer']);
    expect(
      (await refer(plain.headers, { utm_source: 'newsletter', utm_campaign: 'spring' })).json(),
    ).toEqual({ recorded: true });
    const self = await affiliate('Xan Selfref');
    const { slug } = await shareOf(self.headers);
    expect((await refer(self.headers, { utm_campaign: slug })).json()).toEqual({ recorded: true });
    const rows = await t.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.userId, self.user.id));
    expect(rows[0]).toMatchObject({ affiliateUserId: null, slug: null });
    expect((await shareOf(self.headers)).signUps).toBe(0);
  });

  it(`changes nothing for accounts older than ${REFERRAL_WINDOW_DAYS} days`, async () => {
    const old = await signedIn(
      'Yael Oldtimer',
      ['Consumer'],
      new Date(Date.now() - (REFERRAL_WINDOW_DAYS + 1) * DAY_MS),
    );
    expect((await refer(old.headers, { utm_source: 'podcast' })).json()).toEqual({
      recorded: false,
    });
    const rows = await t.database.db
      .select()
      .from(referrals)
      .where(eq(referrals.userId, old.user.id));
    expect(rows).toHaveLength(0);
  });

  it('needs a signed-in caller and campaign data with a value', async () => {
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: AFFILIATE_API.referral,
          payload: { utm: { utm_source: 'x' } },
        })
      ).statusCode,
    ).toBe(401);
    const { headers } = await signedIn('Zed Validation', ['Consumer']);
    for (const utm of [
      {},
      { utm_source: '' },
      { utm_source: 'x'.repeat(3000) },
      { other: 'x' },
      'text',
    ]) {
      expect((await refer(headers, utm)).statusCode, JSON.stringify(utm)).toBe(400);
    }
  });
});
