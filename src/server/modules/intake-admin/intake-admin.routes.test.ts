// The console's intake responses (docs/product.md#intake-responses-admin, ADR 0047): the recent and
// orphan tables, one response, the edit under the client form's rules and the delete refused while
// the response is in force; admins only, every write audited with before and after.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  IntakeResponseDetail,
  IntakeResponsePage,
} from '../../../shared/contracts/intake-admin';
import { INTAKE_ADMIN_API } from '../../../shared/routes/intake-admin-api';
import { auditLog } from '../../db/schema/accounts';
import { intakeResponses } from '../../db/schema/intake';
import { signups } from '../../db/schema/plans';
import { expectAdminOnly } from '../../testing/admin-only';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { insertTestAdvisor } from '../../testing/test-advisors';
import { INTAKE } from '../../testing/test-booking';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';
import type { TestUser } from '../../testing/test-users';
import { insertIntakeResponse } from './intake-admin-test-kit';
import type { Attach } from './intake-admin-test-kit';

let t: TestApp;
let adminUser: TestUser;
let adminHeaders: Record<string, string>;
let client: TestUser;
const ids: Record<string, string> = {};

const ATTACHED: Record<string, Attach> = {
  orphan: { to: 'nothing' },
  lapsedCheckout: { to: 'checkout', status: 'expired' },
  openCheckout: { to: 'checkout', status: 'open' },
  activeMeeting: { to: 'meeting', status: 'Active' },
  cancelledMeeting: { to: 'meeting', status: 'Canceled' },
  paidSignup: { to: 'signup', state: 'paid' },
  expiredSignup: { to: 'signup', state: 'expired' },
  deletedSignup: { to: 'signup', state: 'paid', deleted: true },
};

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  const db = t.database.db;
  adminUser = await createTestUser(db, { roles: ['Admin'] });
  adminHeaders = bearer(await mintAccessToken(db, t.config, adminUser));
  client = await createTestUser(db, { roles: ['Consumer'], fullName: 'Quinn Intakeson' });
  const advisorUser = await createTestUser(db, { roles: ['Advisor'] });
  const advisor = await insertTestAdvisor(db, advisorUser.id, {
    slugPrefix: 'intake-admin',
    firstName: 'Ida',
    lastNamePrefix: 'Advisor',
    avatar: 'a1',
  });
  let minute = 0;
  for (const [name, attach] of Object.entries(ATTACHED)) {
    ids[name] = await insertIntakeResponse(
      db,
      { clientId: client.id, advisorId: advisor.id },
      attach,
      {
        questions: `Questions of ${name}, ten characters`,
        createdAt: new Date(Date.UTC(2026, 0, 1, 9, ++minute)),
      },
    );
  }
});
afterAll(() => t.close());

const get = (url: string, headers = adminHeaders) => t.app.inject({ method: 'GET', url, headers });
const mine = (query = '') => `q=intakeson${query}`;

async function auditOf(action: string, id: string) {
  return t.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, `intake-response:${id}`)));
}

describe('GET the recent and orphan intake responses', () => {
  it('lists every response newest first with client, advisor and attachments', async () => {
    const response = await get(`${INTAKE_ADMIN_API.recent}?${mine()}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const page = response.json<IntakeResponsePage>();
    expect(page.total).toBe(Object.keys(ATTACHED).length);
    expect(page.items[0]?.id).toBe(ids.deletedSignup);
    const meeting = page.items.find((item) => item.id === ids.activeMeeting);
    expect(meeting).toMatchObject({
      source: 'CustomerIntakeForm',
      client: { id: client.id, fullName: 'Quinn Intakeson' },
      advisor: { name: expect.stringContaining('Ida Advisor') },
      attachments: [{ kind: 'meeting', status: 'Completed', live: true }],
      excerpt: 'Questions of activeMeeting, ten characters',
    });
  });

  it('lists as orphans exactly the responses attached to nothing in force or on record', async () => {
    const page = (
      await get(`${INTAKE_ADMIN_API.orphans}?${mine('&sort=createdAt&dir=asc')}`)
    ).json<IntakeResponsePage>();
    expect(page.items.map((item) => item.id)).toEqual([
      ids.orphan,
      ids.lapsedCheckout,
      ids.deletedSignup,
    ]);
    expect(page.items.every((item) => item.attachments.length === 0)).toBe(true);
  });

  it('filters by source, searches by email and sorts by client', async () => {
    const plans = (
      await get(`${INTAKE_ADMIN_API.recent}?${mine('&source=ThePlanSignup')}`)
    ).json<IntakeResponsePage>();
    expect(plans.total).toBe(3);
    const byEmail = (
      await get(`${INTAKE_ADMIN_API.recent}?q=${encodeURIComponent(client.email)}&sort=client`)
    ).json<IntakeResponsePage>();
    expect(byEmail.total).toBe(Object.keys(ATTACHED).length);
    expect((await get(`${INTAKE_ADMIN_API.recent}?q=nobody-at-all`)).json()).toMatchObject({
      total: 0,
      items: [],
    });
  });

  it('refuses bad queries with field messages', async () => {
    for (const query of ['size=7', 'page=0', 'sort=answers', 'dir=up', 'source=Elsewhere']) {
      const response = await get(`${INTAKE_ADMIN_API.orphans}?${query}`);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toHaveProperty('fieldErrors');
    }
  });
});

describe('GET one intake response', () => {
  it('answers the response with its answers', async () => {
    const response = await get(INTAKE_ADMIN_API.response(ids.paidSignup!));
    expect(response.statusCode).toBe(200);
    expect(response.json<IntakeResponseDetail>()).toMatchObject({
      id: ids.paidSignup,
      source: 'ThePlanSignup',
      attachments: [{ kind: 'signup', status: 'paid', live: true }],
      answers: { topics: INTAKE.topics, household: 'couple', background: '' },
    });
  });

  it('answers 404 for a missing response or an id that is not one', async () => {
    expect((await get(INTAKE_ADMIN_API.response(crypto.randomUUID()))).statusCode).toBe(404);
    expect((await get(INTAKE_ADMIN_API.response('not-an-id'))).statusCode).toBe(404);
  });
});

describe('POST edit-intake-response', () => {
  const edit = (body: unknown, headers = adminHeaders) =>
    t.app.inject({ method: 'POST', url: INTAKE_ADMIN_API.edit, headers, payload: body as object });

  it('saves answers checked as the client form checks them, and audits before and after', async () => {
    const before = (
      await get(INTAKE_ADMIN_API.response(ids.activeMeeting!))
    ).json<IntakeResponseDetail>();
    const answers = { ...INTAKE, questions: 'Edited: can we retire at 55 with our savings?' };
    const response = await edit({ id: before.id, updatedAt: before.updatedAt, ...answers });
    expect(response.statusCode, response.body).toBe(200);
    const after = response.json<IntakeResponseDetail>();
    expect(after.answers.questions).toBe(answers.questions);
    expect(after.updatedAt).not.toBe(before.updatedAt);
    const [entry] = await auditOf('intake-response-edited', before.id);
    expect(entry).toMatchObject({
      actorId: adminUser.id,
      subjectId: client.id,
      before: expect.objectContaining({ questions: before.answers.questions }),
      after: expect.objectContaining({ questions: answers.questions }),
    });
    // The version read before the edit is now stale.
    const stale = await edit({ id: before.id, updatedAt: before.updatedAt, ...answers });
    expect(stale.statusCode).toBe(409);
  });

  it('refuses what the client form refuses, by field, and changes nothing', async () => {
    const current = (
      await get(INTAKE_ADMIN_API.response(ids.orphan!))
    ).json<IntakeResponseDetail>();
    const response = await edit({
      id: current.id,
      updatedAt: current.updatedAt,
      ...INTAKE,
      topics: [],
      questions: 'short',
      netWorth: 'millions',
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'netWorth',
      'questions',
      'topics',
    ]);
    const [row] = await t.database.db
      .select({ answers: intakeResponses.answers })
      .from(intakeResponses)
      .where(eq(intakeResponses.id, current.id));
    expect(row?.answers.questions).toBe(current.answers.questions);
  });

  it('answers 404 for a response that is gone', async () => {
    const response = await edit({
      id: crypto.randomUUID(),
      updatedAt: new Date().toISOString(),
      ...INTAKE,
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('DELETE delete-intake-response', () => {
  const remove = (id: string, headers = adminHeaders) =>
    t.app.inject({ method: 'DELETE', url: INTAKE_ADMIN_API.deleteResponse(id), headers });

  it('refuses a response whose meeting, signup or checkout is in force, naming it', async () => {
    for (const name of ['activeMeeting', 'paidSignup', 'openCheckout']) {
      const response = await remove(ids[name]!);
      expect(response.statusCode, name).toBe(409);
      expect(response.json<{ message: string }>().message).toMatch(/still in force/);
    }
    expect(await auditOf('intake-response-deleted', ids.activeMeeting!)).toEqual([]);
  });

  it('deletes an orphan or one whose meeting or signup ended, audited with what it held', async () => {
    for (const name of ['orphan', 'cancelledMeeting', 'expiredSignup']) {
      const response = await remove(ids[name]!);
      expect(response.statusCode, name).toBe(204);
      expect((await get(INTAKE_ADMIN_API.response(ids[name]!))).statusCode).toBe(404);
      const [entry] = await auditOf('intake-response-deleted', ids[name]!);
      expect(entry).toMatchObject({
        actorId: adminUser.id,
        subjectId: client.id,
        before: expect.objectContaining({
          answers: expect.objectContaining({ topics: INTAKE.topics }),
        }),
        after: null,
      });
    }
    // The ended signup stays, without its answers.
    const [signup] = await t.database.db
      .select({ intake: signups.intakeResponseId })
      .from(signups)
      .where(eq(signups.state, 'expired'));
    expect(signup?.intake).toBeNull();
    expect((await remove(ids.orphan!)).statusCode).toBe(404);
  });
});

describe('access', () => {
  it('is for admins only', async () => {
    const calls = [
      { method: 'GET' as const, url: INTAKE_ADMIN_API.recent },
      { method: 'GET' as const, url: INTAKE_ADMIN_API.orphans },
      { method: 'GET' as const, url: INTAKE_ADMIN_API.response(ids.paidSignup!) },
      { method: 'POST' as const, url: INTAKE_ADMIN_API.edit, payload: {} },
      { method: 'DELETE' as const, url: INTAKE_ADMIN_API.deleteResponse(ids.lapsedCheckout!) },
    ];
    await expectAdminOnly(t, calls);
  });
});
