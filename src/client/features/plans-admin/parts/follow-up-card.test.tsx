// @vitest-environment happy-dom
// A Plan signup's follow-up is saved through the Plan's own calls, one per half that changed
// (edit-the-plan-signup-status, edit-the-plan-signup-target-date); The Ongoing keeps its one call.
// A failed call says which operation failed, as every console operation does; a refusal the
// server explains keeps its own words.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ADMIN_OPERATION_FAILURES } from '../../../../shared/admin-failures';
import type { AdminSignup } from '../../../../shared/contracts/plans-admin';
import {
  editSignupSchema,
  editSignupStatusSchema,
  editSignupTargetDateSchema,
} from '../../../../shared/contracts/plans-admin';
import { ERROR_MESSAGES } from '../../../../shared/errors';
import { AREA_ROOTS } from '../../../../shared/routes/areas';
import { PLANS_ADMIN_API } from '../../../../shared/routes/plans-admin-api';
import { fakeServer } from '../../../testing/fake-server';
import type { FakeAnswer, FakeHandler } from '../../../testing/fake-server';
import { renderPage, signedInAs } from '../../../testing/meetings-test-harness';
import { FollowUpCard } from './follow-up-card';
import type { EngagementKind } from '../../../../shared/offerings/catalog';

const SIGNUP_ID = '5b6f2a34-8c1d-4e2f-9a7b-1c2d3e4f5a6b';
const signup = (kind: EngagementKind): AdminSignup => ({
  id: SIGNUP_ID,
  kind,
  client: { id: 'client-1', name: 'Casey Morgan', email: 'casey@example.com' },
  advisor: { id: 'advisor-1', name: 'Thomas Nguyen', slug: 'thomas-nguyen' },
  priceCents: 250_000,
  state: 'paid',
  followUpStatus: 'SendInitialFollowUp',
  targetDate: '2026-04-01',
  createdAt: '2026-03-01T00:00:00.000Z',
  paidAt: '2026-03-01T00:00:00.000Z',
  instanceId: null,
  invoiceCounts: { paid: 1, open: 0, total: 1 },
});

const echo =
  (kind: EngagementKind): FakeHandler =>
  (call) => ({ body: { ...signup(kind), ...(call.body as object) } });

const ROUTES = {
  status: `POST ${PLANS_ADMIN_API.editPlanSignupStatus}`,
  date: `POST ${PLANS_ADMIN_API.editPlanSignupTargetDate}`,
  plan: `POST ${PLANS_ADMIN_API.editPlanSignup}`,
  ongoing: `POST ${PLANS_ADMIN_API.editOngoingSignup}`,
};

function renderCard(kind: EngagementKind, answers: Record<string, FakeHandler> = {}) {
  const server = fakeServer({
    [ROUTES.status]: echo(kind),
    [ROUTES.date]: echo(kind),
    [ROUTES.plan]: echo(kind),
    [ROUTES.ongoing]: echo(kind),
    ...answers,
  });
  renderPage(<FollowUpCard kind={kind} signup={signup(kind)} />, {
    path: AREA_ROOTS.admin,
    auth: signedInAs({ roles: ['Admin'] }),
  });
  return server;
}

const setStatus = (value: string) =>
  fireEvent.change(screen.getByLabelText('Follow-up status'), { target: { value } });
const setDate = (value: string) =>
  fireEvent.change(screen.getByLabelText('Target date'), { target: { value } });
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save follow-up' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const SERVER_ERROR: FakeAnswer = {
  status: 500,
  body: { code: 'general', message: ERROR_MESSAGES.general },
};

describe('FollowUpCard', () => {
  it('sends only a Plan signup’s status when only the status changed', async () => {
    const server = renderCard('plan');
    setStatus('WaitingForClient');
    save();
    await waitFor(() =>
      expect(server.sent(ROUTES.status, editSignupStatusSchema)).toEqual([
        { id: SIGNUP_ID, followUpStatus: 'WaitingForClient' },
      ]),
    );
    expect(server.callsTo(ROUTES.date)).toHaveLength(0);
    expect(server.callsTo(ROUTES.plan)).toHaveLength(0);
    expect(await screen.findByText('The follow-up is saved.')).toBeTruthy();
  });

  it('sends only a Plan signup’s target date when only the date changed', async () => {
    const server = renderCard('plan');
    setDate('2026-05-15');
    save();
    await waitFor(() =>
      expect(server.sent(ROUTES.date, editSignupTargetDateSchema)).toEqual([
        { id: SIGNUP_ID, targetDate: '2026-05-15' },
      ]),
    );
    expect(server.callsTo(ROUTES.status)).toHaveLength(0);
  });

  it('sends both halves of a Plan signup through their own calls', async () => {
    const server = renderCard('plan');
    setStatus('ContactClient');
    setDate('2026-06-01');
    save();
    await waitFor(() => expect(server.callsTo(ROUTES.date)).toHaveLength(1));
    expect(server.callsTo(ROUTES.status)).toHaveLength(1);
    expect(server.callsTo(ROUTES.plan)).toHaveLength(0);
  });

  it('saves an Ongoing signup through its one call', async () => {
    const server = renderCard('ongoing');
    setStatus('WaitingForAdvisor');
    save();
    await waitFor(() =>
      expect(server.sent(ROUTES.ongoing, editSignupSchema)).toEqual([
        { id: SIGNUP_ID, followUpStatus: 'WaitingForAdvisor', targetDate: '2026-04-01' },
      ]),
    );
    expect(server.callsTo(ROUTES.status)).toHaveLength(0);
  });

  describe('a failed save', () => {
    const failing = (route: string, answer: FakeAnswer) => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      return renderCard('plan', { [route]: () => answer });
    };

    it('names the status edit when its call fails', async () => {
      const server = failing(ROUTES.status, SERVER_ERROR);
      setStatus('WaitingForClient');
      setDate('2026-05-15');
      save();
      expect((await screen.findByRole('alert')).textContent).toBe(
        ADMIN_OPERATION_FAILURES.editPlanSignupStatus,
      );
      expect(server.callsTo(ROUTES.date)).toHaveLength(0);
    });

    it('names the target date edit when its call fails after the status was saved', async () => {
      const server = failing(ROUTES.date, SERVER_ERROR);
      setStatus('WaitingForClient');
      setDate('2026-05-15');
      save();
      expect((await screen.findByRole('alert')).textContent).toBe(
        ADMIN_OPERATION_FAILURES.editPlanSignupTargetDate,
      );
      expect(server.callsTo(ROUTES.status)).toHaveLength(1);
    });

    it('keeps the words of a refusal the server explains', async () => {
      // The signup was deleted meanwhile: the server's words, not the operation's.
      failing(ROUTES.date, {
        status: 404,
        body: { code: 'notFound', message: ERROR_MESSAGES.notFound },
      });
      setDate('2026-05-15');
      save();
      expect((await screen.findByRole('alert')).textContent).toBe(ERROR_MESSAGES.notFound);
    });
  });
});
