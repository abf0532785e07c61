// @vitest-environment happy-dom
// The product news sent so far (docs/product.md#product-news): each news' progress as the server
// counts it, read again while any is still going out; the history asked with the shared query
// contract, and its empty states.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import {
  PRODUCT_NEWS_PROGRESS_POLL_MS,
  productNewsProgress,
  productNewsQuerySchema,
} from '../../../shared/contracts/product-news';
import type { ProductNewsItem } from '../../../shared/contracts/product-news';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { PRODUCT_NEWS_API } from '../../../shared/routes/product-news-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { consolePageOf, lastQuery } from '../console/console-test-kit';
import { NewsHistory } from './news-history';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const LIST = `GET ${PRODUCT_NEWS_API.list}`;

const newsOf = (overrides: Partial<ProductNewsItem> = {}): ProductNewsItem => ({
  id: 'news-1',
  subject: 'Book The Plan from your phone',
  body: 'You can now sign up from any phone.',
  sentBy: 'Alex Admin',
  createdAt: '2026-12-01T10:00:00.000Z',
  finishedAt: '2026-12-01T10:05:00.000Z',
  state: 'sent',
  recipients: 1200,
  sent: 1190,
  skipped: 10,
  ...overrides,
});

function renderHistory(answer: () => FakeAnswer, path: string = ADMIN_PAGES.productNews) {
  const server = fakeServer({ [LIST]: answer });
  renderPage(<NewsHistory />, { path, auth: signedInAs({ roles: ['Admin'] }) });
  return server;
}

const rowOf = (subject: string) => within(screen.getByText(subject).closest('tr')!);

describe('NewsHistory', () => {
  it('says how many got sent news, and who turned it off before their turn', async () => {
    const server = renderHistory(() => consolePageOf([newsOf({ sentBy: null })]));
    await screen.findByText('Book The Plan from your phone');
    const row = rowOf('Book The Plan from your phone');
    expect(row.getByText('Sent to 1,190')).toBeTruthy();
    expect(row.getByText('10 turned product news off before their turn')).toBeTruthy();
    expect(row.getByText('A former admin')).toBeTruthy();
    expect(lastQuery(server, LIST, productNewsQuerySchema)).toMatchObject({
      sort: 'createdAt',
      dir: 'desc',
    });
  });

  it('reads the progress of news still going out again until it is sent', async () => {
    let sending = true;
    const going = newsOf({ state: 'sending', finishedAt: null, sent: 300, skipped: 0 });
    const server = renderHistory(() => consolePageOf([sending ? going : newsOf()]));
    expect(
      await screen.findByRole('progressbar', {
        name: `“${going.subject}”: ${productNewsProgress(going)} sent`,
      }),
    ).toBeTruthy();
    sending = false;
    expect(
      await screen.findByText('Sent to 1,190', undefined, {
        timeout: PRODUCT_NEWS_PROGRESS_POLL_MS * 2,
      }),
    ).toBeTruthy();
    expect(server.callsTo(LIST).length).toBeGreaterThanOrEqual(2);
  });

  it('says when nothing was sent, and when no subject matches', async () => {
    renderHistory(() => consolePageOf([]));
    expect(await screen.findByText('No product news sent yet.')).toBeTruthy();
    cleanup();
    renderHistory(() => consolePageOf([]), `${ADMIN_PAGES.productNews}?q=phone`);
    expect(await screen.findByText('No news has “phone” in its subject.')).toBeTruthy();
  });
});
