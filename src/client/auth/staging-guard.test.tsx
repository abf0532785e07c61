// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { AppEnv } from '../../shared/contracts/system';
import type { Role } from '../../shared/roles';
import { appInfoQuery } from '../api/system';
import { activeUser } from '../testing/auth-test-harness';
import { AuthContext, SIGNED_OUT } from './auth-context';
import type { AuthState } from './auth-context';
import { StagingGuard } from './staging-guard';
import { ADVISOR_PAGES } from '../../shared/routes/advisors';

afterEach(cleanup);

function renderAt(path: string, appEnv: AppEnv, roles: Role[]) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(appInfoQuery().queryKey, {
    appEnv,
    dbEnvironment: 'PGlite',
    s3_Files_Environment: 'Local folder',
  });
  const auth: AuthState = {
    ...SIGNED_OUT,
    status: 'signedIn',
    roles,
    user: activeUser({ roles, fullName: 'Dana Client' }),
  };
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={queryClient}>
        <AuthContext value={auth}>
          <MemoryRouter initialEntries={[path]}>
            <StagingGuard>
              <p>Page content</p>
            </StagingGuard>
          </MemoryRouter>
        </AuthContext>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('StagingGuard', () => {
  it('lets everyone through outside staging', () => {
    renderAt(ADVISOR_PAGES.search, 'production', ['Consumer']);
    expect(screen.getByText('Page content')).toBeTruthy();
  });

  it('keeps the root open in staging', () => {
    renderAt('/', 'staging', ['Consumer']);
    expect(screen.getByText('Page content')).toBeTruthy();
  });

  it('tells a non-admin that other pages are not allowed in staging', async () => {
    renderAt(ADVISOR_PAGES.search, 'staging', ['Consumer']);
    expect(await screen.findByRole('heading', { name: /not allowed/i })).toBeTruthy();
    expect(screen.queryByText('Page content')).toBeNull();
  });

  it('shows admins every page in staging', async () => {
    renderAt(ADVISOR_PAGES.search, 'staging', ['Admin']);
    expect(await screen.findByText('Page content')).toBeTruthy();
  });
});
