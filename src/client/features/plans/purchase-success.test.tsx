// @vitest-environment happy-dom
// After paying for The Plan or The Ongoing: the signup asked again while its payment is being
// confirmed, then the confirmation with the way to the engagement; a signup that cannot be found
// says so.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { formatCurrency } from '../../../shared/format';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import { PLANS_API_PATTERNS } from '../../../shared/routes/plans-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import { renderPage } from '../../testing/meetings-test-harness';
import { SIGNUP_POLL_MS } from './plans-api';
import { PurchaseSuccess } from './purchase-success';
import { signupOf } from './plans-fixtures';
import { purchaseSuccessPage } from '../../../shared/offerings/offering-pages';
import { priceLineOf } from '../../../shared/offerings/offering-billing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SIGNUP = `GET ${PLANS_API_PATTERNS.signup}`;

function renderSuccess(answer: () => FakeAnswer, kind: 'plan' | 'ongoing' = 'plan') {
  const server = fakeServer({ [SIGNUP]: answer });
  renderPage(<PurchaseSuccess signupId="signup-1" />, {
    path: purchaseSuccessPage(kind, 'signup-1'),
  });
  return server;
}

/** The paragraph that starts with `text`. */
const paragraphStarting = (text: string) => (_: string, element: Element | null) =>
  element?.tagName === 'P' && (element.textContent ?? '').startsWith(text);

const paid = signupOf({ state: 'paid', engagementId: 'engagement-1' });

describe('PurchaseSuccess', () => {
  it('confirms a paid Plan with the way to it and to the receipt', async () => {
    renderSuccess(() => ({ body: paid }));
    expect(
      await screen.findByRole('heading', { name: 'You’re signed up for The Plan with Jane Doe' }),
    ).toBeTruthy();
    expect(
      screen.getByText(paragraphStarting(`Your payment of ${formatCurrency(250000)} is received.`)),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open The Plan' }).getAttribute('href')).toBe(
      PLAN_PAGES.engagement('engagement-1'),
    );
  });

  it('says an Ongoing’s price per month and the first quarter paid', async () => {
    renderSuccess(
      () => ({
        body: signupOf({
          kind: 'ongoing',
          state: 'paid',
          engagementId: 'engagement-2',
          priceCents: 20000,
          firstPaymentCents: 60000,
        }),
      }),
      'ongoing',
    );
    expect(
      await screen.findByText(
        paragraphStarting(
          `${priceLineOf('ongoing', 20000)}. Your first quarter (${formatCurrency(60000)}) is paid.`,
        ),
      ),
    ).toBeTruthy();
  });

  it('keeps asking while the payment is being confirmed, then confirms it', async () => {
    let confirmed = false;
    const server = renderSuccess(() => ({ body: confirmed ? paid : signupOf() }));
    expect(await screen.findByRole('heading', { name: 'Confirming your payment…' })).toBeTruthy();
    confirmed = true;
    expect(
      await screen.findByRole(
        'heading',
        { name: 'You’re signed up for The Plan with Jane Doe' },
        { timeout: SIGNUP_POLL_MS * 2 },
      ),
    ).toBeTruthy();
    expect(server.callsTo(SIGNUP).length).toBeGreaterThanOrEqual(2);
  });

  it('says when the signup cannot be found', async () => {
    renderSuccess(() => ({
      status: 404,
      body: { code: 'notFound', message: 'That signup was not found.' },
    }));
    expect(
      await screen.findByRole('heading', { name: 'We could not find this signup' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe('That signup was not found.');
  });
});
