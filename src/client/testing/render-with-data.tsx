// Test helper for the content pages: renders a page the way it appears after a server render,
// with the dashboard data and the TheOngoing flag already in the query cache.
import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { DashboardData } from '../../shared/contracts/home';
import { dashboardQuery, featureFlagQuery } from '../api/home';
import { PublicApiProvider } from '../api/public-api-context';
import { publicApi } from './auth-test-harness';

export const TEST_DASHBOARD: DashboardData = {
  advisors: [],
  priceRange_TheHour: { low: 12500, high: 30000 },
  priceRange_ThePlan: { low: 200000, high: 350000 },
  priceRange_TheOngoing: { low: 9900, high: 20000 },
  meetingsCompleted: 1234,
  averageReview: 4.8,
  profilePics: {},
  states: [],
};

export function renderWithData(
  ui: ReactNode,
  { ongoing = false, path = '/' }: { ongoing?: boolean; path?: string } = {},
) {
  const client = new QueryClient();
  client.setQueryData(dashboardQuery(publicApi).queryKey, TEST_DASHBOARD);
  client.setQueryData(featureFlagQuery(publicApi, 'TheOngoing').queryKey, ongoing);
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <PublicApiProvider api={publicApi}>
          <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
        </PublicApiProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}
