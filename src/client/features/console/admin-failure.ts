// The console's words for a failed admin operation (docs/product.md#errors): a refusal the server
// explains (4xx) says what to change in its own words; a server error or no answer names the
// operation that failed, from src/shared. Either way the failure is logged with its operation.
import { ADMIN_OPERATION_FAILURES } from '../../../shared/admin-failures';
import type { AdminOperation } from '../../../shared/admin-failures';
import { OFFLINE_MESSAGE, statusOf } from '../../api/error-message';
import { isNetworkFailure } from '../../api/http';

export function adminFailureMessage(operation: AdminOperation, error: unknown): string {
  const failure = ADMIN_OPERATION_FAILURES[operation];
  console.error(`AdminService: ${failure}`, error);
  const status = statusOf(error);
  if (status !== undefined && status < 500 && error instanceof Error && error.message) {
    return error.message;
  }
  return isNetworkFailure(error) ? `${failure} ${OFFLINE_MESSAGE}` : failure;
}
