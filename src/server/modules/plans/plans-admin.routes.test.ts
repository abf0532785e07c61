// The admin's Plan and Ongoing calls (docs/product.md#plans-admin): who may call them, lists and
// details, instance edits, the searches and who has capacity (the follow-up of signups:
// plans-admin-follow-up.routes.test.ts).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminInstanceDetailSchema,
  adminSearchAnswerSchema,
  adminSignupPageSchema,
  adminInstancePageSchema,
  availabilityAnswerSchema,
} from '../../../shared/contracts/plans-admin';
import { PLANS_ADMIN_API } from '../../../shared/routes/plans-admin-api';
import { engagements } from '../../db/schema/plans';
import type { TestApp } from '../../testing/test-app';
import { signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { createSignupRecord } from './plans-admin-test-kit';
import type { PlanRecord } from './plans-admin-test-kit';
import { createPlansAdminWorld } from './plans-admin-world';
import type { PlansAdminWorld } from './plans-admin-world';

let t: TestApp;
let admin: Caller;
let consumer: Caller;
let advisor: Caller & { advisorId: string };
let client: Caller;
let plan: PlanRecord;
let ongoing: PlanRecord;
let call: PlansAdminWorld['call'];

beforeAll(async () => {
  ({ t, admin, consumer, advisor, client, plan, ongoing, call } = await createPlansAdminWorld());
});
afterAll(async () => {
  await t.close();
});

describe('access', () => {
  it('answers every call to an admin, 403 to a client or advisor and 401 to nobody', async () => {
    const id = plan.signup.id;
    const instanceId = plan.engagement!.id;
    const reads = [
      PLANS_ADMIN_API.planSignups,
      PLANS_ADMIN_API.ongoingSignups,
      PLANS_ADMIN_API.planSignup(id),
      PLANS_ADMIN_API.ongoingSignup(ongoing.signup.id),
      PLANS_ADMIN_API.planInstances,
      PLANS_ADMIN_API.ongoingInstances,
      PLANS_ADMIN_API.planInstance(instanceId),
      PLANS_ADMIN_API.ongoingInstance(ongoing.engagement!.id),
      PLANS_ADMIN_API.planSearch('Quentin'),
      PLANS_ADMIN_API.ongoingSearch('Quentin'),
      PLANS_ADMIN_API.planAvailability,
      PLANS_ADMIN_API.ongoingAvailability,
    ];
    for (const url of reads) {
      expect((await call('GET', url, admin.headers)).statusCode, url).toBe(200);
      expect((await call('GET', url, consumer.headers)).statusCode, url).toBe(403);
      expect((await call('GET', url, advisor.headers)).statusCode, url).toBe(403);
      expect((await call('GET', url)).statusCode, url).toBe(401);
    }
    const writes: ['POST' | 'DELETE', string, object | undefined][] = [
      ['POST', PLANS_ADMIN_API.editPlanSignup, { id, followUpStatus: 'ContactClient' }],
      ['POST', PLANS_ADMIN_API.editOngoingSignup, { id: ongoing.signup.id, targetDate: null }],
      ['POST', PLANS_ADMIN_API.editPlanSignupStatus, { id, followUpStatus: 'ContactAdvisor' }],
      ['POST', PLANS_ADMIN_API.editPlanSignupTargetDate, { id, targetDate: '2027-02-01' }],
      ['POST', PLANS_ADMIN_API.editPlanInstance, { id: instanceId, meetingsIncluded: 4 }],
      [
        'POST',
        PLANS_ADMIN_API.editOngoingInstance,
        { id: ongoing.engagement!.id, startsOn: '2027-01-04' },
      ],
      ['POST', PLANS_ADMIN_API.refreshPlanInvoices, {}],
    ];
    for (const [method, url, body] of writes) {
      expect((await call(method, url, consumer.headers, body)).statusCode, url).toBe(403);
      expect((await call(method, url, advisor.headers, body)).statusCode, url).toBe(403);
      expect((await call(method, url, {}, body)).statusCode, url).toBe(401);
      const answer = await call(method, url, admin.headers, body);
      expect(answer.statusCode, `${url} ${answer.body}`).toBe(200);
    }
    for (const url of [
      PLANS_ADMIN_API.deletePlanSignup(id),
      PLANS_ADMIN_API.deleteOngoingSignup(id),
      PLANS_ADMIN_API.deletePlanInstance(instanceId),
      PLANS_ADMIN_API.deleteOngoingInstance(instanceId),
    ]) {
      expect((await call('DELETE', url, consumer.headers)).statusCode, url).toBe(403);
      expect((await call('DELETE', url)).statusCode, url).toBe(401);
    }
  });

  it('answers 404 for an unknown id, a malformed one, or a record of the other offering', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const url of [
      PLANS_ADMIN_API.planSignup(unknown),
      PLANS_ADMIN_API.planSignup('not-an-id'),
      PLANS_ADMIN_API.planSignup(ongoing.signup.id),
      PLANS_ADMIN_API.ongoingInstance(plan.engagement!.id),
    ]) {
      expect((await call('GET', url, admin.headers)).statusCode, url).toBe(404);
    }
  });
});

describe('lists and details', () => {
  it('lists signups and instances with their people, state and invoice counts', async () => {
    const signups = adminSignupPageSchema.parse(
      (await call('GET', PLANS_ADMIN_API.planSignups, admin.headers)).json(),
    );
    const row = signups.items.find((item) => item.id === plan.signup.id);
    expect(row).toMatchObject({
      kind: 'plan',
      client: { name: 'Quentin Quarterly', email: client.user.email },
      advisor: { slug: 'kevin-brooks' },
      state: 'paid',
      instanceId: plan.engagement!.id,
      invoiceCounts: { paid: 1, open: 0, total: 1 },
    });
    const instances = adminInstancePageSchema.parse(
      (await call('GET', PLANS_ADMIN_API.ongoingInstances, admin.headers)).json(),
    );
    expect(instances.items.find((item) => item.id === ongoing.engagement!.id)).toMatchObject({
      status: 'active',
      signupId: ongoing.signup.id,
      invoiceCounts: { paid: 0, open: 1, total: 1 },
    });

    const detail = adminInstanceDetailSchema.parse(
      (await call('GET', PLANS_ADMIN_API.planInstance(plan.engagement!.id), admin.headers)).json(),
    );
    expect(detail.invoices).toHaveLength(1);
    expect(detail.invoices[0]).toMatchObject({ status: 'paid', refund: null });
  });

  it('filters signups by follow-up status and state', async () => {
    await call('POST', PLANS_ADMIN_API.editPlanSignupStatus, admin.headers, {
      id: plan.signup.id,
      followUpStatus: 'WaitingForClient',
    });
    const page = adminSignupPageSchema.parse(
      (
        await call(
          'GET',
          `${PLANS_ADMIN_API.planSignups}?followUpStatus=WaitingForClient`,
          admin.headers,
        )
      ).json(),
    );
    expect(page.items.map((item) => item.id)).toEqual([plan.signup.id]);
    const none = adminSignupPageSchema.parse(
      (await call('GET', `${PLANS_ADMIN_API.planSignups}?state=expired`, admin.headers)).json(),
    );
    expect(none.items.some((item) => item.id === plan.signup.id)).toBe(false);
    const bad = await call(
      'GET',
      `${PLANS_ADMIN_API.planSignups}?followUpStatus=Whenever`,
      admin.headers,
    );
    expect(bad.statusCode).toBe(400);
  });
});

describe('edit an instance', () => {
  it('changes dates, status and meetings, refusing an end before the start', async () => {
    const id = plan.engagement!.id;
    const edited = await call('POST', PLANS_ADMIN_API.editPlanInstance, admin.headers, {
      id,
      startsOn: '2027-01-11',
      endsOn: '2027-03-08',
      meetingsIncluded: 3,
      status: 'completed',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(adminInstanceDetailSchema.parse(edited.json()).instance).toMatchObject({
      startsOn: '2027-01-11',
      endsOn: '2027-03-08',
      meetingsIncluded: 3,
      status: 'completed',
    });
    const backwards = await call('POST', PLANS_ADMIN_API.editPlanInstance, admin.headers, {
      id,
      endsOn: '2027-01-01',
    });
    expect(backwards.statusCode).toBe(400);
    const unknownStatus = await call('POST', PLANS_ADMIN_API.editPlanInstance, admin.headers, {
      id,
      status: 'paused',
    });
    expect(unknownStatus.statusCode).toBe(400);
  });
  it('cancels a running Ongoing as its client would: no next invoice, an end date', async () => {
    const someone = await signedInCaller(t);
    const running = await createSignupRecord(t.database.db, {
      kind: 'ongoing',
      advisorId: advisor.advisorId,
      clientId: someone.user.id,
    });
    await t.database.db
      .update(engagements)
      .set({ nextInvoiceOn: '2027-04-04' })
      .where(eq(engagements.id, running.engagement!.id));
    const answer = await call('POST', PLANS_ADMIN_API.editOngoingInstance, admin.headers, {
      id: running.engagement!.id,
      status: 'cancelled',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    // It runs to the end of the quarter paid for (ADR 0067).
    const instance = adminInstanceDetailSchema.parse(answer.json()).instance;
    expect(instance).toMatchObject({ status: 'active', endsOn: '2027-04-03' });
    expect(instance.cancelledAt).not.toBeNull();
    const [row] = await t.database.db
      .select()
      .from(engagements)
      .where(eq(engagements.id, running.engagement!.id));
    expect(row).toMatchObject({ nextInvoiceOn: null });
    expect(row!.cancelledAt).not.toBeNull();

    // Asked again, it ends now, keeping the date it was cancelled.
    const now = await call('POST', PLANS_ADMIN_API.editOngoingInstance, admin.headers, {
      id: running.engagement!.id,
      status: 'cancelled',
    });
    expect(now.statusCode, now.body).toBe(200);
    expect(adminInstanceDetailSchema.parse(now.json()).instance).toMatchObject({
      status: 'cancelled',
      cancelledAt: instance.cancelledAt,
    });
  });
});

describe('search and capacity', () => {
  it('finds signups by client name, email and advisor name, of the kind asked', async () => {
    const find = async (url: string) =>
      adminSearchAnswerSchema
        .parse((await call('GET', url, admin.headers)).json())
        .signups.map((row) => row.id);
    expect(await find(PLANS_ADMIN_API.planSearch('quentin qu'))).toEqual([plan.signup.id]);
    expect(await find(PLANS_ADMIN_API.planSearch(client.user.email.toUpperCase()))).toEqual([
      plan.signup.id,
    ]);
    expect(await find(PLANS_ADMIN_API.planSearch('Kevin Brooks'))).toContain(plan.signup.id);
    expect(await find(PLANS_ADMIN_API.ongoingSearch('Quentin'))).toEqual([ongoing.signup.id]);
    expect(await find(PLANS_ADMIN_API.planSearch('%_%'))).toEqual([]);
    expect((await call('GET', PLANS_ADMIN_API.planSearch('q'), admin.headers)).statusCode).toBe(
      400,
    );
  });

  it('says who has capacity: offering on or off, places taken and left', async () => {
    const kevinOf = async () =>
      availabilityAnswerSchema
        .parse((await call('GET', PLANS_ADMIN_API.ongoingAvailability, admin.headers)).json())
        .advisors.find((row) => row.slug === 'kevin-brooks')!;
    const before = await kevinOf();
    expect(before).toMatchObject({ enabled: true });
    expect(before.taken).toBeGreaterThanOrEqual(1);
    const holding = await signedInCaller(t);
    // A place held while the client pays is taken; one whose hold ran out is not.
    for (const minutes of [10, -10]) {
      await createSignupRecord(t.database.db, {
        kind: 'ongoing',
        advisorId: advisor.advisorId,
        clientId: minutes > 0 ? holding.user.id : client.user.id,
        state: 'awaiting-payment',
        holdExpiresAt: new Date(Date.now() + minutes * 60_000),
      });
    }
    const after = await kevinOf();
    expect(after.taken).toBe(before.taken + 1);
    expect(after.left).toBe(after.capacity! - after.taken);
    const plans = availabilityAnswerSchema.parse(
      (await call('GET', PLANS_ADMIN_API.planAvailability, admin.headers)).json(),
    );
    expect(plans.advisors.find((row) => row.slug === 'kevin-brooks')).toMatchObject({
      capacity: null,
      left: null,
    });
  });
});
