import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc } from 'drizzle-orm';
import { COMPLIANCE_PAGES } from '../../../shared/routes/compliance';
import { COMPLIANCE_API } from '../../../shared/routes/compliance-api';
import { complianceDocumentSchema } from '../../../shared/contracts/home';
import {
  COMPLIANCE_MESSAGES,
  DOCUMENT_AUDIT_ACTIONS,
  adminComplianceDocumentSchema,
  adminComplianceDocumentsSchema,
} from '../../../shared/contracts/compliance';
import { orderDisclosures } from '../../../shared/domain/compliance-documents';
import { auditLog } from '../../db/schema/accounts';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { PDF, PNG, complianceTestKit } from './compliance-test-kit';

let t: TestApp;
let admin: Caller;
let client: Caller;
const kit = complianceTestKit(() => t);

beforeAll(async () => {
  t = await createTestApp({ uploadLimitBytes: 64 * 1024 });
  admin = await kit.admin();
  client = await signedInCaller(t);
});
afterAll(async () => {
  await t.close();
});

async function files(caller: Caller) {
  return t.app.inject({ method: 'GET', url: COMPLIANCE_API.files, headers: caller.headers });
}

async function lastAudit() {
  const [row] = await t.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
  return row!;
}

describe('GET api/files', () => {
  it('refuses anyone but an admin', async () => {
    expect((await t.app.inject({ method: 'GET', url: COMPLIANCE_API.files })).statusCode).toBe(401);
    expect((await files(client)).statusCode).toBe(403);
  });

  it('lists the documents in the footer order with version, file and agreement flag', async () => {
    const answer = await files(admin);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['cache-control']).toBe('no-store');
    const documents = adminComplianceDocumentsSchema.parse(answer.json());
    expect(documents.map((document) => document.slug)).toEqual([
      'privacy-policy',
      'terms-of-use',
      'form-adv-part-2a',
      'form-crs',
    ]);
    const crs = documents.find((document) => document.slug === 'form-crs')!;
    expect(crs).toMatchObject({ version: 1, fileName: null, agreement: true });
    expect(crs.footerLabel).toMatch(/Form CRS$/);
  });
});

describe('PUT api/files/compliance-document/{slug}/{version}/{fileName}', () => {
  it('refuses anyone but an admin before reading the file', async () => {
    const answer = await kit.upload(client, { slug: 'form-crs', version: 2, fileName: 'crs.pdf' });
    expect(answer.statusCode).toBe(403);
  });

  it('refuses a file that does not start like a PDF, and keeps the version in force', async () => {
    const answer = await kit.upload(
      admin,
      { slug: 'form-crs', version: 2, fileName: 'crs.pdf' },
      PNG,
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ fieldErrors: { file: [COMPLIANCE_MESSAGES.notPdf] } });
    const empty = await kit.upload(
      admin,
      { slug: 'form-crs', version: 2, fileName: 'crs.pdf' },
      Buffer.alloc(0),
    );
    expect(empty.statusCode).toBe(400);
    const documents = adminComplianceDocumentsSchema.parse((await files(admin)).json());
    expect(documents.find((document) => document.slug === 'form-crs')!.version).toBe(1);
  });

  it('refuses bad names in the path with field messages', async () => {
    const cases = [
      { slug: 'Form_CRS', version: 2, fileName: 'crs.pdf' },
      { slug: 'form-crs', version: 'two', fileName: 'crs.pdf' },
      { slug: 'form-crs', version: 2, fileName: 'crs.exe' },
      { slug: 'form-crs', version: 2, fileName: '../crs.pdf' },
      { slug: 'form-crs', version: 2, fileName: `${'a'.repeat(200)}.pdf` },
    ];
    for (const path of cases) {
      const answer = await kit.upload(admin, path);
      expect(answer.statusCode, JSON.stringify(path)).toBe(400);
      expect(answer.json()).toMatchObject({ code: 'validation' });
    }
  });

  it('refuses a version other than the next one, and a new document without a name', async () => {
    const skipped = await kit.upload(admin, { slug: 'form-crs', version: 3, fileName: 'crs.pdf' });
    expect(skipped.statusCode).toBe(409);
    expect(skipped.json()).toMatchObject({ message: COMPLIANCE_MESSAGES.nextVersion(1) });
    const unnamed = await kit.upload(admin, {
      slug: 'fee-schedule',
      version: 1,
      fileName: 'f.pdf',
    });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json()).toMatchObject({
      fieldErrors: { displayName: [COMPLIANCE_MESSAGES.displayNameRequired] },
    });
  });

  it('refuses a file over the upload cap', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(80 * 1024, 0x20)]);
    const answer = await kit.upload(
      admin,
      { slug: 'form-crs', version: 2, fileName: 'crs.pdf' },
      big,
    );
    expect(answer.statusCode).toBe(413);
  });

  it('publishes a new version, serves it as the PDF and writes an audit row', async () => {
    const answer = await kit.upload(admin, {
      slug: 'form-crs',
      version: 2,
      fileName: 'Form CRS 2026.pdf',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(adminComplianceDocumentSchema.parse(answer.json())).toMatchObject({
      slug: 'form-crs',
      version: 2,
      fileName: 'Form CRS 2026.pdf',
    });
    const page = await t.app.inject({ method: 'GET', url: COMPLIANCE_PAGES.document('form-crs') });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('application/pdf');
    expect(page.headers['content-disposition']).toMatch(/^inline; filename="Form CRS 2026.pdf"/);
    expect(page.rawPayload.equals(PDF)).toBe(true);
    const body = await t.app.inject({ method: 'GET', url: COMPLIANCE_API.document('form-crs') });
    expect(body.json()).toMatchObject({ version: 2 });
    expect((body.json() as { bodyHtml: string }).bodyHtml).toContain(
      `href="${COMPLIANCE_PAGES.document('form-crs')}"`,
    );
    const audit = await lastAudit();
    expect(audit).toMatchObject({
      actorId: admin.user.id,
      action: DOCUMENT_AUDIT_ACTIONS.publish,
      target: 'document:form-crs',
      before: { version: 1, fileName: null },
      after: { version: 2, fileName: 'Form CRS 2026.pdf' },
    });
  });

  it('adds a new document that the footer lists in its order', async () => {
    const answer = await kit.upload(
      admin,
      { slug: 'fee-schedule', version: 1, fileName: 'fees.pdf' },
      PDF,
      'Annual Fee Schedule',
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ agreement: false, version: 1 });
    const footer = complianceDocumentSchema
      .array()
      .parse((await t.app.inject({ method: 'GET', url: COMPLIANCE_API.basicDocuments })).json());
    expect(footer.map((document) => document.displayName)).toContain('Annual Fee Schedule');
    const admins = adminComplianceDocumentsSchema.parse((await files(admin)).json());
    expect(admins.map((document) => document.footerLabel)).toEqual(
      orderDisclosures(footer).map((link) => link.label),
    );
    expect(admins[2]!.displayName).toBe('Annual Fee Schedule');
  });
});

describe('PUT api/files/compliance-document/{slug}', () => {
  const rename = (caller: Caller, slug: string, displayName: string) =>
    t.app.inject({
      method: 'PUT',
      url: COMPLIANCE_API.renameDocument(slug),
      headers: caller.headers,
      payload: { displayName },
    });

  it('refuses a non-admin, a bad name and an unknown document', async () => {
    expect((await rename(client, 'fee-schedule', 'Fees')).statusCode).toBe(403);
    expect((await rename(admin, 'fee-schedule', 'F')).statusCode).toBe(400);
    expect((await rename(admin, 'fee-schedule', 'x'.repeat(201))).statusCode).toBe(400);
    expect((await rename(admin, 'no-such-document', 'Fees')).statusCode).toBe(404);
  });

  it('renames, moves the document in the footer order and writes an audit row', async () => {
    const answer = await rename(admin, 'fee-schedule', 'Zeta Fee Schedule');
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ displayName: 'Zeta Fee Schedule', version: 1 });
    const admins = adminComplianceDocumentsSchema.parse((await files(admin)).json());
    expect(admins.at(-1)!.slug).toBe('fee-schedule');
    expect(await lastAudit()).toMatchObject({
      action: DOCUMENT_AUDIT_ACTIONS.rename,
      target: 'document:fee-schedule',
      before: { displayName: 'Annual Fee Schedule' },
      after: { displayName: 'Zeta Fee Schedule' },
    });
  });
});
