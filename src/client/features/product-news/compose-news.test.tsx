// @vitest-environment happy-dom
// Writing product news (docs/product.md#product-news): the draft checked with the shared limits,
// no send before a preview of the words as they are now (nor to nobody), and the send after a
// confirmation carrying the draft's own id.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  productNewsDraftSchema,
  productNewsSendSchema,
} from '../../../shared/contracts/product-news';
import type {
  ProductNewsDraft,
  ProductNewsItem,
  ProductNewsPreview,
} from '../../../shared/contracts/product-news';
import { LIMITS } from '../../../shared/limits';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { PRODUCT_NEWS_API } from '../../../shared/routes/product-news-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeRoutes } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { ComposeNews } from './compose-news';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const AUDIENCE = `GET ${PRODUCT_NEWS_API.audience}`;
const PREVIEW = `POST ${PRODUCT_NEWS_API.preview}`;
const SEND = `POST ${PRODUCT_NEWS_API.list}`;

const SUBJECT = 'Book The Plan from your phone';
const BODY = 'You can now sign up for The Plan from any phone, in a few taps.';

const previewOf = (draft: ProductNewsDraft, recipients = 1234): ProductNewsPreview => ({
  recipients,
  subject: draft.subject,
  text: `Hi Casey,\n\n${draft.body}`,
  html: `<p>Hi Casey,</p><p>${draft.body}</p>`,
});

function renderCompose(routes: FakeRoutes = {}, recipients = 1234) {
  const server = fakeServer({
    [AUDIENCE]: () => ({ body: { recipients } }),
    [PREVIEW]: (call) => ({
      body: previewOf(productNewsDraftSchema.parse(call.body), recipients),
    }),
    ...routes,
  });
  renderPage(<ComposeNews />, {
    path: ADMIN_PAGES.productNews,
    auth: signedInAs({ roles: ['Admin'] }),
  });
  return server;
}

function write(subject: string, body: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /Subject/ }), {
    target: { value: subject },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /Message/ }), { target: { value: body } });
}

const sendButton = () => screen.getByRole('button', { name: /^Send/ });

describe('ComposeNews', () => {
  it('says how many people chose product news', async () => {
    renderCompose();
    expect(await screen.findByText('1,234 people')).toBeTruthy();
  });

  it('refuses a draft outside the shared limits, and asks for no preview', async () => {
    const server = renderCompose();
    write('Hi', 'Too short.');
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(
      await screen.findByText(
        `Subject must be at least ${LIMITS.productNewsSubject.min} characters.`,
      ),
    ).toBeTruthy();
    expect(
      screen.getByText(`Message must be at least ${LIMITS.productNewsBody.min} characters.`),
    ).toBeTruthy();
    expect(server.callsTo(PREVIEW)).toHaveLength(0);
    expect(sendButton()).toHaveProperty('disabled', true);
  });

  it('sends only after a preview of the words as they are now', async () => {
    const server = renderCompose();
    write(SUBJECT, BODY);
    expect(sendButton()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByTitle(`Preview of the email “${SUBJECT}”`)).toBeTruthy();
    expect(server.sent(PREVIEW, productNewsDraftSchema)).toEqual([
      { subject: SUBJECT, body: BODY },
    ]);
    expect(sendButton()).toHaveProperty('disabled', false);
    expect(sendButton().textContent).toBe('Send to 1,234 people…');

    write(SUBJECT, `${BODY} And more.`);
    expect(sendButton()).toHaveProperty('disabled', true);
    expect(
      screen.getByText('The words changed since the last preview: preview them again.'),
    ).toBeTruthy();
  });

  it('never sends to nobody', async () => {
    renderCompose({}, 0);
    expect(await screen.findByText(/there is no one to send it to yet/)).toBeTruthy();
    write(SUBJECT, BODY);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('Nobody has chosen product news yet.')).toBeTruthy();
    expect(sendButton()).toHaveProperty('disabled', true);
  });

  it('sends once confirmed, with the draft’s id, and starts a new draft', async () => {
    const server = renderCompose({
      [SEND]: (call) => {
        const news = productNewsSendSchema.parse(call.body);
        const item: ProductNewsItem = {
          ...news,
          sentBy: 'Alex Admin',
          createdAt: '2026-12-06T10:00:00.000Z',
          finishedAt: null,
          state: 'sending',
          recipients: 1234,
          sent: 0,
          skipped: 0,
        };
        return { status: 201, body: item };
      },
    });
    write(SUBJECT, BODY);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByTitle(`Preview of the email “${SUBJECT}”`);

    fireEvent.click(sendButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Send this product news?' }));
    expect(server.callsTo(SEND)).toHaveLength(0);
    fireEvent.click(dialog.getByRole('button', { name: 'Send to 1,234 people' }));

    expect(await screen.findByText(`“${SUBJECT}” is being sent to 1,234 people.`)).toBeTruthy();
    const [sent] = server.sent(SEND, productNewsSendSchema);
    expect(sent).toMatchObject({ subject: SUBJECT, body: BODY });
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveProperty('value', ''),
    );
  });

  it('keeps the draft when the admin goes back to editing', async () => {
    const server = renderCompose({ [SEND]: () => ({ status: 500 }) });
    write(SUBJECT, BODY);
    fireEvent.click(screen.getByRole('button', { name: 'Preview' }));
    await screen.findByTitle(`Preview of the email “${SUBJECT}”`);
    fireEvent.click(sendButton());
    const dialog = within(await screen.findByRole('dialog', { name: 'Send this product news?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.callsTo(SEND)).toHaveLength(0);
    expect(screen.getByRole('textbox', { name: /Subject/ })).toHaveProperty('value', SUBJECT);
  });
});
