// The world the plans console's route tests share: an admin, a client with a paid Plan and an
// Ongoing with an open invoice, their advisor, another advisor and a client with nothing.
import type { LightMyRequestResponse } from 'fastify';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { advisorCaller, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { createInvoiceRecord, createSignupRecord } from './plans-admin-test-kit';
import type { PlanRecord } from './plans-admin-test-kit';

export interface PlansAdminWorld {
  t: TestApp;
  admin: Caller;
  consumer: Caller;
  advisor: Caller & { advisorId: string };
  otherAdvisor: Caller & { advisorId: string };
  client: Caller;
  plan: PlanRecord;
  ongoing: PlanRecord;
  call: (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    headers?: Record<string, string>,
    payload?: object,
  ) => Promise<LightMyRequestResponse>;
}

export async function createPlansAdminWorld(): Promise<PlansAdminWorld> {
  const t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  const admin = await signedInCaller(t, ['Admin'], { fullName: 'Ada Admin' });
  const consumer = await signedInCaller(t);
  const advisor = await advisorCaller(t, 'kevin-brooks');
  const otherAdvisor = await advisorCaller(t, 'grace-park');
  const client = await signedInCaller(t, ['Consumer'], { fullName: 'Quentin Quarterly' });
  const db = t.database.db;
  const plan = await createSignupRecord(db, {
    kind: 'plan',
    advisorId: advisor.advisorId,
    clientId: client.user.id,
  });
  await createInvoiceRecord(db, plan, 'paid');
  const ongoing = await createSignupRecord(db, {
    kind: 'ongoing',
    advisorId: advisor.advisorId,
    clientId: client.user.id,
  });
  await createInvoiceRecord(db, ongoing, 'open');
  const call: PlansAdminWorld['call'] = (method, url, headers = {}, payload) =>
    t.app.inject({ method, url, headers, ...(payload !== undefined ? { payload } : {}) });
  return { t, admin, consumer, advisor, otherAdvisor, client, plan, ongoing, call };
}
