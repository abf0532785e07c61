// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ComplianceDocumentBody } from '../../../shared/contracts/home';
import { COMPLIANCE_PAGES, LEGAL_DOCUMENT_SLUGS } from '../../../shared/routes/compliance';
import { AppError } from '../../../shared/errors';
import { complianceDocumentQuery } from '../../features/legal/legal-api';
import type { ComplianceDocumentReader } from '../../features/legal/legal-api';
import { fakePublicApi } from '../../testing/fake-public-api';
import { PublicApiProvider } from '../../api/public-api-context';
import TermsPage from './terms-page';

afterEach(cleanup);

const terms: ComplianceDocumentBody = {
  slug: LEGAL_DOCUMENT_SLUGS.terms,
  displayName: 'Terms of Use',
  bodyHtml: `<h2>1. About these terms</h2><p>These Terms govern your use.</p>
<h2>2. Prices</h2><p>See the <a href="${COMPLIANCE_PAGES.document(LEGAL_DOCUMENT_SLUGS.privacy)}">Privacy Policy</a>.</p>
<h2>3. Refunds</h2><p>Full refunds.</p>`,
  version: 3,
  effectiveAt: '2025-01-31T23:30:00.000Z',
};

const never = () => new Promise<never>(() => {});

function renderTerms(reader: ComplianceDocumentReader, cached?: ComplianceDocumentBody) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  if (cached) client.setQueryData(complianceDocumentQuery(reader, cached.slug).queryKey, cached);
  // The page reads only getComplianceDocument; the rest of the PublicApi is never called.
  const api = fakePublicApi(reader);
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <PublicApiProvider api={api}>
          <MemoryRouter initialEntries={[COMPLIANCE_PAGES.terms]}>
            <TermsPage />
          </MemoryRouter>
        </PublicApiProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('legal pages', () => {
  it('shows the document with its version, effective date, printable link and contents', () => {
    const { container } = renderTerms({ getComplianceDocument: never }, terms);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(screen.getByText(/Version 3/)).toBeTruthy();
    // The date is the UTC day, whatever the viewer's zone.
    expect(screen.getByText('January 31, 2025').getAttribute('datetime')).toBe(terms.effectiveAt);
    expect(screen.getByRole('link', { name: 'Printable version' }).getAttribute('href')).toBe(
      COMPLIANCE_PAGES.document(LEGAL_DOCUMENT_SLUGS.terms),
    );

    const toc = within(screen.getByRole('navigation', { name: 'On this page' }));
    const entries = toc.getAllByRole('link');
    expect(entries.map((link) => link.textContent)).toEqual([
      '1. About these terms',
      '2. Prices',
      '3. Refunds',
    ]);
    for (const link of entries) {
      const id = link.getAttribute('href')!.slice(1);
      expect(container.querySelector(`h2[id="${id}"]`)).toBeTruthy();
    }
    expect(screen.getByText('These Terms govern your use.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      COMPLIANCE_PAGES.privacy,
    );
  });

  it('shows a skeleton under the page title while the document loads', () => {
    renderTerms({ getComplianceDocument: never });
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    expect(screen.getByLabelText('Loading Terms of Use').getAttribute('aria-busy')).toBe('true');
  });

  it('offers a retry when loading fails', async () => {
    renderTerms({ getComplianceDocument: () => Promise.reject(new AppError('unavailable')) });
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('says so when the document does not exist', async () => {
    renderTerms({ getComplianceDocument: () => Promise.reject(new AppError('notFound')) });
    expect((await screen.findByRole('alert')).textContent).toMatch(/not available/);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
