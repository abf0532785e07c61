// @vitest-environment happy-dom
// "What needs doing" on Advisor Home: each open item links to where it is done; nothing open is
// said in words, and a failed load offers to try again.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { PracticeToDo } from '../../../shared/contracts/practice';
import { formatCurrency } from '../../../shared/format';
import { ADVISOR_CLIENT_PAGES } from '../../../shared/routes/advisor-clients';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { PRACTICE_API } from '../../../shared/routes/practice-api';
import { REVIEW_PAGES } from '../../../shared/routes/reviews';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { PracticeToDoList } from './to-do-list';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const TO_DO = `GET ${PRACTICE_API.toDo}`;
const NOTHING: PracticeToDo = {
  reviewsToAnswer: 0,
  documentRequests: [],
  plansToDeliver: [],
  overdueInvoices: [],
};

function renderList(answer: () => FakeAnswer) {
  fakeServer({ [TO_DO]: answer });
  renderPage(<PracticeToDoList />, {
    path: AREA_ROOTS.dashboard,
    auth: signedInAs({ roles: ['Advisor'] }),
  });
  return within(screen.getByRole('region', { name: 'What needs doing' }));
}

describe('PracticeToDoList', () => {
  it('links each item to where it is done, one review said in the singular', async () => {
    const list = renderList(() => ({
      body: {
        reviewsToAnswer: 1,
        documentRequests: [],
        plansToDeliver: [
          { engagementId: 'e1', endsOn: null, client: { id: 'c1', name: 'Sam Lee' } },
        ],
        overdueInvoices: [
          {
            id: 'i1',
            number: 'INV-000009',
            amountCents: 60000,
            dueAt: '2026-11-01T12:00:00.000Z',
            client: { id: 'c2', name: 'Ana Ruiz' },
          },
        ],
      } satisfies PracticeToDo,
    }));
    expect(
      (await list.findByRole('link', { name: /^1 review to answer/ })).getAttribute('href'),
    ).toBe(REVIEW_PAGES.dashboard);
    expect(
      list.getByRole('link', { name: /^Deliver Sam Lee’s written plan/ }).getAttribute('href'),
    ).toBe(ADVISOR_CLIENT_PAGES.client('c1'));
    // A Plan without a last day says only what it is.
    expect(list.getByText('The Plan.')).toBeTruthy();
    expect(
      list
        .getByRole('link', {
          name: new RegExp(`^INV-000009 of \\${formatCurrency(60000)} is overdue`),
        })
        .getAttribute('href'),
    ).toBe(ADVISOR_CLIENT_PAGES.client('c2'));
  });

  it('says so when nothing is waiting', async () => {
    const list = renderList(() => ({ body: NOTHING }));
    expect(await list.findByText(/^Nothing is waiting on you/)).toBeTruthy();
    expect(list.queryByRole('link')).toBeNull();
  });

  it('offers to try again when the list could not be loaded', async () => {
    let fail = true;
    const list = renderList(() => (fail ? { status: 500 } : { body: NOTHING }));
    expect(await list.findByText('What needs doing could not be loaded')).toBeTruthy();
    fail = false;
    fireEvent.click(list.getByRole('button', { name: 'Try again' }));
    expect(await list.findByText(/^Nothing is waiting on you/)).toBeTruthy();
  });
});
