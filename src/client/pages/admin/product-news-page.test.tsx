// @vitest-environment happy-dom
// The product news page as an admin uses it: the number of people who chose product news and the
// news sent before with its progress, as the server answered; a draft previewed and then sent,
// after a confirmation, in the shared contracts; changed words needing a new preview; nobody to
// send to.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  productNewsDraftSchema,
  productNewsSendSchema,
} from '../../../shared/contracts/product-news';
import type { ProductNewsItem, ProductNewsPreview } from '../../../shared/contracts/product-news';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { PRODUCT_NEWS_API } from '../../../shared/routes/product-news-api';
import { fakeServer } from '../../testing/fake-server';
import ProductNewsPage from './product-news-page';
import { consolePage, renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const sent: ProductNewsItem = {
  id: 'news-1',
  subject: 'The Ongoing is here',
  body: 'A monthly relationship with your advisor.',
  sentBy: 'Alex Admin',
  createdAt: '2026-10-05T15:00:00.000Z',
  finishedAt: '2026-10-05T15:10:00.000Z',
  state: 'sent',
  recipients: 1204,
  sent: 1200,
  skipped: 4,
};
const sending: ProductNewsItem = {
  ...sent,
  id: 'news-2',
  subject: 'Winter hours',
  sentBy: null,
  finishedAt: null,
  state: 'sending',
  recipients: 200,
  sent: 40,
  skipped: 10,
};
const preview = (recipients: number): ProductNewsPreview => ({
  recipients,
  subject: 'Plans now include a tax review',
  text: 'Hi Alex, plans now include a tax review.',
  html: '<p>Hi Alex, plans now include a tax review.</p>',
});

function open(recipients: number, history: ProductNewsItem[] = [sent, sending]) {
  const server = fakeServer({
    [`GET ${PRODUCT_NEWS_API.audience}`]: () => ({ body: { recipients } }),
    [`GET ${PRODUCT_NEWS_API.list}`]: () => consolePage(history),
    [`POST ${PRODUCT_NEWS_API.preview}`]: () => ({ body: preview(recipients) }),
    [`POST ${PRODUCT_NEWS_API.list}`]: (call) => ({
      status: 201,
      body: { ...sending, ...(call.body as object), recipients, sent: 0, skipped: 0 },
    }),
  });
  renderAdminPage(<ProductNewsPage />, { path: ADMIN_PAGES.productNews });
  return server;
}

async function write(subject: string, body: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /Subject/ }), {
    target: { value: subject },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: body } });
}

describe('the product news page', () => {
  it('shows who would receive news and the news sent before, with its progress', async () => {
    open(1204);
    expect(await screen.findByText('1,204 people')).toBeTruthy();
    const table = within(await screen.findByRole('table', { name: 'Sent product news' }));
    await table.findByText('The Ongoing is here');
    const [, first, second] = table.getAllByRole('row');
    expect(within(first!).getByText('Mon, Oct 5, 10:00 AM CDT')).toBeTruthy();
    expect(within(first!).getByText('Sent to 1,200')).toBeTruthy();
    expect(within(first!).getByText('4 turned product news off before their turn')).toBeTruthy();
    expect(within(second!).getByText('A former admin')).toBeTruthy();
    expect(within(second!).getByText('Sending: 50 of 200')).toBeTruthy();
    expect(
      within(second!).getByRole('progressbar', { name: '“Winter hours”: 50 of 200 sent' }),
    ).toBeTruthy();
  });

  it('previews the draft, then sends it after a confirmation', async () => {
    const server = open(1204);
    await write('  Plans now include a tax review ', 'Plans now include a tax review.');
    const send = screen.getByRole('button', { name: 'Send…' });
    expect(send).toHaveProperty('disabled', true);

    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      await screen.findByTitle('Preview of the email “Plans now include a tax review”'),
    ).toBeTruthy();
    expect(server.sent(`POST ${PRODUCT_NEWS_API.preview}`, productNewsDraftSchema)).toEqual([
      { subject: 'Plans now include a tax review', body: 'Plans now include a tax review.' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Send to 1,204 people…' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Send this product news?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Send to 1,204 people' }));
    expect(
      await screen.findByText('“Plans now include a tax review” is being sent to 1,204 people.'),
    ).toBeTruthy();
    const [news] = server.sent(`POST ${PRODUCT_NEWS_API.list}`, productNewsSendSchema);
    expect(news).toMatchObject({
      subject: 'Plans now include a tax review',
      body: 'Plans now include a tax review.',
    });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveProperty('value', ''),
    );
  });

  it('asks for a new preview once the words change', async () => {
    const server = open(1204);
    await write('Plans now include a tax review', 'Plans now include a tax review.');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByRole('button', { name: 'Send to 1,204 people…' });
    fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), {
      target: { value: 'Plans now include a tax review, and more.' },
    });
    expect(screen.getByRole('button', { name: 'Send…' })).toHaveProperty('disabled', true);
    expect(
      screen.getByText('The words changed since the last preview: preview them again.'),
    ).toBeTruthy();
    expect(server.callsTo(`POST ${PRODUCT_NEWS_API.list}`)).toHaveLength(0);
  });

  it('says there is nobody to send to, and that nothing was sent yet', async () => {
    open(0, []);
    expect(
      await screen.findByText(/chose product news so far: there is no one to send it to yet\./),
    ).toBeTruthy();
    expect(await screen.findByText('No product news sent yet.')).toBeTruthy();
    await write('Plans now include a tax review', 'Plans now include a tax review.');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Nobody has chosen product news yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send…' })).toHaveProperty('disabled', true);
  });
});
