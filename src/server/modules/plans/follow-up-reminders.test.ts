// The follow-up reminder (docs/product.md#plans-admin): on a signup's target date every admin gets
// one email listing it with a link to its edit page, once per date, whoever runs the sweep.
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS_ADMIN_PAGES } from '../../../shared/routes/plans-admin';
import { PLANS_ADMIN_API } from '../../../shared/routes/plans-admin-api';
import { emails } from '../../db/schema/notifications';
import { signups } from '../../db/schema/plans';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { advisorCaller, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { FOLLOW_UP_EMAIL_TEMPLATE } from './follow-up-reminders';
import { createSignupRecord } from './plans-admin-test-kit';
import { TEST_MODE } from '../../../shared/test-mode';

// 10:00 in New York on 12 April 2027.
const clock = createTestClock('2027-04-12T14:00:00Z');
let t: TestApp;
let admins: Caller[];
let advisorId: string;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
  admins = [
    await signedInCaller(t, ['Admin'], { fullName: 'Ada Admin' }),
    await signedInCaller(t, ['Admin'], { fullName: 'Bob Admin' }),
  ];
  advisorId = (await advisorCaller(t, 'andre-thompson')).advisorId;
});
afterAll(async () => {
  await t.close();
});

const remindersTo = (address: string) =>
  t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, address), eq(emails.template, FOLLOW_UP_EMAIL_TEMPLATE)));

async function signupWithTarget(targetDate: string | null, name: string) {
  const client = await signedInCaller(t, ['Consumer'], { fullName: name });
  const { signup } = await createSignupRecord(t.database.db, {
    kind: 'plan',
    advisorId,
    clientId: client.user.id,
  });
  await t.database.db.update(signups).set({ targetDate }).where(eq(signups.id, signup.id));
  return signup;
}

describe('follow-up reminders', () => {
  it('emails every admin once on the target date, listing each signup due with its link', async () => {
    const today = await signupWithTarget('2027-04-12', 'Tess Today');
    const missed = await signupWithTarget('2027-04-10', 'Mia Missed');
    const later = await signupWithTarget('2027-04-13', 'Liam Later');
    const jobs = t.app.services.followUpReminders;

    const [first, second] = await Promise.all([jobs.sendDue(), jobs.sendDue()]);
    expect(first! + second!).toBe(2);
    expect(await jobs.sendDue()).toBe(0);

    for (const admin of admins) {
      const sent = await remindersTo(admin.user.email);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.textBody).toContain('Tess Today');
      expect(sent[0]!.textBody).toContain('Mia Missed');
      expect(sent[0]!.textBody).not.toContain('Liam Later');
      const reloadId = clock.now().getTime().toString(36);
      expect(sent[0]!.textBody).toContain(
        `${t.config.publicUrl}${PLANS_ADMIN_PAGES.planSignupEdit(reloadId, today.id)}`,
      );
      expect(sent[0]!.subject).toBe(`${TEST_MODE.emailSubjectPrefix}Follow up today: 2 signups`);
    }
    const rows = await t.database.db
      .select({ id: signups.id, remindedOn: signups.followUpRemindedOn })
      .from(signups)
      .where(inArray(signups.id, [today.id, missed.id, later.id]));
    expect(Object.fromEntries(rows.map((row) => [row.id, row.remindedOn]))).toEqual({
      [today.id]: '2027-04-12',
      [missed.id]: '2027-04-10',
      [later.id]: null,
    });

    // The next day brings the later one; a new target date is reminded of again.
    clock.advance(24 * 3_600_000);
    expect(await jobs.sendDue()).toBe(1);
    const moved = await t.app.inject({
      method: 'POST',
      url: PLANS_ADMIN_API.editPlanSignupTargetDate,
      headers: admins[0]!.headers,
      payload: { id: today.id, targetDate: '2027-04-13' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(await jobs.sendDue()).toBe(1);
    expect(await remindersTo(admins[1]!.user.email)).toHaveLength(3);
  });
});
