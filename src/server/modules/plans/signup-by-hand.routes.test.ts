// An admin arranges a Plan or an Ongoing by hand (ADR 0073): the signup and its instance are made
// under the same rules as a client's own signup, audited with the reason; bad input is a 400 by
// field, a place the offering cannot give a 409, and only admins may call it.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createdSignupSchema } from '../../../shared/contracts/plans-admin-create';
import { CREATE_SIGNUP_MESSAGES } from '../../../shared/contracts/plans-admin-create';
import { PLANS_ADMIN_API_BY_KIND } from '../../../shared/routes/plans-admin-api';
import { auditLog } from '../../db/schema/accounts';
import { engagements, signups } from '../../db/schema/plans';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { signedIn } from './offerings-test-kit';
import type { Caller } from './offerings-test-kit';
import { advisorWithOfferings, setFlag } from './signups-test-kit';
import { SIGNUP_BY_HAND_AUDIT } from './signup-by-hand';
import type { EngagementKind } from '../../../shared/offerings/catalog';

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t, ['Admin']);
  await setFlag(t, 'TheOngoing', true);
});
afterAll(async () => {
  await t.close();
});

const create = (kind: EngagementKind, headers: Record<string, string>, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: PLANS_ADMIN_API_BY_KIND[kind].createSignup,
    headers,
    payload: payload as Record<string, unknown>,
  });

const REASON = 'Agreed by phone; paid by cheque.';

describe('a signup arranged by hand', () => {
  it.each(['plan', 'ongoing'] as const)(
    'makes the %s signup, paid, with its instance, and audits why',
    async (kind) => {
      const advisor = await advisorWithOfferings(t);
      const client = await signedIn(t, ['Consumer']);
      const response = await create(kind, admin.headers, {
        clientId: client.user.id,
        advisorUserId: advisor.user.id,
        reason: REASON,
      });
      expect(response.statusCode, response.body).toBe(200);
      const made = createdSignupSchema.parse(response.json());
      const [signup] = await t.database.db
        .select()
        .from(signups)
        .where(eq(signups.id, made.signupId));
      expect(signup).toMatchObject({
        kind,
        state: 'paid',
        clientId: client.user.id,
        advisorId: advisor.advisorId,
      });
      const [engagement] = await t.database.db
        .select()
        .from(engagements)
        .where(eq(engagements.id, made.instanceId));
      expect(engagement).toMatchObject({ signupId: made.signupId, status: 'active' });
      const audits = await t.database.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, SIGNUP_BY_HAND_AUDIT),
            eq(auditLog.target, `signup:${made.signupId}`),
          ),
        );
      expect(audits).toHaveLength(1);
      expect(audits[0]).toMatchObject({ actorId: admin.user.id, detail: REASON });

      // The same client cannot be given the same offering twice.
      const again = await create(kind, admin.headers, {
        clientId: client.user.id,
        advisorUserId: advisor.user.id,
        reason: REASON,
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(CREATE_SIGNUP_MESSAGES.alreadyRunning);
    },
  );

  it('answers bad input by field and refuses people who cannot take part', async () => {
    const advisor = await advisorWithOfferings(t);
    const client = await signedIn(t, ['Consumer']);
    const bad = await create('plan', admin.headers, {
      clientId: 'x',
      advisorUserId: '',
      reason: '',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual([
      'advisorUserId',
      'clientId',
      'reason',
    ]);

    const notClient = await create('plan', admin.headers, {
      clientId: advisor.user.id,
      advisorUserId: advisor.user.id,
      reason: REASON,
    });
    expect(notClient.statusCode).toBe(400);
    expect(notClient.json().fieldErrors.clientId).toEqual([CREATE_SIGNUP_MESSAGES.noClient]);

    const notAdvisor = await create('plan', admin.headers, {
      clientId: client.user.id,
      advisorUserId: client.user.id,
      reason: REASON,
    });
    expect(notAdvisor.statusCode).toBe(400);
    expect(notAdvisor.json().fieldErrors.advisorUserId).toEqual([CREATE_SIGNUP_MESSAGES.noAdvisor]);

    const asClient = await create('plan', client.headers, {
      clientId: client.user.id,
      advisorUserId: advisor.user.id,
      reason: REASON,
    });
    expect(asClient.statusCode).toBe(403);
  });

  it('takes no place from a full Ongoing', async () => {
    const advisor = await advisorWithOfferings(t, 1);
    const first = await signedIn(t, ['Consumer']);
    const second = await signedIn(t, ['Consumer']);
    const body = (clientId: string) => ({
      clientId,
      advisorUserId: advisor.user.id,
      reason: REASON,
    });
    expect((await create('ongoing', admin.headers, body(first.user.id))).statusCode).toBe(200);
    const full = await create('ongoing', admin.headers, body(second.user.id));
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(CREATE_SIGNUP_MESSAGES.full);
  });
});
