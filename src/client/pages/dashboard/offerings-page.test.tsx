// @vitest-environment happy-dom
// The advisor's offerings page against a fake server: each offering's price, capacity and terms
// are checked with the shared schema before sending, with the field's own message; the server's
// field messages show by their fields; a save sends cents and says so.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { OwnOffering, OwnOfferings } from '../../../shared/contracts/offerings';
import { OFFERINGS_API, OFFERINGS_API_PATTERNS } from '../../../shared/routes/offerings-api';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import { fakeServer } from '../../testing/fake-server';
import type { FakeCall } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import OfferingsPage from './offerings-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TERMS = 'My own terms for this offering, long enough to be accepted by the schema.';

const offering = (kind: OwnOffering['kind'], over: Partial<OwnOffering> = {}): OwnOffering => ({
  id: `${kind}-offering-id`,
  kind,
  advisorId: 'advisor-1',
  advisorSlug: 'jane-doe',
  advisorName: 'Jane Doe',
  enabled: true,
  priceCents: kind === 'plan' ? 250_000 : 10_000,
  terms: TERMS,
  capacity: kind === 'plan' ? null : 10,
  placesLeft: kind === 'plan' ? null : 7,
  placesTaken: kind === 'plan' ? 0 : 3,
  waitlistLength: 0,
  ...over,
});

function offeringsServer(answer?: (call: FakeCall) => { status?: number; body: unknown }) {
  const own: OwnOfferings = {
    plan: offering('plan'),
    ongoing: offering('ongoing'),
    ongoingFlagOn: true,
  };
  return fakeServer({
    [`GET ${OFFERINGS_API.dashboard}`]: () => ({ body: own }),
    [`PUT ${OFFERINGS_API_PATTERNS.dashboardOffering}`]:
      answer ??
      ((call: FakeCall) => {
        const kind = call.params.offeringId === own.plan.id ? 'plan' : 'ongoing';
        return { body: { ...own[kind], ...(call.body as object) } };
      }),
  });
}

const card = async (name: string) => within(await screen.findByRole('region', { name }));

function setPrice(region: Awaited<ReturnType<typeof card>>, label: RegExp, value: string) {
  fireEvent.change(region.getByRole('textbox', { name: label }), { target: { value } });
}

describe('offerings page', () => {
  it('shows both offerings with the places taken', async () => {
    offeringsServer();
    renderPage(<OfferingsPage />, {
      path: PLAN_PAGES.dashboardOfferings,
      auth: signedInAs({ roles: ['Advisor'] }),
    });
    const plan = await card('The Plan');
    expect((plan.getByRole('textbox', { name: /^Price/ }) as HTMLInputElement).value).toBe(
      '$2,500',
    );
    const ongoing = await card('The Ongoing');
    expect(ongoing.getByText(/3 of 10 places taken/)).toBeTruthy();
  });

  const refusals: [string, RegExp, string, string][] = [
    ['The Plan', /^Price/, '50', 'Plan price must be at least $100.'],
    ['The Plan', /^Price/, '10100', 'Plan price must be at most $10,000.'],
    ['The Plan', /^Price/, '2550', 'Plan price must be a multiple of $100.'],
    ['The Plan', /^Price/, '', 'Enter the plan price.'],
    ['The Ongoing', /^Monthly price/, '20', 'Monthly price must be at least $25.'],
    ['The Ongoing', /^Monthly price/, '1025', 'Monthly price must be at most $1,000.'],
    ['The Ongoing', /^Monthly price/, '110', 'Monthly price must be a multiple of $25.'],
  ];
  for (const [name, label, value, message] of refusals) {
    it(`refuses ${name} at $${value || '(empty)'} before sending: ${message}`, async () => {
      const { calls } = offeringsServer();
      renderPage(<OfferingsPage />, {
        path: PLAN_PAGES.dashboardOfferings,
        auth: signedInAs({ roles: ['Advisor'] }),
      });
      const region = await card(name);
      setPrice(region, label, value);
      fireEvent.click(region.getByRole('button', { name: `Save ${name}` }));
      // A price both below the minimum and off the step shows both messages on its field.
      expect(await region.findByText((text) => text.includes(message))).toBeTruthy();
      expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    });
  }

  it('refuses a capacity out of range and terms too short, then clears them once fixed', async () => {
    const { calls } = offeringsServer();
    renderPage(<OfferingsPage />, {
      path: PLAN_PAGES.dashboardOfferings,
      auth: signedInAs({ roles: ['Advisor'] }),
    });
    const region = await card('The Ongoing');
    const capacity = region.getByRole('textbox', { name: /^Clients at once/ });
    fireEvent.change(capacity, { target: { value: '101' } });
    fireEvent.change(region.getByRole('textbox', { name: /^Terms/ }), {
      target: { value: 'Short' },
    });
    fireEvent.click(region.getByRole('button', { name: 'Save The Ongoing' }));
    expect(await region.findByText('Capacity must be at most 100 clients.')).toBeTruthy();
    expect(region.getByText(/Terms must be at least/)).toBeTruthy();
    fireEvent.change(capacity, { target: { value: '12' } });
    expect(region.queryByText('Capacity must be at most 100 clients.')).toBeNull();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it('saves in cents and says so', async () => {
    const { calls } = offeringsServer();
    renderPage(<OfferingsPage />, {
      path: PLAN_PAGES.dashboardOfferings,
      auth: signedInAs({ roles: ['Advisor'] }),
    });
    const region = await card('The Plan');
    setPrice(region, /^Price/, '3200');
    fireEvent.click(region.getByRole('button', { name: 'Save The Plan' }));
    expect(await screen.findByText('The Plan is saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      enabled: true,
      priceCents: 320_000,
      terms: TERMS,
    });
  });

  it("shows the server's field message by its field", async () => {
    offeringsServer(() => ({
      status: 400,
      body: {
        code: 'validation',
        message: 'Some fields need your attention.',
        fieldErrors: { priceCents: ['Plan price must be a multiple of $100.'] },
      },
    }));
    renderPage(<OfferingsPage />, {
      path: PLAN_PAGES.dashboardOfferings,
      auth: signedInAs({ roles: ['Advisor'] }),
    });
    const region = await card('The Plan');
    fireEvent.click(region.getByRole('button', { name: 'Save The Plan' }));
    expect(await region.findByText('Plan price must be a multiple of $100.')).toBeTruthy();
  });
});
