// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import {
  SEO_SERVICE_SLUGS,
  SERVICE_SLUGS,
  SITE_PAGE_PATTERNS,
  SITE_PAGES,
} from '../../../shared/routes/site';
import { renderWithData } from '../../testing/render-with-data';
import ServicePage from './service-page';
import ServicesPage from './services-page';

afterEach(cleanup);

function renderAt(path: string, { ongoing }: { ongoing: boolean }) {
  return renderWithData(
    <Routes>
      <Route path={SITE_PAGES.services} element={<ServicesPage />} />
      <Route path={SITE_PAGE_PATTERNS.service} element={<ServicePage />} />
    </Routes>,
    { ongoing, path },
  );
}

const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');

describe('services page', () => {
  it('without The Ongoing: two services, and no choose or compare links', () => {
    const { container } = renderAt(SITE_PAGES.services, { ongoing: false });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(container.textContent).not.toContain('The Ongoing');
    expect(container.textContent).toContain('$125 – $300');
    expect(container.textContent).toContain('$2,000 – $3,500');
    expect(screen.queryByRole('link', { name: 'Choose your advisor' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Compare all services' })).toBeNull();
    // Still a way to book.
    expect(
      screen.getAllByRole('link', { name: 'Find your advisor' })[0]?.getAttribute('href'),
    ).toBe(ADVISOR_PAGES.search);
  });

  it('with The Ongoing: three services, and the choose and compare links', () => {
    const { container } = renderAt(SITE_PAGES.services, { ongoing: true });
    expect(container.textContent).toContain('The Ongoing');
    expect(container.textContent).toContain('$99 – $200');
    expect(href('Choose your advisor')).toBe(ADVISOR_PAGES.search);
    expect(href('Compare all services')).toBe('#compare');
    expect(container.querySelector('#compare table')).not.toBeNull();
  });
});

describe('service page', () => {
  it('renders an SEO landing page with its own content and live prices', () => {
    const { container } = renderAt(SITE_PAGES.service('fee-only-fiduciaries'), { ongoing: false });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Fee-only fiduciary financial advisors',
    );
    expect(screen.getByRole('table')).toBeTruthy();
    expect(container.textContent).toContain('$125 – $300');
    expect(href('Retirement planning')).toBe('/advisors/retirement-planning');
    expect(screen.queryByRole('link', { name: 'Choose your advisor' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Compare all services' })).toBeNull();
  });

  it('adds the choose and compare links on SEO pages only while The Ongoing is on', () => {
    renderAt(SITE_PAGES.service('fiduciary-cfps'), { ongoing: true });
    expect(href('Choose your advisor')).toBe(ADVISOR_PAGES.search);
    expect(href('Compare all services')).toBe(SITE_PAGES.services);
  });

  it('shows the not-found content for the-ongoing while its flag is off', () => {
    renderAt(SITE_PAGES.service('the-ongoing'), { ongoing: false });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Page not found');
  });

  it('gives every slug one h1 of its own, with headings in order', () => {
    const titles = new Set<string>();
    for (const slug of [...SERVICE_SLUGS, ...SEO_SERVICE_SLUGS]) {
      const { container, unmount } = renderAt(SITE_PAGES.service(slug), { ongoing: true });
      const headings = [...container.querySelectorAll('h1, h2, h3, h4')];
      expect(
        headings.filter((h) => h.tagName === 'H1'),
        slug,
      ).toHaveLength(1);
      let level = 0;
      for (const heading of headings) {
        const next = Number(heading.tagName.slice(1));
        expect(next - level, `${slug}: ${heading.textContent}`).toBeLessThanOrEqual(1);
        level = next;
      }
      titles.add(container.querySelector('h1')?.textContent ?? '');
      unmount();
    }
    expect(titles.size).toBe(SERVICE_SLUGS.length + SEO_SERVICE_SLUGS.length);
  });
});
