// admin/the-plan (docs/product.md#plans-admin).
import { OfferingAdminPage } from './offering-admin-page';

export default function PlanAdminPage() {
  return <OfferingAdminPage kind="plan" />;
}
