// admin/the-ongoing (docs/product.md#plans-admin).
import { OfferingAdminPage } from './offering-admin-page';

export default function OngoingAdminPage() {
  return <OfferingAdminPage kind="ongoing" />;
}
