// @vitest-environment happy-dom
// The advisor attributes page as an admin uses it: each attribute the server answered with its
// slug, type and carriers, deletable only when nobody carries it and the home page does not link
// it; an attribute added in the shared contract; a type asked of the server in the table's
// contract; a delete the server refuses said in its words.
import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  attributeQuerySchema,
  attributeWriteSchema,
} from '../../../shared/contracts/advisor-attributes';
import type { AdminAttribute } from '../../../shared/contracts/advisor-attributes';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import {
  ADVISOR_ATTRIBUTE_API,
  ADVISOR_ATTRIBUTE_API_PATTERNS,
} from '../../../shared/routes/advisor-attributes-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import AdvisorAttributesPage from './advisor-attributes-page';
import { consolePage, refusal, renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const retirement: AdminAttribute = {
  id: 1,
  type: 1,
  slug: 'retirement-planning',
  title: 'Retirement planning',
  advisorCount: 0,
  onHomePage: true,
};
const teachers: AdminAttribute = {
  id: 2,
  type: 2,
  slug: 'teachers',
  title: 'Teachers',
  advisorCount: 3,
  onHomePage: false,
};
const crypto: AdminAttribute = {
  id: 3,
  type: 1,
  slug: 'crypto',
  title: 'Crypto',
  advisorCount: 0,
  onHomePage: false,
};
const LIST = `GET ${ADVISOR_ATTRIBUTE_API.attributes}`;
const SAVE = `PUT ${ADVISOR_ATTRIBUTE_API.attributes}`;
const DELETE = `DELETE ${ADVISOR_ATTRIBUTE_API_PATTERNS.attribute}`;

function open(answers: { save?: (body: unknown) => FakeAnswer; remove?: FakeAnswer } = {}) {
  const server = fakeServer({
    [LIST]: () => consolePage([crypto, retirement, teachers]),
    [SAVE]: (call) => answers.save?.(call.body) ?? { status: 500 },
    [DELETE]: () => answers.remove ?? { status: 204 },
  });
  renderAdminPage(<AdvisorAttributesPage />, { path: ADMIN_PAGES.advisorAttributes });
  return server;
}

const rowOf = async (title: string) =>
  within((await screen.findByRole('cell', { name: title })).closest('tr')!);

describe('the advisor attributes page', () => {
  it('shows each attribute, deletable only when nobody carries it and no link needs it', async () => {
    open();
    const home = await rowOf('Retirement planning');
    expect(home.getByText('retirement-planning')).toBeTruthy();
    expect(home.getByText('I can help you with')).toBeTruthy();
    expect(home.getByText('Home page: kept')).toBeTruthy();
    const used = await rowOf('Teachers');
    expect(used.getByText('I enjoy working with')).toBeTruthy();
    expect(
      used.getByRole('button', { name: '3 advisors carry “Teachers”: show them' }),
    ).toBeTruthy();
    expect(used.getByText('In use: kept')).toBeTruthy();
    expect((await rowOf('Crypto')).getByRole('button', { name: 'Delete “Crypto”' })).toBeTruthy();
  });

  it('adds an attribute in the shared contract', async () => {
    const server = open({
      save: (body) => ({ body: { ...crypto, ...(body as object), id: 9, advisorCount: 0 } }),
    });
    await rowOf('Crypto');
    fireEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add an attribute' }));
    fireEvent.change(dialog.getByRole('combobox', { name: 'Type' }), { target: { value: '2' } });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Title' }), {
      target: { value: 'Nurses' },
    });
    fireEvent.change(dialog.getByRole('textbox', { name: 'Slug' }), {
      target: { value: 'nurses' },
    });
    fireEvent.submit(dialog.getByRole('textbox', { name: 'Slug' }).closest('form')!);
    expect(
      await screen.findByText('“Nurses” is added; advisors can choose it on their profiles.'),
    ).toBeTruthy();
    expect(server.sent(SAVE, attributeWriteSchema)).toEqual([
      { type: 2, slug: 'nurses', title: 'Nurses' },
    ]);
  });

  it('asks the server for one type of attribute', async () => {
    const server = open();
    await rowOf('Crypto');
    fireEvent.change(screen.getByRole('combobox', { name: /Type/ }), { target: { value: '2' } });
    await waitFor(() => expect(server.callsTo(LIST)).toHaveLength(2));
    expect(
      attributeQuerySchema.parse(Object.fromEntries(server.callsTo(LIST)[1]!.query)),
    ).toMatchObject({ type: 2, sort: 'title', dir: 'asc' });
  });

  it('deletes an unused attribute after a confirmation, or says why the server refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const server = open({ remove: refusal('An advisor chose “Crypto” a moment ago.') });
    fireEvent.click((await rowOf('Crypto')).getByRole('button', { name: 'Delete “Crypto”' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete “Crypto”?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete attribute' }));
    expect(await screen.findByText('An advisor chose “Crypto” a moment ago.')).toBeTruthy();
    expect(server.callsTo(DELETE)[0]!.path).toBe(ADVISOR_ATTRIBUTE_API.attribute('3'));
  });
});
