// Two server instances on one PostgreSQL database, each with its own response cache: a change
// made through one is no longer served from the other's cache within a second (the change
// feed's NOTIFY), whichever kind of change it is.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvisorProfileEditor } from '../../shared/contracts/advisor-profile';
import type { AdvisorProfile } from '../../shared/contracts/advisors';
import type { DashboardData } from '../../shared/contracts/home';
import { ADMIN_API } from '../../shared/routes/admin-api';
import { ADVISOR_PROFILE_API } from '../../shared/routes/advisor-profile-api';
import { ADVISOR_API } from '../../shared/routes/advisors-api';
import { SYSTEM_API } from '../../shared/routes/system-api';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import type { Database } from '../db/client';
import { createTestApp } from '../testing/test-app';
import { createTestClock } from '../testing/test-clock';
import type { TestApp } from '../testing/test-app';
import { advisorCaller, bookMeeting, openSlots, signedInCaller } from '../testing/test-booking';
import { testConfig } from '../testing/test-config';
import { usesPostgres } from '../testing/test-database';

const ENV = { RESPONSE_CACHE_MB: '64', RATE_LIMIT_PER_MINUTE: '100000' };
const WITHIN_MS = 1_000;
const clock = createTestClock();

describe.skipIf(!usesPostgres())('the response cache on two instances', () => {
  let a: TestApp;
  let b: FastifyInstance;
  let bDatabase: Database;

  beforeAll(async () => {
    // A's clock moves past a meeting's end; B reads what A counted.
    a = await createTestApp({ env: ENV, now: clock.now });
    // Its own connections, its own LISTEN and its own cache: another process in all but name.
    bDatabase = await openDatabase({ kind: 'postgres', url: a.database.url! });
    b = await buildApp({ config: testConfig(ENV), database: bDatabase, logger: false });
    await b.ready();
  }, 120_000);

  afterAll(async () => {
    await b?.close();
    await bDatabase?.close();
    await a?.close();
  });

  const onB = async (url: string) => {
    const response = await b.inject({ method: 'GET', url });
    return { cache: response.headers['x-response-cache'], body: response.body };
  };
  // B keeps the answer once the changes made just before (a booking, a sweep through A) have
  // reached it: a notice still on its way empties B's cache after B's first read.
  const keptOnB = async (url: string) => {
    await expect.poll(async () => (await onB(url)).cache, { timeout: 5_000 }).toBe('hit');
  };

  it("an advisor's edit through A leaves B's cache within a second", async () => {
    const slug = 'thomas-nguyen';
    const advisor = await advisorCaller(a, slug);
    await keptOnB(ADVISOR_API.profile(slug));
    await keptOnB(ADVISOR_API.home);

    const editor = (
      await a.app.inject({
        method: 'GET',
        url: ADVISOR_PROFILE_API.dashboard,
        headers: advisor.headers,
      })
    ).json<AdvisorProfileEditor>();
    const saved = await a.app.inject({
      method: 'PUT',
      url: ADVISOR_PROFILE_API.dashboard,
      headers: advisor.headers,
      payload: { ...editor.values, title: 'Changed on instance A' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const changedAt = Date.now();

    await expect
      .poll(async () => (await onB(ADVISOR_API.profile(slug))).body, {
        timeout: WITHIN_MS,
        interval: 25,
      })
      .toContain('Changed on instance A');
    expect(Date.now() - changedAt).toBeLessThan(WITHIN_MS);
    expect((await onB(ADVISOR_API.home)).cache).not.toBe('hit');
  });

  it("a meeting that takes place moves B's kept figures within a second of A's sweep", async () => {
    const slug = 'nicole-begay';
    const figuresOnB = async () => {
      const profile = await onB(ADVISOR_API.profile(slug));
      const home = await onB(ADVISOR_API.home);
      return {
        advisor: (JSON.parse(profile.body) as AdvisorProfile).meetingsCompleted,
        all: (JSON.parse(home.body) as DashboardData).meetingsCompleted,
      };
    };
    const client = await signedInCaller(a);
    const [slot] = await openSlots(a.app, slug);
    await bookMeeting(a.app, client, slug, slot!.start);
    await a.app.services.advisors.countEndedMeetings();
    await keptOnB(ADVISOR_API.profile(slug));
    await keptOnB(ADVISOR_API.home);
    const before = await figuresOnB();

    clock.set(new Date(Date.parse(slot!.end) + 60_000));
    expect(await a.app.services.advisors.countEndedMeetings()).toBeGreaterThanOrEqual(1);
    const sweptAt = Date.now();
    await expect
      .poll(figuresOnB, { timeout: WITHIN_MS, interval: 25 })
      .toEqual({ advisor: before.advisor + 1, all: before.all + 1 });
    expect(Date.now() - sweptAt).toBeLessThan(WITHIN_MS);
  });

  it("a flag set through A empties B's cache within a second, and B answers the flag fresh", async () => {
    const admin = await signedInCaller(a, ['Admin']);
    const flag = SYSTEM_API.featureFlag('TheOngoing');
    await keptOnB(ADVISOR_API.home);
    const set = await a.app.inject({
      method: 'POST',
      url: ADMIN_API.setFeatureFlag,
      headers: admin.headers,
      payload: { id: 'TheOngoing', value: true },
    });
    expect(set.statusCode, set.body).toBe(200);
    // The flag's own answer is never kept, so B reads it fresh at once.
    const answer = await onB(flag);
    expect(answer.cache).not.toBe('hit');
    expect(JSON.parse(answer.body)).toEqual({ name: 'TheOngoing', value: true });
    // Every kept page may show the flag, so the change empties B's whole cache.
    await expect
      .poll(async () => (await onB(ADVISOR_API.home)).cache, { timeout: WITHIN_MS, interval: 25 })
      .toBe('miss');
  });
});
