// @vitest-environment happy-dom
// Adding a Plan by hand in the console (ADR 0073): the client is found through users/search (the
// Consumers), the advisor through users/roles/Advisor, a client named in the address through
// users/basic; the signup is sent with the reason and its page opens.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserRow } from '../../../shared/contracts/admin-users';
import { createSignupSchema } from '../../../shared/contracts/plans-admin-create';
import { ADMIN_API_PATTERNS } from '../../../shared/routes/admin-api';
import { PLANS_ADMIN_API } from '../../../shared/routes/plans-admin-api';
import { PLANS_ADMIN_PAGES } from '../../../shared/routes/plans-admin';
import { fakeServer } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { ArrangeSignupForm } from './arrange-signup-form';

const CLIENT_ID = '0b6f2a34-8c1d-4e2f-9a7b-1c2d3e4f5a60';
const ADVISOR_ID = '1b6f2a34-8c1d-4e2f-9a7b-1c2d3e4f5a61';
const SIGNUP_ID = '2b6f2a34-8c1d-4e2f-9a7b-1c2d3e4f5a62';
const row = (id: string, fullName: string, email: string, role: string): UserRow => ({
  id,
  fullName,
  email,
  roles: [role],
  createdAt: '2026-01-01T00:00:00.000Z',
});
const casey = row(CLIENT_ID, 'Casey Morgan', 'casey@example.com', 'Consumer');
const thomas = row(ADVISOR_ID, 'Thomas Nguyen', 'thomas@example.com', 'Advisor');

const ROUTES = {
  search: `GET ${ADMIN_API_PATTERNS.userSearchIn}`,
  byRole: `GET ${ADMIN_API_PATTERNS.usersByRole}`,
  basic: `GET ${ADMIN_API_PATTERNS.userBasic}`,
  create: `POST ${PLANS_ADMIN_API.createPlanSignup}`,
};

function serve() {
  return fakeServer({
    [ROUTES.search]: () => ({ body: [casey] }),
    [ROUTES.byRole]: () => ({ body: { items: [thomas], total: 1, page: 1, size: 25 } }),
    [ROUTES.basic]: () => ({
      body: { id: casey.id, fullName: casey.fullName, email: casey.email },
    }),
    [ROUTES.create]: () => ({ body: { signupId: SIGNUP_ID, instanceId: 'instance-1' } }),
  });
}

async function choose(label: string, search: string, typed: string, option: RegExp) {
  fireEvent.change(screen.getByRole('textbox', { name: search }), { target: { value: typed } });
  const select = screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
  const found = await screen.findByRole('option', { name: option });
  fireEvent.change(select, { target: { value: (found as HTMLOptionElement).value } });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ArrangeSignupForm', () => {
  it('finds the client and the advisor, sends the signup and opens it', async () => {
    const server = serve();
    const { router } = renderPage(<ArrangeSignupForm kind="plan" />, {
      path: PLANS_ADMIN_PAGES.thePlan,
      auth: signedInAs({ roles: ['Admin'] }),
    });
    await choose('Client', 'Find the client', 'Cas', /Casey Morgan/);
    expect(server.callsTo(ROUTES.search)[0]!.params).toMatchObject({
      text: 'Cas',
      extra: 'Consumer',
    });
    await choose('Advisor', 'Find the advisor', 'Tho', /Thomas Nguyen/);
    const byRole = server.callsTo(ROUTES.byRole)[0]!;
    expect(byRole.params.role).toBe('Advisor');
    expect(byRole.query.get('q')).toBe('Tho');
    fireEvent.change(screen.getByRole('textbox', { name: /^Why/ }), {
      target: { value: 'Agreed by phone; paid by cheque.' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Add the signup' }));
    await waitFor(() =>
      expect(server.sent(ROUTES.create, createSignupSchema)).toEqual([
        {
          clientId: CLIENT_ID,
          advisorUserId: ADVISOR_ID,
          reason: 'Agreed by phone; paid by cheque.',
        },
      ]),
    );
    await waitFor(() => expect(router.state.location.pathname).toContain(SIGNUP_ID));
  });

  it('shows a client named in the address and asks for what is missing', async () => {
    const server = serve();
    renderPage(<ArrangeSignupForm kind="plan" clientId={CLIENT_ID} />, {
      path: PLANS_ADMIN_PAGES.thePlan,
      auth: signedInAs({ roles: ['Admin'] }),
    });
    await waitFor(() =>
      expect(
        (screen.getByRole('combobox', { name: /^Client/ }) as HTMLSelectElement).selectedOptions[0]
          ?.textContent,
      ).toBe('Casey Morgan (casey@example.com)'),
    );
    expect(server.callsTo(ROUTES.basic)[0]!.params.userId).toBe(CLIENT_ID);
    fireEvent.click(screen.getByRole('button', { name: 'Add the signup' }));
    expect(await screen.findByText('Choose an advisor.')).toBeTruthy();
    expect(server.callsTo(ROUTES.create)).toHaveLength(0);
  });
});
