// One QueryClient per browser session and one per server request (never shared between users).
import { QueryClient } from '@tanstack/react-query';

export function createQueryClient(side: 'browser' | 'server'): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // The server renders once; a retry there only delays the answer.
        retry: side === 'server' ? false : 1,
        refetchOnWindowFocus: false,
      },
    },
  });
}
