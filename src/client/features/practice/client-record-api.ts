// One client's intake answers and payments, read for the advisor's client page
// (docs/product.md#dashboard).
import { useQuery } from '@tanstack/react-query';
import { clientRecordSchema } from '../../../shared/contracts/practice';
import { PRACTICE_API } from '../../../shared/routes/practice-api';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';

export function useClientRecord(client: string) {
  return useQuery({
    queryKey: ['dashboard', 'clients', client, 'record'],
    queryFn: async () =>
      clientRecordSchema.parse(await http.get(PRACTICE_API.clientRecord(client))),
    retry: retryOnlyFailures,
  });
}
