// The follow-up of Plan and Ongoing signups (docs/product.md#plans-admin): the admin moves the
// status and target date through their own calls or the signup's edit, each change audited; the
// advisor moves their own clients' signups and no one else's.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminSignupDetailSchema } from '../../../shared/contracts/plans-admin';
import { PLANS_ADMIN_API } from '../../../shared/routes/plans-admin-api';
import { auditLog } from '../../db/schema/accounts';
import type { TestApp } from '../../testing/test-app';
import type { Caller } from '../../testing/test-booking';
import { PLANS_ADMIN_AUDIT } from './plans-admin-audit';
import type { PlanRecord } from './plans-admin-test-kit';
import { createPlansAdminWorld } from './plans-admin-world';
import type { PlansAdminWorld } from './plans-admin-world';

let t: TestApp;
let admin: Caller;
let consumer: Caller;
let advisor: Caller & { advisorId: string };
let otherAdvisor: Caller & { advisorId: string };
let plan: PlanRecord;
let ongoing: PlanRecord;
let call: PlansAdminWorld['call'];

beforeAll(async () => {
  ({ t, admin, consumer, advisor, otherAdvisor, plan, ongoing, call } =
    await createPlansAdminWorld());
});
afterAll(async () => {
  await t.close();
});

describe('follow-up', () => {
  it('moves a signup through the listed statuses only, and audits each change', async () => {
    const refused = await call('POST', PLANS_ADMIN_API.editPlanSignupStatus, admin.headers, {
      id: plan.signup.id,
      followUpStatus: 'CallThemMaybe',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'validation' });
    const viaEdit = await call('POST', PLANS_ADMIN_API.editPlanSignup, admin.headers, {
      id: plan.signup.id,
      followUpStatus: 'Done',
    });
    expect(viaEdit.statusCode).toBe(400);
    const empty = await call('POST', PLANS_ADMIN_API.editPlanSignup, admin.headers, {
      id: plan.signup.id,
    });
    expect(empty.statusCode).toBe(400);

    const moved = await call('POST', PLANS_ADMIN_API.editPlanSignupStatus, admin.headers, {
      id: plan.signup.id,
      followUpStatus: 'SendWelcomeEmail',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ followUpStatus: 'SendWelcomeEmail' });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, plan.signup.id));
    expect(audit.at(-1)).toMatchObject({
      actorId: admin.user.id,
      action: PLANS_ADMIN_AUDIT.signupFollowUp,
    });
    expect(JSON.parse(audit.at(-1)!.detail)).toMatchObject({
      to: { followUpStatus: 'SendWelcomeEmail' },
    });
  });

  it('sets a target date, reads it back, and clears it', async () => {
    const set = await call('POST', PLANS_ADMIN_API.editPlanSignupTargetDate, admin.headers, {
      id: plan.signup.id,
      targetDate: '2027-03-15',
    });
    expect(set.statusCode, set.body).toBe(200);
    const read = adminSignupDetailSchema.parse(
      (await call('GET', PLANS_ADMIN_API.planSignup(plan.signup.id), admin.headers)).json(),
    );
    expect(read.signup.targetDate).toBe('2027-03-15');
    expect(read.instance?.id).toBe(plan.engagement!.id);

    for (const targetDate of ['15/03/2027', '2027-02-30', '1700-01-01']) {
      const bad = await call('POST', PLANS_ADMIN_API.editPlanSignupTargetDate, admin.headers, {
        id: plan.signup.id,
        targetDate,
      });
      expect(bad.statusCode, targetDate).toBe(400);
    }
    await call('POST', PLANS_ADMIN_API.editOngoingSignup, admin.headers, {
      id: ongoing.signup.id,
      targetDate: '2027-04-01',
      followUpStatus: 'FollowUpAtLaterDate',
    });
    const cleared = await call('POST', PLANS_ADMIN_API.editOngoingSignup, admin.headers, {
      id: ongoing.signup.id,
      targetDate: null,
    });
    expect(cleared.json()).toMatchObject({
      targetDate: null,
      followUpStatus: 'FollowUpAtLaterDate',
    });
  });

  it('lets the advisor move their own clients’ signups, and no one else’s', async () => {
    const list = await call('GET', PLANS_ADMIN_API.advisorSignups, advisor.headers);
    expect(list.statusCode).toBe(200);
    expect(list.json().signups.map((row: { id: string }) => row.id)).toContain(plan.signup.id);
    const others = await call('GET', PLANS_ADMIN_API.advisorSignups, otherAdvisor.headers);
    expect(others.json().signups.map((row: { id: string }) => row.id)).not.toContain(
      plan.signup.id,
    );

    const url = PLANS_ADMIN_API.advisorSignupFollowUp(plan.signup.id);
    const own = await call('POST', url, advisor.headers, {
      followUpStatus: 'WaitingForAdvisor',
      targetDate: '2027-05-01',
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({
      followUpStatus: 'WaitingForAdvisor',
      targetDate: '2027-05-01',
    });
    expect((await call('POST', url, otherAdvisor.headers, { targetDate: null })).statusCode).toBe(
      404,
    );
    expect((await call('POST', url, consumer.headers, { targetDate: null })).statusCode).toBe(403);
    expect((await call('POST', url, advisor.headers, { followUpStatus: 'Later' })).statusCode).toBe(
      400,
    );
  });
});
