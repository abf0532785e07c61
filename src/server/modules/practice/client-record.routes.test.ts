// One client's record over HTTP: the intake answers and payments of the advisor's own client, by
// id or by email, a refund shown on its payment; another advisor, a client and someone who is not
// the advisor's client read nothing (404), someone signed out is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientRecordSchema } from '../../../shared/contracts/practice';
import type { ClientRecord } from '../../../shared/contracts/practice';
import { MEETING_API } from '../../../shared/routes/meetings-api';
import { PRACTICE_API } from '../../../shared/routes/practice-api';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import {
  INTAKE,
  advisorCaller,
  bookMeeting,
  openSlots,
  signedInCaller,
} from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';

const clock = createTestClock('2027-02-01T15:00:00Z');
const SLUG = 'rachel-kowalski';
let t: TestApp;
let advisor: Caller & { advisorId: string };
let client: Caller;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  advisor = await advisorCaller(t, SLUG);
  client = await signedInCaller(t, ['Consumer'], { fullName: 'Robin Record' });
});
afterAll(async () => {
  await t.close();
});

const recordAnswer = (caller: Pick<Caller, 'headers'> | null, who: string) =>
  t.app.inject({
    method: 'GET',
    url: PRACTICE_API.clientRecord(who),
    headers: caller?.headers ?? {},
  });

async function recordOf(who: string): Promise<ClientRecord> {
  const answer = await recordAnswer(advisor, who);
  expect(answer.statusCode, answer.body).toBe(200);
  expect(answer.headers['cache-control']).toBe('no-store');
  return clientRecordSchema.parse(answer.json());
}

describe("a client's record", () => {
  it('is not there for someone who is not yet a client', async () => {
    expect((await recordAnswer(advisor, client.user.id)).statusCode).toBe(404);
  });

  it('lists the intake answers and payments of two Hours, newest first, by id and by email', async () => {
    const [first, , second] = await openSlots(t.app, SLUG);
    const one = await bookMeeting(t.app, client, SLUG, first!.start);
    clock.advance(60_000);
    const two = await bookMeeting(t.app, client, SLUG, second!.start);

    const record = await recordOf(client.user.id);
    expect(record.intake).toHaveLength(2);
    expect(record.intake.map((entry) => entry.meetingStart)).toEqual([second!.start, first!.start]);
    expect(record.intake[0]).toMatchObject({ source: 'CustomerIntakeForm', answers: INTAKE });
    expect(record.payments).toHaveLength(2);
    expect(record.payments.every((payment) => payment.status === 'succeeded')).toBe(true);
    expect(record.payments.every((payment) => payment.refund === null)).toBe(true);
    const price = record.payments[0]!.amountCents;
    expect(price).toBeGreaterThan(0);
    expect(record.paidCents).toBe(2 * price);
    expect(record.refundedCents).toBe(0);
    expect(await recordOf(client.user.email.toUpperCase())).toEqual(record);
    expect([one.eventId, two.eventId]).toHaveLength(2);
  });

  it('shows the refund of a cancelled Hour on its payment and in the refunded total', async () => {
    const before = await recordOf(client.user.id);
    // Paid a minute after the others: newest first is then this payment, whatever the plan.
    clock.advance(60_000);
    const { eventId } = await bookMeeting(
      t.app,
      client,
      SLUG,
      (await openSlots(t.app, SLUG))[4]!.start,
    );
    // Cancelled days ahead: the client is refunded in full.
    const refunded = await t.app.inject({
      method: 'POST',
      url: MEETING_API.eventCancel(eventId),
      headers: client.headers,
    });
    expect(refunded.statusCode, refunded.body).toBeLessThan(300);
    const record = await recordOf(client.user.id);
    expect(record.payments).toHaveLength(before.payments.length + 1);
    const [newest] = record.payments;
    expect(newest!.refund).toEqual({ amountCents: newest!.amountCents, status: 'succeeded' });
    expect(record.paidCents).toBe(before.paidCents + newest!.amountCents);
    expect(record.refundedCents).toBe(newest!.amountCents);
  });

  it('shows nothing to another advisor, a client or someone signed out', async () => {
    const other = await advisorCaller(t, 'maya-okafor');
    expect((await recordAnswer(other, client.user.id)).statusCode).toBe(404);
    expect((await recordAnswer(other, client.user.email)).statusCode).toBe(404);
    expect((await recordAnswer(client, client.user.id)).statusCode).toBe(403);
    expect((await recordAnswer(null, client.user.id)).statusCode).toBe(401);
  });
});
