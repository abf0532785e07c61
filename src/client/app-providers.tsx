// Providers that sit outside the router, shared by the browser and the server renderer.
import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicApi } from '../shared/contracts/public-api';
import { PublicApiProvider } from './api/public-api-context';
import { AuthProvider } from './auth/auth-provider';
import { cssVariablesResolver, theme } from './theme';

export interface AppProvidersProps {
  queryClient: QueryClient;
  publicApi: PublicApi;
  children: ReactNode;
}

export function AppProviders({ queryClient, publicApi, children }: AppProvidersProps) {
  return (
    <MantineProvider
      theme={theme}
      cssVariablesResolver={cssVariablesResolver}
      forceColorScheme="light"
    >
      <QueryClientProvider client={queryClient}>
        <PublicApiProvider api={publicApi}>
          <AuthProvider>{children}</AuthProvider>
        </PublicApiProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
