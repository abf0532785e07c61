// @vitest-environment happy-dom
// The client's Plan and Ongoing in their account: each engagement's state in words, a signup still
// to pay with the way back to it, and ending an Ongoing after a confirmation that says when.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { cancelEngagementRequestSchema } from '../../../shared/contracts/plan-signups';
import type {
  EngagementSummary,
  MyPlans as MyPlansAnswer,
} from '../../../shared/contracts/plan-signups';
import { formatIsoDate } from '../../../shared/domain/engagement-dates';
import { formatCurrency } from '../../../shared/format';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import { PLANS_API, PLANS_API_PATTERNS } from '../../../shared/routes/plans-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import { renderPage } from '../../testing/meetings-test-harness';
import { MyPlans } from './my-plans';
import { ADVISOR, signupOf } from './plans-fixtures';
import { priceLineOf } from '../../../shared/offerings/offering-billing';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const MINE = `GET ${PLANS_API.mine}`;
const CANCEL = `POST ${PLANS_API_PATTERNS.engagementCancel}`;

const engagementOf = (overrides: Partial<EngagementSummary> = {}): EngagementSummary => ({
  id: 'engagement-1',
  kind: 'ongoing',
  status: 'active',
  advisor: signupOf().advisor,
  priceCents: 20000,
  startsOn: '2027-03-01',
  endsOn: null,
  nextInvoiceOn: '2027-06-01',
  cancelledAt: null,
  ...overrides,
});

const plan = engagementOf({
  id: 'engagement-2',
  kind: 'plan',
  priceCents: 250000,
  endsOn: '2027-04-26',
  nextInvoiceOn: null,
});

function renderMyPlans(answer: () => FakeAnswer, routes = {}) {
  const server = fakeServer({ [MINE]: answer, ...routes });
  renderPage(<MyPlans heading={<h2 id="plans-title">Your plans</h2>} titleId="plans-title" />, {
    path: AREA_ROOTS.account,
  });
  return server;
}

const itemOf = (name: string) => within(screen.getByText(name).closest('li')!);
const ONGOING = `The Ongoing with ${ADVISOR.firstName} ${ADVISOR.lastName}`;
const PLAN = `The Plan with ${ADVISOR.firstName} ${ADVISOR.lastName}`;

describe('MyPlans', () => {
  it('says what each engagement is at, and leads back to a signup still to pay', async () => {
    const mine: MyPlansAnswer = {
      engagements: [engagementOf(), plan],
      signups: [signupOf({ id: 'signup-9', kind: 'plan', firstPaymentCents: 300000 })],
    };
    renderMyPlans(() => ({ body: mine }));
    await screen.findByRole('list', { name: 'Your plans' });
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(3);

    const ongoing = within(items[0]!);
    expect(ongoing.getByText('Running')).toBeTruthy();
    expect(
      ongoing.getByText(
        `${priceLineOf('ongoing', 20000)}; next invoice ${formatIsoDate('2027-06-01')}`,
      ),
    ).toBeTruthy();
    expect(ongoing.getByRole('link', { name: `Open ${ONGOING}` }).getAttribute('href')).toBe(
      PLAN_PAGES.engagement('engagement-1'),
    );

    const running = within(items[1]!);
    expect(
      running.getByText(
        `Started ${formatIsoDate('2027-03-01')}; your plan by ${formatIsoDate('2027-04-26')}`,
      ),
    ).toBeTruthy();
    // Only an Ongoing is cancelled from here.
    expect(running.queryByRole('button', { name: 'Cancel The Ongoing' })).toBeNull();

    const waiting = within(items[2]!);
    expect(waiting.getByText('Awaiting payment')).toBeTruthy();
    expect(waiting.getByText(`${formatCurrency(300000)} to pay to start`)).toBeTruthy();
    expect(waiting.getByRole('link', { name: 'Complete payment' }).getAttribute('href')).toBe(
      `${PLAN_PAGES.planTerms(signupOf().offeringId)}?signup=signup-9`,
    );
  });

  it('marks a cancelled Ongoing running out its quarter, with nothing more to cancel', async () => {
    renderMyPlans(() => ({
      body: {
        engagements: [
          engagementOf({
            cancelledAt: '2027-04-10T10:00:00.000Z',
            endsOn: '2027-05-31',
            nextInvoiceOn: null,
          }),
        ],
        signups: [],
      },
    }));
    await screen.findByText(ONGOING);
    const item = itemOf(ONGOING);
    expect(item.getByText('Cancelled')).toBeTruthy();
    expect(
      item.getByText(`Ends on ${formatIsoDate('2027-05-31')}; no further invoice`),
    ).toBeTruthy();
    expect(item.queryByRole('button', { name: 'Cancel The Ongoing' })).toBeNull();
  });

  it('shows nothing at all to a client with no plans', async () => {
    const server = renderMyPlans(() => ({ body: { engagements: [], signups: [] } }));
    await waitFor(() => expect(server.callsTo(MINE)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByLabelText('Loading your plans')).toBeNull());
    expect(screen.queryByRole('heading', { name: 'Your plans' })).toBeNull();
  });

  it('offers to load again when the list fails', async () => {
    let fail = true;
    renderMyPlans(() =>
      fail
        ? { status: 500, body: { code: 'internal', message: 'Server error' } }
        : { body: { engagements: [plan], signups: [] } },
    );
    expect((await screen.findByRole('alert')).textContent).toContain(
      'Your plans could not be loaded',
    );
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Load your plans again' }));
    expect(await screen.findByText(PLAN)).toBeTruthy();
  });
});

describe('CancelOngoingButton in the list', () => {
  it('says when the paid quarter ends, and keeps it when the client changes their mind', async () => {
    const server = renderMyPlans(() => ({ body: { engagements: [engagementOf()], signups: [] } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel The Ongoing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel The Ongoing?' });
    expect(
      within(dialog).getByText(
        `The quarter you have paid for runs until ${formatIsoDate('2027-05-31')}.`,
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(CANCEL)).toHaveLength(0);
  });

  it('cancels once confirmed and says until when it runs', async () => {
    let cancelled = false;
    const ending = engagementOf({
      cancelledAt: '2027-04-10T10:00:00.000Z',
      endsOn: '2027-05-31',
      nextInvoiceOn: null,
    });
    const server = renderMyPlans(
      () => ({ body: { engagements: [cancelled ? ending : engagementOf()], signups: [] } }),
      {
        [CANCEL]: () => {
          cancelled = true;
          return { body: ending };
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel The Ongoing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel The Ongoing?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel The Ongoing' }));

    expect(
      await screen.findByText(
        `No further invoice will be issued. It runs until ${formatIsoDate('2027-05-31')}.`,
      ),
    ).toBeTruthy();
    expect(server.sent(CANCEL, cancelEngagementRequestSchema)).toEqual([{}]);
    expect(server.callsTo(CANCEL)[0]?.params).toEqual({ engagementId: 'engagement-1' });
    expect(await screen.findByText('Cancelled')).toBeTruthy();
  });
});
