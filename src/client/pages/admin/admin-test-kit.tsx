// Shared by the admin page tests: an admin signed in (times shown in Chicago), the page rendered
// at its address on its route, the server's answers for a console page and for a refusal, and
// the clean-up after each test.
import type { ReactNode } from 'react';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { CONSOLE_PAGE_SIZES } from '../../../shared/constants';
import type { RoleView } from '../../../shared/contracts/admin-users';
import type { AdminComplianceDocument } from '../../../shared/contracts/compliance';
import type { ErrorCode } from '../../../shared/errors';
import { ERROR_STATUS } from '../../../shared/errors';
import type { AuthState } from '../../auth/auth-context';
import type { FakeAnswer } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';

export const ADMIN_USER = {
  id: 'admin-1',
  email: 'admin@justfinancialadvice.com',
  fullName: 'Alex Admin',
  roles: ['Admin'],
  firmMember: true,
  timeZone: 'America/Chicago',
  timeZoneChosen: true,
};

export const asAdmin: AuthState = { ...signedInAs(ADMIN_USER), firmMember: true };

/** Renders an admin page at `path`; `pattern` is its route when the page reads the route's params. */
export function renderAdminPage(
  page: ReactNode,
  { path, pattern, auth = asAdmin }: { path: string; pattern?: string; auth?: AuthState },
) {
  return renderPage(page, { path, pattern, auth });
}

/** One console table page as the server answers it. */
export const consolePage = <Row,>(items: Row[], total = items.length): FakeAnswer => ({
  body: { items, total, page: 1, size: CONSOLE_PAGE_SIZES[0] },
});

/** The server refusing with its own words. */
export const refusal = (message: string, code: ErrorCode = 'conflict'): FakeAnswer => ({
  status: ERROR_STATUS[code],
  body: { code, message },
});

/** A role as the roles table and a role's page read it; built in unless said. */
export const roleView = (
  id: number,
  name: string,
  overrides: Partial<RoleView> = {},
): RoleView => ({
  id,
  name,
  builtIn: true,
  userCount: 1,
  createdAt: '2026-01-05T18:00:00.000Z',
  ...overrides,
});

/** A compliance document as the documents and user agreements pages read it: the Terms of Use. */
export const complianceDocument = (
  overrides: Partial<AdminComplianceDocument> = {},
): AdminComplianceDocument => ({
  slug: 'terms-of-use',
  displayName: 'Terms of Use',
  footerLabel: 'Terms of Use',
  url: '/api/home/compliance-document/terms-of-use',
  version: 3,
  effectiveAt: '2026-09-01T17:00:00.000Z',
  updatedAt: '2026-09-01T17:00:00.000Z',
  fileName: 'terms-of-use-v3.pdf',
  agreement: true,
  ...overrides,
});

/** Call once at the top of a test file: each test starts with a fresh page, fetch and mocks. */
export function setUpAdminPageTests() {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });
}
