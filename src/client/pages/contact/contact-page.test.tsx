// @vitest-environment happy-dom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_RATE_LIMITED_MESSAGE,
  contactMessageSchema,
} from '../../../shared/contracts/contact';
import type { ContactMessage } from '../../../shared/contracts/contact';
import { AppError } from '../../../shared/errors';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { SITE_PAGES } from '../../../shared/routes/site';
import { sendContactMessage } from '../../features/contact/contact-api';
import { AuthContext, SIGNED_OUT } from '../../auth/auth-context';
import type { AuthState } from '../../auth/auth-context';
import { DEFAULT_CONTACT, buildContactDetails } from '../../../shared/contact-details';
import { PublicApiProvider } from '../../api/public-api-context';
import { fakePublicApi } from '../../testing/fake-public-api';
import ContactPage from './contact-page';

vi.mock('../../features/contact/contact-api', () => ({ sendContactMessage: vi.fn() }));
const send = vi.mocked(sendContactMessage);

beforeAll(() => {
  // happy-dom has no font loading API; the message box's autosize listens to it.
  if (!('fonts' in document)) {
    Object.defineProperty(document, 'fonts', {
      configurable: true,
      value: { addEventListener: () => {}, removeEventListener: () => {} },
    });
  }
});
beforeEach(() => {
  send.mockReset();
});
afterEach(cleanup);

function renderPage({
  auth = SIGNED_OUT,
  url = SITE_PAGES.contact,
  api = fakePublicApi({ getContactDetails: async () => buildContactDetails(DEFAULT_CONTACT) }),
}: { auth?: AuthState; url?: string; api?: ReturnType<typeof fakePublicApi> } = {}) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <AuthContext value={auth}>
          <PublicApiProvider api={api}>
            <MemoryRouter initialEntries={[url]}>
              <ContactPage />
            </MemoryRouter>
          </PublicApiProvider>
        </AuthContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp, value: string) =>
  fireEvent.change(field(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));

const valid: ContactMessage = {
  name: 'Robin Sender',
  email: 'robin@example.com',
  topic: 'booking',
  subject: 'Moving my meeting',
  message: 'Could I move my meeting with Ann to next week, please?',
};

function fillValid() {
  type(/your name/i, `  ${valid.name} `);
  type(/^email/i, valid.email);
  fireEvent.change(screen.getByLabelText(/what is it about/i), { target: { value: valid.topic } });
  type(/subject/i, valid.subject);
  type(/^message/i, valid.message);
}

/** The messages the shared schema gives for these values: the page must show the same. */
function schemaMessages(values: Record<keyof ContactMessage, string>): string[] {
  const result = contactMessageSchema.safeParse(values);
  if (result.success) throw new Error('Expected the values to be invalid.');
  return result.error.issues.map((issue) => issue.message);
}

describe('contact page', () => {
  it('validates with the shared schema before sending anything', async () => {
    renderPage();
    type(/^email/i, 'not-an-email');
    type(/^message/i, 'Too short');
    submit();

    const expected = schemaMessages({
      name: '',
      email: 'not-an-email',
      topic: 'question',
      subject: '',
      message: 'Too short',
    });
    expect(expected.length).toBeGreaterThanOrEqual(4);
    for (const message of expected) expect(await screen.findByText(message)).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    expect(field(/your name/i).getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(field(/your name/i));

    // Errors clear as the fields are fixed.
    type(/your name/i, valid.name);
    const [nameMessage] = schemaMessages({ ...valid, name: '' });
    expect(screen.queryByText(nameMessage!)).toBeNull();
  });

  it('counts the message characters against the limit', () => {
    renderPage();
    expect(
      screen.getByText(`0 / ${CONTACT_MESSAGE_MAX.toLocaleString('en-US')} characters`),
    ).toBeTruthy();
    type(/^message/i, 'Hello there');
    expect(
      screen.getByText(`11 / ${CONTACT_MESSAGE_MAX.toLocaleString('en-US')} characters`),
    ).toBeTruthy();
  });

  it('sends the trimmed message and says what happens next', async () => {
    send.mockResolvedValue({ received: true });
    renderPage();
    fillValid();
    submit();

    const heading = await screen.findByRole('heading', { name: /Thanks, Robin/ });
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]?.[0]).toEqual(valid);
    const confirmation = within(heading.closest<HTMLElement>('[role="status"]')!);
    expect(confirmation.getByText(valid.email)).toBeTruthy();
    expect(confirmation.getByText(/within one business day/)).toBeTruthy();
    expect(document.activeElement).toBe(heading);

    fireEvent.click(screen.getByRole('button', { name: 'Send another message' }));
    expect(field(/your name/i).value).toBe(`  ${valid.name} `);
    expect(field(/subject/i).value).toBe('');
  });

  it('shows the field messages of a 400 answer', async () => {
    send.mockRejectedValue(
      new AppError('validation', undefined, { email: ['That mailbox does not accept mail.'] }),
    );
    renderPage();
    fillValid();
    submit();
    expect(await screen.findByText('That mailbox does not accept mail.')).toBeTruthy();
    expect(field(/^email/i).getAttribute('aria-invalid')).toBe('true');
  });

  it('explains a 429 answer', async () => {
    send.mockRejectedValue(new AppError('rateLimited'));
    renderPage();
    fillValid();
    submit();
    expect(await screen.findByText(CONTACT_RATE_LIMITED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send message' })).toBeTruthy();
  });

  it('shows a loading button while sending', async () => {
    send.mockReturnValue(new Promise(() => {}));
    renderPage();
    fillValid();
    submit();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Send message' }).hasAttribute('disabled')).toBe(
        true,
      ),
    );
    submit();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('prefills name and email for a signed-in visitor and takes the topic from the link', () => {
    const auth: AuthState = {
      ...SIGNED_OUT,
      status: 'signedIn',
      user: {
        id: 'user-1',
        email: 'dana@example.test',
        fullName: 'Dana Client',
        roles: ['Consumer'],
        firmMember: false,
      },
    };
    renderPage({ auth, url: `${SITE_PAGES.contact}?topic=advisor` });
    expect(field(/your name/i).value).toBe('Dana Client');
    expect(field(/^email/i).value).toBe('dana@example.test');
    expect((screen.getByLabelText(/what is it about/i) as HTMLSelectElement).value).toBe('advisor');
  });

  it('points to the account for bookings and to the recruit page for advisors', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Go to my account' }).getAttribute('href')).toBe(
      AREA_ROOTS.account,
    );
    expect(screen.getByRole('link', { name: 'Advisor opportunities' }).getAttribute('href')).toBe(
      SITE_PAGES.recruit,
    );
  });
});

describe('ContactPage contact details', () => {
  it('gives the configured phone, email and postal address beside the form', async () => {
    renderPage();
    const phone = await screen.findByRole('link', { name: /call us/i });
    expect(phone.getAttribute('href')).toBe('tel:+18005550142');
    expect(phone.textContent).toContain(DEFAULT_CONTACT.phone);
    const email = screen.getByRole('link', { name: /email us/i });
    expect(email.getAttribute('href')).toBe(`mailto:${DEFAULT_CONTACT.email}`);
    const address = phone.closest('address');
    expect(address?.textContent).toContain('100 Congress Avenue, Suite 2000');
    expect(address?.textContent).toContain('Austin, TX 78701');
    // The number is also under the heading, within a phone's first screen.
    expect(screen.getByRole('link', { name: DEFAULT_CONTACT.phone }).getAttribute('href')).toBe(
      'tel:+18005550142',
    );
  });

  it('points at the form when the details cannot be read', async () => {
    renderPage({
      api: fakePublicApi({
        getContactDetails: async () => {
          throw new AppError('unavailable');
        },
      }),
    });
    expect(await screen.findByText(/the form reaches the same team/i)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /call us/i })).toBeNull();
  });
});
