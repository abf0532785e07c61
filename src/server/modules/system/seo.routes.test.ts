// robots.txt, sitemap.xml and the advisor application redirect.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { SEO_SERVICE_SLUGS, SITE_PAGES } from '../../../shared/routes/site';
import { SEO_FILES } from '../../../shared/routes/system';
import { advisors } from '../../db/schema/advisors';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

/** Production serves its own host only (PUBLIC_URL); inject() would say localhost. */
const ON_SITE = { host: 'www.example.test' };

let production: TestApp;
let staging: TestApp;
beforeAll(async () => {
  production = await createTestApp({
    env: {
      APP_ENV: 'production',
      PUBLIC_URL: 'https://www.example.test',
      PAYMENTS_MODE: 'sandbox',
      EMAIL_MODE: 'outbox',
    },
  });
  staging = await createTestApp({ seed: false, env: { APP_ENV: 'staging' } });
});
afterAll(async () => {
  await production.close();
  await staging.close();
});

describe('robots.txt', () => {
  it('allows crawling in production, except the signed-in areas, and names the sitemap', async () => {
    const response = await production.app.inject({
      method: 'GET',
      url: SEO_FILES.robots,
      headers: ON_SITE,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('Allow: /');
    expect(response.body).toContain(`Disallow: ${AREA_ROOTS.admin}`);
    expect(response.body).toContain(`Disallow: ${AREA_ROOTS.account}`);
    expect(response.body).toContain('Sitemap: https://www.example.test/sitemap.xml');
  });

  it('forbids crawling in staging', async () => {
    const response = await staging.app.inject({ method: 'GET', url: SEO_FILES.robots });
    expect(response.body).toBe('User-agent: *\nDisallow: /\n');
  });
});

describe('sitemap.xml', () => {
  it('lists every public page, advisor, state and speciality page', async () => {
    const response = await production.app.inject({
      method: 'GET',
      url: SEO_FILES.sitemap,
      headers: ON_SITE,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    const locations = [...response.body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    const origin = 'https://www.example.test';
    for (const path of [
      SITE_PAGES.home,
      SITE_PAGES.about,
      SITE_PAGES.moneyTools,
      SITE_PAGES.thePlan,
    ]) {
      expect(locations).toContain(`${origin}${path === '/' ? '/' : path}`);
    }
    for (const slug of SEO_SERVICE_SLUGS) {
      expect(locations).toContain(`${origin}${SITE_PAGES.service(slug)}`);
    }
    // The ongoing offering is off by default, so its page is not listed.
    expect(locations).not.toContain(`${origin}${SITE_PAGES.service('the-ongoing')}`);
    const slugs = (await production.database.db.select().from(advisors)).map((row) => row.slug);
    for (const slug of slugs)
      expect(locations).toContain(`${origin}${ADVISOR_PAGES.profile(slug)}`);
    expect(locations).toContain(`${origin}/s/california`);
    expect(locations).toContain(`${origin}/advisors/retirement-planning`);
    expect(new Set(locations).size).toBe(locations.length);
  });
});

describe('apply', () => {
  it('redirects to the configured advisor application form', async () => {
    const response = await production.app.inject({
      method: 'GET',
      url: SITE_PAGES.apply,
      headers: ON_SITE,
    });
    expect(response.statusCode).toBe(302);
    expect(response.headers.location).toBe(production.config.ADVISOR_APPLICATION_URL);
  });
});
