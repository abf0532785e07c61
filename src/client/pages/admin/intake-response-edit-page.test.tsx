// @vitest-environment happy-dom
// One intake response's page as an admin uses it, opened from its address: the answers the server
// answered, saved with the version they were read at in the edit contract; a change made by
// someone else meanwhile refused with a way to reload; answers a live meeting uses kept; an
// orphan's answers deleted after a confirmation back to the list; a response that is gone.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  INTAKE_ADMIN_MESSAGES,
  intakeResponseEditSchema,
} from '../../../shared/contracts/intake-admin';
import type { IntakeResponseDetail } from '../../../shared/contracts/intake-admin';
import { ADMIN_PAGE_PATTERNS, ADMIN_PAGES } from '../../../shared/routes/admin';
import {
  INTAKE_ADMIN_API,
  INTAKE_ADMIN_API_PATTERNS,
} from '../../../shared/routes/intake-admin-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import IntakeResponseEditPage from './intake-response-edit-page';
import { intakeResponse, refusal, renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const casey = intakeResponse();
const GET = `GET ${INTAKE_ADMIN_API_PATTERNS.response}`;
const EDIT = `POST ${INTAKE_ADMIN_API.edit}`;
const DELETE = `DELETE ${INTAKE_ADMIN_API_PATTERNS.deleteResponse}`;

function open(response: IntakeResponseDetail | 'missing', edit: FakeAnswer = { status: 500 }) {
  const server = fakeServer({
    [GET]: () => (response === 'missing' ? refusal('Not found', 'notFound') : { body: response }),
    [EDIT]: () => edit,
    [DELETE]: () => ({ status: 204 }),
  });
  renderAdminPage(<IntakeResponseEditPage />, {
    path: ADMIN_PAGES.intakeResponseEdit('r1', casey.id),
    pattern: ADMIN_PAGE_PATTERNS.intakeResponseEdit,
  });
  return server;
}

async function saveBackground(text: string) {
  const form = within(await screen.findByRole('form', { name: 'Intake answers' }));
  fireEvent.change(form.getByRole('textbox', { name: /Anything else the advisor should know/ }), {
    target: { value: text },
  });
  fireEvent.click(form.getByRole('button', { name: 'Save answers' }));
  return form;
}

describe('an intake response’s page', () => {
  it('saves the answers with the version they were read at', async () => {
    const server = open(casey, {
      body: { ...casey, answers: { ...casey.answers, background: 'Two children in college.' } },
    });
    await saveBackground('Two children in college.');
    expect(await screen.findByText('The answers are saved.')).toBeTruthy();
    expect(server.sent(EDIT, intakeResponseEditSchema)).toEqual([
      {
        id: casey.id,
        updatedAt: casey.updatedAt,
        ...casey.answers,
        background: 'Two children in college.',
      },
    ]);
  });

  it('says someone changed the answers meanwhile, with a way to reload', async () => {
    const server = open(casey, refusal(INTAKE_ADMIN_MESSAGES.changedMeanwhile));
    const form = await saveBackground('Two children in college.');
    const alert = await form.findByRole('alert');
    expect(alert.textContent).toContain(INTAKE_ADMIN_MESSAGES.changedMeanwhile);
    fireEvent.click(within(alert).getByRole('button', { name: 'Reload the response' }));
    await waitFor(() => expect(server.callsTo(GET)).toHaveLength(2));
  });

  it('keeps the answers a live meeting uses', async () => {
    open(casey);
    expect(
      await screen.findByText(/They belong to a meeting still in force \(Active\)/),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Delete answers' })).toHaveProperty('disabled', true);
  });

  it('deletes an orphan’s answers after a confirmation, back to the list', async () => {
    const server = open({ ...casey, attachments: [] });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete answers' }));
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Delete these intake answers?' }),
    );
    fireEvent.click(dialog.getByRole('button', { name: 'Delete answers' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(ADMIN_PAGES.intakeResponses),
    );
    expect(server.callsTo(DELETE)[0]!.path).toBe(INTAKE_ADMIN_API.deleteResponse(casey.id));
  });

  it('says when the response is gone', async () => {
    open('missing');
    expect(
      await screen.findByText('There is no intake response here: it may have been deleted.'),
    ).toBeTruthy();
  });
});
