// @vitest-environment happy-dom
// Two-step sign-in on the profile: set it up (the key shown grouped, a 6-digit code checked with
// the shared contract before it is sent, the recovery codes shown once), and turn it off with the
// password.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Profile } from '../../../shared/contracts/profile';
import {
  TWO_FACTOR_MESSAGES,
  TWO_FACTOR_RECOVERY_CODE_COUNT,
  twoFactorConfirmSchema,
  twoFactorDisableSchema,
} from '../../../shared/contracts/two-factor';
import type { TwoFactorSetup } from '../../../shared/contracts/two-factor';
import { ACCOUNT_PAGES } from '../../../shared/routes/account';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeRoutes } from '../../testing/fake-server';
import { renderPage } from '../../testing/meetings-test-harness';
import { TwoFactorSection } from './two-factor-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const STATUS = `GET ${ACCOUNT_API.twoFactor}`;
const SETUP = `POST ${ACCOUNT_API.twoFactorSetup}`;
const CONFIRM = `POST ${ACCOUNT_API.twoFactorConfirm}`;
const DISABLE = `POST ${ACCOUNT_API.twoFactorDisable}`;

const profile: Profile = {
  fullName: 'Casey Morgan',
  email: 'casey@example.com',
  pendingEmail: null,
  emailVerified: true,
  timeZone: 'America/New_York',
  timeZoneChosen: true,
  notificationPreferences: {
    meetingReminders: true,
    reviewRequests: true,
    recordingReady: false,
    productNews: false,
  },
  residence: 'NY',
  hasPassword: true,
  canChangeEmail: true,
};

const setup: TwoFactorSetup = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Just%20Financial%20Advice:casey@example.com?secret=JBSWY3DPEHPK3PXP',
  qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
};
const CODES = Array.from({ length: TWO_FACTOR_RECOVERY_CODE_COUNT }, (_, index) => `code-${index}`);

/** Two-step sign-in off until a code is confirmed, then on; turned off again by the password. */
function serve(routes: FakeRoutes = {}, enabled = false) {
  let on = enabled;
  return fakeServer({
    [STATUS]: () => ({ body: { enabled: on, recoveryCodesLeft: on ? 9 : 0 } }),
    [SETUP]: () => ({ body: setup }),
    [CONFIRM]: () => {
      on = true;
      return { body: { recoveryCodes: CODES } };
    },
    [DISABLE]: () => {
      on = false;
      return { status: 204 };
    },
    ...routes,
  });
}

function renderSection(hasPassword = true) {
  renderPage(<TwoFactorSection profile={{ ...profile, hasPassword }} />, {
    path: ACCOUNT_PAGES.profile,
  });
}

async function startSetup() {
  fireEvent.click(await screen.findByRole('button', { name: 'Set up two-step sign-in' }));
  return screen.findByRole('textbox', { name: /Code from the app/ });
}

describe('TwoFactorSection', () => {
  it('shows the key to type in groups of four beside the QR code', async () => {
    serve();
    renderSection();
    await startSetup();
    expect(screen.getByRole('img', { name: 'QR code for your authenticator app' })).toBeTruthy();
    expect(screen.getByText('JBSW Y3DP EHPK 3PXP')).toBeTruthy();
  });

  it('refuses a code that is not six digits, and sends nothing', async () => {
    const server = serve();
    renderSection();
    const code = await startSetup();
    fireEvent.change(code, { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator app.'),
    ).toBeTruthy();
    expect(server.callsTo(CONFIRM)).toHaveLength(0);
  });

  it('turns it on with the code, then shows the recovery codes once', async () => {
    const server = serve();
    renderSection();
    const code = await startSetup();
    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));

    const codes = within(await screen.findByRole('list', { name: 'Recovery codes' }));
    expect(codes.getAllByRole('listitem')).toHaveLength(TWO_FACTOR_RECOVERY_CODE_COUNT);
    expect(server.sent(CONFIRM, twoFactorConfirmSchema)).toEqual([{ code: '123 456' }]);
    fireEvent.click(screen.getByRole('button', { name: 'I have saved my codes' }));
    expect(await screen.findByText(/9 of 10 recovery codes left\./)).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Recovery codes' })).toBeNull();
  });

  it('shows the server’s word on a wrong code by its field', async () => {
    serve({
      [CONFIRM]: () => ({
        status: 400,
        body: {
          code: 'validation',
          message: 'Some fields need your attention.',
          fieldErrors: { code: [TWO_FACTOR_MESSAGES.wrongCode] },
        },
      }),
    });
    renderSection();
    const code = await startSetup();
    fireEvent.change(code, { target: { value: '654321' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn on two-step sign-in' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.wrongCode)).toBeTruthy();
  });

  it('asks for the password to turn it off, then sends it', async () => {
    const server = serve({}, true);
    renderSection();
    expect(await screen.findByText(/9 of 10 recovery codes left\./)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(
      await screen.findByText('Enter your password to turn off two-step sign-in.'),
    ).toBeTruthy();
    expect(server.callsTo(DISABLE)).toHaveLength(0);

    fireEvent.change(screen.getByLabelText(/Your password, to turn it off/), {
      target: { value: 'Correct-Horse-1' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(
      await screen.findByText('Two-step sign-in is off. Your password alone signs you in.'),
    ).toBeTruthy();
    expect(server.sent(DISABLE, twoFactorDisableSchema)).toEqual([{ password: 'Correct-Horse-1' }]);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Set up two-step sign-in' })).toBeTruthy(),
    );
  });

  it('turns it off with a code from the app for an account without a password', async () => {
    const server = serve({}, true);
    renderSection(false);
    const code = await screen.findByRole('textbox', { name: /A code from your app/ });
    // Nothing entered: the code field says what it needs, and nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(
      await screen.findByText('Enter a code from your app to turn off two-step sign-in.'),
    ).toBeTruthy();
    expect(server.callsTo(DISABLE)).toHaveLength(0);
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Turn off two-step sign-in' }));
    await waitFor(() => expect(server.callsTo(DISABLE)).toHaveLength(1));
    expect(server.sent(DISABLE, twoFactorDisableSchema)).toEqual([{ code: '123456' }]);
  });
});
