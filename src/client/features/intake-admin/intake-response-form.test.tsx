// @vitest-environment happy-dom
// The admin's edit of a client's intake answers: the client form's own shared rules before
// sending, the edit sent with the version it was read at, and a change made meanwhile said
// plainly with a way to reload.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  INTAKE_ADMIN_MESSAGES,
  intakeResponseEditSchema,
} from '../../../shared/contracts/intake-admin';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { INTAKE_ADMIN_API } from '../../../shared/routes/intake-admin-api';
import { fakeServer } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { responseDetailOf } from './intake-admin-fixture';
import { IntakeResponseForm } from './intake-response-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const EDIT = `POST ${INTAKE_ADMIN_API.edit}`;
const response = responseDetailOf();

function renderForm(onReload = vi.fn()) {
  renderPage(<IntakeResponseForm response={response} onReload={onReload} />, {
    path: ADMIN_PAGES.intakeResponseEdit('r1', response.id),
    auth: signedInAs({ roles: ['Admin'] }),
  });
  return onReload;
}

const questions = () => screen.getByRole('textbox', { name: /^Questions/ });

describe('IntakeResponseForm', () => {
  it('refuses questions too short with the client form’s message, and sends nothing', async () => {
    const server = fakeServer({ [EDIT]: () => ({ body: response }) });
    renderForm();
    fireEvent.change(questions(), { target: { value: 'Retire?' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    expect(
      await screen.findByText(
        'Tell your advisor the questions you want answered (at least 10 characters).',
      ),
    ).toBeTruthy();
    expect(server.callsTo(EDIT)).toHaveLength(0);
  });

  it('sends the answers with the response’s id and the version it was read at', async () => {
    const server = fakeServer({ [EDIT]: () => ({ body: response }) });
    renderForm();
    fireEvent.change(questions(), { target: { value: 'When can we both stop working?' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /net worth statement/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));

    expect(await screen.findByText('The answers are saved.')).toBeTruthy();
    expect(server.sent(EDIT, intakeResponseEditSchema)).toEqual([
      {
        id: response.id,
        updatedAt: response.updatedAt,
        ...response.answers,
        questions: 'When can we both stop working?',
        prepared: ['net-worth-statement'],
      },
    ]);
  });

  it('says when someone changed the response meanwhile, and offers to reload it', async () => {
    fakeServer({
      [EDIT]: () => ({
        status: 409,
        body: { code: 'conflict', message: INTAKE_ADMIN_MESSAGES.changedMeanwhile },
      }),
    });
    const onReload = renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      INTAKE_ADMIN_MESSAGES.changedMeanwhile,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reload the response' }));
    await waitFor(() => expect(onReload).toHaveBeenCalledTimes(1));
  });

  it('shows the server’s field messages by their fields', async () => {
    fakeServer({
      [EDIT]: () => ({
        status: 400,
        body: {
          code: 'validation',
          message: 'Some fields need your attention.',
          fieldErrors: { questions: ['Please keep the client’s own words.'] },
        },
      }),
    });
    renderForm();
    fireEvent.click(screen.getByRole('button', { name: 'Save answers' }));
    const message = await screen.findByText('Please keep the client’s own words.');
    expect(questions().getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByRole('button', { name: 'Reload the response' })).toBeNull();
  });
});
