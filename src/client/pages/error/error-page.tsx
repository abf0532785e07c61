// The /error page itself (docs/product.md#public-site), for links that send a visitor to a generic
// error.
import { ErrorContent } from '../../frame/error-content';

export default function ErrorPage() {
  return <ErrorContent error={null} />;
}
