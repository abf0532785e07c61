// Test mode (ADR 0062): while the sandbox gateway runs, the server's own pages carry the
// "Test mode: no money moves" ribbon and every email says TEST; with a real gateway neither does.
// And a card number typed into the sandbox's form is kept nowhere: after a payment, a declined
// attempt and a refused one, every row of every table and the whole log at its chattiest level are
// searched for the numbers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emails } from '../../db/schema/notifications';
import { TEST_MODE_RIBBON_ID } from '../../html/test-mode-ribbon';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import type { TestDatabase } from '../../testing/test-database';
import { createLoggedTestApp } from '../../testing/logged-test-app';
import type { LoggedTestApp } from '../../testing/logged-test-app';
import { hold, INTAKE, openSlots, pay, signedInCaller } from '../../testing/test-booking';
import { BOOKING_API } from '../../../shared/routes/booking-api';
import { checkoutSchema, payResultSchema } from '../../../shared/contracts/booking';
import { IDENTITY_PAGES } from '../../../shared/routes/identity';
import { TEST_MODE } from '../../../shared/test-mode';
import { passesLuhn } from '../../../shared/domain/cards';

let logged: LoggedTestApp;
let database: TestDatabase;
let app: LoggedTestApp['app'];
let live: TestApp;
let lines: string[];

beforeAll(async () => {
  logged = await createLoggedTestApp();
  ({ app, database, lines } = logged);
  live = await createTestApp({
    seed: false,
    env: {
      STRIPE_SECRET_KEY: 'sk_live_ribbon',
      STRIPE_PUBLISHABLE_KEY: 'pk_live_ribbon',
      STRIPE_WEBHOOK_SECRET: 'whsec_ribbon',
    },
  });
  // Two applications on a busy machine.
}, 180_000);
afterAll(async () => {
  await logged?.close();
  await live?.close();
});

/** A Visa-like number no fixture holds: 4, fourteen random digits and the Luhn check digit. */
function uniqueCardNumber(): string {
  const body = `4${Array.from({ length: 14 }, () => Math.floor(Math.random() * 10)).join('')}`;
  for (let check = 0; check <= 9; check += 1) {
    if (passesLuhn(`${body}${check}`)) return `${body}${check}`;
  }
  throw new Error('unreachable: one check digit always fits');
}

/** How a number may be written down: as typed with spaces, as digits, and its middle digits. */
const writings = (digits: string) => [
  digits,
  digits.replace(/(\d{4})(?=\d)/g, '$1 '),
  digits.replace(/(\d{4})(?=\d)/g, '$1-'),
  // Anything longer than the last four a receipt may show.
  digits.slice(0, 12),
  digits.slice(6, 15),
];

/** Every row of every table in the database, as text. */
async function everyRow(): Promise<Map<string, string>> {
  const tables = (await database.executeSql(
    `select table_schema as schema, table_name as name from information_schema.tables
     where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema')`,
  )) as { rows: { schema: string; name: string }[] };
  const contents = new Map<string, string>();
  for (const { schema, name } of tables.rows) {
    const rows = (await database.executeSql(
      `select t::text as row from "${schema}"."${name}" t`,
    )) as {
      rows: { row: string }[];
    };
    contents.set(`${schema}.${name}`, rows.rows.map((row) => row.row).join('\n'));
  }
  return contents;
}

describe('test mode', () => {
  it('puts the ribbon first on the server’s own pages while the sandbox runs', async () => {
    const page = await app.inject({ method: 'GET', url: IDENTITY_PAGES.forgotPassword });
    expect(page.statusCode).toBe(200);
    const body = page.body.slice(page.body.indexOf('<body>') + '<body>'.length);
    expect(body.trimStart().startsWith(`<aside id="${TEST_MODE_RIBBON_ID}"`)).toBe(true);
    expect(body).toContain(TEST_MODE.ribbon);
    expect(body.match(new RegExp(TEST_MODE_RIBBON_ID, 'g'))).toHaveLength(1);

    const real = await live.app.inject({ method: 'GET', url: IDENTITY_PAGES.forgotPassword });
    expect(real.statusCode).toBe(200);
    expect(real.body).not.toContain(TEST_MODE_RIBBON_ID);
    expect(real.body).not.toContain(TEST_MODE.ribbon);
  });

  it('keeps no card number anywhere, in the database or the log, and marks the emails TEST', async () => {
    const paid = uniqueCardNumber();
    const refused = uniqueCardNumber();
    const client = await signedInCaller(logged, ['Consumer']);
    const slots = await openSlots(app, 'thomas-nguyen');
    const held = await hold(app, client, 'thomas-nguyen', slots[0]!.start);
    expect(held.statusCode, held.body).toBe(201);
    const checkout = checkoutSchema.parse(held.json());
    const intake = await app.inject({
      method: 'PUT',
      url: BOOKING_API.holdIntake(checkout.id),
      headers: client.headers,
      payload: INTAKE,
    });
    expect(intake.statusCode, intake.body).toBe(200);

    // Refused by the form's rules (a past expiry), then declined, then paid.
    const card = (number: string) => ({ number, expiry: '12/34', cvc: '123', name: 'Test Client' });
    const pastExpiry = await pay(app, client, checkout.id, { ...card(refused), expiry: '01/20' });
    expect(pastExpiry.statusCode).toBe(400);
    const declined = await pay(app, client, checkout.id, card('4000 0000 0000 0002'));
    expect(declined.statusCode).not.toBe(200);
    const spaced = paid.replace(/(\d{4})(?=\d)/g, '$1 ');
    const payment = await pay(app, client, checkout.id, card(spaced));
    expect(payment.statusCode, payment.body).toBe(200);
    expect(payResultSchema.parse(payment.json()).status).toBe('paid');

    const tables = await everyRow();
    expect(tables.size).toBeGreaterThan(20);
    const log = lines.join('');
    expect(log.length).toBeGreaterThan(1000);
    for (const number of [paid, refused]) {
      for (const writing of writings(number)) {
        for (const [table, text] of tables) {
          expect(text.includes(writing), `${writing} found in ${table}`).toBe(false);
        }
        expect(log.includes(writing), `${writing} found in the log`).toBe(false);
      }
    }
    // What a receipt may show: the last four digits, kept with the charge.
    expect(tables.get('public.charges')).toContain(paid.slice(-4));

    const sent = await database.db
      .select({ subject: emails.subject })
      .from(emails)
      .where(eq(emails.toAddress, client.user.email));
    expect(sent.length).toBeGreaterThan(0);
    for (const email of sent) {
      expect(email.subject.startsWith(TEST_MODE.emailSubjectPrefix), email.subject).toBe(true);
    }
  });
});
