// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { formatHourlyRate } from '../../../shared/format';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import { BookHourBar } from './book-hour-bar';

afterEach(cleanup);

const NEXT = new Date(Date.now() + 3 * 86_400_000).toISOString();
const advisor = {
  slug: 'jane-doe',
  firstName: 'Jane',
  hourlyRate: 17_500,
  nextAvailability: NEXT,
  acceptingClients: true,
};

const wrap = (node: ReactNode) => (
  <MantineProvider>
    <MemoryRouter>{node}</MemoryRouter>
  </MantineProvider>
);

describe('BookHourBar', () => {
  it('shows the price, the next open time and a link to the booking page', () => {
    render(wrap(<BookHourBar advisor={advisor} />));
    const bar = screen.getByRole('region', { name: 'Book The Hour with Jane' });
    expect(bar.textContent).toContain(formatHourlyRate(17_500));
    expect(bar.querySelector('time')?.getAttribute('datetime')).toBe(NEXT);
    // Short enough for a phone: the weekday within the week, no zone.
    expect(bar.textContent).toMatch(/Next: (Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2}:\d{2}\s[AP]M/);
    expect(screen.getByRole('link', { name: 'Book The Hour' }).getAttribute('href')).toBe(
      BOOKING_PAGES.bookHour('jane-doe'),
    );
  });

  it('is not there for an advisor who takes no new clients', () => {
    render(wrap(<BookHourBar advisor={{ ...advisor, acceptingClients: false }} />));
    expect(screen.queryByRole('link', { name: 'Book The Hour' })).toBeNull();
  });

  it('renders on the server without the viewer’s clock or zone', () => {
    const html = renderToString(wrap(<BookHourBar advisor={advisor} />));
    expect(html).toContain('Book The Hour');
    expect(html).not.toContain('<time');
  });
});
