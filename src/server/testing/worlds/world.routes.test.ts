// The test-world entry (ADR 0075): the people and meetings a journey asks for are real accounts and
// records of the product, and the product's own app has no such entry.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISOR_API } from '../../../shared/routes/advisors-api';
import { AVAILABILITY_API } from '../../../shared/routes/availability-api';
import { rolesOf, findUserByEmail } from '../../auth/accounts/accounts.repository';
import { verifyPassword } from '../../auth/accounts/passwords';
import { events } from '../../db/schema/booking';
import { emails } from '../../db/schema/notifications';
import { charges, invoices } from '../../db/schema/payments';
import { engagementMeetings, engagements, offerings, signups } from '../../db/schema/plans';
import { reviews } from '../../db/schema/reviews';
import { reviewPageSchema } from '../../../shared/contracts/advisors';
import { OFFERINGS_API } from '../../../shared/routes/offerings-api';
import type { PublicOffering } from '../../../shared/contracts/offerings';
import { setFlag } from '../../modules/plans/signups-test-kit';
import { createTestApp } from '../test-app';
import type { TestApp } from '../test-app';
import {
  TEST_WORLD_API,
  worldEngagementSchema,
  worldMeetingsSchema,
  worldPersonSchema,
  worldStuckEmailSchema,
} from './world-contract';
import { worldEntryRefusal } from './world-refusal';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ testWorlds: true });
});
afterAll(() => t.close());

const person = async (body: object) => {
  const answer = await t.app.inject({ method: 'POST', url: TEST_WORLD_API.people, payload: body });
  expect(answer.statusCode, answer.body).toBe(200);
  return worldPersonSchema.parse(answer.json());
};

describe('a world person', () => {
  it('is an account with a confirmed email, its roles and a password of its own', async () => {
    const admin = await person({ kind: 'admin', tag: 'unit-admin-1' });
    const affiliate = await person({ kind: 'affiliate', tag: 'unit-affiliate-1' });
    const user = await findUserByEmail(t.database.db, admin.email);
    expect(user?.emailVerifiedAt).not.toBeNull();
    expect(user?.isFirmMember).toBe(true);
    expect(await verifyPassword(user!.passwordHash!, admin.password)).toBe(true);
    expect(await rolesOf(t.database.db, admin.id)).toEqual(['Admin']);
    expect((await rolesOf(t.database.db, affiliate.id)).sort()).toEqual(['Affiliate', 'Consumer']);
    expect(affiliate.password).not.toBe(admin.password);
  });

  it('as an advisor runs a listed practice with open times and the offerings asked for', async () => {
    const advisor = await person({
      kind: 'advisor',
      tag: 'unit-advisor-1',
      advisor: { ongoing: false, ongoingCapacity: 3 },
    });
    const slug = advisor.advisor!.slug;
    const profile = await t.app.inject({ url: ADVISOR_API.profile(slug) });
    expect(profile.statusCode, profile.body).toBe(200);
    const slots = await t.app.inject({ url: `${AVAILABILITY_API.advisorSlots(slug)}?days=14` });
    expect(slots.statusCode).toBe(200);
    expect(JSON.stringify(slots.json())).toMatch(/\d{4}-\d{2}-\d{2}T/);
    const kinds = await t.database.db
      .select({ kind: offerings.kind, enabled: offerings.enabled, capacity: offerings.capacity })
      .from(offerings)
      .where(eq(offerings.advisorId, advisor.advisor!.id));
    expect(kinds.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'ongoing', enabled: false, capacity: 3 },
      { kind: 'plan', enabled: true, capacity: null },
    ]);
  });

  it('is refused for a tag already used, and for a tag that could not be an address', async () => {
    await person({ kind: 'client', tag: 'unit-client-1' });
    const again = await t.app.inject({
      method: 'POST',
      url: TEST_WORLD_API.people,
      payload: { kind: 'client', tag: 'unit-client-1' },
    });
    expect(again.statusCode).toBe(409);
    const odd = await t.app.inject({
      method: 'POST',
      url: TEST_WORLD_API.people,
      payload: { kind: 'client', tag: 'Not An@ddress' },
    });
    expect(odd.statusCode).toBe(400);
  });
});

describe('world meetings', () => {
  it('are two held meetings and one next week, each paid in the ledger', async () => {
    const client = await person({ kind: 'client', tag: 'unit-meet-client' });
    const advisor = await person({ kind: 'advisor', tag: 'unit-meet-advisor' });
    const answer = await t.app.inject({
      method: 'POST',
      url: TEST_WORLD_API.meetings,
      payload: { clientId: client.id, advisorId: advisor.advisor!.id },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const meetings = worldMeetingsSchema.parse(answer.json());
    const rows = await t.database.db
      .select({ id: events.id, startsAt: events.startsAt, notes: events.notes })
      .from(events)
      .where(and(eq(events.clientId, client.id), eq(events.advisorId, advisor.advisor!.id)));
    expect(rows).toHaveLength(3);
    const byId = new Map(rows.map((row) => [row.id, row]));
    expect(byId.get(meetings.heldWithNotes)!.notes).not.toBeNull();
    expect(byId.get(meetings.heldWaitingForNotes)!.startsAt.getTime()).toBeLessThan(Date.now());
    expect(byId.get(meetings.upcoming)!.startsAt.getTime()).toBeGreaterThan(Date.now());
    const paid = await t.database.db
      .select({ status: charges.status })
      .from(charges)
      .where(eq(charges.clientId, client.id));
    expect(paid.map((charge) => charge.status)).toEqual(['succeeded', 'succeeded', 'succeeded']);
  });
});

describe('a world Ongoing', () => {
  it('is the client’s paid engagement, taking the advisor’s only place', async () => {
    const client = await person({ kind: 'client', tag: 'unit-ongoing-client' });
    const advisor = await person({
      kind: 'advisor',
      tag: 'unit-ongoing-advisor',
      advisor: { ongoingCapacity: 1 },
    });
    const answer = await t.app.inject({
      method: 'POST',
      url: TEST_WORLD_API.engagements,
      payload: { clientId: client.id, advisorId: advisor.advisor!.id, kind: 'ongoing' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const { engagementId } = worldEngagementSchema.parse(answer.json());
    // The Ongoing is shown to the public only while its flag is on.
    await setFlag(t, 'TheOngoing', true);
    const [engagement] = await t.database.db
      .select({ clientId: engagements.clientId, kind: engagements.kind })
      .from(engagements)
      .where(eq(engagements.id, engagementId));
    expect(engagement).toEqual({ clientId: client.id, kind: 'ongoing' });
    const offering = await t.app.inject({
      url: OFFERINGS_API.advisorOffering(advisor.advisor!.slug, 'ongoing'),
    });
    expect(offering.statusCode, offering.body).toBe(200);
    expect((offering.json() as PublicOffering).placesLeft).toBe(0);
  });

  it('is refused for an advisor nobody knows', async () => {
    const client = await person({ kind: 'client', tag: 'unit-ongoing-nobody' });
    const answer = await t.app.inject({
      method: 'POST',
      url: TEST_WORLD_API.engagements,
      payload: { clientId: client.id, advisorId: client.id, kind: 'ongoing' },
    });
    expect(answer.statusCode).toBe(404);
  });
});

describe('world reviews, engagements and stuck emails', () => {
  it('gives an advisor the reviews asked for, on the public profile', async () => {
    const advisor = await person({
      kind: 'advisor',
      tag: 'unit-reviewed-advisor',
      advisor: { reviews: 4 },
    });
    const rows = await t.database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(eq(reviews.advisorId, advisor.advisor!.id));
    expect(rows).toHaveLength(4);
    const page = await t.app.inject({ url: ADVISOR_API.reviews(advisor.advisor!.slug) });
    expect(page.statusCode, page.body).toBe(200);
    expect(reviewPageSchema.parse(page.json()).total).toBe(4);
  });

  it('signs a client up for a paid Plan with its first meeting booked, and an Ongoing', async () => {
    const client = await person({ kind: 'client', tag: 'unit-engaged-client' });
    const advisor = await person({ kind: 'advisor', tag: 'unit-engaged-advisor' });
    const engage = async (kind: 'plan' | 'ongoing') => {
      const answer = await t.app.inject({
        method: 'POST',
        url: TEST_WORLD_API.engagements,
        payload: { clientId: client.id, advisorId: advisor.advisor!.id, kind },
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return worldEngagementSchema.parse(answer.json());
    };
    const plan = await engage('plan');
    const ongoing = await engage('ongoing');
    const made = await t.database.db
      .select({ kind: signups.kind, state: signups.state })
      .from(signups)
      .where(eq(signups.clientId, client.id));
    expect(made.sort((a, b) => a.kind.localeCompare(b.kind))).toEqual([
      { kind: 'ongoing', state: 'paid' },
      { kind: 'plan', state: 'paid' },
    ]);
    const paid = await t.database.db
      .select({ status: invoices.status })
      .from(invoices)
      .where(eq(invoices.signupId, plan.signupId));
    expect(paid).toEqual([{ status: 'paid' }]);
    const planMeetings = await t.database.db
      .select({ id: engagementMeetings.eventId })
      .from(engagementMeetings)
      .where(eq(engagementMeetings.engagementId, plan.engagementId));
    expect(planMeetings).toHaveLength(1);
    expect(ongoing.engagementId).not.toBe(plan.engagementId);
  });

  it('leaves an email to the person that the mail server refused', async () => {
    const affiliate = await person({ kind: 'affiliate', tag: 'unit-stuck-affiliate' });
    const answer = await t.app.inject({
      method: 'POST',
      url: TEST_WORLD_API.stuckEmails,
      payload: { personId: affiliate.id },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const stuck = worldStuckEmailSchema.parse(answer.json());
    expect(stuck.to).toBe(affiliate.email);
    const rows = await t.database.db
      .select({ status: emails.status, subject: emails.subject, text: emails.textBody })
      .from(emails)
      .where(eq(emails.toAddress, affiliate.email));
    expect(rows).toEqual([
      {
        status: 'failed',
        subject: stuck.subject,
        text: expect.stringContaining(`Hi ${affiliate.fullName.split(' ')[0]},`) as string,
      },
    ]);
  });
});

describe('where the entry exists', () => {
  it('is not on the product app: the same call answers 404', async () => {
    const product = await createTestApp({ seed: false });
    try {
      const answer = await product.app.inject({
        method: 'POST',
        url: TEST_WORLD_API.people,
        payload: { kind: 'admin', tag: 'unit-nowhere' },
      });
      expect(answer.statusCode).toBe(404);
    } finally {
      await product.close();
    }
  });

  it('is refused wherever money or email would be real', () => {
    expect(worldEntryRefusal({ paymentsTestMode: true, SMTP_URL: undefined })).toBeUndefined();
    expect(worldEntryRefusal({ paymentsTestMode: false, SMTP_URL: undefined })).toContain(
      'a real payment gateway',
    );
    expect(worldEntryRefusal({ paymentsTestMode: true, SMTP_URL: 'smtp://mail' })).toContain(
      'a real mail server',
    );
  });
});
