// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { buildContactDetails } from '../../shared/contact-details';
import { ADVISOR_PAGES } from '../../shared/routes/advisors';
import { PublicApiProvider } from '../api/public-api-context';
import { AuthContext, SIGNED_OUT } from '../auth/auth-context';
import { fakePublicApi } from '../testing/fake-public-api';
import { SiteFooter } from './site-footer';

afterEach(cleanup);

const CONFIGURED = buildContactDetails({
  phone: '+1 (512) 555-0199',
  email: 'help@example.com',
  postalAddress: 'Example Advice, LLC;PO Box 12;Austin, TX 78767',
});

function renderFooter() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const api = fakePublicApi({
    getContactDetails: async () => CONFIGURED,
    getComplianceDocuments: async () => [],
  });
  return render(
    <QueryClientProvider client={client}>
      <PublicApiProvider api={api}>
        <AuthContext value={SIGNED_OUT}>
          <MemoryRouter>
            <SiteFooter />
          </MemoryRouter>
        </AuthContext>
      </PublicApiProvider>
    </QueryClientProvider>,
  );
}

describe('SiteFooter', () => {
  it('gives the configured phone and email as links, and the postal address in an <address>', async () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    const phone = await within(footer).findByRole('link', { name: /call us/i });
    expect(phone.getAttribute('href')).toBe('tel:+15125550199');
    expect(phone.textContent).toContain('+1 (512) 555-0199');
    const email = within(footer).getByRole('link', { name: /email us/i });
    expect(email.getAttribute('href')).toBe('mailto:help@example.com');
    const address = footer.querySelector('address');
    expect(address?.textContent).toContain('PO Box 12');
    expect(address?.textContent).toContain('Austin, TX 78767');
  });

  it('starts something real from Get Started: the advisors search', () => {
    renderFooter();
    const start = within(screen.getByRole('navigation', { name: 'Resources' })).getByRole('link', {
      name: 'Get Started',
    });
    expect(start.getAttribute('href')).toBe(ADVISOR_PAGES.search);
  });
});
