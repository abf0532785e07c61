// @vitest-environment happy-dom
// "What they're saying" shows a testimonial only while its advisor is listed: without the demo
// advisors a production site would quote clients of advisors who are not there and link to
// profiles that answer "not found". The server's HTML and the browser's first render agree.
import { act } from 'react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import type { DashboardData } from '../../../shared/contracts/home';
import { TESTIMONIALS } from '../../../shared/home-testimonials';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { TEST_DASHBOARD } from '../../testing/render-with-data';
import { TestimonialsSection } from './testimonials-section';

afterEach(cleanup);

const HEADING = 'Clients who finally got straight answers';

/** The dashboard with these advisors listed (their pictures by slug) and one other. */
const dashboardListing = (slugs: readonly string[]): DashboardData => ({
  ...TEST_DASHBOARD,
  profilePics: Object.fromEntries(
    [...slugs, 'someone-else'].map((slug) => [slug, `/avatars/${slug}.svg`]),
  ),
});

const everyAdvisor = TESTIMONIALS.map((testimonial) => testimonial.advisorSlug);

const section = (data: DashboardData | undefined) => (
  <MantineProvider env="test">
    <MemoryRouter>
      <TestimonialsSection data={data} />
    </MemoryRouter>
  </MantineProvider>
);

const meetLinks = () =>
  screen
    .queryAllByRole('link', { name: /^Meet / })
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('TestimonialsSection', () => {
  it('shows all three when their advisors are listed, each linking to its profile', () => {
    render(section(dashboardListing(everyAdvisor)));
    expect(screen.getByRole('heading', { name: HEADING })).toBeTruthy();
    expect(meetLinks()).toEqual(
      TESTIMONIALS.map((testimonial) => [
        `Meet ${testimonial.advisorName} →`,
        ADVISOR_PAGES.profile(testimonial.advisorSlug),
      ]),
    );
    expect(screen.getByRole('region', { name: 'About these testimonials' })).toBeTruthy();
  });

  it('leaves out the testimonial whose advisor is not listed', () => {
    const [first, missing, third] = TESTIMONIALS;
    render(section(dashboardListing([first!.advisorSlug, third!.advisorSlug])));
    expect(meetLinks().map(([name]) => name)).toEqual([
      `Meet ${first!.advisorName} →`,
      `Meet ${third!.advisorName} →`,
    ]);
    expect(screen.queryByText(missing!.clientName)).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('has no section at all, heading and disclaimer included, when none is listed', () => {
    const { container } = render(section(dashboardListing([])));
    expect(container.querySelector('section')).toBeNull();
    expect(screen.queryByText(HEADING)).toBeNull();
    expect(screen.queryByText('About these testimonials')).toBeNull();
  });

  it('shows none before the dashboard has answered', () => {
    const { container } = render(section(undefined));
    expect(container.querySelector('section')).toBeNull();
  });

  it('hydrates the HTML the server drew from the same dashboard without a mismatch', async () => {
    const data = dashboardListing([TESTIMONIALS[0]!.advisorSlug]);
    const html = renderToString(section(data));
    expect(html).toContain(`Meet ${TESTIMONIALS[0]!.advisorName}`);
    expect(html).not.toContain(`Meet ${TESTIMONIALS[1]!.advisorName}`);
    const container = document.createElement('div');
    container.innerHTML = html;
    const drawn = container.innerHTML;
    document.body.append(container);
    const mismatches: unknown[] = [];
    const root = await act(async () =>
      hydrateRoot(container, section(data), {
        onRecoverableError: (error) => mismatches.push(error),
      }),
    );
    expect(mismatches).toEqual([]);
    expect(container.innerHTML).toBe(drawn);
    act(() => root.unmount());
    container.remove();
  });
});
