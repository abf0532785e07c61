// @vitest-environment happy-dom
// The net-worth and cash-flow worksheet: totals follow the lines as they are typed, a save sends
// the worksheet the shared contract reads, and the advisor reads the same numbers unchanged.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { emptyWorksheet, worksheetSchema } from '../../../../shared/contracts/engagements';
import { formatCurrency } from '../../../../shared/format';
import { ENGAGEMENT_API_PATTERNS } from '../../../../shared/routes/engagements-api';
import { PLAN_PAGES } from '../../../../shared/routes/plans';
import { fakeServer } from '../../../testing/fake-server';
import { renderPage } from '../../../testing/meetings-test-harness';
import { engagementOf } from '../engagement-fixture';
import { WorksheetForm } from './worksheet-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SAVE = `PUT ${ENGAGEMENT_API_PATTERNS.worksheet}`;
const PAGE = PLAN_PAGES.engagement('engagement-1');

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name: label }), { target: { value } });

const dollars = (amount: number) => formatCurrency(amount * 100);

describe('WorksheetForm', () => {
  it('adds up net worth and monthly cash flow as lines are typed', () => {
    fakeServer({});
    renderPage(<WorksheetForm engagement={engagementOf()} />, { path: PAGE });
    type('Cash and savings', '20000');
    type('Investments', '80000');
    type('Mortgage', '150000');
    type('Take-home pay', '6000');
    type('Housing', '2500');
    type('Food and groceries', '900');

    const totals = screen.getByText(/Net worth:/).closest('p')!;
    expect(totals.textContent).toContain(`Net worth: ${dollars(-50000)}`);
    expect(totals.textContent).toContain(`Monthly cash flow: ${dollars(2600)}`);
  });

  it('saves every line, the empty ones as not filled in', async () => {
    const server = fakeServer({
      [SAVE]: (call) => ({ body: engagementOf({ worksheet: worksheetSchema.parse(call.body) }) }),
    });
    renderPage(<WorksheetForm engagement={engagementOf()} />, { path: PAGE });
    type('Cash and savings', '20000');
    type('Take-home pay', '6000');
    fireEvent.click(screen.getByRole('button', { name: 'Save worksheet' }));

    await waitFor(() => expect(server.callsTo(SAVE)).toHaveLength(1));
    const [sent] = server.sent(SAVE, worksheetSchema);
    const expected = emptyWorksheet();
    expected.assets.cash = 20000;
    expected.income.salary = 6000;
    expect(sent).toEqual(expected);
    expect(server.callsTo(SAVE)[0]?.params).toEqual({ engagementId: 'engagement-1' });
    expect(await screen.findByText('Worksheet saved')).toBeTruthy();
  });

  it('says it was not saved when the server refuses', async () => {
    fakeServer({
      [SAVE]: () => ({ status: 409, body: { code: 'conflict', message: 'This Plan has ended.' } }),
    });
    renderPage(<WorksheetForm engagement={engagementOf()} />, { path: PAGE });
    type('Cash and savings', '100');
    fireEvent.click(screen.getByRole('button', { name: 'Save worksheet' }));
    expect((await screen.findByRole('alert')).textContent).toContain('This Plan has ended.');
  });

  it('shows the advisor the client’s numbers without fields or a save', () => {
    fakeServer({});
    const worksheet = emptyWorksheet();
    worksheet.assets.home = 400000;
    worksheet.debts.mortgage = 250000;
    renderPage(
      <WorksheetForm
        engagement={engagementOf({ worksheet, worksheetUpdatedAt: '2027-03-04T10:00:00.000Z' })}
        readOnly
      />,
      { path: PAGE },
    );
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save worksheet' })).toBeNull();
    expect(screen.getByText('Home and property').nextSibling?.textContent).toBe(dollars(400000));
    expect(screen.getByText('Cash and savings').nextSibling?.textContent).toBe('Not filled in');
    expect(screen.getByText(/Net worth:/).textContent).toContain(dollars(150000));
    expect(screen.queryByText('The client has not filled in the worksheet yet.')).toBeNull();
  });

  it('tells the advisor when the client has not filled it in yet', () => {
    fakeServer({});
    renderPage(<WorksheetForm engagement={engagementOf()} readOnly />, { path: PAGE });
    expect(screen.getByText('The client has not filled in the worksheet yet.')).toBeTruthy();
  });
});
