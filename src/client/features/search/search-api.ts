// The console-wide search call (docs/product.md#admin-search), checked against the contract. Text
// shorter than the minimum is not sent: the page says what is missing instead.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ADMIN_SEARCH_MIN_LENGTH } from '../../../shared/constants';
import { adminSearchAnswerSchema } from '../../../shared/contracts/admin-search';
import { SEARCH_API } from '../../../shared/routes/search-api';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';

export function useAdminSearch(text: string) {
  const q = text.trim();
  return useQuery({
    queryKey: ['admin', 'search', q] as const,
    queryFn: async () =>
      adminSearchAnswerSchema.parse(
        await http.get(`${SEARCH_API.admin}?${new URLSearchParams({ q }).toString()}`),
      ),
    enabled: q.length >= ADMIN_SEARCH_MIN_LENGTH,
    placeholderData: keepPreviousData,
    retry: retryOnlyFailures,
  });
}
