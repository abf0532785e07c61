// @vitest-environment happy-dom
// The affiliate's own words on their landing page (docs/product.md#affiliates): within the shared
// limits before anything is sent, saved trimmed, and the server's field messages by their fields.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { affiliateLandingTextSchema } from '../../../shared/contracts/affiliates';
import type { ShareSummary } from '../../../shared/contracts/affiliates';
import { LIMITS } from '../../../shared/limits';
import { AFFILIATE_API } from '../../../shared/routes/affiliates-api';
import { AFFILIATE_PAGES } from '../../../shared/routes/affiliates';
import { fakeServer } from '../../testing/fake-server';
import type { FakeHandler } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { LandingWordsForm } from './landing-words-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const SAVE = `PUT ${AFFILIATE_API.share}`;

const share: ShareSummary = {
  slug: 'avery-lee',
  url: 'https://www.example.com/r/avery-lee',
  visitors: 12,
  signUps: 1,
  recent: { days: 30, visitors: 5, signUps: 1 },
  heroTitle: 'Advice I trust',
  blurb: '',
  earnings: {
    feeBps: 500,
    months: [],
    payouts: [],
    balance: { earnedCents: 0, paidOutCents: 0, owedCents: 0 },
  },
};

function renderForm(save: FakeHandler = (call) => ({ body: call.body })) {
  const server = fakeServer({ [SAVE]: save });
  renderPage(<LandingWordsForm share={share} />, {
    path: AFFILIATE_PAGES.share,
    auth: signedInAs({ roles: ['Affiliate', 'Consumer'] }),
  });
  return server;
}

const title = () => screen.getByRole('textbox', { name: /Title/ });
const note = () => screen.getByRole('textbox', { name: /A note from you/ });
const saveButton = () => screen.getByRole('button', { name: 'Save landing page' });

describe('LandingWordsForm', () => {
  it('starts from the saved words and links to the page they show on', () => {
    renderForm();
    expect(title()).toHaveProperty('value', 'Advice I trust');
    expect(screen.getByRole('link', { name: 'See your page' }).getAttribute('href')).toBe(
      AFFILIATE_PAGES.link('avery-lee'),
    );
    expect(title().getAttribute('maxlength')).toBe(String(LIMITS.affiliateHeroTitle.max));
    expect(note().getAttribute('maxlength')).toBe(String(LIMITS.affiliateBlurb.max));
  });

  it('refuses a title over the limit, and sends nothing', async () => {
    const server = renderForm();
    fireEvent.change(title(), {
      target: { value: 'x'.repeat(LIMITS.affiliateHeroTitle.max + 1) },
    });
    fireEvent.click(saveButton());
    expect(
      await screen.findByText(
        `The title must be at most ${LIMITS.affiliateHeroTitle.max} characters.`,
      ),
    ).toBeTruthy();
    expect(server.callsTo(SAVE)).toHaveLength(0);
  });

  it('saves the words trimmed, an empty title bringing back the home page’s', async () => {
    const server = renderForm();
    fireEvent.change(title(), { target: { value: '   ' } });
    fireEvent.change(note(), { target: { value: '  I found my planner here.  ' } });
    fireEvent.click(saveButton());
    expect(await screen.findByText('Your landing page is saved.')).toBeTruthy();
    expect(server.sent(SAVE, affiliateLandingTextSchema)).toEqual([
      { heroTitle: '', blurb: 'I found my planner here.' },
    ]);
  });

  it('shows the server’s field message by its field', async () => {
    renderForm(() => ({
      status: 400,
      body: {
        code: 'validation',
        message: 'Some fields need your attention.',
        fieldErrors: { blurb: ['Links are not allowed in the note.'] },
      },
    }));
    fireEvent.change(note(), { target: { value: 'See https://example.com' } });
    fireEvent.click(saveButton());
    const message = await screen.findByText('Links are not allowed in the note.');
    expect(note().getAttribute('aria-describedby')).toContain(message.id);
  });
});
