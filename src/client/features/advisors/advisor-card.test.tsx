// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import type { AdvisorCard as AdvisorCardData } from '../../../shared/contracts/home';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { AdvisorCard, splitBio } from './advisor-card';

afterEach(cleanup);

const base: AdvisorCardData = {
  id: '1',
  slug: 'jane-doe',
  firstName: 'Jane',
  lastName: 'Doe',
  certifications: 'CFP®',
  profilePicUrl: '/avatars/jane-doe.svg',
  title: 'Retirement income planner',
  reviewAverage: 4.876,
  reviewCount: 12,
  bio: 'Retirement income\n\n• Social Security timing\r\nTax-smart withdrawals',
  hourlyRate: 123456,
  offers: { plan: 250000, ongoing: null },
  nextAvailability: '2099-03-04T15:00:00.000Z',
};

function card(advisor: AdvisorCardData, ongoingShown = false) {
  return (
    <MantineProvider env="test">
      <MemoryRouter>
        <AdvisorCard advisor={advisor} ongoingShown={ongoingShown} />
      </MemoryRouter>
    </MantineProvider>
  );
}

describe('advisor card', () => {
  it('names the other offerings the advisor sells, The Ongoing only while it is offered', () => {
    const both = { ...base, offers: { plan: 250000, ongoing: 10000 } };
    const { rerender } = render(card(both));
    expect(screen.getByText('Also The Plan $2,500')).toBeTruthy();
    rerender(card(both, true));
    expect(screen.getByText('Also The Plan $2,500 · The Ongoing $100/month')).toBeTruthy();
    rerender(card({ ...base, offers: { plan: null, ongoing: null } }, true));
    expect(screen.queryByText(/^Also/)).toBeNull();
  });

  it('shows the card fields and links to the profile', () => {
    render(card(base));
    expect(screen.getByRole('link', { name: 'Jane Doe' }).getAttribute('href')).toBe(
      ADVISOR_PAGES.profile('jane-doe'),
    );
    const photo = screen.getByRole('img', { name: 'Portrait of Jane Doe' });
    expect(photo.getAttribute('width')).toBeTruthy();
    expect(photo.getAttribute('height')).toBeTruthy();
    expect(screen.getByText('4.88')).toBeTruthy();
    expect(screen.getByText('(12 reviews)')).toBeTruthy();
    expect(screen.getByText('$1,235/hour')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Retirement income',
      'Social Security timing',
      'Tax-smart withdrawals',
    ]);
    expect(screen.getByText(/Next available/)).toBeTruthy();
  });

  it('hides the rating without reviews and availability in the past', () => {
    render(card({ ...base, reviewAverage: 0, nextAvailability: '2001-01-01T00:00:00.000Z' }));
    expect(screen.queryByText(/review/)).toBeNull();
    expect(screen.queryByText(/Next available/)).toBeNull();
  });

  it('leaves next availability out of the server HTML so hydration cannot disagree', () => {
    const html = renderToString(card(base));
    expect(html).toContain('Jane Doe');
    expect(html).not.toContain('Next available');
  });

  it('keeps one link per card and puts the Save heart beside it, not inside it', () => {
    render(
      <MantineProvider env="test">
        <QueryClientProvider client={new QueryClient()}>
          <MemoryRouter>
            <AdvisorCard advisor={base} />
          </MemoryRouter>
        </QueryClientProvider>
      </MantineProvider>,
    );
    const article = screen.getByRole('article');
    expect(within(article).getAllByRole('link')).toHaveLength(1);
    const save = within(article).getByRole('button', { name: 'Save Jane Doe to your shortlist' });
    expect(save.closest('a')).toBeNull();
    // The phone layout places the rating in its own cell, so it is wrapped even when present.
    expect(screen.getByText('4.88').closest('h3')).toBeNull();
  });

  it('splits the bio on new lines and drops bullets and blanks', () => {
    expect(splitBio(' - One\n\n* Two \r\n•Three')).toEqual(['One', 'Two', 'Three']);
  });
});
