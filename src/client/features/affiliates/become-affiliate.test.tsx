// @vitest-environment happy-dom
// Becoming an affiliate from the share page (docs/product.md#affiliates): one click makes the
// link at once and says it; a refusal is said and nothing changes.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AFFILIATE_API } from '../../../shared/routes/affiliates-api';
import { AFFILIATE_PAGES } from '../../../shared/routes/affiliates';
import { fakeServer } from '../../testing/fake-server';
import type { FakeHandler } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { BecomeAffiliate } from './become-affiliate';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BECOME = `PUT ${AFFILIATE_API.become}`;

function renderOffer(become: FakeHandler) {
  const onJoined = vi.fn();
  const server = fakeServer({ [BECOME]: become });
  renderPage(<BecomeAffiliate onJoined={onJoined} />, {
    path: AFFILIATE_PAGES.share,
    auth: signedInAs(),
  });
  return { server, onJoined };
}

describe('BecomeAffiliate', () => {
  it('makes the link with one click and says where it is', async () => {
    const { server, onJoined } = renderOffer(() => ({
      body: { slug: 'casey-morgan', url: 'https://www.example.com/r/casey-morgan' },
    }));
    expect(
      screen.getByRole('link', { name: 'About our affiliate programme' }).getAttribute('href'),
    ).toBe(AFFILIATE_PAGES.program);
    fireEvent.click(screen.getByRole('button', { name: 'Become an affiliate' }));
    expect(
      await screen.findByText(
        'Your link is https://www.example.com/r/casey-morgan. Share it to start earning.',
      ),
    ).toBeTruthy();
    expect(server.callsTo(BECOME)).toHaveLength(1);
    expect(onJoined).toHaveBeenCalledTimes(1);
  });

  it('says why the server refused, and stays as it was', async () => {
    const { onJoined } = renderOffer(() => ({
      status: 403,
      body: { code: 'forbidden', message: 'Advisors cannot be affiliates.' },
    }));
    fireEvent.click(screen.getByRole('button', { name: 'Become an affiliate' }));
    expect(await screen.findByText('Advisors cannot be affiliates.')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Become an affiliate' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(onJoined).not.toHaveBeenCalled();
  });
});
