// Which PublicApi the page components read through: HTTP in the browser, services on the server.
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import type { PublicApi } from '../../shared/contracts/public-api';

const PublicApiContext = createContext<PublicApi | null>(null);

export function PublicApiProvider({ api, children }: { api: PublicApi; children: ReactNode }) {
  return <PublicApiContext value={api}>{children}</PublicApiContext>;
}

export function usePublicApi(): PublicApi {
  const api = useContext(PublicApiContext);
  if (!api) throw new Error('usePublicApi must be used inside <PublicApiProvider>.');
  return api;
}
