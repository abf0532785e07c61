// The outbox over HTTP: admins read every email, newest first, filtered by recipient.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxPageSchema } from '../../../shared/contracts/notifications';

import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { signedInCaller } from '../../testing/test-booking';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { TEST_MODE } from '../../../shared/test-mode';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  for (const to of ['first@outbox.test', 'second@outbox.test', 'first@outbox.test']) {
    await t.app.services.mailer.send({
      to,
      template: 'test',
      subject: `To ${to}`,
      text: 'Body',
      html: '<p>Body</p>',
    });
  }
});
afterAll(async () => {
  await t.close();
});

describe('GET api/admin/emails', () => {
  it('lets admins read the emails to one recipient, newest first', async () => {
    const admin = await signedInCaller(t, ['Admin']);
    const answer = await t.app.inject({
      method: 'GET',
      url: `${ADMIN_API.emails}?to=first@outbox`,
      headers: admin.headers,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const page = outboxPageSchema.parse(answer.json());
    expect(page.total).toBe(2);
    expect(page.emails.map((email) => email.to)).toEqual([
      'first@outbox.test',
      'first@outbox.test',
    ]);
    expect(page.emails[0]).toMatchObject({
      subject: `${TEST_MODE.emailSubjectPrefix}To first@outbox.test`,
      text: `${TEST_MODE.emailNotice}\n\nBody`,
      status: 'stored',
    });
  });

  it('treats the recipient text as text, not a pattern', async () => {
    const admin = await signedInCaller(t, ['Admin']);
    const answer = await t.app.inject({
      method: 'GET',
      url: `${ADMIN_API.emails}?to=%25`,
      headers: admin.headers,
    });
    expect(outboxPageSchema.parse(answer.json()).total).toBe(0);
  });

  it('is for admins only', async () => {
    const client = await signedInCaller(t);
    expect(
      (await t.app.inject({ method: 'GET', url: ADMIN_API.emails, headers: client.headers }))
        .statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: ADMIN_API.emails })).statusCode).toBe(401);
  });
});
