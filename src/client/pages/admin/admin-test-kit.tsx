// Shared by the admin page tests: an admin signed in (times shown in Chicago), the page rendered
// at its address on its route, the server's answers for a console page and for a refusal, and
// the clean-up after each test.
import type { ReactNode } from 'react';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';
import { CONSOLE_PAGE_SIZES } from '../../../shared/constants';
import type { RoleView } from '../../../shared/contracts/admin-users';
import type { AdminComplianceDocument } from '../../../shared/contracts/compliance';
import type { IntakeResponseDetail } from '../../../shared/contracts/intake-admin';
import type { ErrorCode } from '../../../shared/errors';
import { ERROR_STATUS } from '../../../shared/errors';
import type { ActiveUser } from '../../../shared/contracts/account';
import type { AuthState } from '../../auth/auth-context';
import type { FakeAnswer } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';

export const ADMIN_USER: Partial<ActiveUser> = {
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

/** Casey Morgan's answers before her Hour with Thomas Nguyen, as the intake pages read them. */
export const intakeResponse = (
  overrides: Partial<IntakeResponseDetail> = {},
): IntakeResponseDetail => ({
  id: '2c9a7e10-5b4d-4f3e-8a1b-6c7d8e9f0a1b',
  source: 'CustomerIntakeForm',
  client: { id: 'client-1', fullName: 'Casey Morgan', email: 'casey.morgan@example.com' },
  advisor: { id: 'advisor-1', name: 'Thomas Nguyen' },
  attachments: [{ kind: 'meeting', id: 'event-1', status: 'Active', live: true }],
  excerpt: 'When can I retire, and should I convert to a Roth?',
  createdAt: '2026-11-02T15:00:00.000Z',
  updatedAt: '2026-11-03T15:00:00.000Z',
  answers: {
    topics: ['retirement', 'tax'],
    questions: 'When can I retire, and should I convert to a Roth?',
    household: 'couple',
    netWorth: '250k-1m',
    background: '',
    prepared: [],
  },
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
