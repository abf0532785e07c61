// POST api/contact (docs/product.md#public-site): stored, emailed to every admin, validated,
// limited per address.
import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES_PER_HOUR,
  CONTACT_RATE_LIMITED_MESSAGE,
  contactMessageSchema,
  CONTACT_SUBJECT_MAX,
  contactReceivedSchema,
} from '../../../shared/contracts/contact';
import type { ContactMessage } from '../../../shared/contracts/contact';
import { LIMITS } from '../../../shared/limits';
import { SITE_API } from '../../../shared/routes/site-api';
import { roles, userRoles, users } from '../../db/schema/accounts';
import { contactMessages } from '../../db/schema/contact';
import { emails } from '../../db/schema/notifications';
import { fieldErrorsOf } from '../../validation/parse-input';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  // A second admin, so 'one email per admin' is more than one email.
  await createTestUser(t.database.db, { roles: ['Admin', 'Advisor'], fullName: 'Second Admin' });
});
afterAll(async () => {
  await t.close();
});

// Each test sends from its own address: both limits count per address.
let lastOctet = 0;
const nextAddress = () => `198.51.100.${++lastOctet}`;

const validMessage = (overrides: Partial<ContactMessage> = {}): ContactMessage => ({
  name: 'Robin Sender',
  email: 'robin.sender@example.com',
  topic: 'question',
  subject: `Question ${randomUUID()}`,
  message: 'Can an advisor help me decide between a Roth and a traditional 401(k)?',
  ...overrides,
});

const post = (payload: unknown, remoteAddress: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: SITE_API.contact,
    payload: payload as object,
    remoteAddress,
    headers,
  });

const storedBy = (remoteAddress: string) =>
  t.database.db.select().from(contactMessages).where(eq(contactMessages.ipAddress, remoteAddress));

async function adminAddresses(): Promise<string[]> {
  const rows = await t.database.db
    .selectDistinct({ email: users.email })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, 'Admin'));
  return rows.map((row) => row.email).sort();
}

const emailsAbout = (subject: string) =>
  t.database.db
    .select()
    .from(emails)
    .where(
      and(eq(emails.template, 'contact-message'), sql`${emails.subject} like ${`%${subject}`}`),
    );

describe('POST api/contact', () => {
  it('stores the message and emails each admin once', async () => {
    const address = nextAddress();
    const message = validMessage({ topic: 'booking' });
    const response = await post(message, address);
    expect(response.statusCode).toBe(201);
    expect(contactReceivedSchema.parse(response.json())).toEqual({ received: true });

    const [row, ...others] = await storedBy(address);
    expect(others).toHaveLength(0);
    expect(row).toMatchObject({ ...message, userId: null, ipAddress: address });

    const admins = await adminAddresses();
    expect(admins.length).toBeGreaterThanOrEqual(2);
    const sent = await emailsAbout(message.subject);
    expect(sent.map((email) => email.toAddress).sort()).toEqual(admins);
    for (const email of sent) {
      expect(email.subject).toContain('An existing booking');
      expect(email.textBody).toContain(`Reply to: ${message.name} <${message.email}>`);
      expect(email.textBody).toContain(message.message);
      expect(email.htmlBody).toContain('href="mailto:robin.sender@example.com?subject=Re%3A%20');
    }
  });

  it('records the signed-in sender', async () => {
    const address = nextAddress();
    const user = await createTestUser(t.database.db, { roles: ['Consumer'] });
    const token = await mintAccessToken(t.database.db, t.config, user);
    const response = await post(
      validMessage({ name: user.fullName, email: user.email }),
      address,
      bearer(token),
    );
    expect(response.statusCode).toBe(201);
    const [row] = await storedBy(address);
    expect(row?.userId).toBe(user.id);
  });

  it('answers 400 with the schema message for each invalid field and stores nothing', async () => {
    const cases: [keyof ContactMessage, unknown][] = [
      ['name', ''],
      ['name', 'x'.repeat(LIMITS.fullName.max + 1)],
      ['email', 'not-an-email'],
      ['topic', 'gossip'],
      ['subject', '   '],
      ['subject', 's'.repeat(CONTACT_SUBJECT_MAX + 1)],
      ['message', 'Too short'],
      ['message', 'm'.repeat(CONTACT_MESSAGE_MAX + 1)],
    ];
    for (const [field, value] of cases) {
      const payload = { ...validMessage(), [field]: value };
      const expected = contactMessageSchema.safeParse(payload);
      expect(expected.success, `${field} = ${String(value)}`).toBe(false);
      const address = nextAddress();
      const response = await post(payload, address);
      expect(response.statusCode, field).toBe(400);
      const body = response.json<{ code: string; fieldErrors: Record<string, string[]> }>();
      expect(body.code).toBe('validation');
      expect(body.fieldErrors).toEqual(fieldErrorsOf(expected.error!));
      expect(Object.keys(body.fieldErrors)).toEqual([field]);
      expect(await storedBy(address)).toHaveLength(0);
    }
  });

  it('names every missing field at once', async () => {
    const response = await post({}, nextAddress());
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = response.json<{ fieldErrors: Record<string, string[]> }>();
    expect(Object.keys(fieldErrors).sort()).toEqual([
      'email',
      'message',
      'name',
      'subject',
      'topic',
    ]);
  });

  it(`accepts ${CONTACT_MESSAGES_PER_HOUR} messages an hour from one address, then answers 429`, async () => {
    const address = nextAddress();
    for (let sent = 0; sent < CONTACT_MESSAGES_PER_HOUR; sent += 1) {
      expect((await post(validMessage(), address)).statusCode).toBe(201);
    }
    const refused = validMessage();
    const response = await post(refused, address);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toMatchObject({
      code: 'rateLimited',
      message: CONTACT_RATE_LIMITED_MESSAGE,
    });
    expect(await storedBy(address)).toHaveLength(CONTACT_MESSAGES_PER_HOUR);
    expect(await emailsAbout(refused.subject)).toHaveLength(0);
    // Another address is unaffected.
    expect((await post(validMessage(), nextAddress())).statusCode).toBe(201);
  });

  it('holds the hourly limit when messages arrive at once', async () => {
    const address = nextAddress();
    const answers = await Promise.all(
      Array.from({ length: CONTACT_MESSAGES_PER_HOUR + 3 }, () => post(validMessage(), address)),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(CONTACT_MESSAGES_PER_HOUR);
    expect(statuses.filter((status) => status === 429)).toHaveLength(3);
    expect(await storedBy(address)).toHaveLength(CONTACT_MESSAGES_PER_HOUR);
  });

  it('counts only the last hour, from the database', async () => {
    const address = nextAddress();
    const longAgo = new Date(Date.now() - 61 * 60_000);
    await t.database.db.insert(contactMessages).values(
      Array.from({ length: CONTACT_MESSAGES_PER_HOUR }, () => ({
        ...validMessage(),
        ipAddress: address,
        createdAt: longAgo,
      })),
    );
    expect((await post(validMessage(), address)).statusCode).toBe(201);
  });

  it('refuses a burst of requests before validating them', async () => {
    const address = nextAddress();
    let status = 0;
    let attempts = 0;
    // Invalid requests count too; the burst limit stops them well before a minute is up.
    while (attempts < 50) {
      attempts += 1;
      status = (await post({ name: '' }, address)).statusCode;
      if (status !== 400) break;
    }
    expect(status).toBe(429);
    expect(attempts).toBeGreaterThan(CONTACT_MESSAGES_PER_HOUR);
    const valid = await post(validMessage(), address);
    expect(valid.statusCode).toBe(429);
    expect(valid.json()).toMatchObject({ code: 'rateLimited' });
    expect(await storedBy(address)).toHaveLength(0);
  });

  it('stores HTML as the text typed and escapes it in the email', async () => {
    const address = nextAddress();
    const message = validMessage({
      name: '<b>Mallory</b>',
      subject: `<img src=x onerror=alert(1)> ${randomUUID()}`,
      message: '<script>alert("hi")</script> & <a href="https://evil.example">click</a>',
    });
    expect((await post(message, address)).statusCode).toBe(201);

    const [row] = await storedBy(address);
    expect(row?.message).toBe(message.message);
    expect(row?.name).toBe(message.name);

    const sent = await emailsAbout(message.subject);
    expect(sent.length).toBeGreaterThan(0);
    for (const email of sent) {
      expect(email.htmlBody).not.toContain('<script>');
      expect(email.htmlBody).not.toContain('<b>Mallory</b>');
      expect(email.htmlBody).not.toContain('<img');
      expect(email.htmlBody).not.toContain('href="https://evil.example"');
      expect(email.htmlBody).toContain(
        '&#60;script&#62;alert(&#34;hi&#34;)&#60;/script&#62; &#38;',
      );
      expect(email.htmlBody).toContain('&#60;b&#62;Mallory&#60;/b&#62;');
      // The plain-text part shows exactly what was typed.
      expect(email.textBody).toContain(message.message);
    }
  });
});
