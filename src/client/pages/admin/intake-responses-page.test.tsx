// @vitest-environment happy-dom
// The intake responses page as an admin uses it: each response the server answered with its
// client, source, advisor, questions and what it is attached to, linked to its page; the orphans
// and a source asked of the server in the table's contract; no orphans.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { matchPath } from 'react-router';
import {
  intakeResponseQuerySchema,
  intakeResponseRowSchema,
} from '../../../shared/contracts/intake-admin';
import { ADMIN_PAGE_PATTERNS, ADMIN_PAGES } from '../../../shared/routes/admin';
import { INTAKE_ADMIN_API } from '../../../shared/routes/intake-admin-api';
import { fakeServer } from '../../testing/fake-server';
import IntakeResponsesPage from './intake-responses-page';
import {
  consolePage,
  intakeResponse,
  renderAdminPage,
  setUpAdminPageTests,
} from './admin-test-kit';

setUpAdminPageTests();

// A row is the response without its answers, as the contract keeps it.
const casey = intakeResponseRowSchema.parse(intakeResponse());
const orphan = intakeResponseRowSchema.parse(
  intakeResponse({
    id: '9f8e7d6c-5b4a-4c3d-9e2f-1a0b9c8d7e6f',
    source: 'ThePlanSignup',
    client: { id: 'client-2', fullName: '', email: 'gone@example.com' },
    advisor: null,
    attachments: [],
    excerpt: '',
  }),
);
const RECENT = `GET ${INTAKE_ADMIN_API.recent}`;
const ORPHANS = `GET ${INTAKE_ADMIN_API.orphans}`;

describe('the intake responses page', () => {
  it('lists each response with its source, advisor, questions and attachments', async () => {
    fakeServer({ [RECENT]: () => consolePage([casey, orphan]) });
    renderAdminPage(<IntakeResponsesPage />, { path: ADMIN_PAGES.intakeResponses });
    const link = await screen.findByRole('link', {
      name: 'Open The Hour booking answers of Casey Morgan',
    });
    expect(
      matchPath(ADMIN_PAGE_PATTERNS.intakeResponseEdit, link.getAttribute('href')!)?.params
        .intakeResponseId,
    ).toBe(casey.id);
    const row = within(link.closest('tr')!);
    expect(row.getByText('Thomas Nguyen')).toBeTruthy();
    expect(row.getByText('When can I retire, and should I convert to a Roth?')).toBeTruthy();
    expect(row.getByText('Meeting: Active')).toBeTruthy();
    const second = within(screen.getByText('gone@example.com').closest('tr')!);
    expect(second.getByText('Deleted user')).toBeTruthy();
    expect(second.getByText('The Plan signup')).toBeTruthy();
    expect(second.getByText('Orphan')).toBeTruthy();
  });

  it('asks for the orphans of one source, and says when there is none', async () => {
    const server = fakeServer({
      [RECENT]: () => consolePage([casey]),
      [ORPHANS]: () => consolePage([]),
    });
    renderAdminPage(<IntakeResponsesPage />, { path: ADMIN_PAGES.intakeResponses });
    await screen.findByText('Casey Morgan');
    fireEvent.change(screen.getByRole('combobox', { name: 'Show' }), {
      target: { value: 'orphans' },
    });
    expect(
      await screen.findByText(
        'No orphans: every response belongs to a meeting, a signup or a booking under way.',
      ),
    ).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Source' }), {
      target: { value: 'ThePlanSignup' },
    });
    await waitFor(() => expect(server.callsTo(ORPHANS)).toHaveLength(2));
    expect(
      intakeResponseQuerySchema.parse(Object.fromEntries(server.callsTo(ORPHANS)[1]!.query)),
    ).toMatchObject({ source: 'ThePlanSignup', sort: 'createdAt', dir: 'desc', page: 1 });
  });
});
