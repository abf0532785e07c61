// @vitest-environment happy-dom
// Buying The Plan or The Ongoing (docs/product.md#signups): the terms first, then the signup form
// checked with the shared rules, then the payment; the step lives in the address.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdvisorProfile } from '../../../shared/contracts/advisors';
import type { UserAgreementStatus } from '../../../shared/contracts/compliance';
import type { PublicOffering } from '../../../shared/contracts/offerings';
import { SIGNUP_MESSAGES, signupRequestSchema } from '../../../shared/contracts/plan-signups';
import { SANDBOX_TEST_CARDS } from '../../../shared/domain/cards';
import { formatCurrency } from '../../../shared/format';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import { COMPLIANCE_API } from '../../../shared/routes/compliance-api';
import { AUTH_PAGES } from '../../../shared/routes/identity';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import { PLANS_API, PLANS_API_PATTERNS } from '../../../shared/routes/plans-api';
import { PublicApiProvider } from '../../api/public-api-context';
import { SIGNED_OUT } from '../../auth/auth-context';
import type { AuthState } from '../../auth/auth-context';
import { fakePublicApi } from '../../testing/fake-public-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeRoutes } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { OfferingPurchase } from './offering-purchase';
import { ADVISOR, CLIENT_PROFILE, PLAN_OFFERING, signupOf } from './plans-fixtures';
import { offeringOf } from '../../../shared/offerings/catalog';
import { purchaseSuccessPage } from '../../../shared/offerings/offering-pages';
import { priceLineOf } from '../../../shared/offerings/offering-billing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PAGE = PLAN_PAGES.planTerms(ADVISOR.slug);
const SIGNUP_ROUTE = `POST ${PLANS_API.signups}`;

const plan = PLAN_OFFERING;

const ACCEPTED: UserAgreementStatus = { allAccepted: true, agreements: [] };

/** The client lives in a state the advisor serves, and has accepted the agreements in force. */
function serve(routes: FakeRoutes = {}) {
  return fakeServer({
    [`GET ${ACCOUNT_API.profile}`]: () => ({ body: CLIENT_PROFILE }),
    [`GET ${COMPLIANCE_API.myAgreements}`]: () => ({ body: ACCEPTED }),
    ...routes,
  });
}

function renderPurchase(
  offering: PublicOffering,
  { path = PAGE, auth = signedInAs() }: { path?: string; auth?: AuthState } = {},
) {
  const api = fakePublicApi({ getAdvisorProfile: async (): Promise<AdvisorProfile> => ADVISOR });
  const { router } = renderPage(
    <PublicApiProvider api={api}>
      <OfferingPurchase offering={offering} />
    </PublicApiProvider>,
    { path, auth },
  );
  return () => router.state.location.pathname + router.state.location.search;
}

const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

function answerTheForm() {
  fireEvent.click(screen.getByRole('checkbox', { name: /Retirement/ }));
  type(/your questions and goals/i, 'When can I stop working, and how?');
  fireEvent.click(screen.getByRole('radio', { name: 'Me and a partner' }));
  fireEvent.click(screen.getByRole('radio', { name: 'Not sure yet' }));
  fireEvent.click(screen.getByRole('checkbox', { name: 'I have read and accept the terms' }));
}

describe('OfferingPurchase: the terms', () => {
  it('shows the advisor’s terms and the money-back promise, then moves on to the form', async () => {
    serve();
    const location = renderPurchase(plan);
    expect(screen.getByRole('region', { name: 'Terms' }).textContent).toBe(plan.terms);
    expect(screen.getByText(offeringOf('plan').moneyBackTerms)).toBeTruthy();
    expect(screen.getByText(`${formatCurrency(plan.priceCents)}, one flat fee`)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'About you' });
    expect(location()).toBe(`${PAGE}?step=details`);
  });

  it('offers a full Ongoing’s waitlist instead of the form', () => {
    serve();
    renderPurchase({ ...plan, kind: 'ongoing', priceCents: 20000, capacity: 5, placesLeft: 0 });
    expect(screen.getByText(priceLineOf('ongoing', 20000))).toBeTruthy();
    expect(screen.getByText(SIGNUP_MESSAGES.full)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeTruthy();
  });

  it('sends a signed-out visitor to log in before the form, to come back to it', () => {
    serve();
    const location = renderPurchase(plan, {
      path: `${PAGE}?step=details`,
      auth: { ...SIGNED_OUT, status: 'signedOut' },
    });
    expect(location()).toMatch(new RegExp(`^${AUTH_PAGES.login}\\?`));
    expect(location()).toContain(encodeURIComponent(`${PAGE}?step=details`));
    expect(screen.queryByRole('heading', { name: 'About you' })).toBeNull();
  });
});

describe('OfferingPurchase: the signup form', () => {
  it('refuses an unanswered form with the shared messages and sends nothing', async () => {
    const server = serve();
    renderPurchase(plan, { path: `${PAGE}?step=details` });
    fireEvent.click(await screen.findByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Choose at least one topic.')).toBeTruthy();
    expect(screen.getByText('Choose who the advice is for.')).toBeTruthy();
    expect(screen.getByText(SIGNUP_MESSAGES.acceptTerms)).toBeTruthy();
    expect(server.callsTo(SIGNUP_ROUTE)).toHaveLength(0);
  });

  it('sends the answers and the accepted terms, then shows the payment of the flat fee', async () => {
    const server = serve({
      [SIGNUP_ROUTE]: () => ({ status: 201, body: signupOf() }),
      [`GET ${PLANS_API_PATTERNS.signup}`]: () => ({ body: signupOf() }),
    });
    const location = renderPurchase(plan, { path: `${PAGE}?step=details` });
    await screen.findByRole('heading', { name: 'About you' });
    answerTheForm();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));

    await screen.findByRole('heading', { name: 'Payment' });
    expect(server.sent(SIGNUP_ROUTE, signupRequestSchema)).toEqual([
      {
        offeringId: plan.id,
        answers: {
          topics: ['retirement'],
          questions: 'When can I stop working, and how?',
          household: 'couple',
          netWorth: 'unsure',
        },
        extraInformation: '',
        acceptTerms: true,
      },
    ]);
    expect(location()).toBe(`${PAGE}?signup=signup-1`);
    expect(
      screen.getByText(`The Plan’s flat fee of ${formatCurrency(plan.priceCents)}.`),
    ).toBeTruthy();
  });

  it('shows the server’s refusal and stays on the form', async () => {
    serve({
      [SIGNUP_ROUTE]: () => ({
        status: 409,
        body: { code: 'conflict', message: SIGNUP_MESSAGES.alreadyRunning },
      }),
    });
    const location = renderPurchase(plan, { path: `${PAGE}?step=details` });
    await screen.findByRole('heading', { name: 'About you' });
    answerTheForm();
    fireEvent.click(screen.getByRole('button', { name: 'Continue to payment' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SIGNUP_MESSAGES.alreadyRunning);
    expect(location()).toBe(`${PAGE}?step=details`);
  });
});

describe('OfferingPurchase: the payment', () => {
  it('pays the signup with a card and goes to its confirmation', async () => {
    const signup = signupOf();
    const payRoute = `POST ${PLANS_API_PATTERNS.signupPay}`;
    const server = serve({
      [`GET ${PLANS_API_PATTERNS.signup}`]: () => ({ body: signup }),
      [payRoute]: () => ({
        body: { status: 'paid', signupId: signup.id, engagementId: 'engagement-1' },
      }),
    });
    const location = renderPurchase(plan, { path: `${PAGE}?signup=${signup.id}` });
    await screen.findByLabelText(/card number/i);
    type(/name on card/i, 'Casey Morgan');
    type(/card number/i, SANDBOX_TEST_CARDS.succeeds);
    type(/expiry/i, '12/40');
    type(/security code/i, '123');
    fireEvent.click(screen.getByRole('button', { name: `Pay ${formatCurrency(plan.priceCents)}` }));

    await waitFor(() => expect(location()).toBe(purchaseSuccessPage('plan', signup.id)));
    expect(server.callsTo(payRoute)[0]?.params).toEqual({ signupId: signup.id });
  });

  it('says an expired signup can no longer be paid, and starts again from the form', async () => {
    serve({
      [`GET ${PLANS_API_PATTERNS.signup}`]: () => ({ body: signupOf({ state: 'expired' }) }),
    });
    const location = renderPurchase(plan, { path: `${PAGE}?signup=signup-1` });
    expect((await screen.findByRole('alert')).textContent).toContain(SIGNUP_MESSAGES.notPayable);
    expect(screen.queryByLabelText(/card number/i)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    await waitFor(() => expect(location()).toBe(`${PAGE}?step=details`));
  });
});
