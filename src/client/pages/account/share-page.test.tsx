// @vitest-environment happy-dom
// The share page against a fake server: the affiliate's link to copy (with the clipboard, the old
// way, or by hand), the figures, the empty state, and what other account holders see.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { AFFILIATE_PAGES } from '../../../shared/routes/affiliates';
import { AFFILIATE_API } from '../../../shared/routes/affiliates-api';
import { ENGAGEMENT_API } from '../../../shared/routes/engagements-api';
import type { ShareSummary } from '../../../shared/contracts/affiliates';
import { fakeServer } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import SharePage from './share-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SHARE: ShareSummary = {
  slug: 'avery-lee',
  url: 'https://www.example.com/r/avery-lee',
  visitors: 1234,
  signUps: 3,
  recent: { days: 30, visitors: 56, signUps: 1 },
  heroTitle: '',
  blurb: '',
  earnings: {
    feeBps: 500,
    months: [],
    payouts: [],
    balance: { earnedCents: 0, paidOutCents: 0, owedCents: 0 },
  },
};

const affiliate = signedInAs({ roles: ['Affiliate', 'Consumer'] });

function renderShare(share: ShareSummary = SHARE) {
  const server = fakeServer({ [`GET ${AFFILIATE_API.share}`]: () => ({ body: share }) });
  renderPage(<SharePage />, { path: AFFILIATE_PAGES.share, auth: affiliate });
  return server;
}

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
}

describe('share page', () => {
  it('shows the link and what it brought', async () => {
    renderShare();
    const field = (await screen.findByRole('textbox', { name: 'Your link' })) as HTMLInputElement;
    expect(field.value).toBe(SHARE.url);
    expect(field.readOnly).toBe(true);
    const figures = within(screen.getByRole('region', { name: 'Your affiliate link' }));
    expect(figures.getByText('1,234')).toBeTruthy();
    expect(figures.getByText('56 in the last 30 days')).toBeTruthy();
    expect(figures.getByText('3')).toBeTruthy();
    expect(figures.getByText('1 in the last 30 days')).toBeTruthy();
    expect(screen.queryByText(/No visitors yet/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeTruthy();
  });

  it('copies the link to the clipboard and says so', async () => {
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    renderShare();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(SHARE.url);
    expect(screen.getByText('The link is on your clipboard.')).toBeTruthy();
  });

  it('copies the old way without the clipboard API, or leaves the link selected', async () => {
    stubClipboard(async () => {
      throw new Error('not allowed');
    });
    const execCommand = vi.fn(() => true);
    document.execCommand = execCommand;
    renderShare();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeTruthy();
    expect(execCommand).toHaveBeenCalledWith('copy');

    cleanup();
    execCommand.mockReturnValue(false);
    renderShare();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(/copy it yourself/)).toBeTruthy();
    const field = screen.getByRole('textbox', { name: 'Your link' }) as HTMLInputElement;
    expect(document.activeElement).toBe(field);
  });

  it('says what to do while nothing came of the link yet', async () => {
    renderShare({
      ...SHARE,
      visitors: 0,
      signUps: 0,
      recent: { days: 30, visitors: 0, signUps: 0 },
    });
    expect(await screen.findByText(/No visitors yet/)).toBeTruthy();
  });

  it('offers to try again when the link cannot be loaded', async () => {
    fakeServer({
      [`GET ${AFFILIATE_API.share}`]: () => ({
        status: 403,
        body: { code: 'forbidden', message: 'x' },
      }),
    });
    renderPage(<SharePage />, { path: AFFILIATE_PAGES.share, auth: affiliate });
    expect(await screen.findByText('Your link could not be loaded')).toBeTruthy();
  });

  it('tells other account holders about the programme without asking the server', async () => {
    const { calls } = fakeServer({});
    renderPage(<SharePage />, { path: AFFILIATE_PAGES.share, auth: signedInAs() });
    expect(screen.getByRole('heading', { name: 'Sharing is for affiliates' })).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'About our affiliate programme' }).getAttribute('href'),
    ).toBe(AFFILIATE_PAGES.program);
    // Only the account navigation asks, for the client's running engagements.
    expect(calls.filter((call) => call.path !== ENGAGEMENT_API.list)).toHaveLength(0);
  });
});
