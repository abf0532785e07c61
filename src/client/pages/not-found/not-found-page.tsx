// Unknown paths (docs/product.md#public-site); the server answers it with status 404.
import { NotFoundContent } from '../../frame/not-found-content';

export default function NotFoundPage() {
  return <NotFoundContent />;
}
