// @vitest-environment happy-dom
// A full Ongoing's waitlist (docs/product.md#waitlist): a signed-in client joins it and sees their
// place, and may leave; a visitor is sent to log in and comes back; a client already told a place
// is free is asked to sign up.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { WaitlistPlace } from '../../../shared/contracts/offerings';
import { AUTH_PAGES } from '../../../shared/routes/identity';
import { OFFERINGS_API_PATTERNS } from '../../../shared/routes/offerings-api';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import { SIGNED_OUT } from '../../auth/auth-context';
import type { AuthState } from '../../auth/auth-context';
import { fakeServer } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { WaitlistAction } from './waitlist-action';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PLACE = `GET ${OFFERINGS_API_PATTERNS.waitlist}`;
const JOIN = `POST ${OFFERINGS_API_PATTERNS.waitlist}`;
const LEAVE = `DELETE ${OFFERINGS_API_PATTERNS.waitlist}`;
const OFFERING_ID = '88888888-8888-4888-8888-888888888888';
const PAGE = PLAN_PAGES.ongoingTerms(OFFERING_ID);

/** The client's place: none until they join, third once they do. */
function serve(start: WaitlistPlace = { position: null, notifiedAt: null }) {
  let place = start;
  return fakeServer({
    [PLACE]: () => ({ body: place }),
    [JOIN]: () => {
      place = { position: 3, notifiedAt: null };
      return { body: place };
    },
    [LEAVE]: () => {
      place = { position: null, notifiedAt: null };
      return { body: place };
    },
  });
}

/** The button, once the client's place is read. */
async function joinButton() {
  const button = await screen.findByRole('button', { name: 'Join the waitlist' });
  await waitFor(() => expect(button).toHaveProperty('disabled', false));
  return button;
}

function renderAction(auth: AuthState = signedInAs()) {
  const { router } = renderPage(<WaitlistAction offeringId={OFFERING_ID} />, { path: PAGE, auth });
  return () => router.state.location.pathname + router.state.location.search;
}

describe('WaitlistAction', () => {
  it('joins the waitlist and says the client’s place, then leaves it', async () => {
    const server = serve();
    renderAction();
    fireEvent.click(await joinButton());
    expect(
      await screen.findByText(
        'You are number 3 on the waitlist. We will email you when a place is free.',
      ),
    ).toBeTruthy();
    expect(server.callsTo(JOIN)[0]?.params).toEqual({ offeringId: OFFERING_ID });

    fireEvent.click(screen.getByRole('button', { name: 'Leave the waitlist' }));
    expect(await screen.findByRole('button', { name: 'Join the waitlist' })).toBeTruthy();
    expect(server.callsTo(LEAVE)).toHaveLength(1);
  });

  it('sends a visitor to log in and back here, asking nothing of the server', async () => {
    const server = serve();
    const location = renderAction({ ...SIGNED_OUT, status: 'signedOut' });
    fireEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    await waitFor(() => expect(location()).toMatch(new RegExp(`^${AUTH_PAGES.login}\\?`)));
    expect(location()).toContain(encodeURIComponent(PAGE));
    expect(server.calls).toHaveLength(0);
  });

  it('asks a client told of a free place to sign up while it lasts', async () => {
    serve({ position: null, notifiedAt: '2026-12-05T10:00:00.000Z' });
    renderAction();
    expect(
      await screen.findByText('A place came free and we emailed you: sign up while it lasts.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Join the waitlist' })).toBeNull();
  });

  it('says why joining was refused', async () => {
    fakeServer({
      [PLACE]: () => ({ body: { position: null, notifiedAt: null } }),
      [JOIN]: () => ({
        status: 409,
        body: { code: 'conflict', message: 'A place is free: sign up now instead.' },
      }),
    });
    renderAction();
    fireEvent.click(await joinButton());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A place is free: sign up now instead.',
    );
  });
});
