// @vitest-environment happy-dom
// The Plan's welcome PDF in the portal: offered to the client only (the advisor's copy of the
// portal has no such guide to download), fetched with the sign-in from the welcome PDF route and
// handed to the browser as a file; a failure says so.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ERROR_MESSAGES } from '../../../../shared/errors';
import { ENGAGEMENT_API, ENGAGEMENT_API_PATTERNS } from '../../../../shared/routes/engagements-api';
import { PLAN_PAGES } from '../../../../shared/routes/plans';
import { PublicApiProvider } from '../../../api/public-api-context';
import { fakePublicApi } from '../../../testing/fake-public-api';
import { fakeServer } from '../../../testing/fake-server';
import type { FakeHandler } from '../../../testing/fake-server';
import { renderPage } from '../../../testing/meetings-test-harness';
import { engagementOf } from '../engagement-fixture';
import { EngagementPortal } from '../engagement-portal';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const WELCOME_PDF = `GET ${ENGAGEMENT_API_PATTERNS.welcomePdf}`;
const BUTTON = 'Download your welcome guide (PDF)';
const engagement = engagementOf();

/** The portal as its client or advisor sees it, the welcome PDF answered by `welcomePdf`. */
function renderPortal(
  audience: 'client' | 'advisor',
  welcomePdf: FakeHandler = () => ({ body: '%PDF-1.4' }),
) {
  const server = fakeServer({ [WELCOME_PDF]: welcomePdf });
  renderPage(
    <PublicApiProvider api={fakePublicApi()}>
      <EngagementPortal engagement={engagement} audience={audience} />
    </PublicApiProvider>,
    { path: PLAN_PAGES.engagement(engagement.id) },
  );
  return server;
}

describe('WelcomePdfButton in the Plan portal', () => {
  it('is offered to the client', () => {
    renderPortal('client');
    expect(screen.getByRole('button', { name: BUTTON })).toBeTruthy();
  });

  it('is not offered to the advisor', () => {
    renderPortal('advisor');
    expect(screen.queryByRole('button', { name: BUTTON })).toBeNull();
  });

  it("downloads the engagement's welcome PDF from its route", async () => {
    const objectUrl = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:welcome');
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push(this.download);
    });
    const server = renderPortal('client');
    fireEvent.click(screen.getByRole('button', { name: BUTTON }));
    await waitFor(() => expect(saved).toEqual(['welcome-to-the-plan.pdf']));
    const [call] = server.callsTo(WELCOME_PDF);
    expect(call?.path).toBe(ENGAGEMENT_API.welcomePdf(engagement.id));
    expect(call?.headers.Accept).toBe('application/pdf');
    expect(objectUrl).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says the guide could not be downloaded when the server fails', async () => {
    const server = renderPortal('client', () => ({
      status: 500,
      body: { code: 'general', message: 'The PDF could not be drawn.' },
    }));
    const button = screen.getByRole('button', { name: BUTTON });
    fireEvent.click(button);
    expect(await screen.findByText('The welcome guide could not be downloaded')).toBeTruthy();
    // A server failure's details stay on the server.
    expect(screen.getByText(ERROR_MESSAGES.general)).toBeTruthy();
    expect(server.callsTo(WELCOME_PDF)).toHaveLength(1);
    await waitFor(() => expect(button.hasAttribute('data-loading')).toBe(false));
  });
});
