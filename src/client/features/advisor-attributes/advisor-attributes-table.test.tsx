// @vitest-environment happy-dom
// The advisor attributes in the console (docs/product.md#advisor-attributes): the server's rows
// with who carries each, the type filter sent with the shared query contract, adding and editing
// checked with the shared write contract, and deleting only what nobody carries.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADMIN_OPERATION_FAILURES } from '../../../shared/admin-failures';
import { ADVISOR_ATTRIBUTE_TYPES } from '../../../shared/advisor-taxonomy';
import {
  attributeQuerySchema,
  attributeWriteSchema,
} from '../../../shared/contracts/advisor-attributes';
import type { AdminAttribute, AdvisorDetail } from '../../../shared/contracts/advisor-attributes';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import {
  ADVISOR_ATTRIBUTE_API,
  ADVISOR_ATTRIBUTE_API_PATTERNS,
} from '../../../shared/routes/advisor-attributes-api';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { fakeServer } from '../../testing/fake-server';
import type { FakeRoutes } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { consolePageOf, lastQuery } from '../console/console-test-kit';
import { AdvisorAttributesTable } from './advisor-attributes-table';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LIST = `GET ${ADVISOR_ATTRIBUTE_API.attributes}`;
const SAVE = `PUT ${ADVISOR_ATTRIBUTE_API.attributes}`;
const DELETE = `DELETE ${ADVISOR_ATTRIBUTE_API_PATTERNS.attribute}`;
const CARRIERS = `GET ${ADVISOR_ATTRIBUTE_API.advisorsDetails}`;

const taxes: AdminAttribute = {
  id: 1,
  type: ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith,
  slug: 'tax-planning',
  title: 'Tax planning',
  advisorCount: 2,
  onHomePage: false,
};
const retirement: AdminAttribute = {
  id: 2,
  type: ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith,
  slug: 'retirement-planning',
  title: 'Retirement planning',
  advisorCount: 0,
  onHomePage: true,
};
const nurses: AdminAttribute = {
  id: 3,
  type: ADVISOR_ATTRIBUTE_TYPES.IEnjoyWorkingWith,
  slug: 'nurses',
  title: 'Nurses',
  advisorCount: 0,
  onHomePage: false,
};

function renderTable(routes: FakeRoutes = {}) {
  const server = fakeServer({
    [LIST]: () => consolePageOf([nurses, retirement, taxes]),
    ...routes,
  });
  const { router } = renderPage(<AdvisorAttributesTable />, {
    path: ADMIN_PAGES.advisorAttributes,
    auth: signedInAs({ roles: ['Admin'] }),
  });
  return { server, router };
}

const rowOf = (title: string) => within(screen.getByRole('cell', { name: title }).closest('tr')!);

async function openAddForm() {
  fireEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
  return within(await screen.findByRole('dialog', { name: 'Add an attribute' }));
}

describe('AdvisorAttributesTable', () => {
  it('lists each attribute with its type and carriers, deletable only when nobody needs it', async () => {
    const { server } = renderTable();
    await screen.findByRole('cell', { name: 'Tax planning' });
    expect(rowOf('Nurses').getByText('I enjoy working with')).toBeTruthy();
    expect(rowOf('Nurses').getByRole('button', { name: 'Delete “Nurses”' })).toBeTruthy();
    expect(rowOf('Retirement planning').getByText('Home page: kept')).toBeTruthy();
    expect(rowOf('Tax planning').getByText('In use: kept')).toBeTruthy();
    expect(rowOf('Tax planning').queryByRole('button', { name: /Delete/ })).toBeNull();
    expect(lastQuery(server, LIST, attributeQuerySchema)).toMatchObject({
      sort: 'title',
      dir: 'asc',
    });
    // Both types unless one is picked.
    expect(server.callsTo(LIST)[0]?.query.has('type')).toBe(false);
  });

  it('asks for one type when it is picked', async () => {
    const { server } = renderTable();
    await screen.findByRole('cell', { name: 'Tax planning' });
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), {
      target: { value: String(ADVISOR_ATTRIBUTE_TYPES.IEnjoyWorkingWith) },
    });
    await waitFor(() =>
      expect(lastQuery(server, LIST, attributeQuerySchema)).toMatchObject({
        type: ADVISOR_ATTRIBUTE_TYPES.IEnjoyWorkingWith,
      }),
    );
  });

  it('says when no attribute matches', async () => {
    renderTable({ [LIST]: () => consolePageOf([]) });
    expect(await screen.findByText('No attributes match.')).toBeTruthy();
  });

  it('shows who carries an attribute, linked to their profiles', async () => {
    const carriers: AdvisorDetail[] = [
      { id: 'a1', slug: 'jane-doe', name: 'Jane Doe', listed: true, attributes: [] },
      { id: 'a2', slug: 'sam-lee', name: 'Sam Lee', listed: false, attributes: [] },
    ];
    const { server } = renderTable({ [CARRIERS]: () => consolePageOf(carriers) });
    fireEvent.click(
      await screen.findByRole('button', { name: '2 advisors carry “Tax planning”: show them' }),
    );
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Advisors with “Tax planning”' }),
    );
    expect(await dialog.findByText('2 advisors carry “Tax planning”.')).toBeTruthy();
    expect(dialog.getByRole('link', { name: 'Jane Doe' }).getAttribute('href')).toBe(
      ADVISOR_PAGES.profile('jane-doe'),
    );
    expect(dialog.getByText('(not listed)')).toBeTruthy();
    expect(server.callsTo(CARRIERS)[0]?.query.get('attribute')).toBe('1');
  });

  it('refuses a title too short and a slug with capitals, and sends nothing', async () => {
    const { server } = renderTable();
    await screen.findByRole('cell', { name: 'Tax planning' });
    const form = await openAddForm();
    fireEvent.change(form.getByRole('textbox', { name: /Title/ }), { target: { value: 'X' } });
    fireEvent.change(form.getByRole('textbox', { name: /Slug/ }), {
      target: { value: 'Small-Business' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Add attribute' }));
    expect(await form.findByText('Title must be at least 2 characters.')).toBeTruthy();
    expect(
      form.getByText('Slug may contain lowercase letters, digits and single hyphens.'),
    ).toBeTruthy();
    expect(server.callsTo(SAVE)).toHaveLength(0);
  });

  it('adds an attribute of the type picked', async () => {
    const { server } = renderTable({
      [SAVE]: () => ({ body: { ...nurses, id: 9, slug: 'teachers', title: 'Teachers' } }),
    });
    await screen.findByRole('cell', { name: 'Tax planning' });
    const form = await openAddForm();
    fireEvent.change(form.getByRole('combobox', { name: 'Type' }), {
      target: { value: String(ADVISOR_ATTRIBUTE_TYPES.IEnjoyWorkingWith) },
    });
    fireEvent.change(form.getByRole('textbox', { name: /Title/ }), {
      target: { value: 'Teachers' },
    });
    fireEvent.change(form.getByRole('textbox', { name: /Slug/ }), {
      target: { value: 'teachers' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Add attribute' }));

    expect(
      await screen.findByText('“Teachers” is added; advisors can choose it on their profiles.'),
    ).toBeTruthy();
    expect(server.sent(SAVE, attributeWriteSchema)).toEqual([
      { type: ADVISOR_ATTRIBUTE_TYPES.IEnjoyWorkingWith, slug: 'teachers', title: 'Teachers' },
    ]);
  });

  it('edits an attribute by its id, warning that a new slug moves its public address', async () => {
    const { server } = renderTable({ [SAVE]: () => ({ body: { ...taxes, slug: 'taxes' } }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Tax planning”' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit “Tax planning”' }));
    expect(form.queryByText(/A new slug changes the public address/)).toBeNull();
    fireEvent.change(form.getByRole('textbox', { name: /Slug/ }), { target: { value: 'taxes' } });
    expect(form.getByText(/A new slug changes the public address/)).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(server.callsTo(SAVE)).toHaveLength(1));
    expect(server.sent(SAVE, attributeWriteSchema)).toEqual([
      {
        id: 1,
        type: ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith,
        slug: 'taxes',
        title: 'Tax planning',
      },
    ]);
  });

  it('keeps a home-page attribute’s slug', async () => {
    renderTable();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit “Retirement planning”' }));
    const form = within(await screen.findByRole('dialog', { name: 'Edit “Retirement planning”' }));
    expect(form.getByRole('textbox', { name: /Slug/ }).hasAttribute('readonly')).toBe(true);
    expect(form.getByText('The home page links to this one, so its slug stays.')).toBeTruthy();
  });

  it('shows the server’s field message when a slug is taken', async () => {
    renderTable({
      [SAVE]: () => ({
        status: 400,
        body: {
          code: 'validation',
          message: 'Some fields need your attention.',
          fieldErrors: { slug: ['Another attribute has this slug.'] },
        },
      }),
    });
    await screen.findByRole('cell', { name: 'Tax planning' });
    const form = await openAddForm();
    fireEvent.change(form.getByRole('textbox', { name: /Title/ }), { target: { value: 'Taxes' } });
    fireEvent.change(form.getByRole('textbox', { name: /Slug/ }), {
      target: { value: 'tax-planning' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Add attribute' }));
    expect(await form.findByText('Another attribute has this slug.')).toBeTruthy();
  });

  it('deletes an unused attribute once confirmed, and says why the server refused one', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let refuse = false;
    const { server } = renderTable({
      [DELETE]: () => (refuse ? { status: 500 } : { status: 204 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete “Nurses”' }));
    const confirm = within(await screen.findByRole('dialog', { name: 'Delete “Nurses”?' }));
    fireEvent.click(confirm.getByRole('button', { name: 'Delete attribute' }));
    expect(await screen.findByText('“Nurses” is deleted.')).toBeTruthy();
    expect(server.callsTo(DELETE)[0]?.params).toEqual({ attributeId: '3' });

    refuse = true;
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Delete “Nurses”' }));
    const again = within(await screen.findByRole('dialog', { name: 'Delete “Nurses”?' }));
    fireEvent.click(again.getByRole('button', { name: 'Delete attribute' }));
    expect(await screen.findByText(ADMIN_OPERATION_FAILURES.deleteAdvisorAttribute)).toBeTruthy();
  });
});
