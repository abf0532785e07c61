// What needs doing, over HTTP: each list counts only the advisor's own open items (a review
// answered, a request answered, a plan delivered, an invoice paid or not yet due drop out), and
// another advisor, a client and someone signed out see none of them.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { practiceToDoSchema } from '../../../shared/contracts/practice';
import type { PracticeToDo } from '../../../shared/contracts/practice';
import { PRACTICE_API } from '../../../shared/routes/practice-api';
import { invoices } from '../../db/schema/payments';
import { documentRequests, engagements } from '../../db/schema/plans';
import { reviews } from '../../db/schema/reviews';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { advisorCaller, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { clientInEngagement } from '../plans/engagements-test-kit';
import { testLedgerLink } from '../../testing/test-ledger';

const DAY_MS = 86_400_000;
const clock = createTestClock('2027-04-01T15:00:00Z');
let t: TestApp;
let advisor: Caller & { advisorId: string };
let other: Caller & { advisorId: string };

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  advisor = await advisorCaller(t, 'rachel-kowalski');
  other = await advisorCaller(t, 'maya-okafor');
});
afterAll(async () => {
  await t.close();
});

const toDoAnswer = (caller: Pick<Caller, 'headers'>) =>
  t.app.inject({ method: 'GET', url: PRACTICE_API.toDo, headers: caller.headers });

async function toDoOf(caller: Caller): Promise<PracticeToDo> {
  const answer = await toDoAnswer(caller);
  expect(answer.statusCode, answer.body).toBe(200);
  return practiceToDoSchema.parse(answer.json());
}

async function invoiceFor(signupId: string, clientId: string, dueInDays: number, status = 'open') {
  const [row] = await t.database.db
    .insert(invoices)
    .values({
      ...testLedgerLink('plan', signupId),
      kind: 'plan',
      signupId,
      clientId,
      advisorId: advisor.advisorId,
      amountCents: 250_000,
      status: status as 'open',
      description: 'The Plan',
      gateway: 'sandbox',
      issuedAt: new Date(clock.now().getTime() - 30 * DAY_MS),
      dueAt: new Date(clock.now().getTime() + dueInDays * DAY_MS),
      idempotencyKey: randomUUID(),
    })
    .returning();
  return row!;
}

describe('what needs doing', () => {
  it("lists the advisor's own open items and drops each once it is done", async () => {
    const before = await toDoOf(advisor);
    const { client, engagement } = await clientInEngagement(
      t,
      advisor.advisorId,
      'plan',
      clock.now(),
    );
    const [request] = await t.database.db
      .insert(documentRequests)
      .values({ engagementId: engagement.id, title: 'Last two pay stubs', description: '' })
      .returning();
    await t.database.db.insert(reviews).values({
      advisorId: advisor.advisorId,
      reviewerName: 'Pat',
      rating: 5,
      title: 'Clear and kind',
      body: 'A good hour.',
    });
    const overdue = await invoiceFor(engagement.signupId, client.user.id, -3);
    await invoiceFor(engagement.signupId, client.user.id, 10); // not due yet
    await invoiceFor(engagement.signupId, client.user.id, -5, 'paid');

    const now = await toDoOf(advisor);
    expect(now.reviewsToAnswer).toBe(before.reviewsToAnswer + 1);
    expect(now.documentRequests).toContainEqual({
      id: request!.id,
      title: 'Last two pay stubs',
      askedAt: expect.any(String),
      client: { id: client.user.id, name: client.user.fullName },
    });
    expect(now.plansToDeliver).toContainEqual({
      engagementId: engagement.id,
      endsOn: engagement.endsOn,
      client: { id: client.user.id, name: client.user.fullName },
    });
    expect(now.overdueInvoices.map((invoice) => invoice.id)).toEqual(
      [...before.overdueInvoices.map((invoice) => invoice.id), overdue.id].slice(0, 5),
    );

    // Done: the request answered, the plan delivered, the invoice paid.
    await t.database.db
      .update(documentRequests)
      .set({ status: 'fulfilled' })
      .where(eq(documentRequests.id, request!.id));
    await t.database.db
      .update(engagements)
      .set({ status: 'completed' })
      .where(eq(engagements.id, engagement.id));
    await t.database.db.update(invoices).set({ status: 'paid' }).where(eq(invoices.id, overdue.id));
    const after = await toDoOf(advisor);
    expect(after.documentRequests.map((each) => each.id)).not.toContain(request!.id);
    expect(after.plansToDeliver.map((each) => each.engagementId)).not.toContain(engagement.id);
    expect(after.overdueInvoices.map((each) => each.id)).not.toContain(overdue.id);
  });

  it("never shows another advisor's items, and is for advisors only", async () => {
    const { engagement } = await clientInEngagement(t, advisor.advisorId, 'plan', clock.now());
    const theirs = await toDoOf(other);
    expect(theirs.plansToDeliver.map((each) => each.engagementId)).not.toContain(engagement.id);
    expect((await toDoAnswer(await signedInCaller(t))).statusCode).toBe(403);
    expect((await toDoAnswer({ headers: {} })).statusCode).toBe(401);
  });
});
