// What needs doing in the advisor's practice, read for Advisor Home (docs/product.md#dashboard).
import { useQuery } from '@tanstack/react-query';
import { practiceToDoSchema } from '../../../shared/contracts/practice';
import { PRACTICE_API } from '../../../shared/routes/practice-api';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';

export function usePracticeToDo() {
  return useQuery({
    queryKey: ['dashboard', 'to-do'],
    queryFn: async () => practiceToDoSchema.parse(await http.get(PRACTICE_API.toDo)),
    retry: retryOnlyFailures,
  });
}
