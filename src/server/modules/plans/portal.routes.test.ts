// The engagement's portal over HTTP: the worksheet saved, read and validated; a document request
// made by the advisor, answered by the client from the vault (fulfilled, and the advisor can
// download it), and withdrawn; the written plan uploaded by the advisor (a PDF, into the client's
// vault, the client emailed); the sweeps; and everyone else answered 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import {
  ENGAGEMENT_MESSAGES,
  advisorEngagementsSchema,
  emptyWorksheet,
  engagementSchema,
  worksheetTotals,
} from '../../../shared/contracts/engagements';
import type { Worksheet } from '../../../shared/contracts/engagements';
import { vaultFileSchema, vaultListSchema } from '../../../shared/contracts/vault';
import { ADVISOR_CLIENT_API } from '../../../shared/routes/advisor-clients-api';
import { ENGAGEMENT_API } from '../../../shared/routes/engagements-api';
import { VAULT_API } from '../../../shared/routes/vault-api';
import { emails } from '../../db/schema/notifications';
import { engagements } from '../../db/schema/plans';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { multipartBody } from '../../testing/multipart';
import { advisorCaller, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { clientInEngagement, engagementCalls } from './engagements-test-kit';

const clock = createTestClock('2027-03-01T15:00:00Z');
const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 0x41)]);
const PNG = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(200, 1),
]);
let t: TestApp;
let advisor: Caller & { advisorId: string };
let otherAdvisor: Caller & { advisorId: string };
let calls: ReturnType<typeof engagementCalls>;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  advisor = await advisorCaller(t, 'kevin-brooks');
  otherAdvisor = await advisorCaller(t, 'thomas-nguyen');
  calls = engagementCalls(t.app);
});
afterAll(async () => {
  await t.close();
});

const planClient = (kind: 'plan' | 'ongoing' = 'plan') =>
  clientInEngagement(t, advisor.advisorId, kind, clock.now());

const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, caller: Caller, payload?: object) =>
  t.app.inject({ method, url, headers: caller.headers, ...(payload ? { payload } : {}) });

function upload(url: string, caller: Caller, fileName: string, bytes: Buffer) {
  const body = multipartBody(
    { name: fileName },
    { field: 'file', fileName, contentType: 'application/octet-stream', bytes },
  );
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...caller.headers, ...body.headers },
    payload: body.payload,
  });
}

const mailTo = async (address: string, template: string) =>
  t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, address), eq(emails.template, template)));

describe('the worksheet', () => {
  it('saves and reads back the numbers, with their totals', async () => {
    const { client, engagement } = await planClient();
    const before = await calls.viewOk(client, engagement.id);
    expect(before.worksheet).toEqual(emptyWorksheet());
    expect(before.worksheetUpdatedAt).toBeNull();

    const worksheet: Worksheet = emptyWorksheet();
    worksheet.assets.cash = 20_000;
    worksheet.assets.retirement = 150_000;
    worksheet.debts.mortgage = 90_000;
    worksheet.income.salary = 7_500;
    worksheet.expenses.housing = 2_400;
    const saved = await send('PUT', ENGAGEMENT_API.worksheet(engagement.id), client, worksheet);
    expect(saved.statusCode, saved.body).toBe(200);
    const view = await calls.viewOk(client, engagement.id);
    expect(view.worksheet).toEqual(worksheet);
    expect(worksheetTotals(view.worksheet)).toEqual({ netWorth: 80_000, monthlyCashFlow: 5_100 });

    // The advisor reads the same numbers from the client's page.
    const side = await t.app.inject({
      method: 'GET',
      url: ENGAGEMENT_API.clientEngagements(client.user.id),
      headers: advisor.headers,
    });
    expect(side.statusCode, side.body).toBe(200);
    const [shown] = advisorEngagementsSchema.parse(side.json()).engagements;
    expect(shown!.worksheet).toEqual(worksheet);
  });

  it('refuses amounts that are negative, fractional, too large or not numbers, and unknown lines', async () => {
    const { client, engagement } = await planClient();
    const url = ENGAGEMENT_API.worksheet(engagement.id);
    for (const assets of [
      { cash: -1 },
      { cash: 10.5 },
      { cash: 1e12 },
      { cash: '100' },
      { boat: 100 },
    ]) {
      const answer = await send('PUT', url, client, { ...emptyWorksheet(), assets });
      expect(answer.statusCode, JSON.stringify(assets)).toBe(400);
    }
  });
});

describe('document requests', () => {
  it('are answered by a vault upload: fulfilled, shared, and the advisor downloads the file', async () => {
    const { client, engagement } = await planClient();
    const made = await send('POST', ENGAGEMENT_API.documentRequests(engagement.id), advisor, {
      title: 'Last two pay stubs',
      description: 'To check your take-home pay against the worksheet.',
    });
    expect(made.statusCode, made.body).toBe(201);
    const request = engagementSchema.parse(made.json()).documentRequests[0]!;
    expect(request).toMatchObject({ status: 'open', file: null });
    expect(await mailTo(client.user.email, 'document-requested')).toHaveLength(1);

    const stored = await upload(VAULT_API.files, client, 'pay stubs.pdf', PDF);
    expect(stored.statusCode, stored.body).toBe(201);
    const file = vaultFileSchema.parse(stored.json());
    const answered = await send('POST', ENGAGEMENT_API.fulfil(engagement.id, request.id), client, {
      fileId: file.id,
    });
    expect(answered.statusCode, answered.body).toBe(200);
    const [fulfilled] = engagementSchema.parse(answered.json()).documentRequests;
    expect(fulfilled).toMatchObject({
      status: 'fulfilled',
      file: { id: file.id, name: 'pay stubs.pdf' },
    });
    expect(fulfilled!.fulfilledAt).not.toBeNull();

    const link = await send(
      'POST',
      ADVISOR_CLIENT_API.fileDownload(client.user.id, file.id),
      advisor,
    );
    expect(link.statusCode, link.body).toBe(200);
    const bytes = await t.app.inject({ method: 'GET', url: link.json().url });
    expect(bytes.statusCode).toBe(200);
    expect(bytes.rawPayload.equals(PDF)).toBe(true);

    // Answered once: a second answer finds it closed.
    const again = await send('POST', ENGAGEMENT_API.fulfil(engagement.id, request.id), client, {
      fileId: file.id,
    });
    expect(again.statusCode).toBe(409);
  });

  it('checks the title, answers only with the client’s own file, and can be withdrawn', async () => {
    const { client, engagement } = await planClient();
    const url = ENGAGEMENT_API.documentRequests(engagement.id);
    expect((await send('POST', url, advisor, { title: 'x' })).statusCode).toBe(400);
    const made = await send('POST', url, advisor, { title: 'Tax return 2026' });
    const request = engagementSchema.parse(made.json()).documentRequests[0]!;

    const stranger = await signedInCaller(t);
    const theirs = vaultFileSchema.parse(
      (await upload(VAULT_API.files, stranger, 'not yours.pdf', PDF)).json(),
    );
    const wrongFile = await send('POST', ENGAGEMENT_API.fulfil(engagement.id, request.id), client, {
      fileId: theirs.id,
    });
    expect(wrongFile.statusCode).toBe(400);
    expect(wrongFile.json().message).toBe(ENGAGEMENT_MESSAGES.notYourFile);

    const withdrawn = await send(
      'DELETE',
      ENGAGEMENT_API.documentRequest(engagement.id, request.id),
      advisor,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(engagementSchema.parse(withdrawn.json()).documentRequests[0]!.status).toBe('withdrawn');
  });
});

describe('the written plan', () => {
  it('goes into the client’s vault as a PDF; the client is emailed and finds it in the portal', async () => {
    const { client, engagement } = await planClient();
    const url = ENGAGEMENT_API.deliverable(engagement.id);
    const notPdf = await upload(url, advisor, 'plan.png', PNG);
    expect(notPdf.statusCode).toBe(415);
    expect(notPdf.json().message).toBe(
      `This file starts like a PNG image. ${ENGAGEMENT_MESSAGES.planMustBePdf}`,
    );

    const delivered = await upload(url, advisor, 'Your financial plan.pdf', PDF);
    expect(delivered.statusCode, delivered.body).toBe(201);
    const view = await calls.viewOk(client, engagement.id);
    expect(view.deliverable).toMatchObject({ name: 'Your financial plan.pdf' });
    expect(view.deliveredAt).toBe(clock.now().toISOString());
    const mail = await mailTo(client.user.email, 'plan-delivered');
    expect(mail).toHaveLength(1);
    expect(mail[0]!.textBody).toContain(
      ENGAGEMENT_API.engagement(engagement.id).replace('/api', ''),
    );

    // The client's own file, in their vault, shared with the advisor.
    const vault = vaultListSchema.parse(
      (await t.app.inject({ method: 'GET', url: VAULT_API.files, headers: client.headers })).json(),
    );
    const file = vault.files.find((one) => one.id === view.deliverable!.id);
    expect(file?.sharedWith.map((share) => share.advisorId)).toEqual([advisor.advisorId]);
    const link = await send('POST', VAULT_API.fileDownload(file!.id), client);
    expect(link.statusCode).toBe(200);
  });
});

describe('everyone else', () => {
  it('answers 404 to another client and another advisor for the engagement and its parts', async () => {
    const { client, engagement } = await planClient();
    const made = await send('POST', ENGAGEMENT_API.documentRequests(engagement.id), advisor, {
      title: 'Bank statements',
    });
    const request = engagementSchema.parse(made.json()).documentRequests[0]!;
    const file = vaultFileSchema.parse(
      (await upload(VAULT_API.files, client, 'statement.pdf', PDF)).json(),
    );
    await send('POST', ENGAGEMENT_API.fulfil(engagement.id, request.id), client, {
      fileId: file.id,
    });
    const stranger = await signedInCaller(t);
    const strangerFile = vaultFileSchema.parse(
      (await upload(VAULT_API.files, stranger, 'mine.pdf', PDF)).json(),
    );
    const id = engagement.id;

    expect((await calls.view(stranger, id)).statusCode).toBe(404);
    expect(
      (await send('PUT', ENGAGEMENT_API.worksheet(id), stranger, emptyWorksheet())).statusCode,
    ).toBe(404);
    expect(
      (
        await send('POST', ENGAGEMENT_API.fulfil(id, request.id), stranger, {
          fileId: strangerFile.id,
        })
      ).statusCode,
    ).toBe(404);
    expect((await send('POST', VAULT_API.fileDownload(file.id), stranger)).statusCode).toBe(404);
    const strangerList = await t.app.inject({
      method: 'GET',
      url: ENGAGEMENT_API.list,
      headers: stranger.headers,
    });
    expect(strangerList.json().engagements).toEqual([]);

    expect(
      (await send('POST', ENGAGEMENT_API.documentRequests(id), otherAdvisor, { title: 'Payslips' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await send('DELETE', ENGAGEMENT_API.documentRequest(id, request.id), otherAdvisor))
        .statusCode,
    ).toBe(404);
    expect(
      (await upload(ENGAGEMENT_API.deliverable(id), otherAdvisor, 'plan.pdf', PDF)).statusCode,
    ).toBe(404);
    expect(
      (await send('POST', ADVISOR_CLIENT_API.fileDownload(client.user.id, file.id), otherAdvisor))
        .statusCode,
    ).toBe(404);
    const otherSide = await t.app.inject({
      method: 'GET',
      url: ENGAGEMENT_API.clientEngagements(client.user.id),
      headers: otherAdvisor.headers,
    });
    expect(otherSide.json().engagements).toEqual([]);
    // A client cannot act as the advisor.
    expect(
      (await send('POST', ENGAGEMENT_API.documentRequests(id), client, { title: 'Payslips' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('the sweeps', () => {
  it('reminds the advisor of an annual checkup once, and completes a delivered Plan past its end', async () => {
    const ongoing = await planClient('ongoing');
    await t.database.db
      .update(engagements)
      .set({ checkupDueOn: '2027-03-10' })
      .where(eq(engagements.id, ongoing.engagement.id));
    const services = t.app.services;
    expect(await services.engagements.sendCheckupReminders()).toBeGreaterThanOrEqual(1);
    expect(await services.engagements.sendCheckupReminders()).toBe(0);
    expect(await mailTo(advisor.user.email, 'checkup-due')).toHaveLength(1);
    // Next year's checkup is the one now due, so it is reminded in its turn.
    const [moved] = await t.database.db
      .select({ checkupDueOn: engagements.checkupDueOn })
      .from(engagements)
      .where(eq(engagements.id, ongoing.engagement.id));
    expect(moved?.checkupDueOn).toBe('2028-03-10');

    const plan = await planClient();
    await t.database.db
      .update(engagements)
      .set({ endsOn: '2027-02-28', deliveredAt: clock.now() })
      .where(eq(engagements.id, plan.engagement.id));
    const undelivered = await planClient();
    await t.database.db
      .update(engagements)
      .set({ endsOn: '2027-02-28' })
      .where(eq(engagements.id, undelivered.engagement.id));
    await services.engagements.completeFinishedPlans();
    expect((await calls.viewOk(plan.client, plan.engagement.id)).status).toBe('completed');
    expect((await calls.viewOk(undelivered.client, undelivered.engagement.id)).status).toBe(
      'active',
    );
  });
});
