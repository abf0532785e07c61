// @vitest-environment happy-dom
// The console-wide search's answer (docs/product.md#admin-search): only the kinds that matched,
// each hit linked to its console page, how many more matched with the full list where one exists,
// and a plain word when nothing matched.
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import type { AdminSearchAnswer, AdminSearchHit } from '../../../shared/contracts/admin-search';
import { ADMIN_PAGES } from '../../../shared/routes/admin';
import { ONBOARDING_PAGES } from '../../../shared/routes/onboarding';
import { OPERATIONS_PAGES } from '../../../shared/routes/operations';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { SearchResults } from './search-results';

afterEach(cleanup);

const hitOf = (overrides: Partial<AdminSearchHit> = {}): AdminSearchHit => ({
  id: 'user-1',
  title: 'Casey Morgan',
  detail: 'casey@example.com',
  status: null,
  at: null,
  userId: null,
  exact: false,
  ...overrides,
});

function renderAnswer(answer: AdminSearchAnswer) {
  renderPage(<SearchResults answer={answer} />, {
    path: `${ADMIN_PAGES.search}?q=${answer.q}`,
    auth: signedInAs({ roles: ['Admin'] }),
  });
}

const groupOf = (title: string) =>
  within(screen.getByRole('heading', { name: new RegExp(`^${title}`) }).closest('section')!);

describe('SearchResults', () => {
  it('sums the matches by kind, leaving out the kinds that matched nothing', () => {
    renderAnswer({
      q: 'casey',
      groups: [
        { kind: 'users', total: 7, hits: [hitOf({ exact: true })] },
        { kind: 'advisors', total: 0, hits: [] },
        {
          kind: 'meetings',
          total: 1,
          hits: [
            hitOf({ id: 'meeting-1', title: 'Casey Morgan with Thomas Nguyen', status: 'Active' }),
          ],
        },
      ],
    });
    expect(screen.getByText('8 matches for “casey”: 7 users, 1 meeting.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /^Advisors/ })).toBeNull();
    const users = groupOf('Users');
    expect(users.getByText('Exact match')).toBeTruthy();
    expect(users.getByRole('link', { name: 'Casey Morgan' }).getAttribute('href')).toBe(
      ADMIN_PAGES.userEdit('user-1'),
    );
    expect(
      groupOf('Meetings')
        .getByRole('link', { name: 'Casey Morgan with Thomas Nguyen' })
        .getAttribute('href'),
    ).toBe(OPERATIONS_PAGES.eventEdit('meeting-1'));
  });

  it('says how many more matched, linking to the full list where its table searches alike', () => {
    renderAnswer({
      q: 'morgan',
      groups: [
        { kind: 'users', total: 3, hits: [hitOf()] },
        { kind: 'recordings', total: 2, hits: [hitOf({ id: 'recording-1', title: 'Recording' })] },
      ],
    });
    const users = groupOf('Users');
    expect(users.getByText(/^2 more users/)).toBeTruthy();
    expect(users.getByRole('link', { name: 'show all in Users' }).getAttribute('href')).toBe(
      `${ADMIN_PAGES.users}?q=morgan`,
    );
    const recordings = groupOf('Recordings');
    expect(recordings.getByText('1 more recording')).toBeTruthy();
    expect(recordings.queryByRole('link', { name: /show all/ })).toBeNull();
  });

  it('opens an advisor’s account, or the advisors page for one without an account', () => {
    renderAnswer({
      q: 'nguyen',
      groups: [
        {
          kind: 'advisors',
          total: 2,
          hits: [
            hitOf({ id: 'advisor-1', title: 'Thomas Nguyen', userId: 'user-9' }),
            hitOf({ id: 'advisor-2', title: 'Imported Nguyen', userId: null }),
          ],
        },
      ],
    });
    const advisors = groupOf('Advisors');
    expect(advisors.getByRole('link', { name: 'Thomas Nguyen' }).getAttribute('href')).toBe(
      ADMIN_PAGES.userEdit('user-9'),
    );
    expect(advisors.getByRole('link', { name: 'Imported Nguyen' }).getAttribute('href')).toBe(
      ONBOARDING_PAGES.adminAdvisors,
    );
  });

  it('says plainly when nothing matched', () => {
    renderAnswer({ q: 'zzz', groups: [{ kind: 'users', total: 0, hits: [] }] });
    expect(screen.getByText('No match for “zzz”.')).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
