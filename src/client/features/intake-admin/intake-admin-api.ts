// The console's intake response calls (docs/product.md#intake-responses-admin), checked against the
// shared contracts; every write refreshes the tables, the audit log and the response.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { intakeResponseDetailSchema } from '../../../shared/contracts/intake-admin';
import type {
  IntakeResponseDetail,
  IntakeResponseEdit,
} from '../../../shared/contracts/intake-admin';
import { INTAKE_ADMIN_API } from '../../../shared/routes/intake-admin-api';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';
import { consoleTableKey } from '../console/use-console-page';

export const INTAKE_TABLE = 'intake-responses';
const responseKey = (id: string) => ['admin', 'intake-response', id] as const;

export function useIntakeResponse(id: string) {
  return useQuery({
    queryKey: responseKey(id),
    queryFn: async () =>
      intakeResponseDetailSchema.parse(await http.get(INTAKE_ADMIN_API.response(id))),
    retry: retryOnlyFailures,
  });
}

function useRefresh() {
  const client = useQueryClient();
  return () => {
    for (const key of [consoleTableKey(INTAKE_TABLE), consoleTableKey('audit-log')]) {
      void client.invalidateQueries({ queryKey: key });
    }
  };
}

export function useEditIntakeResponse(id: string) {
  const refresh = useRefresh();
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (edit: IntakeResponseEdit) =>
      intakeResponseDetailSchema.parse(await http.post(INTAKE_ADMIN_API.edit, edit)),
    onSuccess: (response: IntakeResponseDetail) => {
      client.setQueryData(responseKey(id), response);
      refresh();
    },
  });
}

export function useDeleteIntakeResponse(id: string) {
  const refresh = useRefresh();
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => http.delete(INTAKE_ADMIN_API.deleteResponse(id)),
    onSuccess: () => {
      client.removeQueries({ queryKey: responseKey(id) });
      refresh();
    },
  });
}
