// What the onboarding API tests share (docs/product.md#becoming-an-advisor): one app per file on a
// clock the tests move, the admin, client and Advisor accounts, and the calls of inviting,
// accepting, searching and uploading.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect } from 'vitest';
import type { AdminInvitation } from '../../../shared/contracts/onboarding';
import type { AdvisorSearchResult } from '../../../shared/contracts/advisors';
import { ADVISOR_API } from '../../../shared/routes/advisors-api';
import { ONBOARDING_API } from '../../../shared/routes/onboarding-api';
import { auditLog, users } from '../../db/schema/accounts';
import { emails } from '../../db/schema/notifications';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { multipartBody } from '../../testing/multipart';
import { createTestUser } from '../../testing/test-users';
import { bearer, mintAccessToken } from '../../testing/test-tokens';

export const DAY_MS = 24 * 60 * 60 * 1000;
/** Where the advisors these tests invite say they are based. */
export const NEW_ADVISOR_LOCATION = {
  homeState: 'IL',
  city: 'Evanston',
  firmName: 'Lakeshore Planning',
} as const;
export const PDF = Buffer.concat([
  Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'),
  Buffer.alloc(6000, 0x20),
]);
export const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** Starts one app for the calling test file, with an admin, a client and an Advisor account. */
export function onboardingTestKit() {
  let clock = new Date('2026-03-02T15:00:00Z');
  let t: TestApp;
  let admin: Caller;
  let consumer: Caller;
  let seededAdvisor: Caller;

  beforeAll(async () => {
    t = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '100000' },
      now: () => clock,
    });
    admin = await signedInCaller(t, ['Admin'], { fullName: 'Ada Admin' });
    consumer = await signedInCaller(t, ['Consumer']);
    seededAdvisor = await signedInCaller(t, ['Advisor']);
  });
  afterAll(async () => {
    await t.close();
  });

  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    caller?: Caller,
    payload?: object,
  ) =>
    t.app.inject({
      method,
      url,
      ...(caller ? { headers: caller.headers } : {}),
      ...(payload ? { payload } : {}),
    });

  /** A person with an account under the address, signed in. */
  async function personWithEmail(email: string, timeZone = 'America/Chicago'): Promise<Caller> {
    const user = await createTestUser(t.database.db, { roles: ['Consumer'], email });
    await t.database.db.update(users).set({ timeZone }).where(eq(users.id, user.id));
    const token = await mintAccessToken(t.database.db, t.config, user, { expiresInS: 6 * 3600 });
    return { user, headers: bearer(token) };
  }

  async function invite(email: string, firstName = 'Rosa', lastName = 'Delgado') {
    const response = await call('POST', ONBOARDING_API.adminInvitations, admin, {
      email,
      firstName,
      lastName,
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json<AdminInvitation>();
  }

  /** The token of the newest invitation email sent to the address. */
  async function tokenSentTo(email: string): Promise<string> {
    const rows = await t.database.db
      .select()
      .from(emails)
      .where(and(eq(emails.toAddress, email), eq(emails.template, 'advisor-invitation')));
    const latest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
    const token = /advisor-invitation\/([A-Za-z0-9_-]+)/.exec(latest?.textBody ?? '')?.[1];
    if (!token) throw new Error(`No invitation was sent to ${email}.`);
    return token;
  }

  /** Accepts as the person, saying where they are based (the page asks; nothing is assumed). */
  const accept = (caller: Caller, token: string, location: object = NEW_ADVISOR_LOCATION) =>
    call('POST', ONBOARDING_API.invitationAccept, caller, { token, ...location });

  async function auditActions(): Promise<string[]> {
    const rows = await t.database.db.select({ action: auditLog.action }).from(auditLog);
    return rows.map((row) => row.action);
  }

  async function searchTotal(): Promise<number> {
    const response = await call('GET', ADVISOR_API.search);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<AdvisorSearchResult>().total;
  }

  function upload(caller: Caller, kind: string, bytes: Buffer, fileName = 'form.pdf') {
    const body = multipartBody(
      {},
      { field: 'file', fileName, contentType: 'application/pdf', bytes },
    );
    return t.app.inject({
      method: 'PUT',
      url: ONBOARDING_API.disclosure(kind),
      headers: { ...caller.headers, ...body.headers },
      payload: body.payload,
    });
  }

  return {
    get t() {
      return t;
    },
    get clock() {
      return clock;
    },
    setClock(at: Date) {
      clock = at;
    },
    get admin() {
      return admin;
    },
    get consumer() {
      return consumer;
    },
    get seededAdvisor() {
      return seededAdvisor;
    },
    call,
    personWithEmail,
    invite,
    tokenSentTo,
    accept,
    auditActions,
    searchTotal,
    upload,
  };
}
