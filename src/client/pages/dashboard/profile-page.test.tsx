// @vitest-environment happy-dom
// The advisor's profile editor against a fake server (docs/product.md#profile-editor): each field is
// checked with the shared schema before sending and its message shows by the field; the preview
// follows the typing; a save sends cents and says so; the server's field messages show by their
// fields; an account without a profile is told so.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import type { AdvisorProfileEditor } from '../../../shared/contracts/advisor-profile';
import { ADVISOR_PROFILE_MESSAGES } from '../../../shared/contracts/advisor-profile';
import { ADVISOR_PROFILE_API } from '../../../shared/routes/advisor-profile-api';
import { ADVISOR_PROFILE_PAGES } from '../../../shared/routes/advisor-profile';
import { fakeServer } from '../../testing/fake-server';
import type { FakeCall } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import ProfilePage from './profile-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EDITOR: AdvisorProfileEditor = {
  values: {
    firstName: 'Jane',
    lastName: 'Doe',
    certifications: 'CFP®',
    title: 'Retirement planner',
    bio: 'Plans for retirement\nTax-aware investing',
    longBio: 'A long story.',
    personalBio: 'Hikes.',
    specialityIds: [1],
    clientTypeIds: [],
    homeState: 'CO',
    city: 'Denver',
    firmName: 'Doe Planning',
    states: ['CO'],
    languages: ['english', 'spanish'],
    businessModel: 'advice-only',
    crdNumber: '123456',
    hourlyRateCents: 15_000,
    planPriceCents: 250_000,
    ongoingPriceCents: 10_000,
  },
  profile: {
    id: 'advisor-1',
    slug: 'jane-doe',
    firstName: 'Jane',
    lastName: 'Doe',
    certifications: 'CFP®',
    profilePicUrl: '/portrait.svg',
    title: 'Retirement planner',
    reviewAverage: 4.5,
    reviewCount: 3,
    bio: 'Plans for retirement\nTax-aware investing',
    hourlyRate: 15_000,
    offers: { plan: 250_000, ongoing: null },
    nextAvailability: null,
    longBio: 'A long story.',
    personalBio: 'Hikes.',
    firmName: 'Doe Planning',
    city: 'Denver',
    homeState: 'CO',
    timeZone: 'America/Denver',
    states: ['CO'],
    specialities: [{ slug: 'retirement-planning', title: 'Retirement planning' }],
    enjoysWorkingWith: [],
    businessModel: { slug: 'advice-only', title: 'Advice-only planners' },
    crdNumber: '123456',
    planPrice: 250_000,
    ongoingPrice: 10_000,
    acceptingClients: true,
    meetingsCompleted: 12,
    ratingCounts: [0, 0, 0, 1, 2],
  },
  ongoingShown: false,
  choices: {
    specialities: [
      { id: 1, title: 'Retirement planning' },
      { id: 2, title: 'Tax planning' },
    ],
    clientTypes: [{ id: 10, title: 'Young families' }],
  },
};

function profileServer(answer?: (call: FakeCall) => { status?: number; body: unknown }) {
  return fakeServer({
    [`GET ${ADVISOR_PROFILE_API.dashboard}`]: () => ({ body: EDITOR }),
    [`PUT ${ADVISOR_PROFILE_API.dashboard}`]:
      answer ??
      ((call: FakeCall) => ({
        body: { ...EDITOR, values: { ...EDITOR.values, ...(call.body as object) } },
      })),
  });
}

const open = () =>
  renderPage(<ProfilePage />, {
    path: ADVISOR_PROFILE_PAGES.dashboard,
    auth: signedInAs({ roles: ['Advisor'] }),
  });

const box = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => fireEvent.change(box(name), { target: { value } });
const saveButton = () => screen.getByRole('button', { name: 'Save profile' });

describe('profile page', () => {
  it('shows the stored values in sections and the card preview follows the typing', async () => {
    profileServer();
    open();
    expect(await screen.findByRole('heading', { name: 'About you' })).toBeTruthy();
    for (const section of ['Photo', 'What you help with', 'Where you practise', 'Prices']) {
      expect(screen.getByRole('heading', { name: section })).toBeTruthy();
    }
    expect((box(/^Title/) as HTMLInputElement).value).toBe('Retirement planner');
    expect((box(/^The Hour/) as HTMLInputElement).value).toBe('$150');
    const card = within(screen.getByRole('complementary', { name: 'Your card in search' }));
    expect(card.getByText('Plans for retirement')).toBeTruthy();

    type(/^Title/, 'Planner for young families');
    type(/^Bio lines/, 'Straight answers\nTax-aware investing');
    type(/^The Hour/, '175');
    expect(card.getByText('Planner for young families')).toBeTruthy();
    expect(card.getByText('Straight answers')).toBeTruthy();
    expect(card.getByText(/\$175/)).toBeTruthy();
    // The profile header preview follows too.
    const header = within(screen.getByRole('region', { name: 'Preview of your profile' }));
    expect(header.getByText('Planner for young families')).toBeTruthy();
    expect(screen.getByText('You have unsaved changes.')).toBeTruthy();
  });

  const refusals: [RegExp, string, string][] = [
    [/^Bio lines/, `ok\n${'x'.repeat(61)}`, 'Each bio line must be at most 60 characters'],
    [/^Bio lines/, 'a\nb\nc\nd\ne\nf\ng', 'Write at most 6 bio lines.'],
    [/^Title/, 'x'.repeat(101), 'Title must be at most 100 characters.'],
    [/^First name/, ' ', 'First name is required.'],
    [/^City/, '  ', 'Enter the city you work from.'],
    [/^Firm/, '', 'Enter the name of your firm.'],
    [/^CRD number/, '12ab', 'CRD number may contain digits only.'],
    [/^CRD number/, '12345678901', 'CRD number must be at most 10 digits.'],
    [/^The Hour/, '152', 'Hourly rate must be a multiple of $5.'],
    [/^The Hour/, '505', 'Hourly rate must be at most $500.'],
    [/^The Plan/, '2550', 'Plan price must be a multiple of $100.'],
    [/^The Ongoing/, '20', 'Monthly price must be at least $25.'],
  ];
  for (const [field, value, message] of refusals) {
    it(`refuses before sending, by the field: ${message}`, async () => {
      const { calls } = profileServer();
      open();
      await screen.findByRole('heading', { name: 'About you' });
      type(field, value);
      fireEvent.click(saveButton());
      expect(await screen.findByText((text) => text.includes(message))).toBeTruthy();
      expect(box(field).getAttribute('aria-invalid')).toBe('true');
      expect(calls.some((call) => call.method === 'PUT')).toBe(false);
    });
  }

  it('saves every field in cents and says so', async () => {
    const { calls } = profileServer();
    open();
    await screen.findByRole('heading', { name: 'About you' });
    type(/^Title/, 'Planner for young families');
    type(/^The Hour/, '175');
    fireEvent.click(saveButton());
    expect(await screen.findByText(/Your profile is saved/)).toBeTruthy();
    const put = calls.find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      ...EDITOR.values,
      title: 'Planner for young families',
      hourlyRateCents: 17_500,
    });
  });

  it("shows the server's field message by its field", async () => {
    profileServer(() => ({
      status: 400,
      body: {
        code: 'validation',
        message: 'Some fields need your attention.',
        fieldErrors: { specialityIds: [ADVISOR_PROFILE_MESSAGES.unknownChoice] },
      },
    }));
    open();
    await screen.findByRole('heading', { name: 'About you' });
    type(/^Title/, 'Planner for young families');
    fireEvent.click(saveButton());
    expect(await screen.findByText(ADVISOR_PROFILE_MESSAGES.unknownChoice)).toBeTruthy();
  });

  it('tells an account without a profile that it has none', async () => {
    fakeServer({
      [`GET ${ADVISOR_PROFILE_API.dashboard}`]: () => ({
        status: 404,
        body: { code: 'noMatchingAdvisor', message: ADVISOR_PROFILE_MESSAGES.noProfile },
      }),
    });
    open();
    expect(await screen.findByText(ADVISOR_PROFILE_MESSAGES.noProfile)).toBeTruthy();
  });

  it('offers to try again when loading fails', async () => {
    fakeServer({
      [`GET ${ADVISOR_PROFILE_API.dashboard}`]: () => ({
        status: 500,
        body: { code: 'internal', message: 'Something went wrong.' },
      }),
    });
    open();
    expect(await screen.findByText(/Your profile could not be loaded/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
