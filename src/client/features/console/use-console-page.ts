// One page of a console table from the server, kept on screen while the next one loads.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ConsolePage } from '../../../shared/contracts/console';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';

/** `apiSearch` comes from useConsoleQuery; the key names the table for invalidation after writes. */
export function useConsolePage<Row>(key: string, path: string, apiSearch: string) {
  return useQuery({
    queryKey: ['console', key, apiSearch],
    queryFn: () => http.get<ConsolePage<Row>>(`${path}?${apiSearch}`),
    placeholderData: keepPreviousData,
    retry: retryOnlyFailures,
  });
}

/** The query key prefix of a console table, to refresh it after a write. */
export const consoleTableKey = (key: string) => ['console', key];

/** What a ConsoleTable needs of the page's query: the rows, loading, error, stale and retry. */
export function consolePageState<Row>(query: {
  data: ConsolePage<Row> | undefined;
  isPending: boolean;
  isError: boolean;
  isPlaceholderData: boolean;
  refetch: () => unknown;
}) {
  return {
    page: query.data,
    isPending: query.isPending,
    isError: query.isError,
    isStale: query.isPlaceholderData,
    onRetry: () => void query.refetch(),
  };
}
