// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { SITE_PAGES } from '../../../shared/routes/site';
import MoneyToolsPage from './money-tools-page';

afterEach(cleanup);

function renderAt(url: string) {
  const router = createMemoryRouter([{ path: SITE_PAGES.moneyTools, Component: MoneyToolsPage }], {
    initialEntries: [url],
  });
  render(
    <MantineProvider env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

const visiblePanel = () => screen.getByRole('tabpanel');

describe('Money Tools page', () => {
  it('has one h1, three calculator tabs and opens compound growth by default', () => {
    renderAt(SITE_PAGES.moneyTools);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Compound growth',
      'Retirement savings',
      'Loan & mortgage',
    ]);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Compound growth');
    // $10,000 plus $500 a month at 7% for 30 years.
    expect(within(visiblePanel()).getByText('$660,849', { selector: 'dd' })).toBeTruthy();
    expect(
      within(visiblePanel()).getByRole('group', { name: /Bar chart of the balance/ }),
    ).toBeTruthy();
  });

  it('opens the calculator named in the link and puts a new choice in the URL', () => {
    const router = renderAt(`${SITE_PAGES.moneyTools}?tool=loan`);
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Loan & mortgage');
    // $320,000 borrowed at 6.5% over 30 years.
    expect(within(visiblePanel()).getByText('$2,022.62')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'Retirement savings' }));
    expect(router.state.location.search).toBe('?tool=retirement');
    expect(visiblePanel().getAttribute('aria-labelledby')).toBe('tool-tab-retirement');
  });

  it('moves between tabs with the arrow keys', () => {
    const router = renderAt(SITE_PAGES.moneyTools);
    const first = screen.getByRole('tab', { name: 'Compound growth' });
    first.focus();
    fireEvent.keyDown(first, { key: 'ArrowLeft' });
    expect(router.state.location.search).toBe('?tool=loan');
    expect(document.activeElement?.textContent).toBe('Loan & mortgage');
    fireEvent.keyDown(document.activeElement!, { key: 'Home' });
    expect(router.state.location.search).toBe('?tool=growth');
  });

  it('shows range errors inline and ties them to the input', () => {
    renderAt(`${SITE_PAGES.moneyTools}?tool=retirement`);
    const panel = visiblePanel();
    const age = within(panel).getByLabelText(/Retirement age/);
    fireEvent.change(age, { target: { value: '30' } });
    expect(age.getAttribute('aria-invalid')).toBe('true');
    const describedBy = age.getAttribute('aria-describedby') ?? '';
    const message = document.getElementById(describedBy.split(' ')[0] ?? '');
    expect(message?.textContent).toBe('Enter a retirement age later than your age today.');
    // The results of the last valid entries stay, marked as such.
    expect(within(panel).getByText(/Results of your last valid entries/)).toBeTruthy();
    expect(within(panel).getByText(/Savings at 65/)).toBeTruthy();

    const rate = within(panel).getByLabelText(/Expected annual return/);
    fireEvent.change(rate, { target: { value: '45' } });
    expect(rate.getAttribute('aria-invalid')).toBe('true');
    expect(within(panel).getByText('Enter a rate from 0% to 20%.')).toBeTruthy();
  });

  it('accepts typed dollar signs and commas, tidying them on blur', () => {
    renderAt(`${SITE_PAGES.moneyTools}?tool=loan`);
    const panel = visiblePanel();
    fireEvent.click(within(panel).getByLabelText('Other loan'));
    const amount = within(panel).getByLabelText(/Loan amount/);
    fireEvent.change(amount, { target: { value: '$200000' } });
    fireEvent.change(within(panel).getByLabelText(/Interest rate/), { target: { value: '6' } });
    fireEvent.change(within(panel).getByLabelText(/Loan term/), { target: { value: '30' } });
    fireEvent.blur(amount);
    expect((amount as HTMLInputElement).value).toBe('200,000');
    expect(within(panel).getByText('$1,199.10')).toBeTruthy();
  });

  it('opens a shared link with its numbers and results', () => {
    renderAt(`${SITE_PAGES.moneyTools}?tool=loan&kind=loan&amount=200000&rate=6&years=30`);
    const panel = visiblePanel();
    expect((within(panel).getByLabelText('Other loan') as HTMLInputElement).checked).toBe(true);
    expect((within(panel).getByLabelText(/Loan amount/) as HTMLInputElement).value).toBe('200,000');
    expect(within(panel).getByText('$1,199.10')).toBeTruthy();
  });

  it('puts valid entries in the URL, keeps the last results while one is retyped', async () => {
    const router = renderAt(`${SITE_PAGES.moneyTools}?tool=growth`);
    const panel = visiblePanel();
    const years = within(panel).getByLabelText(/Years to grow/);
    fireEvent.change(years, { target: { value: '10' } });
    await waitFor(() =>
      expect(new URLSearchParams(router.state.location.search).get('years')).toBe('10'),
    );
    // Typing replaces the history entry instead of adding one per keystroke.
    expect(router.state.historyAction).toBe('REPLACE');
    const balance = within(panel).getByText(/Balance after 10 years/).nextSibling?.textContent;

    fireEvent.change(years, { target: { value: '' } });
    expect(years.getAttribute('aria-invalid')).toBe('true');
    expect(within(panel).getByText(/Balance after 10 years/).nextSibling?.textContent).toBe(
      balance,
    );
    expect(new URLSearchParams(router.state.location.search).get('years')).toBe('10');
  });

  it('goes back to the calculator and numbers before a change of calculator', async () => {
    const router = renderAt(`${SITE_PAGES.moneyTools}?tool=growth&rate=5`);
    fireEvent.click(screen.getByRole('tab', { name: 'Loan & mortgage' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tool=loan'));
    expect(router.state.historyAction).toBe('PUSH');
    await act(() => router.navigate(-1));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Compound growth');
    expect(
      (within(visiblePanel()).getByLabelText(/Expected annual return/) as HTMLInputElement).value,
    ).toBe('5');
  });

  it('restores typed numbers on back and forward across calculators', async () => {
    const router = renderAt(SITE_PAGES.moneyTools);
    fireEvent.change(within(visiblePanel()).getByLabelText(/Expected annual return/), {
      target: { value: '4' },
    });
    await waitFor(() => expect(router.state.location.search).toContain('rate=4'));
    fireEvent.click(screen.getByRole('tab', { name: 'Loan & mortgage' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tool=loan'));
    fireEvent.click(within(visiblePanel()).getByLabelText('Other loan'));
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?tool=loan&kind=loan&amount=25000&rate=7.5&years=5',
      ),
    );
    fireEvent.change(within(visiblePanel()).getByLabelText(/Loan amount/), {
      target: { value: '9000' },
    });
    await waitFor(() => expect(router.state.location.search).toContain('amount=9000'));

    await act(() => router.navigate(-1));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Compound growth');
    const rate = within(visiblePanel()).getByLabelText(/Expected annual return/);
    expect((rate as HTMLInputElement).value).toBe('4');
    // Changed here after the step, so back shows this entry's numbers again.
    fireEvent.change(rate, { target: { value: '3' } });
    await act(() => router.navigate(1));
    expect(screen.getByRole('tab', { selected: true }).textContent).toBe('Loan & mortgage');
    expect((within(visiblePanel()).getByLabelText(/Loan amount/) as HTMLInputElement).value).toBe(
      '9000',
    );
    expect(within(visiblePanel()).getByLabelText('Other loan')).toHaveProperty('checked', true);
    await act(() => router.navigate(-1));
    expect(
      (within(visiblePanel()).getByLabelText(/Expected annual return/) as HTMLInputElement).value,
    ).toBe('3');
  });

  it('reads a chart’s values on focus, moving along it with the arrow keys', () => {
    renderAt(`${SITE_PAGES.moneyTools}?tool=growth&years=3`);
    const chart = within(visiblePanel()).getByRole('group', { name: /Bar chart/ });
    const bars = within(chart).getAllByRole('img');
    expect(bars).toHaveLength(3);
    // One stop in the tab order: the last bar.
    expect(bars.map((bar) => bar.getAttribute('tabindex'))).toEqual(['-1', '-1', '0']);
    fireEvent.focus(bars[2]!);
    expect(within(visiblePanel()).getByText(/^Year 3: balance/)).toBeTruthy();
    fireEvent.keyDown(bars[2]!, { key: 'Home' });
    expect(document.activeElement).toBe(bars[0]);
    expect(within(visiblePanel()).getByText(/^Year 1: balance/)).toBeTruthy();
  });

  it('links to the advisors and says the results are estimates', () => {
    renderAt(SITE_PAGES.moneyTools);
    expect(screen.getByRole('link', { name: /Find your advisor/ }).getAttribute('href')).toBe(
      ADVISOR_PAGES.search,
    );
    expect(screen.getByText(/estimates, not advice/)).toBeTruthy();
  });
});
