// The advisor attributes in the console (docs/product.md#advisor-attributes): saving and deleting
// one refreshes the table and the public reads that show attributes (search filters, profiles,
// the home page's topics); who carries one is read on demand.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminAttributeSchema,
  advisorsDetailsPageSchema,
} from '../../../shared/contracts/advisor-attributes';
import type { AdminAttribute, AttributeWrite } from '../../../shared/contracts/advisor-attributes';
import { CONSOLE_PAGE_SIZES } from '../../../shared/constants';
import { ADVISOR_ATTRIBUTE_API } from '../../../shared/routes/advisor-attributes-api';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';
import { consoleTableKey } from '../console/use-console-page';

export const ATTRIBUTES_TABLE = 'advisor-attributes';
/** The most advisors the "who carries it" list shows; the table's count says how many in all. */
const CARRIERS_SHOWN = CONSOLE_PAGE_SIZES[CONSOLE_PAGE_SIZES.length - 1];

function useAfterWrite() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: consoleTableKey(ATTRIBUTES_TABLE) });
    void queryClient.invalidateQueries({ queryKey: ['advisors'] });
    void queryClient.invalidateQueries({ queryKey: ['home'] });
  };
}

export function useSaveAttribute() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: async (write: AttributeWrite): Promise<AdminAttribute> =>
      adminAttributeSchema.parse(await http.put(ADVISOR_ATTRIBUTE_API.attributes, write)),
    onSuccess: afterWrite,
  });
}

export function useDeleteAttribute() {
  const afterWrite = useAfterWrite();
  return useMutation({
    mutationFn: (id: number) => http.delete<void>(ADVISOR_ATTRIBUTE_API.attribute(String(id))),
    onSuccess: afterWrite,
  });
}

export function useAttributeCarriers(attributeId: number) {
  return useQuery({
    queryKey: ['console', 'advisors-details', attributeId],
    queryFn: async () =>
      advisorsDetailsPageSchema.parse(
        await http.get(
          `${ADVISOR_ATTRIBUTE_API.advisorsDetails}?attribute=${attributeId}&size=${CARRIERS_SHOWN}`,
        ),
      ),
    retry: retryOnlyFailures,
  });
}
