// @vitest-environment happy-dom
// The email choices an email's link opens without signing in (ADR 0064): the kind the person came
// to turn off as one button, every choice saved with the link's token, and a link that does not
// work said plainly.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  emailChoicesReadSchema,
  emailChoicesUpdateSchema,
  turnOffLabel,
} from '../../../shared/contracts/email-choices';
import type { EmailChoices } from '../../../shared/contracts/email-choices';
import { NOTIFICATION_TEXT } from '../../../shared/contracts/profile';
import type { NotificationKind } from '../../../shared/contracts/profile';
import { ERROR_MESSAGES } from '../../../shared/errors';
import {
  EMAIL_CHOICES_PAGES,
  EMAIL_CHOICES_PAGE_PATTERNS,
} from '../../../shared/routes/email-choices';
import { EMAIL_CHOICES_API } from '../../../shared/routes/email-choices-api';
import { SIGNED_OUT } from '../../auth/auth-context';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer, FakeCall } from '../../testing/fake-server';
import { renderPage } from '../../testing/meetings-test-harness';
import { EmailChoicesView } from './email-choices-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const READ = `POST ${EMAIL_CHOICES_API.read}`;
const SAVE = `PUT ${EMAIL_CHOICES_API.save}`;
const TOKEN = 'signed-token-1';

const CHOICES: EmailChoices = {
  emailHint: 'ca•••@example.com',
  notificationPreferences: {
    meetingReminders: true,
    reviewRequests: true,
    recordingReady: false,
    productNews: true,
  },
};

/** The link's choices; a save answers what it saved. */
function serve(read: () => FakeAnswer = () => ({ body: CHOICES })) {
  return fakeServer({
    [READ]: read,
    [SAVE]: (call: FakeCall) => ({
      body: { ...CHOICES, ...emailChoicesUpdateSchema.parse(call.body) },
    }),
  });
}

function renderView(token: string, turnOff: NotificationKind | null = null) {
  renderPage(<EmailChoicesView token={token} turnOff={turnOff} />, {
    path: token
      ? EMAIL_CHOICES_PAGES.choices(token, turnOff ?? undefined)
      : EMAIL_CHOICES_PAGE_PATTERNS.choices,
    auth: { ...SIGNED_OUT, status: 'signedOut' },
  });
}

const switchOf = (kind: NotificationKind) =>
  screen.getByRole('switch', { name: new RegExp(NOTIFICATION_TEXT[kind].label) });

describe('EmailChoicesView', () => {
  it('reads the choices with the link’s token and says whose they are', async () => {
    const server = serve();
    renderView(TOKEN);
    expect(await screen.findByText(CHOICES.emailHint)).toBeTruthy();
    expect(server.sent(READ, emailChoicesReadSchema)).toEqual([{ token: TOKEN }]);
    expect(switchOf('productNews')).toHaveProperty('checked', true);
    expect(switchOf('recordingReady')).toHaveProperty('checked', false);
    // Nothing to save until something changes.
    expect(screen.getByRole('button', { name: 'Save email choices' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('turns off the kind the person came for, leaving the others as they are', async () => {
    const server = serve();
    renderView(TOKEN, 'productNews');
    fireEvent.click(await screen.findByRole('button', { name: turnOffLabel('productNews') }));
    expect(
      await screen.findByRole('heading', { name: 'You are unsubscribed from product news' }),
    ).toBeTruthy();
    expect(server.sent(SAVE, emailChoicesUpdateSchema)).toEqual([
      {
        token: TOKEN,
        notificationPreferences: { ...CHOICES.notificationPreferences, productNews: false },
      },
    ]);
    expect(switchOf('productNews')).toHaveProperty('checked', false);
  });

  it('says so at once when that kind is already off', async () => {
    serve();
    renderView(TOKEN, 'recordingReady');
    expect(
      await screen.findByRole('heading', { name: 'You are unsubscribed from recording ready' }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: turnOffLabel('recordingReady') })).toBeNull();
  });

  it('saves every choice as switched, then says it is saved', async () => {
    const server = serve();
    renderView(TOKEN);
    await screen.findByText(CHOICES.emailHint);
    fireEvent.click(switchOf('meetingReminders'));
    fireEvent.click(switchOf('recordingReady'));
    fireEvent.click(screen.getByRole('button', { name: 'Save email choices' }));

    expect(await screen.findByText('Your email choices are saved.')).toBeTruthy();
    expect(server.sent(SAVE, emailChoicesUpdateSchema)).toEqual([
      {
        token: TOKEN,
        notificationPreferences: {
          meetingReminders: false,
          reviewRequests: true,
          recordingReady: true,
          productNews: true,
        },
      },
    ]);
    const form = within(
      screen.getByRole('button', { name: 'Save email choices' }).closest('form')!,
    );
    await waitFor(() => expect(form.getByText('Saved')).toBeTruthy());
  });

  it('says a link without a token does not work, asking nothing of the server', () => {
    const server = serve();
    renderView('');
    expect(screen.getByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toBeTruthy();
    expect(server.calls).toHaveLength(0);
  });

  it('says a link the server does not know does not work', async () => {
    serve(() => ({ status: 404, body: { code: 'notFound', message: 'Not found' } }));
    renderView(TOKEN);
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
  });

  it('offers to try again when the server fails', async () => {
    let fail = true;
    serve(() => (fail ? { status: 500 } : { body: CHOICES }));
    renderView(TOKEN);
    expect(
      await screen.findByRole('heading', { name: 'Your email choices could not be loaded' }),
    ).toBeTruthy();
    expect(screen.getByText(ERROR_MESSAGES.general)).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(CHOICES.emailHint)).toBeTruthy();
  });
});
