// @vitest-environment happy-dom
// The documents an advisor asks a client for: where each stands, the advisor's new request checked
// with the shared contract before it is sent, and withdrawing one still needed.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { newDocumentRequestSchema } from '../../../../shared/contracts/engagements';
import { LIMITS } from '../../../../shared/limits';
import { ENGAGEMENT_API_PATTERNS } from '../../../../shared/routes/engagements-api';
import { fakeServer } from '../../../testing/fake-server';
import { renderPage } from '../../../testing/meetings-test-harness';
import { documentRequestOf, engagementOf } from '../engagement-fixture';
import { DocumentRequests } from './document-requests';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ASK = `POST ${ENGAGEMENT_API_PATTERNS.documentRequests}`;
const WITHDRAW = `DELETE ${ENGAGEMENT_API_PATTERNS.documentRequest}`;
const PAGE = '/dashboard/clients/client-1';

const requests = [
  documentRequestOf(),
  documentRequestOf({
    id: 'request-2',
    title: 'Latest tax return',
    description: '',
    status: 'fulfilled',
    file: { id: 'file-1', name: 'Taxes 2026.pdf' },
    fulfilledAt: '2027-03-05T10:00:00.000Z',
  }),
  documentRequestOf({ id: 'request-3', title: 'Old statements', status: 'withdrawn' }),
];

const itemOf = (title: string) => within(screen.getByText(title).closest('li')!);

describe('DocumentRequests', () => {
  it('shows the client what is still needed, what was sent and what no longer is', () => {
    fakeServer({});
    renderPage(
      <DocumentRequests
        engagement={engagementOf({ documentRequests: requests })}
        audience="client"
      />,
      { path: PAGE },
    );
    expect(screen.getByText(/^1 still needed\./)).toBeTruthy();
    expect(itemOf('Last two pay stubs').getByText('Still needed')).toBeTruthy();
    expect(itemOf('Last two pay stubs').getByText('Asked March 2, 2027')).toBeTruthy();
    expect(
      itemOf('Last two pay stubs').getByRole('button', { name: 'Upload Last two pay stubs' }),
    ).toBeTruthy();
    expect(itemOf('Latest tax return').getByText('Sent')).toBeTruthy();
    expect(
      itemOf('Latest tax return').getByRole('button', { name: 'Download Taxes 2026.pdf' }),
    ).toBeTruthy();
    expect(itemOf('Old statements').getByText('No longer needed')).toBeTruthy();
    expect(itemOf('Old statements').queryByRole('button', { name: /Upload/ })).toBeNull();
    // Only the advisor asks for documents or withdraws them.
    expect(screen.queryByRole('form', { name: 'Ask for a document' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });

  it('says so when nothing was asked for', () => {
    fakeServer({});
    renderPage(<DocumentRequests engagement={engagementOf()} audience="client" />, { path: PAGE });
    expect(screen.getByText(/^Nothing is outstanding\./)).toBeTruthy();
    expect(screen.getByText('Your advisor has not asked for any documents yet.')).toBeTruthy();
  });

  it('refuses a document name too short with the shared message and sends nothing', async () => {
    const server = fakeServer({ [ASK]: () => ({ body: engagementOf() }) });
    renderPage(<DocumentRequests engagement={engagementOf()} audience="advisor" />, { path: PAGE });
    const form = within(screen.getByRole('form', { name: 'Ask for a document' }));
    expect(
      form.getByRole('textbox', { name: /Document to ask for/ }).getAttribute('maxlength'),
    ).toBe(String(LIMITS.documentRequestTitle.max));
    fireEvent.change(form.getByRole('textbox', { name: /Document to ask for/ }), {
      target: { value: ' W ' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Ask for it' }));
    expect(
      await form.findByText(
        `Document name must be at least ${LIMITS.documentRequestTitle.min} characters.`,
      ),
    ).toBeTruthy();
    expect(server.callsTo(ASK)).toHaveLength(0);
  });

  it('asks for a document with its reason, trimmed, and empties the form', async () => {
    const server = fakeServer({
      [ASK]: () => ({ body: engagementOf({ documentRequests: [documentRequestOf()] }) }),
    });
    renderPage(<DocumentRequests engagement={engagementOf()} audience="advisor" />, { path: PAGE });
    const form = within(screen.getByRole('form', { name: 'Ask for a document' }));
    const title = form.getByRole('textbox', { name: /Document to ask for/ });
    fireEvent.change(title, { target: { value: '  Last two pay stubs ' } });
    fireEvent.change(form.getByRole('textbox', { name: 'Why you need it' }), {
      target: { value: 'To see your take-home pay.' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Ask for it' }));

    await waitFor(() => expect(title).toHaveProperty('value', ''));
    expect(server.sent(ASK, newDocumentRequestSchema)).toEqual([
      { title: 'Last two pay stubs', description: 'To see your take-home pay.' },
    ]);
    expect(server.callsTo(ASK)[0]?.params).toEqual({ engagementId: 'engagement-1' });
  });

  it('offers no new request once the engagement has ended', () => {
    fakeServer({});
    renderPage(
      <DocumentRequests engagement={engagementOf({ status: 'completed' })} audience="advisor" />,
      { path: PAGE },
    );
    expect(screen.getByText('You have not asked for any documents yet.')).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Ask for a document' })).toBeNull();
  });

  it('withdraws a request still needed', async () => {
    const server = fakeServer({
      [WITHDRAW]: () => ({
        body: engagementOf({ documentRequests: [documentRequestOf({ status: 'withdrawn' })] }),
      }),
    });
    renderPage(
      <DocumentRequests
        engagement={engagementOf({ documentRequests: requests })}
        audience="advisor"
      />,
      { path: PAGE },
    );
    expect(itemOf('Latest tax return').queryByRole('button', { name: /Withdraw/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Withdraw Last two pay stubs' }));
    await waitFor(() => expect(server.callsTo(WITHDRAW)).toHaveLength(1));
    expect(server.callsTo(WITHDRAW)[0]?.params).toEqual({
      engagementId: 'engagement-1',
      requestId: 'request-1',
    });
  });
});
