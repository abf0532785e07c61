import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPLIANCE_PAGES, LEGAL_DOCUMENT_SLUGS } from '../../../shared/routes/compliance';
import { COMPLIANCE_API } from '../../../shared/routes/compliance-api';
import {
  complianceDocumentBodySchema,
  complianceDocumentSchema,
} from '../../../shared/contracts/home';
import { PUBLIC_CACHE_CONTROL } from '../../cache/cacheable-routes';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('compliance documents', () => {
  it('lists the four documents with their page addresses', async () => {
    const response = await t.app.inject({ method: 'GET', url: COMPLIANCE_API.basicDocuments });
    const documents = complianceDocumentSchema.array().parse(response.json());
    expect(documents).toHaveLength(4);
    const names = documents.map((document) => document.displayName).join(' | ');
    expect(names).toMatch(/Terms/);
    expect(names).toMatch(/Privacy/);
    expect(names).toMatch(/ADV/);
    expect(names).toMatch(/CRS/);
    for (const document of documents) expect(document.url).toMatch(/^\/documents\/[a-z0-9-]+$/);
  });

  it('serves each document as a page', async () => {
    const documents = complianceDocumentSchema
      .array()
      .parse((await t.app.inject({ method: 'GET', url: COMPLIANCE_API.basicDocuments })).json());
    for (const document of documents) {
      const page = await t.app.inject({ method: 'GET', url: document.url });
      expect(page.statusCode).toBe(200);
      expect(page.headers['content-type']).toMatch(/text\/html/);
      expect(page.body).toContain(`<h1>${document.displayName}</h1>`);
    }
  });

  it('answers 404 for an unknown document', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/documents/no-such-document' });
    expect(page.statusCode).toBe(404);
  });
});

describe('GET api/home/compliance-document/{slug}', () => {
  it('answers the terms and the privacy policy with body, version and effective date', async () => {
    for (const slug of Object.values(LEGAL_DOCUMENT_SLUGS)) {
      const response = await t.app.inject({ method: 'GET', url: COMPLIANCE_API.document(slug) });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      const document = complianceDocumentBodySchema.parse(response.json());
      expect(document.slug).toBe(slug);
      expect(document.version).toBeGreaterThanOrEqual(1);
      expect(Number.isNaN(Date.parse(document.effectiveAt))).toBe(false);
      expect(document.bodyHtml).toMatch(/<h2>/);
    }
  });

  it('serves the same body as the standalone page', async () => {
    const slug = LEGAL_DOCUMENT_SLUGS.terms;
    const document = complianceDocumentBodySchema.parse(
      (await t.app.inject({ method: 'GET', url: COMPLIANCE_API.document(slug) })).json(),
    );
    const page = await t.app.inject({ method: 'GET', url: COMPLIANCE_PAGES.document(slug) });
    expect(page.body).toContain(document.bodyHtml);
    expect(document.displayName).toBe('Terms of Use');
  });

  it('answers a JSON 404 for an unknown document', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: COMPLIANCE_API.document('no-such-document'),
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'notFound' });
  });
});
