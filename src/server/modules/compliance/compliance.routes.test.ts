import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API } from '../../../shared/routes';
import { complianceDocumentSchema } from '../../../shared/contracts/home';
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
    const response = await t.app.inject({ method: 'GET', url: API.basicComplianceDocuments });
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
      .parse((await t.app.inject({ method: 'GET', url: API.basicComplianceDocuments })).json());
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
